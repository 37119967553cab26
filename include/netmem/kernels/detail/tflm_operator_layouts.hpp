// netmem/kernels/detail/tflm_operator_layouts.hpp
// The C structs TFLM allocates per operator, as field lists: the builtin data each op's parser
// allocates (TfLite*Params, tensorflow/compiler/mlir/lite/core/c/builtin_op_data.h at tflite-micro
// 90b983c2) and the kernels' OpData (tensorflow/lite/micro/kernels/*.h, *.cc; the cmsis_nn ones from
// tensorflow/lite/micro/kernels/cmsis_nn/*.cc and CMSIS-NN 4ab83cc3's Include/arm_nn_types.h).
//
// Struct sizes are computed field by field (kernels/detail/tflm_struct_layout.hpp) for a target ABI:
// abi::ilp32_i386 (the oracle tflm-arena-m32), abi::arm_eabi_gcc (a Cortex-M GCC build),
// abi::lp64 (tflm-arena-m64), abi::ilp32_gcc (Xtensa, RISC-V: an estimate). Each struct's field
// list is written in its function below; never a size from one build. Who allocates which:
// the kernel libraries' rows (kernels/<library>/tflm_kernels.hpp) and TFLM's shared rows
// (detail/tflm_operator_rows.hpp).
#pragma once

#include <netmem/kernels/detail/tflm_struct_layout.hpp>
#include <netmem/kernels/tflm_operator.hpp>

namespace netmem::tflm::detail {

using layout = struct_layout;

// ---- TfLite*Params (tensorflow/compiler/mlir/lite/core/c/builtin_op_data.h) -------------------

/// TfLiteConvParams: TfLitePadding padding; int stride_width, stride_height;
/// TfLiteFusedActivation activation; int dilation_width_factor, dilation_height_factor;
/// TfLiteType quantized_bias_type.
constexpr layout conv_params(const target_abi& a) noexcept {
    return layout{a}.enumeration().int32(2).enumeration().int32(2).enumeration();
}
/// TfLiteDepthwiseConvParams: TfLitePadding padding; int stride_width, stride_height,
/// depth_multiplier; TfLiteFusedActivation activation; int dilation_width_factor,
/// dilation_height_factor.
constexpr layout depthwise_conv_params(const target_abi& a) noexcept {
    return layout{a}.enumeration().int32(3).enumeration().int32(2);
}
/// TfLiteFullyConnectedParams: TfLiteFusedActivation activation;
/// TfLiteFullyConnectedWeightsFormat weights_format; bool keep_num_dims,
/// asymmetric_quantize_inputs; TfLiteType quantized_bias_type.
constexpr layout fully_connected_params(const target_abi& a) noexcept {
    return layout{a}.enumeration(2).boolean(2).enumeration();
}
/// TfLitePaddingValues: int width, height, width_offset, height_offset.
constexpr layout padding_values(const target_abi& a) noexcept { return layout{a}.int32(4); }
/// TfLitePoolParams: TfLitePadding padding; int stride_width, stride_height, filter_width,
/// filter_height; TfLiteFusedActivation activation; struct { TfLitePaddingValues padding; } computed.
constexpr layout pool_params(const target_abi& a) noexcept {
    return layout{a}.enumeration().int32(4).enumeration().nested(padding_values(a));
}
/// TfLiteAddParams / TfLiteSubParams: TfLiteFusedActivation activation; bool pot_scale_int16.
constexpr layout add_params(const target_abi& a) noexcept { return layout{a}.enumeration().boolean(); }
/// TfLiteMulParams: TfLiteFusedActivation activation.
constexpr layout mul_params(const target_abi& a) noexcept { return layout{a}.enumeration(); }
/// TfLiteReshapeParams: int32_t shape[TFLITE_RESHAPE_PARAMS_MAX_DIMENSION_COUNT = 8]; int num_dimensions.
constexpr layout reshape_params(const target_abi& a) noexcept { return layout{a}.int32(8).int32(); }
/// TfLiteSoftmaxParams: float beta.
constexpr layout softmax_params(const target_abi& a) noexcept { return layout{a}.int32(); }
/// TfLiteConcatenationParams: int axis; TfLiteFusedActivation activation.
constexpr layout concatenation_params(const target_abi& a) noexcept { return layout{a}.int32().enumeration(); }
/// TfLiteReducerParams: bool keep_dims.
constexpr layout reducer_params(const target_abi& a) noexcept { return layout{a}.boolean(); }
/// TfLiteTransposeConvParams: TfLitePadding padding; int stride_width, stride_height;
/// TfLiteFusedActivation activation; TfLiteType quantized_bias_type.
constexpr layout transpose_conv_params(const target_abi& a) noexcept {
    return layout{a}.enumeration().int32(2).enumeration(2);
}
/// TfLiteUnidirectionalSequenceLSTMParams: TfLiteFusedActivation activation; float cell_clip,
/// proj_clip; bool time_major, asymmetric_quantize_inputs, diagonal_recurrent_tensors.
constexpr layout unidirectional_sequence_lstm_params(const target_abi& a) noexcept {
    return layout{a}.enumeration().int32(2).boolean(3);
}
/// TfLiteSqueezeParams: int32_t squeeze_dims[8]; int num_squeeze_dims.
constexpr layout squeeze_params(const target_abi& a) noexcept { return layout{a}.int32(8).int32(); }
/// TfLiteStridedSliceParams: int begin_mask, end_mask, ellipsis_mask, new_axis_mask,
/// shrink_axis_mask; bool offset.
constexpr layout strided_slice_params(const target_abi& a) noexcept { return layout{a}.int32(5).boolean(); }
/// TfLiteLeakyReluParams: float alpha.
constexpr layout leaky_relu_params(const target_abi& a) noexcept { return layout{a}.int32(); }
/// TfLiteSVDFParams: int rank; TfLiteFusedActivation activation; bool asymmetric_quantize_inputs.
constexpr layout svdf_params(const target_abi& a) noexcept { return layout{a}.int32().enumeration().boolean(); }

/// The builtin data the op's parser allocates (flatbuffer_conversions.cc Parse<Op>); an empty
/// layout (0 bytes) for parsers that allocate none (ParseQuantize, ParseDequantize, ParseLogistic,
/// ParseRelu, ParseRelu6, ParseTanh, ParsePad, ParsePadV2, ParseTranspose, ParseHardSwish).
constexpr layout builtin_data(builtin_operator kind, const target_abi& a) noexcept {
    switch (kind) {
        case builtin_operator::conv_2d: return conv_params(a);
        case builtin_operator::depthwise_conv_2d: return depthwise_conv_params(a);
        case builtin_operator::fully_connected: return fully_connected_params(a);
        case builtin_operator::average_pool_2d:
        case builtin_operator::max_pool_2d: return pool_params(a);
        case builtin_operator::add:
        case builtin_operator::sub: return add_params(a);
        case builtin_operator::mul: return mul_params(a);
        case builtin_operator::reshape: return reshape_params(a);
        case builtin_operator::softmax: return softmax_params(a);
        case builtin_operator::concatenation: return concatenation_params(a);
        case builtin_operator::mean:
        case builtin_operator::sum:
        case builtin_operator::reduce_max: return reducer_params(a);
        case builtin_operator::transpose_conv: return transpose_conv_params(a);
        case builtin_operator::unidirectional_sequence_lstm: return unidirectional_sequence_lstm_params(a);
        case builtin_operator::squeeze: return squeeze_params(a);
        case builtin_operator::strided_slice: return strided_slice_params(a);
        case builtin_operator::leaky_relu: return leaky_relu_params(a);
        case builtin_operator::svdf: return svdf_params(a);
        default: return layout{a};
    }
}

// ---- kernel OpData (tensorflow/lite/micro/kernels/*.h, *.cc) -----------------------------------

/// OpDataConv (kernels/conv.h): TfLitePaddingValues padding; int32_t input_zero_point,
/// filter_zero_point, output_zero_point, output_multiplier; int output_shift;
/// int32_t* per_channel_output_multiplier, * per_channel_output_shift;
/// int32_t output_activation_min, output_activation_max; int filter_buffer_index.
constexpr layout op_data_conv(const target_abi& a) noexcept {
    return layout{a}.nested(padding_values(a)).int32(5).pointer(2).int32(3);
}
/// cmsis_nn/conv.cc, cmsis_nn/depthwise_conv.cc OpData: OpDataConv reference_op_data; int buffer_idx.
constexpr layout cmsis_nn_op_data_conv(const target_abi& a) noexcept {
    return layout{a}.nested(op_data_conv(a)).int32();
}
/// OpDataFullyConnected (kernels/fully_connected.h, not HEXAGON): int32_t output_multiplier;
/// int output_shift; int32_t output_activation_min, output_activation_max; int input_quantized_index;
/// int32_t input_zero_point, filter_zero_point, output_zero_point; int filter_buffer_index;
/// int32_t* per_channel_output_multiplier, * per_channel_output_shift; bool is_per_channel.
constexpr layout op_data_fully_connected(const target_abi& a) noexcept {
    return layout{a}.int32(9).pointer(2).boolean();
}
/// cmsis_nn/fully_connected.cc OpData: OpDataFullyConnected reference_op_data;
/// int buffer_conv_1x1_idx, buffer_idx; int32_t* kernel_sums; int32_t batches, accum_depth, output_depth.
constexpr layout cmsis_nn_op_data_fully_connected(const target_abi& a) noexcept {
    return layout{a}.nested(op_data_fully_connected(a)).int32(2).pointer().int32(3);
}
/// OpDataPooling (kernels/pooling.h): TfLitePaddingValues padding; int32_t activation_min,
/// activation_max; float activation_min_f32, activation_max_f32.
constexpr layout op_data_pooling(const target_abi& a) noexcept {
    return layout{a}.nested(padding_values(a)).int32(4);
}
/// cmsis_nn/pooling.cc OpData: OpDataPooling reference_op_data; int buffer_idx.
constexpr layout cmsis_nn_op_data_pooling(const target_abi& a) noexcept {
    return layout{a}.nested(op_data_pooling(a)).int32();
}
/// OpDataAdd (kernels/add.h) and cmsis_nn/add.cc OpData (same fields): bool requires_broadcast;
/// int input1_shift, input2_shift; int32_t output_activation_min, output_activation_max,
/// input1_multiplier, input2_multiplier, output_multiplier; int output_shift, left_shift;
/// int32_t input1_offset, input2_offset, output_offset; float output_activation_min_f32,
/// output_activation_max_f32.
constexpr layout op_data_add(const target_abi& a) noexcept { return layout{a}.boolean().int32(14); }
/// SoftmaxParams (tensorflow/lite/kernels/internal/types.h): double beta; int32_t input_multiplier,
/// input_left_shift, reverse_scaling_divisor, reverse_scaling_right_shift; int diff_min;
/// int32_t zero_point; float scale; float* table; int16_t* exp_lut, * one_over_one_plus_x_lut;
/// uint8_t* uint8_table1, * uint8_table2.
constexpr layout softmax_op_params(const target_abi& a) noexcept {
    return layout{a}.eight_byte().int32(7).pointer(5);
}
/// cmsis_nn/softmax.cc CMSISNNSoftmaxParams: SoftmaxParams softmax_params; int32_t num_rows, row_size.
constexpr layout cmsis_nn_softmax_params(const target_abi& a) noexcept {
    return layout{a}.nested(softmax_op_params(a)).int32(2);
}

/// OpDataMul (kernels/mul.h; also cmsis_nn/mul.cc): int32_t input1_zero_point, input2_zero_point,
/// output_activation_min, output_activation_max, output_zero_point, output_multiplier;
/// int output_shift; float output_activation_min_f32, output_activation_max_f32.
constexpr layout op_data_mul(const target_abi& a) noexcept { return layout{a}.int32(9); }
/// OpDataSub (kernels/sub.h): bool requires_broadcast; int input1_shift, input2_shift;
/// int32_t output_activation_min, output_activation_max, input1_multiplier, input2_multiplier,
/// output_multiplier; int output_shift, left_shift; int32_t input1_offset, input2_offset, output_offset.
constexpr layout op_data_sub(const target_abi& a) noexcept { return layout{a}.boolean().int32(12); }
/// OpDataReduce (kernels/reduce.h): int32_t multiplier; int shift, scratch_accumulator_idx,
/// scratch_resolved_axis_idx, scratch_input_iter_idx, input_zp; float input_scale; int output_zp;
/// float output_scale; int num_output_elements, num_axis.
constexpr layout op_data_reduce(const target_abi& a) noexcept { return layout{a}.int32(11); }
/// ConcatenationParams (internal/types.h): int32_t axis; const int32_t* input_zeropoint;
/// const float* input_scale; int32_t inputs_count, output_zeropoint; float output_scale.
/// kernels/concatenation.cc OpData: ConcatenationParams params (no other field without
/// USE_TFLM_COMPRESSION).
constexpr layout op_data_concatenation(const target_abi& a) noexcept {
    return layout{a}.nested(layout{a}.int32().pointer(2).int32(3));
}
/// PadParams (internal/types.h): int8_t left_padding_count; int32_t left_padding[5];
/// int8_t right_padding_count; int32_t right_padding[5]; ResizingCategory resizing_category
/// (enum class : uint8_t). kernels/pad.h OpData: PadParams params; int32_t output_zero_point.
constexpr layout op_data_pad(const target_abi& a) noexcept {
    return layout{a}.nested(layout{a}.int8().int32(5).int8().int32(5).int8()).int32();
}
/// QuantizationParams (internal/types.h): int32_t zero_point; double scale.
/// OpDataQuantizeReference (kernels/quantize.h): QuantizationParams quantization_params;
/// int32_t requantize_output_multiplier; int requantize_output_shift; int32_t input_zero_point.
constexpr layout op_data_quantize(const target_abi& a) noexcept {
    return layout{a}.nested(layout{a}.int32().eight_byte()).int32(3);
}
/// DequantizationParams (internal/types.h): double scale; int32_t zero_point.
/// DequantizeOpData (kernels/dequantize.h): DequantizationParams quantization_params;
/// int32_t output_multiplier; int output_shift; int32_t output_zero_point.
constexpr layout op_data_dequantize(const target_abi& a) noexcept {
    return layout{a}.nested(layout{a}.eight_byte().int32()).int32(3);
}
/// OpDataLogistic (kernels/logistic.h) and tanh.cc OpData: int32_t input_zero_point,
/// input_range_radius, input_multiplier; int input_left_shift.
constexpr layout op_data_logistic(const target_abi& a) noexcept { return layout{a}.int32(4); }
/// ReluOpData (kernels/activations.h): ReluParams params = ActivationParams
/// {FusedActivationFunctionType activation_type (enum class : uint8_t); int32_t
/// quantized_activation_min, quantized_activation_max} + int32_t input_offset, output_offset,
/// output_multiplier; int output_shift.
constexpr layout op_data_relu(const target_abi& a) noexcept {
    return layout{a}.nested(layout{a}.int8().int32(2)).int32(4);
}
/// Relu6OpData (kernels/activations.h): int32_t six, zero. (The int8 path stores int8 values in them.)
constexpr layout op_data_relu6(const target_abi& a) noexcept { return layout{a}.int32(2); }
/// HardSwishParams (internal/types.h): int16_t input_zero_point, output_zero_point,
/// reluish_multiplier_fixedpoint_int16; int reluish_multiplier_exponent;
/// int16_t output_multiplier_fixedpoint_int16; int output_multiplier_exponent.
constexpr layout hard_swish_params(const target_abi& a) noexcept {
    return layout{a}.int16(3).int32().int16().int32();
}
/// LeakyReluOpData (kernels/leaky_relu.h): int32_t output_multiplier_alpha, output_shift_alpha,
/// output_multiplier_identity, output_shift_identity, input_zero_point, output_zero_point.
constexpr layout op_data_leaky_relu(const target_abi& a) noexcept { return layout{a}.int32(6); }
/// StridedSliceParams (internal/types.h): int8_t start_indices_count; int32_t start_indices[5];
/// int8_t stop_indices_count; int32_t stop_indices[5]; int8_t strides_count; int32_t strides[5];
/// uint16_t begin_mask, ellipsis_mask, end_mask, new_axis_mask, shrink_axis_mask; bool offset.
constexpr layout strided_slice_op_params(const target_abi& a) noexcept {
    return layout{a}.int8().int32(5).int8().int32(5).int8().int32(5).int16(5).boolean();
}
/// PaddingValues (internal/types.h): int16_t width, height, width_offset, height_offset.
/// ConvParams (internal/types.h): PaddingType padding_type (enum class : uint8_t);
/// PaddingValues padding_values; int16_t stride_width, stride_height, dilation_width_factor,
/// dilation_height_factor; int32_t input_offset, weights_offset, output_offset, output_multiplier;
/// int output_shift; int32_t quantized_activation_min, quantized_activation_max;
/// float float_activation_min, float_activation_max.
constexpr layout conv_op_params(const target_abi& a) noexcept {
    return layout{a}.int8().nested(layout{a}.int16(4)).int16(4).int32(9);
}
/// kernels/transpose_conv.cc OpData (no USE_TFLM_COMPRESSION): ConvParams params;
/// int scratch_buffer_index, bias_converted_buffer_index; int32_t* per_channel_output_multiplier,
/// * per_channel_output_shift.
constexpr layout op_data_transpose_conv(const target_abi& a) noexcept {
    return layout{a}.nested(conv_op_params(a)).int32(2).pointer(2);
}
/// kernels/cmsis_nn/transpose_conv.cc OpData: ConvParams params; int scratch_buffer_index,
/// scratch_buffer_output_index, bias_converted_buffer_index; int32_t* per_channel_output_multiplier,
/// * per_channel_output_shift.
constexpr layout cmsis_nn_op_data_transpose_conv(const target_abi& a) noexcept {
    return layout{a}.nested(conv_op_params(a)).int32(3).pointer(2);
}
/// FullyConnectedParams (internal/types.h): int32_t input_offset, weights_offset, output_offset,
/// output_multiplier; int output_shift; int32_t quantized_activation_min, quantized_activation_max;
/// float float_activation_min, float_activation_max; bool lhs_cacheable, rhs_cacheable;
/// FullyConnectedWeightsFormat weights_format (enum class : uint8_t).
constexpr layout fully_connected_op_params(const target_abi& a) noexcept {
    return layout{a}.int32(9).boolean(2).int8();
}
/// ArithmeticParams (internal/types.h): BroadcastableOpCategory broadcast_category
/// (enum class : uint8_t); int32_t input1_offset, input2_offset, output_offset, output_multiplier;
/// int output_shift, left_shift; int32_t input1_multiplier; int input1_shift;
/// int32_t input2_multiplier; int input2_shift; int32_t quantized_activation_min,
/// quantized_activation_max; float float_activation_min, float_activation_max;
/// int64_t int64_activation_min, int64_activation_max; int16_t int16_activation_min,
/// int16_activation_max; int broadcast_shape[5].
constexpr layout arithmetic_params(const target_abi& a) noexcept {
    return layout{a}.int8().int32(14).eight_byte(2).int16(2).int32(5);
}
/// OpDataLSTM (kernels/lstm_eval.h): LstmSizeInfo size_info {bool time_major; int batch_size,
/// time_steps, input_dimension, state_dimension}; CellStateInfo cell_state_info {float cell_clip;
/// int16_t quantized_cell_clip; int32_t cell_state_scale_power}; TfLiteFusedActivation
/// cell_gate_nonlinear_type; GateParameters forget_gate_parameters, input_gate_parameters,
/// cell_gate_parameters, output_gate_parameters (each {FullyConnectedParams input_fc_params,
/// recurrent_fc_params}); InterGateParameters inter_gate_parameters {ArithmeticParams
/// forget_cell_mul_params, input_mul_params, output_mul_params}; int buffer_indices[4].
constexpr layout op_data_lstm(const target_abi& a) noexcept {
    const layout size_info = layout{a}.boolean().int32(4);
    const layout cell_state_info = layout{a}.int32().int16().int32();
    const layout gate = layout{a}.nested(fully_connected_op_params(a), 2);
    const layout inter_gate = layout{a}.nested(arithmetic_params(a), 3);
    return layout{a}.nested(size_info).nested(cell_state_info).enumeration().nested(gate, 4).nested(inter_gate).int32(4);
}
/// cmsis_nn_lstm_gate (CMSIS-NN Include/arm_nn_types.h): int32_t input_multiplier, input_shift;
/// const void* input_weights, * input_effective_bias; int32_t hidden_multiplier, hidden_shift;
/// const void* hidden_weights, * hidden_effective_bias, * bias; arm_nn_activation_type activation_type.
/// cmsis_nn_lstm_params: int32_t time_major, batch_size, time_steps, input_size, hidden_size,
/// input_offset, forget_to_cell_multiplier, forget_to_cell_shift, input_to_cell_multiplier,
/// input_to_cell_shift, cell_clip, cell_scale_power, output_multiplier, output_shift, output_offset;
/// cmsis_nn_lstm_gate forget_gate, input_gate, cell_gate, output_gate.
/// kernels/cmsis_nn/unidirectional_sequence_lstm.cc OpData: OpDataLSTM params_ref;
/// cmsis_nn_lstm_params params_cmsis_nn.
constexpr layout cmsis_nn_op_data_lstm(const target_abi& a) noexcept {
    const layout gate = layout{a}.int32(2).pointer(2).int32(2).pointer(3).enumeration();
    const layout params = layout{a}.int32(15).nested(gate, 4);
    return layout{a}.nested(op_data_lstm(a)).nested(params);
}
/// OpDataSvdf (kernels/svdf.h): int32_t effective_scale_1_a, effective_scale_2_a; int
/// effective_scale_1_b, effective_scale_2_b, scratch_tensor_index, scratch_output_tensor_index,
/// input_zero_point, output_zero_point, activation_state_zero_point.
constexpr layout op_data_svdf(const target_abi& a) noexcept { return layout{a}.int32(9); }
/// kernels/cmsis_nn/svdf.cc CmsisNnOpDataSvdf: the same nine ints (TFLM's default build,
/// KERNELS_OPTIMIZED_FOR_SPEED: no scratch_weight_tensor_index), then int32_t* kernel_sums.
constexpr layout cmsis_nn_op_data_svdf(const target_abi& a) noexcept { return layout{a}.int32(9).pointer(); }


}  // namespace netmem::tflm::detail
