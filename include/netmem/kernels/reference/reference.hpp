// netmem/kernels/reference/reference.hpp
// TFLM's reference kernels (tensorflow/lite/micro/kernels/<op>.cc at tflite-micro 90b983c2, a build
// without OPTIMIZED_KERNEL_DIR) as a kernel library: kernel_library_model<kernel_library::reference>.
//
// Scratch of one kernel call, bytes (netmem's own plan; what TFLM's reference kernels request in
// TFLM is kernels/reference/tflm_kernels.hpp):
// | kernel                               | int8                             | int16                            | other |
// |--------------------------------------|----------------------------------|----------------------------------|-------|
// | TRANSPOSE_CONV (kernels/transpose_conv.cc) | N H_o W_o C_out 4 (int32 accumulators) | N H_o W_o C_out 8 (int64), + C_out 8 with an int16 bias (kernels/detail/transpose_conv_s16.hpp) | 0 |
// | UNIDIRECTIONAL_SEQUENCE_LSTM (kernels/unidirectional_sequence_lstm.cc) | 4 gate buffers of N units 2 | 4 of N units 2 | float32: 4 of N units 4 |
// | every other kernel                   | 0                                | 0                                | 0     |
#pragma once


#include <netmem/core/cpu_core.hpp>
#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/name_view.hpp>
#include <netmem/kernels/detail/lstm_gates.hpp>
#include <netmem/kernels/detail/transpose_conv_s16.hpp>
#include <netmem/kernels/kernel_library_model.hpp>

namespace netmem {

template <>
struct kernel_library_model<kernel_library::reference> {
    static constexpr bool modelled = true;
    static constexpr name_view name = "reference";
    /// Every core: TFLM's reference kernels are plain C++ (tensorflow/lite/micro/kernels/*.cc).
    static constexpr bool runs_on(cpu_core) noexcept { return true; }
    static constexpr size_type scratch_bytes(const kernel_call& k, data_type activations, size_type alignment) noexcept {
        if (k.operation == kernel_operation::lstm_gates) return detail::lstm_gate_scratch_bytes(k, activations, alignment, 4);
        if (k.operation != kernel_operation::transpose_convolution) return 0;
        const size_type outputs = checked_product(k.batches, k.output_height, k.output_width, k.output_channels);
        switch (activations) {
            case data_type::int8: return checked_multiply(outputs, 4);
            case data_type::int16: return detail::transpose_conv_s16_scratch_bytes(k, alignment);
            default: return 0;
        }
    }
};

}  // namespace netmem
