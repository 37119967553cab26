// netmem/layers/detail/lstm_memory.hpp
// The memory model shared by DL4J's LSTM-family layers: LSTMHelpers.getMemoryReport (dl4j-memory-formulas#layers),
// used by lstm, graves_lstm and graves_bidirectional_lstm.
//
// With T time steps and n units (element counts per example):
//   A = 4*T*n  (gate pre-activations of the forward pass)
//   F = 6*T*n  (forward-pass arrays kept for backprop: cacheable)
//   B = 6*T*n  (backprop arrays of LSTM) or 9*T*n (GravesLSTM: three more for the peepholes)
//   working memory, inference: A per example
//   working memory, training:  A + F + B per example (cache none), A + B (cache device/host)
//   cache memory:              F per example (cache device/host), 0 (cache none)
// Source: org.deeplearning4j.nn.layers.recurrent.LSTMHelpers.getMemoryReport.
#pragma once

#include <netmem/core/integer.hpp>
#include <netmem/core/memory_type.hpp>
#include <netmem/report/layer_memory_report.hpp>

namespace netmem::detail {

/// B's factor: 6 for LSTM, 9 for GravesLSTM (dl4j-memory-formulas#layers).
inline constexpr size_type lstm_backward_factor = 6;
inline constexpr size_type graves_lstm_backward_factor = 9;

/// Fills the working and cache memory of an LSTM-family report (see the file comment):
/// `time_steps` T, `units` n, `backward_factor` 6 (LSTM) or 9 (GravesLSTM).
constexpr void set_lstm_working_memory(layer_memory_report& report, size_type time_steps, size_type units,
                                       size_type backward_factor) noexcept {
    const size_type step_units = checked_multiply(time_steps, units);
    const size_type forward = checked_multiply(4, step_units);                 // A
    const size_type cached = checked_multiply(6, step_units);                  // F
    const size_type backward = checked_multiply(backward_factor, step_units);  // B
    report.working_memory_variable_inference = forward;
    report.working_memory_variable_training =
        per_cache_mode::split(checked_add(forward, backward), checked_add(checked_add(forward, cached), backward));
    report.cache_memory_variable = per_cache_mode::split(cached, 0);
}

/// GravesLSTM parameters (elements) on n_in inputs: 4*n_in*n (input weights) + n*(4n + 3)
/// (recurrent weights and the three peephole columns) + 4n (biases). Source: DL4J
/// GravesLSTMParamInitializer (dl4j-memory-formulas#parameters).
constexpr size_type graves_lstm_parameters(size_type inputs, size_type units) noexcept {
    return checked_add(checked_add(checked_product(4, inputs, units),
                                   checked_multiply(units, checked_add(checked_multiply(4, units), 3))),
                       checked_multiply(4, units));
}

}  // namespace netmem::detail
