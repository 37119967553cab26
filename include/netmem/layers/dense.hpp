// netmem/layers/dense.hpp
// dense: a fully connected layer (Keras Dense, DL4J DenseLayer).
//
// Options, in declaration order: units, activation, use_bias, layer_norm.
// Input:  feed_forward(n_in). A convolutional, convolutional_flat or convolutional3d input is
//         flattened first (DL4J CnnToFeedForwardPreProcessor); see network/preprocessor.hpp.
// Output: feed_forward(units).
// Parameters (elements): n_in*units + (use_bias ? units : 0) + (layer_norm ? units : 0)
//         Source: DL4J DefaultParamInitializer.numParams (spec §7).
// Memory (DL4J DenseLayer.getMemoryReport, spec §9), element counts:
//         P as above; U = updater(P); working memory in training = D + out per example for every
//         cache mode (D = input copy when dropout is configured); nothing else.
// Deployment (core/deployment.hpp): weights n_in*units (+ units layer-norm gains), biases units
//         (if use_bias), quantization as fully connected weights (the profile's
//         quantization.fully_connected: per_tensor by default, as TFLite); a following batch norm folds into it and a
//         following activation fuses into it; kernel arm_fully_connected_s8 (scratch in
//         deploy/kernel_scratch.hpp).
// Training (core/training_op.hpp; rules in training/pytorch.hpp): linear (weights n_in*units plus
//         the layer-norm gains, bias units), then the activation (none for identity).
// Fails to compile: units < 1 (rules::zero_size); an input that is not feed-forward after the
//         preprocessor (rules::unsupported_input_kind); n_in*units overflowing 64 bits
//         (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/layer.hpp>

namespace netmem {

/// Fully connected layer: output = activation(W x + b). See the file comment for every formula.
struct dense {
    static constexpr const char* kind_name = "dense";
    static constexpr accepted_input accepts = accepted_input::feed_forward;

    size_type units = 0;                           ///< output size (DL4J nOut)
    netmem::activation activation = activation::identity;
    bool use_bias = true;                          ///< DL4J hasBias
    bool layer_norm = false;                       ///< DL4J hasLayerNorm: one gain per unit

    constexpr diagnostic validate(const input_type& in) const noexcept {
        return first_violation(require_positive(units), require_input_kind(in, input_kind::feed_forward),
                               require_no_overflow(in.size, units));
    }
    constexpr input_type output_type(const input_type&) const noexcept { return make_feed_forward(units); }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_add(checked_multiply(in.size, units), (use_bias ? units : 0) + (layer_norm ? units : 0));
    }
    /// Flash, kernel and fusion of this layer under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment&) const noexcept {
        return {.weight_elements = checked_add(checked_multiply(in.size, units), layer_norm ? units : 0),
                .bias_elements = use_bias ? units : 0,
                .quantization_channels = units,
                .quantized_as = weight_kind::fully_connected,
                .kernel = {.operation = kernel_operation::fully_connected,
                           .input_channels = in.size,
                           .output_channels = units},
                .accepts_fused_activation = true,
                .has_activation = activation != netmem::activation::identity,
                .activation_as_own_step = !is_fusable_activation(activation),
                .accepts_folded_batch_normalization = true};
    }
    /// As training operations (core/training_op.hpp): linear (weights n_in*units, plus the
    /// layer-norm gains), then the activation.
    constexpr layer_training training(const input_type& in) const noexcept {
        return with_activation({.kind = training_op_kind::linear,
                                .output_elements = units,
                                .weight_elements = checked_add(checked_multiply(in.size, units), layer_norm ? units : 0),
                                .bias_elements = use_bias ? units : 0},
                               activation);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_fully_connected_report(context, "DenseLayer", output_type(context.input),
                                           parameter_count(context.input));
    }
};

}  // namespace netmem
