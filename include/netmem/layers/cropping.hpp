// netmem/layers/cropping.hpp
// cropping1d, cropping2d, cropping3d: remove elements at the edges of a sequence, image or volume
// (Keras Cropping1D/2D/3D, DL4J Cropping1D / Cropping2D / Cropping3D).
//
// Options: cropping, the elements removed on each side (edges1d {before, after}, edges2d {top,
//         bottom, left, right}, edges3d {front, back, top, bottom, left, right}). Defaults follow
//         Keras: (1, 1) for 1D, nothing for 2D, 1 on every side for 3D.
// Inputs and outputs (dl4j-memory-formulas#shape-other, "subtract instead of add"):
//   cropping1d: recurrent(channels, T)      -> recurrent(channels, T - before - after)
//   cropping2d: convolutional(H, W, C)      -> convolutional(H - top - bottom, W - left - right, C)
//   cropping3d: convolutional3d(D, H, W, C) -> each axis cropped by its pair, C unchanged
// Parameters: none (Keras: 0).
// Memory: DL4J has NO report: Cropping1D/2D/3D.getMemoryReport return null, and the network totals
//         throw NullPointerException (dl4j-memory-formulas#layers, #bug-4).
//         - policy::dl4j: asking for a report is a compile error naming the layer
//           (rules::dl4j_produces_no_report).
//         - policy::corrected: no parameters, updater state, working or cache memory, as for
//           DL4J's ZeroPadding layers, the same kind of op. Reasoning: the forward pass copies a
//           view of the input into the output (counted as activations); the backward pass writes
//           the output gradient into a zero array of the input's shape, which is the activation
//           gradient the report already counts (DL4J runtime Cropping2DLayer.activate /
//           backpropGradient). Nothing else is allocated. Recorded classes "Cropping1D",
//           "Cropping2D", "Cropping3D".
// Deployment (core/deployment.hpp): TFLite STRIDED_SLICE (Keras Cropping): a new output tensor,
//         no flash, no scratch (TFLM kernels/strided_slice.cc).
// Fails to compile: a negative cropping (rules::negative_value); a crop that removes the whole
//         input along an axis, before + after >= input size (rules::cropping_larger_than_input:
//         removed, input size, axis 0 = height or time, 1 = width, 2 = depth); a wrong input kind
//         (rules::unsupported_input_kind); a recurrent input without a time length
//         (rules::recurrent_input_without_time_steps).
#pragma once

#include <netmem/core/deployment.hpp>

#include <netmem/layers/detail/convolution_family.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// Removes time steps at both ends of a sequence. See the file comment.
struct cropping1d {
    static constexpr const char* kind_name = "cropping1d";
    static constexpr operator_kind kind = operator_kind::crop;
    static constexpr accepted_input accepts = accepted_input::recurrent;

    edges1d cropping{1, 1};  ///< time steps removed at the start and at the end

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic kind = require_input_kind(in, input_kind::recurrent);
        if (!kind.ok()) return kind;
        return first_violation(require_time_steps(in), check_crop_axis(in.time_steps, cropping.before, cropping.after, 0));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_recurrent(in.size, in.time_steps - cropping.before - cropping.after);
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// DL4J's Cropping1D report is null (dl4j-memory-formulas#bug-4).
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// TFLite STRIDED_SLICE: a new output tensor, no flash, no scratch (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept { return {}; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "Cropping1D", output_type(context.input));
    }
};

/// Removes rows and columns at the edges of an image. See the file comment.
struct cropping2d {
    static constexpr const char* kind_name = "cropping2d";
    static constexpr operator_kind kind = operator_kind::crop;
    static constexpr accepted_input accepts = accepted_input::convolutional;

    edges2d cropping{0, 0, 0, 0};  ///< rows top, bottom; columns left, right

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic kind = require_input_kind(in, input_kind::convolutional);
        if (!kind.ok()) return kind;
        return first_violation(check_crop_axis(in.height, cropping.top, cropping.bottom, 0),
                               check_crop_axis(in.width, cropping.left, cropping.right, 1));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_convolutional(in.height - cropping.top - cropping.bottom, in.width - cropping.left - cropping.right,
                                  in.channels);
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// DL4J's Cropping2D report is null (dl4j-memory-formulas#bug-4).
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// TFLite STRIDED_SLICE: a new output tensor, no flash, no scratch (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept { return {}; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "Cropping2D", output_type(context.input));
    }
};

/// Removes planes, rows and columns at the edges of a volume. See the file comment.
struct cropping3d {
    static constexpr const char* kind_name = "cropping3d";
    static constexpr operator_kind kind = operator_kind::crop;
    static constexpr accepted_input accepts = accepted_input::convolutional3d;

    edges3d cropping{1, 1, 1, 1, 1, 1};  ///< depth front, back; rows top, bottom; columns left, right

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic kind = require_input_kind(in, input_kind::convolutional3d);
        if (!kind.ok()) return kind;
        return first_violation(check_crop_axis(in.depth, cropping.front, cropping.back, 2),
                               check_crop_axis(in.height, cropping.top, cropping.bottom, 0),
                               check_crop_axis(in.width, cropping.left, cropping.right, 1));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return input::convolutional3d{in.depth - cropping.front - cropping.back,
                                      in.height - cropping.top - cropping.bottom,
                                      in.width - cropping.left - cropping.right, in.channels};
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// DL4J's Cropping3D report is null (dl4j-memory-formulas#bug-4).
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// TFLite STRIDED_SLICE: a new output tensor, no flash, no scratch (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept { return {}; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "Cropping3D", output_type(context.input));
    }
};

}  // namespace netmem
