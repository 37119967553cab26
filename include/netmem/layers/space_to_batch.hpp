// netmem/layers/space_to_batch.hpp
// space_to_batch: zero-pads an image and moves block_shape spatial blocks into the batch
// (TensorFlow tf.space_to_batch_nd, TFLite SPACE_TO_BATCH_ND, DL4J SpaceToBatchLayer).
//
// Options, in declaration order (TensorFlow's): block_shape (height, width; default 2x2),
//         paddings (edges2d {top, bottom, left, right}; default none).
// Input:  convolutional(H, W, C) (a convolutional_flat input is unflattened first).
// Output: convolutional((H + top + bottom) / b_h, (W + left + right) / b_w, C) per example
//         (dl4j-memory-formulas#shape-other). As in DL4J, the batch growth (each example becomes b_h * b_w examples) is
//         not modelled: the output type is one of the new examples, so the activations of this layer
//         and of every later layer are per new example. Multiply by b_h * b_w for the elements of
//         one original example.
// Parameters: none.
// Memory: DL4J's SpaceToBatchLayer.getMemoryReport never sets the working-memory maps (dl4j-memory-formulas#layers,
//         #bug-5): an inference report works (all working memory 0), a training report
//         throws NullPointerException.
//         - policy::dl4j: asking for a report is a compile error naming the layer
//           (rules::dl4j_produces_no_report): the same report serves inference and training, and
//           DL4J cannot produce the training half.
//         - policy::corrected: no parameters, updater state, working or cache memory. Reasoning:
//           the op pads and permutes the input into the output (activations); its backward pass is
//           batch_to_space of the output gradient into the activation gradient, already counted.
//           This is also DL4J's inference report. Recorded class "SpaceToBatchLayer".
// Deployment (core/deployment.hpp): TFLite SPACE_TO_BATCH_ND: a new output tensor, no flash, no
//         scratch.
// Fails to compile: a block side < 1 (rules::zero_size); a negative padding (rules::negative_value);
//         a block that does not divide the padded height or width (rules::block_does_not_divide_input:
//         padded input size, block, axis 0 = height, 1 = width); a padded size beyond 64 bits
//         (rules::size_sum_overflow); a non-convolutional input (rules::unsupported_input_kind).
#pragma once

#include <netmem/core/deployment.hpp>

#include <netmem/layers/convolution_options.hpp>
#include <netmem/layers/detail/convolution_family.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>
#include <netmem/layers/space_to_depth.hpp>

namespace netmem {

/// Space-to-batch rearrangement. See the file comment for every formula and rule.
struct space_to_batch {
    static constexpr const char* kind_name = "space_to_batch";
    static constexpr operator_kind kind = operator_kind::space_to_batch;
    static constexpr accepted_input accepts = accepted_input::convolutional;

    size2d block_shape{2, 2};       ///< block height, width (DL4J blocks)
    edges2d paddings{0, 0, 0, 0};   ///< zero rows top, bottom; columns left, right (DL4J padding)

    constexpr size_type padded_height(const input_type& in) const noexcept {
        return checked_add(in.height, checked_add(paddings.top, paddings.bottom));
    }
    constexpr size_type padded_width(const input_type& in) const noexcept {
        return checked_add(in.width, checked_add(paddings.left, paddings.right));
    }
    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic kind = require_input_kind(in, input_kind::convolutional);
        if (!kind.ok()) return kind;
        const diagnostic signs =
            first_violation(require_non_negative(paddings.top), require_non_negative(paddings.bottom),
                            require_non_negative(paddings.left), require_non_negative(paddings.right));
        if (!signs.ok()) return signs;
        const diagnostic sums = first_violation(require_sum_fits(in.height, paddings.top, paddings.bottom),
                                                require_sum_fits(in.width, paddings.left, paddings.right));
        if (!sums.ok()) return sums;
        return first_violation(check_block_axis(padded_height(in), block_shape.height, 0),
                               check_block_axis(padded_width(in), block_shape.width, 1));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_convolutional(padded_height(in) / block_shape.height, padded_width(in) / block_shape.width,
                                  in.channels);
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// DL4J's training report has null working-memory maps (dl4j-memory-formulas#bug-5).
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// TFLite SPACE_TO_BATCH_ND: a new output tensor, no flash, no scratch (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept { return {}; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "SpaceToBatchLayer", output_type(context.input));
    }
};

}  // namespace netmem
