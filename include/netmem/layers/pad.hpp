// netmem/layers/pad.hpp
// pad: TFLite PAD and PADV2 on an image, any of height, width and channels (tf.pad with mode
// "CONSTANT"; the converter writes PAD for zeros and PADV2 when the pad value is its own tensor,
// tf.pad(x, paddings, constant_values=v)). zero_padding2d (Keras ZeroPadding2D) and
// channel_padding are the two common special cases; this layer is what netmem-import maps a PAD /
// PADV2 to when the file pads the channel axis or carries a constant_values tensor.
//
// Options, in declaration order:
//   padding   rows top, bottom; columns left, right (edges2d), default none;
//   channels  channels added before the first and after the last (edges1d), default none;
//   constant_values_tensor  false: TFLite PAD (inputs: data, paddings); true: PADV2 (inputs: data,
//             paddings, constant_values: a one-element constant of the data's type).
// Input:  convolutional(H, W, C) (NHWC, batch 1 per example; a convolutional_flat input is
//         unflattened first).
// Output: convolutional(H + top + bottom, W + left + right, C + before + after).
// Parameters: 0.
// Memory (policy::corrected; element counts): no parameters, no working memory (a copy into its
//         output). policy::dl4j: DL4J has no layer that pads channels or takes a pad value, so a
//         DL4J report is a compile error naming it.
// Deployment (core/deployment.hpp): a new output tensor, no scratch, no weights (the int32
//         paddings constant [4, 2], 32 B, and PADV2's constant_values, 1 element, are not counted
//         as weights). Under runtime::tflm: PAD or PADV2 (kernels/pad.cc registers both with
//         PadInit, PadPrepare; PadPrepare takes a temporary TfLiteTensor for each input, PADV2's
//         constant_values included: runtime/tflm/detail/tflm_operators.hpp), one constant tensor
//         (PAD) or two (PADV2). Source of the figures in tests/runtime_tflm_tflm_lowering.cpp: the
//         tflm-arena oracles on tests/tflm_models/padv2_*.tflite.
// Fails to compile: a negative padding (rules::negative_value); a padded size beyond 64 bits
//         (rules::size_sum_overflow); a wrong input kind (rules::unsupported_input_kind).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/layers/detail/convolution_family.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// TFLite PAD / PADV2 of an image's height, width and channels. See the file comment.
struct pad {
    static constexpr const char* kind_name = "pad";
    static constexpr operator_kind kind = operator_kind::pad;
    static constexpr accepted_input accepts = accepted_input::convolutional;

    edges2d padding{};                    ///< rows top, bottom; columns left, right
    edges1d channels{};                   ///< channels before the first, after the last
    bool constant_values_tensor = false;  ///< PADV2 (a constant_values input); false: PAD (zeros)

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic kind = require_input_kind(in, input_kind::convolutional);
        if (!kind.ok()) return kind;
        return first_violation(require_non_negative(padding.top), require_non_negative(padding.bottom),
                               require_non_negative(padding.left), require_non_negative(padding.right),
                               require_non_negative(channels.before), require_non_negative(channels.after),
                               require_sum_fits(in.height, padding.top, padding.bottom),
                               require_sum_fits(in.width, padding.left, padding.right),
                               require_sum_fits(in.channels, channels.before, channels.after));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_convolutional(checked_add(in.height, checked_add(padding.top, padding.bottom)),
                                  checked_add(in.width, checked_add(padding.left, padding.right)),
                                  checked_add(in.channels, checked_add(channels.before, channels.after)));
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// DL4J has no such layer.
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// PAD or PADV2: a new output tensor, nothing else (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept {
        return {.pad_constant_values = constant_values_tensor};
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "Pad", output_type(context.input));
    }
};

}  // namespace netmem
