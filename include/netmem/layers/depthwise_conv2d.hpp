// netmem/layers/depthwise_conv2d.hpp
// depthwise_conv2d: depthwise 2D convolution (Keras DepthwiseConv2D, DL4J DepthwiseConvolution2D,
// TFLite DEPTHWISE_CONV_2D): every input channel is convolved with its own depth_multiplier
// kernels.
//
// Options, in declaration order (Keras's): kernel, stride, padding, depth_multiplier, dilation,
//         activation, use_bias, explicit_padding. kernel is required
//         (core/required_option.hpp). Defaults: stride 1x1,
//         padding::truncate (== Keras "valid"), depth multiplier 1, dilation 1x1, bias on, no
//         explicit padding.
// Input:  convolutional(height, width, channels) (a convolutional_flat input is unflattened first).
// Output: convolutional(out_h, out_w, channels * depth_multiplier), out_h/out_w from
//         convolution_output_size() (convolution_options.hpp), e.g. Keras "same" with stride 2:
//         ceil(in / 2), with TensorFlow's asymmetric padding (same_padding()).
// Parameters (elements): channels*depth_multiplier*kh*kw + (use_bias ? channels*depth_multiplier : 0)
//         Source: DL4J DepthwiseConvolutionParamInitializer (dl4j-memory-formulas#parameters); Keras DepthwiseConv2D
//         gives the same count (depthwise kernel (kh, kw, channels, multiplier) + bias), e.g. 3x3 on 64
//         channels: 64*9 + 64 = 640 (published-networks#ds-cnn).
// Memory (DL4J DepthwiseConvolution2D keeps ConvolutionLayer.getMemoryReport, dl4j-memory-formulas#layers; the same
//         under both policies), element counts, with I = channels * out_h * out_w * kh * kw:
//         P as above; U = updater(P); inference working memory I per example; training working
//         memory 2I + D (cache none) or I + D (cache device/host); cache memory I (device/host) or 0.
//         Recorded class: "ConvolutionLayer".
// Deployment (core/deployment.hpp): weights channels*depth_multiplier*kh*kw, biases
//         channels*depth_multiplier (if use_bias), quantization per output channel; a following
//         batch norm folds into it and a following activation fuses into it; kernel
//         arm_depthwise_conv_wrapper_s8 (scratch in kernels/cmsis_nn/scratch.hpp); with depth
//         multiplier 1 it may run in place (deployment::in_place_depthwise, TinyEngine).
// Training (core/training_op.hpp; rules in training/pytorch.hpp): a grouped convolution
//         (weights channels*depth_multiplier*kh*kw, bias channels*depth_multiplier), then the activation.
// Fails to compile: kernel not set (rules::required_option_not_set);
//         a depth multiplier < 1 (rules::depth_multiplier_not_positive); kernel, stride
//         or dilation < 1 (rules::zero_size); negative explicit padding (rules::negative_value);
//         padding::causal (rules::causal_padding_needs_1d_layer); in truncate/strict mode a dilated
//         kernel larger than the padded input (rules::kernel_larger_than_padded_input); in strict
//         mode a stride that does not divide (rules::stride_does_not_divide_input); a
//         non-convolutional input (rules::unsupported_input_kind); 64-bit overflow
//         (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/convolution_options.hpp>
#include <netmem/layers/detail/convolution_family.hpp>
#include <netmem/layers/detail/kernel_call2d.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

namespace error {
template <class Where, size_type V> struct depth_multiplier : quantity<Where, V> {};
/// Rule netmem::rules::depth_multiplier_not_positive.
template <class DepthMultiplier>
struct depth_multiplier_not_positive {
    static_assert(DepthMultiplier::value >= 1,
                  "netmem: the depth multiplier (Keras depth_multiplier, DL4J depthMultiplier) must be at least 1: "
                  "each input channel needs at least one depthwise kernel");
};
}  // namespace error

namespace rules {
/// A depthwise or separable convolution with a depth multiplier < 1. Numbers: the multiplier.
inline constexpr rule depth_multiplier_not_positive{"depth_multiplier_not_positive"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::depth_multiplier_not_positive, W, A, B, C, D>
    : error::depth_multiplier_not_positive<error::depth_multiplier<W, A>> {};

/// ok when `multiplier` >= 1, else rules::depth_multiplier_not_positive.
constexpr diagnostic require_depth_multiplier(size_type multiplier) noexcept {
    return multiplier >= 1 ? diagnostic{} : violated(rules::depth_multiplier_not_positive, multiplier);
}

/// Depthwise 2D convolution. See the file comment for every formula and rule.
struct depthwise_conv2d {
    static constexpr const char* kind_name = "depthwise_conv2d";
    static constexpr operator_kind kind = operator_kind::depthwise_convolution;
    static constexpr accepted_input accepts = accepted_input::convolutional;

    size2d kernel = kernel2d_not_set;                      ///< kernel height, width
    size2d stride{1, 1};                      ///< stride height, width
    netmem::padding padding = padding::truncate;
    size_type depth_multiplier = 1;           ///< kernels per input channel (DL4J depthMultiplier)
    size2d dilation{1, 1};                    ///< dilation height, width
    netmem::activation activation = activation::identity;
    bool use_bias = true;                     ///< DL4J hasBias
    size2d explicit_padding{0, 0};            ///< DL4J padding (rows top and bottom, columns left and right)

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = require_set(kernel, required_option::kernel); !unset.ok()) return unset;
        const diagnostic kind = require_input_kind(in, input_kind::convolutional);
        if (!kind.ok()) return kind;
        return first_violation(require_depth_multiplier(depth_multiplier),
                               check_convolution2d_axes(in, kernel, stride, dilation, explicit_padding, padding),
                               require_product_fits(in.channels, depth_multiplier, kernel.height, kernel.width),
                               require_product_fits(in.height, in.width, in.channels, depth_multiplier, kernel.height,
                                                    kernel.width));
    }
    /// Output channels: channels * depth_multiplier (DL4J nOut).
    constexpr size_type output_channels(const input_type& in) const noexcept {
        return checked_multiply(in.channels, depth_multiplier);
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return convolution2d_output(in, kernel, stride, dilation, explicit_padding, padding, output_channels(in));
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_add(checked_product(output_channels(in), kernel.height, kernel.width),
                           use_bias ? output_channels(in) : 0);
    }
    /// I = channels * out_h * out_w * kh * kw: DL4J's ConvolutionLayer working size per example.
    constexpr size_type im2col_elements(const input_type& in) const noexcept {
        const input_type out = output_type(in);
        return checked_product(in.channels, out.height, out.width, kernel.height, kernel.width);
    }
    /// Flash, kernel and fusion of this layer under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment&) const noexcept {
        return {.weight_elements = checked_product(output_channels(in), kernel.height, kernel.width),
                .bias_elements = use_bias ? output_channels(in) : 0,
                .quantization_channels = output_channels(in),
                .kernel = detail::kernel_call2d(kernel_operation::depthwise_convolution, in, output_type(in), kernel,
                                                stride, dilation, explicit_padding, padding),
                .accepts_fused_activation = true,
                .has_activation = activation != netmem::activation::identity,
                .activation_as_own_step = !is_fusable_activation(activation),
                .own_activation = activation,
                .accepts_folded_batch_normalization = true,
                .may_run_in_place = depth_multiplier == 1};
    }
    /// As training operations (core/training_op.hpp): a grouped convolution (groups = channels),
    /// then the activation.
    constexpr layer_training training(const input_type& in) const noexcept {
        return with_activation({.kind = training_op_kind::convolution,
                                .output_elements = output_type(in).elements_per_example(),
                                .weight_elements = checked_product(output_channels(in), kernel.height, kernel.width),
                                .bias_elements = use_bias ? output_channels(in) : 0},
                               activation);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return detail::make_convolution_report(context, "ConvolutionLayer", output_type(context.input),
                                               parameter_count(context.input), im2col_elements(context.input));
    }
};

}  // namespace netmem
