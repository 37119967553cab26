// netmem/layers/space_to_depth.hpp
// space_to_depth: moves block_size x block_size spatial blocks into channels (TensorFlow
// tf.nn.space_to_depth, TFLite SPACE_TO_DEPTH, DL4J SpaceToDepthLayer).
//
// Options: block_size (default 2).
// Input:  convolutional(H, W, C) (a convolutional_flat input is unflattened first).
// Output: convolutional(H / b, W / b, C * b * b) (dl4j-memory-formulas#shape-other). Same element count as the input.
// Parameters: none.
// Memory: DL4J's SpaceToDepthLayer.getMemoryReport never sets the working-memory maps (dl4j-memory-formulas#layers,
//         #bug-5): an inference report works (all working memory 0), a training report
//         throws NullPointerException.
//         - policy::dl4j: asking for a report is a compile error naming the layer
//           (rules::dl4j_produces_no_report). netmem's report serves inference and training alike,
//           and DL4J cannot produce the training half, so the whole report is refused rather than
//           giving a number DL4J never prints.
//         - policy::corrected: no parameters, updater state, working or cache memory. Reasoning:
//           the op is a pure permutation of the input into the output (activations); its backward
//           pass is the inverse permutation (depth_to_space) of the output gradient into the
//           activation gradient, which the report already counts. This is also the inference
//           report DL4J gives. Recorded class "SpaceToDepthLayer".
// Deployment (core/deployment.hpp): TFLite SPACE_TO_DEPTH: a new output tensor, no flash, no
//         scratch.
// Fails to compile: block_size < 1 (rules::zero_size); a block that does not divide the height or
//         the width (rules::block_does_not_divide_input: input size, block, axis 0 = height,
//         1 = width; DL4J silently floors, TensorFlow rejects); a non-convolutional input
//         (rules::unsupported_input_kind); 64-bit overflow (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>

#include <netmem/layers/detail/convolution_family.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

namespace error {
template <class Where, size_type V> struct block_size : quantity<Where, V> {};
/// Rule netmem::rules::block_does_not_divide_input.
template <class InputSize, class BlockSize, class Axis>
struct block_does_not_divide_input {
    static_assert(InputSize::value % BlockSize::value == 0,
                  "netmem: the block size must divide the (padded) input along this axis (axis 0 = height, "
                  "1 = width): crop or pad the input, or change the block");
};
}  // namespace error

namespace rules {
/// space_to_depth / space_to_batch: a block that does not divide the (padded) input.
/// Numbers: (padded) input size, block, axis.
inline constexpr rule block_does_not_divide_input{"block_does_not_divide_input"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::block_does_not_divide_input, W, A, B, C, D>
    : error::block_does_not_divide_input<error::input_size<W, A>, error::block_size<W, B>, error::axis<W, C>> {};

/// ok when `block` >= 1 divides `in` along `axis`.
constexpr diagnostic check_block_axis(size_type in, size_type block, size_type axis) noexcept {
    const diagnostic positive = require_positive(block);
    if (!positive.ok()) return positive;
    return in % block == 0 ? diagnostic{} : violated(rules::block_does_not_divide_input, in, block, axis);
}

/// Space-to-depth rearrangement. See the file comment for every formula and rule.
struct space_to_depth {
    static constexpr const char* kind_name = "space_to_depth";
    static constexpr operator_kind kind = operator_kind::space_to_depth;
    static constexpr accepted_input accepts = accepted_input::convolutional;

    size_type block_size = 2;  ///< side of the square block moved into channels (DL4J blockSize)

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic kind = require_input_kind(in, input_kind::convolutional);
        if (!kind.ok()) return kind;
        return first_violation(check_block_axis(in.height, block_size, 0), check_block_axis(in.width, block_size, 1),
                               require_product_fits(in.channels, block_size, block_size));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_convolutional(in.height / block_size, in.width / block_size,
                                  checked_product(in.channels, block_size, block_size));
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// DL4J's training report has null working-memory maps (dl4j-memory-formulas#bug-5).
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// TFLite SPACE_TO_DEPTH: a new output tensor, no flash, no scratch (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept { return {}; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "SpaceToDepthLayer", output_type(context.input));
    }
};

}  // namespace netmem
