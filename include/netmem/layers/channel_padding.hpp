// netmem/layers/channel_padding.hpp
// channel_padding: zeros added on the channel axis (TFLite PAD with paddings
// [[0, 0], [0, 0], [0, 0], [before, after]]; tf.pad in Keras, torch.nn.functional.pad in PyTorch),
// as in BlazeFace's shortcut, which pads 24 channels to 28 so that the add sees equal shapes.
//
// Options, in declaration order: before, after (channels added before the first and after the last).
// Input:  convolutional(h, w, C) (a convolutional_flat input is unflattened first).
// Output: convolutional(h, w, C + before + after).
// Parameters: 0.
// Memory (policy::corrected; element counts): no parameters, no working memory (a copy into its
//         output). policy::dl4j: DL4J has no channel padding layer, so asking for a DL4J report is a
//         compile error naming it.
// Deployment (core/deployment.hpp): TFLite PAD: a new output tensor, no scratch, no weights (its
//         int32 paddings constant, 4 x 2 x 4 = 32 B, is not counted). e.g. BlazeFace's block on
//         64x64x24, fp32: depthwise 5x5 / 2 -> 32x32x24, 1x1 conv -> 32x32x28; shortcut max pool
//         2x2 / 2 -> 32x32x24, channel_padding{.after = 4} -> 32x32x28; add. In TFLite's operator
//         order (the declaration order: runtime::tflm, tflm::head_bytes_of) the input (393,216 B),
//         the depthwise output (98,304 B) and the conv output (114,688 B) are live at the 1x1 conv
//         step: 606,208 B. netmem's own plan runs the pool before the conv (DL4J's order) and peaks
//         at 589,824 B (docs/guide/declare-a-network.md, tests/layers_gru_frameworks.cpp).
// Fails to compile: a negative before or after (rules::negative_value); a wrong input kind
//         (rules::unsupported_input_kind); 64-bit overflow (rules::size_sum_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// Zero channels around the channel axis (TFLite PAD). See the file comment.
struct channel_padding {
    static constexpr const char* kind_name = "channel_padding";
    static constexpr operator_kind kind = operator_kind::pad;
    static constexpr accepted_input accepts = accepted_input::convolutional;

    size_type before = 0;  ///< channels added before the first
    size_type after = 0;   ///< channels added after the last

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic own = first_violation(require_non_negative(before), require_non_negative(after),
                                               require_input_kind(in, input_kind::convolutional));
        if (!own.ok()) return own;
        return require_sum_fits(in.channels, before, after);
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_convolutional(in.height, in.width, in.channels + before + after);
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// DL4J has no channel padding layer.
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// TFLite PAD: a new output tensor, nothing else (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept { return {}; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "ChannelPadding", output_type(context.input));
    }
};

}  // namespace netmem
