// netmem/zoo/mobilenet_v2.hpp
// torchvision MobileNetV2 (Sandler et al. 2018, "MobileNetV2: Inverted Residuals and Linear
// Bottlenecks"; torchvision.models.mobilenet_v2(), width 1.0) on ImageNet, as a graph. Vertex names
// are torchvision's module names ("features.2.conv.1.0"), plus ".add" for the residual sum and
// "avgpool" for the functional adaptive_avg_pool2d.
//
// Input: convolutional(224, 224, 3).
// features.0: conv 32 3x3/2 pad 1 (no bias) -> bn -> relu6                          112x112x32
// features.1..17: InvertedResidual(t, c, n, s) for (1,16,1,1) (6,24,2,2) (6,32,3,2) (6,64,4,2)
//   (6,96,3,1) (6,160,3,2) (6,320,1,1): [expand conv 1x1 to t*in -> bn -> relu6 when t != 1],
//   depthwise 3x3/s pad 1 -> bn -> relu6, project conv 1x1 to c (no bias) -> bn; `x + block(x)`
//   when the stride is 1 and in == c (an out-of-place add).                            7x7x320
// features.18: conv 1280 1x1 -> bn -> relu6; global average pooling; dropout 0.2; fc 1280 -> 1000.
// Every ReLU6 is nn.ReLU6(inplace=True) (torchvision's Conv2dNormActivation), declared
// activation_layer{.activation = relu6, .in_place = true}.
// Parameters: trainable 3,504,872 (torchvision num_params; batch norm 2 per channel). netmem's
// batch_normalization also counts the running mean and variance: 17,056 batch-norm channels add
// 34,112 non-trainable values, 3,538,984 in all.
// Architecture (torchvision mobilenetv2.py; Sandler et al. 2018): 152 vertices; no convolution has a bias, the dense
// layer has; shapes 224x224x3 -> 112x112x32 -> ... -> 7x7x320 -> 7x7x1280 -> 1280 -> 1000.
// Trainable 3,504,872 is also Keras's trainable count (keras_mobilenet_v2.hpp), and 3,538,984 the
// Keras total.
#pragma once

#include <netmem/layers/activation_layer.hpp>
#include <netmem/layers/batch_normalization.hpp>
#include <netmem/layers/conv2d.hpp>
#include <netmem/layers/dense.hpp>
#include <netmem/layers/depthwise_conv2d.hpp>
#include <netmem/layers/dropout.hpp>
#include <netmem/layers/global_pooling.hpp>
#include <netmem/network/graph.hpp>
#include <netmem/network/queries.hpp>
#include <netmem/vertices/elementwise.hpp>

namespace netmem::zoo {

namespace detail::mobilenet_v2 {
/// A torchvision convolution: no bias, padding kernel / 2.
constexpr conv2d conv(size_type filters, size_type kernel, size_type stride) {
    return {.filters = filters,
            .kernel = {kernel, kernel},
            .stride = {stride, stride},
            .use_bias = false,
            .explicit_padding = {kernel / 2, kernel / 2}};
}
/// A torchvision depthwise convolution 3x3 (groups = channels), no bias, padding 1.
constexpr depthwise_conv2d depthwise(size_type stride) {
    return {.kernel = {3, 3}, .stride = {stride, stride}, .use_bias = false, .explicit_padding = {1, 1}};
}
inline constexpr activation_layer relu6{.activation = activation::relu6, .in_place = true};
inline constexpr elementwise add{.op = elementwise_op::add};
}  // namespace detail::mobilenet_v2

/// torchvision MobileNetV2 (ImageNet, 224x224x3 -> 1000 classes).
using mobilenet_v2 = graph<
    inputs<graph_input<"input", input::convolutional{.height = 224, .width = 224, .channels = 3}>>,
    vertex<"features.0.0", detail::mobilenet_v2::conv(32, 3, 2), "input">,
    vertex<"features.0.1", batch_normalization{}, "features.0.0">,
    vertex<"features.0.2", detail::mobilenet_v2::relu6, "features.0.1">,
    // InvertedResidual blocks (expansion t, output channels c, repeats n, first stride s):
    // features.1: 32 -> 16, expansion 1, stride 1
    vertex<"features.1.conv.0.0", detail::mobilenet_v2::depthwise(1), "features.0.2">,
    vertex<"features.1.conv.0.1", batch_normalization{}, "features.1.conv.0.0">,
    vertex<"features.1.conv.0.2", detail::mobilenet_v2::relu6, "features.1.conv.0.1">,
    vertex<"features.1.conv.1", detail::mobilenet_v2::conv(16, 1, 1), "features.1.conv.0.2">,
    vertex<"features.1.conv.2", batch_normalization{}, "features.1.conv.1">,
    // features.2: 16 -> 24, expansion 6, stride 2
    vertex<"features.2.conv.0.0", detail::mobilenet_v2::conv(96, 1, 1), "features.1.conv.2">,
    vertex<"features.2.conv.0.1", batch_normalization{}, "features.2.conv.0.0">,
    vertex<"features.2.conv.0.2", detail::mobilenet_v2::relu6, "features.2.conv.0.1">,
    vertex<"features.2.conv.1.0", detail::mobilenet_v2::depthwise(2), "features.2.conv.0.2">,
    vertex<"features.2.conv.1.1", batch_normalization{}, "features.2.conv.1.0">,
    vertex<"features.2.conv.1.2", detail::mobilenet_v2::relu6, "features.2.conv.1.1">,
    vertex<"features.2.conv.2", detail::mobilenet_v2::conv(24, 1, 1), "features.2.conv.1.2">,
    vertex<"features.2.conv.3", batch_normalization{}, "features.2.conv.2">,
    // features.3: 24 -> 24, expansion 6, stride 1, residual
    vertex<"features.3.conv.0.0", detail::mobilenet_v2::conv(144, 1, 1), "features.2.conv.3">,
    vertex<"features.3.conv.0.1", batch_normalization{}, "features.3.conv.0.0">,
    vertex<"features.3.conv.0.2", detail::mobilenet_v2::relu6, "features.3.conv.0.1">,
    vertex<"features.3.conv.1.0", detail::mobilenet_v2::depthwise(1), "features.3.conv.0.2">,
    vertex<"features.3.conv.1.1", batch_normalization{}, "features.3.conv.1.0">,
    vertex<"features.3.conv.1.2", detail::mobilenet_v2::relu6, "features.3.conv.1.1">,
    vertex<"features.3.conv.2", detail::mobilenet_v2::conv(24, 1, 1), "features.3.conv.1.2">,
    vertex<"features.3.conv.3", batch_normalization{}, "features.3.conv.2">,
    vertex<"features.3.add", detail::mobilenet_v2::add, "features.2.conv.3", "features.3.conv.3">,
    // features.4: 24 -> 32, expansion 6, stride 2
    vertex<"features.4.conv.0.0", detail::mobilenet_v2::conv(144, 1, 1), "features.3.add">,
    vertex<"features.4.conv.0.1", batch_normalization{}, "features.4.conv.0.0">,
    vertex<"features.4.conv.0.2", detail::mobilenet_v2::relu6, "features.4.conv.0.1">,
    vertex<"features.4.conv.1.0", detail::mobilenet_v2::depthwise(2), "features.4.conv.0.2">,
    vertex<"features.4.conv.1.1", batch_normalization{}, "features.4.conv.1.0">,
    vertex<"features.4.conv.1.2", detail::mobilenet_v2::relu6, "features.4.conv.1.1">,
    vertex<"features.4.conv.2", detail::mobilenet_v2::conv(32, 1, 1), "features.4.conv.1.2">,
    vertex<"features.4.conv.3", batch_normalization{}, "features.4.conv.2">,
    // features.5: 32 -> 32, expansion 6, stride 1, residual
    vertex<"features.5.conv.0.0", detail::mobilenet_v2::conv(192, 1, 1), "features.4.conv.3">,
    vertex<"features.5.conv.0.1", batch_normalization{}, "features.5.conv.0.0">,
    vertex<"features.5.conv.0.2", detail::mobilenet_v2::relu6, "features.5.conv.0.1">,
    vertex<"features.5.conv.1.0", detail::mobilenet_v2::depthwise(1), "features.5.conv.0.2">,
    vertex<"features.5.conv.1.1", batch_normalization{}, "features.5.conv.1.0">,
    vertex<"features.5.conv.1.2", detail::mobilenet_v2::relu6, "features.5.conv.1.1">,
    vertex<"features.5.conv.2", detail::mobilenet_v2::conv(32, 1, 1), "features.5.conv.1.2">,
    vertex<"features.5.conv.3", batch_normalization{}, "features.5.conv.2">,
    vertex<"features.5.add", detail::mobilenet_v2::add, "features.4.conv.3", "features.5.conv.3">,
    // features.6: 32 -> 32, expansion 6, stride 1, residual
    vertex<"features.6.conv.0.0", detail::mobilenet_v2::conv(192, 1, 1), "features.5.add">,
    vertex<"features.6.conv.0.1", batch_normalization{}, "features.6.conv.0.0">,
    vertex<"features.6.conv.0.2", detail::mobilenet_v2::relu6, "features.6.conv.0.1">,
    vertex<"features.6.conv.1.0", detail::mobilenet_v2::depthwise(1), "features.6.conv.0.2">,
    vertex<"features.6.conv.1.1", batch_normalization{}, "features.6.conv.1.0">,
    vertex<"features.6.conv.1.2", detail::mobilenet_v2::relu6, "features.6.conv.1.1">,
    vertex<"features.6.conv.2", detail::mobilenet_v2::conv(32, 1, 1), "features.6.conv.1.2">,
    vertex<"features.6.conv.3", batch_normalization{}, "features.6.conv.2">,
    vertex<"features.6.add", detail::mobilenet_v2::add, "features.5.add", "features.6.conv.3">,
    // features.7: 32 -> 64, expansion 6, stride 2
    vertex<"features.7.conv.0.0", detail::mobilenet_v2::conv(192, 1, 1), "features.6.add">,
    vertex<"features.7.conv.0.1", batch_normalization{}, "features.7.conv.0.0">,
    vertex<"features.7.conv.0.2", detail::mobilenet_v2::relu6, "features.7.conv.0.1">,
    vertex<"features.7.conv.1.0", detail::mobilenet_v2::depthwise(2), "features.7.conv.0.2">,
    vertex<"features.7.conv.1.1", batch_normalization{}, "features.7.conv.1.0">,
    vertex<"features.7.conv.1.2", detail::mobilenet_v2::relu6, "features.7.conv.1.1">,
    vertex<"features.7.conv.2", detail::mobilenet_v2::conv(64, 1, 1), "features.7.conv.1.2">,
    vertex<"features.7.conv.3", batch_normalization{}, "features.7.conv.2">,
    // features.8: 64 -> 64, expansion 6, stride 1, residual
    vertex<"features.8.conv.0.0", detail::mobilenet_v2::conv(384, 1, 1), "features.7.conv.3">,
    vertex<"features.8.conv.0.1", batch_normalization{}, "features.8.conv.0.0">,
    vertex<"features.8.conv.0.2", detail::mobilenet_v2::relu6, "features.8.conv.0.1">,
    vertex<"features.8.conv.1.0", detail::mobilenet_v2::depthwise(1), "features.8.conv.0.2">,
    vertex<"features.8.conv.1.1", batch_normalization{}, "features.8.conv.1.0">,
    vertex<"features.8.conv.1.2", detail::mobilenet_v2::relu6, "features.8.conv.1.1">,
    vertex<"features.8.conv.2", detail::mobilenet_v2::conv(64, 1, 1), "features.8.conv.1.2">,
    vertex<"features.8.conv.3", batch_normalization{}, "features.8.conv.2">,
    vertex<"features.8.add", detail::mobilenet_v2::add, "features.7.conv.3", "features.8.conv.3">,
    // features.9: 64 -> 64, expansion 6, stride 1, residual
    vertex<"features.9.conv.0.0", detail::mobilenet_v2::conv(384, 1, 1), "features.8.add">,
    vertex<"features.9.conv.0.1", batch_normalization{}, "features.9.conv.0.0">,
    vertex<"features.9.conv.0.2", detail::mobilenet_v2::relu6, "features.9.conv.0.1">,
    vertex<"features.9.conv.1.0", detail::mobilenet_v2::depthwise(1), "features.9.conv.0.2">,
    vertex<"features.9.conv.1.1", batch_normalization{}, "features.9.conv.1.0">,
    vertex<"features.9.conv.1.2", detail::mobilenet_v2::relu6, "features.9.conv.1.1">,
    vertex<"features.9.conv.2", detail::mobilenet_v2::conv(64, 1, 1), "features.9.conv.1.2">,
    vertex<"features.9.conv.3", batch_normalization{}, "features.9.conv.2">,
    vertex<"features.9.add", detail::mobilenet_v2::add, "features.8.add", "features.9.conv.3">,
    // features.10: 64 -> 64, expansion 6, stride 1, residual
    vertex<"features.10.conv.0.0", detail::mobilenet_v2::conv(384, 1, 1), "features.9.add">,
    vertex<"features.10.conv.0.1", batch_normalization{}, "features.10.conv.0.0">,
    vertex<"features.10.conv.0.2", detail::mobilenet_v2::relu6, "features.10.conv.0.1">,
    vertex<"features.10.conv.1.0", detail::mobilenet_v2::depthwise(1), "features.10.conv.0.2">,
    vertex<"features.10.conv.1.1", batch_normalization{}, "features.10.conv.1.0">,
    vertex<"features.10.conv.1.2", detail::mobilenet_v2::relu6, "features.10.conv.1.1">,
    vertex<"features.10.conv.2", detail::mobilenet_v2::conv(64, 1, 1), "features.10.conv.1.2">,
    vertex<"features.10.conv.3", batch_normalization{}, "features.10.conv.2">,
    vertex<"features.10.add", detail::mobilenet_v2::add, "features.9.add", "features.10.conv.3">,
    // features.11: 64 -> 96, expansion 6, stride 1
    vertex<"features.11.conv.0.0", detail::mobilenet_v2::conv(384, 1, 1), "features.10.add">,
    vertex<"features.11.conv.0.1", batch_normalization{}, "features.11.conv.0.0">,
    vertex<"features.11.conv.0.2", detail::mobilenet_v2::relu6, "features.11.conv.0.1">,
    vertex<"features.11.conv.1.0", detail::mobilenet_v2::depthwise(1), "features.11.conv.0.2">,
    vertex<"features.11.conv.1.1", batch_normalization{}, "features.11.conv.1.0">,
    vertex<"features.11.conv.1.2", detail::mobilenet_v2::relu6, "features.11.conv.1.1">,
    vertex<"features.11.conv.2", detail::mobilenet_v2::conv(96, 1, 1), "features.11.conv.1.2">,
    vertex<"features.11.conv.3", batch_normalization{}, "features.11.conv.2">,
    // features.12: 96 -> 96, expansion 6, stride 1, residual
    vertex<"features.12.conv.0.0", detail::mobilenet_v2::conv(576, 1, 1), "features.11.conv.3">,
    vertex<"features.12.conv.0.1", batch_normalization{}, "features.12.conv.0.0">,
    vertex<"features.12.conv.0.2", detail::mobilenet_v2::relu6, "features.12.conv.0.1">,
    vertex<"features.12.conv.1.0", detail::mobilenet_v2::depthwise(1), "features.12.conv.0.2">,
    vertex<"features.12.conv.1.1", batch_normalization{}, "features.12.conv.1.0">,
    vertex<"features.12.conv.1.2", detail::mobilenet_v2::relu6, "features.12.conv.1.1">,
    vertex<"features.12.conv.2", detail::mobilenet_v2::conv(96, 1, 1), "features.12.conv.1.2">,
    vertex<"features.12.conv.3", batch_normalization{}, "features.12.conv.2">,
    vertex<"features.12.add", detail::mobilenet_v2::add, "features.11.conv.3", "features.12.conv.3">,
    // features.13: 96 -> 96, expansion 6, stride 1, residual
    vertex<"features.13.conv.0.0", detail::mobilenet_v2::conv(576, 1, 1), "features.12.add">,
    vertex<"features.13.conv.0.1", batch_normalization{}, "features.13.conv.0.0">,
    vertex<"features.13.conv.0.2", detail::mobilenet_v2::relu6, "features.13.conv.0.1">,
    vertex<"features.13.conv.1.0", detail::mobilenet_v2::depthwise(1), "features.13.conv.0.2">,
    vertex<"features.13.conv.1.1", batch_normalization{}, "features.13.conv.1.0">,
    vertex<"features.13.conv.1.2", detail::mobilenet_v2::relu6, "features.13.conv.1.1">,
    vertex<"features.13.conv.2", detail::mobilenet_v2::conv(96, 1, 1), "features.13.conv.1.2">,
    vertex<"features.13.conv.3", batch_normalization{}, "features.13.conv.2">,
    vertex<"features.13.add", detail::mobilenet_v2::add, "features.12.add", "features.13.conv.3">,
    // features.14: 96 -> 160, expansion 6, stride 2
    vertex<"features.14.conv.0.0", detail::mobilenet_v2::conv(576, 1, 1), "features.13.add">,
    vertex<"features.14.conv.0.1", batch_normalization{}, "features.14.conv.0.0">,
    vertex<"features.14.conv.0.2", detail::mobilenet_v2::relu6, "features.14.conv.0.1">,
    vertex<"features.14.conv.1.0", detail::mobilenet_v2::depthwise(2), "features.14.conv.0.2">,
    vertex<"features.14.conv.1.1", batch_normalization{}, "features.14.conv.1.0">,
    vertex<"features.14.conv.1.2", detail::mobilenet_v2::relu6, "features.14.conv.1.1">,
    vertex<"features.14.conv.2", detail::mobilenet_v2::conv(160, 1, 1), "features.14.conv.1.2">,
    vertex<"features.14.conv.3", batch_normalization{}, "features.14.conv.2">,
    // features.15: 160 -> 160, expansion 6, stride 1, residual
    vertex<"features.15.conv.0.0", detail::mobilenet_v2::conv(960, 1, 1), "features.14.conv.3">,
    vertex<"features.15.conv.0.1", batch_normalization{}, "features.15.conv.0.0">,
    vertex<"features.15.conv.0.2", detail::mobilenet_v2::relu6, "features.15.conv.0.1">,
    vertex<"features.15.conv.1.0", detail::mobilenet_v2::depthwise(1), "features.15.conv.0.2">,
    vertex<"features.15.conv.1.1", batch_normalization{}, "features.15.conv.1.0">,
    vertex<"features.15.conv.1.2", detail::mobilenet_v2::relu6, "features.15.conv.1.1">,
    vertex<"features.15.conv.2", detail::mobilenet_v2::conv(160, 1, 1), "features.15.conv.1.2">,
    vertex<"features.15.conv.3", batch_normalization{}, "features.15.conv.2">,
    vertex<"features.15.add", detail::mobilenet_v2::add, "features.14.conv.3", "features.15.conv.3">,
    // features.16: 160 -> 160, expansion 6, stride 1, residual
    vertex<"features.16.conv.0.0", detail::mobilenet_v2::conv(960, 1, 1), "features.15.add">,
    vertex<"features.16.conv.0.1", batch_normalization{}, "features.16.conv.0.0">,
    vertex<"features.16.conv.0.2", detail::mobilenet_v2::relu6, "features.16.conv.0.1">,
    vertex<"features.16.conv.1.0", detail::mobilenet_v2::depthwise(1), "features.16.conv.0.2">,
    vertex<"features.16.conv.1.1", batch_normalization{}, "features.16.conv.1.0">,
    vertex<"features.16.conv.1.2", detail::mobilenet_v2::relu6, "features.16.conv.1.1">,
    vertex<"features.16.conv.2", detail::mobilenet_v2::conv(160, 1, 1), "features.16.conv.1.2">,
    vertex<"features.16.conv.3", batch_normalization{}, "features.16.conv.2">,
    vertex<"features.16.add", detail::mobilenet_v2::add, "features.15.add", "features.16.conv.3">,
    // features.17: 160 -> 320, expansion 6, stride 1
    vertex<"features.17.conv.0.0", detail::mobilenet_v2::conv(960, 1, 1), "features.16.add">,
    vertex<"features.17.conv.0.1", batch_normalization{}, "features.17.conv.0.0">,
    vertex<"features.17.conv.0.2", detail::mobilenet_v2::relu6, "features.17.conv.0.1">,
    vertex<"features.17.conv.1.0", detail::mobilenet_v2::depthwise(1), "features.17.conv.0.2">,
    vertex<"features.17.conv.1.1", batch_normalization{}, "features.17.conv.1.0">,
    vertex<"features.17.conv.1.2", detail::mobilenet_v2::relu6, "features.17.conv.1.1">,
    vertex<"features.17.conv.2", detail::mobilenet_v2::conv(320, 1, 1), "features.17.conv.1.2">,
    vertex<"features.17.conv.3", batch_normalization{}, "features.17.conv.2">,
    vertex<"features.18.0", detail::mobilenet_v2::conv(1280, 1, 1), "features.17.conv.3">,
    vertex<"features.18.1", batch_normalization{}, "features.18.0">,
    vertex<"features.18.2", detail::mobilenet_v2::relu6, "features.18.1">,
    vertex<"avgpool", global_pooling{.type = pooling_type::avg}, "features.18.2">,
    vertex<"classifier.0", dropout{.rate = 0.2}, "avgpool">,
    vertex<"classifier.1", dense{.units = 1000}, "classifier.0">,
    outputs<"classifier.1">>;

}  // namespace netmem::zoo
