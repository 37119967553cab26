// netmem/zoo/mlperf_resnet8.hpp
// MLPerf Tiny image classification (ic01): ResNet-8 on CIFAR-10 (mlcommons/tiny
// benchmark/training/image_classification/keras_model.py, resnet_v1_eembc), as a graph.
//
// Input: convolutional(32, 32, 3). Every Conv2D uses Keras padding "same" with a bias; every batch
// normalization counts 4 values per channel, 2 of them trainable (Keras).
// Vertices (mlcommons/tiny image_classification/keras_model.py; output shape h x w x c):
//   conv 16 3x3/1 -> bn -> relu                                   32x32x16
//   stack 1: conv 16 3x3/1 -> bn -> relu -> conv 16 3x3/1 -> bn;  add(stem, branch) -> relu  32x32x16
//   stack 2: conv 32 3x3/2 -> bn -> relu -> conv 32 3x3/1 -> bn;  shortcut conv 32 1x1/2 (no bn);
//            add(shortcut, branch) -> relu                         16x16x32
//   stack 3: as stack 2 with 64 filters                           8x8x64
//   average pooling 8x8/8 (valid) -> 1x1x64, flatten -> 64, dense 10 softmax -> 10
// Parameters: total 78,666, trainable 78,186, non-trainable 480 (Keras model.summary of the
// reference model, published-networks#resnet-8).
#pragma once

#include <netmem/layers/activation_layer.hpp>
#include <netmem/layers/batch_normalization.hpp>
#include <netmem/layers/conv2d.hpp>
#include <netmem/layers/dense.hpp>
#include <netmem/layers/flatten.hpp>
#include <netmem/layers/pooling2d.hpp>
#include <netmem/network/graph.hpp>
#include <netmem/network/queries.hpp>
#include <netmem/vertices/elementwise.hpp>

namespace netmem::zoo {

namespace detail::resnet8 {
constexpr conv2d conv3x3(size_type filters, size_type stride) {
    return {.filters = filters, .kernel = {3, 3}, .stride = {stride, stride}, .padding = padding::same};
}
constexpr conv2d conv1x1(size_type filters, size_type stride) {
    return {.filters = filters, .kernel = {1, 1}, .stride = {stride, stride}, .padding = padding::same};
}
inline constexpr activation_layer relu{.activation = activation::relu};
inline constexpr elementwise add{.op = elementwise_op::add};
}  // namespace detail::resnet8

/// MLPerf Tiny ResNet-8 (CIFAR-10, 32x32x3 -> 10 classes). Vertex names follow the stages above.
using mlperf_resnet8 = graph<
    inputs<graph_input<"input", input::convolutional{.height = 32, .width = 32, .channels = 3}>>,
    vertex<"conv", detail::resnet8::conv3x3(16, 1), "input">,
    vertex<"bn", batch_normalization{}, "conv">,
    vertex<"relu", detail::resnet8::relu, "bn">,
    // stack 1 (identity shortcut)
    vertex<"stack1_conv1", detail::resnet8::conv3x3(16, 1), "relu">,
    vertex<"stack1_bn1", batch_normalization{}, "stack1_conv1">,
    vertex<"stack1_relu1", detail::resnet8::relu, "stack1_bn1">,
    vertex<"stack1_conv2", detail::resnet8::conv3x3(16, 1), "stack1_relu1">,
    vertex<"stack1_bn2", batch_normalization{}, "stack1_conv2">,
    vertex<"stack1_add", detail::resnet8::add, "relu", "stack1_bn2">,
    vertex<"stack1_relu2", detail::resnet8::relu, "stack1_add">,
    // stack 2 (1x1 stride-2 shortcut)
    vertex<"stack2_conv1", detail::resnet8::conv3x3(32, 2), "stack1_relu2">,
    vertex<"stack2_bn1", batch_normalization{}, "stack2_conv1">,
    vertex<"stack2_relu1", detail::resnet8::relu, "stack2_bn1">,
    vertex<"stack2_conv2", detail::resnet8::conv3x3(32, 1), "stack2_relu1">,
    vertex<"stack2_bn2", batch_normalization{}, "stack2_conv2">,
    vertex<"stack2_shortcut", detail::resnet8::conv1x1(32, 2), "stack1_relu2">,
    vertex<"stack2_add", detail::resnet8::add, "stack2_shortcut", "stack2_bn2">,
    vertex<"stack2_relu2", detail::resnet8::relu, "stack2_add">,
    // stack 3 (1x1 stride-2 shortcut)
    vertex<"stack3_conv1", detail::resnet8::conv3x3(64, 2), "stack2_relu2">,
    vertex<"stack3_bn1", batch_normalization{}, "stack3_conv1">,
    vertex<"stack3_relu1", detail::resnet8::relu, "stack3_bn1">,
    vertex<"stack3_conv2", detail::resnet8::conv3x3(64, 1), "stack3_relu1">,
    vertex<"stack3_bn2", batch_normalization{}, "stack3_conv2">,
    vertex<"stack3_shortcut", detail::resnet8::conv1x1(64, 2), "stack2_relu2">,
    vertex<"stack3_add", detail::resnet8::add, "stack3_shortcut", "stack3_bn2">,
    vertex<"stack3_relu2", detail::resnet8::relu, "stack3_add">,
    // head
    vertex<"pool", avg_pool2d{.kernel = {8, 8}, .stride = {8, 8}}, "stack3_relu2">,
    vertex<"flatten", flatten{}, "pool">,
    vertex<"dense", dense{.units = 10, .activation = activation::softmax}, "flatten">,
    outputs<"dense">>;

}  // namespace netmem::zoo
