// netmem/kernels/reference/tflm_kernels.hpp
// What TFLM's reference kernels (tensorflow/lite/micro/kernels/<op>.cc at tflite-micro 90b983c2, a
// build without OPTIMIZED_KERNEL_DIR) allocate per operator: tflm::tflm_kernels<reference>
// (kernels/tflm_operator.hpp). The rows of the kernels an optimized library replaces (CONV_2D,
// DEPTHWISE_CONV_2D, FULLY_CONNECTED, the poolings, ADD, SOFTMAX, TRANSPOSE_CONV,
// UNIDIRECTIONAL_SEQUENCE_LSTM, SVDF) are here; the others are TFLM's shared rows
// (kernels/detail/tflm_operator_rows.hpp). Struct field lists:
// kernels/detail/tflm_operator_layouts.hpp.
#pragma once

#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/kernels/detail/tflm_operator_layouts.hpp>
#include <netmem/kernels/detail/tflm_operator_rows.hpp>
#include <netmem/kernels/tflm_operator.hpp>

namespace netmem::tflm {

namespace reference_kernels {
using namespace netmem::tflm::detail;

/// What CONV_2D and DEPTHWISE_CONV_2D both allocate (their Init and Prepare make the same calls in
/// the same order; `channels` is C_out from the weights' own axis, quantized_channels).
constexpr void convolution_allocations(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    const size_type channels = quantized_channels(op);
    f.add_persistent(allocation_phase::init, op_data_conv(a).bytes());
    f.add_temp(output_scales(op));
    f.add_temp(input_scales(op));
    f.add_temp(weight_scales(op));
    f.add_persistent(allocation_phase::prepare, checked_multiply(channels, 4));
    f.add_persistent(allocation_phase::prepare, checked_multiply(channels, 4));
    input_filter_bias_output_temps(op, f);  // CalculateOpDataConv / CalculateOpDataDepthwiseConv
}

/// CONV_2D: kernels/conv.cc + conv_common.cc (ConvInit: OpDataConv; ConvPrepare: its temporaries
/// output, input, filter; two int32 arrays of C_out = weights dim 0, for every input type; then
/// CalculateOpDataConv's temporaries; no scratch).
constexpr void conv_2d_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/conv.cc, kernels/conv_common.cc";
    convolution_allocations(op, a, f);
}

/// DEPTHWISE_CONV_2D: kernels/depthwise_conv.cc + depthwise_conv_common.cc (Init: OpDataConv;
/// Prepare: output, input, filter; two int32 arrays of C_out = weights dim 3, every input type;
/// CalculateOpDataDepthwiseConv's temporaries; no scratch).
constexpr void depthwise_conv_2d_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/depthwise_conv.cc, kernels/depthwise_conv_common.cc";
    convolution_allocations(op, a, f);
}

/// The temporaries (input, filter, bias, output) and per-channel arrays of FULLY_CONNECTED's
/// Prepare (kernels/fully_connected.cc, fully_connected_common.cc CalculateOpDataFullyConnected:
/// two int32 arrays of the weights' scale count when it is > 1, i.e. per-channel; the cmsis_nn
/// kernel makes the same calls first). True when the arrays were allocated.
constexpr bool fully_connected_prepare(const tflm_operator& op, tflm_operator_facts& f) noexcept {
    f.add_temp(input_scales(op));
    f.add_temp(weight_scales(op));
    if (op.has_bias) f.add_temp(bias_scales(op));
    f.add_temp(output_scales(op));
    const bool per_channel = is_quantized(op.input_type) &&
                             op.quantization == quantization_granularity::per_channel && op.weights[0] > 1;
    if (per_channel) {
        f.add_persistent(allocation_phase::prepare, checked_multiply(op.weights[0], 4));
        f.add_persistent(allocation_phase::prepare, checked_multiply(op.weights[0], 4));
    }
    return per_channel;
}

/// FULLY_CONNECTED: kernels/fully_connected.cc + fully_connected_common.cc (Init:
/// OpDataFullyConnected; Prepare: fully_connected_prepare; no scratch).
constexpr void fully_connected_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/fully_connected.cc, kernels/fully_connected_common.cc";
    f.add_persistent(allocation_phase::init, op_data_fully_connected(a).bytes());
    fully_connected_prepare(op, f);
}

/// AVERAGE_POOL_2D, MAX_POOL_2D: kernels/pooling.cc (PoolInit: OpDataPooling; PoolingPrepare,
/// pooling_common.cc: temporaries input, output; nothing else).
constexpr void pooling_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/pooling.cc";
    f.add_persistent(allocation_phase::init, op_data_pooling(a).bytes());
    f.add_temp(input_scales(op));
    f.add_temp(output_scales(op));
}

/// ADD: kernels/add.cc (AddInit: OpDataAdd; Prepare: temporaries only, binary_temps).
constexpr void add_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/add.cc";
    f.add_persistent(allocation_phase::init, op_data_add(a).bytes());
    binary_temps(op, f);
}

/// SOFTMAX's Prepare after Init (kernels/softmax_common.cc SoftmaxPrepare; cmsis_nn/softmax.cc
/// makes the same calls): input, output, then for int16 input two int16 lookup tables of
/// LUTSize<int16_t>() = 513 entries.
constexpr void softmax_prepare(const tflm_operator& op, tflm_operator_facts& f) noexcept {
    unary_temps(op, f);  // input, output, before the tables
    if (op.input_type == data_type::int16) {
        f.add_persistent(allocation_phase::prepare, checked_multiply(int16_lut_entries, 2));
        f.add_persistent(allocation_phase::prepare, checked_multiply(int16_lut_entries, 2));
    }
}

/// SOFTMAX: kernels/softmax.cc + softmax_common.cc (SoftmaxInit: SoftmaxParams; softmax_prepare).
constexpr void softmax_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/softmax.cc, kernels/softmax_common.cc";
    f.add_persistent(allocation_phase::init, softmax_op_params(a).bytes());
    softmax_prepare(op, f);
}

/// TRANSPOSE_CONV's Prepare up to its scratch (kernels/transpose_conv.cc; cmsis_nn/transpose_conv.cc
/// makes the same calls): output, input, filter; two int32 arrays of C_out = weights dim 0, every
/// type; CalculateOpData (integer types): input, filter, bias, output.
constexpr void transpose_conv_prepare(const tflm_operator& op, tflm_operator_facts& f) noexcept {
    const size_type channels = op.weights[0];
    f.add_temp(output_scales(op));
    f.add_temp(input_scales(op));
    f.add_temp(weight_scales(op));
    f.add_persistent(allocation_phase::prepare, checked_multiply(channels, 4));
    f.add_persistent(allocation_phase::prepare, checked_multiply(channels, 4));
    if (op.input_type != data_type::float32) input_filter_bias_output_temps(op, f);
}
/// TRANSPOSE_CONV's int16 scratch (kernels/transpose_conv.cc; also cmsis_nn's for int16): an int64
/// scratch of output elements, and with an int16 bias an int64 copy of the bias.
constexpr void transpose_conv_s16_scratch(const tflm_operator& op, tflm_operator_facts& f) noexcept {
    f.add_scratch(checked_multiply(op.output.elements(), 8));
    if (op.has_bias && op.bias_type == data_type::int16) f.add_scratch(checked_multiply(op.weights[0], 8));
}

/// TRANSPOSE_CONV: kernels/transpose_conv.cc (Init: OpData; transpose_conv_prepare; int8 input: an
/// int32 scratch of output elements; int16: transpose_conv_s16_scratch).
constexpr void transpose_conv_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/transpose_conv.cc";
    f.add_persistent(allocation_phase::init, op_data_transpose_conv(a).bytes());
    transpose_conv_prepare(op, f);
    if (op.input_type == data_type::int8) f.add_scratch(checked_multiply(op.output.elements(), 4));
    if (op.input_type == data_type::int16) transpose_conv_s16_scratch(op, f);
}

/// UNIDIRECTIONAL_SEQUENCE_LSTM: kernels/unidirectional_sequence_lstm.cc, kernels/lstm_eval.h
/// (Init: OpDataLSTM; Prepare: 4 scratch buffers of batch x state dimension x sizeof(cell state),
/// the cell state being int16 for quantized and float32 for float models). Batch = input dim 1 when
/// time-major, else dim 0; state dimension = the output's last dimension. Its Prepare's
/// temporaries (24 inputs, intermediates) are not listed.
constexpr void unidirectional_sequence_lstm_row(const tflm_operator& op, const target_abi& a,
                                                tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/unidirectional_sequence_lstm.cc, kernels/lstm_eval.h";
    f.add_persistent(allocation_phase::init, op_data_lstm(a).bytes());
    f.temps_modelled = false;
    const size_type batch = op.time_major ? op.input[1] : op.input[0];
    const size_type cell_bytes = op.input_type == data_type::float32 ? 4 : 2;
    for (int i = 0; i < 4; ++i) f.add_scratch(checked_product(batch, op.output.last(), cell_bytes));
}

/// SVDF's Prepare (kernels/svdf_common.cc PrepareSvdf; cmsis_nn/svdf.cc CmsisNnPrepareSvdf makes the
/// same calls): temporaries input, weights_feature, weights_time, bias (when present), the state,
/// output (one scale each in an int8 model: int16 time weights and state, int32 bias; none in a
/// float one); int8 input: scratch of batch x filters int32 and batch x units int32; float: batch x
/// filters float; other input types: rejected by TFLM (modelled = false). filters = weights_feature
/// dimension 0, batch = input dimension 0, units = the output's last dimension. The state (input
/// 4) is a variable tensor: the allocator's, not the kernel's (tflm.hpp report_of, variable
/// buffers).
constexpr void svdf_prepare(const tflm_operator& op, tflm_operator_facts& f) noexcept {
    const size_type batch = op.input[0];
    const size_type filters = op.weights[0];
    const size_type scales = is_quantized(op.input_type) ? 1 : 0;
    for (int i = 0; i < 3; ++i) f.add_temp(scales);
    if (op.has_bias) f.add_temp(scales);
    f.add_temp(scales);
    f.add_temp(scales);
    if (op.input_type == data_type::int8) {
        f.add_scratch(checked_product(batch, filters, 4));
        f.add_scratch(checked_product(batch, op.output.last(), 4));
        return;
    }
    if (op.input_type == data_type::float32) {
        f.add_scratch(checked_product(batch, filters, 4));
        return;
    }
    f.modelled = false;  // PrepareSvdf: only int8 and float32 inputs
    f.rejected_by_tflm = true;
}

/// SVDF: kernels/svdf.cc (InitSvdf: OpDataSvdf) + kernels/svdf_common.cc (svdf_prepare).
constexpr void svdf_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/svdf.cc, kernels/svdf_common.cc";
    f.add_persistent(allocation_phase::init, op_data_svdf(a).bytes());
    svdf_prepare(op, f);
}
}  // namespace reference_kernels

template <>
struct tflm_kernels<kernel_library::reference> {
    static constexpr bool modelled = true;
    static constexpr void requests(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
        using namespace reference_kernels;
        switch (op.kind) {
            case builtin_operator::conv_2d: conv_2d_row(op, a, f); break;
            case builtin_operator::depthwise_conv_2d: depthwise_conv_2d_row(op, a, f); break;
            case builtin_operator::fully_connected: fully_connected_row(op, a, f); break;
            case builtin_operator::average_pool_2d:
            case builtin_operator::max_pool_2d: pooling_row(op, a, f); break;
            case builtin_operator::add: add_row(op, a, f); break;
            case builtin_operator::softmax: softmax_row(op, a, f); break;
            case builtin_operator::transpose_conv: transpose_conv_row(op, a, f); break;
            case builtin_operator::unidirectional_sequence_lstm: unidirectional_sequence_lstm_row(op, a, f); break;
            case builtin_operator::svdf: svdf_row(op, a, f); break;
            default: detail::shared_kernel_row(op, a, f); break;
        }
    }
};

}  // namespace netmem::tflm
