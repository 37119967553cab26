// netmem/layers/time_distributed.hpp
// time_distributed<Layer>: applies a feed-forward layer to every time step of a sequence (Keras
// TimeDistributed, DL4J TimeDistributed wrapper).
//
//   netmem::time_distributed<netmem::dense{.units = 10}>{}
//
// Template argument: the wrapped layer value; it sees one time step, feed_forward(n_in).
// Input:  recurrent(n_in, T), T >= 1 (a feed_forward or convolutional input becomes recurrent first).
// Output: recurrent(e, T), e = elements per example of the wrapped layer's output on
//         feed_forward(n_in) (DL4J TimeDistributed.getOutputType, dl4j-memory-formulas#shape-other).
// Parameters (elements): the wrapped layer's on feed_forward(n_in) (Keras TimeDistributed(Dense(u))
//         on (T, n) has n*u + u).
// Memory: DL4J TimeDistributed.getMemoryReport passes the RECURRENT input to the wrapped layer's
//         report; a feed-forward layer (dense, output, ...) then throws in getOutputType (dl4j-memory-formulas#layers
//         notes).
//   policy::dl4j: a wrapped layer that does not accept any input kind (dense, output, ...) is a
//         compile error "DL4J produces no memory report" (dl4j_has_no_report); otherwise (e.g. an
//         activation layer) the wrapped layer's report on the recurrent input, as DL4J computes it.
//   policy::corrected: the wrapped layer's report on feed_forward(n_in), each step being one row of
//         a [minibatch*T, n_in] matrix: per-example working memory (inference and training) and
//         per-example cache memory multiplied by T; input recurrent(n_in, T), output as above;
//         fixed parts unchanged. Recorded class: the wrapped layer's.
// Fails to compile: an input that is not recurrent (rules::unsupported_input_kind), no time length
//         (rules::recurrent_input_without_time_steps), every rule of the wrapped layer on
//         feed_forward(n_in); under policy::dl4j, see above (rules::dl4j_produces_no_report).
#pragma once

#include <netmem/layers/layer.hpp>

namespace netmem {

/// The time-distributed wrapper. See the file comment for every formula.
template <auto Layer>
struct time_distributed {
    using wrapped_type = decltype(Layer);
    static_assert(netmem::layer<wrapped_type>, "netmem: time_distributed<L>: L must be a layer value, e.g. dense{.units = 10}");

    static constexpr const char* kind_name = "time_distributed";
    static constexpr accepted_input accepts = accepted_input::recurrent;
    static constexpr wrapped_type wrapped = Layer;

    /// What the wrapped layer sees: one time step.
    static constexpr input_type step_input(const input_type& in) noexcept { return make_feed_forward(in.size); }

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic own = first_violation(require_input_kind(in, input_kind::recurrent), require_time_steps(in));
        if (!own.ok()) return own;
        const diagnostic inner = Layer.validate(step_input(in));
        if (!inner.ok()) return inner;
        return require_no_overflow(Layer.output_type(step_input(in)).elements_per_example(), in.time_steps);
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_recurrent(Layer.output_type(step_input(in)).elements_per_example(), in.time_steps);
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return Layer.parameter_count(step_input(in));
    }
    constexpr size_type trainable_parameter_count(const input_type& in) const noexcept {
        return trainable_parameter_count_of(Layer, step_input(in));
    }
    constexpr bool dl4j_has_no_report(const input_type& in) const noexcept {
        return accepts_of<wrapped_type>() != accepted_input::any || dl4j_has_no_report_of(Layer, in);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        if (context.policy == policy::dl4j) return Layer.memory_report(context);
        layer_context step_context = context;
        step_context.input = step_input(context.input);
        layer_memory_report report = Layer.memory_report(step_context);
        const size_type steps = context.input.time_steps;
        report.input = context.input;
        report.output = output_type(context.input);
        report.working_memory_variable_inference = checked_multiply(report.working_memory_variable_inference, steps);
        report.working_memory_variable_training = report.working_memory_variable_training.times(steps);
        report.cache_memory_variable = report.cache_memory_variable.times(steps);
        return report;
    }
};

}  // namespace netmem
