// netmem/layers/conv1d.hpp
// conv1d: 1D (temporal) convolution (Keras Conv1D, DL4J Convolution1DLayer / Convolution1D).
//
// Options, in declaration order (Keras's): filters, kernel, stride, padding, dilation, activation,
//         use_bias, explicit_padding. filters and kernel are required (core/required_option.hpp).
//         Defaults: stride 1, padding::truncate (== Keras
//         "valid"), dilation 1, bias on, no explicit padding. padding::causal is allowed (Keras
//         "causal", DL4J ConvolutionMode.Causal).
// Input:  recurrent(channels, time_steps) (DL4J's 1D layers take RNN input: size = channels,
//         time series length = sequence length); a feed_forward input becomes RNN(size, T) first.
// Output: recurrent(filters, out_t), out_t from convolution_output_size() on the time axis
//         (dl4j-memory-formulas#shape-1d: same/causal -> ceil(T / s); otherwise floor((T - k' + 2p) / s) + 1).
// Parameters (elements): channels*filters*k + (use_bias ? filters : 0)
//         Source: DL4J ConvolutionParamInitializer with the 1D kernel stored as (k, 1)
//         (dl4j-memory-formulas#parameters); Keras Conv1D gives the same count (kernel (k, channels, filters) + bias
//         (filters)).
// Memory: DL4J has NO report: Convolution1DLayer inherits ConvolutionLayer.getMemoryReport, which
//         casts the RNN input to a 2D CNN type and throws ClassCastException (dl4j-memory-formulas#layers, #bug-6).
//         - policy::dl4j: asking for a report is a compile error naming the layer
//           (rules::dl4j_produces_no_report, via dl4j_has_no_report).
//         - policy::corrected: ConvolutionLayer's formula applied to the 1D case. DL4J runs a 1D
//           convolution as a 2D one on a (T, 1) image with a (k, 1) kernel, so its im2col buffer is
//           inC * out_h * out_w * kh * kw = channels * out_t * 1 * k * 1:
//             I = channels * out_t * k (element count per example)
//           P as above; U = updater(P); inference working memory I; training working memory
//           2I + D (cache none) or I + D (cache device/host); cache memory I (device/host) or 0.
//           Recorded class: "Convolution1DLayer".
// Deployment (core/deployment.hpp): TFLite runs Keras Conv1D as CONV_2D on a height-1 image
//         (tf.nn.conv1d: EXPAND_DIMS, CONV_2D, SQUEEZE; the reshapes share the buffer): input
//         (1, T, channels), filter (1, k), output (1, out_t, filters); weights channels*filters*k,
//         biases filters (if use_bias), quantization per filter; a following batch norm folds
//         into it and a relu / relu6 fuses into it; kernel arm_convolve_wrapper_s8 with CMSIS-NN's
//         rules (kernels/cmsis_nn/scratch.hpp: the 1xN path needs stride*channels % 4 == 0, else
//         im2col). padding::causal: Keras pads (k - 1)*dilation steps on the left with a PAD
//         operator first (a tensor of (T + (k-1)d) * channels), then a valid CONV_2D.
//         E.g. T 140: conv1d 2 filters, k 10, same (DSP scratch 2 * round4(10) * 2 = 48 B);
//         zero_padding1d (10, 0) -> 150 x 2; conv1d 11 filters, k 11 (2 * round4(22) * 2 = 96 B):
//         at that conv 304 + 1,552 + 96 = 1,952 B (16-B alignment).
// Fails to compile: filters or kernel not set (rules::required_option_not_set);
//         filters, kernel, stride or dilation < 1 (rules::zero_size); negative explicit
//         padding (rules::negative_value); a recurrent input without a time length
//         (rules::recurrent_input_without_time_steps); in truncate/strict mode a dilated kernel
//         larger than the padded sequence (rules::kernel_larger_than_padded_input, axis 0); in strict
//         mode a stride that does not divide (rules::stride_does_not_divide_input); a
//         non-recurrent input (rules::unsupported_input_kind); 64-bit overflow (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/layers/convolution_options.hpp>
#include <netmem/layers/detail/convolution_family.hpp>
#include <netmem/layers/detail/kernel_call2d.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// 1D convolution over time. See the file comment for every formula and rule.
struct conv1d {
    static constexpr const char* kind_name = "conv1d";
    static constexpr operator_kind kind = operator_kind::convolution1d;
    static constexpr accepted_input accepts = accepted_input::recurrent;

    size_type filters = not_set;                  ///< output channels (DL4J nOut)
    size_type kernel = not_set;                 ///< kernel length (time steps)
    size_type stride = 1;                   ///< stride (time steps)
    netmem::padding padding = padding::truncate;
    size_type dilation = 1;                 ///< dilation (time steps)
    netmem::activation activation = activation::identity;
    bool use_bias = true;                   ///< DL4J hasBias
    size_type explicit_padding = 0;         ///< DL4J padding: time steps added at both ends

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = first_violation(require_set(filters, required_option::filters), require_set(kernel, required_option::kernel)); !unset.ok()) return unset;
        const diagnostic kind = require_input_kind(in, input_kind::recurrent);
        if (!kind.ok()) return kind;
        const diagnostic own =
            first_violation(require_positive(filters), require_time_steps(in),
                            check_convolution_axis(in.time_steps, kernel, stride, dilation, explicit_padding, padding, 0),
                            require_product_fits(in.size, filters, kernel),
                            require_product_fits(in.size, in.time_steps, kernel, filters));
        if (!own.ok()) return own;
        // Training's 2I of the im2col buffer (explicit padding can make out_t > T).
        return require_product_fits(2, in.size, output_type(in).time_steps, kernel);
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_recurrent(filters,
                              convolution_output_size(in.time_steps, kernel, stride, dilation, explicit_padding, padding));
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_add(checked_product(in.size, filters, kernel), use_bias ? filters : 0);
    }
    /// DL4J's Convolution1DLayer report throws ClassCastException (dl4j-memory-formulas#bug-6).
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// I = channels * out_t * k: the im2col buffer of the (T, 1) image DL4J convolves (elements).
    constexpr size_type im2col_elements(const input_type& in) const noexcept {
        return checked_product(in.size, output_type(in).time_steps, kernel);
    }
    /// TFLite CONV_2D with height 1 under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment&) const noexcept {
        const bool causal = padding == padding::causal;
        const size_type causal_steps = causal ? checked_multiply(kernel - 1, dilation) : 0;
        const size_type width = checked_add(in.time_steps, causal_steps);
        const input_type image = make_convolutional(1, width, in.size);
        const input_type out = make_convolutional(1, output_type(in).time_steps, filters);
        layer_deployment d{.weight_elements = checked_product(in.size, filters, kernel),
                           .bias_elements = use_bias ? filters : 0,
                           .quantization_channels = filters,
                           .kernel = detail::kernel_call2d(kernel_operation::convolution, image, out, {1, kernel},
                                                           {1, stride}, {1, dilation}, {0, explicit_padding},
                                                           causal ? padding::truncate : padding),
                           .accepts_fused_activation = true,
                           .has_activation = activation != netmem::activation::identity,
                           .activation_as_own_step = !is_fusable_activation(activation),
                           .own_activation = activation,
                           .accepts_folded_batch_normalization = true};
        if (causal) d.first_operator = {.output_elements = image.elements_per_example()};  // Keras's PAD
        return d;
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return detail::make_convolution_report(context, "Convolution1DLayer", output_type(context.input),
                                               parameter_count(context.input), im2col_elements(context.input));
    }
};

}  // namespace netmem
