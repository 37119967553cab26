// netmem/layers/embedding_sequence.hpp
// embedding_sequence: a lookup table applied to a sequence of indices (DL4J EmbeddingSequenceLayer;
// Keras Embedding(input_dim, output_dim, input_length)).
//
// Options, in declaration order: input_dim, output_dim, input_length, activation, use_bias.
//         input_dim is the vocabulary size (DL4J nIn, required). input_length is the sequence length
//         L (DL4J inputLength); 0 (the default) takes it from the input (DL4J inferInputLength).
//         use_bias defaults to false (DL4J's builder default; Keras has no bias).
// Input:  the indices of one example: feed_forward(L) (DL4J [minibatch, L]) or recurrent(1, L)
//         (DL4J [minibatch, 1, L]).
// Output: recurrent(output_dim, L) (dl4j-memory-formulas#shape-other).
// Parameters (elements): input_dim*output_dim + (use_bias ? output_dim : 0). Source: DL4J
//         EmbeddingLayerParamInitializer (dl4j-memory-formulas#parameters); Keras Embedding gives input_dim*output_dim.
// Memory (DL4J EmbeddingSequenceLayer.getMemoryReport, dl4j-memory-formulas#layers), element counts: P; U = updater(P);
//         training working memory out = output_dim*L per example for every cache mode; nothing else.
//         Recorded class "EmbeddingSequenceLayer". Both policies agree.
// Fails to compile: input_dim or output_dim not set (rules::required_option_not_set);
//         input_dim or output_dim < 1 (rules::zero_size); a negative input_length
//         (rules::negative_value); an input that is neither feed_forward nor recurrent
//         (rules::unsupported_input_kind, numbers: received kind, 0 = feed_forward); a recurrent input
//         without a time length (rules::recurrent_input_without_time_steps); a recurrent input with more than one feature per step, or whose length differs from a non-zero input_length
//         (rules::embedding_sequence_input_mismatch, numbers: input_length, the input's length, its
//         features per step); sizes overflowing 64 bits (rules::size_overflow).
#pragma once

#include <netmem/layers/layer.hpp>

namespace netmem {

namespace error {
template <class Where, size_type V> struct configured_input_length : quantity<Where, V> {};
template <class Where, size_type V> struct received_sequence_length : quantity<Where, V> {};
template <class Where, size_type V> struct features_per_step : quantity<Where, V> {};
/// Rule netmem::rules::embedding_sequence_input_mismatch.
template <class InputLength, class ReceivedLength, class FeaturesPerStep>
struct embedding_sequence_input_mismatch {
    static_assert(FeaturesPerStep::value == 1 &&
                      (InputLength::value == 0 || InputLength::value == ReceivedLength::value),
                  "netmem: embedding_sequence takes one index per step, feed_forward(L) or recurrent(1, L), and L must "
                  "equal input_length (or set input_length = 0 to take L from the input)");
};
}  // namespace error

namespace rules {
/// embedding_sequence: the input is not L indices of the configured length. Numbers: input_length,
/// the input's length, the input's features per step.
inline constexpr rule embedding_sequence_input_mismatch{"embedding_sequence_input_mismatch"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::embedding_sequence_input_mismatch, W, A, B, C, D>
    : error::embedding_sequence_input_mismatch<error::configured_input_length<W, A>, error::received_sequence_length<W, B>,
                                               error::features_per_step<W, C>> {};

/// DL4J EmbeddingSequenceLayer. See the file comment for every formula and rule.
struct embedding_sequence {
    static constexpr const char* kind_name = "embedding_sequence";
    static constexpr accepted_input accepts = accepted_input::any;

    size_type input_dim = not_set;     ///< vocabulary size (DL4J nIn)
    size_type output_dim = not_set;    ///< vector size per step (DL4J nOut)
    size_type input_length = 0;  ///< sequence length L (DL4J inputLength); 0 = from the input
    netmem::activation activation = activation::identity;
    bool use_bias = false;       ///< DL4J hasBias (DL4J's builder default: false)

    /// L: the number of indices per example in `in`.
    static constexpr size_type sequence_length(const input_type& in) noexcept {
        return in.is_recurrent() ? in.time_steps : in.size;
    }
    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = first_violation(require_set(input_dim, required_option::input_dim), require_set(output_dim, required_option::output_dim)); !unset.ok()) return unset;
        const diagnostic own = first_violation(require_positive(input_dim), require_positive(output_dim),
                                               require_non_negative(input_length));
        if (!own.ok()) return own;
        if (!in.is_feed_forward() && !in.is_recurrent())
            return violated(rules::unsupported_input_kind, static_cast<size_type>(in.kind),
                            static_cast<size_type>(input_kind::feed_forward));
        if (const diagnostic steps = require_time_steps(in); !steps.ok()) return steps;
        const size_type length = sequence_length(in);
        const size_type features = in.is_recurrent() ? in.size : 1;
        if (features != 1 || length < 1 || (input_length != 0 && input_length != length))
            return violated(rules::embedding_sequence_input_mismatch, input_length, length, features);
        return first_violation(require_no_overflow(input_dim, output_dim), require_no_overflow(output_dim, length));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_recurrent(output_dim, sequence_length(in));
    }
    constexpr size_type parameter_count(const input_type&) const noexcept {
        return checked_add(checked_multiply(input_dim, output_dim), use_bias ? output_dim : 0);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        auto report = make_report(context, "EmbeddingSequenceLayer", output_type(context.input),
                                  parameter_count(context.input));
        report.working_memory_variable_training = per_cache_mode::all(report.output.elements_per_example());
        return report;
    }
};

}  // namespace netmem
