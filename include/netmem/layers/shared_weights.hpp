// netmem/layers/shared_weights.hpp
// shared_weights<Layer>: a second application of a layer whose weights another vertex already
// holds (Keras: calling one layer object on two inputs, as in Siamese networks; PyTorch: calling
// one module twice; TFLite: two operators reading the same constant tensors).
//
//   nm::vertex<"left",  conv, "a">,
//   nm::vertex<"right", nm::shared_weights<conv>{}, "b">   // conv's weights, applied to "b"
//
// Template argument: the layer value of the first application (write the same value).
// Input / output: the wrapped layer's.
// Parameters (elements): 0: the first application counts them; trainable 0. e.g. a 3x3 conv 1 -> 1
//         used twice: 3*3*1*1 + 1 = 10 parameters, not 20.
// Memory (policy::corrected): the wrapped layer's report (its activations and working memory:
//         each application runs on its own input) with no parameters, parameter gradients or
//         updater state (the gradients accumulate into the first application's). policy::dl4j:
//         DL4J's ComputationGraph has no weight sharing: a compile error naming the vertex.
// Deployment (core/deployment.hpp): the wrapped layer's kernel call and scratch, with no flash of
//         its own: the weights are stored once (13 B for the int8 3x3 conv 1 -> 1: 9 weights and one
//         int32 bias). Only when the wrapped layer has a deployment model; otherwise planning is
//         error::layer_has_no_deployment_model (layers/layer_deployment.hpp). The TFLM runtime
//         model does not lower it yet (runtime/tflm/detail/tflm_graph.hpp).
// Fails to compile: every rule of the wrapped layer; a network that does not also hold the layer
//         value itself, with the same options (an earlier layer of a sequential network, another
//         vertex of a graph): error::shared_weights_without_owner, naming the layer or vertex.
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/layers/detail/wrapped_layer.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// A layer applied again with the weights of its first application. See the file comment.
template <auto Layer>
struct shared_weights : detail::wrapped_layer<Layer> {
    static constexpr const char* kind_name = "shared_weights";
    static constexpr operator_kind kind = operator_kind::shared_weights;
    /// The network must also hold Layer itself (network/detail/weight_sharing.hpp).
    static constexpr bool shares_weights = true;
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    constexpr size_type trainable_parameter_count(const input_type&) const noexcept { return 0; }
    /// DL4J's ComputationGraph cannot share weights between vertices.
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// The wrapped layer's options have a deployment model (core/deployment.hpp).
    constexpr bool has_deployment_model() const noexcept { return options_have_deployment_model(Layer); }
    /// The wrapped layer's kernel, without flash (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment& profile) const noexcept
        requires has_layer_deployment_hook<decltype(Layer)>
    {
        layer_deployment result = Layer.deployment(in, profile);
        result.weight_elements = 0;
        result.bias_elements = 0;
        result.quantization_channels = 0;
        result.unfolded_weight_elements = 0;
        result.folded_bias_elements = 0;
        result.accepts_folded_batch_normalization = false;
        return result;
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        layer_memory_report report = Layer.memory_report(context);
        report.parameters = 0;
        report.frozen_parameters = 0;
        report.updater_state = 0;
        return report;
    }
};

}  // namespace netmem
