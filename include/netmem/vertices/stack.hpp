// netmem/vertices/stack.hpp
// stack and unstack: join inputs along the minibatch axis, and take one slice back (DL4J
// StackVertex, UnstackVertex).
//
// stack
//   Options: none. Inputs: 1 or more of the same shape (rules::input_shapes_differ).
//   Output: the input type per example (the minibatch grows n-fold at run time; DL4J records the
//           first input's type, dl4j-memory-formulas#vertices).
// unstack
//   Options, in declaration order: from (which slice, 0-based), stack_size (number of slices).
//   Inputs: 1 or more. One input: the output is the input type per example (DL4J does not divide
//           by stack_size: the division is on the minibatch axis). Several inputs: concatenated
//           like merge (DL4J UnstackVertex.getOutputType), and policy::dl4j loses a recurrent T.
//   Fails to compile: stack_size < 1 (rules::zero_size); from outside 0..stack_size-1
//           (rules::subset_range_outside_input: from, from, stack_size).
// Parameters: 0. Memory (dl4j-memory-formulas#vertices, #vectors-vertices): no working memory; report input = input 0
//         (policy::corrected: activation gradients over all inputs).
#pragma once

#include <netmem/vertices/merge.hpp>
#include <netmem/vertices/subset.hpp>
#include <netmem/vertices/vertex.hpp>

namespace netmem {

/// Stacks its inputs along the minibatch axis. See the file comment.
struct stack {
    static constexpr const char* kind_name = "stack";
    static constexpr std::size_t min_inputs = 1;
    static constexpr std::size_t max_inputs = unbounded_inputs;

    constexpr diagnostic validate(const vertex_inputs& in) const noexcept { return require_same_shapes(in); }
    constexpr input_type output_type(const vertex_inputs& in) const noexcept { return in[0]; }
    constexpr layer_memory_report memory_report(const vertex_context& context) const noexcept {
        return make_vertex_report(context, "StackVertex", output_type(context.inputs));
    }
};

/// Takes slice `from` of `stack_size` along the minibatch axis. See the file comment.
struct unstack {
    static constexpr const char* kind_name = "unstack";
    static constexpr std::size_t min_inputs = 1;
    static constexpr std::size_t max_inputs = unbounded_inputs;

    size_type from = 0;        ///< the slice to keep (0-based)
    size_type stack_size = 1;  ///< number of slices along the minibatch axis

    constexpr diagnostic validate(const vertex_inputs& in) const noexcept {
        if (const diagnostic d = require_positive(stack_size); !d.ok()) return d;
        if (from < 0 || from >= stack_size) return violated(rules::subset_range_outside_input, from, from, stack_size);
        return in.count == 1 ? diagnostic{} : validate_concatenation(in);
    }
    constexpr input_type output_type(const vertex_inputs& in) const noexcept {
        if (in.count == 1) return in[0];
        return concatenated_type(in, in.policy == policy::corrected ? first_known_time_steps(in) : 0);
    }
    constexpr bool dl4j_has_no_report(const vertex_inputs& in) const noexcept {
        return in.count > 1 && in[0].is_recurrent();
    }
    constexpr layer_memory_report memory_report(const vertex_context& context) const noexcept {
        return make_vertex_report(context, "UnstackVertex", output_type(context.inputs));
    }
};

}  // namespace netmem
