// netmem/layers/reduce_over_axes.hpp
// reduce_mean, reduce_max, reduce_sum: the mean, the maximum or the sum over any of an image's
// height, width and channel axes, the reduced axes kept with size 1 (TFLite MEAN, REDUCE_MAX and
// SUM with keep_dims; tf.reduce_mean / tf.reduce_max / tf.reduce_sum(x, axes, keepdims=True)).
// All three are reduce_over_axes<reduction>. The same reduction over height and width without
// keep_dims is global_pooling{.type = avg / max / sum} (Keras GlobalAveragePooling2D,
// GlobalMaxPooling2D); these layers are what netmem-import maps any other MEAN, REDUCE_MAX or SUM to.
//
// Options, in declaration order: height, width, channels: which axes are reduced (TFLite axes 1,
//         2, 3 of the NHWC tensor); default height and width.
// Input:  convolutional(H, W, C) (NHWC, batch 1 per example; a convolutional_flat input is
//         unflattened first).
// Output: convolutional(height ? 1 : H, width ? 1 : W, channels ? 1 : C).
// Parameters: 0.
// Memory (policy::corrected; element counts): no parameters, no working memory. policy::dl4j:
//         DL4J has no such layer, so a DL4J report is a compile error naming it.
// Deployment (core/deployment.hpp): a new output tensor, no flash (the int32 axis constant is not
//         counted as weights); scratch as TFLM's kernels request it (kernels/reduce_common.cc, the
//         same with every kernel set), each buffer rounded up to the alignment:
//           MEAN / SUM reading int8 or int16 (the input tensor's own type:
//           layer_deployment::integer_scratch_bytes): an int32 accumulator per output element
//           (PrepareMeanOrSumHelper; REDUCE_MAX, PrepareMinMaxHelper, has none)
//           every reduction:           sizeof(int) x 4 (the input's rank) and sizeof(int) x the
//                                      reduced axes
//         Under runtime::tflm: MEAN / REDUCE_MAX / SUM with one constant (the axis tensor, one int32
//         per reduced axis), its Prepare temporaries and those scratch requests
//         (kernels/detail/tflm_operator_rows.hpp mean_row). Source of the figures in
//         tests/runtime_tflm_tflm_lowering.cpp: the tflm-arena oracles on tests/tflm_models/mean_*.tflite,
//         reduce_max_*.tflite and sum_*.tflite.
// Fails to compile: a wrong input kind (rules::unsupported_input_kind); reduce_over_axes<none>
//         (static_tests/compile_fail/reduce_over_axes_needs_a_reduction.cpp).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// TFLite MEAN / REDUCE_MAX / SUM over chosen axes of an image, keep_dims. See the file comment;
/// write it as reduce_mean, reduce_max or reduce_sum.
template <tflite_reduction Reduction>
struct reduce_over_axes {
    static_assert(Reduction != tflite_reduction::none,
                  "netmem: reduce_over_axes needs a reduction: tflite_reduction::mean (reduce_mean), maximum "
                  "(reduce_max) or sum (reduce_sum)");
    static constexpr const char* kind_name = Reduction == tflite_reduction::mean      ? "reduce_mean"
                                             : Reduction == tflite_reduction::maximum ? "reduce_max"
                                                                                      : "reduce_sum";
    static constexpr operator_kind kind = operator_kind::reduction;
    static constexpr accepted_input accepts = accepted_input::convolutional;

    bool height = true;     ///< axis 1
    bool width = true;      ///< axis 2
    bool channels = false;  ///< axis 3

    /// The axes reduced (the elements of TFLite's axis tensor).
    constexpr size_type reduced_axes() const noexcept {
        return (height ? 1 : 0) + (width ? 1 : 0) + (channels ? 1 : 0);
    }
    constexpr diagnostic validate(const input_type& in) const noexcept {
        return require_input_kind(in, input_kind::convolutional);
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_convolutional(height ? 1 : in.height, width ? 1 : in.width, channels ? 1 : in.channels);
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// DL4J has no such layer.
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// TFLite MEAN / REDUCE_MAX / SUM (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment& profile) const noexcept {
        // int32 accumulators for an int8 / int16 input (the tensor's type: integer_scratch_bytes).
        const size_type accumulators =
            Reduction != tflite_reduction::maximum
                ? round_up(checked_product(profile.minibatch, output_type(in).elements_per_example(), 4), profile.alignment)
                : 0;
        return {.scratch_bytes = checked_add(round_up(4 * 4, profile.alignment), 4 * reduced_axes()),
                .integer_scratch_bytes = accumulators,
                .reduction = Reduction,
                .reduced_axes = reduced_axes()};
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        constexpr const char* recorded = Reduction == tflite_reduction::mean      ? "ReduceMean"
                                         : Reduction == tflite_reduction::maximum ? "ReduceMax"
                                                                                  : "ReduceSum";
        return make_report(context, recorded, output_type(context.input));
    }
};

/// tf.reduce_mean(x, axes, keepdims=True): TFLite MEAN.
using reduce_mean = reduce_over_axes<tflite_reduction::mean>;
/// tf.reduce_max(x, axes, keepdims=True): TFLite REDUCE_MAX.
using reduce_max = reduce_over_axes<tflite_reduction::maximum>;
/// tf.reduce_sum(x, axes, keepdims=True): TFLite SUM.
using reduce_sum = reduce_over_axes<tflite_reduction::sum>;

}  // namespace netmem
