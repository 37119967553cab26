// netmem/kernels/detail/lstm_gates.hpp
// The gate buffers TFLM's UNIDIRECTIONAL_SEQUENCE_LSTM kernels request (kernel_operation::lstm_gates),
// shared by the kernel libraries that run it: `buffers` buffers of N x units cell-state elements
// (batches x output_channels of the kernel call), each but the last rounded up to `alignment`. The
// cell state is int16 for integer activations and float32 for float ones (TFLM supports only these).
// How many buffers is each library's: TFLM's reference kernel (kernels/unidirectional_sequence_lstm.cc)
// 4; its CMSIS-NN kernel (kernels/cmsis_nn/unidirectional_sequence_lstm.cc) 3 for integer activations.
#pragma once

#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>

namespace netmem::detail {

/// Bytes of the `buffers` gate buffers of the LSTM call `k` on `activations` (see the file comment).
constexpr size_type lstm_gate_scratch_bytes(const kernel_call& k, data_type activations, size_type alignment,
                                            size_type buffers) noexcept {
    const size_type cell_bytes = is_integer(activations) ? 2 : 4;
    const size_type buffer = checked_multiply(checked_multiply(k.batches, k.output_channels), cell_bytes);
    return checked_add(checked_multiply(buffers - 1, round_up(buffer, alignment)), buffer);
}

}  // namespace netmem::detail
