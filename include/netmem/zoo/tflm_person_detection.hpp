// netmem/zoo/tflm_person_detection.hpp
// TFLM's person_detection example: MobileNetV1 alpha 0.25 on 96x96 grayscale (tflite-micro
// tensorflow/lite/micro/examples/person_detection, person_detect.tflite; ../shared/models).
//
// Input: convolutional(96, 96, 1). Layers (TFLite operators of person_detect.tflite, tflm-arena
// --tensors; batch norm already folded into the convolutions, every convolution with a bias and a
// fused ReLU6, padding same):
//   DEPTHWISE_CONV_2D 3x3, stride 2, depth multiplier 8 (1 -> 8 channels; the model has its first
//   convolution as a depthwise one: weights [1,3,3,8]) -> 48x48x8; 13 depthwise-separable blocks [depthwise 3x3 (stride 1 or 2),
//   conv2d 1x1] with (stride, filters) (1, 16) (2, 32) (1, 32) (2, 64) (1, 64) (2, 128) 5 x (1, 128)
//   (2, 256) (1, 256) -> 3x3x256; AVERAGE_POOL_2D 3x3 (valid) -> 1x1x256; CONV_2D 1x1, 2 filters
//   (the logits) -> 1x1x2; RESHAPE -> [1,2] (netmem: flatten); SOFTMAX (netmem: activation softmax).
// 31 operators, 89 tensors.
#pragma once

#include <netmem/layers/activation_layer.hpp>
#include <netmem/layers/conv2d.hpp>
#include <netmem/layers/depthwise_conv2d.hpp>
#include <netmem/layers/flatten.hpp>
#include <netmem/layers/pooling2d.hpp>
#include <netmem/network/sequential.hpp>

namespace netmem::zoo {

namespace detail::person_detection {
constexpr depthwise_conv2d depthwise(size_type stride) noexcept {
    return {.kernel = {3, 3}, .stride = {stride, stride}, .padding = padding::same, .activation = activation::relu6};
}
constexpr conv2d pointwise(size_type filters) noexcept {
    return {.filters = filters, .kernel = {1, 1}, .padding = padding::same, .activation = activation::relu6};
}
}  // namespace detail::person_detection

/// TFLM person_detection MobileNetV1 0.25 (int8, 96x96x1 -> person / no person).
using tflm_person_detection = sequential<
    input::convolutional{.height = 96, .width = 96, .channels = 1},
    depthwise_conv2d{.kernel = {3, 3}, .stride = {2, 2}, .padding = padding::same, .depth_multiplier = 8,
                     .activation = activation::relu6},
    detail::person_detection::depthwise(1), detail::person_detection::pointwise(16),
    detail::person_detection::depthwise(2), detail::person_detection::pointwise(32),
    detail::person_detection::depthwise(1), detail::person_detection::pointwise(32),
    detail::person_detection::depthwise(2), detail::person_detection::pointwise(64),
    detail::person_detection::depthwise(1), detail::person_detection::pointwise(64),
    detail::person_detection::depthwise(2), detail::person_detection::pointwise(128),
    detail::person_detection::depthwise(1), detail::person_detection::pointwise(128),
    detail::person_detection::depthwise(1), detail::person_detection::pointwise(128),
    detail::person_detection::depthwise(1), detail::person_detection::pointwise(128),
    detail::person_detection::depthwise(1), detail::person_detection::pointwise(128),
    detail::person_detection::depthwise(1), detail::person_detection::pointwise(128),
    detail::person_detection::depthwise(2), detail::person_detection::pointwise(256),
    detail::person_detection::depthwise(1), detail::person_detection::pointwise(256),
    avg_pool2d{.kernel = {3, 3}},
    conv2d{.filters = 2, .kernel = {1, 1}},
    flatten{},
    activation_layer{.activation = activation::softmax}>;

}  // namespace netmem::zoo
