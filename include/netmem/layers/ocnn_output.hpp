// netmem/layers/ocnn_output.hpp
// ocnn_output: one-class neural network output for anomaly detection (DL4J OCNNOutputLayer;
// Chalapathy et al. 2018, "Anomaly Detection using One-Class Neural Networks").
//
// Options, in declaration order: hidden_size (DL4J hiddenSize, the width of the hidden layer V),
//         activation (identity). DL4J's nu and initial r are real numbers that never change a size:
//         not modelled.
// Input:  feed_forward(n_in) (a convolutional input is flattened first).
// Output: feed_forward(1): one score per example.
// Parameters (elements): n_in*hidden_size (V) + hidden_size (w) + 1 (r). Source: DL4J
//         OCNNParamInitializer (dl4j-memory-formulas#parameters).
// Memory (DL4J BaseOutputLayer.getMemoryReport, dl4j-memory-formulas#layers), element counts: P; U = updater(P);
//         training working memory D + out per example for every cache mode. Recorded class:
//         policy::dl4j "OutputLayer" (DL4J records it for every BaseOutputLayer, dl4j-memory-formulas#bug-13),
//         policy::corrected "OCNNOutputLayer" (only the "Layer Types" line changes).
// Fails to compile: hidden_size not set (rules::required_option_not_set);
//         hidden_size < 1 (rules::zero_size); an input that is not feed-forward after the
//         preprocessor (rules::unsupported_input_kind); n_in*hidden_size overflowing 64 bits
//         (rules::size_overflow).
#pragma once

#include <netmem/layers/layer.hpp>

namespace netmem {

/// DL4J OCNNOutputLayer. See the file comment.
struct ocnn_output {
    static constexpr const char* kind_name = "ocnn_output";
    static constexpr accepted_input accepts = accepted_input::feed_forward;

    size_type hidden_size = not_set;                             ///< DL4J hiddenSize
    netmem::activation activation = activation::identity;

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = require_set(hidden_size, required_option::hidden_size); !unset.ok()) return unset;
        return first_violation(require_positive(hidden_size), require_input_kind(in, input_kind::feed_forward),
                               require_no_overflow(in.size, hidden_size));
    }
    constexpr input_type output_type(const input_type&) const noexcept { return make_feed_forward(1); }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_add(checked_add(checked_multiply(in.size, hidden_size), hidden_size), 1);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_fully_connected_report(context,
                                           context.policy == policy::dl4j ? "OutputLayer" : "OCNNOutputLayer",
                                           output_type(context.input), parameter_count(context.input));
    }
};

}  // namespace netmem
