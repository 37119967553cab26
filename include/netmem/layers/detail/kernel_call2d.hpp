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

}  // namespace netmem::detail
