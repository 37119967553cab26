// netmem/layers/reduce_mean.hpp
// reduce_mean: the mean over any of an image's height, width and channel axes, the reduced axes
// kept with size 1 (TFLite MEAN with keep_dims; tf.reduce_mean(x, axes, keepdims=True)). The mean
// over height and width without keep_dims is global_pooling{.type = avg} (Keras
// GlobalAveragePooling2D); this layer is what netmem-import maps any other MEAN to.
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
//         counted as weights); scratch as TFLM's MEAN requests it (kernels/reduce_common.cc
//         PrepareMeanOrSumHelper): for int8 / int16 activations an int32 accumulator per output
//         element, then sizeof(int) x 4 (the input's rank) and sizeof(int) x the reduced axes.
//         Under runtime::tflm: MEAN with one constant (the axis tensor, one int32 per reduced axis),
//         its Prepare temporaries and those scratch requests (runtime/tflm/detail/tflm_operators.hpp
//         mean_row). Source of the figures in tests/tflm_lowering_regressions.cpp: the tflm-arena
//         oracles on tests/tflm_models/mean_*.tflite.
// Fails to compile: a wrong input kind (rules::unsupported_input_kind).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// TFLite MEAN over chosen axes of an image, keep_dims. See the file comment.
struct reduce_mean {
    static constexpr const char* kind_name = "reduce_mean";
    static constexpr operator_kind kind = operator_kind::mean;
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
    /// TFLite MEAN (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment& profile) const noexcept {
        const bool accumulates = profile.activations == data_type::int8 || profile.activations == data_type::int16;
        const size_type accumulators =
            accumulates
                ? round_up(checked_product(profile.minibatch, output_type(in).elements_per_example(), 4), profile.alignment)
                : 0;
        return {.scratch_bytes = checked_add(checked_add(accumulators, round_up(4 * 4, profile.alignment)), 4 * reduced_axes()),
                .reduction = tflite_reduction::mean,
                .reduced_axes = reduced_axes()};
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "ReduceMean", output_type(context.input));
    }
};

}  // namespace netmem
