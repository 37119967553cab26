// netmem/layers/separable_conv2d.hpp
// separable_conv2d: depthwise-separable 2D convolution, a depthwise convolution followed by a 1x1
// pointwise convolution in one layer (Keras SeparableConv2D, DL4J SeparableConvolution2D).
//
// Options, in declaration order (Keras's): filters, kernel, stride, padding, dilation,
//         depth_multiplier, activation, use_bias, explicit_padding. filters and kernel
//         are required (core/required_option.hpp). Defaults: stride 1x1, padding::truncate (== Keras "valid"), dilation 1x1, depth multiplier 1, bias on, no
//         explicit padding.
// Input:  convolutional(height, width, channels) (a convolutional_flat input is unflattened first).
// Output: convolutional(out_h, out_w, filters), out_h/out_w from convolution_output_size().
// Parameters (elements):
//         channels*depth_multiplier*kh*kw + channels*depth_multiplier*filters + (use_bias ? filters : 0)
//         Source: DL4J SeparableConvolutionParamInitializer (spec §7); Keras SeparableConv2D gives
//         the same count (depthwise kernel + pointwise kernel (1, 1, channels*multiplier, filters) +
//         bias (filters)).
// Memory (DL4J SeparableConvolution2D keeps ConvolutionLayer.getMemoryReport, spec §9; the same
//         under both policies), with I = channels * out_h * out_w * kh * kw: P; U = updater(P);
//         inference working memory I; training 2I + D (cache none) or I + D (cache device/host);
//         cache memory I (device/host) or 0. Recorded class: "ConvolutionLayer".
// Fails to compile: filters or kernel not set (rules::required_option_not_set);
//         filters, kernel, stride or dilation < 1 (rules::zero_size); a depth multiplier
//         < 1 (rules::depth_multiplier_not_positive); negative explicit padding
//         (rules::negative_value); padding::causal (rules::causal_padding_needs_1d_layer); in
//         truncate/strict mode a dilated kernel larger than the padded input
//         (rules::kernel_larger_than_padded_input); in strict mode a stride that does not divide
//         (rules::stride_does_not_divide_input); a non-convolutional input
//         (rules::unsupported_input_kind); 64-bit overflow (rules::size_overflow).
#pragma once

#include <netmem/layers/convolution_options.hpp>
#include <netmem/layers/depthwise_conv2d.hpp>
#include <netmem/layers/detail/convolution_family.hpp>
#include <netmem/layers/layer.hpp>

namespace netmem {

/// Depthwise-separable 2D convolution. See the file comment for every formula and rule.
struct separable_conv2d {
    static constexpr const char* kind_name = "separable_conv2d";
    static constexpr accepted_input accepts = accepted_input::convolutional;

    size_type filters = not_set;                    ///< output channels of the pointwise step (DL4J nOut)
    size2d kernel = kernel2d_not_set;                      ///< depthwise kernel height, width
    size2d stride{1, 1};                      ///< stride height, width
    netmem::padding padding = padding::truncate;
    size2d dilation{1, 1};                    ///< dilation height, width
    size_type depth_multiplier = 1;           ///< depthwise kernels per input channel
    netmem::activation activation = activation::identity;
    bool use_bias = true;                     ///< DL4J hasBias
    size2d explicit_padding{0, 0};            ///< DL4J padding (rows top and bottom, columns left and right)

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = first_violation(require_set(filters, required_option::filters), require_set(kernel, required_option::kernel)); !unset.ok()) return unset;
        const diagnostic kind = require_input_kind(in, input_kind::convolutional);
        if (!kind.ok()) return kind;
        const diagnostic own =
            first_violation(require_positive(filters), require_depth_multiplier(depth_multiplier),
                            check_convolution2d_axes(in, kernel, stride, dilation, explicit_padding, padding),
                            require_product_fits(in.channels, depth_multiplier, kernel.height, kernel.width),
                            require_product_fits(in.channels, depth_multiplier, filters),
                            require_product_fits(in.height, in.width, in.channels, kernel.height, kernel.width));
        if (!own.ok()) return own;
        // Training's 2I of the im2col buffer (explicit padding can make out_h * out_w > h * w).
        const input_type out = output_type(in);
        return require_product_fits(2, in.channels, out.height, out.width, kernel.height, kernel.width);
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return convolution2d_output(in, kernel, stride, dilation, explicit_padding, padding, filters);
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        const size_type depthwise_channels = checked_multiply(in.channels, depth_multiplier);
        return checked_add(checked_add(checked_product(depthwise_channels, kernel.height, kernel.width),
                                       checked_multiply(depthwise_channels, filters)),
                           use_bias ? filters : 0);
    }
    /// I = channels * out_h * out_w * kh * kw: DL4J's ConvolutionLayer working size per example.
    constexpr size_type im2col_elements(const input_type& in) const noexcept {
        const input_type out = output_type(in);
        return checked_product(in.channels, out.height, out.width, kernel.height, kernel.width);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return detail::make_convolution_report(context, "ConvolutionLayer", output_type(context.input),
                                               parameter_count(context.input), im2col_elements(context.input));
    }
};

}  // namespace netmem
