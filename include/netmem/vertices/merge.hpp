// netmem/vertices/merge.hpp
// merge: concatenate inputs along the feature or channel axis (DL4J MergeVertex; Keras
// Concatenate on the last axis).
//
// Options: axis (merge_axis::channels, the default: the last axis; height or width: TFLite
//         CONCATENATION along axis 1 or 2 of NHWC images, Keras Concatenate(axis=1 / 2)).
// Inputs: 1 or more, all of one kind (axis height or width: convolutional only, the other two
//         dimensions equal: convolutional(h_i, w, c) -> convolutional(sum h_i, w, c)):
//   feed_forward(n_i)                  -> feed_forward(sum n_i)
//   recurrent(n_i, T)                  -> recurrent(sum n_i, T of input 0; policy::corrected: the
//                                         first known T)
//   convolutional(h, w, c_i)           -> convolutional(h, w, sum c_i)        (h, w must match)
//   convolutional3d(d, h, w, c_i)      -> convolutional3d(d, h, w, sum c_i)   (d, h, w must match)
//   convolutional_flat                 -> rejected (DL4J throws)
// Parameters: 0.
// Memory (DL4J MergeVertex.getMemoryReport, dl4j-memory-formulas#vertices, #vectors-vertices): no working memory;
//         report input = input 0 (policy::corrected: activation gradients over all inputs).
// Deployment (core/deployment.hpp): TFLite CONCATENATION of every input (any number of inputs):
//         a new output tensor, no flash, no scratch.
// Training (core/training_op.hpp; rules in training/pytorch.hpp): concatenate (nothing saved; the
//         input gradients are views of the output gradient).
// Fails to compile: no input (rules::too_few_inputs); inputs of different kinds or a
//         convolutional_flat input (rules::unsupported_input_kind: received kind, accepted kind);
//         different spatial sizes (rules::merge_spatial_size_mismatch: input position, dimension,
//         size in input 0, size in that input); a sum overflowing 64 bits (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/core/training_op.hpp>

#include <netmem/layers/operator_kind.hpp>
#include <netmem/vertices/vertex.hpp>

namespace netmem {

namespace error {
/// Rule netmem::rules::merge_spatial_size_mismatch.
template <class Position, class Dimension, class First, class This>
struct merge_spatial_size_mismatch {
    static_assert(First::value == This::value,
                  "netmem: merge concatenates channels (or its .axis, height or width): every input needs the "
                  "other dimensions of input 0; "
                  "input_position differs in differing_dimension (3 depth, 4 height, 5 width)");
};
}  // namespace error

namespace rules {
/// Convolutional inputs of a merge differ in height, width or depth. Numbers: input position,
/// dimension (netmem::shape_dimension), value in input 0, value in that input.
inline constexpr rule merge_spatial_size_mismatch{"merge_spatial_size_mismatch"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::merge_spatial_size_mismatch, W, A, B, C, D>
    : error::merge_spatial_size_mismatch<error::input_position<W, A>, error::differing_dimension<W, B>,
                                         error::first_input_value<W, C>, error::this_input_value<W, D>> {};

/// The axis a merge concatenates along: the last (channels of an image, features of a vector), or
/// an image's height or width (TFLite CONCATENATION axis 1 or 2 of NHWC).
enum class merge_axis : std::uint8_t { channels, height, width };

/// ok when the inputs can be concatenated like DL4J's MergeVertex (see the file comment).
constexpr diagnostic validate_concatenation(const vertex_inputs& in, merge_axis axis = merge_axis::channels) noexcept {
    if (in[0].is_convolutional_flat())
        return violated(rules::unsupported_input_kind, static_cast<size_type>(input_kind::convolutional_flat),
                        static_cast<size_type>(input_kind::convolutional));
    if (axis != merge_axis::channels && !in[0].is_convolutional())
        return violated(rules::unsupported_input_kind, static_cast<size_type>(in[0].kind),
                        static_cast<size_type>(input_kind::convolutional));
    // Everything except the concatenated axis (and time lengths) must match.
    const shape_dimension along = axis == merge_axis::height  ? shape_dimension::height
                                  : axis == merge_axis::width ? shape_dimension::width
                                                              : shape_dimension::channels;
    const unsigned ignored = ignore(shape_dimension::size) | ignore(along);
    size_type total = 0;
    for (std::size_t i = 0; i < in.count; ++i) {
        if (in[i].kind != in[0].kind)
            return violated(rules::unsupported_input_kind, static_cast<size_type>(in[i].kind),
                            static_cast<size_type>(in[0].kind));
        shape_dimension d = shape_dimension::kind;
        if (!same_shape(in[0], in[i], ignored, d))
            return violated(rules::merge_spatial_size_mismatch, static_cast<size_type>(i), static_cast<size_type>(d),
                            dimension_value(in[0], d), dimension_value(in[i], d));
        const size_type part = axis != merge_axis::channels ? dimension_value(in[i], along)
                               : in[0].is_convolutional() || in[0].is_convolutional3d() ? in[i].channels
                                                                                         : in[i].size;
        if (add_overflows(total, part)) return violated(rules::size_overflow, total, part);
        total += part;
    }
    return {};
}

/// The concatenated type (DL4J MergeVertex.getOutputType); `time_steps` is the T given to a
/// recurrent result.
constexpr input_type concatenated_type(const vertex_inputs& in, size_type time_steps,
                                       merge_axis axis = merge_axis::channels) noexcept {
    input_type out = in[0];
    size_type total = 0;
    if (axis != merge_axis::channels) {  // validate_concatenation: convolutional inputs
        for (std::size_t i = 0; i < in.count; ++i)
            total = checked_add(total, axis == merge_axis::height ? in[i].height : in[i].width);
        return axis == merge_axis::height ? make_convolutional(total, out.width, out.channels)
                                          : make_convolutional(out.height, total, out.channels);
    }
    const bool channels = out.is_convolutional() || out.is_convolutional3d();
    for (std::size_t i = 0; i < in.count; ++i) total = checked_add(total, channels ? in[i].channels : in[i].size);
    if (channels) out.channels = total;
    else out.size = total;
    if (out.is_recurrent()) out.time_steps = time_steps;
    return out;
}

/// Concatenation of its inputs along features / channels. See the file comment.
struct merge {
    static constexpr const char* kind_name = "merge";
    static constexpr operator_kind kind = operator_kind::concatenation;
    static constexpr std::size_t min_inputs = 1;
    static constexpr std::size_t max_inputs = unbounded_inputs;

    merge_axis axis = merge_axis::channels;  ///< the axis the inputs are concatenated along

    constexpr diagnostic validate(const vertex_inputs& in) const noexcept { return validate_concatenation(in, axis); }
    constexpr input_type output_type(const vertex_inputs& in) const noexcept {
        const size_type t = in.policy == policy::corrected && in[0].time_steps == 0 ? first_known_time_steps(in)
                                                                                   : in[0].time_steps;
        return concatenated_type(in, t, axis);
    }
    /// TFLite CONCATENATION: a new output tensor, no flash, no scratch (see the file comment).
    constexpr layer_deployment deployment(const vertex_inputs&, const netmem::deployment&) const noexcept { return {}; }
    /// As a training operation (core/training_op.hpp): a concatenation.
    constexpr layer_training training(const vertex_inputs& in) const noexcept {
        return single_op({.kind = training_op_kind::concatenate,
                          .output_elements = output_type(in).elements_per_example()});
    }
    constexpr layer_memory_report memory_report(const vertex_context& context) const noexcept {
        return make_vertex_report(context, "MergeVertex", output_type(context.inputs));
    }
};

}  // namespace netmem
