// netmem/layers/conv2d_transpose.hpp
// conv2d_transpose: 2D transposed convolution with Keras's shape rule (Keras Conv2DTranspose).
// deconvolution2d (deconvolution.hpp) is the same layer with DL4J's rule (DL4J Deconvolution2D);
// the two differ only in the output size, and only in "valid" mode with a kernel smaller than the
// stride, or with output_padding.
//
// Options, in declaration order (Keras's): filters, kernel, stride, padding, output_padding,
//         dilation, activation, use_bias. filters and kernel are required
//         (core/required_option.hpp). Defaults: stride 1x1, padding::valid, output_padding none
//         (output_padding_none: Keras's None), dilation 1x1, bias on. padding::valid or
//         padding::same only.
// Input:  convolutional(height, width, channels) (a convolutional_flat input is unflattened first).
// Output: convolutional(out_h, out_w, filters), per axis with k' = k + (k - 1)(d - 1)
//         (Keras keras/src/utils/conv_utils.py deconv_output_length):
//           output_padding none: valid -> in * s + max(k' - s, 0); same -> in * s
//           output_padding op:   (in - 1) * s + k' - 2 * pad + op, pad = 0 (valid) or k' / 2 (same)
//         e.g. valid, in 4, k 1, s 2 -> 4*2 + max(1 - 2, 0) = 8 (DL4J's (in - 1) s + k gives 7);
//              valid, in 5, k 2, s 3 -> 5*3 + max(2 - 3, 0) = 15 (DL4J: 14);
//              same, in 4, k 3, s 2, op 1 -> 3*2 + 3 - 2*1 + 1 = 8.
// Parameters (elements): channels*filters*kh*kw + (use_bias ? filters : 0) (Keras Conv2DTranspose:
//         kernel (kh, kw, filters, channels) + bias (filters); DL4J DeconvolutionParamInitializer).
// Memory: deconvolution2d's (DL4J ConvolutionLayer.getMemoryReport, recorded class
//         "ConvolutionLayer"), with this layer's output: policy::dl4j I = channels*out_h*out_w*kh*kw;
//         policy::corrected the col2im buffer I = filters*kh*kw*in_h*in_w (elements per example).
// Deployment: deconvolution2d's (TFLite TRANSPOSE_CONV: flash, fused activation, TFLM's int32 /
//         int64 accumulator or CMSIS-NN's buffers; see deconvolution.hpp), with the kernel call's
//         output size replaced by this layer's, so the scratch follows Keras's output size.
// Fails to compile: filters or kernel not set (rules::required_option_not_set); filters, kernel,
//         stride or dilation < 1 (rules::zero_size); padding other than valid/same
//         (rules::transposed_padding_not_keras); output_padding < 0 or >= stride on an axis
//         (rules::output_padding_not_below_stride: Keras's "Strides must be greater than output
//         padding"); an output size < 1 (rules::cropping_larger_than_input); a wrong input kind
//         (rules::unsupported_input_kind); 64-bit overflow (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/layers/convolution_options.hpp>
#include <netmem/layers/deconvolution.hpp>
#include <netmem/layers/detail/convolution_family.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// Keras's output_padding=None on both axes.
inline constexpr size2d output_padding_none{-1, -1};

namespace error {
template <class Where, size_type V> struct output_padding : quantity<Where, V> {};

/// Rule netmem::rules::output_padding_not_below_stride.
template <class OutputPadding, class Stride, class Axis>
struct output_padding_not_below_stride {
    static_assert(OutputPadding::value >= 0 && OutputPadding::value < Stride::value,
                  "netmem: conv2d_transpose's output_padding must be >= 0 and smaller than the stride along each "
                  "axis (axis 0 = height, 1 = width), as Keras requires; use output_padding_none for Keras's None");
};
/// Rule netmem::rules::transposed_padding_not_keras.
template <class PaddingMode>
struct transposed_padding_not_keras {
    static_assert(PaddingMode::value == static_cast<size_type>(padding::valid) ||
                      PaddingMode::value == static_cast<size_type>(padding::same),
                  "netmem: conv2d_transpose takes Keras's padding::valid or padding::same (padding mode 0 or 1); "
                  "for DL4J's modes and explicit padding use deconvolution2d");
};
}  // namespace error

namespace rules {
/// conv2d_transpose: output_padding < 0 or >= stride. Numbers: output padding, stride, axis.
inline constexpr rule output_padding_not_below_stride{"output_padding_not_below_stride"};
/// conv2d_transpose: a padding mode other than valid/same. Numbers: the padding mode.
inline constexpr rule transposed_padding_not_keras{"transposed_padding_not_keras"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::output_padding_not_below_stride, W, A, B, C, D>
    : error::output_padding_not_below_stride<error::output_padding<W, A>, error::stride<W, B>, error::axis<W, C>> {};
template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::transposed_padding_not_keras, W, A, B, C, D>
    : error::transposed_padding_not_keras<error::padding_mode<W, A>> {};

/// Keras deconv_output_length along one axis (see the file comment). output_padding < 0 = None.
/// Call only after check_keras_transposed_axis.
constexpr size_type keras_transposed_output_size(size_type in, size_type kernel, size_type stride, size_type dilation,
                                                 size_type output_padding, padding mode) noexcept {
    const size_type k = dilated_kernel(kernel, dilation);
    if (output_padding < 0) {
        if (mode == padding::same) return checked_multiply(in, stride);
        return checked_add(checked_multiply(in, stride), k > stride ? k - stride : 0);
    }
    const size_type pad = mode == padding::same ? k / 2 : 0;
    return checked_add(checked_multiply(in - 1, stride), k + output_padding) - 2 * pad;
}

/// Checks one axis of conv2d_transpose: positive sizes, output_padding in [0, stride) unless none,
/// no overflow, and a positive output.
constexpr diagnostic check_keras_transposed_axis(size_type in, size_type kernel, size_type stride, size_type dilation,
                                                 size_type output_padding, padding mode, size_type axis) noexcept {
    const diagnostic basic =
        first_violation(require_positive(kernel), require_positive(stride), require_positive(dilation),
                        require_product_fits(stride, in), require_product_fits(kernel, dilation));
    if (!basic.ok()) return basic;
    if (output_padding != output_padding_none.height && (output_padding < 0 || output_padding >= stride))
        return violated(rules::output_padding_not_below_stride, output_padding, stride, axis);
    const size_type k = dilated_kernel(kernel, dilation);
    if (const diagnostic sum = require_sum_fits(stride * in, k, output_padding < 0 ? 0 : output_padding); !sum.ok())
        return sum;
    if (output_padding >= 0) {
        const size_type pad = mode == padding::same ? k / 2 : 0;
        const size_type full = stride * (in - 1) + k + output_padding;
        if (2 * pad >= full) return violated(rules::cropping_larger_than_input, 2 * pad, full, axis);
    }
    return {};
}

/// 2D transposed convolution with Keras's shape rule. See the file comment.
struct conv2d_transpose {
    static constexpr const char* kind_name = "conv2d_transpose";
    static constexpr operator_kind kind = operator_kind::transposed_convolution;
    static constexpr accepted_input accepts = accepted_input::convolutional;

    size_type filters = not_set;                 ///< output channels (Keras filters): required
    size2d kernel = kernel2d_not_set;            ///< kernel height, width (Keras kernel_size): required
    size2d stride{1, 1};                         ///< stride height, width
    netmem::padding padding = padding::valid;    ///< padding::valid or padding::same
    size2d output_padding = output_padding_none; ///< Keras output_padding; output_padding_none = None
    size2d dilation{1, 1};                       ///< dilation height, width
    netmem::activation activation = activation::identity;
    bool use_bias = true;

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = first_violation(require_set(filters, required_option::filters),
                                                     require_set(kernel, required_option::kernel));
            !unset.ok())
            return unset;
        const diagnostic kind = require_input_kind(in, input_kind::convolutional);
        if (!kind.ok()) return kind;
        if (padding != padding::valid && padding != padding::same)
            return violated(rules::transposed_padding_not_keras, static_cast<size_type>(padding));
        const diagnostic own = first_violation(
            require_positive(filters),
            check_keras_transposed_axis(in.height, kernel.height, stride.height, dilation.height,
                                        output_padding.height, padding, 0),
            check_keras_transposed_axis(in.width, kernel.width, stride.width, dilation.width, output_padding.width,
                                        padding, 1),
            require_product_fits(in.channels, filters, kernel.height, kernel.width),
            require_product_fits(filters, kernel.height, kernel.width, in.height, in.width));
        if (!own.ok()) return own;
        // policy::dl4j's buffer channels * out_h * out_w * kh * kw, training's 2I, the output elements.
        const input_type out = output_type(in);
        return first_violation(require_product_fits(2, in.channels, out.height, out.width, kernel.height, kernel.width),
                               require_product_fits(2, filters, kernel.height, kernel.width, in.height, in.width));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_convolutional(keras_transposed_output_size(in.height, kernel.height, stride.height, dilation.height,
                                                               output_padding.height, padding),
                                  keras_transposed_output_size(in.width, kernel.width, stride.width, dilation.width,
                                                               output_padding.width, padding),
                                  filters);
    }
    /// The same layer under DL4J's rule (deconvolution.hpp): equal parameters and col2im buffer.
    constexpr deconvolution2d as_deconvolution2d() const noexcept {
        return {.filters = filters, .kernel = kernel, .stride = stride, .padding = padding, .dilation = dilation,
                .activation = activation, .use_bias = use_bias};
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return as_deconvolution2d().parameter_count(in);
    }
    /// deconvolution2d's deployment hook with this layer's output size (see the file comment).
    template <class Dl4j = deconvolution2d>
        requires requires(const Dl4j& d, const input_type& in, const netmem::deployment& profile) {
            { d.deployment(in, profile) } -> std::same_as<layer_deployment>;
        }
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment& profile) const noexcept {
        const Dl4j same_layer = as_deconvolution2d();
        layer_deployment result = same_layer.deployment(in, profile);
        const input_type out = output_type(in);
        if (result.kernel.operation != kernel_operation::none) {
            result.kernel.output_height = out.height;
            result.kernel.output_width = out.width;
        }
        return result;
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        const input_type out = output_type(context.input);
        const size_type buffer =
            context.policy == policy::dl4j
                ? checked_product(context.input.channels, out.height, out.width, kernel.height, kernel.width)
                : as_deconvolution2d().col2im_elements(context.input);
        return detail::make_convolution_report(context, "ConvolutionLayer", out, parameter_count(context.input),
                                               buffer);
    }
};

}  // namespace netmem
