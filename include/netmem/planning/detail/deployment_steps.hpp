// netmem/planning/detail/deployment_steps.hpp
// From a network's nodes (layers of a sequential network, vertices of a graph, in execution
// order) to the execution steps and arena tensors of a deployment, and the flash of every node.
//
// Rules (TFLite's converter and TFLM's AllocationInfoBuilder):
// - every network input is an arena tensor live from step 0;
// - every tensor has its own element type: a network input's is the input_element of the first
//   node reading it that fixes one (a quantize's `from`; netmem-import: the file's), else
//   profile.activations; a node's output is its output_element when fixed (quantize, dequantize;
//   netmem-import: every node, from the file), else its first input's type; kernel scratch follows
//   the type of the tensor the kernel reads, and so does a layer's integer_scratch_bytes; a bias
//   is the node's bias_element, else profile.biases;
// - a `compute` node becomes one step that reads its input tensors and writes a new tensor of
//   output elements x bytes(its element type) x profile.minibatch bytes;
// - an `alias` node (flatten, reshape, dropout at inference) takes its input tensor;
// - a batch_normalization node folds into its producer when the profile folds, the producer
//   accepts it (conv2d, depthwise, dense), has no other consumer, is not a network output and has
//   no fused activation yet; the producer then gains the BN's bias elements if it had none;
// - an activation node fuses into its producer under the same conditions (producer conv2d,
//   depthwise, dense, add); otherwise it runs in place when profile.in_place_activations allows
//   (its input has no other consumer), else it computes a tensor;
// - depthwise convolution runs in place (one buffer of max(input, output) bytes) when
//   profile.in_place_depthwise and the layer allows it and its input has no other consumer;
// - kernel scratch is a tensor live at its one step;
// - a node with a first operator (separable_conv2d: DEPTHWISE_CONV_2D, then CONV_2D) is two steps:
//   the first reads the node's inputs and writes the intermediate tensor (with its own scratch),
//   the second reads it and writes the node's output;
// - a node's state (LSTM hidden and cell state: TFLite variable tensors) is a tensor live at
//   every step;
// - a layer whose own activation cannot be fused (softmax, ...) is two steps, as in TFLite
//   (FullyConnected, then Softmax into a tensor of the same size, or in place when
//   profile.in_place_activations);
// - a SOFTMAX step (that second step, or a standalone softmax activation layer) has its kernel's
//   scratch (softmax_kernel_call: ESP-NN's row buffer; none under the reference kernels, CMSIS-NN);
// - a tensor lives from the step that writes it to the last step that reads it; the network
//   output lives to the last step (TFLM: subgraph outputs' last_used = last operator).
// Tensor ids: network inputs first, then per node its state, then per step its output tensor
// followed by its scratch.
#pragma once

#include <array>
#include <cstddef>

#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/core/kernel_selection.hpp>
#include <netmem/kernels/kernel_scratch.hpp>
#include <netmem/network/detail/network_node.hpp>

namespace netmem {

/// Flash of one layer or vertex, in bytes, on three lines.
struct layer_flash {
    size_type weights = 0;       ///< weight elements x bytes(profile.weights)
    size_type biases = 0;        ///< bias elements x bytes(profile.biases)
    size_type quantization = 0;  ///< (scale, zero point) pairs x 8 B
    constexpr size_type total() const noexcept { return checked_add(checked_add(weights, biases), quantization); }
    friend constexpr layer_flash operator+(const layer_flash& a, const layer_flash& b) noexcept {
        return {checked_add(a.weights, b.weights), checked_add(a.biases, b.biases),
                checked_add(a.quantization, b.quantization)};
    }
    friend constexpr bool operator==(const layer_flash&, const layer_flash&) = default;
};

/// What an arena tensor holds: a network input, a layer's output (or a first operator's
/// intermediate output), kernel scratch, or state kept over the whole inference.
enum class tensor_kind : unsigned char { network_input, activation, scratch, state };

namespace detail {

/// One arena tensor. Steps are 0-based positions in the execution order.
struct tensor_record {
    tensor_kind kind = tensor_kind::activation;
    size_type data_bytes = 0;   ///< bytes the data needs
    size_type arena_bytes = 0;  ///< data_bytes rounded up to the alignment (what the planner places)
    std::size_t first_step = 0;
    std::size_t last_step = 0;
    std::size_t node = no_index;  ///< the node that writes it (or network input index for inputs)
    data_type element = data_type::int8;  ///< its element type (scratch: the type its kernel reads)
};

/// One execution step: the node that runs, the tensors it reads and writes, its scratch.
template <std::size_t M>
struct step_record {
    std::size_t node = no_index;
    std::array<std::size_t, M> inputs{};
    std::size_t input_count = 0;
    std::size_t output = no_index;
    std::size_t scratch = no_index;
};

/// The steps and tensors of a network of N nodes, I network inputs and at most M inputs per node.
template <std::size_t N, std::size_t I, std::size_t M>
struct deployment_steps {
    static constexpr std::size_t tensor_capacity = I + 6 * N;
    static constexpr std::size_t step_capacity = N > 0 ? 3 * N : 1;

    std::array<tensor_record, tensor_capacity> tensors{};
    std::size_t tensor_count = 0;
    std::array<step_record<M>, step_capacity> steps{};
    std::size_t step_count = 0;
    std::array<std::size_t, N> node_tensor{};   ///< tensor holding each node's output
    std::array<std::size_t, N> node_step{};     ///< the node's own step, or no_index (alias, folded, fused)
    std::array<std::size_t, N> merged_into{};   ///< node a BN / activation folded or fused into, or no_index
    std::array<layer_flash, N> flash{};
    std::array<std::size_t, I> input_tensors{};
    std::size_t output_tensor = no_index;
};

constexpr layer_flash flash_of(size_type weights, size_type biases, size_type channels, weight_kind kind,
                               const deployment& profile, size_type weight_tensors = 1,
                               element_type bias_element = {}) noexcept {
    return {.weights = checked_multiply(weights, bytes_per_element(profile.weights)),
            .biases = checked_multiply(biases, bytes_per_element(bias_element.or_else(profile.biases))),
            .quantization = weights > 0 ? checked_product(weight_tensors,
                                                          quantization_pairs(profile.quantization.of(kind), channels),
                                                          quantization_parameter_pair_bytes)
                                        : 0};
}
/// Flash of a node's own operator and of its first operator (same weight kind).
constexpr layer_flash flash_of(const layer_deployment& d, size_type weights, size_type biases, weight_kind kind,
                               const deployment& profile) noexcept {
    const first_operator& f = d.first_operator;
    return flash_of(weights, biases, d.quantization_channels, kind, profile, d.weight_tensors, d.bias_element) +
           flash_of(f.weight_elements, f.bias_elements, f.quantization_channels, kind, profile, 1, d.bias_element);
}

/// Builds steps, tensors and flash. `nodes` are in execution order; a node's inputs precede it.
template <std::size_t N, std::size_t I, std::size_t M>
constexpr deployment_steps<N, I, M> build_deployment_steps(const std::array<deployment_node<M>, N>& nodes,
                                                           const std::array<input_type, I>& inputs,
                                                           const deployment& profile) noexcept {
    deployment_steps<N, I, M> result{};
    // Raw pointers in the loops: std::array::operator[] is a function call, which constant
    // evaluation charges (clang: about 5 -fconstexpr-steps per access; g++: a call each).
    const deployment_node<M>* node_list = nodes.data();
    tensor_record* tensors = result.tensors.data();
    std::size_t* node_tensor = result.node_tensor.data();
    std::size_t* node_step = result.node_step.data();
    std::size_t* merged_into = result.merged_into.data();
    layer_flash* flash = result.flash.data();
    step_record<M>* step_list = result.steps.data();
    // Bytes of `elements` per example of `type`, for profile.minibatch examples.
    auto bytes_of = [&](size_type elements, data_type type) {
        return checked_product(elements, bytes_per_element(type), profile.minibatch);
    };
    auto add_tensor = [&](tensor_kind kind, size_type bytes, std::size_t step, std::size_t node,
                          data_type element = data_type::int8) {
        tensor_record& t = tensors[result.tensor_count];
        t = {kind, bytes, round_up(bytes, profile.alignment), step, step, node, element};
        return result.tensor_count++;
    };
    // How many nodes read each node's output (directly), to decide folding, fusing and in place.
    std::array<std::size_t, N> consumer_counts{};
    std::size_t* consumers = consumer_counts.data();
    for (std::size_t i = 0; i < N; ++i) {
        const node_input* in = node_list[i].inputs.data();
        for (std::size_t k = 0; k < node_list[i].input_count; ++k)
            if (!in[k].network_input) ++consumers[in[k].index];
    }

    for (std::size_t j = 0; j < I; ++j) {
        // The first node reading input j that fixes its input type says what the input is.
        data_type type = profile.activations;
        bool found = false;
        for (std::size_t i = 0; i < N && !found; ++i) {
            const node_input* in = node_list[i].inputs.data();
            for (std::size_t k = 0; k < node_list[i].input_count && !found; ++k)
                if (in[k].network_input && in[k].index == j && node_list[i].description.input_element.set) {
                    type = node_list[i].description.input_element.type;
                    found = true;
                }
        }
        result.input_tensors[j] =
            add_tensor(tensor_kind::network_input, bytes_of(inputs[j].elements_per_example(), type), 0, j, type);
    }
    auto grow_to = [&](std::size_t tensor, size_type bytes) {
        tensor_record& t = tensors[tensor];
        if (t.data_bytes < bytes) {
            t.data_bytes = bytes;
            t.arena_bytes = round_up(bytes, profile.alignment);
        }
    };
    std::array<bool, N> fused_flags{};
    std::array<size_type, N> bias_counts{};
    bool* has_fused_activation = fused_flags.data();
    size_type* bias_elements = bias_counts.data();
    const std::size_t* input_tensors = result.input_tensors.data();
    auto tensor_of = [&](const node_input& in) { return in.network_input ? input_tensors[in.index] : node_tensor[in.index]; };
    // The node whose own step wrote a node's single input, walking back through folded, fused and
    // alias nodes, when nothing else reads any tensor on the way; no_index otherwise.
    auto exclusive_producer = [&](const deployment_node<M>& node) -> std::size_t {
        const node_input& first = *node.inputs.data();
        if (node.input_count != 1 || first.network_input) return no_index;
        std::size_t p = first.index;
        for (std::size_t hops = 0; hops <= N; ++hops) {
            if (consumers[p] != 1 || node_list[p].network_output) return no_index;
            if (node_step[p] != no_index) return p;
            if (merged_into[p] != no_index) {
                p = merged_into[p];
                continue;
            }
            const deployment_node<M>& alias = node_list[p];
            const node_input& alias_input = *alias.inputs.data();
            if (alias.input_count != 1 || alias_input.network_input) return no_index;
            p = alias_input.index;
        }
        return no_index;
    };

    for (std::size_t i = 0; i < N; ++i) {
        const deployment_node<M>& node = node_list[i];
        const layer_deployment& d = node.description;
        node_step[i] = no_index;
        merged_into[i] = no_index;
        const node_input* inputs = node.inputs.data();
        const std::size_t first_input = node.input_count > 0 ? tensor_of(inputs[0]) : no_index;
        const data_type input_element = first_input != no_index ? tensors[first_input].element : profile.activations;
        const data_type output_element = d.output_element.or_else(input_element);

        if (d.role == tensor_role::alias) {
            node_tensor[i] = first_input;
            continue;
        }
        if (d.role == tensor_role::batch_normalization && profile.fold_batch_normalization) {
            const std::size_t p = exclusive_producer(node);
            if (p != no_index && node_list[p].description.accepts_folded_batch_normalization && !has_fused_activation[p]) {
                node_tensor[i] = first_input;
                merged_into[i] = p;
                if (bias_elements[p] < d.folded_bias_elements) bias_elements[p] = d.folded_bias_elements;
                flash[p] = flash_of(node_list[p].description, node_list[p].description.weight_elements,
                                           bias_elements[p], node_list[p].description.quantized_as, profile);
                continue;
            }
        }
        if (d.role == tensor_role::activation) {
            const std::size_t p = exclusive_producer(node);
            if (profile.fuse_activations && p != no_index && node_list[p].description.accepts_fused_activation &&
                !has_fused_activation[p]) {
                has_fused_activation[p] = true;
                node_tensor[i] = first_input;
                merged_into[i] = p;
                continue;
            }
        }
        // A step of its own.
        const size_type weights =
            d.role == tensor_role::batch_normalization ? d.unfolded_weight_elements : d.weight_elements;
        bias_elements[i] = d.bias_elements;
        has_fused_activation[i] = d.has_activation;
        flash[i] = flash_of(d, weights, bias_elements[i],
                                   d.role == tensor_role::batch_normalization ? weight_kind::elementwise
                                                                              : d.quantized_as,
                                   profile);
        if (d.state_bytes > 0) add_tensor(tensor_kind::state, d.state_bytes, 0, i, profile.activations);  // live to the end

        // The scratch of kernel call `k` at step `s` that reads `reads` elements, plus `extra` bytes.
        auto scratch_of = [&](const kernel_call& k, size_type extra, std::size_t s, data_type reads) {
            const size_type bytes =
                checked_add(kernel_scratch_bytes(k, kernels_of(profile), reads, profile.alignment), extra);
            return bytes > 0 ? add_tensor(tensor_kind::scratch, bytes, s, i, reads) : no_index;
        };
        auto read_inputs = [&](step_record<M>& step, std::size_t s) {
            step.input_count = node.input_count;
            std::size_t* step_inputs = step.inputs.data();
            for (std::size_t k = 0; k < node.input_count; ++k) {
                step_inputs[k] = tensor_of(inputs[k]);
                tensor_record& t = tensors[step_inputs[k]];
                if (t.last_step < s) t.last_step = s;
            }
        };
        std::size_t intermediate = no_index;
        if (d.first_operator.output_elements > 0) {
            // TFLite's first operator (separable_conv2d's DEPTHWISE_CONV_2D): its own step.
            const std::size_t s0 = result.step_count++;
            step_record<M>& first = step_list[s0];
            first.node = i;
            read_inputs(first, s0);
            first.output = add_tensor(tensor_kind::activation, bytes_of(d.first_operator.output_elements, input_element),
                                      s0, i, input_element);
            first.scratch = scratch_of(d.first_operator.kernel, 0, s0, input_element);
            intermediate = first.output;
        }

        const std::size_t s = result.step_count++;
        step_record<M>& step = step_list[s];
        step.node = i;
        if (intermediate != no_index) {
            step.input_count = 1;
            step.inputs[0] = intermediate;
            tensors[intermediate].last_step = s;
        } else {
            read_inputs(step, s);
        }
        node_step[i] = s;
        const size_type output_bytes = bytes_of(node.output.elements_per_example(), output_element);
        const bool in_place =
            d.may_run_in_place && intermediate == no_index && exclusive_producer(node) != no_index &&
            (d.kernel.operation == kernel_operation::depthwise_convolution ? profile.in_place_depthwise
                                                                           : profile.in_place_activations);
        if (in_place) {
            grow_to(first_input, output_bytes);
            tensors[first_input].last_step = s;
            step.output = first_input;
        } else {
            step.output = add_tensor(tensor_kind::activation, output_bytes, s, i, output_element);
        }
        node_tensor[i] = step.output;
        // A standalone SOFTMAX (an activation layer): its kernel's scratch (ESP-NN's row buffer).
        const bool standalone_softmax = d.own_activation == activation::softmax && !d.activation_as_own_step &&
                                        d.kernel.operation == kernel_operation::none;
        kernel_call call = standalone_softmax ? softmax_kernel_call(node.output) : d.kernel;
        if (bias_elements[i] > 0 || d.accepts_folded_batch_normalization)
            call.bias = d.bias_element.or_else(profile.biases);
        const bool reads_integer = input_element == data_type::int8 || input_element == data_type::int16;
        step.scratch = scratch_of(call, checked_add(d.scratch_bytes, reads_integer ? d.integer_scratch_bytes : 0), s,
                                  input_element);
        if (d.activation_as_own_step) {
            // TFLite's separate activation operator (e.g. Softmax after FullyConnected).
            const std::size_t s2 = result.step_count++;
            step_record<M>& second = step_list[s2];
            second.node = i;
            second.input_count = 1;
            second.inputs[0] = step.output;
            tensors[step.output].last_step = s2;
            second.output = profile.in_place_activations ? step.output
                                                         : add_tensor(tensor_kind::activation, output_bytes, s2, i, output_element);
            node_tensor[i] = second.output;
            // The SOFTMAX reads the layer's output: its kernel's scratch (ESP-NN's row buffer).
            if (d.own_activation == activation::softmax)
                second.scratch = scratch_of(softmax_kernel_call(node.output), 0, s2, output_element);
        }
    }
    // Network outputs and state live to the last step.
    const std::size_t last = result.step_count > 0 ? result.step_count - 1 : 0;
    for (std::size_t t = 0; t < result.tensor_count; ++t)
        if (tensors[t].kind == tensor_kind::state) tensors[t].last_step = last;
    for (std::size_t i = 0; i < N; ++i) {
        if (!node_list[i].network_output) continue;
        tensor_record& t = tensors[node_tensor[i]];
        if (t.last_step < last) t.last_step = last;
        if (result.output_tensor == no_index) result.output_tensor = node_tensor[i];
    }
    if (result.output_tensor == no_index && I > 0) result.output_tensor = result.input_tensors[0];
    return result;
}

}  // namespace detail
}  // namespace netmem
