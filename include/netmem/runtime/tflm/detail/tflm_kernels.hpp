// netmem/runtime/tflm/detail/tflm_kernels.hpp
// A lowered operator (tflm_graph.hpp) as the operators table sees it (tflm_operators.hpp: one row
// per TFLite operator kind, naming the TFLM source that allocates): its tensors' shapes as the
// converter writes them, its options, and their element types (each tensor's own; weights the
// profile's; a bias its node's, else the profile's).
//
// Shapes (NHWC, batch 1 x profile.minibatch): an image tensor is (N, H, W, C), any other tensor
// (N, size). Weights: conv_2d (C_out, K_h, K_w, C_in), depthwise_conv_2d (1, K_h, K_w, C_out),
// fully_connected (units, depth). Padding: `same` when the output size is TFLite's same rule
// (ceil(in / stride)), else `valid`. Quantization: the profile's granularity of the weight kind
// (quantization_scheme: conv_2d and depthwise_conv_2d .convolution, fully_connected
// .fully_connected, per tensor by default as TFLite's converter quantizes dense weights). A fused activation is RELU (TFLM stores the kind, not its
// size). MEAN / REDUCE_MAX / SUM (global pooling) reduce the spatial axes (2 for images, 1 for
// sequences, 3 for volumes) without keep_dims (Keras GlobalAveragePooling2D). TRANSPOSE_CONV's
// filter is (C_out, K_h, K_w, C_in), its data input is input 2.
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/kernel_selection.hpp>
#include <netmem/runtime/tflm/detail/tflm_graph.hpp>
#include <netmem/runtime/tflm/detail/tflm_operators.hpp>

namespace netmem::tflm::detail {

/// TFLite's shape of a tensor of netmem type `t` for `batch` examples.
constexpr tensor_shape shape_of(const input_type& t, size_type batch) noexcept {
    if (t.is_convolutional()) return shape(batch, t.height, t.width, t.channels);
    return shape(batch, t.elements_per_example());
}

/// `same` when the output size follows TFLite's same rule on both axes.
constexpr padding_type padding_of(const kernel_call& k) noexcept {
    const bool same_height = k.output_height == (k.input_height + k.stride_height - 1) / k.stride_height;
    const bool same_width = k.output_width == (k.input_width + k.stride_width - 1) / k.stride_width;
    return same_height && same_width ? padding_type::same : padding_type::valid;
}

/// The operators table's view of operator `op` of graph `g` under `profile`.
template <std::size_t N, std::size_t I, std::size_t M>
constexpr tflm_operator operator_description(const graph<N, I, M>& g, const graph_operator<M>& op,
                                             const deployment& profile) noexcept {
    const graph_tensor& in = g.tensors[op.inputs[0]];
    const graph_tensor& out = g.tensors[op.output];
    const kernel_call& k = op.kernel;
    tflm_operator d{.kind = op.op,
                    .input_type = in.element,
                    .output_type = out.element,
                    .weights_type = profile.weights,
                    .bias_type = op.bias_element.or_else(profile.biases),
                    .input = shape_of(in.shape, profile.minibatch),
                    .output = shape_of(out.shape, profile.minibatch),
                    .input_count = static_cast<size_type>(op.input_count),
                    .has_bias = op.has_bias,
                    .quantization = profile.quantization.of(weight_kind::convolution),
                    .activation = op.fused_activation ? fused_activation::relu : fused_activation::none,
                    .input_scales = in.scales,
                    .output_scales = out.scales};
    switch (op.op) {
        case builtin_operator::conv_2d:
        case builtin_operator::depthwise_conv_2d:
            d.weights = op.op == builtin_operator::conv_2d
                            ? shape(k.output_channels, k.filter_height, k.filter_width, k.input_channels)
                            : shape(1, k.filter_height, k.filter_width, k.output_channels);
            d.input_count = 3;
            d.padding = padding_of(k);
            d.stride_height = k.stride_height;
            d.stride_width = k.stride_width;
            d.dilation_height = k.dilation_height;
            d.dilation_width = k.dilation_width;
            d.depth_multiplier = k.input_channels > 0 ? k.output_channels / k.input_channels : 1;
            break;
        case builtin_operator::fully_connected:
            d.weights = shape(k.output_channels, k.input_channels);
            d.input_count = 3;
            d.quantization = profile.quantization.of(weight_kind::fully_connected);
            break;
        case builtin_operator::average_pool_2d:
        case builtin_operator::max_pool_2d:
            d.padding = padding_of(k);
            d.stride_height = k.stride_height;
            d.stride_width = k.stride_width;
            d.filter_height = k.filter_height;
            d.filter_width = k.filter_width;
            break;
        case builtin_operator::reshape: d.input_count = 2; break;
        case builtin_operator::mean:
        case builtin_operator::sum:
        case builtin_operator::reduce_max:
            d.input_count = 2;
            d.axis_count = op.axis_count > 0                ? op.axis_count
                           : in.shape.is_convolutional3d() ? 3
                           : in.shape.is_recurrent()       ? 1
                                                           : 2;
            break;
        case builtin_operator::transpose_conv:
            // Inputs: output shape, filter (C_out, K_h, K_w, C_in), data, optional bias.
            d.weights = shape(k.output_channels, k.filter_height, k.filter_width, k.input_channels);
            d.input_count = op.has_bias ? 4 : 3;
            d.padding = padding_of(k);
            d.stride_height = k.stride_height;
            d.stride_width = k.stride_width;
            break;
        case builtin_operator::pad: d.input_count = 2; break;
        case builtin_operator::padv2: d.input_count = 3; break;  // data, paddings, constant_values
        case builtin_operator::svdf:
            // Inputs: data, weights_feature [filters, input_size], weights_time, bias (or -1), state.
            d.weights = shape(checked_multiply(k.output_channels, k.filter_height), k.input_channels);
            d.memory_size = k.filter_width;
            d.input_count = 5;
            d.quantization = profile.quantization.of(weight_kind::fully_connected);
            break;
        case builtin_operator::strided_slice: d.input_count = 4; break;
        case builtin_operator::ethos_u:
            // Inputs: command stream, flash, scratch, fast scratch (tflm_graph.hpp), then the data.
            d.input_count = checked_add(d.input_count, 4);
            d.stub_kernel = profile.tflm.stub_custom_ops;
            break;
        default: break;
    }
    return d;
}

/// Not constexpr: an operator requesting more scratch buffers than the graph has room for.
[[noreturn]] inline void too_many_scratch_requests(std::size_t /*operator_index*/) noexcept { __builtin_trap(); }

/// Sets every operator's scratch requests from the operators table under `profile`. The table's
/// answer is a function of the operator's description alone, so it is looked up once per distinct
/// description among the last few (a network repeats its blocks): a lookup costs about 500
/// constant-evaluation steps, a description comparison a third of that, and an early return
/// when the operator kinds differ. Linear in the operators.
template <std::size_t N, std::size_t I, std::size_t M>
constexpr void attach_scratch(graph<N, I, M>& g, const deployment& profile) noexcept {
    constexpr std::size_t cached = 4;  // the last 4 distinct descriptions, replaced round robin
    tflm_operator seen[cached] = {};
    tflm_operator_facts facts[cached] = {};
    std::size_t seen_count = 0;
    std::size_t next = 0;
    graph_operator<M>* operators = g.operators.data();
    for (std::size_t k = 0; k < g.operator_count; ++k) {
        graph_operator<M>& op = operators[k];
        const tflm_operator description = operator_description(g, op, profile);
        std::size_t hit = 0;
        while (hit < seen_count && !(seen[hit] == description)) ++hit;
        if (hit == seen_count) {
            hit = seen_count < cached ? seen_count++ : next;
            next = (hit + 1) % cached;
            seen[hit] = description;
            facts[hit] = tflm_operator_facts_of(description, kernels_of(profile), abi_of(profile));
        }
        const tflm_operator_facts& f = facts[hit];
        if (static_cast<std::size_t>(f.scratch_count) > op.scratch.size()) too_many_scratch_requests(k);
        op.scratch_count = static_cast<std::size_t>(f.scratch_count);
        for (std::size_t n = 0; n < op.scratch_count; ++n) op.scratch[n] = f.scratch[n];
    }
}

}  // namespace netmem::tflm::detail
