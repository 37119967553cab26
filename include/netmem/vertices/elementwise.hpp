// netmem/vertices/elementwise.hpp
// elementwise: combine inputs of one shape element by element (DL4J ElementWiseVertex; Keras Add,
// Subtract, Multiply, Average, Maximum).
//
// Options: op (elementwise_op::add, subtract, product, average, max), in_place (PyTorch
//         `out += identity`: the first input is overwritten; training_peak and inference_peak only).
// Inputs: 2 or more (subtract: exactly 2), all of the same kind and shape (an unknown recurrent
//         time length matches any).
// Output: the common input type. policy::dl4j records inputTypes[0] (spec §10); policy::corrected
//         takes the time length from any input that knows it (spec §12.2 item 14).
// Parameters: 0.
// Memory (DL4J ElementWiseVertex.getMemoryReport, spec §10): no working memory; report input =
//         input 0 (policy::corrected: activation gradients over all inputs).
// Deployment (core/deployment.hpp): a new output tensor, no flash, no scratch (CMSIS-NN
//         arm_elementwise_add_s8); add, subtract and product take a following relu / relu6 fused
//         (TFLite ADD, SUB, MUL fused_activation_function).
// Training (core/training_op.hpp; rules in training/pytorch.hpp): add (also subtract, average:
//         nothing saved, the gradient passes through), multiply, maximum (save their inputs);
//         in place when .in_place.
// Fails to compile: fewer than 2 inputs or, for subtract, more than 2 (rules::too_few_inputs,
//         rules::too_many_inputs); inputs of different kinds or shapes (rules::input_shapes_differ,
//         naming the input position, the dimension and both values).
#pragma once

#include <cstdint>

#include <netmem/core/deployment.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/vertices/vertex.hpp>

namespace netmem {

/// The operation of an elementwise vertex (DL4J ElementWiseVertex.Op).
enum class elementwise_op : std::uint8_t { add, subtract, product, average, max };

/// Element-by-element combination of its inputs. See the file comment.
struct elementwise {
    static constexpr const char* kind_name = "elementwise";
    static constexpr std::size_t min_inputs = 2;
    static constexpr std::size_t max_inputs = unbounded_inputs;  // subtract: checked in validate

    elementwise_op op = elementwise_op::add;
    /// Write into the first input (PyTorch `out += identity` in torchvision's BasicBlock) instead
    /// of a new tensor. Used by training_peak / inference_peak only.
    bool in_place = false;

    constexpr diagnostic validate(const vertex_inputs& in) const noexcept {
        if (op == elementwise_op::subtract && in.count > 2)
            return violated(rules::too_many_inputs, static_cast<size_type>(in.count), 2);
        return require_same_shapes(in);
    }
    constexpr input_type output_type(const vertex_inputs& in) const noexcept {
        input_type out = in[0];
        if (in.policy == policy::corrected && out.is_recurrent() && out.time_steps == 0)
            out.time_steps = first_known_time_steps(in);
        return out;
    }
    /// Kernel and fusion under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const vertex_inputs&, const netmem::deployment&) const noexcept {
        return {.kernel = {.operation = kernel_operation::elementwise},
                .accepts_fused_activation = op == elementwise_op::add || op == elementwise_op::subtract ||
                                            op == elementwise_op::product};
    }
    /// As a training operation (core/training_op.hpp): add (also subtract and average, whose
    /// gradients need no saved tensor), multiply, or maximum.
    constexpr layer_training training(const vertex_inputs& in) const noexcept {
        const training_op_kind kind = op == elementwise_op::product ? training_op_kind::multiply
                                      : op == elementwise_op::max   ? training_op_kind::maximum
                                                                    : training_op_kind::add;
        return single_op({.kind = kind, .output_elements = in[0].elements_per_example(), .in_place = in_place});
    }
    constexpr layer_memory_report memory_report(const vertex_context& context) const noexcept {
        return make_vertex_report(context, "ElementWiseVertex", output_type(context.inputs));
    }
};

}  // namespace netmem
