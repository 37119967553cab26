// static_tests/kernels_tflm_operator_struct_layouts.cpp: the field-by-field layouts of TFLM's structs
// (runtime/tflm/detail/tflm_operators.hpp, kernels/detail/tflm_struct_layout.hpp) against the compiler's own
// sizeof and alignof of the same field lists, for the ABI this file is compiled for:
//   - x86-64 g++ / clang++ (netmem_static_tests): abi::lp64, the oracle tflm-arena-m64's ABI;
//   - arm-none-eabi-g++ -mcpu=cortex-m4 (ctest arm.core_headers also compiles this file):
//     abi::arm_eabi_gcc, with GCC's default short enums and 8-aligned doubles and int64_t;
//   - an i386 compiler (g++ -m32): abi::ilp32_i386, the oracle tflm-arena-m32's ABI.
// The structs below repeat the field lists of tflite-micro 90b983c2 (files named at each) and of
// CMSIS-NN 4ab83cc3; C enums whose values fit in a byte stand for TfLitePadding,
// TfLiteFusedActivation, TfLiteType, TfLiteFullyConnectedWeightsFormat and arm_nn_activation_type.
#include <netmem/runtime/tflm/detail/tflm_operators.hpp>
#include <netmem/runtime/tflm/detail/tflm_structures.hpp>

#include <cstddef>
#include <cstdint>

namespace {

namespace tflm = netmem::tflm;
namespace layout = netmem::tflm::detail;

#if defined(__arm__)
constexpr tflm::target_abi target = tflm::abi::arm_eabi_gcc;
#elif defined(__x86_64__)
constexpr tflm::target_abi target = tflm::abi::lp64;
#elif defined(__i386__)
constexpr tflm::target_abi target = tflm::abi::ilp32_i386;
#else
#error "static_tests/kernels_tflm_operator_struct_layouts.cpp: no netmem::tflm::abi for this target"
#endif

// A C enum with small values (TfLitePadding, TfLiteFusedActivation, TfLiteType, ...).
enum small_enum { small_enum_first = 0, small_enum_last = 20 };
static_assert(sizeof(small_enum) == static_cast<std::size_t>(target.enum_bytes));

template <class T>
constexpr bool same_layout(const layout::struct_layout& l) {
    return sizeof(T) == static_cast<std::size_t>(l.bytes()) && alignof(T) == static_cast<std::size_t>(l.alignment());
}

// --- builtin data (tensorflow/compiler/mlir/lite/core/c/builtin_op_data.h) ---
struct TfLiteConvParams { small_enum padding; int stride_width, stride_height; small_enum activation; int dilation_width_factor, dilation_height_factor; small_enum quantized_bias_type; };
struct TfLiteDepthwiseConvParams { small_enum padding; int stride_width, stride_height, depth_multiplier; small_enum activation; int dilation_width_factor, dilation_height_factor; };
struct TfLiteFullyConnectedParams { small_enum activation, weights_format; bool keep_num_dims, asymmetric_quantize_inputs; small_enum quantized_bias_type; };
struct TfLitePaddingValues { int width, height, width_offset, height_offset; };
struct TfLitePoolParams { small_enum padding; int stride_width, stride_height, filter_width, filter_height; small_enum activation; struct { TfLitePaddingValues padding; } computed; };
struct TfLiteAddParams { small_enum activation; bool pot_scale_int16; };
struct TfLiteReshapeParams { std::int32_t shape[8]; int num_dimensions; };
struct TfLiteReducerParams { bool keep_dims; };
struct TfLiteTransposeConvParams { small_enum padding; int stride_width, stride_height; small_enum activation, quantized_bias_type; };
struct TfLiteUnidirectionalSequenceLSTMParams { small_enum activation; float cell_clip, proj_clip; bool time_major, asymmetric_quantize_inputs, diagonal_recurrent_tensors; };
struct TfLiteStridedSliceParams { int begin_mask, end_mask, ellipsis_mask, new_axis_mask, shrink_axis_mask; bool offset; };
static_assert(same_layout<TfLiteConvParams>(layout::conv_params(target)));
static_assert(same_layout<TfLiteDepthwiseConvParams>(layout::depthwise_conv_params(target)));
static_assert(same_layout<TfLiteFullyConnectedParams>(layout::fully_connected_params(target)));
static_assert(same_layout<TfLitePoolParams>(layout::pool_params(target)));
static_assert(same_layout<TfLiteAddParams>(layout::add_params(target)));
static_assert(same_layout<TfLiteReshapeParams>(layout::reshape_params(target)));
static_assert(same_layout<TfLiteReducerParams>(layout::reducer_params(target)));
static_assert(same_layout<TfLiteTransposeConvParams>(layout::transpose_conv_params(target)));
static_assert(same_layout<TfLiteUnidirectionalSequenceLSTMParams>(layout::unidirectional_sequence_lstm_params(target)));
static_assert(same_layout<TfLiteStridedSliceParams>(layout::strided_slice_params(target)));

// --- kernel OpData (tensorflow/lite/micro/kernels/*.h, tensorflow/lite/kernels/internal/types.h) ---
struct OpDataConv { TfLitePaddingValues padding; std::int32_t input_zero_point, filter_zero_point, output_zero_point, output_multiplier; int output_shift; std::int32_t* per_channel_output_multiplier; std::int32_t* per_channel_output_shift; std::int32_t output_activation_min, output_activation_max; int filter_buffer_index; };
struct CmsisNnOpDataConv { OpDataConv reference_op_data; int buffer_idx; };
struct OpDataFullyConnected { std::int32_t output_multiplier; int output_shift; std::int32_t output_activation_min, output_activation_max; int input_quantized_index; std::int32_t input_zero_point, filter_zero_point, output_zero_point; int filter_buffer_index; std::int32_t* per_channel_output_multiplier; std::int32_t* per_channel_output_shift; bool is_per_channel; };
struct CmsisNnOpDataFullyConnected { OpDataFullyConnected reference_op_data; int buffer_conv_1x1_idx, buffer_idx; std::int32_t* kernel_sums; std::int32_t batches, accum_depth, output_depth; };
struct SoftmaxParams { double beta; std::int32_t input_multiplier, input_left_shift, reverse_scaling_divisor, reverse_scaling_right_shift; int diff_min; std::int32_t zero_point; float scale; float* table; std::int16_t* exp_lut; std::int16_t* one_over_one_plus_x_lut; std::uint8_t* uint8_table1; std::uint8_t* uint8_table2; };
struct QuantizationParams { std::int32_t zero_point; double scale; };
struct OpDataQuantizeReference { QuantizationParams quantization_params; std::int32_t requantize_output_multiplier; int requantize_output_shift; std::int32_t input_zero_point; };
struct DequantizationParams { double scale; std::int32_t zero_point; };
struct DequantizeOpData { DequantizationParams quantization_params; std::int32_t output_multiplier; int output_shift; std::int32_t output_zero_point; };
struct ConcatenationParams { std::int32_t axis; const std::int32_t* input_zeropoint; const float* input_scale; std::int32_t inputs_count, output_zeropoint; float output_scale; };
struct PadParams { std::int8_t left_padding_count; std::int32_t left_padding[5]; std::int8_t right_padding_count; std::int32_t right_padding[5]; std::uint8_t resizing_category; };
struct PadOpData { PadParams params; std::int32_t output_zero_point; };
struct PaddingValues { std::int16_t width, height, width_offset, height_offset; };
struct ConvParams { std::uint8_t padding_type; PaddingValues padding_values; std::int16_t stride_width, stride_height, dilation_width_factor, dilation_height_factor; std::int32_t input_offset, weights_offset, output_offset, output_multiplier; int output_shift; std::int32_t quantized_activation_min, quantized_activation_max; float float_activation_min, float_activation_max; };
struct TransposeConvOpData { ConvParams params; int scratch_buffer_index, bias_converted_buffer_index; std::int32_t* per_channel_output_multiplier; std::int32_t* per_channel_output_shift; };
struct HardSwishParams { std::int16_t input_zero_point, output_zero_point, reluish_multiplier_fixedpoint_int16; int reluish_multiplier_exponent; std::int16_t output_multiplier_fixedpoint_int16; int output_multiplier_exponent; };
struct StridedSliceParams { std::int8_t start_indices_count; std::int32_t start_indices[5]; std::int8_t stop_indices_count; std::int32_t stop_indices[5]; std::int8_t strides_count; std::int32_t strides[5]; std::uint16_t begin_mask, ellipsis_mask, end_mask, new_axis_mask, shrink_axis_mask; bool offset; };
struct ArithmeticParams { std::uint8_t broadcast_category; std::int32_t input1_offset, input2_offset, output_offset, output_multiplier; int output_shift, left_shift; std::int32_t input1_multiplier; int input1_shift; std::int32_t input2_multiplier; int input2_shift; std::int32_t quantized_activation_min, quantized_activation_max; float float_activation_min, float_activation_max; std::int64_t int64_activation_min, int64_activation_max; std::int16_t int16_activation_min, int16_activation_max; int broadcast_shape[5]; };
struct FullyConnectedParams { std::int32_t input_offset, weights_offset, output_offset, output_multiplier; int output_shift; std::int32_t quantized_activation_min, quantized_activation_max; float float_activation_min, float_activation_max; bool lhs_cacheable, rhs_cacheable; std::uint8_t weights_format; };
struct OpDataLSTM {
    struct { bool time_major; int batch_size, time_steps, input_dimension, state_dimension; } size_info;
    struct { float cell_clip; std::int16_t quantized_cell_clip; std::int32_t cell_state_scale_power; } cell_state_info;
    small_enum cell_gate_nonlinear_type;
    struct { FullyConnectedParams input_fc_params, recurrent_fc_params; } gates[4];
    struct { ArithmeticParams forget_cell_mul_params, input_mul_params, output_mul_params; } inter_gate_parameters;
    int buffer_indices[4];
};
struct cmsis_nn_lstm_gate { std::int32_t input_multiplier, input_shift; const void* input_weights; const void* input_effective_bias; std::int32_t hidden_multiplier, hidden_shift; const void* hidden_weights; const void* hidden_effective_bias; const void* bias; small_enum activation_type; };
struct cmsis_nn_lstm_params { std::int32_t values[15]; cmsis_nn_lstm_gate forget_gate, input_gate, cell_gate, output_gate; };
struct CmsisNnOpDataLSTM { OpDataLSTM params_ref; cmsis_nn_lstm_params params_cmsis_nn; };
static_assert(same_layout<OpDataConv>(layout::op_data_conv(target)));
static_assert(same_layout<CmsisNnOpDataConv>(layout::cmsis_nn_op_data_conv(target)));
static_assert(same_layout<OpDataFullyConnected>(layout::op_data_fully_connected(target)));
static_assert(same_layout<CmsisNnOpDataFullyConnected>(layout::cmsis_nn_op_data_fully_connected(target)));
static_assert(same_layout<SoftmaxParams>(layout::softmax_op_params(target)));
static_assert(same_layout<OpDataQuantizeReference>(layout::op_data_quantize(target)));
static_assert(same_layout<DequantizeOpData>(layout::op_data_dequantize(target)));
static_assert(same_layout<ConcatenationParams>(layout::op_data_concatenation(target)));
static_assert(same_layout<PadOpData>(layout::op_data_pad(target)));
static_assert(same_layout<ConvParams>(layout::conv_op_params(target)));
static_assert(same_layout<TransposeConvOpData>(layout::op_data_transpose_conv(target)));
static_assert(same_layout<HardSwishParams>(layout::hard_swish_params(target)));
static_assert(same_layout<StridedSliceParams>(layout::strided_slice_op_params(target)));
static_assert(same_layout<ArithmeticParams>(layout::arithmetic_params(target)));
static_assert(same_layout<OpDataLSTM>(layout::op_data_lstm(target)));
static_assert(same_layout<CmsisNnOpDataLSTM>(layout::cmsis_nn_op_data_lstm(target)));


// --- the arena tail's structures (runtime/tflm/detail/tflm_structures.hpp) ---
// c/common.h (TF_LITE_STATIC_MEMORY), micro_allocator.h, micro_allocation_info.h.
struct TfLiteQuantization { small_enum type; void* params; };
struct TfLiteQuantizationParams { float scale; std::int32_t zero_point; };
struct TfLiteTensor { TfLiteQuantization quantization; TfLiteQuantizationParams params; void* data; void* dims; std::size_t bytes; small_enum type; small_enum allocation_type; bool is_variable; };
struct TfLiteEvalTensor { void* data; void* dims; small_enum type; };
struct TfLiteNode { void* inputs; void* outputs; void* intermediates; void* user_data; void* builtin_data; const void* custom_initial_data; int custom_initial_data_size; };
struct NodeAndRegistration { TfLiteNode node; const void* registration; };
struct TfLiteAffineQuantization { void* scale; void* zero_point; std::int32_t quantized_dimension; };
struct ScratchBufferRequest { std::size_t bytes; int node_idx; int subgraph_idx; };
struct AllocationInfo { std::size_t bytes; void** output_ptr; int first_created; int last_used; std::int32_t offline_offset; bool needs_allocating; };
// The allocator classes: their data members, and one vtable pointer per polymorphic base.
struct INonPersistentBufferAllocator { virtual ~INonPersistentBufferAllocator() = default; };
struct IPersistentBufferAllocator { virtual ~IPersistentBufferAllocator() = default; };
struct SingleArenaBufferAllocator : INonPersistentBufferAllocator, IPersistentBufferAllocator {
    std::uint8_t *buffer_head_, *buffer_tail_, *head_, *tail_, *temp_;
    std::intptr_t temp_buffer_ptr_check_sum_;
    int temp_buffer_count_;
};
struct GreedyMemoryPlanner {
    virtual ~GreedyMemoryPlanner() = default;
    int max_buffer_count_, buffer_count_;
    void *requirements_, *buffer_sizes_sorted_, *buffer_ids_sorted_, *buffers_sorted_by_offset_;
    int next_free_entry_, first_entry_index_;
    int* buffer_offsets_;
    bool need_to_calculate_offsets_;
};
struct MicroAllocator {
    virtual ~MicroAllocator() = default;
    void *non_persistent_buffer_allocator_, *persistent_buffer_allocator_, *builtin_data_allocator_, *memory_planner_;
    bool model_is_allocating_;
    std::size_t scratch_buffer_request_count_;
    std::uint8_t* scratch_buffer_head_;
    std::size_t max_head_buffer_usage_;
};
static_assert(same_layout<TfLiteTensor>(layout::tensor(target)));
static_assert(same_layout<TfLiteEvalTensor>(layout::eval_tensor(target)));
static_assert(same_layout<NodeAndRegistration>(layout::node_and_registration(target)));
static_assert(same_layout<TfLiteAffineQuantization>(layout::affine_quantization(target)));
static_assert(same_layout<ScratchBufferRequest>(layout::scratch_buffer_request(target)));
static_assert(same_layout<AllocationInfo>(layout::allocation_info(target)));
static_assert(same_layout<SingleArenaBufferAllocator>(layout::single_arena_buffer_allocator(target)));
static_assert(same_layout<GreedyMemoryPlanner>(layout::greedy_memory_planner(target)));
static_assert(same_layout<MicroAllocator>(layout::micro_allocator(target)));

}  // namespace
