// netmem/vertices/scale_shift.hpp
// scale_vertex: multiplies its input by a constant; shift_vertex: adds a constant (DL4J
// ScaleVertex, ShiftVertex).
//
// Options: factor (scale_vertex) / amount (shift_vertex): no effect on memory.
// Input: exactly 1. Output: the input type. Parameters: 0.
// Memory (dl4j-memory-formulas#vertices, #vectors-vertices): no working memory; activations and activation gradients
// only.
#pragma once

#include <netmem/vertices/vertex.hpp>

namespace netmem {

/// output = factor * input (DL4J ScaleVertex).
struct scale_vertex {
    static constexpr const char* kind_name = "scale_vertex";
    static constexpr std::size_t min_inputs = 1;
    static constexpr std::size_t max_inputs = 1;

    double factor = 1.0;

    constexpr diagnostic validate(const vertex_inputs&) const noexcept { return {}; }
    constexpr input_type output_type(const vertex_inputs& in) const noexcept { return in[0]; }
    constexpr layer_memory_report memory_report(const vertex_context& context) const noexcept {
        return make_vertex_report(context, "ScaleVertex", output_type(context.inputs));
    }
};

/// output = input + amount (DL4J ShiftVertex).
struct shift_vertex {
    static constexpr const char* kind_name = "shift_vertex";
    static constexpr std::size_t min_inputs = 1;
    static constexpr std::size_t max_inputs = 1;

    double amount = 0.0;

    constexpr diagnostic validate(const vertex_inputs&) const noexcept { return {}; }
    constexpr input_type output_type(const vertex_inputs& in) const noexcept { return in[0]; }
    constexpr layer_memory_report memory_report(const vertex_context& context) const noexcept {
        return make_vertex_report(context, "ShiftVertex", output_type(context.inputs));
    }
};

}  // namespace netmem
