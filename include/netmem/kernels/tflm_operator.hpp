// netmem/kernels/tflm_operator.hpp
// TFLM's operator API as netmem models it: one operator as TFLM sees it (`tflm_operator`: its
// kind, tensors' types and shapes, builtin options) and what TFLM allocates for it (a row of the
// operator table: `tflm_operator_facts`), plus the customization point through which a kernel
// library answers for its kernels (`tflm_kernels<L>`).
//
// What TFLM allocates for one operator, in the order it does it (MicroInterpreter::AllocateTensors,
// tensorflow/lite/micro/micro_interpreter.cc and micro_interpreter_graph.cc, tflite-micro 90b983c2):
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
// Where the rows are: the operator table is detail/tflm_operators.hpp (tflm_operator_facts_of): the
// builtin data from kernels/detail/tflm_operator_layouts.hpp, then the kernel library's answer
// (tflm_kernels<L>::requests, in kernels/<library>/tflm_kernels.hpp), which for the kernels a
// library does not replace is TFLM's shared rows (kernels/detail/tflm_operator_rows.hpp).
#pragma once

#include <array>
#include <cstdint>

#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/name_view.hpp>
#include <netmem/kernels/detail/tflm_struct_layout.hpp>

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
    /// CUSTOM (32) with custom_code "ethos-u": the Ethos-U NPU operator Vela writes
    /// (tensorflow/lite/micro/kernels/ethos_u/ethosu.cc; layers/ethos_u_operator.hpp)
    ethos_u = 32,
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
constexpr name_view builtin_name(builtin_operator kind) noexcept {
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
        case builtin_operator::ethos_u: return "CUSTOM:ethos-u";
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
    /// Scales of the quantization of the data input (every data input and same-typed operand: one
    /// count) and of the output, as the file gives them; -1: by the type (detail::activation_scales).
    size_type input_scales = -1, output_scales = -1;
    /// A custom operator (ethos_u) whose kernel is a stub that allocates nothing (the oracles'
    /// --stub-custom-ops; deployment::tflm.stub_custom_ops).
    bool stub_kernel = false;

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
    name_view source{};                  ///< the tflite-micro file(s) that allocate them
    /// The kernel writes more scratch than it requests (a known bug of the pinned kernel library,
    /// e.g. CMSIS-NN#243): TFLM plans the request, which `scratch` holds; netmem's own plan reserves
    /// what the kernel writes (kernels/kernel_scratch.hpp).
    bool kernel_overruns_scratch = false;
    /// With kernel_overruns_scratch: the known issue, by name ("CMSIS-NN#243", "espressif/esp-nn#30").
    name_view known_issue{};

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

template <kernel_library Library>
inline constexpr bool tflm_kernels_placeholder = false;

/// A kernel library's answer to TFLM's operator table: what its kernels allocate for `op` (Init's
/// and Prepare's persistent buffers, Prepare's temporaries, scratch requests, in call order) on
/// the ABI `a`, written into `f`; the builtin data is the table's. A library implements it in
/// kernels/<library>/tflm_kernels.hpp:
///   template <> struct tflm::tflm_kernels<kernel_library::X> {
///       static constexpr bool modelled = true;
///       static constexpr void requests(const tflm_operator& op, const target_abi& a,
///                                      tflm_operator_facts& f) noexcept;
///   };
/// (for the kernels it does not replace, requests calls detail::shared_kernel_row, TFLM's
/// kernels/<op>.cc). The primary template: no model, a compile error naming the library.
template <kernel_library Library>
struct tflm_kernels {
    static constexpr bool modelled = false;
    static constexpr void requests(const tflm_operator&, const target_abi&, tflm_operator_facts&) noexcept {
        static_assert(tflm_kernels_placeholder<Library>,
                      "netmem: tflm::tflm_kernels<L> has no specialization for this kernel library (L in the "
                      "instantiation above): TFLM's operator table does not know what its kernels allocate; write "
                      "one in include/netmem/kernels/<library>/tflm_kernels.hpp");
    }
};

}  // namespace netmem::tflm
