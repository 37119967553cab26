// netmem/layers/conv3d.hpp
// conv3d: 3D (volumetric) convolution (Keras Conv3D, DL4J Convolution3D).
//
// Options, in declaration order (Keras's): filters, kernel, stride, padding, dilation, activation,
//         use_bias, explicit_padding; every size is (depth, height, width). filters and
//         kernel are required (core/required_option.hpp). Defaults: stride 1x1x1, padding::truncate (== Keras "valid"), dilation 1x1x1, bias on, no
//         explicit padding.
// Input:  convolutional3d(depth, height, width, channels).
// Output: convolutional3d(out_d, out_h, out_w, filters), each axis by convolution_output_size()
//         (dl4j-memory-formulas#shape-3d). DL4J's 3D shape helper reads the width stride from stride[1] (the height
//         stride, dl4j-memory-formulas#bug-8); netmem uses stride.width. DL4J produces no report for conv3d
//         (below), so its flow never reaches a policy::dl4j report and the fix changes no DL4J
//         number here (the same bug is reproduced for subsampling3d, which has a report).
// Parameters (elements): channels*filters*kd*kh*kw + (use_bias ? filters : 0)
//         Source: DL4J Convolution3DParamInitializer (dl4j-memory-formulas#parameters); Keras Conv3D gives the same
//         count (kernel (kd, kh, kw, channels, filters) + bias (filters)).
// Memory: DL4J has NO report: Convolution3D inherits ConvolutionLayer.getMemoryReport, which casts
//         the CNN3D input to a 2D CNN type and throws ClassCastException (dl4j-memory-formulas#layers, #bug-6).
//         - policy::dl4j: asking for a report is a compile error naming the layer.
//         - policy::corrected: ConvolutionLayer's formula with one more axis. A 3D convolution runs
//           as vol2col + GEMM (libnd4j conv3dnew): the column buffer holds, for every output voxel,
//           the kd*kh*kw window of every input channel:
//             I = channels * out_d * out_h * out_w * kd * kh * kw (elements per example)
//           (undilated kernel, as DL4J's 2D formula). P as above; U = updater(P); inference working
//           memory I; training working memory 2I + D (cache none) or I + D (cache device/host);
//           cache memory I (device/host) or 0 (none). Recorded class: "Convolution3D".
// Fails to compile: filters or kernel not set (rules::required_option_not_set);
//         filters, kernel, stride or dilation < 1 (rules::zero_size); negative explicit
//         padding (rules::negative_value); padding::causal (rules::causal_padding_needs_1d_layer);
//         in truncate/strict mode a dilated kernel larger than the padded input
//         (rules::kernel_larger_than_padded_input, axis 0 height, 1 width, 2 depth); in strict mode
//         a stride that does not divide (rules::stride_does_not_divide_input); a non-CNN3D input
//         (rules::unsupported_input_kind); 64-bit overflow (rules::size_overflow).
#pragma once

#include <netmem/layers/convolution_options.hpp>
#include <netmem/layers/detail/convolution_family.hpp>
#include <netmem/layers/layer.hpp>

namespace netmem {

/// 3D convolution. See the file comment for every formula and rule.
struct conv3d {
    static constexpr const char* kind_name = "conv3d";
    static constexpr accepted_input accepts = accepted_input::convolutional3d;

    size_type filters = not_set;                   ///< output channels (DL4J nOut)
    size3d kernel = kernel3d_not_set;                  ///< kernel depth, height, width
    size3d stride{1, 1, 1};                  ///< stride depth, height, width
    netmem::padding padding = padding::truncate;
    size3d dilation{1, 1, 1};                ///< dilation depth, height, width
    netmem::activation activation = activation::identity;
    bool use_bias = true;                    ///< DL4J hasBias
    size3d explicit_padding{0, 0, 0};        ///< DL4J padding, added at both ends of each axis

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = first_violation(require_set(filters, required_option::filters), require_set(kernel, required_option::kernel)); !unset.ok()) return unset;
        const diagnostic kind = require_input_kind(in, input_kind::convolutional3d);
        if (!kind.ok()) return kind;
        return first_violation(
            require_positive(filters),
            check_convolution3d_axes(in, kernel, stride, dilation, explicit_padding, padding),
            require_product_fits(in.channels, filters, kernel.depth, kernel.height, kernel.width),
            require_product_fits(in.depth, in.height, in.width, in.channels, kernel.depth, kernel.height,
                                 kernel.width));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return convolution3d_output(in, kernel, stride, dilation, explicit_padding, padding, filters);
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_add(checked_product(in.channels, filters, kernel.depth, kernel.height, kernel.width),
                           use_bias ? filters : 0);
    }
    /// DL4J's Convolution3D report throws ClassCastException (dl4j-memory-formulas#bug-6).
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// I = channels * out_d * out_h * out_w * kd * kh * kw: the vol2col buffer (elements).
    constexpr size_type vol2col_elements(const input_type& in) const noexcept {
        const input_type out = output_type(in);
        return checked_product(in.channels, out.depth, out.height, out.width, kernel.depth, kernel.height,
                               kernel.width);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return detail::make_convolution_report(context, "Convolution3D", output_type(context.input),
                                               parameter_count(context.input), vol2col_elements(context.input));
    }
};

}  // namespace netmem
