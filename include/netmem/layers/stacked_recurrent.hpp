// netmem/layers/stacked_recurrent.hpp
// stacked_recurrent<Layer, Layers>: `Layers` copies of a recurrent layer run as ONE module, as
// PyTorch's nn.LSTM / nn.GRU / nn.RNN(..., num_layers = Layers) does: layer 1 reads the input,
// layer l > 1 the output of layer l - 1, and the module returns the last layer's output.
//
//   netmem::stacked_recurrent<netmem::lstm{.units = 256}, 2>{}   // nn.LSTM(n_in, 256, num_layers=2)
//
// Template arguments: a recurrent layer value whose output is recurrent(units, T) (lstm, gru,
//         simple_rnn) and Layers >= 1. stacked_recurrent<L, 1> is L.
// Input:  recurrent(n_in, T), T >= 1. Output: the layer's, recurrent(units, T).
// Parameters (elements): P(L on the input) + (Layers - 1) * P(L on recurrent(units, T)) (layer
//         l > 1 reads units features: PyTorch's weight_ih_l{k} is gates*units x units).
// Memory (DL4J report): DL4J has no multi-layer recurrent layer (dl4j_has_no_report: policy::dl4j
//         rejects it; declare Layers layers there). policy::corrected: the reports of the Layers
//         layers added up (parameters, updater state, working and cache memory), plus the Layers - 1
//         inner outputs (T * units per example) as inference and training working memory.
// Training (core/training_op.hpp; rules in training/pytorch.hpp): ONE recurrent op, one cuDNN call:
//         one flat weight buffer for every layer (its gradient one temporary of that size), hx / cx
//         / hy / cy of (Layers, N, units), one reserve space for every layer's gates and the inner
//         outputs (pytorch::rnn_call_sizes). Differs from Layers separate modules: the whole
//         module's weight gradient and reserve space are alive at once in its backward, and the
//         inner outputs and their gradients stay inside cuDNN.
// Deployment: none (TFLite has no multi-layer sequence operator): error::layer_has_no_deployment_model.
// Fails to compile: Layers < 1, a wrapped layer that is not recurrent (static_assert, naming it);
//         every rule of the wrapped layer on the input and on its own output;
//         bidirectional<stacked_recurrent<...>> has no training model
//         (no_training_model::bidirectional_of_stacked_layers).
#pragma once

#include <netmem/core/training_op.hpp>
#include <netmem/layers/detail/recurrent_traits.hpp>
#include <netmem/layers/layer.hpp>

namespace netmem {

/// Layers copies of a recurrent layer as one module (PyTorch num_layers). See the file comment.
template <auto Layer, size_type Layers>
struct stacked_recurrent {
    using wrapped_type = decltype(Layer);
    static_assert(netmem::layer<wrapped_type>,
                  "netmem: stacked_recurrent<L, n>: L must be a layer value, e.g. lstm{.units = 256}");
    static_assert(detail::is_recurrent_layer<wrapped_type>(),
                  "netmem: stacked_recurrent<L, n>: L must be a recurrent layer (lstm, gru, simple_rnn), as PyTorch's "
                  "num_layers stacks nn.LSTM / nn.GRU / nn.RNN only");
    static_assert(Layers >= 1, "netmem: stacked_recurrent<L, n>: n (PyTorch num_layers) must be at least 1");

    static constexpr const char* kind_name = "stacked_recurrent";
    static constexpr accepted_input accepts = accepted_input::recurrent;
    static constexpr bool is_recurrent_layer = true;
    static constexpr wrapped_type wrapped = Layer;
    static constexpr size_type layers = Layers;

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic first = Layer.validate(in); !first.ok()) return first;
        const input_type out = Layer.output_type(in);
        if constexpr (Layers > 1)
            if (const diagnostic inner = Layer.validate(out); !inner.ok()) return inner;
        return require_product_fits(Layers, Layer.parameter_count(out));
    }
    constexpr input_type output_type(const input_type& in) const noexcept { return Layer.output_type(in); }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_add(Layer.parameter_count(in),
                           checked_multiply(Layers - 1, Layer.parameter_count(Layer.output_type(in))));
    }
    constexpr size_type trainable_parameter_count(const input_type& in) const noexcept {
        return checked_add(trainable_parameter_count_of(Layer, in),
                           checked_multiply(Layers - 1, trainable_parameter_count_of(Layer, Layer.output_type(in))));
    }
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// As training operations (core/training_op.hpp): the wrapped layer's one recurrent op on the
    /// input with the inner layers' weights added and recurrence.layers = Layers; the wrapped
    /// layer's own rule when it has no training model.
    constexpr layer_training training(const input_type& in) const noexcept {
        if constexpr (requires { Layer.training(in); }) {
            layer_training first = Layer.training(in);
            training_op& op = first.ops[0];
            if (op.kind == training_op_kind::unsupported) return first;
            if (first.count != 1 || op.kind != training_op_kind::recurrent)
                return no_model(no_training_model::wraps_non_recurrent_op, first.count);
            const training_op inner = Layer.training(Layer.output_type(in)).ops[0];
            op.weight_elements = checked_add(op.weight_elements, checked_multiply(Layers - 1, inner.weight_elements));
            op.bias_elements = checked_add(op.bias_elements, checked_multiply(Layers - 1, inner.bias_elements));
            op.recurrence.layers = Layers;
            return first;
        } else {
            return no_model(no_training_model::no_hook);
        }
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        layer_memory_report report = Layer.memory_report(context);
        if constexpr (Layers > 1) {
            layer_context inner_context = context;
            inner_context.input = Layer.output_type(context.input);
            const layer_memory_report inner = Layer.memory_report(inner_context).scaled(Layers - 1);
            const size_type inner_outputs = checked_multiply(Layers - 1, inner_context.input.elements_per_example());
            report.parameters = checked_add(report.parameters, inner.parameters);
            report.updater_state = checked_add(report.updater_state, inner.updater_state);
            report.working_memory_fixed_inference =
                checked_add(report.working_memory_fixed_inference, inner.working_memory_fixed_inference);
            report.working_memory_variable_inference = checked_add(
                checked_add(report.working_memory_variable_inference, inner.working_memory_variable_inference),
                inner_outputs);
            report.cache_memory_fixed = sum(report.cache_memory_fixed, inner.cache_memory_fixed);
            report.cache_memory_variable = sum(report.cache_memory_variable, inner.cache_memory_variable);
            // scaled() leaves the training working memory as it is (DL4J's rule): add it Layers - 1 times.
            const layer_memory_report one_inner = Layer.memory_report(inner_context);
            report.working_memory_fixed_training =
                sum(report.working_memory_fixed_training, one_inner.working_memory_fixed_training.times(Layers - 1));
            report.working_memory_variable_training =
                sum(report.working_memory_variable_training, one_inner.working_memory_variable_training.times(Layers - 1))
                    .plus(inner_outputs);
        }
        return report;
    }

    /// a + b, mode by mode.
    static constexpr per_cache_mode sum(const per_cache_mode& a, const per_cache_mode& b) noexcept {
        return {{checked_add(a.values[0], b.values[0]), checked_add(a.values[1], b.values[1]),
                 checked_add(a.values[2], b.values[2])}};
    }
};

}  // namespace netmem
