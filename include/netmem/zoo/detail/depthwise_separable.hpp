// netmem/zoo/detail/depthwise_separable.hpp
// The layers of the depthwise-separable block that MobileNetV1 (MLPerf Tiny VWW) and DS-CNN
// (MLPerf Tiny KWS) repeat, as named values so that a zoo listing shows one block per line:
//   depthwise(stride), bn, relu, pointwise(filters), bn, relu
// = depthwise_conv2d 3x3 (stride x stride, padding "same", bias); batch_normalization; ReLU;
//   conv2d `filters` 1x1 (padding "same", bias); batch_normalization; ReLU.
// Source: Howard et al. 2017, "MobileNets" (Fig. 3); the Keras models of mlcommons/tiny
// (keyword_spotting/keras_model.py, visual_wake_words/vww_model.py).
#pragma once

#include <netmem/core/activation_function.hpp>
#include <netmem/layers/activation_layer.hpp>
#include <netmem/layers/batch_normalization.hpp>
#include <netmem/layers/conv2d.hpp>
#include <netmem/layers/depthwise_conv2d.hpp>

namespace netmem::zoo::detail::depthwise_separable {

/// batch_normalization with the defaults (Keras BatchNormalization()).
inline constexpr batch_normalization bn{};
/// ReLU (not ReLU6).
inline constexpr activation_layer relu{.activation = activation::relu};

/// depthwise_conv2d 3x3, stride `stride` x `stride`, padding "same".
constexpr depthwise_conv2d depthwise(size_type stride) noexcept {
    return {.kernel = {3, 3}, .stride = {stride, stride}, .padding = padding::same};
}

/// conv2d 1x1 to `filters` output channels, padding "same".
constexpr conv2d pointwise(size_type filters) noexcept {
    return {.filters = filters, .kernel = {1, 1}, .padding = padding::same};
}

}  // namespace netmem::zoo::detail::depthwise_separable
