// netmem/deploy/layer_deployment.hpp
// What one layer is under a deployment profile: its own `deployment(input, profile)` hook when it
// has one, or the documented default.
//
// Hook (optional member of a layer or graph vertex, see core/deployment.hpp):
//   constexpr layer_deployment deployment(const input_type& in, const netmem::deployment& profile) const;
// Layers with a hook: dense, conv2d, depthwise_conv2d, pooling, batch_normalization, activation,
// dropout, flatten, output, global pooling, elementwise vertices (each file comment has a
// "Deployment:" paragraph).
//
// Default for a layer without a hook:
// - a reshape-only layer (`is_preprocessor`, e.g. flatten) is an alias: no tensor, no flash;
// - any other layer computes a new output tensor, stores all of its parameter_count(in) elements
//   as weights (profile.weights), no biases, no quantization parameters and no kernel scratch.
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/network/detail/layer_entry.hpp>

namespace netmem {

/// True when layer value type L has a deployment hook.
template <class L>
concept has_deployment_hook = requires(const L& l, const input_type& in, const deployment& profile) {
    { l.deployment(in, profile) } -> std::same_as<layer_deployment>;
};

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

}  // namespace netmem
