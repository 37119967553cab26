// netmem/layers/detail/convolution_family.hpp
// What the convolutional family (conv1d, conv3d, deconvolution, depthwise/separable, upsampling,
// zero padding, cropping, space-to-depth/batch, LRN, 1D/3D pooling) shares: the per-side edge
// sizes of padding and cropping layers, the 3D and transposed shape rules, the rules that reject
// causal padding on 2D/3D layers and a crop that removes the whole input, and the two working-memory
// shapes of DL4J's reports (dl4j-memory-formulas#layers).
//
// Axis numbers in diagnostics follow convolution_options.hpp: 0 = height (or time for 1D layers),
// 1 = width, 2 = depth.
//
// Shape rules (per axis; in = input size, k' = dilated kernel, s = stride, p = explicit padding):
//   convolution / pooling (3D like 2D, dl4j-memory-formulas#shape-conv2d, #shape-3d): convolution_output_size()
//   transposed convolution (dl4j-memory-formulas#shape-deconv2d, #shape-3d): same -> s * in; otherwise s * (in - 1) +
//   k' - 2p
//
// Working-memory shapes (element counts per example; I = the layer's im2col/col2im buffer,
// D = the dropout input copy, dl4j-memory-formulas#layers):
//   convolution-like (DL4J ConvolutionLayer.getMemoryReport): inference I; training 2I + D (cache
//       none) or I + D (cache device/host); cache memory I (device/host) or 0 (none)
//   subsampling-like (DL4J SubsamplingLayer / Upsampling*.getMemoryReport): inference I; training
//       I + D for every cache mode; no cache memory
#pragma once

#include <netmem/core/diagnostics.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/memory_type.hpp>
#include <netmem/layers/convolution_options.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/report/layer_memory_report.hpp>

namespace netmem {

/// Elements added or removed before and after a 1D sequence (Keras `(left, right)` of
/// ZeroPadding1D / Cropping1D; DL4J ZeroPadding1DLayer / Cropping1D). Units: time steps.
struct edges1d {
    size_type before = 0;  ///< at the start of the sequence (Keras left)
    size_type after = 0;   ///< at the end of the sequence (Keras right)
    friend constexpr bool operator==(const edges1d&, const edges1d&) = default;
};

/// Rows and columns added or removed around an image (Keras `((top, bottom), (left, right))`;
/// DL4J ZeroPaddingLayer / Cropping2D / SpaceToBatchLayer padding {top, bottom, left, right}).
struct edges2d {
    size_type top = 0;
    size_type bottom = 0;
    size_type left = 0;
    size_type right = 0;
    friend constexpr bool operator==(const edges2d&, const edges2d&) = default;
};

/// Planes, rows and columns added or removed around a volume (Keras
/// `((front, back), (top, bottom), (left, right))` of ZeroPadding3D / Cropping3D; DL4J
/// ZeroPadding3DLayer / Cropping3D in the same order).
struct edges3d {
    size_type front = 0;   ///< depth, before
    size_type back = 0;    ///< depth, after
    size_type top = 0;     ///< height, before
    size_type bottom = 0;  ///< height, after
    size_type left = 0;    ///< width, before
    size_type right = 0;   ///< width, after
    friend constexpr bool operator==(const edges3d&, const edges3d&) = default;
};

namespace error {
template <class Where, size_type V> struct removed_size : quantity<Where, V> {};
template <class Where, size_type V> struct input_size : quantity<Where, V> {};
template <class Where, size_type V> struct padding_mode : quantity<Where, V> {};

/// Rule netmem::rules::cropping_larger_than_input.
template <class RemovedSize, class InputSize, class Axis>
struct cropping_larger_than_input {
    static_assert(RemovedSize::value < InputSize::value,
                  "netmem: the cropping (or a transposed convolution's explicit padding, 2 * padding) removes the "
                  "whole input along this axis (axis 0 = height or time, 1 = width, 2 = depth): crop less");
};
/// Rule netmem::rules::causal_padding_needs_1d_layer.
template <class PaddingMode>
struct causal_padding_needs_1d_layer {
    static_assert(PaddingMode::value != static_cast<size_type>(padding::causal),
                  "netmem: padding::causal (padding mode 3) is only defined for 1D layers (conv1d, subsampling1d); "
                  "use padding::same or padding::truncate");
};
}  // namespace error

namespace rules {
/// A crop (or a transposed convolution's padding) removes the whole input along an axis.
/// Numbers: removed elements, input (or full transposed output) size, axis.
inline constexpr rule cropping_larger_than_input{"cropping_larger_than_input"};
/// padding::causal on a 2D or 3D layer (DL4J's builders reject it). Numbers: the padding mode (3).
inline constexpr rule causal_padding_needs_1d_layer{"causal_padding_needs_1d_layer"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::cropping_larger_than_input, W, A, B, C, D>
    : error::cropping_larger_than_input<error::removed_size<W, A>, error::input_size<W, B>, error::axis<W, C>> {};
template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::causal_padding_needs_1d_layer, W, A, B, C, D>
    : error::causal_padding_needs_1d_layer<error::padding_mode<W, A>> {};

/// ok unless `mode` is padding::causal (only 1D layers take it).
constexpr diagnostic require_not_causal(padding mode) noexcept {
    return mode == padding::causal ? violated(rules::causal_padding_needs_1d_layer, static_cast<size_type>(mode))
                                   : diagnostic{};
}

/// ok when removing `before + after` elements leaves at least one of `in` along `axis`; also
/// checks that both are >= 0 (rules::negative_value).
constexpr diagnostic check_crop_axis(size_type in, size_type before, size_type after, size_type axis) noexcept {
    const diagnostic signs = first_violation(require_non_negative(before), require_non_negative(after),
                                             require_sum_fits(before, after));
    if (!signs.ok()) return signs;
    if (before + after >= in) return violated(rules::cropping_larger_than_input, before + after, in, axis);
    return {};
}

/// Output size of a transposed convolution along one axis (see the file comment). Source: DL4J
/// InputTypeUtil.getOutputTypeDeconvLayer / Deconvolution3D (dl4j-memory-formulas#shape-deconv2d, #shape-3d); Keras
/// Conv2DTranspose/Conv3DTranspose without output_padding give the same sizes.
constexpr size_type transposed_convolution_output_size(size_type in, size_type kernel, size_type stride,
                                                       size_type dilation, size_type explicit_padding,
                                                       padding mode) noexcept {
    if (mode == padding::same) return checked_multiply(stride, in);
    return checked_add(checked_multiply(stride, in - 1), dilated_kernel(kernel, dilation)) - 2 * explicit_padding;
}

/// Checks one axis of a transposed convolution: positive kernel, stride and dilation, non-negative
/// padding, no causal mode, and a positive output (2 * padding must not remove the whole
/// s * (in - 1) + k' output: rules::cropping_larger_than_input).
constexpr diagnostic check_transposed_axis(size_type in, size_type kernel, size_type stride, size_type dilation,
                                           size_type explicit_padding, padding mode, size_type axis) noexcept {
    const diagnostic basic =
        first_violation(require_not_causal(mode), require_positive(kernel), require_positive(stride),
                        require_positive(dilation), require_non_negative(explicit_padding),
                        require_product_fits(stride, in), require_product_fits(kernel, dilation),
                        require_product_fits(2, explicit_padding));
    if (!basic.ok() || mode == padding::same) return basic;
    if (const diagnostic sum = require_sum_fits(stride * (in - 1), dilated_kernel(kernel, dilation)); !sum.ok())
        return sum;
    const size_type full = stride * (in - 1) + dilated_kernel(kernel, dilation);
    if (2 * explicit_padding >= full) return violated(rules::cropping_larger_than_input, 2 * explicit_padding, full, axis);
    return {};
}

/// Checks the two axes of a 2D convolution or pooling window (height is axis 0, width 1), after
/// rejecting padding::causal. Shared by conv2d, depthwise and separable convolutions, 2D pooling.
constexpr diagnostic check_convolution2d_axes(const input_type& in, const size2d& kernel, const size2d& stride,
                                              const size2d& dilation, const size2d& explicit_padding,
                                              padding mode) noexcept {
    return first_violation(
        require_not_causal(mode),
        check_convolution_axis(in.height, kernel.height, stride.height, dilation.height, explicit_padding.height, mode,
                               0),
        check_convolution_axis(in.width, kernel.width, stride.width, dilation.width, explicit_padding.width, mode, 1));
}

/// Checks the three axes of a 3D convolution or pooling window (depth is axis 2, height 0,
/// width 1), after rejecting padding::causal.
constexpr diagnostic check_convolution3d_axes(const input_type& in, const size3d& kernel, const size3d& stride,
                                              const size3d& dilation, const size3d& explicit_padding,
                                              padding mode) noexcept {
    return first_violation(
        require_not_causal(mode),
        check_convolution_axis(in.depth, kernel.depth, stride.depth, dilation.depth, explicit_padding.depth, mode, 2),
        check_convolution_axis(in.height, kernel.height, stride.height, dilation.height, explicit_padding.height, mode,
                               0),
        check_convolution_axis(in.width, kernel.width, stride.width, dilation.width, explicit_padding.width, mode, 1));
}

/// The CNN3D output of a 3D convolution or pooling window with `channels` output channels
/// (dl4j-memory-formulas#shape-3d with the width stride read from stride.width, i.e. DL4J's bug fixed).
constexpr input_type convolution3d_output(const input_type& in, const size3d& kernel, const size3d& stride,
                                          const size3d& dilation, const size3d& explicit_padding, padding mode,
                                          size_type channels) noexcept {
    return input::convolutional3d{
        convolution_output_size(in.depth, kernel.depth, stride.depth, dilation.depth, explicit_padding.depth, mode),
        convolution_output_size(in.height, kernel.height, stride.height, dilation.height, explicit_padding.height,
                                mode),
        convolution_output_size(in.width, kernel.width, stride.width, dilation.width, explicit_padding.width, mode),
        channels};
}

namespace detail {

/// A report the way DL4J's ConvolutionLayer builds it (file comment): P = `parameters`,
/// U = updater(P), and the convolution-like working and cache memory with I = `buffer` (element
/// counts per example).
constexpr layer_memory_report make_convolution_report(const layer_context& context, const char* report_class,
                                                      const input_type& output, size_type parameters,
                                                      size_type buffer) noexcept {
    auto report = make_report(context, report_class, output, parameters);
    const size_type dropout = context.dropout_copy();
    report.working_memory_variable_inference = buffer;
    report.working_memory_variable_training =
        per_cache_mode::split(checked_add(buffer, dropout), checked_add(checked_multiply(2, buffer), dropout));
    report.cache_memory_variable = per_cache_mode::split(buffer, 0);
    return report;
}

/// A report the way DL4J's SubsamplingLayer and Upsampling layers build it (file comment): no
/// parameters, the subsampling-like working memory with I = `buffer`: I in inference, I + D in
/// training for every cache mode, no cache memory (element counts per example).
constexpr layer_memory_report make_subsampling_report(const layer_context& context, const char* report_class,
                                                      const input_type& output, size_type buffer) noexcept {
    auto report = make_report(context, report_class, output);
    report.working_memory_variable_inference = buffer;
    report.working_memory_variable_training = per_cache_mode::all(checked_add(buffer, context.dropout_copy()));
    return report;
}

}  // namespace detail

}  // namespace netmem
