// netmem/layers/upsampling.hpp
// upsampling1d, upsampling2d, upsampling3d: nearest-neighbour upsampling by repetition (Keras
// UpSampling1D/2D/3D, DL4J Upsampling1D/2D/3D).
//
// Options: size (Keras's only size option), per axis. Defaults follow Keras: 2, (2, 2), (2, 2, 2).
// Inputs and outputs (dl4j-memory-formulas#shape-other):
//   upsampling1d: recurrent(channels, T)          -> recurrent(channels, T * s)
//   upsampling2d: convolutional(H, W, C)          -> convolutional(s_h * H, s_w * W, C)
//   upsampling3d: convolutional3d(D, H, W, C)     -> convolutional3d(s_d * D, s_h * H, s_w * W, C)
// Parameters: none (Keras: 0).
// Memory (DL4J Upsampling1D/2D/3D.getMemoryReport, dl4j-memory-formulas#layers), element counts per example, with I the
//         "im2col" term DL4J computes (its comment: im2col array + reduce):
//   upsampling1d: I = channels * (T * s) * s
//   upsampling2d: I = C * out_h * out_w * s_h * s_w
//   upsampling3d: policy::dl4j:      I = C & (out_d * out_h * out_w * s_d * s_h * s_w)  (a bitwise AND:
//                                     DL4J's operator typo, dl4j-memory-formulas#bug-7; Java's * binds tighter)
//                 policy::corrected: I = C * out_d * out_h * out_w * s_d * s_h * s_w
//                 e.g. C = 2, 2x2x2 on 2x2x2: DL4J 2 & (4*4*4*8) = 2 & 512 = 0; corrected 1,024.
//   All three: inference working memory I; training I + D (every cache mode); no parameters,
//   updater state or cache. Recorded classes "Upsampling1D", "Upsampling2D", "Upsampling3D".
// Deployment (core/deployment.hpp): upsampling2d is TFLite RESIZE_NEAREST_NEIGHBOR, upsampling1d
//         a repeat along time (TILE): a new output tensor, no flash, no scratch. upsampling3d has no
//         TFLM operator: planning it is error::layer_has_no_deployment_model.
// Fails to compile: a size < 1 (rules::zero_size); a wrong input kind (rules::unsupported_input_kind);
//         a recurrent input without a time length (rules::recurrent_input_without_time_steps);
//         64-bit overflow (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>

#include <netmem/layers/convolution_options.hpp>
#include <netmem/layers/detail/convolution_family.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// 1D upsampling: every time step repeated `size` times. See the file comment.
struct upsampling1d {
    static constexpr const char* kind_name = "upsampling1d";
    static constexpr operator_kind kind = operator_kind::upsampling;
    static constexpr accepted_input accepts = accepted_input::recurrent;

    size_type size = 2;  ///< repetitions per time step (Keras size, DL4J size)

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic kind = require_input_kind(in, input_kind::recurrent);
        if (!kind.ok()) return kind;
        return first_violation(require_positive(size), require_time_steps(in),
                               require_product_fits(in.size, in.time_steps, size, size));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_recurrent(in.size, checked_multiply(in.time_steps, size));
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// I = channels * (T * s) * s (elements per example).
    constexpr size_type working_elements(const input_type& in) const noexcept {
        return checked_product(in.size, output_type(in).time_steps, size);
    }
    /// TFLite RESIZE_NEAREST_NEIGHBOR / TILE: a new output tensor, no flash, no scratch (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept { return {}; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return detail::make_subsampling_report(context, "Upsampling1D", output_type(context.input),
                                               working_elements(context.input));
    }
};

/// 2D upsampling: every pixel repeated size.height x size.width times. See the file comment.
struct upsampling2d {
    static constexpr const char* kind_name = "upsampling2d";
    static constexpr operator_kind kind = operator_kind::upsampling;
    static constexpr accepted_input accepts = accepted_input::convolutional;

    size2d size{2, 2};  ///< repetitions along height, width

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic kind = require_input_kind(in, input_kind::convolutional);
        if (!kind.ok()) return kind;
        return first_violation(require_positive(size.height), require_positive(size.width),
                               require_product_fits(in.height, in.width, in.channels, size.height, size.width,
                                                    size.height, size.width));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_convolutional(checked_multiply(size.height, in.height), checked_multiply(size.width, in.width),
                                  in.channels);
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// I = C * out_h * out_w * s_h * s_w (elements per example).
    constexpr size_type working_elements(const input_type& in) const noexcept {
        const input_type out = output_type(in);
        return checked_product(in.channels, out.height, out.width, size.height, size.width);
    }
    /// TFLite RESIZE_NEAREST_NEIGHBOR / TILE: a new output tensor, no flash, no scratch (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept { return {}; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return detail::make_subsampling_report(context, "Upsampling2D", output_type(context.input),
                                               working_elements(context.input));
    }
};

/// 3D upsampling: every voxel repeated size.depth x size.height x size.width times.
struct upsampling3d {
    static constexpr const char* kind_name = "upsampling3d";
    static constexpr accepted_input accepts = accepted_input::convolutional3d;

    size3d size{2, 2, 2};  ///< repetitions along depth, height, width

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic kind = require_input_kind(in, input_kind::convolutional3d);
        if (!kind.ok()) return kind;
        return first_violation(require_positive(size.depth), require_positive(size.height),
                               require_positive(size.width),
                               require_product_fits(in.depth, in.height, in.width, in.channels, size.depth,
                                                    size.height, size.width, size.depth, size.height, size.width));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return input::convolutional3d{checked_multiply(size.depth, in.depth), checked_multiply(size.height, in.height),
                                      checked_multiply(size.width, in.width), in.channels};
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// out_d * out_h * out_w * s_d * s_h * s_w: the factor DL4J combines with C.
    constexpr size_type spatial_working_elements(const input_type& in) const noexcept {
        const input_type out = output_type(in);
        return checked_product(out.depth, out.height, out.width, size.depth, size.height, size.width);
    }
    /// I under `p`: C & spatial (policy::dl4j, DL4J's typo) or C * spatial (policy::corrected).
    constexpr size_type working_elements(const input_type& in, policy p) const noexcept {
        const size_type spatial = spatial_working_elements(in);
        return p == policy::dl4j ? (in.channels & spatial) : checked_multiply(in.channels, spatial);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return detail::make_subsampling_report(context, "Upsampling3D", output_type(context.input),
                                               working_elements(context.input, context.policy));
    }
};

}  // namespace netmem
