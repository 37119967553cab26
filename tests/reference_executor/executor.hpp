// tests/reference_executor/executor.hpp -- TEST ONLY (not part of the library).
// A float32 reference executor that runs a netmem network (sequential or graph) twice:
//   1. separately: every layer / vertex writes its own heap buffer (std::vector<float>);
//   2. in the arena: every tensor lives in ONE heap buffer of plan.arena_bytes at the offset the
//      plan gives it; steps run in the plan's order, reading plan.steps[s].inputs and writing
//      plan.steps[s].output; folded batch norms and fused activations (plan.merged_into) run in
//      place right after the step of the layer they belong to.
// With a correct plan both give bit-identical outputs (same kernels, same operations, only the
// addresses differ). A plan that lets a live tensor be overwritten changes the output. Built
// with AddressSanitizer and UndefinedBehaviorSanitizer (tests/CMakeLists.txt), an offset outside
// the arena is an error too.
//
// Kernels (NHWC, float): conv2d, depthwise_conv2d, dense / output, avg_pool2d, max_pool2d,
// elementwise add, batch norm (per-channel scale and shift), activations relu, relu6, identity,
// softmax; flatten and dropout are the identity. Padding: TensorFlow "same" (extra row / column
// at the bottom / right) or truncate with explicit padding. Weights: fixed pseudo-random values
// (a 64-bit LCG seeded with the layer's position), so every run is reproducible.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <utility>
#include <vector>

#include <netmem/netmem.hpp>

namespace reference_executor {

namespace nm = netmem;
using nm::size_type;

enum class kind { conv2d, depthwise, dense, avg_pool, max_pool, add, batch_norm, activation, identity };

/// One layer / vertex with what the kernels need.
struct node_spec {
    kind op = kind::identity;
    nm::size2d kernel{1, 1}, stride{1, 1}, dilation{1, 1}, explicit_padding{0, 0};
    nm::padding padding = nm::padding::truncate;
    size_type depth_multiplier = 1;
    nm::activation activation = nm::activation::identity;
    bool use_bias = false;
};

inline node_spec describe(const nm::conv2d& l) {
    return {kind::conv2d, l.kernel, l.stride, l.dilation, l.explicit_padding, l.padding, 1, l.activation, l.use_bias};
}
inline node_spec describe(const nm::depthwise_conv2d& l) {
    return {kind::depthwise, l.kernel, l.stride, l.dilation, l.explicit_padding, l.padding, l.depth_multiplier,
            l.activation, l.use_bias};
}
inline node_spec describe(const nm::dense& l) {
    node_spec s{};
    s.op = kind::dense;
    s.activation = l.activation;
    s.use_bias = l.use_bias;
    return s;
}
inline node_spec describe(const nm::output& l) {
    node_spec s{};
    s.op = kind::dense;
    s.activation = l.activation;
    s.use_bias = l.use_bias;
    return s;
}
template <class Pool>
node_spec describe_pool(const Pool& l, kind op) {
    node_spec s{};
    s.op = op;
    s.kernel = l.kernel;
    s.stride = {l.stride.height == 0 ? l.kernel.height : l.stride.height,
                l.stride.width == 0 ? l.kernel.width : l.stride.width};
    s.dilation = l.dilation;
    s.explicit_padding = l.explicit_padding;
    s.padding = l.padding;
    return s;
}
inline node_spec describe(const nm::avg_pool2d& l) { return describe_pool(l, kind::avg_pool); }
inline node_spec describe(const nm::max_pool2d& l) { return describe_pool(l, kind::max_pool); }
inline node_spec describe(const nm::batch_normalization&) { return {.op = kind::batch_norm}; }
inline node_spec describe(const nm::activation_layer& l) {
    node_spec s{};
    s.op = kind::activation;
    s.activation = l.activation;
    return s;
}
inline node_spec describe(const nm::dropout&) { return {}; }
inline node_spec describe(const nm::flatten&) { return {}; }
inline node_spec describe(const nm::elementwise& v) {
    if (v.op != nm::elementwise_op::add) throw std::logic_error("reference executor: only elementwise add");
    return {.op = kind::add};
}

/// Height, width, channels of an input_type (feed-forward: 1 x 1 x n).
struct shape {
    size_type height = 1, width = 1, channels = 1;
    size_type elements() const { return height * width * channels; }
};
inline shape shape_of(const nm::input_type& t) {
    if (t.is_convolutional()) return {t.height, t.width, t.channels};
    return {1, 1, t.elements_per_example()};
}

/// The network as the executor sees it: nodes in execution order with their inputs.
struct network_description {
    struct node {
        node_spec spec;
        std::vector<std::pair<bool, std::size_t>> inputs;  // (network input?, index)
        std::vector<shape> input_shapes;
        shape output_shape;
    };
    std::vector<node> nodes;
    shape input_shape;
    std::size_t output_node = 0;
};

template <class Net>
struct describer;

template <auto Input, auto... Layers>
struct describer<nm::sequential<Input, Layers...>> {
    static network_description get() {
        using net = nm::sequential<Input, Layers...>;
        const auto& a = net::template checked_analysis<>();
        network_description d;
        d.input_shape = shape_of(net::input);
        const std::array<node_spec, sizeof...(Layers)> specs{describe(Layers)...};
        for (std::size_t i = 0; i < sizeof...(Layers); ++i) {
            network_description::node n;
            n.spec = specs[i];
            n.inputs.push_back(i == 0 ? std::pair{true, std::size_t{0}} : std::pair{false, i - 1});
            n.input_shapes.push_back(shape_of(a.inputs[i]));
            n.output_shape = shape_of(a.outputs[i]);
            d.nodes.push_back(n);
        }
        d.output_node = sizeof...(Layers) - 1;
        return d;
    }
};

template <class Item>
struct item_spec {
    static node_spec get() { return {}; }
};
template <nm::fixed_string Name, auto Value, nm::fixed_string... Inputs>
struct item_spec<nm::vertex<Name, Value, Inputs...>> {
    static node_spec get() { return describe(Value); }
};

template <class... GraphInputs, class... Items>
struct describer<nm::graph<nm::inputs<GraphInputs...>, Items...>> {
    static network_description get() {
        using net = nm::graph<nm::inputs<GraphInputs...>, Items...>;
        const auto& a = net::template checked_analysis<>();
        const std::array<node_spec, sizeof...(Items)> specs{item_spec<Items>::get()...};
        network_description d;
        d.input_shape = shape_of(net::input_types[0]);
        std::vector<std::size_t> position(net::node_count);
        for (std::size_t k = 0; k < net::node_count; ++k) position[a.order[k]] = k;
        for (std::size_t k = net::input_count; k < net::node_count; ++k) {
            const std::size_t n = a.order[k];
            network_description::node node;
            node.spec = specs[a.item_of_node[n]];
            for (std::size_t e = a.input_begin[n]; e < a.input_begin[n + 1]; ++e) {
                const std::size_t from = a.input_node[e];
                node.inputs.push_back(from < net::input_count ? std::pair{true, from}
                                                              : std::pair{false, position[from] - net::input_count});
                node.input_shapes.push_back(shape_of(a.outputs[from]));
            }
            node.output_shape = shape_of(a.outputs[n]);
            d.nodes.push_back(node);
            if (n == a.output_nodes[0]) d.output_node = k - net::input_count;
        }
        return d;
    }
};

/// Fixed pseudo-random numbers in [-0.5, 0.5).
struct lcg {
    std::uint64_t state;
    float next() {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return static_cast<float>((state >> 40) & 0xffffff) / 16777216.0f - 0.5f;
    }
};

/// Weights of one node: kernel, bias, batch-norm scale and shift.
struct weights {
    std::vector<float> kernel, bias;
};

inline weights make_weights(const network_description::node& n, std::size_t seed) {
    lcg random{0x9e3779b97f4a7c15ull ^ (seed * 0x100000001b3ull)};
    weights w;
    const shape in = n.input_shapes[0];
    const shape out = n.output_shape;
    std::size_t kernel_count = 0, bias_count = 0;
    switch (n.spec.op) {
        case kind::conv2d:
            kernel_count = static_cast<std::size_t>(out.channels * n.spec.kernel.height * n.spec.kernel.width * in.channels);
            bias_count = n.spec.use_bias ? static_cast<std::size_t>(out.channels) : 0;
            break;
        case kind::depthwise:
            kernel_count = static_cast<std::size_t>(out.channels * n.spec.kernel.height * n.spec.kernel.width);
            bias_count = n.spec.use_bias ? static_cast<std::size_t>(out.channels) : 0;
            break;
        case kind::dense:
            kernel_count = static_cast<std::size_t>(out.elements() * in.elements());
            bias_count = n.spec.use_bias ? static_cast<std::size_t>(out.elements()) : 0;
            break;
        case kind::batch_norm:
            kernel_count = static_cast<std::size_t>(in.channels);  // scale
            bias_count = static_cast<std::size_t>(in.channels);    // shift
            break;
        default: break;
    }
    w.kernel.resize(kernel_count);
    w.bias.resize(bias_count);
    for (float& v : w.kernel) v = random.next();
    for (float& v : w.bias) v = random.next();
    if (n.spec.op == kind::batch_norm)
        for (float& v : w.kernel) v += 1.0f;  // scales around 1
    return w;
}

inline size_type padding_before(const node_spec& s, size_type in, size_type kernel, size_type stride,
                                size_type dilation, size_type explicit_padding) {
    if (s.padding == nm::padding::same) return nm::same_padding(in, kernel, stride, dilation).before;
    return explicit_padding;
}

inline void apply_activation(nm::activation a, float* data, size_type count) {
    switch (a) {
        case nm::activation::identity: return;
        case nm::activation::relu:
            for (size_type i = 0; i < count; ++i) data[i] = data[i] > 0.0f ? data[i] : 0.0f;
            return;
        case nm::activation::relu6:
            for (size_type i = 0; i < count; ++i) data[i] = std::min(std::max(data[i], 0.0f), 6.0f);
            return;
        case nm::activation::softmax: {
            float largest = data[0];
            for (size_type i = 1; i < count; ++i) largest = std::max(largest, data[i]);
            float sum = 0.0f;
            for (size_type i = 0; i < count; ++i) sum += std::exp(data[i] - largest);
            for (size_type i = 0; i < count; ++i) data[i] = std::exp(data[i] - largest) / sum;
            return;
        }
        default: throw std::logic_error("reference executor: unsupported activation");
    }
}

/// Runs node `n`'s main kernel: inputs -> output (output may alias an input only for element-wise
/// kernels). Applies the node's own activation unless `defer_activation` (a separate step).
inline void run_kernel(const network_description::node& n, const weights& w, const std::vector<const float*>& in,
                       float* out, bool defer_activation) {
    const node_spec& s = n.spec;
    const shape is = n.input_shapes[0];
    const shape os = n.output_shape;
    switch (s.op) {
        case kind::conv2d:
        case kind::depthwise: {
            const size_type pad_top = padding_before(s, is.height, s.kernel.height, s.stride.height, s.dilation.height,
                                                     s.explicit_padding.height);
            const size_type pad_left = padding_before(s, is.width, s.kernel.width, s.stride.width, s.dilation.width,
                                                      s.explicit_padding.width);
            for (size_type oy = 0; oy < os.height; ++oy)
                for (size_type ox = 0; ox < os.width; ++ox)
                    for (size_type f = 0; f < os.channels; ++f) {
                        float sum = s.use_bias ? w.bias[static_cast<std::size_t>(f)] : 0.0f;
                        for (size_type ky = 0; ky < s.kernel.height; ++ky) {
                            const size_type iy = oy * s.stride.height + ky * s.dilation.height - pad_top;
                            if (iy < 0 || iy >= is.height) continue;
                            for (size_type kx = 0; kx < s.kernel.width; ++kx) {
                                const size_type ix = ox * s.stride.width + kx * s.dilation.width - pad_left;
                                if (ix < 0 || ix >= is.width) continue;
                                const float* pixel = in[0] + (iy * is.width + ix) * is.channels;
                                if (s.op == kind::conv2d) {
                                    const float* k = w.kernel.data() +
                                                     ((f * s.kernel.height + ky) * s.kernel.width + kx) * is.channels;
                                    for (size_type c = 0; c < is.channels; ++c) sum += pixel[c] * k[c];
                                } else {
                                    const size_type c = f / s.depth_multiplier;
                                    sum += pixel[c] * w.kernel[static_cast<std::size_t>(
                                                          (f * s.kernel.height + ky) * s.kernel.width + kx)];
                                }
                            }
                        }
                        out[(oy * os.width + ox) * os.channels + f] = sum;
                    }
            break;
        }
        case kind::dense:
            for (size_type u = 0; u < os.elements(); ++u) {
                float sum = s.use_bias ? w.bias[static_cast<std::size_t>(u)] : 0.0f;
                const float* row = w.kernel.data() + u * is.elements();
                for (size_type i = 0; i < is.elements(); ++i) sum += in[0][i] * row[i];
                out[u] = sum;
            }
            break;
        case kind::avg_pool:
        case kind::max_pool: {
            const size_type pad_top = padding_before(s, is.height, s.kernel.height, s.stride.height, 1,
                                                     s.explicit_padding.height);
            const size_type pad_left = padding_before(s, is.width, s.kernel.width, s.stride.width, 1,
                                                      s.explicit_padding.width);
            for (size_type oy = 0; oy < os.height; ++oy)
                for (size_type ox = 0; ox < os.width; ++ox)
                    for (size_type c = 0; c < os.channels; ++c) {
                        float acc = s.op == kind::max_pool ? -INFINITY : 0.0f;
                        size_type count = 0;
                        for (size_type ky = 0; ky < s.kernel.height; ++ky)
                            for (size_type kx = 0; kx < s.kernel.width; ++kx) {
                                const size_type iy = oy * s.stride.height + ky - pad_top;
                                const size_type ix = ox * s.stride.width + kx - pad_left;
                                if (iy < 0 || iy >= is.height || ix < 0 || ix >= is.width) continue;
                                const float v = in[0][(iy * is.width + ix) * is.channels + c];
                                acc = s.op == kind::max_pool ? std::max(acc, v) : acc + v;
                                ++count;
                            }
                        out[(oy * os.width + ox) * os.channels + c] =
                            s.op == kind::max_pool ? acc : acc / static_cast<float>(count);
                    }
            break;
        }
        case kind::add:
            for (size_type i = 0; i < os.elements(); ++i) {
                float sum = in[0][i];
                for (std::size_t k = 1; k < in.size(); ++k) sum += in[k][i];
                out[i] = sum;
            }
            break;
        case kind::batch_norm:
            for (size_type i = 0; i < os.elements(); ++i) {
                const std::size_t c = static_cast<std::size_t>(i % os.channels);
                out[i] = in[0][i] * w.kernel[c] + w.bias[c];
            }
            break;
        case kind::activation:
        case kind::identity:
            if (out != in[0]) std::memcpy(out, in[0], static_cast<std::size_t>(os.elements()) * sizeof(float));
            if (s.op == kind::activation && !defer_activation) apply_activation(s.activation, out, os.elements());
            return;
    }
    if (!defer_activation) apply_activation(s.activation, out, os.elements());
}

/// Whether a node's own activation is a separate TFLite step (softmax after dense): mirrors
/// layer_deployment::activation_as_own_step.
inline bool own_activation_step(const node_spec& s) {
    return (s.op == kind::dense || s.op == kind::conv2d || s.op == kind::depthwise) && !nm::is_fusable_activation(s.activation);
}

/// Mode 1: every node in its own buffer.
inline std::vector<float> run_separately(const network_description& d, const std::vector<weights>& w,
                                         const std::vector<float>& input) {
    std::vector<std::vector<float>> outputs(d.nodes.size());
    for (std::size_t i = 0; i < d.nodes.size(); ++i) {
        const auto& n = d.nodes[i];
        std::vector<const float*> in;
        for (const auto& [network, index] : n.inputs) in.push_back(network ? input.data() : outputs[index].data());
        outputs[i].assign(static_cast<std::size_t>(n.output_shape.elements()), 0.0f);
        run_kernel(n, w[i], in, outputs[i].data(), false);
    }
    return outputs[d.output_node];
}

/// Mode 2: every tensor at its planned offset in one arena of plan.arena_bytes.
template <class Plan>
std::vector<float> run_in_arena(const network_description& d, const std::vector<weights>& w,
                                const std::vector<float>& input, const Plan& plan) {
    std::vector<float> arena(static_cast<std::size_t>(plan.arena_bytes) / sizeof(float));
    auto at = [&](std::size_t tensor) { return arena.data() + plan.tensors()[tensor].offset / 4; };
    std::copy(input.begin(), input.end(), at(plan.input_tensor));
    std::vector<bool> started(d.nodes.size(), false);
    for (std::size_t s = 0; s < plan.step_count; ++s) {
        const auto& step = plan.steps[s];
        const auto& n = d.nodes[step.layer];
        std::vector<const float*> in;
        for (std::size_t k = 0; k < step.input_count; ++k) in.push_back(at(step.inputs[k]));
        float* out = at(step.output);
        if (!started[step.layer]) {
            started[step.layer] = true;
            std::vector<float> copy;
            const bool elementwise = n.spec.op == kind::activation || n.spec.op == kind::batch_norm ||
                                     n.spec.op == kind::identity || n.spec.op == kind::add;
            // A planned in-place step (same tensor in and out, e.g. in-place depthwise) reads a copy;
            // DIFFERENT tensors that overlap are not protected: that is the bug this catches.
            if (!elementwise && step.input_count > 0 && step.inputs[0] == step.output) {
                copy.assign(in[0], in[0] + n.input_shapes[0].elements());
                in[0] = copy.data();
            }
            run_kernel(n, w[step.layer], in, out, own_activation_step(n.spec));
            // Folded batch norms and fused activations run in place inside this step.
            for (std::size_t m = 0; m < d.nodes.size(); ++m)
                if (plan.merged_into[m] == step.layer) run_kernel(d.nodes[m], w[m], {out}, out, false);
        } else {  // the node's separate activation step (Softmax after FullyConnected)
            if (out != in[0])
                std::memcpy(out, in[0], static_cast<std::size_t>(n.output_shape.elements()) * sizeof(float));
            apply_activation(n.spec.activation, out, n.output_shape.elements());
        }
    }
    const float* result = at(plan.output_tensor);
    return {result, result + d.nodes[d.output_node].output_shape.elements()};
}

/// Weights for every node, and a pseudo-random input.
inline std::vector<weights> make_all_weights(const network_description& d) {
    std::vector<weights> all;
    for (std::size_t i = 0; i < d.nodes.size(); ++i) all.push_back(make_weights(d.nodes[i], i + 1));
    return all;
}
inline std::vector<float> make_input(const network_description& d) {
    lcg random{12345};
    std::vector<float> input(static_cast<std::size_t>(d.input_shape.elements()));
    for (float& v : input) v = random.next();
    return input;
}

}  // namespace reference_executor
