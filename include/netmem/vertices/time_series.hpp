// netmem/vertices/time_series.hpp
// Vertices for recurrent data (DL4J graph/rnn/): duplicate_to_time_series, last_time_step_vertex,
// reverse_time_series.
//
// duplicate_to_time_series (DL4J DuplicateToTimeSeriesVertex)
//   Options: time_steps (policy::corrected: the output's T; 0 = the T of the graph's first
//            recurrent input, which is the input DL4J takes the length from at run time).
//   Input: exactly 1, feed_forward(n) or convolutional_flat (n = h*w*d).
//   Output: policy::dl4j: recurrent(n, 1), DL4J's hard-coded T (dl4j-memory-formulas#vertices, #bug-14);
//           policy::corrected: recurrent(n, T).
//   Fails to compile: another input kind (rules::unsupported_input_kind); a negative time_steps
//           (rules::negative_value); under policy::corrected no time length known
//           (rules::recurrent_input_without_time_steps).
// last_time_step_vertex (DL4J LastTimeStepVertex)
//   Input: exactly 1, recurrent(n, T) with T known. Output: feed_forward(n).
// reverse_time_series (DL4J ReverseTimeSeriesVertex)
//   Input: exactly 1, recurrent(n, T) with T known. Output: the input type.
// Parameters: 0. Memory (dl4j-memory-formulas#vertices, #vectors-vertices): no working memory for any of them.
// Fails to compile (last_time_step_vertex, reverse_time_series): a non-recurrent input
//   (rules::unsupported_input_kind); an unknown T (rules::recurrent_input_without_time_steps).
#pragma once

#include <netmem/vertices/vertex.hpp>

namespace netmem {

/// Repeats a feed-forward input over T time steps. See the file comment.
struct duplicate_to_time_series {
    static constexpr const char* kind_name = "duplicate_to_time_series";
    static constexpr std::size_t min_inputs = 1;
    static constexpr std::size_t max_inputs = 1;

    size_type time_steps = 0;  ///< policy::corrected: T of the output (0: the graph's first recurrent input's T)

    constexpr size_type corrected_time_steps(const vertex_inputs& in) const noexcept {
        return time_steps > 0 ? time_steps : in.network_time_steps;
    }
    constexpr diagnostic validate(const vertex_inputs& in) const noexcept {
        if (!in[0].is_feed_forward() && !in[0].is_convolutional_flat())
            return violated(rules::unsupported_input_kind, static_cast<size_type>(in[0].kind),
                            static_cast<size_type>(input_kind::feed_forward));
        if (time_steps < 0) return violated(rules::negative_value, time_steps);
        if (in.policy == policy::corrected && corrected_time_steps(in) <= 0)
            return violated(rules::recurrent_input_without_time_steps, corrected_time_steps(in));
        return {};
    }
    constexpr input_type output_type(const vertex_inputs& in) const noexcept {
        return make_recurrent(in[0].flattened_size(), in.policy == policy::corrected ? corrected_time_steps(in) : 1);
    }
    constexpr layer_memory_report memory_report(const vertex_context& context) const noexcept {
        return make_vertex_report(context, "DuplicateToTimeSeriesVertex", output_type(context.inputs));
    }
};

/// The last time step of a recurrent input. See the file comment.
struct last_time_step_vertex {
    static constexpr const char* kind_name = "last_time_step_vertex";
    static constexpr std::size_t min_inputs = 1;
    static constexpr std::size_t max_inputs = 1;

    constexpr diagnostic validate(const vertex_inputs& in) const noexcept {
        return first_violation(require_input_kind(in[0], input_kind::recurrent), require_time_steps(in[0]));
    }
    constexpr input_type output_type(const vertex_inputs& in) const noexcept { return make_feed_forward(in[0].size); }
    constexpr layer_memory_report memory_report(const vertex_context& context) const noexcept {
        return make_vertex_report(context, "LastTimeStepVertex", output_type(context.inputs));
    }
};

/// A recurrent input with its time axis reversed. See the file comment.
struct reverse_time_series {
    static constexpr const char* kind_name = "reverse_time_series";
    static constexpr std::size_t min_inputs = 1;
    static constexpr std::size_t max_inputs = 1;

    constexpr diagnostic validate(const vertex_inputs& in) const noexcept {
        return first_violation(require_input_kind(in[0], input_kind::recurrent), require_time_steps(in[0]));
    }
    constexpr input_type output_type(const vertex_inputs& in) const noexcept { return in[0]; }
    constexpr layer_memory_report memory_report(const vertex_context& context) const noexcept {
        return make_vertex_report(context, "ReverseTimeSeriesVertex", output_type(context.inputs));
    }
};

}  // namespace netmem
