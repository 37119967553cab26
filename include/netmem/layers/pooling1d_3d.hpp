// netmem/layers/pooling1d_3d.hpp
// subsampling1d and subsampling3d: 1D and 3D pooling, max / avg / pnorm (Keras MaxPooling1D,
// AveragePooling1D, MaxPooling3D, AveragePooling3D; DL4J Subsampling1DLayer / Subsampling3DLayer).
// The 2D pooling layers live in pooling2d.hpp; the pooling_type enum in pooling_type.hpp.
//
// Options, in declaration order: type (pooling_type::max), kernel, stride, padding,
//         explicit_padding. kernel (the window) is required
//         (PyTorch's kernel_size; core/required_option.hpp), ceil_mode is PyTorch's (off:
//         pooling_output_size in convolution_options.hpp). Defaults: stride 0, meaning "equal to
//         the window" along that axis (Keras's strides=None, as pooling2d.hpp; DL4J's builders
//         default to a fixed stride 2); padding::truncate (== Keras "valid"); no explicit padding.
//         subsampling1d also takes padding::causal. pooling_type::sum (DL4J SUM) is accepted too.
// Inputs and outputs:
//   subsampling1d: recurrent(channels, T) -> recurrent(channels, out_t) (dl4j-memory-formulas#shape-1d: same/causal
//       ceil(T / s); otherwise floor((T - k + 2p) / s) + 1).
//   subsampling3d: convolutional3d(D, H, W, C) -> convolutional3d(out_d, out_h, out_w, C), each axis
//       by convolution_output_size() (dl4j-memory-formulas#shape-3d, no dilation). A window that does not tile the
//       input floors (e.g. 2 on 5 with stride 2 -> 2).
//       DL4J's 3D shape helper reads the width stride from stride[1], the height stride
//       (dl4j-memory-formulas#bug-8). netmem's output_type(in) uses stride.width; output_type(in, policy::dl4j) (the
//       network flow under policy::dl4j) uses stride.height for the width, as DL4J, so a DL4J report
//       stays bit-exact for this layer and every later one. Example: 4x8x8 input, window 2x2x2,
//       stride (2, 1, 2): corrected out 2x7x4; DL4J 2x7x7.
// Parameters: none.
// Memory:
//   subsampling1d: DL4J has NO report: Subsampling1DLayer inherits SubsamplingLayer.getMemoryReport,
//       which casts the RNN input to a 2D CNN type and throws ClassCastException (dl4j-memory-formulas#layers,
//       #bug-6).
//       - policy::dl4j: asking for a report is a compile error naming the layer.
//       - policy::corrected: SubsamplingLayer's formula on the (T, 1) image DL4J pools with a (k, 1)
//         window: I = inC * out_h * out_w * kh * kw = channels * out_t * k (elements per example);
//         inference working memory I; training I + D for every cache mode; no cache memory.
//         Recorded class "Subsampling1DLayer".
//   subsampling3d (DL4J Subsampling3DLayer.getMemoryReport): inference working memory I; training
//       I + D (every cache mode); no parameters or cache memory. Recorded class
//       "Subsampling3DLayer".
//       - policy::dl4j: I = C * out_d * out_h * out_w * kd * kh: the third (width) kernel dimension
//         is ignored (dl4j-memory-formulas#bug-8), with DL4J's output shape.
//       - policy::corrected: I = C * out_d * out_h * out_w * kd * kh * kw.
//       e.g. C = 1, window 2x2x2 on 4x4x4 (out 2x2x2): DL4J 8 * 4 = 32; corrected 8 * 8 = 64.
//       In padding::strict, DL4J checks the width against stride[1] too and throws when it does not
//       divide: such a layer has no DL4J report (policy::dl4j: compile error naming the layer).
// Fails to compile: kernel not set (rules::required_option_not_set);
//         a window < 1 or a negative stride (rules::zero_size); negative explicit padding
//         (rules::negative_value); padding::causal on subsampling3d
//         (rules::causal_padding_needs_1d_layer); in truncate/strict mode a window larger than the
//         padded input (rules::kernel_larger_than_padded_input); in strict mode a stride that does
//         not divide (rules::stride_does_not_divide_input); a recurrent input without a time length
//         (rules::recurrent_input_without_time_steps); a wrong input kind
//         (rules::unsupported_input_kind); 64-bit overflow (rules::size_overflow).
#pragma once

#include <netmem/layers/convolution_options.hpp>
#include <netmem/layers/detail/convolution_family.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/pooling_type.hpp>

namespace netmem {

namespace detail {
/// A pooling stride of 0 means "equal to the window" (Keras strides=None).
constexpr size_type stride_or_window(size_type stride, size_type window) noexcept {
    return stride == 0 ? window : stride;
}
constexpr size3d stride_or_window(const size3d& stride, const size3d& window) noexcept {
    return {stride_or_window(stride.depth, window.depth), stride_or_window(stride.height, window.height),
            stride_or_window(stride.width, window.width)};
}
}  // namespace detail

/// 1D pooling over time. See the file comment for every formula and rule.
struct subsampling1d {
    static constexpr const char* kind_name = "subsampling1d";
    static constexpr accepted_input accepts = accepted_input::recurrent;

    pooling_type type = pooling_type::max;
    size_type kernel = not_set;      ///< window length (time steps): required
    size_type stride = 0;            ///< stride (time steps); 0 = the window
    netmem::padding padding = padding::truncate;
    size_type explicit_padding = 0;  ///< DL4J padding: time steps added at both ends
    bool ceil_mode = false;          ///< PyTorch ceil_mode (pooling_output_size)

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = require_set(kernel, required_option::kernel); !unset.ok()) return unset;
        const diagnostic kind = require_input_kind(in, input_kind::recurrent);
        if (!kind.ok()) return kind;
        return first_violation(require_time_steps(in),
                               check_convolution_axis(in.time_steps, kernel, detail::stride_or_window(stride, kernel), 1,
                                                      explicit_padding, padding, 0),
                               require_product_fits(in.size, in.time_steps, kernel));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_recurrent(in.size, pooling_output_size(in.time_steps, kernel, detail::stride_or_window(stride, kernel),
                                                           1, explicit_padding, padding, ceil_mode));
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// DL4J's Subsampling1DLayer report throws ClassCastException (dl4j-memory-formulas#bug-6).
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// I = channels * out_t * k (elements per example).
    constexpr size_type working_elements(const input_type& in) const noexcept {
        return checked_product(in.size, output_type(in).time_steps, kernel);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return detail::make_subsampling_report(context, "Subsampling1DLayer", output_type(context.input),
                                               working_elements(context.input));
    }
};

/// 3D pooling. See the file comment for every formula, rule and DL4J quirk.
struct subsampling3d {
    static constexpr const char* kind_name = "subsampling3d";
    static constexpr accepted_input accepts = accepted_input::convolutional3d;

    pooling_type type = pooling_type::max;
    size3d kernel = kernel3d_not_set;    ///< window depth, height, width: required
    size3d stride{0, 0, 0};              ///< stride depth, height, width; 0 = the window
    netmem::padding padding = padding::truncate;
    size3d explicit_padding{0, 0, 0};    ///< DL4J padding, added at both ends of each axis
    bool ceil_mode = false;              ///< PyTorch ceil_mode (pooling_output_size)

    /// The stride with 0 resolved to the window.
    constexpr size3d effective_stride() const noexcept { return detail::stride_or_window(stride, kernel); }
    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = require_set(kernel, required_option::kernel); !unset.ok()) return unset;
        const diagnostic kind = require_input_kind(in, input_kind::convolutional3d);
        if (!kind.ok()) return kind;
        return first_violation(check_convolution3d_axes(in, kernel, effective_stride(), {1, 1, 1}, explicit_padding,
                                                        padding),
                               require_product_fits(in.depth, in.height, in.width, in.channels, kernel.depth,
                                                    kernel.height, kernel.width));
    }
    /// The true output (stride.width for the width).
    constexpr input_type output_type(const input_type& in) const noexcept {
        const size3d s = effective_stride();
        return input::convolutional3d{
            pooling_output_size(in.depth, kernel.depth, s.depth, 1, explicit_padding.depth, padding, ceil_mode),
            pooling_output_size(in.height, kernel.height, s.height, 1, explicit_padding.height, padding, ceil_mode),
            pooling_output_size(in.width, kernel.width, s.width, 1, explicit_padding.width, padding, ceil_mode),
            in.channels};
    }
    /// The output under `p`: policy::dl4j computes the width with stride.height (DL4J's stride[1]).
    constexpr input_type output_type(const input_type& in, policy p) const noexcept {
        input_type out = output_type(in);
        if (p == policy::dl4j)
            out.width = pooling_output_size(in.width, kernel.width, effective_stride().height, 1,
                                            explicit_padding.width, padding, ceil_mode);
        return out;
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// DL4J throws in padding::strict when the width does not divide by stride[1] (its height stride).
    constexpr bool dl4j_has_no_report(const input_type& in) const noexcept {
        return padding == padding::strict &&
               (in.width - kernel.width + 2 * explicit_padding.width) % effective_stride().height != 0;
    }
    /// I under `p` (see the file comment), with the output shape under `p`.
    constexpr size_type working_elements(const input_type& in, policy p) const noexcept {
        const input_type out = output_type(in, p);
        const size_type ignoring_width = checked_product(in.channels, out.depth, out.height, out.width, kernel.depth,
                                                         kernel.height);
        return p == policy::dl4j ? ignoring_width : checked_multiply(ignoring_width, kernel.width);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return detail::make_subsampling_report(context, "Subsampling3DLayer",
                                               output_type(context.input, context.policy),
                                               working_elements(context.input, context.policy));
    }
};

}  // namespace netmem
