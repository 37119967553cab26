// netmem/layers/normalization.hpp
// normalization: feature-wise standardization (x - mean) / sqrt(variance) with statistics adapted
// from data, not learned (Keras Normalization, keras.layers.Normalization). DL4J has no such layer
// (its NormalizerStandardize is a data-set preprocessor outside the network).
//
// Options: none (Keras's axis=-1: the last axis, the channels).
// Input:  feed_forward(C), recurrent(C, T), convolutional(h, w, C), convolutional_flat(h, w, C)
//         (unflattened to convolutional) or convolutional3d(d, h, w, C).
// Output: the input type (convolutional for a convolutional_flat input).
// Parameters (elements): 2*C + 1, all non-trainable: mean (C), variance (C) and count (1), Keras's
//         weights of an adapted Normalization (Normalization.build: adapt_mean, adapt_variance,
//         count). e.g. Normalization() on 8 features: 17 non-trainable parameters.
// Memory (policy::corrected; element counts): P = 2*C + 1, no updater state (nothing trainable),
//         no working memory (an elementwise affine map into its output). policy::dl4j: DL4J has no
//         such layer, so asking for a DL4J report is a compile error naming it.
// Deployment (core/deployment.hpp): as an unfolded batch_normalization: TFLite runs (x - mean) *
//         (1 / sqrt(variance)) as MUL and ADD with 2*C constants (the count is not exported), folded
//         into a preceding conv2d / depthwise / dense when the profile folds.
// Fails to compile: a recurrent input without time steps (rules::recurrent_input_without_time_steps),
//         sizes overflowing 64 bits (rules::size_overflow).
#pragma once

#include <netmem/layers/batch_normalization.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// Keras Normalization. See the file comment for every formula.
struct normalization {
    static constexpr const char* kind_name = "normalization";
    static constexpr operator_kind kind = operator_kind::normalization;
    static constexpr accepted_input accepts = accepted_input::any;

    /// C: the channel count normalized over (the last axis).
    static constexpr size_type channels_of(const input_type& in) noexcept { return in.channel_count(); }

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic steps = require_time_steps(in); !steps.ok()) return steps;
        if (const diagnostic product = require_product_fits(2, channels_of(in)); !product.ok()) return product;
        return require_sum_fits(2 * channels_of(in), 1);
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return in.is_convolutional_flat() ? make_convolutional(in.height, in.width, in.depth) : in;
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_add(checked_multiply(2, channels_of(in)), 1);
    }
    constexpr size_type trainable_parameter_count(const input_type&) const noexcept { return 0; }
    /// DL4J has no Normalization layer.
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// An unfolded or folded MUL + ADD with 2*C constants (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment&) const noexcept {
        return detail::per_channel_affine_deployment(channels_of(in));
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        auto report = make_report(context, "Normalization", output_type(context.input));
        report.parameters = parameter_count(context.input);
        return report;
    }
};

}  // namespace netmem
