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
//         Source: DL4J SeparableConvolutionParamInitializer (dl4j-memory-formulas#parameters); Keras SeparableConv2D
//         gives the same count (depthwise kernel + pointwise kernel (1, 1, channels*multiplier, filters) +
//         bias (filters)).
// Memory (DL4J SeparableConvolution2D keeps ConvolutionLayer.getMemoryReport, dl4j-memory-formulas#layers; the same
//         under both policies), with I = channels * out_h * out_w * kh * kw: P; U = updater(P);
//         inference working memory I; training 2I + D (cache none) or I + D (cache device/host);
//         cache memory I (device/host) or 0. Recorded class: "ConvolutionLayer".
// Deployment (core/deployment.hpp): TFLite's converter splits it into two operators with an
//         intermediate tensor (tf.nn.separable_conv2d = depthwise_conv2d + conv2d):
//         1. DEPTHWISE_CONV_2D: input -> (out_h, out_w, channels*depth_multiplier), weights
//            channels*depth_multiplier*kh*kw, a bias vector of channels*depth_multiplier (zeros:
//            TFLite's DEPTHWISE_CONV_2D always has one; tensorflow/compiler/mlir/lite
//            legalize_tf.cc, ConvertTFConvOp "EnsureBiasVectors"), quantization per channel;
//            kernel arm_depthwise_conv_wrapper_s8 (the layer's kernel, stride, padding, dilation);
//         2. CONV_2D 1x1: the intermediate -> (out_h, out_w, filters), weights
//            channels*depth_multiplier*filters, biases filters (if use_bias, int32 for int8),
//            quantization per filter; kernel arm_convolve_wrapper_s8 1x1 (no scratch).
//         The intermediate tensor lives across both steps: e.g. 32x32x8 -> 16 filters, 3x3 same,
//         multiplier 4, int8: step 1 8,192 + 32,768 B, step 2 32,768 + 16,384 = 49,152 B (the peak).
//         A following batch norm folds into the CONV_2D and a relu / relu6 fuses into it.
// Fails to compile: filters or kernel not set (rules::required_option_not_set);
//         filters, kernel, stride or dilation < 1 (rules::zero_size); a depth multiplier
//         < 1 (rules::depth_multiplier_not_positive); negative explicit padding
//         (rules::negative_value); padding::causal (rules::causal_padding_needs_1d_layer); in
//         truncate/strict mode a dilated kernel larger than the padded input
//         (rules::kernel_larger_than_padded_input); in strict mode a stride that does not divide
//         (rules::stride_does_not_divide_input); a non-convolutional input
//         (rules::unsupported_input_kind); 64-bit overflow (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/layers/convolution_options.hpp>
#include <netmem/layers/depthwise_conv2d.hpp>
#include <netmem/layers/detail/convolution_family.hpp>
#include <netmem/layers/detail/kernel_call2d.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// Depthwise-separable 2D convolution. See the file comment for every formula and rule.
struct separable_conv2d {
    static constexpr const char* kind_name = "separable_conv2d";
    static constexpr operator_kind kind = operator_kind::separable_convolution;
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
    /// TFLite's DEPTHWISE_CONV_2D + CONV_2D under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment&) const noexcept {
        const size_type depthwise_channels = checked_multiply(in.channels, depth_multiplier);
        const input_type out = output_type(in);
        const input_type intermediate = make_convolutional(out.height, out.width, depthwise_channels);
        return {.weight_elements = checked_multiply(depthwise_channels, filters),
                .bias_elements = use_bias ? filters : 0,
                .quantization_channels = filters,
                .first_operator = {.output_elements = intermediate.elements_per_example(),
                                   .weight_elements = checked_product(depthwise_channels, kernel.height, kernel.width),
                                   .bias_elements = depthwise_channels,
                                   .quantization_channels = depthwise_channels,
                                   .kernel = detail::kernel_call2d(kernel_operation::depthwise_convolution, in,
                                                                   intermediate, kernel, stride, dilation,
                                                                   explicit_padding, padding)},
                .kernel = detail::kernel_call2d(kernel_operation::convolution, intermediate, out, {1, 1}, {1, 1},
                                                {1, 1}, {0, 0}, padding::truncate),
                .accepts_fused_activation = true,
                .has_activation = activation != netmem::activation::identity,
                .activation_as_own_step = !is_fusable_activation(activation),
                .own_activation = activation,
                .accepts_folded_batch_normalization = true};
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return detail::make_convolution_report(context, "ConvolutionLayer", output_type(context.input),
                                               parameter_count(context.input), im2col_elements(context.input));
    }
};

}  // namespace netmem
