// netmem/layers/activation_layer.hpp
// activation_layer: an activation function as a layer of its own (Keras Activation, DL4J
// ActivationLayer).
//
// Options: activation (netmem::activation, core/activation_function.hpp: every DL4J activation),
//         in_place (PyTorch inplace=True; training_peak and inference_peak only), fuse (true:
//         deployment may fuse it into its producer; false: it is its own operator, as a
//         standalone RELU of a .tflite file is: TFLM runs the file's operators as they are).
// Input:  any kind, taken as it is.
// Output: the input type (DL4J ActivationLayer.getOutputType returns its input, dl4j-memory-formulas#shape-other).
// Parameters: 0.
// Memory (DL4J ActivationLayer.getMemoryReport, dl4j-memory-formulas#layers), element counts: training working memory
//         `in` per example for every cache mode (the pre-activation copy); nothing else. No dropout
//         term. Recorded class "ActivationLayer"; the report's output is its input.
// Deployment (core/deployment.hpp): identity is an alias (no tensor); relu and relu6 fuse into
//         a preceding conv2d / depthwise / dense / add (TFLite fused_activation_function) unless
//         .fuse is false, else run as their own step; other functions are their own step (TFLite LOGISTIC, TANH,
//         SOFTMAX ...). Element-wise ones (all but softmax) may run in place
//         (deployment::in_place_activations).
// Training (core/training_op.hpp; rules in training/pytorch.hpp): the activation's op (relu,
//         relu6, sigmoid, tanh, softmax, or elementwise_activation for the others; identity is a view),
//         in place when .in_place (or training_peak_config::in_place_activations) and the rule allows it.
// Fails to compile: an input type with a zero dimension (rules::zero_size), a recurrent input
//         without time steps (rules::recurrent_input_without_time_steps), sizes overflowing 64 bits
//         (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// DL4J ActivationLayer. See the file comment for every formula and rule.
struct activation_layer {
    static constexpr const char* kind_name = "activation";
    static constexpr operator_kind kind = operator_kind::activation;
    static constexpr accepted_input accepts = accepted_input::any;

    netmem::activation activation = activation::identity;  ///< the function applied element-wise
    /// Overwrite the input instead of writing a new tensor (PyTorch nn.ReLU(inplace=True)). Used
    /// by training_peak / inference_peak (the framework's rule says what in place costs: an
    /// in-place ReLU6 still saves a copy of its input, training/pytorch.hpp); the deployment
    /// planner has its own switch (deployment::in_place_activations).
    bool in_place = false;
    /// May the deployment fuse it into the operator before it (deployment::fuse_activations, as
    /// TFLite's converter does)? false: it stays its own operator (RELU, RELU6 ...): netmem-import
    /// sets it for an activation that is an operator of its own in the file.
    bool fuse = true;

    constexpr diagnostic validate(const input_type& in) const noexcept { return require_time_steps(in); }
    constexpr input_type output_type(const input_type& in) const noexcept { return in; }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// Fusion under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept {
        if (activation == netmem::activation::identity) return {.role = tensor_role::alias};
        if (fuse && is_fusable_activation(activation))
            return {.role = tensor_role::activation, .own_activation = activation, .may_run_in_place = true};
        return {.own_activation = activation, .may_run_in_place = activation != netmem::activation::softmax};
    }
    /// As a training operation (core/training_op.hpp): the activation (identity: a view).
    constexpr layer_training training(const input_type& in) const noexcept {
        return single_op({.kind = activation_op_kind(activation),
                          .output_elements = in.elements_per_example(),
                          .in_place = in_place});
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        auto report = make_report(context, "ActivationLayer", context.input);
        report.working_memory_variable_training = per_cache_mode::all(context.input.elements_per_example());
        return report;
    }
};

}  // namespace netmem
