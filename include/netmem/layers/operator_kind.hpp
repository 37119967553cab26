// netmem/layers/operator_kind.hpp
// The neutral operator a layer (or graph vertex) is once deployed: what a runtime's lowering
// switches on (runtime/tflm/detail/tflm_graph.hpp maps each kind to TFLite builtin operators),
// never its kind_name, which is for printing only.
//
// A layer with a deployment hook names its kind (layers/layer_deployment.hpp checks it):
//   static constexpr netmem::operator_kind kind = netmem::operator_kind::convolution;
// Wrappers (frozen, per_tensor_quantized) forward the wrapped layer's kind; a reshape-only layer
// (`is_preprocessor`: flatten, the DL4J preprocessors) is `reshape` without saying so; a layer
// without a deployment model is `none`.
// Where the kind alone does not fix the operator, the layer's deployment description says the
// rest, in neutral terms too (core/deployment.hpp): an `elementwise` node's operation
// (layer_deployment::elementwise: add, sub, mul), a `global_pooling` node's reduction
// and a `reduction` node's reduction (layer_deployment::reduction: mean, maximum, sum), an `activation` node's function
// (layer_deployment::own_activation: relu, logistic = sigmoid, softmax, ...), a `pad` node's
// constant values (layer_deployment::pad_constant_values).
// A runtime that has no model of a kind rejects the network with a compile error naming the layer
// and its kind (TFLM: error::tflm_runtime_has_no_model_of_layer<layer<i>, operator_kind::lstm>).
#pragma once

#include <concepts>
#include <cstdint>

namespace netmem {

/// The neutral operator kinds (see the file comment). Keras / TFLite names in the comments.
enum class operator_kind : std::uint8_t {
    none,                      ///< no deployment model
    convolution,               ///< 2D convolution (Conv2D)
    convolution1d,             ///< 1D convolution (Conv1D: TFLite EXPAND_DIMS + CONV_2D + RESHAPE)
    depthwise_convolution,     ///< DepthwiseConv2D
    separable_convolution,     ///< SeparableConv2D: a depthwise convolution, then a 1x1 convolution
    transposed_convolution,    ///< Conv2DTranspose, DL4J Deconvolution2D
    fully_connected,           ///< Dense, DL4J OutputLayer
    fully_connected_per_step,  ///< DL4J RnnOutputLayer: one fully connected product per time step
    max_pooling,               ///< MaxPooling2D
    average_pooling,           ///< AveragePooling2D
    global_pooling,            ///< global pooling over the spatial axes (reduction: mean, maximum, sum)
    reduction,                 ///< a mean, maximum or sum over given axes, keep_dims (tf.reduce_mean, tf.reduce_max, tf.reduce_sum)
    elementwise,               ///< two tensors, or a tensor and a constant, element by element (add, sub, mul, ...)
    activation,                ///< a standalone activation function (Activation, ReLU, Softmax, ...)
    batch_normalization,       ///< BatchNormalization (folded into its producer, or a MUL and an ADD)
    normalization,             ///< Keras Normalization (a per-channel affine map)
    dropout,                   ///< Dropout: the identity at inference
    prelu,                     ///< PReLU
    pad,                       ///< zero padding, channel padding, tf.pad
    crop,                      ///< Cropping1D/2D/3D (a strided slice)
    concatenation,             ///< Concatenate (DL4J MergeVertex)
    reshape,                   ///< Flatten, Reshape, DL4J preprocessors: the same data under another shape
    upsampling,                ///< UpSampling1D/2D
    space_to_depth,            ///< tf.nn.space_to_depth
    space_to_batch,            ///< tf.space_to_batch_nd
    repeat,                    ///< RepeatVector
    quantize,                  ///< TFLite QUANTIZE (float to integer, or a requantization)
    dequantize,                ///< TFLite DEQUANTIZE
    svdf,                      ///< TFLite SVDF (its state a variable tensor)
    lstm,                      ///< LSTM (its state kept over the inference)
    simple_rnn,                ///< SimpleRNN (its state kept over the inference)
    custom,                    ///< a custom operator described by its own numbers (opaque_operator)
    shared_weights,            ///< a layer applied again with the constants of its first application
    /// an NPU operator running a command stream its compiler wrote ahead of time (Arm Ethos-U, the
    /// TFLite CUSTOM op `ethos-u` Vela writes: layers/ethos_u_operator.hpp)
    npu,
};

/// The name of an operator kind ("convolution", "fully_connected", ...).
constexpr const char* name_of(operator_kind k) noexcept {
    switch (k) {
        case operator_kind::none: return "none";
        case operator_kind::convolution: return "convolution";
        case operator_kind::convolution1d: return "convolution1d";
        case operator_kind::depthwise_convolution: return "depthwise_convolution";
        case operator_kind::separable_convolution: return "separable_convolution";
        case operator_kind::transposed_convolution: return "transposed_convolution";
        case operator_kind::fully_connected: return "fully_connected";
        case operator_kind::fully_connected_per_step: return "fully_connected_per_step";
        case operator_kind::max_pooling: return "max_pooling";
        case operator_kind::average_pooling: return "average_pooling";
        case operator_kind::global_pooling: return "global_pooling";
        case operator_kind::reduction: return "reduction";
        case operator_kind::elementwise: return "elementwise";
        case operator_kind::activation: return "activation";
        case operator_kind::batch_normalization: return "batch_normalization";
        case operator_kind::normalization: return "normalization";
        case operator_kind::dropout: return "dropout";
        case operator_kind::prelu: return "prelu";
        case operator_kind::pad: return "pad";
        case operator_kind::crop: return "crop";
        case operator_kind::concatenation: return "concatenation";
        case operator_kind::reshape: return "reshape";
        case operator_kind::upsampling: return "upsampling";
        case operator_kind::space_to_depth: return "space_to_depth";
        case operator_kind::space_to_batch: return "space_to_batch";
        case operator_kind::repeat: return "repeat";
        case operator_kind::quantize: return "quantize";
        case operator_kind::dequantize: return "dequantize";
        case operator_kind::svdf: return "svdf";
        case operator_kind::lstm: return "lstm";
        case operator_kind::simple_rnn: return "simple_rnn";
        case operator_kind::custom: return "custom";
        case operator_kind::npu: return "npu";
        case operator_kind::shared_weights: return "shared_weights";
    }
    return "none";
}

/// True when layer (or vertex) type L names its operator kind (`static constexpr
/// netmem::operator_kind kind`).
template <class L>
concept names_operator_kind = requires {
    { L::kind } -> std::convertible_to<operator_kind>;
};

/// The operator kind of layer (or vertex) type L: its own; `reshape` for a reshape-only layer
/// (`is_preprocessor`); otherwise `none`.
template <class L>
constexpr operator_kind operator_kind_of() noexcept {
    if constexpr (names_operator_kind<L>) return L::kind;
    else if constexpr (requires { requires L::is_preprocessor; }) return operator_kind::reshape;
    else return operator_kind::none;
}

}  // namespace netmem
