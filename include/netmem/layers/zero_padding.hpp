// netmem/layers/zero_padding.hpp
// zero_padding1d, zero_padding2d, zero_padding3d: add zeros around a sequence, image or volume
// (Keras ZeroPadding1D/2D/3D, DL4J ZeroPadding1DLayer / ZeroPaddingLayer / ZeroPadding3DLayer).
//
// Options: padding, the elements added on each side (edges1d {before, after}, edges2d {top,
//         bottom, left, right}, edges3d {front, back, top, bottom, left, right}). Defaults follow
//         Keras: 1 on every side.
// Inputs and outputs (dl4j-memory-formulas#shape-other):
//   zero_padding1d: recurrent(channels, T)      -> recurrent(channels, T + before + after)
//   zero_padding2d: convolutional(H, W, C)      -> convolutional(H + top + bottom, W + left + right, C)
//   zero_padding3d: convolutional3d(D, H, W, C) -> each axis padded by its pair, C unchanged
// Parameters: none (Keras: 0).
// Memory (DL4J ZeroPaddingLayer / ZeroPadding1DLayer / ZeroPadding3DLayer.getMemoryReport,
//         dl4j-memory-formulas#layers): no parameters, updater state, working or cache memory; only the activations
//         (output) and activation gradients (input) the report's types imply.
//         Recorded classes: "ZeroPaddingLayer" (2D); "ZeroPadding3DLayer" (3D); for 1D,
//         policy::dl4j records "ZeroPaddingLayer" (DL4J's copy-paste, dl4j-memory-formulas#bug-13) and
//         policy::corrected "ZeroPadding1DLayer". The class name changes no number (only the
//         printed "Layer Types" line).
// Deployment (core/deployment.hpp): TFLite PAD: a new output tensor, no flash (the paddings
//         constant is not counted), no scratch (TFLM kernels/pad.cc).
// Fails to compile: a negative padding (rules::negative_value); a padded size beyond 64 bits
//         (rules::size_sum_overflow, rules::size_overflow); a wrong input kind
//         (rules::unsupported_input_kind); a recurrent input without a time length
//         (rules::recurrent_input_without_time_steps).
#pragma once

#include <netmem/core/deployment.hpp>

#include <netmem/layers/detail/convolution_family.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// Zeros added before and after a sequence. See the file comment.
struct zero_padding1d {
    static constexpr const char* kind_name = "zero_padding1d";
    static constexpr operator_kind kind = operator_kind::pad;
    static constexpr accepted_input accepts = accepted_input::recurrent;

    edges1d padding{1, 1};  ///< time steps added at the start and at the end

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic kind = require_input_kind(in, input_kind::recurrent);
        if (!kind.ok()) return kind;
        return first_violation(require_non_negative(padding.before), require_non_negative(padding.after),
                               require_time_steps(in), require_sum_fits(in.time_steps, padding.before, padding.after));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_recurrent(in.size, checked_add(in.time_steps, checked_add(padding.before, padding.after)));
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// TFLite PAD: a new output tensor, no flash, no scratch (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept { return {}; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, context.policy == policy::dl4j ? "ZeroPaddingLayer" : "ZeroPadding1DLayer",
                           output_type(context.input));
    }
};

/// Zero rows and columns added around an image. See the file comment.
struct zero_padding2d {
    static constexpr const char* kind_name = "zero_padding2d";
    static constexpr operator_kind kind = operator_kind::pad;
    static constexpr accepted_input accepts = accepted_input::convolutional;

    edges2d padding{1, 1, 1, 1};  ///< rows top, bottom; columns left, right

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic kind = require_input_kind(in, input_kind::convolutional);
        if (!kind.ok()) return kind;
        return first_violation(require_non_negative(padding.top), require_non_negative(padding.bottom),
                               require_non_negative(padding.left), require_non_negative(padding.right),
                               require_sum_fits(in.height, padding.top, padding.bottom),
                               require_sum_fits(in.width, padding.left, padding.right));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_convolutional(checked_add(in.height, checked_add(padding.top, padding.bottom)),
                                  checked_add(in.width, checked_add(padding.left, padding.right)), in.channels);
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// TFLite PAD: a new output tensor, no flash, no scratch (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept { return {}; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "ZeroPaddingLayer", output_type(context.input));
    }
};

/// Zero planes, rows and columns added around a volume. See the file comment.
struct zero_padding3d {
    static constexpr const char* kind_name = "zero_padding3d";
    static constexpr operator_kind kind = operator_kind::pad;
    static constexpr accepted_input accepts = accepted_input::convolutional3d;

    edges3d padding{1, 1, 1, 1, 1, 1};  ///< depth front, back; rows top, bottom; columns left, right

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic kind = require_input_kind(in, input_kind::convolutional3d);
        if (!kind.ok()) return kind;
        return first_violation(require_non_negative(padding.front), require_non_negative(padding.back),
                               require_non_negative(padding.top), require_non_negative(padding.bottom),
                               require_non_negative(padding.left), require_non_negative(padding.right),
                               require_sum_fits(in.depth, padding.front, padding.back),
                               require_sum_fits(in.height, padding.top, padding.bottom),
                               require_sum_fits(in.width, padding.left, padding.right));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return input::convolutional3d{checked_add(in.depth, checked_add(padding.front, padding.back)),
                                      checked_add(in.height, checked_add(padding.top, padding.bottom)),
                                      checked_add(in.width, checked_add(padding.left, padding.right)), in.channels};
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// TFLite PAD: a new output tensor, no flash, no scratch (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept { return {}; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "ZeroPadding3DLayer", output_type(context.input));
    }
};

}  // namespace netmem
