// netmem/layers/detail/recurrent_traits.hpp
// What the recurrent layers and the wrappers around them share: the "is a recurrent layer" trait
// that bidirectional checks, and the input check of every layer that runs over time steps.
#pragma once

#include <cstdint>

#include <netmem/core/diagnostics.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/required_option.hpp>

namespace netmem {

/// The bias vectors of a gated recurrent layer (lstm, gru).
enum class recurrent_bias : std::uint8_t {
    single,  ///< one bias per gate: Keras, DL4J, TFLite (LSTM: 4 * units; GRU reset_after false: 3 * units)
    torch,   ///< PyTorch's two, bias_ih and bias_hh, per gate (LSTM: 8 * units; GRU: 6 * units)
};

}  // namespace netmem

namespace netmem::detail {

/// True when layer type L declares `static constexpr bool is_recurrent_layer = true` (lstm,
/// graves_lstm, graves_bidirectional_lstm, simple_rnn, and the wrappers around one of them that
/// keep it recurrent: last_time_step, mask_zero, frozen, frozen_with_backprop).
template <class L>
constexpr bool is_recurrent_layer() noexcept {
    if constexpr (requires { L::is_recurrent_layer; }) return L::is_recurrent_layer;
    else return false;
}

/// The input check of a layer that steps through time: the input is recurrent(size, T) with T >= 1
/// (rules::unsupported_input_kind, rules::recurrent_input_without_time_steps), units >= 1
/// (rules::zero_size), and `widest_factor * T * units`, `4 * units * n_in`, `4 * units * units` and
/// the LSTM parameter count `4 * units * (n_in + units + 1)` fit in 64 bits (rules::size_overflow,
/// rules::size_sum_overflow).
constexpr diagnostic validate_recurrent_input(const input_type& in, size_type units,
                                              size_type widest_factor) noexcept {
    if (const diagnostic unset = require_set(units, required_option::units); !unset.ok()) return unset;
    const diagnostic kind = require_input_kind(in, input_kind::recurrent);
    if (!kind.ok()) return kind;
    const diagnostic basic = first_violation(require_positive(units), require_time_steps(in),
                           require_product_fits(widest_factor, in.time_steps, units),
                           require_product_fits(4, units, in.size), require_product_fits(4, units, units),
                           require_sum_fits(in.size, units, 1));
    if (!basic.ok()) return basic;
    return require_product_fits(4, units, in.size + units + 1);
}

}  // namespace netmem::detail
