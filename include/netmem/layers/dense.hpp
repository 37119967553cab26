// netmem/layers/dense.hpp
// dense: a fully connected layer (Keras Dense, DL4J DenseLayer).
//
// Options, in declaration order: units, activation, use_bias, layer_norm, input_size.
//         input_size / input_channels: an explicit DL4J nIn (0, the default: the input's size).
//         policy::dl4j honours one that differs from the input as DL4J does: the parameters from
//         nIn, the activations and working memory from the input; policy::corrected rejects it
//         (rules::explicit_input_size_mismatch). Only for the layer placed directly in a network
//         (wrappers such as frozen<L> use the input's size).
// Input:  feed_forward(n_in). A convolutional, convolutional_flat or convolutional3d input is
//         flattened first (DL4J CnnToFeedForwardPreProcessor); see network/preprocessor.hpp.
// Output: feed_forward(units).
// Parameters (elements): n_in*units + (use_bias ? units : 0) + (layer_norm ? units : 0)
//         Source: DL4J DefaultParamInitializer.numParams (dl4j-memory-formulas#parameters).
// Memory (DL4J DenseLayer.getMemoryReport, dl4j-memory-formulas#layers), element counts:
//         P as above; U = updater(P); working memory in training = D + out per example for every
//         cache mode (D = input copy when dropout is configured); nothing else.
// Deployment (core/deployment.hpp; not with layer_norm: TFLite has no such operator, planning it is
//         error::layer_has_no_deployment_model): weights n_in*units (+ units layer-norm gains), biases units
//         (if use_bias), quantization as fully connected weights (the profile's
//         quantization.fully_connected: per_tensor by default, as TFLite); a following batch norm folds into it and a
//         following activation fuses into it; kernel arm_fully_connected_s8 (scratch in
//         kernels/cmsis_nn/scratch.hpp).
// Training (core/training_op.hpp; rules in training/pytorch.hpp): linear (weights n_in*units plus
//         the layer-norm gains, bias units), then the activation (none for identity).
// Fails to compile: under policy::corrected an explicit nIn that differs from the input
//         (rules::explicit_input_size_mismatch); units not set (rules::required_option_not_set);
//         units < 1 (rules::zero_size); an input that is not feed-forward after the
//         preprocessor (rules::unsupported_input_kind); n_in*units overflowing 64 bits
//         (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// Fully connected layer: output = activation(W x + b). See the file comment for every formula.
struct dense {
    static constexpr const char* kind_name = "dense";
    static constexpr operator_kind kind = operator_kind::fully_connected;
    static constexpr accepted_input accepts = accepted_input::feed_forward;

    size_type units = not_set;                           ///< output size (DL4J nOut)
    netmem::activation activation = activation::identity;
    bool use_bias = true;                          ///< DL4J hasBias
    bool layer_norm = false;                       ///< DL4J hasLayerNorm: one gain per unit
    size_type input_size = 0;                      ///< explicit DL4J nIn; 0 = the input's size

    constexpr diagnostic validate(const input_type& in, policy rules_policy = policy::corrected) const noexcept {
        return validate_fully_connected(units, input_size, in, rules_policy);
    }
    constexpr input_type output_type(const input_type&) const noexcept { return make_feed_forward(units); }
    constexpr size_type parameter_count(const input_type& in, policy rules_policy = policy::corrected) const noexcept {
        return checked_add(checked_multiply(parameter_input_size(input_size, in.size, rules_policy), units),
                           (use_bias ? units : 0) + (layer_norm ? units : 0));
    }
    /// TFLite has no layer-normalized FULLY_CONNECTED: with layer_norm, planning is
    /// error::layer_has_no_deployment_model.
    constexpr bool has_deployment_model() const noexcept { return !layer_norm; }
    /// Flash, kernel and fusion of this layer under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment&) const noexcept {
        layer_deployment result = fully_connected_deployment(in.size, units, use_bias, activation);
        if (layer_norm) result.weight_elements = checked_add(result.weight_elements, units);
        result.accepts_folded_batch_normalization = true;
        return result;
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
                                           parameter_count(context.input, context.policy));
    }
};

}  // namespace netmem
