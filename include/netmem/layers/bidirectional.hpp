// netmem/layers/bidirectional.hpp
// bidirectional<Layer>: runs a recurrent layer forward and a copy of it backward in time and
// merges the two outputs (Keras Bidirectional, DL4J Bidirectional wrapper).
//
//   netmem::bidirectional<netmem::lstm{.units = 20}>{}                         // concat
//   netmem::bidirectional<netmem::lstm{.units = 20}>{.mode = netmem::bidirectional_mode::add}
//
// Template argument: the wrapped layer value (clang 14 has no CTAD for aggregates, so the layer is
//         a template parameter). It must be a recurrent layer: lstm, graves_lstm,
//         graves_bidirectional_lstm, simple_rnn, or last_time_step / mask_zero / frozen of one.
// Options: mode (Keras merge_mode, DL4J Bidirectional.Mode): concat (the default in both), add,
//         mul, average.
// Input:  whatever the wrapped layer takes: recurrent(n_in, T), T >= 1.
// Output: the wrapped layer's output, with its size doubled in concat mode: recurrent(2*units, T)
//         (or feed_forward(2*units) around last_time_step); add/mul/average keep the size.
// Parameters (elements): 2 * the wrapped layer's count (Keras: 2 * LSTM count; DL4J
//         BidirectionalParamInitializer, dl4j-memory-formulas#parameters). Trainable parameters: 2 * the wrapped
//         layer's.
// Memory (DL4J Bidirectional.getMemoryReport, dl4j-memory-formulas#layers), element counts, from the wrapped layer's
//         report R on the same input:
//   policy::dl4j, bit-exact (dl4j-memory-formulas#bug-10): R.scale(2), which doubles P, U, the inference
//         working memory and the cache memory but NOT the training working memory; the report's
//         output type is R's (the concat output is under-counted by half); class and name are R's.
//         In the network flow DL4J's concat output type also loses T, so a following layer that
//         needs the time length fails to compile (rules::recurrent_input_without_time_steps, where
//         DL4J throws).
//   policy::corrected: every part of R doubled (training working memory included), the true output
//         type (concat: 2*units, with T). See docs/differences.md.
// Fails to compile: a wrapped layer that is not recurrent
//         (rules::bidirectional_needs_recurrent_layer, numbers: the wrapped layer's accepted input);
//         every rule of the wrapped layer; under policy::dl4j, a wrapped layer DL4J has no report
//         for (simple_rnn: rules::dl4j_produces_no_report); twice the wrapped layer's parameters or
//         output size beyond 64 bits (rules::size_overflow).
#pragma once

#include <cstdint>

#include <netmem/core/training_op.hpp>
#include <netmem/layers/detail/recurrent_traits.hpp>
#include <netmem/layers/layer.hpp>

namespace netmem {

/// How bidirectional merges the forward and backward outputs (DL4J Bidirectional.Mode, Keras
/// merge_mode).
enum class bidirectional_mode : std::uint8_t { concat, add, mul, average };

namespace error {
/// 1 when the wrapped layer is recurrent, 0 when not.
template <class Where, size_type V> struct wrapped_layer_is_recurrent : quantity<Where, V> {};
/// The input the wrapped layer accepts (netmem::accepted_input).
template <class Where, accepted_input Accepts> struct wrapped_layer_accepts {
    static constexpr accepted_input value = Accepts;
};
/// Rule netmem::rules::bidirectional_needs_recurrent_layer.
template <class WrappedLayerIsRecurrent, class WrappedLayerAccepts>
struct bidirectional_wraps_a_layer_that_is_not_recurrent {
    static_assert(WrappedLayerIsRecurrent::value == 1,
                  "netmem: bidirectional<L> needs a recurrent layer L (lstm, graves_lstm, graves_bidirectional_lstm, "
                  "simple_rnn, or last_time_step / mask_zero / frozen of one); for a feed-forward layer over "
                  "time use time_distributed<L>");
};
}  // namespace error

namespace rules {
/// bidirectional<L> around a layer that is not recurrent. Numbers: 0 (not recurrent), the wrapped
/// layer's accepted input.
inline constexpr rule bidirectional_needs_recurrent_layer{"bidirectional_needs_recurrent_layer"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::bidirectional_needs_recurrent_layer, W, A, B, C, D>
    : error::bidirectional_wraps_a_layer_that_is_not_recurrent<
          error::wrapped_layer_is_recurrent<W, A>, error::wrapped_layer_accepts<W, static_cast<accepted_input>(B)>> {
};

/// The bidirectional wrapper. See the file comment for every formula.
template <auto Layer>
struct bidirectional {
    using wrapped_type = decltype(Layer);
    static_assert(netmem::layer<wrapped_type>, "netmem: bidirectional<L>: L must be a layer value, e.g. lstm{.units = 20}");

    static constexpr const char* kind_name = "bidirectional";
    static constexpr accepted_input accepts = wrapped_type::accepts;
    static constexpr wrapped_type wrapped = Layer;

    bidirectional_mode mode = bidirectional_mode::concat;

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if constexpr (!detail::is_recurrent_layer<wrapped_type>())
            return violated(rules::bidirectional_needs_recurrent_layer, 0, static_cast<size_type>(accepts));
        else {
            if (const diagnostic wrapped = Layer.validate(in); !wrapped.ok()) return wrapped;
            // Both directions' parameters and the concatenated output within 64 bits.
            return first_violation(require_product_fits(2, Layer.parameter_count(in)),
                                   require_product_fits(2, Layer.output_type(in).size));
        }
    }
    /// The merged output; `fwd` is the wrapped layer's output.
    constexpr input_type merged(input_type fwd) const noexcept {
        if (mode == bidirectional_mode::concat) fwd.size = checked_multiply(2, fwd.size);
        return fwd;
    }
    constexpr input_type output_type(const input_type& in) const noexcept { return merged(Layer.output_type(in)); }
    /// The network flow: policy::dl4j's concat output loses T (DL4J re-creates the type without it).
    constexpr input_type output_type(const input_type& in, policy rules_policy) const noexcept {
        input_type out = merged(output_type_of(Layer, in, rules_policy));
        if (rules_policy == policy::dl4j && mode == bidirectional_mode::concat && out.is_recurrent())
            out.time_steps = 0;
        return out;
    }
    /// As training operations (core/training_op.hpp): PyTorch's bidirectional=True, one call for
    /// both directions (as_bidirectional); only the concat mode (PyTorch has no other) and only
    /// around a layer whose training model is one recurrent op; otherwise unsupported.
    constexpr layer_training training(const input_type& in) const noexcept {
        if constexpr (requires { Layer.training(in); }) {
            if (mode != bidirectional_mode::concat)
                return no_model(no_training_model::bidirectional_merge_not_concat, static_cast<size_type>(mode));
            return as_bidirectional(Layer.training(in));
        } else {
            return single_op({.kind = training_op_kind::unsupported});
        }
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_multiply(2, Layer.parameter_count(in));
    }
    constexpr size_type trainable_parameter_count(const input_type& in) const noexcept {
        return checked_multiply(2, trainable_parameter_count_of(Layer, in));
    }
    constexpr bool dl4j_has_no_report(const input_type& in) const noexcept { return dl4j_has_no_report_of(Layer, in); }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        const layer_memory_report forward = Layer.memory_report(context);
        layer_memory_report report = forward.scaled(2);
        if (context.policy == policy::dl4j) return report;
        report.working_memory_fixed_training = forward.working_memory_fixed_training.times(2);
        report.working_memory_variable_training = forward.working_memory_variable_training.times(2);
        report.output = merged(forward.output);
        return report;
    }
};

}  // namespace netmem
