// netmem/core/training_op.hpp
// What one layer (or graph vertex) is to a training framework: a short list of framework-neutral
// operations (a dense layer with a ReLU is `linear` then `relu`), each with its output size and
// its parameter tensors. The framework's rules (what the forward saves for backward, what the
// backward allocates, what runs in place) are NOT here: they are one table per framework in
// training/ (training/pytorch.hpp). std only, so layers/ may include it.
//
// Returned by a layer's optional hook (see training/training_peak.hpp for the replay):
//   constexpr layer_training training(const input_type& in) const;          // layers
//   constexpr layer_training training(const vertex_inputs& in) const;       // graph vertices
// Element counts are per example (the replay multiplies by the minibatch), parameter counts are
// totals. A layer without a hook is `training_op_kind::unsupported`: training_peak then fails to
// compile naming it (error::layer_has_no_training_model).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include <netmem/core/activation_function.hpp>
#include <netmem/core/integer.hpp>

namespace netmem {

/// The operation kinds a framework model has a rule for (one row each in training/pytorch.hpp).
enum class training_op_kind : std::uint8_t {
    unsupported,             ///< no training model: a compile error in training_peak
    linear,                  ///< fully connected: y = x W^T + b (PyTorch nn.Linear, addmm)
    convolution,             ///< 2D convolution, grouped or depthwise too (nn.Conv2d, cuDNN)
    batch_normalization,     ///< training-mode batch norm (nn.BatchNorm2d / 1d)
    max_pooling,             ///< windowed max pooling (nn.MaxPool2d)
    average_pooling,         ///< windowed average pooling (nn.AvgPool2d, nn.AdaptiveAvgPool2d to > 1x1)
    global_average_pooling,  ///< mean over the spatial axes (AdaptiveAvgPool2d((1, 1)) is a mean)
    global_max_pooling,      ///< max over the spatial axes (amax)
    relu,                    ///< max(x, 0) (nn.ReLU)
    relu6,                   ///< min(max(x, 0), 6) (nn.ReLU6 = hardtanh(0, 6))
    sigmoid,                 ///< logistic (nn.Sigmoid)
    tanh,                    ///< hyperbolic tangent (nn.Tanh)
    softmax,                 ///< softmax over the features (nn.Softmax)
    elementwise_activation,  ///< any other element-wise activation whose gradient needs its input (GELU, SiLU, ELU, ...)
    add,                     ///< element-wise sum of the inputs (also subtract, average)
    multiply,                ///< element-wise product of the inputs
    maximum,                 ///< element-wise maximum of the inputs
    concatenate,             ///< concatenation along the channels (torch.cat)
    view,                    ///< a reshape that moves no data (flatten, view)
    dropout,                 ///< training-mode dropout (nn.Dropout)
    recurrent,               ///< one recurrent layer over the sequence (nn.LSTM / nn.GRU / nn.RNN: _cudnn_rnn), its recurrence{}
    select,                  ///< one index of an axis, a view (out[-1]: the last time step); its gradient is new
};

/// The name of an op kind ("linear").
constexpr const char* name_of(training_op_kind kind) noexcept {
    constexpr const char* names[] = {"unsupported", "linear",   "convolution", "batch_normalization",
                                     "max_pooling", "average_pooling", "global_average_pooling",
                                     "global_max_pooling", "relu", "relu6", "sigmoid", "tanh", "softmax",
                                     "elementwise_activation", "add", "multiply", "maximum", "concatenate",
                                     "view", "dropout", "recurrent", "select"};
    return names[static_cast<unsigned>(kind)];
}

/// Why an op is training_op_kind::unsupported: the rule it breaks, named in the compile error
/// (error::layer_has_no_training_model<error::layer<i>, error::training_rule<why, a, b>>, with the
/// numbers a and b of the rule below).
enum class no_training_model : std::uint8_t {
    no_hook,  ///< the layer has no training() hook (a, b: 0)
    /// nn.LSTM's cell and output activation is tanh, its gates sigmoid (a: activation, b:
    /// recurrent_activation, netmem::activation values; tanh, sigmoid are the supported pair)
    lstm_activations_not_tanh_sigmoid,
    /// nn.GRU applies the reset gate after the recurrent product only: reset_after = true (a, b: 0)
    gru_reset_before_recurrent_product,
    /// nn.GRU's candidate activation is tanh, its gates sigmoid (a: activation, b: recurrent_activation)
    gru_activations_not_tanh_sigmoid,
    /// nn.RNN has no layer normalization (a, b: 0)
    simple_rnn_layer_norm,
    /// nn.RNN's nonlinearity is 'tanh' or 'relu' (a: activation)
    simple_rnn_activation_not_tanh_relu,
    /// PyTorch's bidirectional=True concatenates the two directions only (a: the bidirectional_mode)
    bidirectional_merge_not_concat,
    /// bidirectional<L> or stacked_recurrent<L, n> around a layer whose training model is not one
    /// recurrent op (a: its op count)
    wraps_non_recurrent_op,
    /// bidirectional<stacked_recurrent<L, n>>: not modelled (the inner layers of a bidirectional
    /// nn.LSTM(num_layers = n) read both directions' outputs; a: n)
    bidirectional_of_stacked_layers,
    /// last_time_step<L>: out[-1] of a layer that is not one op (a: its op count)
    last_time_step_of_several_ops,
    /// the kind of pooling has no PyTorch op (global p-norm pooling; a: the pooling_type)
    pooling_type,
};

/// The recurrent cell of a training_op_kind::recurrent op (the framework's rules size its
/// per-call tensors from it: training/pytorch.hpp rnn_call_sizes). Element counts, per example.
struct recurrent_cell {
    size_type time_steps = 0;  ///< T
    size_type units = 0;       ///< H, the hidden size of one direction
    size_type gates = 0;       ///< 4 LSTM (i, f, g, o), 3 GRU (r, z, n), 1 simple RNN
    size_type directions = 1;  ///< 2 for a bidirectional layer (both directions in one call)
    /// Layers of ONE call (PyTorch num_layers; stacked_recurrent<L, n>): 1 for a one-layer module.
    size_type layers = 1;
    bool cell_state = false;   ///< LSTM: a cell state c beside the hidden state h
    friend constexpr bool operator==(const recurrent_cell&, const recurrent_cell&) = default;
};

/// One operation of a layer. Sizes in elements: output per example, parameter tensors in total.
struct training_op {
    training_op_kind kind = training_op_kind::unsupported;
    size_type output_elements = 0;  ///< per example
    size_type weight_elements = 0;  ///< the trainable weight tensor (0: none)
    size_type bias_elements = 0;    ///< the trainable bias tensor (0: none)
    /// Parameters without a gradient (batch norm's running mean and variance).
    size_type buffer_elements = 0;
    /// The network asks for the in-place variant (nn.ReLU(inplace=True)); the framework's rule
    /// decides what that costs (training/pytorch.hpp).
    bool in_place = false;
    /// training_op_kind::recurrent only: the cell (the weights of every direction are
    /// weight_elements + bias_elements, one flat buffer in PyTorch's cuDNN path).
    recurrent_cell recurrence{};
    /// training_op_kind::unsupported only: the rule and its two numbers (no_training_model).
    no_training_model why = no_training_model::no_hook;
    size_type why_values[2]{};
    friend constexpr bool operator==(const training_op&, const training_op&) = default;
};

/// A layer or vertex as up to two operations in order (the op, then its own activation).
struct layer_training {
    std::array<training_op, 2> ops{};
    std::size_t count = 0;
    friend constexpr bool operator==(const layer_training&, const layer_training&) = default;
};

/// The op kind of activation `a` (identity has none: it is skipped).
constexpr training_op_kind activation_op_kind(activation a) noexcept {
    switch (a) {
        case activation::identity: return training_op_kind::view;
        case activation::relu: return training_op_kind::relu;
        case activation::relu6: return training_op_kind::relu6;
        case activation::sigmoid: return training_op_kind::sigmoid;
        case activation::tanh: return training_op_kind::tanh;
        case activation::softmax: return training_op_kind::softmax;
        default: return training_op_kind::elementwise_activation;
    }
}

/// `op`, followed by activation `a` on its output unless `a` is identity.
constexpr layer_training with_activation(const training_op& op, activation a, bool in_place = false) noexcept {
    layer_training result{};
    result.ops[0] = op;
    result.count = 1;
    if (a != activation::identity) {
        result.ops[1] = {.kind = activation_op_kind(a), .output_elements = op.output_elements, .in_place = in_place};
        result.count = 2;
    }
    return result;
}

/// A layer that is one operation.
constexpr layer_training single_op(const training_op& op) noexcept { return {.ops = {op, training_op{}}, .count = 1}; }

/// A layer without a training model because of rule `why` (numbers a, b: see no_training_model).
constexpr layer_training no_model(no_training_model why, size_type a = 0, size_type b = 0) noexcept {
    return single_op({.kind = training_op_kind::unsupported, .why = why, .why_values = {a, b}});
}

/// A recurrent layer on a recurrent(n_in, T) input as one recurrent op: `gates` x `units` cell,
/// weight matrices gates*units*(n_in + units), `bias_vectors` bias vectors of gates*units, output
/// recurrent(units, T) per direction. Used by lstm, gru and simple_rnn (one direction);
/// bidirectional<L> doubles it (as_bidirectional).
constexpr layer_training recurrent_layer_training(size_type n_in, size_type time_steps, size_type units,
                                                  size_type gates, size_type bias_vectors, bool cell_state) noexcept {
    const size_type gate_units = checked_multiply(gates, units);
    return single_op({.kind = training_op_kind::recurrent,
                      .output_elements = checked_multiply(time_steps, units),
                      .weight_elements = checked_multiply(gate_units, checked_add(n_in, units)),
                      .bias_elements = checked_multiply(bias_vectors, gate_units),
                      .recurrence = {.time_steps = time_steps, .units = units, .gates = gates, .cell_state = cell_state}});
}

/// A one-direction recurrent layer's training ops as PyTorch's bidirectional=True runs them: one
/// call, both directions, twice the weights, the two outputs concatenated per step. Anything else
/// (not one recurrent op) stays as it is with its first op unsupported.
constexpr layer_training as_bidirectional(layer_training one_direction) noexcept {
    training_op& op = one_direction.ops[0];
    if (op.kind == training_op_kind::unsupported) return one_direction;  // the wrapped layer's own rule
    if (one_direction.count != 1 || op.kind != training_op_kind::recurrent || op.recurrence.directions != 1)
        return no_model(no_training_model::wraps_non_recurrent_op, one_direction.count);
    if (op.recurrence.layers != 1) return no_model(no_training_model::bidirectional_of_stacked_layers, op.recurrence.layers);
    op.output_elements = checked_multiply(2, op.output_elements);
    op.weight_elements = checked_multiply(2, op.weight_elements);
    op.bias_elements = checked_multiply(2, op.bias_elements);
    op.recurrence.directions = 2;
    return one_direction;
}

}  // namespace netmem
