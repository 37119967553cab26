// netmem/layers/prelu.hpp
// prelu: parametric ReLU, out = x for x > 0 and alpha * x otherwise, with a learned alpha per
// element (Keras PReLU, DL4J PReLULayer).
//
// Options: shared_axes (Keras shared_axes): up to four 1-based axes along which one alpha is shared;
//         0 = unused entry. Axes are Keras's, channels last, batch excluded:
//           feed_forward(n): (n)          recurrent(n, T): (T, n)        convolutional: (h, w, c)
//           convolutional_flat: (h, w, d) convolutional3d: (d, h, w, c)
//         e.g. {.shared_axes = {1, 2}} on convolutional(h, w, c) gives one alpha per channel.
//         (DL4J's sharedAxes index its own NCHW-ordered inputShape; the count is the same for the
//         same shared dimensions.)
// Input:  any kind (a recurrent input needs its time length). Output: the input.
// Parameters (elements): the product of the input dimensions, each shared axis counted as 1.
//         Source: DL4J PReLUParamInitializer (dl4j-memory-formulas#parameters); Keras PReLU gives the same count.
// Memory (DL4J PReLULayer.getMemoryReport, dl4j-memory-formulas#layers), element counts: P; U = updater(P); no working
//         or cache memory. Recorded class "PReLULayer". Both policies agree.
// Deployment (core/deployment.hpp): TFLite PRELU: alpha (P elements) in flash, quantized as an
//         element-wise constant (one pair per tensor by default); a new output tensor; no scratch.
// Fails to compile: a shared axis outside 1..rank (rules::shared_axis_out_of_range, numbers: the
//         axis, the input's rank); a recurrent input without a time length
//         (rules::recurrent_input_without_time_steps).
#pragma once

#include <netmem/core/deployment.hpp>

#include <array>

#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

namespace error {
template <class Where, size_type V> struct prelu_shared_axis : quantity<Where, V> {};
template <class Where, size_type V> struct prelu_input_rank : quantity<Where, V> {};
/// Rule netmem::rules::shared_axis_out_of_range.
template <class SharedAxis, class InputRank>
struct shared_axis_out_of_range {
    static_assert(SharedAxis::value >= 1 && SharedAxis::value <= InputRank::value,
                  "netmem: prelu shared_axes are 1-based axes of the input without the batch (Keras order, channels "
                  "last): 1..rank, or 0 for an unused entry");
};
}  // namespace error

namespace rules {
/// prelu: a shared axis outside 1..rank. Numbers: the axis, the rank.
inline constexpr rule shared_axis_out_of_range{"shared_axis_out_of_range"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::shared_axis_out_of_range, W, A, B, C, D>
    : error::shared_axis_out_of_range<error::prelu_shared_axis<W, A>, error::prelu_input_rank<W, B>> {};

/// Keras PReLU / DL4J PReLULayer. See the file comment.
struct prelu {
    static constexpr const char* kind_name = "prelu";
    static constexpr operator_kind kind = operator_kind::prelu;
    static constexpr accepted_input accepts = accepted_input::any;

    std::array<size_type, 4> shared_axes{};  ///< 1-based Keras axes sharing one alpha; 0 = unused

    /// The input's dimensions in Keras order (batch excluded) and their number.
    struct dimensions {
        std::array<size_type, 4> sizes{};
        size_type rank = 0;
    };
    static constexpr dimensions dimensions_of(const input_type& in) noexcept {
        switch (in.kind) {
            case input_kind::feed_forward: return {{in.size}, 1};
            case input_kind::recurrent: return {{in.time_steps, in.size}, 2};
            case input_kind::convolutional: return {{in.height, in.width, in.channels}, 3};
            case input_kind::convolutional_flat: return {{in.height, in.width, in.depth}, 3};
            case input_kind::convolutional3d: return {{in.depth, in.height, in.width, in.channels}, 4};
        }
        return {};
    }
    constexpr bool is_shared(size_type axis) const noexcept {
        for (size_type shared : shared_axes)
            if (shared == axis) return true;
        return false;
    }
    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic steps = require_time_steps(in); !steps.ok()) return steps;
        const size_type rank = dimensions_of(in).rank;
        for (size_type axis : shared_axes)
            if (axis != 0 && (axis < 1 || axis > rank)) return violated(rules::shared_axis_out_of_range, axis, rank);
        return {};
    }
    constexpr input_type output_type(const input_type& in) const noexcept { return in; }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        const dimensions dims = dimensions_of(in);
        size_type count = 1;
        for (size_type axis = 1; axis <= dims.rank; ++axis)
            if (!is_shared(axis)) count = checked_multiply(count, dims.sizes[static_cast<std::size_t>(axis - 1)]);
        return count;
    }
    /// TFLite PRELU under a deployment profile: alpha in flash (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment&) const noexcept {
        return {.weight_elements = parameter_count(in), .quantization_channels = 1,
                .quantized_as = weight_kind::elementwise};
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        auto report = make_report(context, "PReLULayer", context.input, parameter_count(context.input));
        return report;
    }
};

}  // namespace netmem
