// netmem/layers/last_time_step.hpp
// last_time_step<Layer>: runs a recurrent layer and keeps only its last time step (DL4J
// LastTimeStep wrapper; Keras LSTM(..., return_sequences=False)).
//
//   netmem::last_time_step<netmem::lstm{.units = 64}>{}
//
// Template argument: the wrapped layer value; its output must be recurrent.
// Input:  whatever the wrapped layer takes: recurrent(n_in, T), T >= 1.
// Output: feed_forward(units): the wrapped layer's output size (dl4j-memory-formulas#shape-other).
// Parameters (elements): the wrapped layer's (Keras LSTM with return_sequences=False has the same
//         count as with True).
// Memory (DL4J LastTimeStep.getMemoryReport = the wrapped layer's report, dl4j-memory-formulas#layers), element counts:
//   policy::dl4j, bit-exact: the wrapped layer's report unchanged, so its output type stays
//         recurrent(units, T) and activations are over-counted by a factor of T (dl4j-memory-formulas#layer-notes).
//   policy::corrected: output feed_forward(units); the wrapped layer's full output sequence
//         (units*T per example, written before the last step is extracted, and the full-size
//         epsilon LastTimeStepLayer.backpropGradient builds) is added to the inference and training
//         working memory. See docs/differences.md.
// Fails to compile: a wrapped layer whose output is not recurrent
//         (rules::last_time_step_needs_recurrent_output, numbers: the wrapped layer's output kind);
//         every rule of the wrapped layer; under policy::dl4j, a wrapped layer DL4J has no report for.
#pragma once

#include <netmem/core/training_op.hpp>
#include <netmem/layers/detail/recurrent_traits.hpp>
#include <netmem/layers/layer.hpp>

namespace netmem {

namespace error {
/// The input kind the wrapped layer produces.
template <class Where, input_kind Kind> struct wrapped_layer_output_kind {
    static constexpr input_kind value = Kind;
};
/// Rule netmem::rules::last_time_step_needs_recurrent_output.
template <class WrappedLayerOutputKind>
struct last_time_step_wraps_a_layer_without_recurrent_output {
    static_assert(WrappedLayerOutputKind::value == input_kind::recurrent,
                  "netmem: last_time_step<L> needs a layer L whose output is recurrent (lstm, graves_lstm, "
                  "simple_rnn, bidirectional<...>, ...); output kinds: 0 feed_forward, 1 recurrent, 2 convolutional, "
                  "3 convolutional_flat, 4 convolutional3d");
};
}  // namespace error

namespace rules {
/// last_time_step<L> around a layer whose output is not recurrent. Numbers: the output kind.
inline constexpr rule last_time_step_needs_recurrent_output{"last_time_step_needs_recurrent_output"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::last_time_step_needs_recurrent_output, W, A, B, C, D>
    : error::last_time_step_wraps_a_layer_without_recurrent_output<
          error::wrapped_layer_output_kind<W, static_cast<input_kind>(A)>> {};

/// The last-time-step wrapper. See the file comment for every formula.
template <auto Layer>
struct last_time_step {
    using wrapped_type = decltype(Layer);
    static_assert(netmem::layer<wrapped_type>, "netmem: last_time_step<L>: L must be a layer value, e.g. lstm{.units = 20}");

    static constexpr const char* kind_name = "last_time_step";
    static constexpr accepted_input accepts = wrapped_type::accepts;
    static constexpr bool is_recurrent_layer = detail::is_recurrent_layer<wrapped_type>();
    static constexpr wrapped_type wrapped = Layer;

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic inner = Layer.validate(in);
        if (!inner.ok()) return inner;
        const input_type out = Layer.output_type(in);
        return out.is_recurrent()
                   ? diagnostic{}
                   : violated(rules::last_time_step_needs_recurrent_output, static_cast<size_type>(out.kind));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_feed_forward(Layer.output_type(in).size);
    }
    constexpr input_type output_type(const input_type& in, policy rules_policy) const noexcept {
        return make_feed_forward(output_type_of(Layer, in, rules_policy).size);
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept { return Layer.parameter_count(in); }
    /// As training operations (core/training_op.hpp): the wrapped layer's op, then `select` of the
    /// last step (PyTorch out[-1]: a view; its backward allocates a gradient of the whole sequence).
    /// Unsupported when the wrapped layer has no training model or takes two ops already.
    constexpr layer_training training(const input_type& in) const noexcept {
        if constexpr (requires { Layer.training(in); }) {
            layer_training result = Layer.training(in);
            if (result.ops[0].kind == training_op_kind::unsupported) return result;  // the wrapped layer's rule
            if (result.count != 1) return no_model(no_training_model::last_time_step_of_several_ops, result.count);
            result.ops[1] = {.kind = training_op_kind::select, .output_elements = output_type(in).size};
            result.count = 2;
            return result;
        } else {
            return single_op({.kind = training_op_kind::unsupported});
        }
    }
    constexpr size_type trainable_parameter_count(const input_type& in) const noexcept {
        return trainable_parameter_count_of(Layer, in);
    }
    constexpr bool dl4j_has_no_report(const input_type& in) const noexcept { return dl4j_has_no_report_of(Layer, in); }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        layer_memory_report report = Layer.memory_report(context);
        if (context.policy == policy::dl4j) return report;
        const size_type sequence = Layer.output_type(context.input).elements_per_example();
        report.output = output_type(context.input);
        report.working_memory_variable_inference = checked_add(report.working_memory_variable_inference, sequence);
        report.working_memory_variable_training = report.working_memory_variable_training.plus(sequence);
        return report;
    }
};

}  // namespace netmem
