// netmem/layers/lstm.hpp
// lstm and graves_lstm: long short-term memory layers (Keras LSTM, DL4J LSTM and GravesLSTM).
//
// lstm options, in declaration order (Keras's): units, activation (tanh), recurrent_activation
//         (sigmoid; DL4J gateActivationFn), use_bias (DL4J LSTM always has biases), bias
//         (recurrent_bias::single: Keras / DL4J / TFLite; recurrent_bias::torch: PyTorch's bias_ih
//         and bias_hh, two vectors of 4*units), input_size (an explicit DL4J nIn: see dense.hpp).
// graves_lstm options: units, activation (tanh), recurrent_activation (sigmoid). GravesLSTM is
//         DL4J's LSTM with peephole connections (Graves 2013, "Generating Sequences With Recurrent
//         Neural Networks"); DL4J removed it after 2021 (dl4j-memory-formulas#sources).
// Input:  recurrent(n_in, T), T >= 1. A feed_forward or convolutional input becomes recurrent first
//         (DL4J FeedForwardToRnn / CnnToRnn, network/preprocessor.hpp).
// Output: recurrent(units, T).
// Parameters (elements), dl4j-memory-formulas#parameters:
//         lstm:        4*units*(n_in + units + b), b = 0 without bias, 1 (single), 2 (torch)
//                      (DL4J LSTMParamInitializer; Keras LSTM gives the same count; PyTorch
//                      nn.LSTM(10, 20): 4*20*(10 + 20 + 2) = 2,560 = weight_ih 800 + weight_hh
//                      1,600 + bias_ih 80 + bias_hh 80)
//         graves_lstm: 4*n_in*units + units*(4*units + 3) + 4*units    (GravesLSTMParamInitializer)
// Memory (DL4J LSTMHelpers.getMemoryReport, dl4j-memory-formulas#layers), element counts: P as above; U = updater(P);
//         working and cache memory from detail/lstm_memory.hpp with A = 4*T*units,
//         F = 6*T*units and B = 6*T*units (lstm) or 9*T*units (graves_lstm). Recorded class "LSTM" /
//         "GravesLSTM"; DL4J leaves the name null. Both policies agree.
// Deployment, lstm (core/deployment.hpp): TFLite UNIDIRECTIONAL_SEQUENCE_LSTM (TFLM
//         kernels/unidirectional_sequence_lstm.cc and kernels/cmsis_nn/ at the oracle's commit):
//         - flash: 8 weight tensors (input->gate units x n_in, recurrent->gate units x units, for the
//           input, forget, cell and output gates), each quantized as fully connected weights (per
//           tensor by default: 8 pairs); 4*units biases (if use_bias; int32 for int8; PyTorch's two
//           vectors (recurrent_bias::torch) become one: the operator has one bias per gate);
//         - arena: the output tensor (T x units, activation type); the hidden state (units,
//           activation type) and the cell state (units; int16 for integer models, float32 for
//           float: TFLM supports only int16 cell states) are variable tensors live during the whole
//           inference; gate scratch, the kernel library's (the kernel call lstm_gates,
//           kernels/detail/lstm_gates.hpp): reference kernels 4 buffers of N*units*sizeof(cell
//           state), CMSIS-NN 3 for int8 / int16 (4 for float); each buffer rounded up to the alignment.
//         E.g. RNN(4, T 10) -> lstm 8, int8, reference: input 40 B (48), output 80 B, state
//         8 (16) + 16 B, scratch 4 x 16 B.
//         graves_lstm (peepholes) has no TFLM kernel: planning it is
//         error::layer_has_no_deployment_model.
// Training (core/training_op.hpp; rules in training/pytorch.hpp): lstm is PyTorch's nn.LSTM
//         (batch_first=False, one layer; a stack of lstm layers is a stack of nn.LSTM modules): one
//         recurrent op, 4 gates, a cell state, weights 4*units*(n_in + units) and, with use_bias,
//         PyTorch's TWO bias vectors of 4*units (bias_ih, bias_hh: 4*units more than
//         recurrent_bias::single counts). Other activations than tanh / sigmoid: no training model
//         (error::layer_has_no_training_model). graves_lstm (peepholes: PyTorch has none) has none.
// Fails to compile: under policy::corrected an explicit nIn that differs from the input
//         (rules::explicit_input_size_mismatch); units not set (rules::required_option_not_set);
//         units < 1 (rules::zero_size); an input that is not recurrent after the
//         preprocessor (rules::unsupported_input_kind); a recurrent input without a time length
//         (rules::recurrent_input_without_time_steps: the error names the layer and shows T = 0);
//         sizes overflowing 64 bits (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/detail/lstm_memory.hpp>
#include <netmem/layers/detail/recurrent_traits.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// LSTM without peepholes (Keras LSTM, DL4J LSTM). See the file comment for every formula.
struct lstm {
    static constexpr const char* kind_name = "lstm";
    static constexpr operator_kind kind = operator_kind::lstm;
    static constexpr accepted_input accepts = accepted_input::recurrent;
    static constexpr bool is_recurrent_layer = true;

    size_type units = not_set;                                          ///< output size per step (DL4J nOut)
    netmem::activation activation = activation::tanh;
    netmem::activation recurrent_activation = activation::sigmoid;  ///< gate activation
    bool use_bias = true;
    recurrent_bias bias = recurrent_bias::single;                   ///< torch: PyTorch's two bias vectors
    size_type input_size = 0;                                       ///< explicit DL4J nIn; 0 = the input's size

    constexpr diagnostic validate(const input_type& in, policy rules_policy = policy::corrected) const noexcept {
        const diagnostic basic = detail::validate_recurrent_input(in, units, 9);
        if (!basic.ok()) return basic;
        if (const diagnostic explicit_size = check_explicit_input_size(input_size, in.size, rules_policy);
            !explicit_size.ok())
            return explicit_size;
        if (input_size > 0) {
            if (const diagnostic sum = require_sum_fits(input_size, units, 2); !sum.ok()) return sum;
            if (const diagnostic product = require_product_fits(4, units, input_size + units + 2); !product.ok())
                return product;
        }
        if (bias_vectors() < 2) return basic;
        // The torch count 4 * units * (n_in + units + 2).
        if (const diagnostic sum = require_sum_fits(in.size, units, 2); !sum.ok()) return sum;
        return require_product_fits(4, units, in.size + units + 2);
    }
    /// Bias vectors of 4*units: 0, 1 or 2 (see the file comment).
    constexpr size_type bias_vectors() const noexcept {
        return use_bias ? (bias == recurrent_bias::torch ? 2 : 1) : 0;
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_recurrent(units, in.time_steps);
    }
    constexpr size_type parameter_count(const input_type& in, policy rules_policy = policy::corrected) const noexcept {
        const size_type inputs = parameter_input_size(input_size, in.size, rules_policy);
        return checked_product(4, units, checked_add(checked_add(inputs, units), bias_vectors()));
    }
    /// TFLite UNIDIRECTIONAL_SEQUENCE_LSTM under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment& profile) const noexcept {
        const size_type cell_bytes = is_integer(profile.activations) ? 2 : 4;
        const size_type per_state = checked_multiply(profile.minibatch, units);
        const size_type hidden = checked_multiply(per_state, bytes_per_element(profile.activations));
        // The gate buffers are the kernel library's (kernel_operation::lstm_gates).
        return {.weight_elements = checked_product(4, units, checked_add(in.size, units)),
                .bias_elements = use_bias ? checked_multiply(4, units) : 0,
                .quantization_channels = units,
                .quantized_as = weight_kind::fully_connected,
                .weight_tensors = 8,
                .state_bytes = checked_add(round_up(hidden, profile.alignment), checked_multiply(per_state, cell_bytes)),
                .kernel = {.operation = kernel_operation::lstm_gates, .batches = profile.minibatch, .output_channels = units}};
    }
    /// As training operations (core/training_op.hpp): one recurrent op, PyTorch's nn.LSTM (see the
    /// file comment); unsupported for activations PyTorch's LSTM does not have.
    constexpr layer_training training(const input_type& in) const noexcept {
        if (activation != activation::tanh || recurrent_activation != activation::sigmoid)
            return no_model(no_training_model::lstm_activations_not_tanh_sigmoid, static_cast<size_type>(activation),
                            static_cast<size_type>(recurrent_activation));
        return recurrent_layer_training(in.size, in.time_steps, units, 4, use_bias ? 2 : 0, true);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        auto report = make_report(context, "LSTM", output_type(context.input),
                                  parameter_count(context.input, context.policy));
        detail::set_lstm_working_memory(report, context.input.time_steps, units, detail::lstm_backward_factor);
        return report;
    }
};

/// LSTM with peephole connections (DL4J GravesLSTM). See the file comment for every formula.
struct graves_lstm {
    static constexpr const char* kind_name = "graves_lstm";
    static constexpr accepted_input accepts = accepted_input::recurrent;
    static constexpr bool is_recurrent_layer = true;

    size_type units = not_set;                                          ///< output size per step (DL4J nOut)
    netmem::activation activation = activation::tanh;
    netmem::activation recurrent_activation = activation::sigmoid;  ///< gate activation

    constexpr diagnostic validate(const input_type& in) const noexcept {
        return detail::validate_recurrent_input(in, units, 9);
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_recurrent(units, in.time_steps);
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return detail::graves_lstm_parameters(in.size, units);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        auto report = make_report(context, "GravesLSTM", output_type(context.input), parameter_count(context.input));
        detail::set_lstm_working_memory(report, context.input.time_steps, units,
                                        detail::graves_lstm_backward_factor);
        return report;
    }
};

}  // namespace netmem
