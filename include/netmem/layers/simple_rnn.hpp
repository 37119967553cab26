// netmem/layers/simple_rnn.hpp
// simple_rnn: a fully connected recurrent layer, out_t = activation(W x_t + R out_(t-1) + b)
// (Keras SimpleRNN, DL4J SimpleRnn), optionally with layer normalization (DL4J hasLayerNorm).
//
// Options, in declaration order (Keras's): units, activation (tanh), use_bias (DL4J SimpleRnn always
//         has a bias), layer_norm (DL4J hasLayerNorm: one gain vector for W x and one for R out).
// Input:  recurrent(n_in, T), T >= 1 (feed_forward / convolutional inputs become recurrent first).
// Output: recurrent(units, T).
// Parameters (elements): n_in*units + units*units + (use_bias ? units : 0) + (layer_norm ? 2*units : 0).
//         Source: DL4J SimpleRnnParamInitializer (dl4j-memory-formulas#parameters); Keras SimpleRNN gives
//         units*(n_in+units+1).
// Memory: DL4J's SimpleRnn.getMemoryReport returns null, so DL4J's totals throw (dl4j-memory-formulas#layers,
//         #bug-4).
//   policy::dl4j: a compile error "DL4J produces no memory report for this layer"
//         (dl4j_has_no_report), never a silent zero.
//   policy::corrected: a formula read from DL4J's SimpleRnn implementation (activateHelper and
//         tbpttBackpropGradient), element counts: P as above; U = updater(P);
//         inference working memory per example: 0, or 2*units with layer_norm (the recurrent
//         pre-normalization and normalized rows of one step, FF_WORKING_MEM);
//         training working memory per example, every cache mode (backprop re-runs the forward pass):
//             2*T*units                  the re-computed output and the pre-activations z (outZ)
//           + (layer_norm ? 2*T*units)   the two pre-normalization arrays (outPreNorm, recPreNorm)
//           + 3*units                    one step's dL/da and z copies and the next step's dL/dz.
//         Recorded class "SimpleRnn".
// Deployment (core/deployment.hpp): TFLite UNIDIRECTIONAL_SEQUENCE_RNN (tensorflow/lite/kernels/
//         unidirectional_sequence_rnn.cc; TFLM has no kernel for it): flash: 2 weight tensors
//         (input units x n_in, recurrent units x units) quantized as fully connected weights,
//         units biases (if use_bias); arena: the output tensor (T x units), the hidden state
//         (units, activation type: a variable tensor live during the whole inference); no scratch
//         (the float kernel has no temporaries). With layer_norm there is no TFLite operator
//         (none is layer-normalized): planning it is error::layer_has_no_deployment_model.
// Training (core/training_op.hpp; rules in training/pytorch.hpp): PyTorch's nn.RNN (nonlinearity
//         tanh or relu, batch_first=False, one layer): one recurrent op, 1 gate, weights
//         units*(n_in + units) and, with use_bias, PyTorch's TWO bias vectors of units (bias_ih,
//         bias_hh: units more than the layer's own count). layer_norm or another activation: no
//         training model (error::layer_has_no_training_model).
// Fails to compile: units not set (rules::required_option_not_set);
//         as lstm (rules::zero_size, rules::unsupported_input_kind,
//         rules::recurrent_input_without_time_steps, rules::size_overflow); any report under
//         policy::dl4j (rules::dl4j_produces_no_report).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/detail/recurrent_traits.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// Fully connected recurrent layer. See the file comment for every formula.
struct simple_rnn {
    static constexpr const char* kind_name = "simple_rnn";
    static constexpr operator_kind kind = operator_kind::simple_rnn;
    static constexpr accepted_input accepts = accepted_input::recurrent;
    static constexpr bool is_recurrent_layer = true;

    size_type units = not_set;                               ///< output size per step (DL4J nOut)
    netmem::activation activation = activation::tanh;
    bool use_bias = true;
    bool layer_norm = false;                           ///< DL4J hasLayerNorm

    constexpr diagnostic validate(const input_type& in) const noexcept {
        return detail::validate_recurrent_input(in, units, 4);
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_recurrent(units, in.time_steps);
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        const size_type weights = checked_multiply(checked_add(in.size, units), units);
        return checked_add(weights, (use_bias ? units : 0) + (layer_norm ? 2 * units : 0));
    }
    /// DL4J's SimpleRnn.getMemoryReport returns null (dl4j-memory-formulas#bug-4).
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// TFLite has no layer-normalized RNN operator: with layer_norm, planning is
    /// error::layer_has_no_deployment_model.
    constexpr bool has_deployment_model() const noexcept { return !layer_norm; }
    /// As training operations (core/training_op.hpp): one recurrent op, PyTorch's nn.RNN (see the
    /// file comment); unsupported with layer_norm or an activation other than tanh / relu.
    constexpr layer_training training(const input_type& in) const noexcept {
        if (layer_norm) return no_model(no_training_model::simple_rnn_layer_norm);
        if (activation != activation::tanh && activation != activation::relu)
            return no_model(no_training_model::simple_rnn_activation_not_tanh_relu, static_cast<size_type>(activation));
        return recurrent_layer_training(in.size, in.time_steps, units, 1, use_bias ? 2 : 0, false);
    }
    /// TFLite UNIDIRECTIONAL_SEQUENCE_RNN under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment& profile) const noexcept {
        return {.weight_elements = checked_add(checked_multiply(checked_add(in.size, units), units),
                                               layer_norm ? checked_multiply(2, units) : 0),
                .bias_elements = use_bias ? units : 0,
                .quantization_channels = units,
                .quantized_as = weight_kind::fully_connected,
                .weight_tensors = 2,
                .state_bytes = checked_product(profile.minibatch, units, bytes_per_element(profile.activations))};
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        auto report = make_report(context, "SimpleRnn", output_type(context.input), parameter_count(context.input));
        const size_type sequence = checked_multiply(context.input.time_steps, units);
        const size_type kept = checked_multiply(sequence, layer_norm ? 4 : 2);
        report.working_memory_variable_inference = layer_norm ? checked_multiply(2, units) : 0;
        report.working_memory_variable_training = per_cache_mode::all(checked_add(kept, checked_multiply(3, units)));
        return report;
    }
};

}  // namespace netmem
