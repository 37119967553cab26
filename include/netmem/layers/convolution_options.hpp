// netmem/layers/convolution_options.hpp
// Options shared by the convolution and pooling layers: padding modes, 2D/3D sizes, and the
// output-size rule of DL4J's InputTypeUtil.getOutputTypeCnnLayers / Convolution1DUtils
// (dl4j-memory-formulas#shape-conv2d, #shape-1d, #shape-3d), with Keras's names.
//
// | padding            | output size per axis (in, kernel k, stride s, dilation d, padding p) |
// |--------------------|----------------------------------------------------------------------|
// | valid / truncate   | floor((in - k' + 2p) / s) + 1, with k' = k + (k - 1)(d - 1)           |
// | strict             | same as truncate; (in - k' + 2p) must be divisible by s               |
// | same               | ceil(in / s); kernel, dilation and explicit padding ignored           |
// | causal (1D only)   | ceil(in / s)                                                          |
//
// Keras `padding="valid"` is DL4J Truncate with no explicit padding; Keras `padding="same"` is DL4J
// Same. For `same`, the total padding is max((out - 1) s + k' - in, 0), with the extra row/column at
// the bottom/right (TensorFlow's asymmetric rule): see same_padding().
#pragma once

#include <cstdint>

#include <netmem/core/diagnostics.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/required_option.hpp>

namespace netmem {

/// Convolution mode (DL4J ConvolutionMode) / Keras padding.
enum class padding : std::uint8_t {
    truncate,        ///< DL4J Truncate (DL4J's default): floor, explicit padding allowed
    valid = truncate,///< Keras "valid" (== truncate with no explicit padding)
    same,            ///< Keras/DL4J Same: out = ceil(in / stride)
    strict,          ///< DL4J Strict: like truncate, but the stride must divide exactly
    causal,          ///< DL4J Causal: 1D layers only; out = ceil(in / stride)
};

/// A (height, width) pair: kernel, stride, dilation or explicit padding of a 2D layer.
struct size2d {
    size_type height = 0;
    size_type width = 0;
    friend constexpr bool operator==(const size2d&, const size2d&) = default;
};

/// A (depth, height, width) triple for 3D layers.
struct size3d {
    size_type depth = 0;
    size_type height = 0;
    size_type width = 0;
    friend constexpr bool operator==(const size3d&, const size3d&) = default;
};

/// A kernel the user did not set (core/required_option.hpp): every axis starts as not_set.
inline constexpr size2d kernel2d_not_set{not_set, not_set};
inline constexpr size3d kernel3d_not_set{not_set, not_set, not_set};

/// ok unless an axis of `value` is not_set; then rules::required_option_not_set naming `option`.
constexpr diagnostic require_set(const size2d& value, required_option option) noexcept {
    return first_violation(require_set(value.height, option), require_set(value.width, option));
}
constexpr diagnostic require_set(const size3d& value, required_option option) noexcept {
    return first_violation(require_set(value.depth, option), require_set(value.height, option),
                           require_set(value.width, option));
}

/// Effective (dilated) kernel size k' = k + (k - 1)(d - 1).
constexpr size_type dilated_kernel(size_type kernel, size_type dilation) noexcept {
    return kernel + (kernel - 1) * (dilation - 1);
}

/// Output size along one axis (see the table above). Call only after check_convolution_axis.
constexpr size_type convolution_output_size(size_type in, size_type kernel, size_type stride, size_type dilation,
                                            size_type explicit_padding, padding mode) noexcept {
    if (mode == padding::same || mode == padding::causal) return ceil_divide(in, stride);
    return (in - dilated_kernel(kernel, dilation) + 2 * explicit_padding) / stride + 1;
}

/// Output size of a pooling window along one axis. ceil_mode false: convolution_output_size().
/// ceil_mode true (PyTorch MaxPool/AvgPool ceil_mode=True, aten pooling_output_shape_pad_lr) in
/// truncate/strict mode: out = ceil((in + 2p - k') / s) + 1, less one when that last window would
/// start in the right padding ((out - 1) s >= in + p). e.g. torchvision GoogLeNet's
/// MaxPool2d(3, 2, ceil_mode=True) on 112: ceil(109 / 2) + 1 = 56 (floor: 55). same/causal ignore it.
/// Call only after check_convolution_axis.
constexpr size_type pooling_output_size(size_type in, size_type kernel, size_type stride, size_type dilation,
                                        size_type explicit_padding, padding mode, bool ceil_mode) noexcept {
    if (!ceil_mode || mode == padding::same || mode == padding::causal)
        return convolution_output_size(in, kernel, stride, dilation, explicit_padding, mode);
    size_type out = ceil_divide(in - dilated_kernel(kernel, dilation) + 2 * explicit_padding, stride) + 1;
    if ((out - 1) * stride >= in + explicit_padding) --out;
    return out;
}

/// TensorFlow "same" padding along one axis: {before, after}; after gets the odd pixel.
struct padding_pair {
    size_type before = 0;
    size_type after = 0;
};
constexpr padding_pair same_padding(size_type in, size_type kernel, size_type stride, size_type dilation) noexcept {
    const size_type out = ceil_divide(in, stride);
    const size_type needed = (out - 1) * stride + dilated_kernel(kernel, dilation) - in;
    const size_type total = needed > 0 ? needed : 0;
    return {total / 2, total - total / 2};
}

namespace error {
template <class Where, size_type V> struct kernel_size : quantity<Where, V> {};
template <class Where, size_type V> struct padded_input_size : quantity<Where, V> {};
template <class Where, size_type V> struct padded_input_minus_kernel : quantity<Where, V> {};
template <class Where, size_type V> struct stride : quantity<Where, V> {};
/// Axis numbers in convolution diagnostics: 0 = height (or time for 1D), 1 = width, 2 = depth.
template <class Where, size_type V> struct axis : quantity<Where, V> {};

/// Rule netmem::rules::kernel_larger_than_padded_input.
template <class KernelSize, class PaddedInputSize, class Axis>
struct kernel_larger_than_padded_input {
    static_assert(KernelSize::value <= PaddedInputSize::value,
                  "netmem: the (dilated) kernel is larger than the padded input along this axis "
                  "(axis 0 = height or time, 1 = width, 2 = depth): use padding::same, explicit padding or a smaller "
                  "kernel");
};
/// Rule netmem::rules::stride_does_not_divide_input.
template <class PaddedInputMinusKernel, class Stride, class Axis>
struct stride_does_not_divide_input {
    static_assert(PaddedInputMinusKernel::value % Stride::value == 0,
                  "netmem: padding::strict needs (input - dilated kernel + 2 * padding) to be a multiple of the stride "
                  "along this axis (axis 0 = height or time, 1 = width, 2 = depth): use padding::truncate or "
                  "padding::same, or change the stride");
};
}  // namespace error

namespace error {
template <class Where, size_type V> struct input_channels : quantity<Where, V> {};
template <class Where, size_type V> struct filters : quantity<Where, V> {};
template <class Where, size_type V> struct groups : quantity<Where, V> {};
/// Rule netmem::rules::groups_do_not_divide_channels.
template <class InputChannels, class Filters, class Groups>
struct groups_do_not_divide_channels {
    static_assert(InputChannels::value % Groups::value == 0 && Filters::value % Groups::value == 0,
                  "netmem: a grouped convolution needs groups to divide both the input channels and the filters "
                  "(PyTorch: in_channels and out_channels must be divisible by groups; Keras likewise)");
};
}  // namespace error

namespace rules {
/// groups does not divide the input channels or the filters. Numbers: input channels, filters, groups.
inline constexpr rule groups_do_not_divide_channels{"groups_do_not_divide_channels"};
/// Truncate/strict: the dilated kernel exceeds input + 2*padding. Numbers: kernel', in + 2p, axis.
inline constexpr rule kernel_larger_than_padded_input{"kernel_larger_than_padded_input"};
/// Strict: (in - k' + 2p) is not a multiple of the stride. Numbers: in - k' + 2p, stride, axis.
inline constexpr rule stride_does_not_divide_input{"stride_does_not_divide_input"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::kernel_larger_than_padded_input, W, A, B, C, D>
    : error::kernel_larger_than_padded_input<error::kernel_size<W, A>, error::padded_input_size<W, B>,
                                             error::axis<W, C>> {};
template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::stride_does_not_divide_input, W, A, B, C, D>
    : error::stride_does_not_divide_input<error::padded_input_minus_kernel<W, A>, error::stride<W, B>,
                                          error::axis<W, C>> {};

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::groups_do_not_divide_channels, W, A, B, C, D>
    : error::groups_do_not_divide_channels<error::input_channels<W, A>, error::filters<W, B>, error::groups<W, C>> {};

/// Checks the groups of a grouped convolution (PyTorch / Keras `groups`): groups >= 1
/// (rules::zero_size) dividing both the input channels and the filters.
constexpr diagnostic check_groups(size_type channels, size_type filters, size_type groups) noexcept {
    if (const diagnostic positive = require_positive(groups); !positive.ok()) return positive;
    if (channels % groups != 0 || filters % groups != 0)
        return violated(rules::groups_do_not_divide_channels, channels, filters, groups);
    return {};
}

/// Checks one axis of a convolution or pooling window: positive kernel, stride and dilation,
/// non-negative padding, the kernel fitting the padded input (truncate/strict) and exact division
/// (strict). Source: DL4J InputTypeUtil.getOutputTypeCnnLayers validation (dl4j-memory-formulas#shape-conv2d); netmem
/// always rejects k' > in + 2p, where DL4J (2021 and 2024) checks it only when p > 0 and otherwise computes a
/// size <= 0.
constexpr diagnostic check_convolution_axis(size_type in, size_type kernel, size_type stride, size_type dilation,
                                            size_type explicit_padding, padding mode, size_type axis) noexcept {
    diagnostic basic = first_violation(require_positive(kernel), require_positive(stride), require_positive(dilation),
                                       require_non_negative(explicit_padding));
    if (!basic.ok()) return basic;
    // k' = k + (k - 1)(d - 1) and in + 2p within 64 bits (rules::size_overflow, rules::size_sum_overflow).
    basic = first_violation(require_product_fits(kernel - 1, dilation - 1), require_product_fits(2, explicit_padding));
    if (!basic.ok()) return basic;
    basic = first_violation(require_sum_fits(kernel, (kernel - 1) * (dilation - 1)),
                            require_sum_fits(in, 2 * explicit_padding));
    if (!basic.ok() || mode == padding::same || mode == padding::causal) return basic;
    const size_type effective = dilated_kernel(kernel, dilation);
    const size_type padded = in + 2 * explicit_padding;
    if (effective > padded) return violated(rules::kernel_larger_than_padded_input, effective, padded, axis);
    if (mode == padding::strict && (padded - effective) % stride != 0)
        return violated(rules::stride_does_not_divide_input, padded - effective, stride, axis);
    return {};
}

/// The CNN output of a 2D window: convolution_output_size() along height and width, `channels`
/// output channels. Call only after check_convolution_axis on both axes.
constexpr input_type convolution2d_output(const input_type& in, const size2d& kernel, const size2d& stride,
                                          const size2d& dilation, const size2d& explicit_padding, padding mode,
                                          size_type channels) noexcept {
    return make_convolutional(
        convolution_output_size(in.height, kernel.height, stride.height, dilation.height, explicit_padding.height,
                                mode),
        convolution_output_size(in.width, kernel.width, stride.width, dilation.width, explicit_padding.width, mode),
        channels);
}

}  // namespace netmem
