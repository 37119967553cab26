// netmem/layers/detail/wrapped_layer.hpp
// What every wrapper of one layer value forwards unchanged: the accepted input, whether it is
// recurrent, validation and the output type (frozen, frozen_with_backprop, mask_zero,
// shared_weights). A wrapper derives from wrapped_layer<Layer> and adds its kind_name, parameter
// counts, report and deployment.
// Fails to compile: a template argument that is not a layer value (static_assert naming the rule).
#pragma once

#include <netmem/layers/detail/recurrent_traits.hpp>
#include <netmem/layers/layer.hpp>

namespace netmem::detail {

/// The forwarding part of a one-layer wrapper. See the file comment.
template <auto Layer>
struct wrapped_layer {
    using wrapped_type = decltype(Layer);
    static_assert(netmem::layer<wrapped_type>,
                  "netmem: a layer wrapper (frozen, frozen_with_backprop, mask_zero, shared_weights) takes a layer "
                  "value, e.g. frozen<dense{.units = 10}>");

    static constexpr accepted_input accepts = wrapped_type::accepts;
    static constexpr bool is_recurrent_layer = detail::is_recurrent_layer<wrapped_type>();
    static constexpr wrapped_type wrapped = Layer;

    constexpr diagnostic validate(const input_type& in) const noexcept { return Layer.validate(in); }
    constexpr input_type output_type(const input_type& in) const noexcept { return Layer.output_type(in); }
    constexpr input_type output_type(const input_type& in, policy rules_policy) const noexcept {
        return output_type_of(Layer, in, rules_policy);
    }
};

}  // namespace netmem::detail
