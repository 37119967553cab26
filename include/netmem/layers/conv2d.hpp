// netmem/layers/conv2d.hpp
// conv2d: 2D convolution (Keras Conv2D, DL4J ConvolutionLayer / Convolution2D).
//
// Options, in declaration order (Keras's): filters, kernel, stride, padding, dilation, activation,
//         use_bias, explicit_padding, groups, input_channels (an explicit DL4J nIn: see dense.hpp).
//         filters and kernel are required, as in Keras (DL4J's 5x5 kernel
//         default is not assumed; core/required_option.hpp). Defaults follow DL4J and Keras: stride 1x1, padding::truncate
//         (== Keras "valid"), dilation 1x1, bias on, no explicit padding, groups 1.
//         groups (PyTorch Conv2d / Keras Conv2D `groups`): the input channels and the filters are
//         split into `groups` groups, filter group g sees only input group g (channels / groups
//         input channels per filter).
// Input:  convolutional(height, width, channels) (a convolutional_flat input is unflattened first,
//         DL4J FeedForwardToCnnPreProcessor).
// Output: convolutional(out_h, out_w, filters), with out_h/out_w from convolution_output_size()
//         (convolution_options.hpp: truncate, same, strict).
// Parameters (elements): (channels / groups)*filters*kh*kw + (use_bias ? filters : 0)
//         Source: DL4J ConvolutionParamInitializer (dl4j-memory-formulas#parameters); Keras Conv2D gives the same
//         count.
// Memory (DL4J ConvolutionLayer.getMemoryReport, dl4j-memory-formulas#layers), element counts, with
//         I = channels * out_h * out_w * kh * kw (the im2col buffer; undilated kernel, as in DL4J;
//         with groups > 1 (policy::corrected only: DL4J has no groups, so policy::dl4j rejects it as
//         a layer with no DL4J report) the im2col of one group at a time, (channels / groups) *
//         out_h * out_w * kh * kw, as PyTorch's grouped convolution runs group by group):
//         P as above; U = updater(P); inference working memory I per example; training working
//         memory 2I + D (cache none) or I + D (cache device/host); cache memory I per example
//         (device/host) or 0 (none). Recorded class: "ConvolutionLayer".
// Deployment (core/deployment.hpp): weights (channels / groups)*filters*kh*kw, biases filters (if use_bias),
//         quantization per filter; a following batch norm folds into it and a following activation
//         fuses into it; kernel arm_convolve_wrapper_s8 with TFLite's padding (same: the top/left
//         part of same_padding(); truncate/strict: explicit_padding), scratch in
//         kernels/cmsis_nn/scratch.hpp; a grouped call has filter_channels = channels / groups, so a
//         grouped 1x1 convolution takes CMSIS-NN's generic path, not the 1x1 fast one (CMSIS-NN issue
//         200): 8x8x16 -> 16 filters 1x1, groups 2: DSP scratch 2 * round4(1*1*16) * 2 = 64 B.
// Training (core/training_op.hpp; rules in training/pytorch.hpp): convolution (weights
//         (channels / groups)*filters*kh*kw, bias filters), then the activation (none for identity).
// Fails to compile: under policy::corrected an explicit nIn that differs from the input
//         (rules::explicit_input_size_mismatch); filters or kernel not set (rules::required_option_not_set);
//         padding::causal (rules::causal_padding_needs_1d_layer, as DL4J's builder);
//         filters, kernel, stride or dilation < 1 (rules::zero_size); negative explicit
//         padding (rules::negative_value); in truncate/strict mode a dilated kernel larger than
//         the padded input (rules::kernel_larger_than_padded_input); groups < 1 (rules::zero_size) or
//         not dividing the channels and the filters (rules::groups_do_not_divide_channels); in strict mode a stride that
//         does not divide (rules::stride_does_not_divide_input); a non-convolutional input
//         (rules::unsupported_input_kind); sizes overflowing 64 bits (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/convolution_options.hpp>
#include <netmem/layers/detail/convolution_family.hpp>
#include <netmem/layers/detail/kernel_call2d.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// 2D convolution. See the file comment for every formula and rule.
struct conv2d {
    static constexpr const char* kind_name = "conv2d";
    static constexpr operator_kind kind = operator_kind::convolution;
    static constexpr accepted_input accepts = accepted_input::convolutional;

    size_type filters = not_set;                    ///< output channels (DL4J nOut)
    size2d kernel = kernel2d_not_set;                      ///< kernel height, width
    size2d stride{1, 1};                      ///< stride height, width
    netmem::padding padding = padding::truncate;
    size2d dilation{1, 1};                    ///< dilation height, width
    netmem::activation activation = activation::identity;
    bool use_bias = true;                     ///< DL4J hasBias
    size2d explicit_padding{0, 0};            ///< DL4J padding (rows top and bottom, columns left and right)
    size_type groups = 1;                     ///< PyTorch / Keras groups (channels and filters divisible by it)
    size_type input_channels = 0;             ///< explicit DL4J nIn; 0 = the input's channels

    constexpr diagnostic validate(const input_type& in, policy rules_policy = policy::corrected) const noexcept {
        if (const diagnostic unset = first_violation(require_set(filters, required_option::filters), require_set(kernel, required_option::kernel)); !unset.ok()) return unset;
        const diagnostic kind = require_input_kind(in, input_kind::convolutional);
        if (!kind.ok()) return kind;
        const diagnostic own = first_violation(
            require_positive(filters), check_groups(in.channels, filters, groups),
            check_explicit_input_size(input_channels, in.channels, rules_policy),
            require_product_fits(input_channels, filters, kernel.height, kernel.width),
            check_convolution2d_axes(in, kernel, stride, dilation, explicit_padding, padding),
            require_product_fits(in.channels, filters, kernel.height, kernel.width),
            require_product_fits(in.height, in.width, in.channels, kernel.height, kernel.width, filters));
        if (!own.ok()) return own;
        // Training's 2I of the im2col buffer (explicit padding can make out_h * out_w > h * w).
        const input_type out = output_type(in);
        return require_product_fits(2, in.channels, out.height, out.width, kernel.height, kernel.width);
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return convolution2d_output(in, kernel, stride, dilation, explicit_padding, padding, filters);
    }
    constexpr size_type parameter_count(const input_type& in, policy rules_policy = policy::corrected) const noexcept {
        const size_type channels = parameter_input_size(input_channels, in.channels, rules_policy);
        return checked_add(checked_product(channels / groups, filters, kernel.height, kernel.width),
                           use_bias ? filters : 0);
    }
    /// (channels / groups) * filters * kh * kw.
    constexpr size_type weight_elements(const input_type& in) const noexcept {
        return checked_product(in.channels / groups, filters, kernel.height, kernel.width);
    }
    /// DL4J's ConvolutionLayer has no groups: no DL4J report for a grouped convolution.
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return groups != 1; }
    /// I = (channels / groups) * out_h * out_w * kh * kw: DL4J's im2col working size per example
    /// (groups 1), or one group's.
    constexpr size_type im2col_elements(const input_type& in) const noexcept {
        const input_type out = output_type(in);
        return checked_product(in.channels / groups, out.height, out.width, kernel.height, kernel.width);
    }
    /// Flash, kernel and fusion of this layer under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment&) const noexcept {
        kernel_call call = detail::kernel_call2d(kernel_operation::convolution, in, output_type(in), kernel, stride,
                                                 dilation, explicit_padding, padding);
        if (groups != 1) call.filter_channels = in.channels / groups;
        return {.weight_elements = weight_elements(in),
                .bias_elements = use_bias ? filters : 0,
                .quantization_channels = filters,
                .kernel = call,
                .accepts_fused_activation = true,
                .has_activation = activation != netmem::activation::identity,
                .activation_as_own_step = !is_fusable_activation(activation),
                .own_activation = activation,
                .accepts_folded_batch_normalization = true};
    }
    /// As training operations (core/training_op.hpp): convolution, then the activation.
    constexpr layer_training training(const input_type& in) const noexcept {
        return with_activation({.kind = training_op_kind::convolution,
                                .output_elements = output_type(in).elements_per_example(),
                                .weight_elements = weight_elements(in),
                                .bias_elements = use_bias ? filters : 0},
                               activation);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return detail::make_convolution_report(context, "ConvolutionLayer", output_type(context.input),
                                               parameter_count(context.input, context.policy),
                                               im2col_elements(context.input));
    }
};

}  // namespace netmem
