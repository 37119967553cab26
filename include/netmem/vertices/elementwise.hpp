// netmem/vertices/elementwise.hpp
// elementwise: combine inputs of one shape element by element (DL4J ElementWiseVertex; Keras Add,
// Subtract, Multiply, Average, Maximum).
//
// Options: op (elementwise_op::add, subtract, product, average, max), in_place (PyTorch
//         `out += identity`: the first input is overwritten; training_peak and inference_peak only),
//         broadcast (false: DL4J's rule, equal shapes).
// Inputs: 2 or more (subtract: exactly 2), all of the same kind. broadcast false: the same shape
//         (an unknown recurrent time length matches any). broadcast true: NumPy / TFLite
//         broadcasting (TFLite ADD, SUB, MUL, MAXIMUM broadcast; Keras merge layers): along every
//         dimension (size; time_steps; depth, height, width, channels) the inputs are equal or 1.
//         e.g. squeeze-and-excitation (MobileNetV3, EfficientNet): H x W x C times 1 x 1 x C.
// Output: broadcast false: the common input type. policy::dl4j records inputTypes[0] (dl4j-memory-formulas#vertices);
//         policy::corrected takes the time length from any input that knows it (dl4j-memory-formulas#bug-14).
//         broadcast true: per dimension the largest input size (8x8x16 * 1x1x16 -> 8x8x16).
// Parameters: 0.
// Memory (DL4J ElementWiseVertex.getMemoryReport, dl4j-memory-formulas#vertices): no working memory; report input =
//         input 0 (policy::corrected: activation gradients over all inputs).
// Deployment (core/deployment.hpp): a new output tensor of the (broadcast) output shape, every
//         input live until then, no flash, no scratch (CMSIS-NN arm_elementwise_add_s8 /
//         arm_elementwise_mul_s8; TFLM's broadcasting ADD / MUL run the reference BroadcastAdd4DSlow /
//         BroadcastMul4DSlow, which need no scratch either); add, subtract and product take a
//         following relu / relu6 fused (TFLite ADD, SUB, MUL fused_activation_function). TFLM's
//         runtime model (runtime/tflm/tflm.hpp) lowers add, subtract and product to ADD, SUB and
//         MUL (their builtin options and kernel data differ); average and max have no lowering
//         there (tflm::arena is a compile error naming the vertex; the static plan works).
// Training (core/training_op.hpp; rules in training/pytorch.hpp): add (also subtract, average:
//         nothing saved, the gradient passes through), multiply, maximum (save their inputs);
//         in place when .in_place.
// Fails to compile: fewer than 2 inputs or, for subtract, more than 2 (rules::too_few_inputs,
//         rules::too_many_inputs); inputs of different kinds or shapes (rules::input_shapes_differ,
//         naming the input position, the dimension and both values); with broadcast, a dimension
//         where an input is neither 1 nor the size so far (rules::shapes_do_not_broadcast, naming the
//         input position, the dimension, the size so far and the input's).
#pragma once

#include <cstdint>

#include <netmem/core/deployment.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/elementwise_op.hpp>
#include <netmem/layers/operator_kind.hpp>
#include <netmem/vertices/vertex.hpp>

namespace netmem {


namespace error {
template <class Where, size_type V> struct size_so_far : quantity<Where, V> {};
/// Rule netmem::rules::shapes_do_not_broadcast.
template <class Position, class Dimension, class SoFar, class This>
struct shapes_do_not_broadcast {
    static_assert(SoFar::value == This::value || SoFar::value == 1 || This::value == 1,
                  "netmem: these inputs do not broadcast: along differing_dimension (1 size, 2 time_steps, 3 depth, "
                  "4 height, 5 width, 6 channels; 0 = the kinds differ) input_position is neither 1 nor the "
                  "size of the inputs before it (NumPy / TFLite broadcasting)");
};
}  // namespace error

namespace rules {
/// elementwise with broadcast: an input neither 1 nor the size so far along a dimension. Numbers:
/// input position, dimension (netmem::shape_dimension), size so far, the input's size.
inline constexpr rule shapes_do_not_broadcast{"shapes_do_not_broadcast"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::shapes_do_not_broadcast, W, A, B, C, D>
    : error::shapes_do_not_broadcast<error::input_position<W, A>, error::differing_dimension<W, B>,
                                     error::size_so_far<W, C>, error::this_input_value<W, D>> {};

namespace detail {
/// The dimensions that broadcast, for an input of `kind`.
constexpr unsigned broadcast_dimensions(input_kind kind) noexcept {
    switch (kind) {
        case input_kind::feed_forward: return ignore(shape_dimension::size);
        case input_kind::recurrent: return ignore(shape_dimension::size) | ignore(shape_dimension::time_steps);
        case input_kind::convolutional:
            return ignore(shape_dimension::height) | ignore(shape_dimension::width) | ignore(shape_dimension::channels);
        case input_kind::convolutional_flat:
            return ignore(shape_dimension::height) | ignore(shape_dimension::width) | ignore(shape_dimension::depth);
        case input_kind::convolutional3d:
            return ignore(shape_dimension::depth) | ignore(shape_dimension::height) | ignore(shape_dimension::width) |
                   ignore(shape_dimension::channels);
    }
    return 0;
}
/// Sets dimension `d` of `type` to `value`.
constexpr void set_dimension(input_type& type, shape_dimension d, size_type value) noexcept {
    switch (d) {
        case shape_dimension::size: type.size = value; break;
        case shape_dimension::time_steps: type.time_steps = value; break;
        case shape_dimension::depth: type.depth = value; break;
        case shape_dimension::height: type.height = value; break;
        case shape_dimension::width: type.width = value; break;
        case shape_dimension::channels: type.channels = value; break;
        case shape_dimension::kind: break;
    }
}
/// Broadcasts the inputs (NumPy rule, see the file comment); the first failure goes to `failure`.
constexpr input_type broadcast_shapes(const vertex_inputs& in, diagnostic& failure) noexcept {
    constexpr shape_dimension dimensions[] = {shape_dimension::size,  shape_dimension::time_steps,
                                              shape_dimension::depth, shape_dimension::height,
                                              shape_dimension::width, shape_dimension::channels};
    input_type out = in[0];
    for (std::size_t i = 1; i < in.count && failure.ok(); ++i) {
        if (in[i].kind != out.kind) {
            failure = violated(rules::shapes_do_not_broadcast, static_cast<size_type>(i), 0,
                               static_cast<size_type>(out.kind), static_cast<size_type>(in[i].kind));
            break;
        }
        const unsigned broadcasting = broadcast_dimensions(out.kind);
        for (shape_dimension d : dimensions) {
            if ((broadcasting & ignore(d)) == 0) continue;
            const size_type so_far = dimension_value(out, d);
            const size_type value = dimension_value(in[i], d);
            if (d == shape_dimension::time_steps && (so_far == 0 || value == 0)) {
                if (so_far == 0) set_dimension(out, d, value);
                continue;
            }
            if (so_far == value || value == 1) continue;
            if (so_far == 1) {
                set_dimension(out, d, value);
                continue;
            }
            failure = violated(rules::shapes_do_not_broadcast, static_cast<size_type>(i), static_cast<size_type>(d),
                               so_far, value);
            break;
        }
    }
    return out;
}
}  // namespace detail

/// Element-by-element combination of its inputs. See the file comment.
struct elementwise {
    static constexpr const char* kind_name = "elementwise";
    static constexpr operator_kind kind = operator_kind::elementwise;
    static constexpr std::size_t min_inputs = 2;
    static constexpr std::size_t max_inputs = unbounded_inputs;  // subtract: checked in validate

    elementwise_op op = elementwise_op::add;
    /// Write into the first input (PyTorch `out += identity` in torchvision's BasicBlock) instead
    /// of a new tensor. Used by training_peak / inference_peak only.
    bool in_place = false;
    bool broadcast = false;  ///< NumPy / TFLite broadcasting (see the file comment)

    constexpr diagnostic validate(const vertex_inputs& in) const noexcept {
        if (op == elementwise_op::subtract && in.count > 2)
            return violated(rules::too_many_inputs, static_cast<size_type>(in.count), 2);
        if (broadcast) {
            diagnostic failure{};
            const input_type out = detail::broadcast_shapes(in, failure);
            return failure.ok() ? require_elements_fit(out) : failure;
        }
        return require_same_shapes(in);
    }
    constexpr input_type output_type(const vertex_inputs& in) const noexcept {
        if (broadcast) {
            diagnostic failure{};
            return detail::broadcast_shapes(in, failure);
        }
        input_type out = in[0];
        if (in.policy == policy::corrected && out.is_recurrent() && out.time_steps == 0)
            out.time_steps = first_known_time_steps(in);
        return out;
    }
    /// Kernel and fusion under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const vertex_inputs&, const netmem::deployment&) const noexcept {
        return {.kernel = {.operation = kernel_operation::elementwise},
                .elementwise = op == elementwise_op::add        ? tflite_elementwise::add
                               : op == elementwise_op::subtract ? tflite_elementwise::sub
                               : op == elementwise_op::product  ? tflite_elementwise::mul
                                                                : tflite_elementwise::none,
                .accepts_fused_activation = op == elementwise_op::add || op == elementwise_op::subtract ||
                                            op == elementwise_op::product};
    }
    /// As a training operation (core/training_op.hpp): add (also subtract and average, whose
    /// gradients need no saved tensor), multiply, or maximum.
    constexpr layer_training training(const vertex_inputs& in) const noexcept {
        const training_op_kind kind = op == elementwise_op::product ? training_op_kind::multiply
                                      : op == elementwise_op::max   ? training_op_kind::maximum
                                                                    : training_op_kind::add;
        return single_op(
            {.kind = kind, .output_elements = output_type(in).elements_per_example(), .in_place = in_place});
    }
    constexpr layer_memory_report memory_report(const vertex_context& context) const noexcept {
        return make_vertex_report(context, "ElementWiseVertex", output_type(context.inputs));
    }
};

}  // namespace netmem
