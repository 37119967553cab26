// netmem/zoo/alexnet.hpp
// torchvision AlexNet (Krizhevsky et al. 2012, "One weird trick" variant; torchvision.models.alexnet())
// on ImageNet.
//
// Layers (torchvision module indices in brackets), height x width x channels:
//   224x224x3 -> [features.0] conv 64 11x11/4 pad 2 -> 55x55x64 -> [1] ReLU(inplace) -> [2] max pool
//   3x3/2 -> 27x27x64 -> [3] conv 192 5x5 pad 2 -> 27x27x192 -> [4] ReLU -> [5] max pool 3x3/2 ->
//   13x13x192 -> [6] conv 384 3x3 pad 1 -> [7] ReLU -> [8] conv 256 3x3 pad 1 -> [9] ReLU -> [10] conv
//   256 3x3 pad 1 -> [11] ReLU -> [12] max pool 3x3/2 -> 6x6x256 -> [avgpool] AdaptiveAvgPool2d((6, 6)),
//   at 224x224 a 1x1 window with stride 1 -> flatten 9216 -> [classifier.0] dropout 0.5 -> [1] fc
//   4096 -> [2] ReLU(inplace) -> [3] dropout 0.5 -> [4] fc 4096 -> [5] ReLU(inplace) -> [6] fc 1000.
// Every ReLU is nn.ReLU(inplace=True): activation_layer{.activation = relu, .in_place = true}.
// Parameters: 23,296 + 307,392 + 663,936 + 884,992 + 590,080 (convolutions, weights + biases) +
// 37,752,832 + 16,781,312 + 4,097,000 (fully connected) = 61,100,840 (torchvision num_params;
// measured-training-peaks#table).
#pragma once

#include <netmem/layers/activation_layer.hpp>
#include <netmem/layers/conv2d.hpp>
#include <netmem/layers/dense.hpp>
#include <netmem/layers/dropout.hpp>
#include <netmem/layers/flatten.hpp>
#include <netmem/layers/pooling2d.hpp>
#include <netmem/network/queries.hpp>
#include <netmem/network/sequential.hpp>

namespace netmem::zoo {

namespace detail::alexnet {
/// A torchvision convolution with bias and symmetric zero padding `pad`.
constexpr conv2d conv(size_type filters, size_type kernel, size_type stride, size_type pad) {
    return {.filters = filters, .kernel = {kernel, kernel}, .stride = {stride, stride}, .explicit_padding = {pad, pad}};
}
inline constexpr activation_layer relu{.activation = activation::relu, .in_place = true};
inline constexpr max_pool2d pool{.kernel = {3, 3}, .stride = {2, 2}};
}  // namespace detail::alexnet

/// torchvision AlexNet (ImageNet, 224x224x3 -> 1000 classes).
using alexnet = sequential<input::convolutional{.height = 224, .width = 224, .channels = 3},
                           detail::alexnet::conv(64, 11, 4, 2), detail::alexnet::relu, detail::alexnet::pool,
                           detail::alexnet::conv(192, 5, 1, 2), detail::alexnet::relu, detail::alexnet::pool,
                           detail::alexnet::conv(384, 3, 1, 1), detail::alexnet::relu,
                           detail::alexnet::conv(256, 3, 1, 1), detail::alexnet::relu,
                           detail::alexnet::conv(256, 3, 1, 1), detail::alexnet::relu, detail::alexnet::pool,
                           avg_pool2d{.kernel = {1, 1}, .stride = {1, 1}}, flatten{}, dropout{.rate = 0.5},
                           dense{.units = 4096}, detail::alexnet::relu, dropout{.rate = 0.5}, dense{.units = 4096},
                           detail::alexnet::relu, dense{.units = 1000}>;

}  // namespace netmem::zoo
