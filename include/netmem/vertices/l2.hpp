// netmem/vertices/l2.hpp
// l2: the Euclidean distance between two inputs, one value per example (DL4J L2Vertex).
// l2_normalize: divides its input by its L2 norm (DL4J L2NormalizeVertex).
//
// l2
//   Options: eps (DL4J's epsilon, not used by the memory model).
//   Inputs: exactly 2 of the same shape (rules::input_shapes_differ). Output: feed_forward(1).
//   Memory (DL4J L2Vertex.getMemoryReport, dl4j-memory-formulas#vertices, #vectors-vertices): training working memory
//           3 + 2 * in0 elements per example (in0 = elements of input 0); nothing else.
// l2_normalize
//   Options: eps. Inputs: exactly 1. Output: the input type.
//   Memory (DL4J L2NormalizeVertex.getMemoryReport, dl4j-memory-formulas#vertices, #vectors-vertices): inference
//           working memory 1 element per example (DL4J: 1 element, not scaled by the minibatch,
//           dl4j-memory-formulas#memory-bytes) and training working memory 3 + 2 * in0 per example.
// Parameters: 0. Both need a time length on recurrent inputs (rules::recurrent_input_without_time_steps).
#pragma once

#include <netmem/vertices/vertex.hpp>

namespace netmem {

/// DL4J's working buffer of L2Vertex and L2NormalizeVertex backprop: 3 + 2 * in0 per example.
constexpr size_type l2_training_working_elements(const input_type& in0) noexcept {
    return checked_add(3, checked_multiply(2, in0.elements_per_example()));
}

/// Euclidean distance between two inputs. See the file comment.
struct l2 {
    static constexpr const char* kind_name = "l2";
    static constexpr std::size_t min_inputs = 2;
    static constexpr std::size_t max_inputs = 2;

    double eps = 1e-8;  ///< DL4J L2Vertex eps (no effect on memory)

    constexpr diagnostic validate(const vertex_inputs& in) const noexcept {
        return first_violation(require_same_shapes(in), require_time_steps_of_all(in));
    }
    constexpr input_type output_type(const vertex_inputs&) const noexcept { return make_feed_forward(1); }
    constexpr layer_memory_report memory_report(const vertex_context& context) const noexcept {
        auto report = make_vertex_report(context, "L2Vertex", output_type(context.inputs));
        report.working_memory_variable_training = per_cache_mode::all(l2_training_working_elements(context.inputs[0]));
        return report;
    }
};

/// Division of the input by its L2 norm. See the file comment.
struct l2_normalize {
    static constexpr const char* kind_name = "l2_normalize";
    static constexpr std::size_t min_inputs = 1;
    static constexpr std::size_t max_inputs = 1;

    double eps = 1e-8;  ///< DL4J L2NormalizeVertex eps (no effect on memory)

    constexpr diagnostic validate(const vertex_inputs& in) const noexcept { return require_time_steps_of_all(in); }
    constexpr input_type output_type(const vertex_inputs& in) const noexcept { return in[0]; }
    constexpr layer_memory_report memory_report(const vertex_context& context) const noexcept {
        auto report = make_vertex_report(context, "L2NormalizeVertex", output_type(context.inputs));
        report.working_memory_variable_inference = 1;
        report.working_memory_variable_training = per_cache_mode::all(l2_training_working_elements(context.inputs[0]));
        return report;
    }
};

}  // namespace netmem
