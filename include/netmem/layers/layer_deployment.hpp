// netmem/layers/layer_deployment.hpp
// What one layer is under a deployment profile: its own `deployment(input, profile)` hook, or
// nothing: there is no generic default.
//
// Hook (optional member of a layer or graph vertex, see core/deployment.hpp), with the neutral
// operator kind a runtime's lowering switches on (layers/operator_kind.hpp; a hook without it is
// error::hook_names_no_operator_kind<L>):
//   static constexpr netmem::operator_kind kind = netmem::operator_kind::convolution;
//   constexpr layer_deployment deployment(const input_type& in, const netmem::deployment& profile) const;
// Layers with a hook (each file comment has a "Deployment:" paragraph naming its TFLite operator):
// dense, output, rnn_output, conv2d, conv1d, depthwise_conv2d, separable_conv2d,
// deconvolution2d, conv2d_transpose, max/avg pooling, global_pooling, batch_normalization,
// normalization, activation, dropout, prelu, zero_padding1d/2d/3d, channel_padding, pad,
// elementwise_constant, reduce_mean/max/sum,
// cropping1d/2d/3d, upsampling1d/2d, space_to_depth, space_to_batch, repeat_vector, lstm,
// simple_rnn, svdf, quantize, dequantize, opaque_operator, ethos_u_operator, frozen<L>, per_tensor_quantized<L> and
// shared_weights<L> (L's); graph vertices elementwise, merge, reshape_vertex. A reshape-only layer
// (`is_preprocessor`, e.g. flatten, reshape) is an alias: no tensor, no flash.
// Any other layer (gru, graves_lstm, bidirectional, conv3d, embedding, the DL4J-only output layers,
// ...) has no TFLite operator netmem models: planning a network with it is a compile error naming it
// (error::layer_has_no_deployment_model<layer<i>> or <vertex<'n', ...>>) instead of a number that
// guesses its tensors and scratch.
#pragma once

#include <type_traits>

#include <netmem/core/deployment.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/operator_kind.hpp>
#include <netmem/layers/layer.hpp>

namespace netmem {

/// True when layer value type L has a deployment hook (core/deployment.hpp).
template <class L>
concept has_deployment_hook = has_layer_deployment_hook<L>;

/// True when layer type L has no deployment model: no hook and not reshape-only.
template <class L>
constexpr bool lacks_deployment_model() noexcept {
    if constexpr (has_deployment_hook<L>) return false;
    else return !is_preprocessor_layer<L>();
}

/// True when layer VALUE `l` has a deployment model: its type has one (lacks_deployment_model)
/// and its options are ones the model covers: a layer whose hook covers only some option values
/// says so with `constexpr bool has_deployment_model() const` (global_pooling's pnorm, dense /
/// simple_rnn with layer_norm: TFLite has no such operator), and wrappers forward it.
template <class L>
constexpr bool deployment_model_available(const L& l) noexcept {
    if constexpr (lacks_deployment_model<L>()) return false;
    else return options_have_deployment_model(l);
}

namespace error {
/// A layer without a deployment model in a network given to the deployment planner.
template <class Where>
struct layer_has_no_deployment_model {
    static_assert(sizeof(Where) == 0,
                  "netmem: the deployment planner has no model of this layer (no TFLite / TFLM operator netmem "
                  "models for it: its tensors, state and scratch would be guessed): plan the network without it, "
                  "or use memory_report for its DL4J memory");
};

/// A layer (or vertex) type with a deployment hook but no `static constexpr netmem::operator_kind
/// kind` (layers/operator_kind.hpp): no runtime could pick its operators.
template <class Layer>
struct hook_names_no_operator_kind {
    static_assert(sizeof(Layer) == 0,
                  "netmem: a layer with a deployment hook names its operator kind (layers/operator_kind.hpp): "
                  "add static constexpr netmem::operator_kind kind = netmem::operator_kind::...; to it");
};
}  // namespace error

namespace detail {
/// error::layer_has_no_deployment_model<Where> when L lacks a deployment model.
struct has_deployment_model {};
template <class Where, class L>
using deployment_model_check =
    std::conditional_t<lacks_deployment_model<L>(), error::layer_has_no_deployment_model<Where>,
                       has_deployment_model>;
}  // namespace detail

/// The deployment description of layer `l` on input `in` (hook, or an alias for a reshape-only layer).
template <class L>
constexpr layer_deployment layer_deployment_of(const L& l, const input_type& in, const deployment& profile) noexcept {
    if constexpr (has_deployment_hook<L>) {
        if constexpr (!names_operator_kind<L>) static_assert(sizeof(error::hook_names_no_operator_kind<L>) > 0);
        return l.deployment(in, profile);
    } else {
        // Reshape-only; any other layer is rejected before (deployment_model_check).
        return layer_deployment{.role = tensor_role::alias};
    }
}

namespace detail {
/// Type-erased hook of layer value L. Its arguments are taken BY VALUE: g++ memoizes a constant
/// evaluation's call whose arguments are constants, so a layer value that recurs on the same input
/// under one profile is described once per translation unit (network/detail/layer_entry.hpp).
template <auto L>
constexpr layer_deployment deployment_function(input_type in, deployment profile) noexcept {
    return layer_deployment_of(L, in, profile);
}
using deployment_function_pointer = layer_deployment (*)(input_type, deployment);
}  // namespace detail

/// True when layer (or vertex) value type L describes itself as training operations
/// (core/training_op.hpp) for input type In (input_type for layers, vertex_inputs for vertices).
template <class L, class In>
concept has_training_hook = requires(const L& l, const In& in) {
    { l.training(in) } -> std::same_as<layer_training>;
};

/// Layer `l` on input `in` as training operations: its hook; a view for a reshape-only layer
/// (flatten's preprocessors); otherwise one `unsupported` op (training_peak names the layer).
template <class L, class In>
constexpr layer_training layer_training_of(const L& l, const In& in) noexcept {
    if constexpr (has_training_hook<L, In>) {
        return l.training(in);
    } else if constexpr (is_preprocessor_layer<L>()) {
        return single_op({.kind = training_op_kind::view});
    } else {
        return single_op({.kind = training_op_kind::unsupported});
    }
}

namespace detail {
/// Type-erased training description of layer value L (by value, as deployment_function).
template <auto L>
constexpr layer_training training_function(input_type in) noexcept {
    return layer_training_of(L, in);
}
using training_function_pointer = layer_training (*)(input_type);
}  // namespace detail

}  // namespace netmem
