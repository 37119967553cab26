// netmem/deploy/layer_deployment.hpp
// What one layer is under a deployment profile: its own `deployment(input, profile)` hook when it
// has one, or the documented default.
//
// Hook (optional member of a layer or graph vertex, see core/deployment.hpp):
//   constexpr layer_deployment deployment(const input_type& in, const netmem::deployment& profile) const;
// Layers with a hook: dense, conv2d, depthwise_conv2d, deconvolution2d, pooling, batch_normalization,
// activation, dropout, flatten, output, global pooling, quantize, dequantize, opaque_operator,
// per_tensor_quantized, elementwise vertices (each file comment has a
// "Deployment:" paragraph).
//
// Default for a layer without a hook:
// - a reshape-only layer (`is_preprocessor`, e.g. flatten) is an alias: no tensor, no flash;
// - any other layer computes a new output tensor, stores all of its parameter_count(in) elements
//   as weights (profile.weights), no biases, no quantization parameters and no kernel scratch;
// - except a recurrent layer (lacks_deployment_model): a compile error naming it.
#pragma once

#include <type_traits>

#include <netmem/core/deployment.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/detail/recurrent_traits.hpp>
#include <netmem/network/detail/layer_entry.hpp>

namespace netmem {

/// True when layer value type L has a deployment hook.
template <class L>
concept has_deployment_hook = requires(const L& l, const input_type& in, const deployment& profile) {
    { l.deployment(in, profile) } -> std::same_as<layer_deployment>;
};

/// True when layer type L keeps recurrent state (lstm, graves_lstm, graves_bidirectional_lstm,
/// simple_rnn, or bidirectional / last_time_step / mask_zero / frozen around one) and has no
/// deployment hook. The default above would plan only its output tensor: TFLM's
/// UNIDIRECTIONAL_SEQUENCE_LSTM / RNN kernels also keep hidden (and cell) state tensors and per-gate
/// scratch, so the arena would be understated. The planners reject such a layer
/// (error::recurrent_layer_has_no_deployment_model) instead of returning a wrong number.
template <class L>
constexpr bool lacks_deployment_model() noexcept {
    if constexpr (has_deployment_hook<L>) return false;
    else if constexpr (requires { typename L::wrapped_type; })
        return detail::is_recurrent_layer<L>() || detail::is_recurrent_layer<typename L::wrapped_type>();
    else return detail::is_recurrent_layer<L>();
}

namespace error {
/// A recurrent layer in a network given to the deployment planner (see lacks_deployment_model).
template <class Where>
struct recurrent_layer_has_no_deployment_model {
    static_assert(sizeof(Where) == 0,
                  "netmem: the deployment planner has no model of this recurrent layer (TFLM keeps its hidden and "
                  "cell state and gate scratch besides the output, so the arena would be understated): plan the "
                  "network without it, or use memory_report for its DL4J memory");
};
}  // namespace error

namespace detail {
/// error::recurrent_layer_has_no_deployment_model<Where> when L lacks a deployment model.
struct has_deployment_model {};
template <class Where, class L>
using deployment_model_check =
    std::conditional_t<lacks_deployment_model<L>(), error::recurrent_layer_has_no_deployment_model<Where>,
                       has_deployment_model>;
}  // namespace detail

/// The deployment description of layer `l` on input `in` (hook, or the default above).
template <class L>
constexpr layer_deployment layer_deployment_of(const L& l, const input_type& in, const deployment& profile) noexcept {
    if constexpr (has_deployment_hook<L>) {
        return l.deployment(in, profile);
    } else if constexpr (detail::is_preprocessor_layer<L>()) {
        return layer_deployment{.role = tensor_role::alias};
    } else {
        return layer_deployment{.weight_elements = l.parameter_count(in)};
    }
}

namespace detail {
/// Type-erased hook of layer value L.
template <auto L>
constexpr layer_deployment deployment_function(const input_type& in, const deployment& profile) noexcept {
    return layer_deployment_of(L, in, profile);
}
using deployment_function_pointer = layer_deployment (*)(const input_type&, const deployment&);
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
    } else if constexpr (detail::is_preprocessor_layer<L>()) {
        return single_op({.kind = training_op_kind::view});
    } else {
        return single_op({.kind = training_op_kind::unsupported});
    }
}

namespace detail {
/// Type-erased training description of layer value L.
template <auto L>
constexpr layer_training training_function(const input_type& in) noexcept {
    return layer_training_of(L, in);
}
using training_function_pointer = layer_training (*)(const input_type&);
}  // namespace detail

}  // namespace netmem
