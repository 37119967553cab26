// netmem/kernels/cmsis_nn/tflm_kernels.hpp
// What TFLM's cmsis_nn kernels (tensorflow/lite/micro/kernels/cmsis_nn/<op>.cc at tflite-micro
// 90b983c2, built with OPTIMIZED_KERNEL_DIR=cmsis_nn, CMSIS-NN 4ab83cc3) allocate per operator:
// tflm::tflm_kernels<cmsis_nn_pure_c>, <cmsis_nn_dsp>, <cmsis_nn_mve> (kernels/tflm_operator.hpp).
// That directory replaces add, conv, depthwise_conv, fully_connected, mul, pad, pooling, softmax,
// svdf, transpose, transpose_conv, unidirectional_sequence_lstm, batch_matmul and maximum_minimum;
// the rows of those whose allocations differ from the reference kernels' are here, the others
// (mul, pad, transpose: the same OpData and calls) are TFLM's shared rows
// (kernels/detail/tflm_operator_rows.hpp). Scratch sizes are CMSIS-NN's *_get_buffer_size
// functions (kernels/cmsis_nn/scratch.hpp) for the variant: pure C (neither ARM_MATH_DSP nor
// ARM_MATH_MVEI: the oracle tflm-arena-cmsis-nn-m32), DSP, MVE.
#pragma once

#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/kernels/cmsis_nn/scratch.hpp>
#include <netmem/kernels/reference/tflm_kernels.hpp>
#include <netmem/kernels/detail/tflm_operator_layouts.hpp>
#include <netmem/kernels/detail/tflm_operator_rows.hpp>
#include <netmem/kernels/tflm_operator.hpp>

namespace netmem::tflm {

namespace cmsis_nn_kernels {
using namespace netmem::tflm::detail;

/// The Init and Prepare of cmsis_nn/conv.cc and cmsis_nn/depthwise_conv.cc up to the scratch
/// request (Init: OpData = OpDataConv + buffer_idx; Prepare's own temporaries input, filter,
/// output (conv's bias lookup asks for output 2, which does not exist); the two int32 arrays of the
/// quantized channels for int8 / int16 input only; then CalculateOpDataConv /
/// CalculateOpDataDepthwiseConv's temporaries).
constexpr void convolution_prepare(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    const size_type channels = quantized_channels(op);
    f.add_persistent(allocation_phase::init, cmsis_nn_op_data_conv(a).bytes());
    f.add_temp(input_scales(op));
    f.add_temp(weight_scales(op));
    f.add_temp(output_scales(op));
    if (is_quantized(op.input_type)) {
        f.add_persistent(allocation_phase::prepare, checked_multiply(channels, 4));
        f.add_persistent(allocation_phase::prepare, checked_multiply(channels, 4));
    }
    input_filter_bias_output_temps(op, f);
}

/// CONV_2D: kernels/cmsis_nn/conv.cc (convolution_prepare; scratch
/// arm_convolve_wrapper_s8_get_buffer_size for int8 (a grouped convolution, input C != filter C:
/// the generic im2col size, as arm_nn_is_convolve_1x1 and _1_x_n also require no groups),
/// arm_convolve_wrapper_s16_get_buffer_size for int16 with an int64 bias or none; requested only
/// when > 0).
template <kernel_library Variant>
constexpr void conv_2d_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/cmsis_nn/conv.cc, kernels/conv_common.cc";
    convolution_prepare(op, a, f);
    size_type scratch = 0;
    const kernel_call k = window_kernel_call(op, kernel_operation::convolution);
    if (op.input_type == data_type::int8) {
        const bool grouped = op.weights[3] != op.input[3];
        if (!grouped) scratch = cmsis_nn::convolve_wrapper_s8(k, Variant);
        else scratch = Variant == kernel_library::cmsis_nn_mve ? cmsis_nn::convolve_s8_mve(k) : cmsis_nn::convolve_s8_dsp(k);
    } else if (op.input_type == data_type::int16 && (!op.has_bias || op.bias_type != data_type::int32)) {
        scratch = cmsis_nn::scratch_s16(k, Variant);
    }
    if (scratch > 0) f.add_scratch(scratch);
}

/// DEPTHWISE_CONV_2D: kernels/cmsis_nn/depthwise_conv.cc (convolution_prepare; scratch
/// arm_depthwise_conv_wrapper_s8_get_buffer_size for int8 input only, when > 0).
template <kernel_library Variant>
constexpr void depthwise_conv_2d_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/cmsis_nn/depthwise_conv.cc, kernels/depthwise_conv_common.cc";
    convolution_prepare(op, a, f);
    if (op.input_type != data_type::int8) return;
    // TFLM plans what Prepare requests, with the stride unset; the kernel writes what its real
    // stride needs (cmsis_nn::depthwise_conv_wrapper_s8_tflm_request).
    const kernel_call call = window_kernel_call(op, kernel_operation::depthwise_convolution);
    const size_type requested = cmsis_nn::depthwise_conv_wrapper_s8_tflm_request(call, Variant);
    if (requested > 0) f.add_scratch(requested);
    if (cmsis_nn::depthwise_conv_wrapper_s8(call, Variant) > requested) {
        f.kernel_overruns_scratch = true;
        f.known_issue = "tflite-micro cmsis_nn/depthwise_conv.cc sizes the scratch with dw_conv_params.stride unset";
    }
}

/// FULLY_CONNECTED: kernels/cmsis_nn/fully_connected.cc (Init: OpData; the reference Prepare's
/// temporaries and arrays; int8 input, int8 weights: when the output has more than 2 dimensions and
/// the accumulation depth (weights' last dimension) is a multiple of 4, a per-tensor op requests
/// output_depth x 8 bytes (faked per-channel parameters) and then
/// arm_convolve_1x1_s8_fast_get_buffer_size (0 except DSP built with ArmClang >= 6.10.50; 0 with
/// GCC); otherwise arm_fully_connected_s8_get_buffer_size = output_depth x 4 with MVE, 0 else
/// (KERNELS_OPTIMIZED_FOR_SPEED, TFLM's Makefile default, turns the MVE buffer into a persistent
/// one of the same size for constant weights); int16: arm_fully_connected_s16_get_buffer_size = 0).
template <kernel_library Variant>
constexpr void fully_connected_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/cmsis_nn/fully_connected.cc, kernels/fully_connected_common.cc";
    f.add_persistent(allocation_phase::init, cmsis_nn_op_data_fully_connected(a).bytes());
    const bool per_channel = reference_kernels::fully_connected_prepare(op, f);
    if (op.input_type != data_type::int8) return;
    const size_type output_depth = op.output.last();
    if (op.output.rank > 2 && op.weights.last() % 4 == 0) {
        if (!per_channel) f.add_scratch(checked_multiply(output_depth, 8));
        return;
    }
    if (Variant == kernel_library::cmsis_nn_mve)
        f.add_persistent(allocation_phase::prepare, checked_multiply(output_depth, 4));
}

/// AVERAGE_POOL_2D, MAX_POOL_2D: kernels/cmsis_nn/pooling.cc (Init: OpData; PoolingPrepare's input,
/// output, and AVERAGE_POOL_2D's AveragePrepare takes both again; for int8 / int16 input
/// arm_avgpool_s8/_s16_get_buffer_size(output width, channels), requested when > 0: C x 4 with DSP,
/// 0 otherwise).
template <kernel_library Variant>
constexpr void pooling_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/cmsis_nn/pooling.cc";
    f.add_persistent(allocation_phase::init, cmsis_nn_op_data_pooling(a).bytes());
    const bool average = op.kind == builtin_operator::average_pool_2d;
    for (int r = 0; r < (average ? 2 : 1); ++r) {
        f.add_temp(input_scales(op));
        f.add_temp(output_scales(op));
    }
    if (!average || !is_quantized(op.input_type)) return;
    if (Variant == kernel_library::cmsis_nn_dsp) f.add_scratch(checked_multiply(op.output[3], 4));
}

/// ADD: kernels/cmsis_nn/add.cc (OpData, the same fields as OpDataAdd; PrepareAdd: temporaries
/// only, binary_temps).
constexpr void add_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/cmsis_nn/add.cc";
    f.add_persistent(allocation_phase::init, op_data_add(a).bytes());
    binary_temps(op, f);
}

/// SOFTMAX: kernels/cmsis_nn/softmax.cc (Init: CMSISNNSoftmaxParams; Prepare: the reference's).
constexpr void softmax_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/cmsis_nn/softmax.cc, kernels/softmax_common.cc";
    f.add_persistent(allocation_phase::init, cmsis_nn_softmax_params(a).bytes());
    reference_kernels::softmax_prepare(op, f);
}

/// TRANSPOSE_CONV: kernels/cmsis_nn/transpose_conv.cc (Init: its OpData; the reference's Prepare
/// up to the scratch; int8: arm_transpose_conv_s8_get_buffer_size and
/// arm_transpose_conv_s8_get_reverse_conv_buffer_size, both requested even when 0 (CMSIS-NN
/// Source/ConvolutionFunctions/arm_transpose_conv_get_buffer_sizes_s8.c: with stride <= 2 and
/// input C > 16 (REVERSE_TCOL_EFFICIENT_THRESHOLD) the im2col size of a convolution over the input
/// upsampled by the stride, and C_in K_w K_h C_out; else ((W_in - 1) stride_w + max(K_w,
/// stride_h)) C_out max(K_h, stride_h) int32 and 0); int16 as the reference). Where the kernel
/// writes more than the request (CMSIS-NN#243: it uses the width stride where the sizing uses s_h)
/// the row keeps TFLM's request and sets kernel_overruns_scratch.
template <kernel_library Variant>
constexpr void transpose_conv_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/cmsis_nn/transpose_conv.cc";
    f.add_persistent(allocation_phase::init, cmsis_nn_op_data_transpose_conv(a).bytes());
    reference_kernels::transpose_conv_prepare(op, f);
    if (op.input_type == data_type::int16) {
        reference_kernels::transpose_conv_s16_scratch(op, f);
        return;
    }
    if (op.input_type != data_type::int8) return;
    const size_type channels = op.weights[0];
    const size_type input_channels = op.input[3];
    const size_type kernel_h = op.weights[1], kernel_w = op.weights[2];
    const bool reverse = op.stride_width <= 2 && op.stride_height <= 2 && input_channels > 16;
    if (reverse) {
        kernel_call upsampled{};
        upsampled.operation = kernel_operation::convolution;
        upsampled.input_channels = input_channels;
        upsampled.filter_height = kernel_h;
        upsampled.filter_width = kernel_w;
        f.add_scratch(Variant == kernel_library::cmsis_nn_mve ? cmsis_nn::convolve_s8_mve(upsampled)
                                                              : cmsis_nn::convolve_s8_dsp(upsampled));
        f.add_scratch(checked_product(input_channels, kernel_w, kernel_h, channels));
        return;
    }
    const size_type buffer_x =
        checked_multiply(checked_add(checked_multiply(op.input[2] - 1, op.stride_width),
                                     kernel_w > op.stride_height ? kernel_w : op.stride_height),
                         op.output[3]);
    const size_type buffer_y = kernel_h > op.stride_height ? kernel_h : op.stride_height;
    f.add_scratch(checked_product(buffer_x, buffer_y, 4));
    f.add_scratch(0);
    const size_type written_x =
        checked_multiply(checked_add(checked_multiply(op.input[2] - 1, op.stride_width),
                                     kernel_w > op.stride_width ? kernel_w : op.stride_width),
                         op.output[3]);
    f.kernel_overruns_scratch = written_x > buffer_x;
    if (f.kernel_overruns_scratch) f.known_issue = "CMSIS-NN#243";
}

/// UNIDIRECTIONAL_SEQUENCE_LSTM: kernels/cmsis_nn/unidirectional_sequence_lstm.cc (Init: OpData
/// {OpDataLSTM, cmsis_nn_lstm_params}; int8 or int16 input with an int16 cell state: 8 kernel-sum
/// arrays of state dimension x sizeof(bias type) (int32 for int8, int64 for int16 input) and 3
/// scratch buffers of batch x state x 2; otherwise (float) 4 of batch x state x 4). Batch = input
/// dim 1 when time-major, else dim 0. Its Prepare's temporaries are not listed.
constexpr void unidirectional_sequence_lstm_row(const tflm_operator& op, const target_abi& a,
                                                tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/cmsis_nn/unidirectional_sequence_lstm.cc";
    f.add_persistent(allocation_phase::init, cmsis_nn_op_data_lstm(a).bytes());
    f.temps_modelled = false;
    const size_type batch = op.time_major ? op.input[1] : op.input[0];
    const size_type state = op.output.last();
    const size_type cell_bytes = op.input_type == data_type::float32 ? 4 : 2;
    size_type buffers = 4;
    if (is_quantized(op.input_type)) {
        const size_type bias_bytes = op.input_type == data_type::int8 ? 4 : 8;
        for (int i = 0; i < 8; ++i) f.add_persistent(allocation_phase::prepare, checked_multiply(state, bias_bytes));
        buffers = 3;
    }
    for (size_type i = 0; i < buffers; ++i) f.add_scratch(checked_product(batch, state, cell_bytes));
}

/// SVDF: kernels/cmsis_nn/svdf.cc (Init: CmsisNnOpDataSvdf; the reference's Prepare; int8:
/// arm_svdf_s8_get_buffer_size(filters) bytes of kernel sums as a persistent buffer when > 0:
/// CMSIS-NN Source/SVDFunctions/arm_svdf_get_buffer_sizes_s8.c, 0 without MVE, filters x int32
/// with MVE).
template <kernel_library Variant>
constexpr void svdf_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/cmsis_nn/svdf.cc";
    f.add_persistent(allocation_phase::init, cmsis_nn_op_data_svdf(a).bytes());
    reference_kernels::svdf_prepare(op, f);
    if (op.input_type == data_type::int8 && Variant == kernel_library::cmsis_nn_mve)
        f.add_persistent(allocation_phase::prepare, checked_multiply(op.weights[0], 4));
}

/// The rows of the variant `Variant`.
template <kernel_library Variant>
struct variant_kernels {
    static constexpr bool modelled = true;
    static constexpr void requests(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
        switch (op.kind) {
            case builtin_operator::conv_2d: conv_2d_row<Variant>(op, a, f); break;
            case builtin_operator::depthwise_conv_2d: depthwise_conv_2d_row<Variant>(op, a, f); break;
            case builtin_operator::fully_connected: fully_connected_row<Variant>(op, a, f); break;
            case builtin_operator::average_pool_2d:
            case builtin_operator::max_pool_2d: pooling_row<Variant>(op, a, f); break;
            case builtin_operator::add: add_row(op, a, f); break;
            case builtin_operator::softmax: softmax_row(op, a, f); break;
            case builtin_operator::transpose_conv: transpose_conv_row<Variant>(op, a, f); break;
            case builtin_operator::unidirectional_sequence_lstm: unidirectional_sequence_lstm_row(op, a, f); break;
            case builtin_operator::svdf: svdf_row<Variant>(op, a, f); break;
            default: shared_kernel_row(op, a, f); break;
        }
    }
};
}  // namespace cmsis_nn_kernels

template <>
struct tflm_kernels<kernel_library::cmsis_nn_pure_c> : cmsis_nn_kernels::variant_kernels<kernel_library::cmsis_nn_pure_c> {};
template <>
struct tflm_kernels<kernel_library::cmsis_nn_dsp> : cmsis_nn_kernels::variant_kernels<kernel_library::cmsis_nn_dsp> {};
template <>
struct tflm_kernels<kernel_library::cmsis_nn_mve> : cmsis_nn_kernels::variant_kernels<kernel_library::cmsis_nn_mve> {};

}  // namespace netmem::tflm
