// netmem/layers/rnn_output.hpp
// rnn_output: a dense layer with a loss, applied at every time step (DL4J RnnOutputLayer; Keras
// TimeDistributed(Dense) followed by a loss). rnn_loss: a loss on a sequence without parameters
// (DL4J RnnLossLayer).
//
// rnn_output
// Options, in declaration order: units, activation (softmax), use_bias (true), loss_function
//         (mcxent), as output (layers/output.hpp).
// Input:  recurrent(n_in, T), T >= 1 (a feed_forward or convolutional input becomes recurrent first).
// Output: recurrent(units, T).
// Parameters (elements): n_in*units + (use_bias ? units : 0). Source: DL4J DefaultParamInitializer
//         (dl4j-memory-formulas#parameters); Keras TimeDistributed(Dense(units)) gives the same count.
// Memory (DL4J BaseOutputLayer.getMemoryReport, dl4j-memory-formulas#layers), element counts: P; U = updater(P);
//         training working memory D + out per example for every cache mode, out = units*T.
//         Recorded class "OutputLayer" (DL4J records it for every BaseOutputLayer kind), under both
//         policies: it changes only the "Layer Types" line.
// Deployment, rnn_output (core/deployment.hpp): TFLite FULLY_CONNECTED on (N*T, n_in) (Keras
//         Dense on a sequence): weights n_in*units, biases units, fully connected quantization;
//         a softmax (or any activation TFLite cannot fuse) is a second step of the same size.
//         rnn_loss has no TFLite operator: planning it is error::layer_has_no_deployment_model.
// Fails to compile: units (rnn_output) not set (rules::required_option_not_set);
//         units < 1 (rules::zero_size); an input that is not recurrent
//         (rules::unsupported_input_kind); no time length (rules::recurrent_input_without_time_steps);
//         sizes overflowing 64 bits (rules::size_overflow).
//
// rnn_loss
// Options, in declaration order: loss_function (mse), activation (identity).
// Input:  recurrent(n, T), T >= 1. Output: the input.
// Parameters: 0.
// Memory (DL4J RnnLossLayer.getMemoryReport, dl4j-memory-formulas#layers): everything 0; out := in, so only the
//         activations and activation gradients count. Recorded class: policy::dl4j "LossLayer"
//         (DL4J's copy of LossLayer's report, dl4j-memory-formulas#bug-13), policy::corrected "RnnLossLayer".
// Fails to compile: an input that is not recurrent (rules::unsupported_input_kind); no time length
//         (rules::recurrent_input_without_time_steps).
#pragma once

#include <netmem/core/deployment.hpp>

#include <netmem/layers/detail/recurrent_traits.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>
#include <netmem/layers/output.hpp>

namespace netmem {

/// DL4J RnnOutputLayer. See the file comment for every formula.
struct rnn_output {
    static constexpr const char* kind_name = "rnn_output";
    static constexpr operator_kind kind = operator_kind::fully_connected_per_step;
    static constexpr accepted_input accepts = accepted_input::recurrent;

    size_type units = not_set;                                  ///< output size per step (DL4J nOut)
    netmem::activation activation = activation::softmax;
    bool use_bias = true;                                 ///< DL4J hasBias
    netmem::loss_function loss_function = netmem::loss_function::mcxent;  ///< DL4J lossFunction

    constexpr diagnostic validate(const input_type& in) const noexcept {
        return detail::validate_recurrent_input(in, units, 1);
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_recurrent(units, in.time_steps);
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_add(checked_multiply(in.size, units), use_bias ? units : 0);
    }
    /// TFLite FULLY_CONNECTED over every time step (+ its activation) under a deployment profile.
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment&) const noexcept {
        return fully_connected_deployment(in.size, units, use_bias, activation, in.time_steps);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_fully_connected_report(context, "OutputLayer", output_type(context.input),
                                           parameter_count(context.input));
    }
};

/// DL4J RnnLossLayer. See the file comment.
struct rnn_loss {
    static constexpr const char* kind_name = "rnn_loss";
    static constexpr accepted_input accepts = accepted_input::recurrent;

    netmem::loss_function loss_function = netmem::loss_function::mse;  ///< DL4J lossFunction
    netmem::activation activation = activation::identity;

    constexpr diagnostic validate(const input_type& in) const noexcept {
        return first_violation(require_input_kind(in, input_kind::recurrent), require_time_steps(in));
    }
    constexpr input_type output_type(const input_type& in) const noexcept { return in; }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, context.policy == policy::dl4j ? "LossLayer" : "RnnLossLayer", context.input);
    }
};

}  // namespace netmem
