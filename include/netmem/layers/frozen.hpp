// netmem/layers/frozen.hpp
// frozen<Layer> and frozen_with_backprop<Layer>: a layer whose parameters are not trained
// (DL4J FrozenLayer and FrozenLayerWithBackprop; Keras `layer.trainable = False`).
//
//   netmem::frozen<netmem::dense{.units = 100}>{}
//
// frozen: nothing behind it is trained either (DL4J FrozenLayer returns no input gradient).
// frozen_with_backprop: the gradient still flows back to earlier, trainable layers.
// Template argument: the wrapped layer value.
// Input / output: the wrapped layer's (dl4j-memory-formulas#shape-other).
// Parameters (elements): the wrapped layer's; trainable parameters: 0 (Keras counts them as
//         "Non-trainable params").
// Memory (DL4J FrozenLayer / FrozenLayerWithBackprop.getMemoryReport = the wrapped layer's report,
//         dl4j-memory-formulas#layers), element counts:
//   policy::dl4j, bit-exact: the wrapped layer's report unchanged, so parameter gradients and
//         updater state are still counted for the frozen parameters (dl4j-memory-formulas#bug-16).
//   policy::corrected: the wrapped layer's report with no parameter gradients (frozen_parameters =
//         P) and no updater state (U = 0). See docs/differences.md.
// Fails to compile: every rule of the wrapped layer; under policy::dl4j, a wrapped layer DL4J has
//         no report for.
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/layers/detail/wrapped_layer.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem::detail {

/// What frozen and frozen_with_backprop share: everything forwarded, trainable count 0, and the
/// corrected report without gradients and updater state.
template <auto Layer>
struct frozen_wrapper : wrapped_layer<Layer> {
    /// The wrapped layer's operator (frozen weights are deployed as any weights).
    static constexpr operator_kind kind = operator_kind_of<decltype(Layer)>();
    constexpr size_type parameter_count(const input_type& in) const noexcept { return Layer.parameter_count(in); }
    constexpr size_type trainable_parameter_count(const input_type&) const noexcept { return 0; }
    constexpr bool dl4j_has_no_report(const input_type& in) const noexcept { return dl4j_has_no_report_of(Layer, in); }
    /// The wrapped layer's options have a deployment model (core/deployment.hpp).
    constexpr bool has_deployment_model() const noexcept { return options_have_deployment_model(Layer); }
    /// The wrapped layer's deployment (frozen weights are deployed as any weights).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment& profile) const noexcept
        requires has_layer_deployment_hook<decltype(Layer)>
    {
        return Layer.deployment(in, profile);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        layer_memory_report report = Layer.memory_report(context);
        if (context.policy == policy::dl4j) return report;
        report.frozen_parameters = report.parameters;
        report.updater_state = 0;
        return report;
    }
};

}  // namespace netmem::detail

namespace netmem {

/// DL4J FrozenLayer. See the file comment.
template <auto Layer>
struct frozen : detail::frozen_wrapper<Layer> {
    static constexpr const char* kind_name = "frozen";
};

/// DL4J FrozenLayerWithBackprop. See the file comment.
template <auto Layer>
struct frozen_with_backprop : detail::frozen_wrapper<Layer> {
    static constexpr const char* kind_name = "frozen_with_backprop";
};

}  // namespace netmem
