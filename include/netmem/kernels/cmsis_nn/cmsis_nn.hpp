// netmem/kernels/cmsis_nn/cmsis_nn.hpp
// CMSIS-NN (ARM-software/CMSIS-NN 4ab83cc3) as a kernel library, in each of its three variants:
// kernel_library_model<cmsis_nn_pure_c>, <cmsis_nn_dsp>, <cmsis_nn_mve>. Which variant a core
// compiles to is core/kernel_selection.hpp's (kernel_library::cmsis_nn itself is resolved there and
// has no model); which cores run each variant is the models' runs_on (kernels/kernel_selection_check.hpp
// asks it). The formulas and their table: kernels/cmsis_nn/scratch.hpp.
//
// Scratch of one kernel call (netmem's own plan), bytes:
// - TRANSPOSE_CONV: int8 the two buffers of arm_transpose_conv_s8 (the im2col-style buffer, what the
//   kernel WRITES where the pinned CMSIS-NN requests less, CMSIS-NN#243, rounded up to `alignment`,
//   then the reversed filter when there is one); int16 N H_o W_o C_out 8, + C_out 8 with an int16 bias
//   (TFLM's reference kernel, which cmsis_nn/transpose_conv.cc runs for int16:
//   kernels/detail/transpose_conv_s16.hpp); other types 0;
// - int8 / uint8: convolution arm_convolve_wrapper_s8, depthwise arm_depthwise_conv_wrapper_s8,
//   fully connected C_out 4 with MVE (0 otherwise), average pooling C 4 with DSP (0 otherwise);
// - int16: cmsis_nn::scratch_s16; float32: cmsis_nn::scratch_f32; other types 0;
// - UNIDIRECTIONAL_SEQUENCE_LSTM (TFLM kernels/cmsis_nn/unidirectional_sequence_lstm.cc): 3 gate
//   buffers for integer activations, 4 for float (TFLM's reference kernel runs it; kernels/detail/lstm_gates.hpp).
#pragma once


#include <netmem/core/cpu_core.hpp>
#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/kernel_selection.hpp>
#include <netmem/core/name_view.hpp>
#include <netmem/kernels/cmsis_nn/scratch.hpp>
#include <netmem/kernels/detail/lstm_gates.hpp>
#include <netmem/kernels/detail/transpose_conv_s16.hpp>
#include <netmem/kernels/kernel_library_model.hpp>

namespace netmem {

namespace cmsis_nn {
/// The model of CMSIS-NN's variant `Variant` (cmsis_nn_pure_c, cmsis_nn_dsp, cmsis_nn_mve).
template <kernel_library Variant>
struct variant_model {
    static constexpr bool modelled = true;
    /// The CMSIS-NN commit these rules were read from (and the oracles are built at).
    static constexpr name_view pinned_source = "CMSIS-NN 4ab83cc3";
    /// The Cortex-M cores whose compiler's feature macros select this variant (CMSIS-NN 4ab83cc3
    /// Include/arm_nn_math_types.h: __ARM_FEATURE_MVE -> MVE, else __ARM_FEATURE_DSP -> DSP, else
    /// pure C; core/kernel_selection.hpp cmsis_nn_variant_of). No other core runs CMSIS-NN.
    static constexpr bool runs_on(cpu_core core) noexcept { return is_cortex_m(core) && cmsis_nn_variant_of(core) == Variant; }
    static constexpr size_type transpose_convolution_bytes(const kernel_call& k, data_type activations,
                                                           size_type alignment) noexcept {
        switch (activations) {
            case data_type::int8: {
                const size_type second = transpose_conv_s8_reverse_buffer(k);
                // What the kernel writes, at least what it requests (CMSIS-NN#243).
                const size_type requested = transpose_conv_s8_buffer(k, Variant);
                const size_type written = transpose_conv_s8_buffer_written(k, Variant);
                const size_type first = written > requested ? written : requested;
                return second > 0 ? checked_add(round_up(first, alignment), second) : first;
            }
            case data_type::int16: return detail::transpose_conv_s16_scratch_bytes(k, alignment);
            default: return 0;
        }
    }
    static constexpr size_type scratch_bytes(const kernel_call& k, data_type activations, size_type alignment) noexcept {
        if (k.operation == kernel_operation::lstm_gates)
            return detail::lstm_gate_scratch_bytes(k, activations, alignment, is_integer(activations) ? 3 : 4);
        if (k.operation == kernel_operation::transpose_convolution)
            return transpose_convolution_bytes(k, activations, alignment);
        switch (activations) {
            case data_type::int8:
            case data_type::uint8:
                switch (k.operation) {
                    case kernel_operation::convolution: return convolve_wrapper_s8(k, Variant);
                    case kernel_operation::depthwise_convolution: return depthwise_conv_wrapper_s8(k, Variant);
                    case kernel_operation::fully_connected:
                        return Variant == kernel_library::cmsis_nn_mve ? checked_multiply(k.output_channels, 4) : 0;
                    case kernel_operation::average_pooling:
                        return Variant == kernel_library::cmsis_nn_dsp ? checked_multiply(k.output_channels, 4) : 0;
                    default: return 0;
                }
            case data_type::int16: return scratch_s16(k, Variant);
            case data_type::float32: return scratch_f32(k, Variant);
            default: return 0;
        }
    }
};
}  // namespace cmsis_nn

template <>
struct kernel_library_model<kernel_library::cmsis_nn_pure_c> : cmsis_nn::variant_model<kernel_library::cmsis_nn_pure_c> {
    static constexpr name_view name = "cmsis_nn_pure_c";
};
template <>
struct kernel_library_model<kernel_library::cmsis_nn_dsp> : cmsis_nn::variant_model<kernel_library::cmsis_nn_dsp> {
    static constexpr name_view name = "cmsis_nn_dsp";
};
template <>
struct kernel_library_model<kernel_library::cmsis_nn_mve> : cmsis_nn::variant_model<kernel_library::cmsis_nn_mve> {
    static constexpr name_view name = "cmsis_nn_mve";
};

}  // namespace netmem
