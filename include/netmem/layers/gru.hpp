// netmem/layers/gru.hpp
// gru: gated recurrent unit (Keras GRU, PyTorch nn.GRU; Cho et al. 2014). DL4J has no GRU layer.
//
// Options, in declaration order (Keras's): units, activation (tanh), recurrent_activation
//         (sigmoid), use_bias, reset_after (Keras's default true: the reset gate is applied after
//         the recurrent matrix product, which needs a second, recurrent bias), bias
//         (recurrent_bias::single: Keras; recurrent_bias::torch: PyTorch's bias_ih and bias_hh,
//         which is the reset_after form with its two biases). units is required
//         (core/required_option.hpp).
// Input:  recurrent(n_in, T), T >= 1 (feed_forward / convolutional inputs become recurrent first).
// Output: recurrent(units, T).
// Parameters (elements): 3*units*(n_in + units) + b * 3*units, with b = 0 without bias, 2 with
//         reset_after or recurrent_bias::torch, else 1.
//         Keras GRU(20) on 10 features: reset_after true 3*20*30 + 2*60 = 1,920 (Keras's bias has
//         shape (2, 3*units)); reset_after false 1,800 + 60 = 1,860. PyTorch nn.GRU(10, 20):
//         weight_ih 60*10 + weight_hh 60*20 + bias_ih 60 + bias_hh 60 = 1,920.
// Memory: DL4J has no GRU, so policy::dl4j has no report (dl4j_has_no_report: a compile error
//         naming the layer). policy::corrected, element counts per example, the LSTM model of
//         detail/lstm_memory.hpp (DL4J LSTMHelpers) with GRU's three gates instead of four:
//           A = 3*T*units (gate pre-activations z, r, n of the forward pass): inference working memory
//           F = 4*T*units (z, r, n and the output kept for backprop: cacheable)
//           B = 4*T*units (their gradients in backprop)
//           training working memory A + F + B (cache none), A + B (cache device/host); cache F
//           (device/host). Recorded class "GRU".
// Deployment: TFLite has no GRU operator (a converted GRU is unrolled into its elementwise
//         operators), so the deployment planner rejects it as a layer without a deployment model
//         (error::layer_has_no_deployment_model, layers/layer_deployment.hpp), never a silent number.
// Training (core/training_op.hpp; rules in training/pytorch.hpp): PyTorch's nn.GRU (the reset_after
//         form, batch_first=False, one layer): one recurrent op, 3 gates, weights 3*units*(n_in + units)
//         and, with use_bias, two bias vectors of 3*units. reset_after false or activations other
//         than tanh / sigmoid: no training model (PyTorch has no such GRU).
// Fails to compile: units not set (rules::required_option_not_set); units < 1 (rules::zero_size);
//         an input that is not recurrent after the preprocessor (rules::unsupported_input_kind); a
//         recurrent input without a time length (rules::recurrent_input_without_time_steps);
//         sizes overflowing 64 bits (rules::size_overflow); any report under policy::dl4j
//         (rules::dl4j_produces_no_report).
#pragma once

#include <netmem/core/training_op.hpp>
#include <netmem/layers/detail/recurrent_traits.hpp>
#include <netmem/layers/layer.hpp>

namespace netmem {

/// Gated recurrent unit (Keras GRU, PyTorch GRU). See the file comment for every formula.
struct gru {
    static constexpr const char* kind_name = "gru";
    static constexpr accepted_input accepts = accepted_input::recurrent;
    static constexpr bool is_recurrent_layer = true;

    size_type units = not_set;                                      ///< output size per step: required
    netmem::activation activation = activation::tanh;
    netmem::activation recurrent_activation = activation::sigmoid;  ///< gate activation
    bool use_bias = true;
    bool reset_after = true;                                        ///< Keras reset_after (TF2 default)
    recurrent_bias bias = recurrent_bias::single;                   ///< torch: PyTorch's two bias vectors

    /// Bias vectors of 3*units: 0, 1 or 2 (see the file comment).
    constexpr size_type bias_vectors() const noexcept {
        if (!use_bias) return 0;
        return reset_after || bias == recurrent_bias::torch ? 2 : 1;
    }
    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic basic = detail::validate_recurrent_input(in, units, 11);
        if (!basic.ok()) return basic;
        if (const diagnostic sum = require_sum_fits(in.size, units, 2); !sum.ok()) return sum;
        return require_product_fits(3, units, in.size + units + 2);
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_recurrent(units, in.time_steps);
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_product(3, units, checked_add(checked_add(in.size, units), bias_vectors()));
    }
    /// As training operations (core/training_op.hpp): one recurrent op, PyTorch's nn.GRU (see the
    /// file comment); unsupported for reset_after false or other activations (PyTorch has neither).
    constexpr layer_training training(const input_type& in) const noexcept {
        if (!reset_after) return no_model(no_training_model::gru_reset_before_recurrent_product);
        if (activation != activation::tanh || recurrent_activation != activation::sigmoid)
            return no_model(no_training_model::gru_activations_not_tanh_sigmoid, static_cast<size_type>(activation),
                            static_cast<size_type>(recurrent_activation));
        return recurrent_layer_training(in.size, in.time_steps, units, 3, use_bias ? 2 : 0, false);
    }
    /// DL4J has no GRU layer.
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        auto report = make_report(context, "GRU", output_type(context.input), parameter_count(context.input));
        const size_type step_units = checked_multiply(context.input.time_steps, units);
        const size_type forward = checked_multiply(3, step_units);  // A
        const size_type kept = checked_multiply(4, step_units);     // F
        const size_type backward = checked_multiply(4, step_units); // B
        report.working_memory_variable_inference = forward;
        report.working_memory_variable_training =
            per_cache_mode::split(checked_add(forward, backward), checked_add(checked_add(forward, kept), backward));
        report.cache_memory_variable = per_cache_mode::split(kept, 0);
        return report;
    }
};

}  // namespace netmem
