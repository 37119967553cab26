// netmem/runtime/tflm/detail/tflm_operators.hpp
// Per-operator facts of TensorFlow Lite Micro: what one operator allocates in the arena, as a
// function of its kind, options, shapes, the kernel set and the target ABI (docs/developing.md,
// "Layout": a constexpr table, one row per op kind, each row naming the tflite-micro file that allocates it).
//
// Pinned versions: tflite-micro 90b983c2 (tensorflow/tflite-micro), CMSIS-NN 4ab83cc3
// (ARM-software/CMSIS-NN, the commit TFLM's tools/make/ext_libs/cmsis_nn_download.sh pins), TFLM
// built as its Makefile builds it but without USE_TFLM_COMPRESSION (the oracle's build,
// ../shared/oracles/src/build.sh).
//
// What TFLM allocates for one operator, in the order it does it (MicroInterpreter::AllocateTensors,
// tensorflow/lite/micro/micro_interpreter.cc and micro_interpreter_graph.cc):
//  1. parse (PrepareNodeAndRegistrationDataFromFlatbuffer, before any Init): the op's parser in
//     tensorflow/lite/core/api/flatbuffer_conversions.cc allocates one TfLite*Params struct
//     (builtin data) through MicroBuiltinDataAllocator::Allocate(sizeof(T), alignof(T)), i.e. in the
//     tail aligned to alignof(T) only (micro_allocator.cc). Ops without options allocate nothing.
//  2. Init (every op's Init, in op order, after all parsing): AllocatePersistentBuffer(bytes), in
//     the tail, each start aligned down to MicroArenaBufferAlignment() = 16
//     (micro_allocator.cc MicroAllocator::AllocatePersistentBuffer,
//     arena_allocator/single_arena_buffer_allocator.cc).
//  3. Prepare (every op's Prepare, in op order, after all Inits): more persistent buffers
//     (per-channel multipliers and shifts, lookup tables; 16-aligned like Init's), and scratch
//     requests (RequestScratchBufferInArena: planned in the head by the memory planner, each
//     rounded up to 16 there; their handles, one pointer each, go to the tail).
// `tflm_operator_facts` lists exactly these, so the runtime model can replay the tail allocation
// by allocation (p = align_down(p - bytes, alignment)).
//
// Struct sizes are computed field by field (detail/struct_layout.hpp) for a target ABI:
// abi::ilp32_i386 (the oracle tflm-arena-m32), abi::arm_eabi_gcc (a Cortex-M GCC build),
// abi::lp64 (tflm-arena-m64). Each struct's field list is written in its function below.
//
// Kernel sets (netmem::kernel_library): `reference` = tensorflow/lite/micro/kernels/<op>.cc;
// the cmsis_nn variants = tensorflow/lite/micro/kernels/cmsis_nn/<op>.cc where that file exists
// (add, conv, depthwise_conv, fully_connected, mul, pad, pooling, softmax, svdf, transpose,
// transpose_conv, unidirectional_sequence_lstm, batch_matmul, maximum_minimum), the reference file
// otherwise. CMSIS-NN's scratch sizes are those of CMSIS-NN's *_get_buffer_size functions
// (deploy/kernel_scratch.hpp; same formulas at 4ab83cc3 for the integer kernels) for
// cmsis_nn_pure_c (neither ARM_MATH_DSP nor ARM_MATH_MVEI: the oracle tflm-arena-cmsis-nn-m32),
// cmsis_nn_dsp and cmsis_nn_mve.
//
// An operator kind or a type combination without a row gives `modelled == false`; the caller
// decides what that means (the TFLM runtime model rejects it).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/kernel_selection.hpp>
#include <netmem/deploy/kernel_scratch.hpp>
#include <netmem/runtime/tflm/detail/struct_layout.hpp>

namespace netmem::tflm {

/// TFLite builtin operators netmem lowers to, with their BuiltinOperator codes
/// (tensorflow/compiler/mlir/lite/schema/schema.fbs at tflite-micro 90b983c2). Names are TFLite's,
/// in snake_case.
enum class builtin_operator : std::int32_t {
    add = 0,
    average_pool_2d = 1,
    concatenation = 2,
    conv_2d = 3,
    depthwise_conv_2d = 4,
    dequantize = 6,
    fully_connected = 9,
    logistic = 14,
    max_pool_2d = 17,
    mul = 18,
    relu = 19,
    relu6 = 21,
    reshape = 22,
    softmax = 25,
    svdf = 27,
    tanh = 28,
    pad = 34,
    padv2 = 60,
    transpose = 39,
    mean = 40,
    sub = 41,
    squeeze = 43,
    unidirectional_sequence_lstm = 44,
    strided_slice = 45,
    sum = 74,
    transpose_conv = 67,
    reduce_max = 82,
    leaky_relu = 98,
    quantize = 114,
    hard_swish = 117,
};

/// TFLite's spelling (schema.fbs, also the oracle's `op.<i>.builtin`): "CONV_2D".
constexpr std::string_view builtin_name(builtin_operator kind) noexcept {
    switch (kind) {
        case builtin_operator::add: return "ADD";
        case builtin_operator::average_pool_2d: return "AVERAGE_POOL_2D";
        case builtin_operator::concatenation: return "CONCATENATION";
        case builtin_operator::conv_2d: return "CONV_2D";
        case builtin_operator::depthwise_conv_2d: return "DEPTHWISE_CONV_2D";
        case builtin_operator::dequantize: return "DEQUANTIZE";
        case builtin_operator::fully_connected: return "FULLY_CONNECTED";
        case builtin_operator::logistic: return "LOGISTIC";
        case builtin_operator::max_pool_2d: return "MAX_POOL_2D";
        case builtin_operator::mul: return "MUL";
        case builtin_operator::relu: return "RELU";
        case builtin_operator::relu6: return "RELU6";
        case builtin_operator::reshape: return "RESHAPE";
        case builtin_operator::softmax: return "SOFTMAX";
        case builtin_operator::svdf: return "SVDF";
        case builtin_operator::tanh: return "TANH";
        case builtin_operator::pad: return "PAD";
        case builtin_operator::padv2: return "PADV2";
        case builtin_operator::transpose: return "TRANSPOSE";
        case builtin_operator::mean: return "MEAN";
        case builtin_operator::sub: return "SUB";
        case builtin_operator::squeeze: return "SQUEEZE";
        case builtin_operator::unidirectional_sequence_lstm: return "UNIDIRECTIONAL_SEQUENCE_LSTM";
        case builtin_operator::strided_slice: return "STRIDED_SLICE";
        case builtin_operator::sum: return "SUM";
        case builtin_operator::reduce_max: return "REDUCE_MAX";
        case builtin_operator::transpose_conv: return "TRANSPOSE_CONV";
        case builtin_operator::leaky_relu: return "LEAKY_RELU";
        case builtin_operator::quantize: return "QUANTIZE";
        case builtin_operator::hard_swish: return "HARD_SWISH";
    }
    return "";
}

/// TfLitePadding (builtin_op_data.h): same = 1, valid = 2.
enum class padding_type : std::uint8_t { same = 1, valid = 2 };

/// TFLite ActivationFunctionType (schema.fbs) = TfLiteFusedActivation.
enum class fused_activation : std::uint8_t { none = 0, relu = 1, relu_n1_to_1 = 2, relu6 = 3, tanh = 4, sign_bit = 5, sigmoid = 6 };

/// A tensor shape as TFLite stores it (dimension order of the model: NHWC for images, [units, depth]
/// for fully connected weights, [C_out, K_h, K_w, C_in] for conv weights, [1, K_h, K_w, C_out] for
/// depthwise weights). Up to 6 dimensions. Elements.
struct tensor_shape {
    std::array<size_type, 6> dimensions{};
    size_type rank = 0;

    /// Dimension i (0-based); 1 past the rank.
    constexpr size_type operator[](size_type i) const noexcept {
        return i >= 0 && i < rank ? dimensions[static_cast<std::size_t>(i)] : 1;
    }
    /// The last dimension (channels in NHWC); 1 for a scalar.
    constexpr size_type last() const noexcept { return rank > 0 ? (*this)[rank - 1] : 1; }
    /// Product of the dimensions (1 for a scalar).
    constexpr size_type elements() const noexcept {
        size_type n = 1;
        for (size_type i = 0; i < rank; ++i) n = checked_multiply(n, (*this)[i]);
        return n;
    }
    friend constexpr bool operator==(const tensor_shape&, const tensor_shape&) = default;
};

/// A shape from its dimensions: shape(1, 32, 32, 3).
template <class... Dimensions>
constexpr tensor_shape shape(Dimensions... dimensions) noexcept {
    static_assert(sizeof...(Dimensions) <= 6, "netmem: a TFLM tensor shape has at most 6 dimensions");
    return tensor_shape{{static_cast<size_type>(dimensions)...}, static_cast<size_type>(sizeof...(Dimensions))};
}

/// One operator as TFLM sees it: its kind, the tensors its kernels read (types and shapes from the
/// model) and its builtin options. Fields an op kind does not use are ignored.
struct tflm_operator {
    builtin_operator kind = builtin_operator::add;
    data_type input_type = data_type::int8;    ///< element type of input 0 (the activations)
    data_type output_type = data_type::int8;   ///< element type of output 0
    data_type weights_type = data_type::int8;  ///< element type of the filter / weights (input 1)
    data_type bias_type = data_type::int32;    ///< element type of the bias, when `has_bias`
    tensor_shape input{};    ///< the data input: input 0 (NHWC for images); transpose_conv: input 2
    tensor_shape weights{};  ///< input 1 of conv_2d, depthwise_conv_2d, fully_connected, transpose_conv
                             ///< (for transpose_conv: the filter, input 1; input 0 is the output shape)
    tensor_shape output{};   ///< output 0 (a dimension < 0 = TFLite's -1, to be computed: RESHAPE)
    size_type input_count = 1;   ///< inputs in the model (optional ones included)
    bool has_bias = false;       ///< conv_2d / depthwise_conv_2d / fully_connected / transpose_conv
    /// Scale count of the weights' quantization: per_channel = one per output channel (> 1),
    /// per_tensor = one, none = float weights.
    quantization_granularity quantization = quantization_granularity::per_channel;
    padding_type padding = padding_type::valid;
    size_type stride_height = 1, stride_width = 1;
    size_type dilation_height = 1, dilation_width = 1;
    size_type filter_height = 1, filter_width = 1;  ///< pooling window (convolutions use `weights`)
    size_type depth_multiplier = 1;                 ///< depthwise_conv_2d
    fused_activation activation = fused_activation::none;
    size_type axis_count = 0;  ///< mean: number of reduced axes (elements of its axis tensor)
    bool keep_dims = false;    ///< mean
    bool time_major = false;   ///< unidirectional_sequence_lstm: input [time, batch, features] (else [batch, time, features])
    size_type memory_size = 0; ///< svdf: weights_time dimension 1 (weights: weights_feature [filters, input_size])

    /// Output channels: the output's last dimension (NHWC channels, fully connected units).
    constexpr size_type output_channels() const noexcept { return output.last(); }
    friend constexpr bool operator==(const tflm_operator&, const tflm_operator&) = default;
};

/// When TFLM makes a persistent allocation for a kernel.
enum class allocation_phase : std::uint8_t { init, prepare };

/// One AllocatePersistentBuffer call of a kernel: `bytes` as requested; TFLM aligns its start down to
/// 16 (MicroArenaBufferAlignment), so it occupies round_up(bytes, 16) when the tail is 16-aligned.
struct persistent_allocation {
    allocation_phase phase = allocation_phase::init;
    size_type bytes = 0;
    friend constexpr bool operator==(const persistent_allocation&, const persistent_allocation&) = default;
};

/// One TfLiteTensor a kernel's Prepare takes from the temp section (MicroContext::
/// AllocateTempInputTensor / AllocateTempOutputTensor -> MicroAllocator::AllocateTempTfLiteTensor,
/// micro_allocator.cc): the TfLiteTensor, and for a tensor whose quantization has scales and zero
/// points (InitializeTfLiteTensorFromFlatbuffer, allocate_temp) a TfLiteAffineQuantization and a
/// zero-point TfLiteIntArray of `scales` entries. DeallocateTempTfLiteTensor only counts: the temp
/// section grows until the operator's Prepare ends (FinishPrepareNodeAllocations resets it).
/// An omitted optional input (index -1) takes nothing and has no entry.
struct temp_tensor {
    size_type scales = 0;            ///< quantization scale count; 0 = no quantization parameters
    size_type after_persistent = 0;  ///< the operator's Prepare persistent allocations made before it
    friend constexpr bool operator==(const temp_tensor&, const temp_tensor&) = default;
};

inline constexpr std::size_t max_persistent_allocations = 16;
/// CONCATENATION takes 2 + inputs (at most 10 inputs pass its Prepare).
inline constexpr std::size_t max_temp_tensors = 16;
inline constexpr std::size_t max_scratch_requests = 12;
/// MicroArenaBufferAlignment() (tensorflow/lite/micro/micro_arena_constants.h).
inline constexpr size_type arena_buffer_alignment = 16;

/// What TFLM allocates for one operator (see the file comment for the order). Bytes.
struct tflm_operator_facts {
    bool modelled = true;                ///< false: no row for this kind / type combination, or TFLM's
                                         ///< Prepare rejects the operator (see `rejected_by_tflm`)
    bool rejected_by_tflm = false;       ///< AllocateTensors() fails on it (e.g. CONCATENATION of > 10 inputs)
    size_type builtin_data_bytes = 0;    ///< sizeof(TfLite*Params) the parser allocates; 0 = none
    size_type builtin_data_alignment = 1;///< alignof of that struct (its tail alignment)
    std::array<persistent_allocation, max_persistent_allocations> persistent{};  ///< in call order
    size_type persistent_count = 0;
    std::array<size_type, max_scratch_requests> scratch{};  ///< RequestScratchBufferInArena sizes, in order
    size_type scratch_count = 0;
    std::array<temp_tensor, max_temp_tensors> temps{};  ///< Prepare's temporary tensors, in call order
    size_type temp_count = 0;
    bool temps_modelled = true;          ///< false: this row does not list its Prepare temporaries
    std::string_view source{};           ///< the tflite-micro file(s) that allocate them
    /// The kernel writes more scratch than it requests (a known bug of the pinned kernel library,
    /// e.g. CMSIS-NN#243): TFLM plans the request, which `scratch` holds; netmem's own plan reserves
    /// what the kernel writes (deploy/kernel_scratch.hpp).
    bool kernel_overruns_scratch = false;

    /// Sum of the persistent allocations as requested (the oracle's op.<i>.persistent_requested_bytes).
    constexpr size_type persistent_requested_bytes() const noexcept {
        size_type sum = 0;
        for (size_type i = 0; i < persistent_count; ++i)
            sum = checked_add(sum, persistent[static_cast<std::size_t>(i)].bytes);
        return sum;
    }
    /// Sum of each persistent allocation rounded up to 16: the tail they take when the tail is
    /// 16-aligned before the first (the oracle's op.<i>.persistent_bytes for every op whose first
    /// allocation does not follow a non-16-aligned one).
    constexpr size_type persistent_rounded_bytes() const noexcept {
        size_type sum = 0;
        for (size_type i = 0; i < persistent_count; ++i)
            sum = checked_add(sum, round_up(persistent[static_cast<std::size_t>(i)].bytes, arena_buffer_alignment));
        return sum;
    }
    /// Sum of the scratch requests before rounding (the oracle's op.<i>.scratch_bytes).
    constexpr size_type scratch_bytes() const noexcept {
        size_type sum = 0;
        for (size_type i = 0; i < scratch_count; ++i) sum = checked_add(sum, scratch[static_cast<std::size_t>(i)]);
        return sum;
    }

    constexpr void add_persistent(allocation_phase phase, size_type bytes) noexcept {
        persistent[static_cast<std::size_t>(persistent_count++)] = {phase, bytes};
    }
    constexpr void add_scratch(size_type bytes) noexcept { scratch[static_cast<std::size_t>(scratch_count++)] = bytes; }
    /// A temporary tensor with `scales` quantization scales, after the Prepare persistent
    /// allocations listed so far.
    constexpr void add_temp(size_type scales) noexcept {
        size_type prepared = 0;
        for (size_type i = 0; i < persistent_count; ++i)
            if (persistent[static_cast<std::size_t>(i)].phase == allocation_phase::prepare) ++prepared;
        temps[static_cast<std::size_t>(temp_count++)] = {scales, prepared};
    }
};

namespace detail {

using layout = struct_layout;

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
    f.add_temp(activation_scales(op.input_type));
    f.add_temp(weight_scales(op));
    if (op.has_bias) f.add_temp(bias_scales(op));
    f.add_temp(activation_scales(op.output_type));
}

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

/// kMaxInputNum (kernels/concatenation.cc): CONCATENATION's Prepare fails with more inputs.
inline constexpr size_type concatenation_max_inputs = 10;

/// LUTSize<int16_t>() (tensorflow/lite/kernels/internal/common.h): 513 entries.
inline constexpr size_type int16_lut_entries = 513;

// ---- rows ------------------------------------------------------------------------------------

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

/// The kernel_call CMSIS-NN's get_buffer_size functions get from TFLM's cmsis_nn Prepare: input
/// (N, H, W, C) = input dims 0..3, filter (K_h, K_w) = weights dims 1, 2 (pooling: the window),
/// output (H_o, W_o, C) = output dims 1..3, padding = TFLM's computed padding before
/// (ComputePaddingHeightWidth: from the output size TFLM computes itself).
constexpr kernel_call cmsis_nn_window_call(const tflm_operator& op, kernel_operation operation) noexcept {
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



/// CONV_2D. reference: kernels/conv.cc + conv_common.cc (ConvInit: OpDataConv; ConvPrepare: two
/// int32 arrays of C_out = weights dim 0, for every input type). cmsis_nn: kernels/cmsis_nn/conv.cc
/// (Init: OpData; Prepare: the two arrays for int8 / int16 input only; scratch
/// arm_convolve_wrapper_s8_get_buffer_size for int8, arm_convolve_wrapper_s16_get_buffer_size for
/// int16 with an int64 bias or none; requested only when > 0).
constexpr void conv_2d_row(const tflm_operator& op, kernel_library kernels, const target_abi& a,
                           tflm_operator_facts& f) noexcept {
    const size_type channels = quantized_channels(op);
    const bool cmsis = is_cmsis_nn(kernels);
    f.source = cmsis ? "tensorflow/lite/micro/kernels/cmsis_nn/conv.cc, kernels/conv_common.cc"
                     : "tensorflow/lite/micro/kernels/conv.cc, kernels/conv_common.cc";
    f.add_persistent(allocation_phase::init, cmsis ? cmsis_nn_op_data_conv(a).bytes() : op_data_conv(a).bytes());
    // Prepare's own temporaries: reference output, input, filter; cmsis_nn input, filter, output
    // (its bias lookup asks for output 2, which does not exist).
    if (cmsis) {
        f.add_temp(activation_scales(op.input_type));
        f.add_temp(weight_scales(op));
        f.add_temp(activation_scales(op.output_type));
    } else {
        f.add_temp(activation_scales(op.output_type));
        f.add_temp(activation_scales(op.input_type));
        f.add_temp(weight_scales(op));
    }
    if (!cmsis || is_quantized(op.input_type)) {
        f.add_persistent(allocation_phase::prepare, checked_multiply(channels, 4));
        f.add_persistent(allocation_phase::prepare, checked_multiply(channels, 4));
    }
    input_filter_bias_output_temps(op, f);  // CalculateOpDataConv
    if (!cmsis) return;
    size_type scratch = 0;
    const kernel_call k = cmsis_nn_window_call(op, kernel_operation::convolution);
    if (op.input_type == data_type::int8) {
        // arm_nn_is_convolve_1x1 and arm_nn_is_convolve_1_x_n also require input C == filter C
        // (no groups); otherwise the generic im2col size (columns K_h K_w C_in).
        const bool grouped = op.weights[3] != op.input[3];
        if (!grouped) scratch = cmsis_nn::convolve_wrapper_s8(k, kernels);
        else scratch = kernels == kernel_library::cmsis_nn_mve ? cmsis_nn::convolve_s8_mve(k) : cmsis_nn::convolve_s8_dsp(k);
    } else if (op.input_type == data_type::int16 && (!op.has_bias || op.bias_type != data_type::int32)) {
        scratch = kernel_scratch_bytes(k, kernels, data_type::int16);
    }
    if (scratch > 0) f.add_scratch(scratch);
}

/// DEPTHWISE_CONV_2D. reference: kernels/depthwise_conv.cc + depthwise_conv_common.cc (Init:
/// OpDataConv; Prepare: two int32 arrays of C_out = weights dim 3, every input type). cmsis_nn:
/// kernels/cmsis_nn/depthwise_conv.cc (Init: OpData; Prepare: the arrays for int8 / int16 input;
/// scratch arm_depthwise_conv_wrapper_s8_get_buffer_size for int8 input only, when > 0).
constexpr void depthwise_conv_2d_row(const tflm_operator& op, kernel_library kernels, const target_abi& a,
                                     tflm_operator_facts& f) noexcept {
    const size_type channels = quantized_channels(op);
    const bool cmsis = is_cmsis_nn(kernels);
    f.source = cmsis ? "tensorflow/lite/micro/kernels/cmsis_nn/depthwise_conv.cc, kernels/depthwise_conv_common.cc"
                     : "tensorflow/lite/micro/kernels/depthwise_conv.cc, kernels/depthwise_conv_common.cc";
    f.add_persistent(allocation_phase::init, cmsis ? cmsis_nn_op_data_conv(a).bytes() : op_data_conv(a).bytes());
    // Prepare's own temporaries: reference output, input, filter; cmsis_nn input, filter, output.
    if (cmsis) {
        f.add_temp(activation_scales(op.input_type));
        f.add_temp(weight_scales(op));
        f.add_temp(activation_scales(op.output_type));
    } else {
        f.add_temp(activation_scales(op.output_type));
        f.add_temp(activation_scales(op.input_type));
        f.add_temp(weight_scales(op));
    }
    if (!cmsis || is_quantized(op.input_type)) {
        f.add_persistent(allocation_phase::prepare, checked_multiply(channels, 4));
        f.add_persistent(allocation_phase::prepare, checked_multiply(channels, 4));
    }
    input_filter_bias_output_temps(op, f);  // CalculateOpDataDepthwiseConv
    if (!cmsis || op.input_type != data_type::int8) return;
    const size_type scratch =
        cmsis_nn::depthwise_conv_wrapper_s8(cmsis_nn_window_call(op, kernel_operation::depthwise_convolution), kernels);
    if (scratch > 0) f.add_scratch(scratch);
}

/// FULLY_CONNECTED. reference: kernels/fully_connected.cc + fully_connected_common.cc (Init:
/// OpDataFullyConnected; Prepare, CalculateOpDataFullyConnected: two int32 arrays of the weights'
/// scale count when it is > 1, i.e. per-channel). cmsis_nn: kernels/cmsis_nn/fully_connected.cc
/// (Init: OpData; the same arrays; int8 input, int8 weights: when the output has more than 2
/// dimensions and the accumulation depth (weights' last dimension) is a multiple of 4, a per-tensor
/// op requests output_depth x 8 bytes (faked per-channel parameters) and then
/// arm_convolve_1x1_s8_fast_get_buffer_size (0 except DSP); otherwise
/// arm_fully_connected_s8_get_buffer_size = output_depth x 4 with MVE, 0 else (KERNELS_OPTIMIZED_FOR_SPEED,
/// TFLM's Makefile default, turns the MVE buffer into a persistent one of the same size for constant
/// weights); int16: arm_fully_connected_s16_get_buffer_size = 0).
constexpr void fully_connected_row(const tflm_operator& op, kernel_library kernels, const target_abi& a,
                                   tflm_operator_facts& f) noexcept {
    const bool cmsis = is_cmsis_nn(kernels);
    f.source = cmsis ? "tensorflow/lite/micro/kernels/cmsis_nn/fully_connected.cc, kernels/fully_connected_common.cc"
                     : "tensorflow/lite/micro/kernels/fully_connected.cc, kernels/fully_connected_common.cc";
    f.add_persistent(allocation_phase::init,
                     cmsis ? cmsis_nn_op_data_fully_connected(a).bytes() : op_data_fully_connected(a).bytes());
    // Prepare's temporaries (input, filter, bias, output), all before CalculateOpDataFullyConnected.
    f.add_temp(activation_scales(op.input_type));
    f.add_temp(weight_scales(op));
    if (op.has_bias) f.add_temp(bias_scales(op));
    f.add_temp(activation_scales(op.output_type));
    const bool per_channel = is_quantized(op.input_type) &&
                             op.quantization == quantization_granularity::per_channel && op.weights[0] > 1;
    if (per_channel) {
        f.add_persistent(allocation_phase::prepare, checked_multiply(op.weights[0], 4));
        f.add_persistent(allocation_phase::prepare, checked_multiply(op.weights[0], 4));
    }
    if (!cmsis || op.input_type != data_type::int8) return;
    const size_type accumulation_depth = op.weights.last();
    const size_type output_depth = op.output.last();
    if (op.output.rank > 2 && accumulation_depth % 4 == 0) {
        if (!per_channel) f.add_scratch(checked_multiply(output_depth, 8));
        // arm_convolve_1x1_s8_fast_get_buffer_size: DSP only (ArmClang >= 6.10.50 builds; 0 with GCC)
        return;
    }
    if (kernels == kernel_library::cmsis_nn_mve) f.add_persistent(allocation_phase::prepare, checked_multiply(output_depth, 4));
}

/// AVERAGE_POOL_2D, MAX_POOL_2D. reference: kernels/pooling.cc (PoolInit: OpDataPooling; Prepare
/// allocates nothing). cmsis_nn: kernels/cmsis_nn/pooling.cc (Init: OpData; AveragePrepare for int8 /
/// int16 input: arm_avgpool_s8/_s16_get_buffer_size(output width, channels), requested when > 0:
/// C x 4 with DSP, 0 otherwise).
constexpr void pooling_row(const tflm_operator& op, kernel_library kernels, const target_abi& a,
                           tflm_operator_facts& f) noexcept {
    const bool cmsis = is_cmsis_nn(kernels);
    f.source = cmsis ? "tensorflow/lite/micro/kernels/cmsis_nn/pooling.cc" : "tensorflow/lite/micro/kernels/pooling.cc";
    f.add_persistent(allocation_phase::init, cmsis ? cmsis_nn_op_data_pooling(a).bytes() : op_data_pooling(a).bytes());
    // PoolingPrepare (pooling_common.cc): input, output; cmsis_nn AveragePrepare then takes both again.
    const size_type repeats = cmsis && op.kind == builtin_operator::average_pool_2d ? 2 : 1;
    for (size_type r = 0; r < repeats; ++r) {
        f.add_temp(activation_scales(op.input_type));
        f.add_temp(activation_scales(op.output_type));
    }
    if (!cmsis || op.kind != builtin_operator::average_pool_2d || !is_quantized(op.input_type)) return;
    if (kernels == kernel_library::cmsis_nn_dsp) f.add_scratch(checked_multiply(op.output[3], 4));
}

/// ADD, SUB, MUL Prepare's temporaries (add_common.cc AddPrepare, sub_common.cc SubPrepare,
/// mul_common.cc CalculateOpDataMul; cmsis_nn/add.cc PrepareAdd): input 1, input 2, output.
constexpr void binary_temps(const tflm_operator& op, tflm_operator_facts& f) noexcept {
    f.add_temp(activation_scales(op.input_type));
    f.add_temp(activation_scales(op.input_type));
    f.add_temp(activation_scales(op.output_type));
}
/// Prepare's temporaries of the one-input ops (quantize_common.cc, dequantize_common.cc,
/// logistic_common.cc, activations_common.cc ReluPrepare, hard_swish_common.cc,
/// leaky_relu_common.cc, squeeze.cc, reshape_common.cc): input, output.
constexpr void unary_temps(const tflm_operator& op, tflm_operator_facts& f) noexcept {
    f.add_temp(activation_scales(op.input_type));
    f.add_temp(activation_scales(op.output_type));
}

/// ADD. reference: kernels/add.cc (AddInit: OpDataAdd); cmsis_nn: kernels/cmsis_nn/add.cc (OpData,
/// same fields). Prepare: temporaries only (binary_temps).
constexpr void add_row(const tflm_operator& op, kernel_library kernels, const target_abi& a,
                       tflm_operator_facts& f) noexcept {
    f.source = is_cmsis_nn(kernels) ? "tensorflow/lite/micro/kernels/cmsis_nn/add.cc" : "tensorflow/lite/micro/kernels/add.cc";
    f.add_persistent(allocation_phase::init, op_data_add(a).bytes());
    binary_temps(op, f);
}

/// RESHAPE. kernels/reshape.cc: registered without Init; Prepare allocates nothing unless an output
/// dimension is -1 (reshape_stretch).
constexpr void reshape_stretch(const tflm_operator& op, tflm_operator_facts& f) noexcept;
constexpr void reshape_row(const tflm_operator& op, kernel_library, const target_abi&, tflm_operator_facts& f) noexcept {
    f.source = "tensorflow/lite/micro/kernels/reshape.cc, kernels/reshape_common.cc";
    unary_temps(op, f);
    reshape_stretch(op, f);
}

/// SOFTMAX. reference: kernels/softmax.cc + softmax_common.cc (SoftmaxInit: SoftmaxParams;
/// SoftmaxPrepare, int16 input: two int16 lookup tables of LUTSize<int16_t>() = 513 entries).
/// cmsis_nn: kernels/cmsis_nn/softmax.cc (Init: CMSISNNSoftmaxParams; Prepare: the same tables).
constexpr void softmax_row(const tflm_operator& op, kernel_library kernels, const target_abi& a,
                           tflm_operator_facts& f) noexcept {
    const bool cmsis = is_cmsis_nn(kernels);
    f.source = cmsis ? "tensorflow/lite/micro/kernels/cmsis_nn/softmax.cc, kernels/softmax_common.cc"
                     : "tensorflow/lite/micro/kernels/softmax.cc, kernels/softmax_common.cc";
    f.add_persistent(allocation_phase::init, cmsis ? cmsis_nn_softmax_params(a).bytes() : softmax_op_params(a).bytes());
    unary_temps(op, f);  // input, output, before the tables
    if (op.input_type == data_type::int16) {
        f.add_persistent(allocation_phase::prepare, checked_multiply(int16_lut_entries, 2));
        f.add_persistent(allocation_phase::prepare, checked_multiply(int16_lut_entries, 2));
    }
}


/// A row whose kernel makes one Init allocation and nothing else (the ops below, every kernel
/// set: none of them has a cmsis_nn file with another OpData).
constexpr void init_only_row(size_type bytes, std::string_view source, tflm_operator_facts& f) noexcept {
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
        f.add_temp(activation_scales(op.input_type));
        f.add_temp(0);
        if (op.input_type == data_type::int8) f.add_temp(activation_scales(op.output_type));
    };
    if (op.kind == builtin_operator::reduce_max) prepare_simple();
    f.add_temp(activation_scales(op.input_type));
    f.add_temp(activation_scales(op.output_type));
    f.add_temp(0);  // the int32 axis constant
    if (op.kind != builtin_operator::reduce_max) prepare_simple();
    if (op.kind != builtin_operator::reduce_max && is_quantized(op.input_type))
        f.add_scratch(checked_multiply(op.output.elements(), 4));
    f.add_scratch(checked_multiply(op.input.rank, 4));
    f.add_scratch(checked_multiply(op.axis_count, 4));
}

/// TRANSPOSE_CONV. reference: kernels/transpose_conv.cc (Init: OpData; Prepare: two int32 arrays of
/// C_out = weights dim 0, every type; int8 input: an int32 scratch of output elements; int16 input:
/// an int64 scratch of output elements, and with an int16 bias an int64 copy of the bias).
/// cmsis_nn: kernels/cmsis_nn/transpose_conv.cc (Init: its OpData; the arrays; int8:
/// arm_transpose_conv_s8_get_buffer_size and arm_transpose_conv_s8_get_reverse_conv_buffer_size,
/// both requested even when 0 (CMSIS-NN Source/ConvolutionFunctions/
/// arm_transpose_conv_get_buffer_sizes_s8.c: with stride <= 2 and input C > 16
/// (REVERSE_TCOL_EFFICIENT_THRESHOLD) the im2col size of a convolution over the input upsampled by
/// the stride, and C_in K_w K_h C_out; else ((W_in - 1) stride_w + max(K_w, stride_h)) C_out
/// max(K_h, stride_h) int32 and 0); int16 as the reference).
constexpr void transpose_conv_row(const tflm_operator& op, kernel_library kernels, const target_abi& a,
                                  tflm_operator_facts& f) noexcept {
    const bool cmsis = is_cmsis_nn(kernels);
    f.source = cmsis ? "tensorflow/lite/micro/kernels/cmsis_nn/transpose_conv.cc"
                     : "tensorflow/lite/micro/kernels/transpose_conv.cc";
    f.add_persistent(allocation_phase::init,
                     cmsis ? cmsis_nn_op_data_transpose_conv(a).bytes() : op_data_transpose_conv(a).bytes());
    const size_type channels = op.weights[0];
    // Prepare: output, input, filter; the two arrays; CalculateOpData (integer types): input,
    // filter, bias, output (reference and cmsis_nn alike).
    f.add_temp(activation_scales(op.output_type));
    f.add_temp(activation_scales(op.input_type));
    f.add_temp(weight_scales(op));
    f.add_persistent(allocation_phase::prepare, checked_multiply(channels, 4));
    f.add_persistent(allocation_phase::prepare, checked_multiply(channels, 4));
    if (op.input_type != data_type::float32) input_filter_bias_output_temps(op, f);
    if (op.input_type == data_type::int8) {
        if (!cmsis) {
            f.add_scratch(checked_multiply(op.output.elements(), 4));
            return;
        }
        const size_type input_channels = op.input[3];
        const size_type kernel_h = op.weights[1], kernel_w = op.weights[2];
        const bool reverse = op.stride_width <= 2 && op.stride_height <= 2 && input_channels > 16;
        if (reverse) {
            kernel_call upsampled{};
            upsampled.operation = kernel_operation::convolution;
            upsampled.input_channels = input_channels;
            upsampled.filter_height = kernel_h;
            upsampled.filter_width = kernel_w;
            f.add_scratch(kernels == kernel_library::cmsis_nn_mve ? cmsis_nn::convolve_s8_mve(upsampled)
                                                                  : cmsis_nn::convolve_s8_dsp(upsampled));
            f.add_scratch(checked_product(input_channels, kernel_w, kernel_h, channels));
        } else {
            const size_type buffer_x = checked_multiply(
                checked_add(checked_multiply(op.input[2] - 1, op.stride_width),
                            kernel_w > op.stride_height ? kernel_w : op.stride_height),
                op.output[3]);
            const size_type buffer_y = kernel_h > op.stride_height ? kernel_h : op.stride_height;
            f.add_scratch(checked_product(buffer_x, buffer_y, 4));
            f.add_scratch(0);
            // CMSIS-NN#243: arm_transpose_conv_s8 uses the width stride where the sizing uses s_h.
            const size_type written_x = checked_multiply(
                checked_add(checked_multiply(op.input[2] - 1, op.stride_width),
                            kernel_w > op.stride_width ? kernel_w : op.stride_width),
                op.output[3]);
            f.kernel_overruns_scratch = written_x > buffer_x;
        }
        return;
    }
    if (op.input_type == data_type::int16) {
        f.add_scratch(checked_multiply(op.output.elements(), 8));
        if (op.has_bias && op.bias_type == data_type::int16) f.add_scratch(checked_multiply(op.weights[0], 8));
    }
}

/// UNIDIRECTIONAL_SEQUENCE_LSTM. reference: kernels/unidirectional_sequence_lstm.cc (Init: OpDataLSTM;
/// Prepare: 4 scratch buffers of batch x state dimension x sizeof(cell state), the cell state being
/// int16 for quantized and float32 for float models). cmsis_nn:
/// kernels/cmsis_nn/unidirectional_sequence_lstm.cc (Init: OpData {OpDataLSTM, cmsis_nn_lstm_params};
/// int8 or int16 input with an int16 cell state: 8 kernel-sum arrays of state dimension x
/// sizeof(bias type) (int32 for int8, int64 for int16 input) and 3 scratch buffers; otherwise 4).
/// Batch = input dim 1 when time-major, else dim 0; state dimension = the output's last dimension.
constexpr void unidirectional_sequence_lstm_row(const tflm_operator& op, kernel_library kernels,
                                                const target_abi& a, tflm_operator_facts& f) noexcept {
    const bool cmsis = is_cmsis_nn(kernels);
    f.source = cmsis ? "tensorflow/lite/micro/kernels/cmsis_nn/unidirectional_sequence_lstm.cc"
                     : "tensorflow/lite/micro/kernels/unidirectional_sequence_lstm.cc, kernels/lstm_eval.h";
    f.add_persistent(allocation_phase::init, cmsis ? cmsis_nn_op_data_lstm(a).bytes() : op_data_lstm(a).bytes());
    f.temps_modelled = false;  // its Prepare's temporaries (24 inputs, intermediates) are not listed
    const size_type batch = op.time_major ? op.input[1] : op.input[0];
    const size_type state = op.output.last();
    const bool float_cell = op.input_type == data_type::float32;
    const size_type cell_bytes = float_cell ? 4 : 2;
    size_type buffers = 4;
    if (cmsis && is_quantized(op.input_type)) {
        const size_type bias_bytes = op.input_type == data_type::int8 ? 4 : 8;
        for (int i = 0; i < 8; ++i) f.add_persistent(allocation_phase::prepare, checked_multiply(state, bias_bytes));
        buffers = 3;
    }
    for (size_type i = 0; i < buffers; ++i) f.add_scratch(checked_product(batch, state, cell_bytes));
}

/// SVDF. reference: kernels/svdf.cc (InitSvdf: OpDataSvdf) + kernels/svdf_common.cc (PrepareSvdf:
/// int8 input: scratch of batch x filters int32 and batch x units int32; float: batch x filters
/// float). cmsis_nn: kernels/cmsis_nn/svdf.cc (Init: CmsisNnOpDataSvdf; the same scratch; int8:
/// arm_svdf_s8_get_buffer_size(filters) bytes of kernel sums as a persistent buffer when > 0:
/// CMSIS-NN Source/SVDFunctions/arm_svdf_get_buffer_sizes_s8.c, 0 without MVE, filters x int32
/// with MVE). filters = weights_feature dimension 0, batch = input dimension 0, units = the
/// output's last dimension. The state (input 4) is a variable tensor: the allocator's, not the
/// kernel's (tflm.hpp report_of, variable buffers).
constexpr void svdf_row(const tflm_operator& op, kernel_library kernels, const target_abi& a,
                        tflm_operator_facts& f) noexcept {
    const bool cmsis = is_cmsis_nn(kernels);
    f.source = cmsis ? "tensorflow/lite/micro/kernels/cmsis_nn/svdf.cc"
                     : "tensorflow/lite/micro/kernels/svdf.cc, kernels/svdf_common.cc";
    f.add_persistent(allocation_phase::init, cmsis ? cmsis_nn_op_data_svdf(a).bytes() : op_data_svdf(a).bytes());
    const size_type batch = op.input[0];
    const size_type filters = op.weights[0];
    const size_type units = op.output.last();
    // Prepare's temporaries (svdf_common.cc PrepareSvdf, cmsis_nn/svdf.cc CmsisNnPrepareSvdf): input,
    // weights_feature, weights_time, bias (when present), the state, output; one scale each in an
    // int8 model (int16 time weights and state, int32 bias), none in a float one.
    const size_type scales = is_quantized(op.input_type) ? 1 : 0;
    for (int i = 0; i < 3; ++i) f.add_temp(scales);
    if (op.has_bias) f.add_temp(scales);
    f.add_temp(scales);
    f.add_temp(scales);
    if (op.input_type == data_type::int8) {
        f.add_scratch(checked_product(batch, filters, 4));
        f.add_scratch(checked_product(batch, units, 4));
        if (kernels == kernel_library::cmsis_nn_mve) f.add_persistent(allocation_phase::prepare, checked_multiply(filters, 4));
        return;
    }
    if (op.input_type == data_type::float32) {
        f.add_scratch(checked_product(batch, filters, 4));
        return;
    }
    f.modelled = false;  // PrepareSvdf: only int8 and float32 inputs
    f.rejected_by_tflm = true;
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
}  // namespace detail

/// What TFLM allocates for `op` with `kernels` on `target` (see the file comment).
constexpr tflm_operator_facts tflm_operator_facts_of(const tflm_operator& op, kernel_library kernels,
                                                     const target_abi& target) noexcept {
    tflm_operator_facts f{};
    const detail::layout params = detail::builtin_data(op.kind, target);
    f.builtin_data_bytes = params.bytes();
    f.builtin_data_alignment = params.alignment();
    switch (op.kind) {
        case builtin_operator::conv_2d: detail::conv_2d_row(op, kernels, target, f); break;
        case builtin_operator::depthwise_conv_2d: detail::depthwise_conv_2d_row(op, kernels, target, f); break;
        case builtin_operator::fully_connected: detail::fully_connected_row(op, kernels, target, f); break;
        case builtin_operator::average_pool_2d:
        case builtin_operator::max_pool_2d: detail::pooling_row(op, kernels, target, f); break;
        case builtin_operator::add: detail::add_row(op, kernels, target, f); break;
        case builtin_operator::reshape: detail::reshape_row(op, kernels, target, f); break;
        case builtin_operator::softmax: detail::softmax_row(op, kernels, target, f); break;
        case builtin_operator::mul:
            detail::init_only_row(detail::op_data_mul(target).bytes(),
                                  "tensorflow/lite/micro/kernels/mul.cc, kernels/mul_common.cc (cmsis_nn/mul.cc: same)", f);
            detail::binary_temps(op, f);
            break;
        case builtin_operator::sub:
            detail::init_only_row(detail::op_data_sub(target).bytes(), "tensorflow/lite/micro/kernels/sub.cc", f);
            detail::binary_temps(op, f);
            break;
        case builtin_operator::concatenation:
            detail::init_only_row(detail::op_data_concatenation(target).bytes(),
                                  "tensorflow/lite/micro/kernels/concatenation.cc", f);
            // ConcatenationPrepare: TF_LITE_ENSURE(num_inputs <= kMaxInputNum = 10).
            if (op.input_count > detail::concatenation_max_inputs) {
                f.rejected_by_tflm = true;
                f.modelled = false;
                break;
            }
            // Temporaries: input 0, output, then every input.
            f.add_temp(detail::activation_scales(op.input_type));
            f.add_temp(detail::activation_scales(op.output_type));
            for (size_type i = 0; i < op.input_count; ++i) f.add_temp(detail::activation_scales(op.input_type));
            break;
        case builtin_operator::pad:
        case builtin_operator::padv2:  // Register_PADV2: PadInit, PadPrepare as PAD's
            detail::init_only_row(detail::op_data_pad(target).bytes(),
                                  "tensorflow/lite/micro/kernels/pad.cc, kernels/pad_common.cc (cmsis_nn/pad.cc: same)", f);
            // PadPrepare: input, paddings (int32), the optional constant value, output.
            f.add_temp(detail::activation_scales(op.input_type));
            f.add_temp(0);
            if (op.input_count > 2) f.add_temp(detail::activation_scales(op.input_type));
            f.add_temp(detail::activation_scales(op.output_type));
            break;
        case builtin_operator::quantize:
            detail::init_only_row(detail::op_data_quantize(target).bytes(), "tensorflow/lite/micro/kernels/quantize.cc", f);
            detail::unary_temps(op, f);
            break;
        case builtin_operator::dequantize:
            detail::init_only_row(detail::op_data_dequantize(target).bytes(),
                                  "tensorflow/lite/micro/kernels/dequantize.cc", f);
            detail::unary_temps(op, f);
            break;
        case builtin_operator::logistic:
            detail::init_only_row(detail::op_data_logistic(target).bytes(), "tensorflow/lite/micro/kernels/logistic.cc", f);
            detail::unary_temps(op, f);
            break;
        case builtin_operator::tanh:
            detail::init_only_row(detail::op_data_logistic(target).bytes(), "tensorflow/lite/micro/kernels/tanh.cc", f);
            f.add_temp(detail::activation_scales(op.input_type));  // TanhPrepare, then CalculateArithmeticOpData
            detail::unary_temps(op, f);
            break;
        case builtin_operator::relu:
            detail::init_only_row(detail::op_data_relu(target).bytes(), "tensorflow/lite/micro/kernels/activations.cc", f);
            detail::unary_temps(op, f);
            break;
        case builtin_operator::relu6:
            detail::init_only_row(detail::op_data_relu6(target).bytes(), "tensorflow/lite/micro/kernels/activations.cc", f);
            f.add_temp(detail::activation_scales(op.input_type));  // Relu6Prepare: the input only
            break;
        case builtin_operator::hard_swish:
            detail::init_only_row(detail::hard_swish_params(target).bytes(),
                                  "tensorflow/lite/micro/kernels/hard_swish.cc", f);
            detail::unary_temps(op, f);
            break;
        case builtin_operator::leaky_relu:
            detail::init_only_row(detail::op_data_leaky_relu(target).bytes(),
                                  "tensorflow/lite/micro/kernels/leaky_relu.cc", f);
            detail::unary_temps(op, f);
            break;
        case builtin_operator::strided_slice:
            detail::init_only_row(detail::strided_slice_op_params(target).bytes(),
                                  "tensorflow/lite/micro/kernels/strided_slice.cc, kernels/strided_slice_common.cc", f);
            // StridedSliceContext: input, begin, end, strides (int32), output.
            f.add_temp(detail::activation_scales(op.input_type));
            for (int i = 0; i < 3; ++i) f.add_temp(0);
            f.add_temp(detail::activation_scales(op.output_type));
            break;
        case builtin_operator::squeeze:
            f.source = "tensorflow/lite/micro/kernels/squeeze.cc (no Init)";
            detail::unary_temps(op, f);
            break;
        case builtin_operator::transpose:
            f.source = "tensorflow/lite/micro/kernels/transpose.cc (cmsis_nn/transpose.cc; no Init)";
            // TransposeContext (transpose.h): input, perm (int32), output.
            f.add_temp(detail::activation_scales(op.input_type));
            f.add_temp(0);
            f.add_temp(detail::activation_scales(op.output_type));
            break;
        case builtin_operator::mean:
        case builtin_operator::sum:
        case builtin_operator::reduce_max: detail::mean_row(op, target, f); break;
        case builtin_operator::transpose_conv: detail::transpose_conv_row(op, kernels, target, f); break;
        case builtin_operator::unidirectional_sequence_lstm:
            detail::unidirectional_sequence_lstm_row(op, kernels, target, f);
            break;
        case builtin_operator::svdf: detail::svdf_row(op, kernels, target, f); break;
        default: f.modelled = false; break;
    }
    return f;
}

/// The same for the oracle ABI with `pointer_bits`-bit pointers (32: abi::ilp32_i386, 64: abi::lp64).
constexpr tflm_operator_facts tflm_operator_facts_of(const tflm_operator& op, kernel_library kernels,
                                                     size_type pointer_bits) noexcept {
    return tflm_operator_facts_of(op, kernels, abi_for_pointer_bits(pointer_bits));
}

}  // namespace netmem::tflm
