// netmem/layers/deconvolution.hpp
// deconvolution2d and deconvolution3d (alias conv3d_transpose): transposed convolutions with DL4J's
// shape rule (DL4J Deconvolution2D / Deconvolution3D). Keras's Conv2DTranspose, whose rule differs,
// is conv2d_transpose (conv2d_transpose.hpp).
//
// Options, in declaration order (Keras's): filters, kernel, stride, padding, dilation, activation,
//         use_bias, explicit_padding. Sizes are (height, width) or (depth, height, width). filters
//         and kernel are required (core/required_option.hpp). Defaults: stride 1, padding::truncate (== Keras "valid"), dilation 1, bias on, no explicit
//         padding. No output_padding (DL4J has none; conv2d_transpose has Keras's).
// Input:  convolutional(height, width, channels) (a convolutional_flat input is unflattened first),
//         or convolutional3d(depth, height, width, channels).
// Output: convolutional(out_h, out_w, filters) / convolutional3d(out_d, out_h, out_w, filters), per
//         axis (dl4j-memory-formulas#shape-deconv2d, #shape-3d): same -> s * in; otherwise s * (in - 1) + k' - 2p,
//         k' = k + (k - 1)(d - 1). Keras Conv2DTranspose / Conv3DTranspose agree for "same" (in * s)
//         and for "valid" when k' >= s ((in - 1) s + k'); with k' < s Keras gives in * s (valid, in 4,
//         k 1, s 2: DL4J 7, Keras 8): use conv2d_transpose for Keras's rule. conv3d_transpose is
//         an alias of deconvolution3d and keeps DL4J's rule (Keras's 3D k' < s case is not offered).
// Parameters (elements): channels*filters*kh*kw (+ kd) + (use_bias ? filters : 0)
//         Source: DL4J DeconvolutionParamInitializer / Deconvolution3DParamInitializer
//         (dl4j-memory-formulas#parameters); Keras Conv2DTranspose: kernel (kh, kw, filters, channels) + bias
//         (filters), the same count.
// Memory, deconvolution2d (DL4J Deconvolution2D keeps ConvolutionLayer.getMemoryReport, dl4j-memory-formulas#layers;
//         recorded class "ConvolutionLayer"): P; U = updater(P); inference working memory I;
//         training 2I + D (cache none) or I + D (cache device/host); cache memory I (device/host).
//         - policy::dl4j: DL4J's I = channels * out_h * out_w * kh * kw, the formula of a forward
//           convolution applied to the (larger) transposed output.
//         - policy::corrected: the buffer a transposed convolution really uses. It runs as a GEMM
//           of the weights with the input into a column buffer of shape
//           (filters, kh, kw, in_h, in_w), followed by col2im into the output (libnd4j deconv2d; the
//           backward pass convolves the output gradient through an im2col buffer of the same shape):
//             I = filters * kh * kw * in_h * in_w (elements per example)
//           Example: 16 -> 8 channels, 4x4 kernel, stride 2 on 8x8 (out 18x18): DL4J
//           16*18*18*16 = 82,944; corrected 8*16*8*8 = 8,192.
// Memory, deconvolution3d: DL4J has NO report (Deconvolution3D inherits ConvolutionLayer's
//         report, which casts the CNN3D input to a 2D CNN type: ClassCastException,
//         dl4j-memory-formulas#bug-6).
//         - policy::dl4j: asking for a report is a compile error naming the layer.
//         - policy::corrected: the 3D form of the corrected 2D buffer (libnd4j deconv3d: GEMM into
//           columns (filters, kd, kh, kw, in_d, in_h, in_w), then col2vol):
//             I = filters * kd * kh * kw * in_d * in_h * in_w (elements per example)
//           with the convolution working-memory shape above. Recorded class "Deconvolution3D".
// Deployment, deconvolution2d (core/deployment.hpp): TFLite TRANSPOSE_CONV: weights
//         channels*filters*kh*kw, biases filters (if use_bias; int32 for int8, int64 for 16x8),
//         quantization per filter; a relu / relu6 fuses into it; kernel scratch (every kernel set,
//         kernels/reference/, kernels/cmsis_nn/): TFLM's reference kernel accumulates the whole output in int32
//         (int8; int64 for int16): N*out_h*out_w*filters*4 B; CMSIS-NN's arm_transpose_conv_s8 its
//         own two buffers. E.g. 16x16x32 -> 16 filters, 3x3, stride 2, same, int8, reference: input
//         8,192 + output 32*32*16 = 16,384 + scratch 65,536 = 90,112 B; flash 4,608 weights + 64 B
//         of biases + 16 pairs x 8 = 128 B. deconvolution3d has no TFLite operator: planning it is
//         error::layer_has_no_deployment_model.
// Fails to compile: filters or kernel not set (rules::required_option_not_set);
//         filters, kernel, stride or dilation < 1 (rules::zero_size); negative explicit
//         padding (rules::negative_value); padding::causal (rules::causal_padding_needs_1d_layer);
//         2 * padding >= s * (in - 1) + k' on an axis, i.e. no output left
//         (rules::cropping_larger_than_input: 2p, s * (in - 1) + k', axis); a wrong input kind
//         (rules::unsupported_input_kind); 64-bit overflow (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/layers/convolution_options.hpp>
#include <netmem/layers/detail/convolution_family.hpp>
#include <netmem/layers/detail/kernel_call2d.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// 2D transposed convolution. See the file comment for every formula and rule.
struct deconvolution2d {
    static constexpr const char* kind_name = "deconvolution2d";
    static constexpr operator_kind kind = operator_kind::transposed_convolution;
    static constexpr accepted_input accepts = accepted_input::convolutional;

    size_type filters = not_set;                    ///< output channels (DL4J nOut)
    size2d kernel = kernel2d_not_set;                      ///< kernel height, width
    size2d stride{1, 1};                      ///< stride height, width
    netmem::padding padding = padding::truncate;
    size2d dilation{1, 1};                    ///< dilation height, width
    netmem::activation activation = activation::identity;
    bool use_bias = true;                     ///< DL4J hasBias
    size2d explicit_padding{0, 0};            ///< DL4J padding: rows/columns removed at both ends

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = first_violation(require_set(filters, required_option::filters), require_set(kernel, required_option::kernel)); !unset.ok()) return unset;
        const diagnostic kind = require_input_kind(in, input_kind::convolutional);
        if (!kind.ok()) return kind;
        return first_violation(
            require_positive(filters),
            check_transposed_axis(in.height, kernel.height, stride.height, dilation.height, explicit_padding.height,
                                  padding, 0),
            check_transposed_axis(in.width, kernel.width, stride.width, dilation.width, explicit_padding.width,
                                  padding, 1),
            require_product_fits(in.channels, filters, kernel.height, kernel.width),
            require_product_fits(in.height, in.width, stride.height, stride.width, in.channels, kernel.height,
                                 kernel.width, filters));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_convolutional(transposed_convolution_output_size(in.height, kernel.height, stride.height,
                                                                     dilation.height, explicit_padding.height, padding),
                                  transposed_convolution_output_size(in.width, kernel.width, stride.width,
                                                                     dilation.width, explicit_padding.width, padding),
                                  filters);
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_add(checked_product(in.channels, filters, kernel.height, kernel.width), use_bias ? filters : 0);
    }
    /// DL4J's I = channels * out_h * out_w * kh * kw (policy::dl4j).
    constexpr size_type dl4j_working_elements(const input_type& in) const noexcept {
        const input_type out = output_type(in);
        return checked_product(in.channels, out.height, out.width, kernel.height, kernel.width);
    }
    /// The col2im column buffer I = filters * kh * kw * in_h * in_w (policy::corrected).
    constexpr size_type col2im_elements(const input_type& in) const noexcept {
        return checked_product(filters, kernel.height, kernel.width, in.height, in.width);
    }
    /// TFLite TRANSPOSE_CONV under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment& profile) const noexcept {
        return detail::transposed_convolution2d_deployment(in, output_type(in), kernel, stride, dilation, activation,
                                                           use_bias, profile);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        const size_type buffer = context.policy == policy::dl4j ? dl4j_working_elements(context.input)
                                                                : col2im_elements(context.input);
        return detail::make_convolution_report(context, "ConvolutionLayer", output_type(context.input),
                                               parameter_count(context.input), buffer);
    }
};

/// 3D transposed convolution. See the file comment for every formula and rule.
struct deconvolution3d {
    static constexpr const char* kind_name = "deconvolution3d";
    static constexpr accepted_input accepts = accepted_input::convolutional3d;

    size_type filters = not_set;                    ///< output channels (DL4J nOut)
    size3d kernel = kernel3d_not_set;                   ///< kernel depth, height, width
    size3d stride{1, 1, 1};                   ///< stride depth, height, width
    netmem::padding padding = padding::truncate;
    size3d dilation{1, 1, 1};                 ///< dilation depth, height, width
    netmem::activation activation = activation::identity;
    bool use_bias = true;                     ///< DL4J hasBias
    size3d explicit_padding{0, 0, 0};         ///< DL4J padding: removed at both ends of each axis

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = first_violation(require_set(filters, required_option::filters), require_set(kernel, required_option::kernel)); !unset.ok()) return unset;
        const diagnostic kind = require_input_kind(in, input_kind::convolutional3d);
        if (!kind.ok()) return kind;
        return first_violation(
            require_positive(filters),
            check_transposed_axis(in.depth, kernel.depth, stride.depth, dilation.depth, explicit_padding.depth,
                                  padding, 2),
            check_transposed_axis(in.height, kernel.height, stride.height, dilation.height, explicit_padding.height,
                                  padding, 0),
            check_transposed_axis(in.width, kernel.width, stride.width, dilation.width, explicit_padding.width,
                                  padding, 1),
            require_product_fits(in.channels, filters, kernel.depth, kernel.height, kernel.width),
            require_product_fits(in.depth, in.height, in.width, stride.depth, stride.height, stride.width, in.channels,
                                 kernel.depth, kernel.height, kernel.width, filters));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return input::convolutional3d{
            transposed_convolution_output_size(in.depth, kernel.depth, stride.depth, dilation.depth,
                                               explicit_padding.depth, padding),
            transposed_convolution_output_size(in.height, kernel.height, stride.height, dilation.height,
                                               explicit_padding.height, padding),
            transposed_convolution_output_size(in.width, kernel.width, stride.width, dilation.width,
                                               explicit_padding.width, padding),
            filters};
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_add(checked_product(in.channels, filters, kernel.depth, kernel.height, kernel.width),
                           use_bias ? filters : 0);
    }
    /// DL4J's Deconvolution3D report throws ClassCastException (dl4j-memory-formulas#bug-6).
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// The col2vol column buffer I = filters * kd * kh * kw * in_d * in_h * in_w (elements).
    constexpr size_type col2vol_elements(const input_type& in) const noexcept {
        return checked_product(filters, kernel.depth, kernel.height, kernel.width, in.depth, in.height, in.width);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return detail::make_convolution_report(context, "Deconvolution3D", output_type(context.input),
                                               parameter_count(context.input), col2vol_elements(context.input));
    }
};

/// Keras's name for deconvolution3d.
using conv3d_transpose = deconvolution3d;

}  // namespace netmem
