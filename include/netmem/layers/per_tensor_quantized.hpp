// netmem/layers/per_tensor_quantized.hpp
// per_tensor_quantized{layer}: a layer whose weight tensor is quantized with ONE (scale, zero point)
// pair instead of one per output channel (TFLite per-tensor quantization, e.g. the weights of a
// FULLY_CONNECTED converted without per-channel support). Everything else is the wrapped layer's.
//
//   netmem::per_tensor_quantized{netmem::dense{.units = 10}}
//
// Why a wrapper: deployment::quantization is one granularity for the whole network, while a
// TFLite file records it per tensor (TFLite quantization spec: conv2d and depthwise weights are
// per-axis, fully connected weights per-tensor); netmem-import writes this wrapper around every
// layer whose weight tensor has exactly one scale, so that nothing is guessed.
// Option: layer, the wrapped layer value: one with a deployment hook (conv2d, depthwise_conv2d,
//         dense, ...; a layer without one stores no quantization pairs anyway).
// Input / output / parameters / memory report: the wrapped layer's (kind_name too).
// Deployment (core/deployment.hpp): the wrapped layer's hook, with quantization_channels = 1, so the
//         flash holds one pair under quantization_granularity::per_channel and per_tensor, none
//         under quantization_granularity::none (float). A layer without weights is unchanged.
// Fails to compile: every rule of the wrapped layer; a wrapped layer without a deployment hook
//         (the static_assert "per_tensor_quantized{L}: L must have a deployment hook").
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// A layer with per-tensor weight quantization. See the file comment.
template <class Layer>
struct per_tensor_quantized {
    static constexpr const char* kind_name = Layer::kind_name;
    static constexpr operator_kind kind = operator_kind_of<Layer>();
    static constexpr accepted_input accepts = Layer::accepts;

    static_assert(requires(const Layer& l, const input_type& in, const netmem::deployment& p) { l.deployment(in, p); },
                  "netmem: per_tensor_quantized{L}: L must have a deployment hook (conv2d, depthwise_conv2d, dense)");

    Layer layer{};  ///< the wrapped layer

    constexpr diagnostic validate(const input_type& in) const noexcept { return layer.validate(in); }
    constexpr input_type output_type(const input_type& in) const noexcept { return layer.output_type(in); }
    constexpr input_type output_type(const input_type& in, policy rules_policy) const noexcept {
        return output_type_of(layer, in, rules_policy);
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept { return layer.parameter_count(in); }
    constexpr size_type trainable_parameter_count(const input_type& in) const noexcept {
        return trainable_parameter_count_of(layer, in);
    }
    constexpr bool dl4j_has_no_report(const input_type& in) const noexcept { return dl4j_has_no_report_of(layer, in); }
    /// The wrapped layer's options have a deployment model (core/deployment.hpp).
    constexpr bool has_deployment_model() const noexcept { return options_have_deployment_model(layer); }
    /// The wrapped layer's deployment with one quantization pair (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment& profile) const noexcept {
        layer_deployment d = layer.deployment(in, profile);
        if (d.quantization_channels > 1) d.quantization_channels = 1;
        return d;
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return layer.memory_report(context);
    }
};

template <class Layer>
per_tensor_quantized(Layer) -> per_tensor_quantized<Layer>;

}  // namespace netmem
