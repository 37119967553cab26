// netmem/kernels/detail/tflm_operator_rows.hpp
// TFLM's shared operator rows: what the kernels of tensorflow/lite/micro/kernels/<op>.cc at
// tflite-micro 90b983c2 allocate for the operators no kernel library netmem models replaces (MUL,
// SUB, CONCATENATION, PAD, QUANTIZE, ..., MEAN, RESHAPE), one row per op kind naming its file; and
// the helpers every row uses (quantization scale counts of an operator's tensors, Prepare's
// temporaries, TFLM's window padding). A kernel library's own rows (the kernels it replaces) are in
// kernels/<library>/tflm_kernels.hpp; the table that picks between them is detail/tflm_operators.hpp.
//
// An operator kind or a type combination without a row gives `modelled == false`; the caller
// decides what that means (the TFLM runtime model rejects it).
#pragma once


#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/kernels/detail/tflm_operator_layouts.hpp>
#include <netmem/kernels/tflm_operator.hpp>

namespace netmem::tflm::detail {

/// The number of output channels TFLM takes per-channel arrays for: the weights' quantized
/// dimension (conv_2d, transpose_conv: dimension 0; depthwise_conv_2d: dimension 3;
/// kConvQuantizedDimension, kDepthwiseConvQuantizedDimension).
constexpr size_type quantized_channels(const tflm_operator& op) noexcept {
    return op.kind == builtin_operator::depthwise_conv_2d ? op.weights[3] : op.weights[0];
}

constexpr bool is_quantized(data_type t) noexcept { return t == data_type::int8 || t == data_type::int16; }

// ---- quantization scales of an operator's tensors (the converter's full-integer model) -----------

/// An activation tensor of type `t`: one scale when it is quantized (int8, int16), none for float.
constexpr size_type activation_scales(data_type t) noexcept { return is_quantized(t) ? 1 : 0; }
/// The data inputs' and the output's scales: the file's (tflm_operator::input_scales,
/// output_scales), else by the type.
constexpr size_type input_scales(const tflm_operator& op) noexcept {
    return op.input_scales >= 0 ? op.input_scales : activation_scales(op.input_type);
}
constexpr size_type output_scales(const tflm_operator& op) noexcept {
    return op.output_scales >= 0 ? op.output_scales : activation_scales(op.output_type);
}
/// The weights (filter): one scale per output channel (quantized_channels) when per-channel, one
/// when per-tensor, none for float weights.
constexpr size_type weight_scales(const tflm_operator& op) noexcept {
    if (!is_quantized(op.weights_type) || op.quantization == quantization_granularity::none) return 0;
    return op.quantization == quantization_granularity::per_channel ? quantized_channels(op) : 1;
}
/// The bias: quantized with the weights' scales (input scale x weight scale) when it is an
/// integer, none for a float bias.
constexpr size_type bias_scales(const tflm_operator& op) noexcept {
    return op.bias_type == data_type::float32 ? 0 : weight_scales(op);
}
/// The temporaries of a convolution's CalculateOpData (kernels/conv_common.cc CalculateOpDataConv,
/// depthwise_conv_common.cc CalculateOpDataDepthwiseConv, transpose_conv.cc CalculateOpData):
/// input, filter, bias (when present), output.
constexpr void input_filter_bias_output_temps(const tflm_operator& op, tflm_operator_facts& f) noexcept {
    f.add_temp(input_scales(op));
    f.add_temp(weight_scales(op));
    if (op.has_bias) f.add_temp(bias_scales(op));
    f.add_temp(output_scales(op));
}

/// kMaxInputNum (kernels/concatenation.cc): CONCATENATION's Prepare fails with more inputs.
inline constexpr size_type concatenation_max_inputs = 10;

/// LUTSize<int16_t>() (tensorflow/lite/kernels/internal/common.h): 513 entries.
inline constexpr size_type int16_lut_entries = 513;

/// TFLM's padding before the first row / column (ComputePaddingWithOffset,
/// tensorflow/lite/kernels/padding.h): half the total padding (out - 1) stride + effective filter -
/// in, 0 when that is negative (always the case for valid padding, whose output size leaves none).
constexpr size_type computed_padding(size_type stride, size_type dilation, size_type in, size_type filter,
                                     size_type out) noexcept {
    const size_type effective_filter = (filter - 1) * dilation + 1;
    const size_type total = (out - 1) * stride + effective_filter - in;
    return total > 0 ? total / 2 : 0;
}
/// TFLM's output size for a window (ComputeOutSize, padding.h): same: ceil(in / stride);
/// valid: (in + stride - effective_filter) / stride.
constexpr size_type window_output(padding_type padding, size_type in, size_type filter, size_type stride,
                                  size_type dilation) noexcept {
    const size_type effective_filter = (filter - 1) * dilation + 1;
    return padding == padding_type::same ? (in + stride - 1) / stride : (in + stride - effective_filter) / stride;
}
/// The kernel_call a kernel library's sizing function gets from TFLM's CONV_2D, DEPTHWISE_CONV_2D
/// and pooling Prepare (cmsis_nn/*.cc, esp-tflite-micro's esp_nn/*.cc): input (N, H, W, C) = input
/// dims 0..3; filter (K_h, K_w) = weights dims 1, 2 (pooling: the window, dilation 1); output (H_o,
/// W_o, C) = output dims 1..3; padding TFLM's own before (ComputePaddingHeightWidth, from the
/// output size it computes itself).
constexpr kernel_call window_kernel_call(const tflm_operator& op, kernel_operation operation) noexcept {
    kernel_call k{};
    k.operation = operation;
    k.batches = op.input[0];
    k.input_height = op.input[1];
    k.input_width = op.input[2];
    k.input_channels = op.input[3];
    const bool pooling = operation == kernel_operation::average_pooling || operation == kernel_operation::max_pooling;
    k.filter_height = pooling ? op.filter_height : op.weights[1];
    k.filter_width = pooling ? op.filter_width : op.weights[2];
    k.output_height = op.output[1];
    k.output_width = op.output[2];
    k.output_channels = op.output[3];
    k.stride_height = op.stride_height;
    k.stride_width = op.stride_width;
    k.dilation_height = pooling ? 1 : op.dilation_height;
    k.dilation_width = pooling ? 1 : op.dilation_width;
    const size_type out_h = window_output(op.padding, k.input_height, k.filter_height, k.stride_height, k.dilation_height);
    const size_type out_w = window_output(op.padding, k.input_width, k.filter_width, k.stride_width, k.dilation_width);
    k.padding_height = computed_padding(k.stride_height, k.dilation_height, k.input_height, k.filter_height, out_h);
    k.padding_width = computed_padding(k.stride_width, k.dilation_width, k.input_width, k.filter_width, out_w);
    return k;
}

/// ADD, SUB, MUL Prepare's temporaries (add_common.cc AddPrepare, sub_common.cc SubPrepare,
/// mul_common.cc CalculateOpDataMul; cmsis_nn/add.cc PrepareAdd): input 1, input 2, output.
constexpr void binary_temps(const tflm_operator& op, tflm_operator_facts& f) noexcept {
    f.add_temp(input_scales(op));
    f.add_temp(input_scales(op));
    f.add_temp(output_scales(op));
}
/// Prepare's temporaries of the one-input ops (quantize_common.cc, dequantize_common.cc,
/// logistic_common.cc, activations_common.cc ReluPrepare, hard_swish_common.cc,
/// leaky_relu_common.cc, squeeze.cc, reshape_common.cc): input, output.
constexpr void unary_temps(const tflm_operator& op, tflm_operator_facts& f) noexcept {
    f.add_temp(input_scales(op));
    f.add_temp(output_scales(op));
}

/// A row whose kernel makes one Init allocation and nothing else (the ops below, every kernel
/// set: none of them has a cmsis_nn file with another OpData).
constexpr void init_only_row(size_type bytes, name_view source, tflm_operator_facts& f) noexcept {
    f.source = source;
    f.add_persistent(allocation_phase::init, bytes);
}

/// MEAN, SUM, REDUCE_MAX. kernels/reduce.cc (InitReduce: OpDataReduce) + reduce_common.cc (MEAN and
/// SUM: PrepareMeanOrSumHelper, every kernel set: int8 / int16 input: an int32 accumulator per
/// output element; REDUCE_MAX: PrepareMinMaxHelper, no accumulator; then, all three, sizeof(int) x
/// input rank (input iterator) and sizeof(int) x axis count (resolved axes)).
constexpr void mean_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/reduce.cc, kernels/reduce_common.cc";
    f.add_persistent(allocation_phase::init, op_data_reduce(a).bytes());
    // MEAN, SUM: PrepareMeanOrSumHelper input, output, axis, then PrepareSimple input, axis and,
    // for int8 input, output. REDUCE_MAX: PrepareSimple first, then input, output, axis.
    auto prepare_simple = [&] {
        f.add_temp(input_scales(op));
        f.add_temp(0);
        if (op.input_type == data_type::int8) f.add_temp(output_scales(op));
    };
    if (op.kind == builtin_operator::reduce_max) prepare_simple();
    f.add_temp(input_scales(op));
    f.add_temp(output_scales(op));
    f.add_temp(0);  // the int32 axis constant
    if (op.kind != builtin_operator::reduce_max) prepare_simple();
    if (op.kind != builtin_operator::reduce_max && is_quantized(op.input_type))
        f.add_scratch(checked_multiply(op.output.elements(), 4));
    f.add_scratch(checked_multiply(op.input.rank, 4));
    f.add_scratch(checked_multiply(op.axis_count, 4));
}

/// RESHAPE with an output dimension of -1: ReshapeOutput (kernels/reshape_common.cc) moves the
/// output dims to a persistent TfLiteIntArray (kernel_util.cc CreateWritableTensorDimsWithCopy):
/// TfLiteIntArrayGetSizeInBytes(rank) = sizeof(int) x (1 + rank).
constexpr void reshape_stretch(const tflm_operator& op, tflm_operator_facts& f) noexcept {
    for (size_type i = 0; i < op.output.rank; ++i) {
        if (op.output[i] < 0) {
            f.add_persistent(allocation_phase::prepare, checked_multiply(4, op.output.rank + 1));
            return;
        }
    }
}

/// RESHAPE. kernels/reshape.cc: registered without Init; Prepare allocates nothing unless an output
/// dimension is -1 (reshape_stretch).
constexpr void reshape_row(const tflm_operator& op, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/reshape.cc, kernels/reshape_common.cc";
    unary_temps(op, f);
    reshape_stretch(op, f);
}

/// The Ethos-U operator (CUSTOM "ethos-u"), tensorflow/lite/micro/kernels/ethos_u/ethosu.cc, the
/// same under every kernel library (the NPU runs it; no library replaces it). Init:
/// AllocatePersistentBuffer(sizeof(OpData)), OpData = { int cms_data_size; int base_addr_idx;
/// int base_addr_size_idx; }. Prepare: two RequestScratchBufferInArena of num_base_addr x
/// sizeof(uint64_t) and num_base_addr x sizeof(size_t) bytes, num_base_addr = inputs + outputs
/// of the node (op.input_count counts the command stream, flash, scratch and fast scratch; one
/// output), then AllocateTempInputTensor(node, 0): the command stream, a uint8 constant without
/// quantization (the importer checks it). With op.stub_kernel (the oracles' --stub-custom-ops, a
/// kernel without Init and Prepare) nothing at all.
constexpr void ethos_u_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    if (op.stub_kernel) {
        f.source = "a stub kernel that allocates nothing (--stub-custom-ops; ethos_u/ethosu.cc not run)";
        return;
    }
    init_only_row(layout{a}.int32(3).bytes(), "tensorflow/lite/micro/kernels/ethos_u/ethosu.cc", f);
    const size_type base_addresses = checked_add(op.input_count, 1);
    f.add_scratch(checked_multiply(base_addresses, 8));
    f.add_scratch(checked_multiply(base_addresses, a.pointer_bytes));
    f.add_temp(0);
}

/// The row of `op` when its kernel is TFLM's shared kernels/<op>.cc (every kernel library netmem
/// models takes these ops from there): the Init, Prepare and scratch requests; builtin data is the
/// table's. Ops with a kernel-library row of their own (CONV_2D, DEPTHWISE_CONV_2D,
/// FULLY_CONNECTED, the poolings, ADD, SOFTMAX, TRANSPOSE_CONV, UNIDIRECTIONAL_SEQUENCE_LSTM, SVDF:
/// kernels/<library>/tflm_kernels.hpp) and kinds without a row give `modelled == false`.
constexpr void shared_kernel_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    switch (op.kind) {
        case builtin_operator::reshape: reshape_row(op, f); break;
        case builtin_operator::mul:
            init_only_row(op_data_mul(a).bytes(),
                          "tensorflow/lite/micro/kernels/mul.cc, kernels/mul_common.cc (cmsis_nn/mul.cc: same)", f);
            binary_temps(op, f);
            break;
        case builtin_operator::sub:
            init_only_row(op_data_sub(a).bytes(), "tensorflow/lite/micro/kernels/sub.cc", f);
            binary_temps(op, f);
            break;
        case builtin_operator::concatenation:
            init_only_row(op_data_concatenation(a).bytes(),
                          "tensorflow/lite/micro/kernels/concatenation.cc", f);
            // ConcatenationPrepare: TF_LITE_ENSURE(num_inputs <= kMaxInputNum = 10).
            if (op.input_count > concatenation_max_inputs) {
                f.rejected_by_tflm = true;
                f.modelled = false;
                break;
            }
            // Temporaries: input 0, output, then every input.
            f.add_temp(input_scales(op));
            f.add_temp(output_scales(op));
            for (size_type i = 0; i < op.input_count; ++i) f.add_temp(input_scales(op));
            break;
        case builtin_operator::pad:
        case builtin_operator::padv2:  // Register_PADV2: PadInit, PadPrepare as PAD's
            init_only_row(op_data_pad(a).bytes(),
                          "tensorflow/lite/micro/kernels/pad.cc, kernels/pad_common.cc (cmsis_nn/pad.cc: same)", f);
            // PadPrepare: input, paddings (int32), the optional constant value, output.
            f.add_temp(input_scales(op));
            f.add_temp(0);
            if (op.input_count > 2) f.add_temp(input_scales(op));
            f.add_temp(output_scales(op));
            break;
        case builtin_operator::quantize:
            init_only_row(op_data_quantize(a).bytes(), "tensorflow/lite/micro/kernels/quantize.cc", f);
            unary_temps(op, f);
            break;
        case builtin_operator::dequantize:
            init_only_row(op_data_dequantize(a).bytes(),
                          "tensorflow/lite/micro/kernels/dequantize.cc", f);
            unary_temps(op, f);
            break;
        case builtin_operator::logistic:
            init_only_row(op_data_logistic(a).bytes(), "tensorflow/lite/micro/kernels/logistic.cc", f);
            unary_temps(op, f);
            break;
        case builtin_operator::tanh:
            init_only_row(op_data_logistic(a).bytes(), "tensorflow/lite/micro/kernels/tanh.cc", f);
            f.add_temp(input_scales(op));  // TanhPrepare, then CalculateArithmeticOpData
            unary_temps(op, f);
            break;
        case builtin_operator::relu:
            init_only_row(op_data_relu(a).bytes(), "tensorflow/lite/micro/kernels/activations.cc", f);
            unary_temps(op, f);
            break;
        case builtin_operator::relu6:
            init_only_row(op_data_relu6(a).bytes(), "tensorflow/lite/micro/kernels/activations.cc", f);
            f.add_temp(input_scales(op));  // Relu6Prepare: the input only
            break;
        case builtin_operator::hard_swish:
            init_only_row(hard_swish_params(a).bytes(),
                          "tensorflow/lite/micro/kernels/hard_swish.cc", f);
            unary_temps(op, f);
            break;
        case builtin_operator::leaky_relu:
            init_only_row(op_data_leaky_relu(a).bytes(),
                          "tensorflow/lite/micro/kernels/leaky_relu.cc", f);
            unary_temps(op, f);
            break;
        case builtin_operator::strided_slice:
            init_only_row(strided_slice_op_params(a).bytes(),
                          "tensorflow/lite/micro/kernels/strided_slice.cc, kernels/strided_slice_common.cc", f);
            // StridedSliceContext: input, begin, end, strides (int32), output.
            f.add_temp(input_scales(op));
            for (int i = 0; i < 3; ++i) f.add_temp(0);
            f.add_temp(output_scales(op));
            break;
        case builtin_operator::squeeze:
            f.source = "tensorflow/lite/micro/kernels/squeeze.cc (no Init)";
            unary_temps(op, f);
            break;
        case builtin_operator::transpose:
            f.source = "tensorflow/lite/micro/kernels/transpose.cc (cmsis_nn/transpose.cc; no Init)";
            // TransposeContext (transpose.h): input, perm (int32), output.
            f.add_temp(input_scales(op));
            f.add_temp(0);
            f.add_temp(output_scales(op));
            break;
        case builtin_operator::mean:
        case builtin_operator::sum:
        case builtin_operator::reduce_max: mean_row(op, a, f); break;
        case builtin_operator::ethos_u: ethos_u_row(op, a, f); break;
        default: f.modelled = false; break;
    }
}

}  // namespace netmem::tflm::detail
