// netmem/layers/detail/kernel_call2d.hpp
// The CMSIS-NN kernel call (core/deployment.hpp kernel_call) of a 2D window layer: conv2d,
// depthwise_conv2d, max_pool2d, avg_pool2d and global_pooling. Input (H, W, C_in), filter
// (K_h, K_w) = the kernel, output (H_o, W_o, C_out) = the layer's output type, the stride and
// dilation, and TFLite's padding BEFORE the first row / column: padding::same -> the top/left part
// of same_padding(); truncate/strict -> the explicit padding.
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/layers/convolution_options.hpp>

namespace netmem::detail {

/// TFLite's padding before the first element along one axis (see the file comment).
constexpr size_type padding_before(size_type in, size_type kernel, size_type stride, size_type dilation,
                                   size_type explicit_padding, padding mode) noexcept {
    return mode == padding::same ? same_padding(in, kernel, stride, dilation).before : explicit_padding;
}

/// The kernel call of `operation` from input `in` to output `out` (see the file comment).
constexpr kernel_call kernel_call2d(kernel_operation operation, const input_type& in, const input_type& out,
                                    const size2d& kernel, const size2d& stride, const size2d& dilation,
                                    const size2d& explicit_padding, padding mode) noexcept {
    return {.operation = operation,
            .input_height = in.height,
            .input_width = in.width,
            .input_channels = in.channels,
            .filter_height = kernel.height,
            .filter_width = kernel.width,
            .output_height = out.height,
            .output_width = out.width,
            .output_channels = out.channels,
            .stride_height = stride.height,
            .stride_width = stride.width,
            .padding_height = padding_before(in.height, kernel.height, stride.height, dilation.height,
                                             explicit_padding.height, mode),
            .padding_width = padding_before(in.width, kernel.width, stride.width, dilation.width,
                                            explicit_padding.width, mode),
            .dilation_height = dilation.height,
            .dilation_width = dilation.width};
}

/// TFLite TRANSPOSE_CONV of a 2D transposed convolution (conv2d_transpose / deconvolution2d):
/// weights C_in*filters*K_h*K_w, biases filters (if use_bias), quantization per filter; the
/// kernel call describes the transposed convolution (input, filter, output, stride; no scratch
/// formula reads the padding).
constexpr layer_deployment transposed_convolution2d_deployment(const input_type& in, const input_type& out,
                                                               const size2d& kernel, const size2d& stride,
                                                               const size2d& dilation, activation a,
                                                               bool use_bias, const deployment& profile) noexcept {
    kernel_call k = kernel_call2d(kernel_operation::transpose_convolution, in, out, kernel, stride, dilation, {0, 0},
                                  padding::truncate);
    k.batches = profile.minibatch;
    return {.weight_elements = checked_product(in.channels, out.channels, kernel.height, kernel.width),
            .bias_elements = use_bias ? out.channels : 0,
            .quantization_channels = out.channels,
            .kernel = k,
            .accepts_fused_activation = true,
            .has_activation = a != activation::identity,
            .activation_as_own_step = !is_fusable_activation(a),
            .own_activation = a};
}

}  // namespace netmem::detail
