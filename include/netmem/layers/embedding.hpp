// netmem/layers/embedding.hpp
// embedding: a lookup table from an index to a learned vector (DL4J EmbeddingLayer, Keras
// Embedding for one index per example).
//
// Options, in declaration order: input_dim, output_dim, activation, use_bias.
//         input_dim is the vocabulary size (DL4J nIn). 0 (the default) means "take the propagated
//         input size", which is what DL4J's MultiLayerConfiguration builder does to every layer
//         with overrideNinUponBuild (the default since 2020, dl4j-memory-formulas#sequential and #bug-19); a
//         non-zero input_dim is used as it is (DL4J ComputationGraph, or a DL4J MLN layer 0 whose
//         nIn the builder took as the input type). use_bias defaults to false (DL4J
//         EmbeddingLayer.Builder's default hasBias = false; Keras has no bias).
// Input:  feed_forward(n): DL4J feeds one index per example (n = 1); the size only matters for
//         input_dim = 0 and for the activation gradients of the report.
// Output: feed_forward(output_dim).
// Parameters (elements): V*output_dim + (use_bias ? output_dim : 0), with V = input_dim, or n when
//         input_dim is 0. Source: DL4J EmbeddingLayerParamInitializer / DefaultParamInitializer
//         (dl4j-memory-formulas#parameters).
// Memory (DL4J EmbeddingLayer.getMemoryReport, dl4j-memory-formulas#layers), element counts: P as above;
//         U = updater(P); training working memory `out` per example for every cache mode (no
//         dropout term); nothing else. Recorded class "EmbeddingLayer".
// Fails to compile: output_dim not set (rules::required_option_not_set); a recurrent layer right
//         after it (one vector per example, no time length: rules::embedding_output_is_not_a_sequence,
//         which points to embedding_sequence, the layer for Keras's Embedding on sequences);
//         output_dim < 1 (rules::zero_size); a negative input_dim (rules::negative_value);
//         an input that is not feed-forward after the preprocessor (rules::unsupported_input_kind);
//         V*output_dim overflowing 64 bits (rules::size_overflow).
#pragma once

#include <netmem/layers/layer.hpp>

namespace netmem {

/// DL4J EmbeddingLayer. See the file comment for every formula and rule.
struct embedding {
    static constexpr const char* kind_name = "embedding";
    static constexpr accepted_input accepts = accepted_input::feed_forward;
    /// One vector per example: a recurrent layer after it gets rules::embedding_output_is_not_a_sequence.
    static constexpr bool outputs_one_vector_per_example = true;

    size_type input_dim = 0;   ///< vocabulary size V (DL4J nIn); 0 = the propagated input size
    size_type output_dim = not_set;  ///< vector size (DL4J nOut)
    netmem::activation activation = activation::identity;
    bool use_bias = false;     ///< DL4J hasBias (DL4J's builder default: false)

    /// V: the vocabulary size the layer uses on input `in`.
    constexpr size_type vocabulary_size(const input_type& in) const noexcept {
        return input_dim == 0 ? in.size : input_dim;
    }
    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = require_set(output_dim, required_option::output_dim); !unset.ok()) return unset;
        return first_violation(require_positive(output_dim), require_non_negative(input_dim),
                               require_input_kind(in, input_kind::feed_forward),
                               require_no_overflow(vocabulary_size(in), output_dim));
    }
    constexpr input_type output_type(const input_type&) const noexcept { return make_feed_forward(output_dim); }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_add(checked_multiply(vocabulary_size(in), output_dim), use_bias ? output_dim : 0);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        auto report = make_report(context, "EmbeddingLayer", output_type(context.input),
                                  parameter_count(context.input));
        report.working_memory_variable_training = per_cache_mode::all(report.output.elements_per_example());
        return report;
    }
};

}  // namespace netmem
