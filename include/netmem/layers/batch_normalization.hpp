// netmem/layers/batch_normalization.hpp
// batch_normalization: per-channel normalization with learned scale and shift (Keras
// BatchNormalization, DL4J BatchNormalization).
//
// Options: lock_gamma_beta (DL4J lockGammaBeta: gamma and beta are fixed constants, not
//         parameters; default false).
// Input:  feed_forward(C), convolutional(h, w, C), convolutional_flat(h, w, C) (unflattened to
//         convolutional, DL4J FeedForwardToCnnPreProcessor), convolutional3d(d, h, w, C) or
//         recurrent(C, T). C is the channel count (DL4J nOut).
// Output: the input type (convolutional for a convolutional_flat input), dl4j-memory-formulas#shape-other.
// Parameters (elements): 4*C (gamma, beta, running mean, running variance), or 2*C with
//         lock_gamma_beta. Source: DL4J BatchNormalizationParamInitializer (dl4j-memory-formulas#parameters); Keras
//         counts the same 4*C. Trainable: 2*C (gamma, beta), 0 with lock_gamma_beta; the running mean and
//         variance are not trainable (Keras's "non-trainable params").
// Memory (DL4J BatchNormalization.getMemoryReport, dl4j-memory-formulas#layers), element counts: P as above;
//         U = 2*updater(C) under policy::dl4j, even with lock_gamma_beta (dl4j-memory-formulas#bug-12);
//         policy::corrected counts updater state only for trainable gamma/beta (0 when locked);
//         training working memory fixed 2*C and per example 2*in + out + 2*C (= 3*in + 2*C), for
//         every cache mode; inference working memory 0; no dropout term. Recorded class
//         "BatchNormalization".
// Deployment (core/deployment.hpp): folds into the preceding conv2d / depthwise / dense when the
//         profile folds (TFLite's converter): no tensor, no flash of its own, and the layer it folds
//         into gains C biases if it had none. Unfolded: a step of its own storing 2*C weights
//         (per-channel multiplier and offset, TFLite MUL + ADD constants).
// Training (core/training_op.hpp; rules in training/pytorch.hpp): batch_normalization, gamma and
//         beta trainable tensors of C (none with lock_gamma_beta), running mean and variance 2*C buffers.
// Fails to compile: an input type with a zero dimension (rules::zero_size), a recurrent input
//         without time steps (rules::recurrent_input_without_time_steps), sizes overflowing 64 bits
//         (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem::detail {

/// A per-channel affine map y = x * scale + offset over C channels as TFLite deploys it: MUL and ADD
/// with 2*C constants when unfolded, or C bias elements folded into a preceding conv2d /
/// depthwise_conv2d / dense (batch_normalization, normalization). Units: elements.
constexpr layer_deployment per_channel_affine_deployment(size_type channels) noexcept {
    return {.role = tensor_role::batch_normalization,
            .quantization_channels = channels,
            .unfolded_weight_elements = checked_multiply(2, channels),
            .folded_bias_elements = channels,
            .may_run_in_place = true};
}

}  // namespace netmem::detail

namespace netmem {

/// DL4J BatchNormalization. See the file comment for every formula and rule.
struct batch_normalization {
    static constexpr const char* kind_name = "batch_normalization";
    static constexpr operator_kind kind = operator_kind::batch_normalization;
    static constexpr accepted_input accepts = accepted_input::any;

    bool lock_gamma_beta = false;  ///< DL4J lockGammaBeta: gamma/beta are constants, not parameters

    /// C: the channel count normalized over (DL4J nOut).
    static constexpr size_type channels_of(const input_type& in) noexcept { return in.channel_count(); }

    constexpr diagnostic validate(const input_type& in) const noexcept {
        return first_violation(require_time_steps(in), require_product_fits(4, channels_of(in)));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return in.is_convolutional_flat() ? make_convolutional(in.height, in.width, in.depth) : in;
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_multiply(lock_gamma_beta ? 2 : 4, channels_of(in));
    }
    constexpr size_type trainable_parameter_count(const input_type& in) const noexcept {
        return lock_gamma_beta ? 0 : checked_multiply(2, channels_of(in));
    }
    /// Folding under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment&) const noexcept {
        return detail::per_channel_affine_deployment(channels_of(in));
    }
    /// As a training operation (core/training_op.hpp): batch normalization with gamma and beta
    /// as trainable tensors of C (none with lock_gamma_beta) and the running mean and variance (2*C)
    /// as buffers.
    constexpr layer_training training(const input_type& in) const noexcept {
        const size_type c = channels_of(in);
        return single_op({.kind = training_op_kind::batch_normalization,
                          .output_elements = output_type(in).elements_per_example(),
                          .weight_elements = lock_gamma_beta ? 0 : c,
                          .bias_elements = lock_gamma_beta ? 0 : c,
                          .buffer_elements = checked_multiply(2, c)});
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        auto report = make_report(context, "BatchNormalization", output_type(context.input));
        const size_type channels = channels_of(context.input);
        const size_type in = context.input.elements_per_example();
        report.parameters = parameter_count(context.input);
        const bool gamma_beta_have_state = !lock_gamma_beta || context.policy == policy::dl4j;
        report.updater_state = gamma_beta_have_state ? checked_multiply(2, context.updater_state(channels)) : 0;
        report.working_memory_fixed_training = per_cache_mode::all(checked_multiply(2, channels));
        report.working_memory_variable_training = per_cache_mode::all(
            checked_add(checked_multiply(3, in), checked_multiply(2, channels)));
        return report;
    }
};

}  // namespace netmem
