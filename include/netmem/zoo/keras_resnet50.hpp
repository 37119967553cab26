// netmem/zoo/keras_resnet50.hpp
// Keras Applications ResNet50 (keras.applications.ResNet50, include_top=True, weights for
// ImageNet; keras/src/applications/resnet.py: ResNet, stack1, block1), as a graph of 176
// vertices with Keras's layer names ("conv3_block1_0_conv").
//
// Input: convolutional(224, 224, 3).
// Stem: conv1_pad (zero padding 3) -> conv1_conv 64 7x7/2 valid -> conv1_bn -> conv1_relu ->
//   pool1_pad (zero padding 1) -> pool1_pool max 3x3/2 valid                          56x56x64
// conv2..conv5: 3, 4, 6, 3 blocks of width 64, 128, 256, 512 (block1): _1_conv 1x1 (width; stride
//   2 in the first block of conv3..conv5, the "v1" bottleneck) -> bn -> relu -> _2_conv 3x3 same
//   -> bn -> relu -> _3_conv 1x1 (4 x width) -> bn, _add with the shortcut, _out relu. The first
//   block of each stack has a projection shortcut _0_conv 1x1 (4 x width, its stride) -> _0_bn.
//   Every Keras convolution has a bias (torchvision's have none).
// Head: avg_pool (global average pooling) -> 2048, predictions dense 1000 softmax.
// Parameters (keras.io/api/applications): 25,636,712 in all, 25,583,592 trainable (torchvision's
// 25,557,032 + 26,560 convolution biases), 53,120 non-trainable (the moving mean and variance of
// 26,560 batch-norm channels).
#pragma once

#include <netmem/layers/activation_layer.hpp>
#include <netmem/layers/batch_normalization.hpp>
#include <netmem/layers/conv2d.hpp>
#include <netmem/layers/dense.hpp>
#include <netmem/layers/global_pooling.hpp>
#include <netmem/layers/pooling2d.hpp>
#include <netmem/layers/zero_padding.hpp>
#include <netmem/network/graph.hpp>
#include <netmem/network/queries.hpp>
#include <netmem/vertices/elementwise.hpp>

namespace netmem::zoo {

namespace detail::keras_resnet50 {
/// A Keras Conv2D with a bias, padding "valid" (the stem's padding is its own layer).
constexpr conv2d conv(size_type filters, size_type kernel, size_type stride) {
    return {.filters = filters, .kernel = {kernel, kernel}, .stride = {stride, stride}};
}
/// A Keras Conv2D with a bias, padding "same", stride 1.
constexpr conv2d conv_same(size_type filters, size_type kernel) {
    return {.filters = filters, .kernel = {kernel, kernel}, .padding = padding::same};
}
inline constexpr activation_layer relu{.activation = activation::relu};
inline constexpr elementwise add{.op = elementwise_op::add};
}  // namespace detail::keras_resnet50

/// Keras Applications ResNet50 (ImageNet, 224x224x3 -> 1000 classes).
using keras_resnet50 = graph<
    inputs<graph_input<"input_1", input::convolutional{.height = 224, .width = 224, .channels = 3}>>,
    vertex<"conv1_pad", zero_padding2d{.padding = {3, 3, 3, 3}}, "input_1">,
    vertex<"conv1_conv", detail::keras_resnet50::conv(64, 7, 2), "conv1_pad">,
    vertex<"conv1_bn", batch_normalization{}, "conv1_conv">,
    vertex<"conv1_relu", detail::keras_resnet50::relu, "conv1_bn">,
    vertex<"pool1_pad", zero_padding2d{.padding = {1, 1, 1, 1}}, "conv1_relu">,
    vertex<"pool1_pool", max_pool2d{.kernel = {3, 3}, .stride = {2, 2}}, "pool1_pad">,
    // conv2_block1: 64 -> 64 -> 256, stride 1 on the first 1x1, projection shortcut
    vertex<"conv2_block1_0_conv", detail::keras_resnet50::conv(256, 1, 1), "pool1_pool">,
    vertex<"conv2_block1_0_bn", batch_normalization{}, "conv2_block1_0_conv">,
    vertex<"conv2_block1_1_conv", detail::keras_resnet50::conv(64, 1, 1), "pool1_pool">,
    vertex<"conv2_block1_1_bn", batch_normalization{}, "conv2_block1_1_conv">,
    vertex<"conv2_block1_1_relu", detail::keras_resnet50::relu, "conv2_block1_1_bn">,
    vertex<"conv2_block1_2_conv", detail::keras_resnet50::conv_same(64, 3), "conv2_block1_1_relu">,
    vertex<"conv2_block1_2_bn", batch_normalization{}, "conv2_block1_2_conv">,
    vertex<"conv2_block1_2_relu", detail::keras_resnet50::relu, "conv2_block1_2_bn">,
    vertex<"conv2_block1_3_conv", detail::keras_resnet50::conv(256, 1, 1), "conv2_block1_2_relu">,
    vertex<"conv2_block1_3_bn", batch_normalization{}, "conv2_block1_3_conv">,
    vertex<"conv2_block1_add", detail::keras_resnet50::add, "conv2_block1_0_bn", "conv2_block1_3_bn">,
    vertex<"conv2_block1_out", detail::keras_resnet50::relu, "conv2_block1_add">,
    // conv2_block2: 64 -> 64 -> 256
    vertex<"conv2_block2_1_conv", detail::keras_resnet50::conv(64, 1, 1), "conv2_block1_out">,
    vertex<"conv2_block2_1_bn", batch_normalization{}, "conv2_block2_1_conv">,
    vertex<"conv2_block2_1_relu", detail::keras_resnet50::relu, "conv2_block2_1_bn">,
    vertex<"conv2_block2_2_conv", detail::keras_resnet50::conv_same(64, 3), "conv2_block2_1_relu">,
    vertex<"conv2_block2_2_bn", batch_normalization{}, "conv2_block2_2_conv">,
    vertex<"conv2_block2_2_relu", detail::keras_resnet50::relu, "conv2_block2_2_bn">,
    vertex<"conv2_block2_3_conv", detail::keras_resnet50::conv(256, 1, 1), "conv2_block2_2_relu">,
    vertex<"conv2_block2_3_bn", batch_normalization{}, "conv2_block2_3_conv">,
    vertex<"conv2_block2_add", detail::keras_resnet50::add, "conv2_block1_out", "conv2_block2_3_bn">,
    vertex<"conv2_block2_out", detail::keras_resnet50::relu, "conv2_block2_add">,
    // conv2_block3: 64 -> 64 -> 256
    vertex<"conv2_block3_1_conv", detail::keras_resnet50::conv(64, 1, 1), "conv2_block2_out">,
    vertex<"conv2_block3_1_bn", batch_normalization{}, "conv2_block3_1_conv">,
    vertex<"conv2_block3_1_relu", detail::keras_resnet50::relu, "conv2_block3_1_bn">,
    vertex<"conv2_block3_2_conv", detail::keras_resnet50::conv_same(64, 3), "conv2_block3_1_relu">,
    vertex<"conv2_block3_2_bn", batch_normalization{}, "conv2_block3_2_conv">,
    vertex<"conv2_block3_2_relu", detail::keras_resnet50::relu, "conv2_block3_2_bn">,
    vertex<"conv2_block3_3_conv", detail::keras_resnet50::conv(256, 1, 1), "conv2_block3_2_relu">,
    vertex<"conv2_block3_3_bn", batch_normalization{}, "conv2_block3_3_conv">,
    vertex<"conv2_block3_add", detail::keras_resnet50::add, "conv2_block2_out", "conv2_block3_3_bn">,
    vertex<"conv2_block3_out", detail::keras_resnet50::relu, "conv2_block3_add">,
    // conv3_block1: 128 -> 128 -> 512, stride 2 on the first 1x1, projection shortcut
    vertex<"conv3_block1_0_conv", detail::keras_resnet50::conv(512, 1, 2), "conv2_block3_out">,
    vertex<"conv3_block1_0_bn", batch_normalization{}, "conv3_block1_0_conv">,
    vertex<"conv3_block1_1_conv", detail::keras_resnet50::conv(128, 1, 2), "conv2_block3_out">,
    vertex<"conv3_block1_1_bn", batch_normalization{}, "conv3_block1_1_conv">,
    vertex<"conv3_block1_1_relu", detail::keras_resnet50::relu, "conv3_block1_1_bn">,
    vertex<"conv3_block1_2_conv", detail::keras_resnet50::conv_same(128, 3), "conv3_block1_1_relu">,
    vertex<"conv3_block1_2_bn", batch_normalization{}, "conv3_block1_2_conv">,
    vertex<"conv3_block1_2_relu", detail::keras_resnet50::relu, "conv3_block1_2_bn">,
    vertex<"conv3_block1_3_conv", detail::keras_resnet50::conv(512, 1, 1), "conv3_block1_2_relu">,
    vertex<"conv3_block1_3_bn", batch_normalization{}, "conv3_block1_3_conv">,
    vertex<"conv3_block1_add", detail::keras_resnet50::add, "conv3_block1_0_bn", "conv3_block1_3_bn">,
    vertex<"conv3_block1_out", detail::keras_resnet50::relu, "conv3_block1_add">,
    // conv3_block2: 128 -> 128 -> 512
    vertex<"conv3_block2_1_conv", detail::keras_resnet50::conv(128, 1, 1), "conv3_block1_out">,
    vertex<"conv3_block2_1_bn", batch_normalization{}, "conv3_block2_1_conv">,
    vertex<"conv3_block2_1_relu", detail::keras_resnet50::relu, "conv3_block2_1_bn">,
    vertex<"conv3_block2_2_conv", detail::keras_resnet50::conv_same(128, 3), "conv3_block2_1_relu">,
    vertex<"conv3_block2_2_bn", batch_normalization{}, "conv3_block2_2_conv">,
    vertex<"conv3_block2_2_relu", detail::keras_resnet50::relu, "conv3_block2_2_bn">,
    vertex<"conv3_block2_3_conv", detail::keras_resnet50::conv(512, 1, 1), "conv3_block2_2_relu">,
    vertex<"conv3_block2_3_bn", batch_normalization{}, "conv3_block2_3_conv">,
    vertex<"conv3_block2_add", detail::keras_resnet50::add, "conv3_block1_out", "conv3_block2_3_bn">,
    vertex<"conv3_block2_out", detail::keras_resnet50::relu, "conv3_block2_add">,
    // conv3_block3: 128 -> 128 -> 512
    vertex<"conv3_block3_1_conv", detail::keras_resnet50::conv(128, 1, 1), "conv3_block2_out">,
    vertex<"conv3_block3_1_bn", batch_normalization{}, "conv3_block3_1_conv">,
    vertex<"conv3_block3_1_relu", detail::keras_resnet50::relu, "conv3_block3_1_bn">,
    vertex<"conv3_block3_2_conv", detail::keras_resnet50::conv_same(128, 3), "conv3_block3_1_relu">,
    vertex<"conv3_block3_2_bn", batch_normalization{}, "conv3_block3_2_conv">,
    vertex<"conv3_block3_2_relu", detail::keras_resnet50::relu, "conv3_block3_2_bn">,
    vertex<"conv3_block3_3_conv", detail::keras_resnet50::conv(512, 1, 1), "conv3_block3_2_relu">,
    vertex<"conv3_block3_3_bn", batch_normalization{}, "conv3_block3_3_conv">,
    vertex<"conv3_block3_add", detail::keras_resnet50::add, "conv3_block2_out", "conv3_block3_3_bn">,
    vertex<"conv3_block3_out", detail::keras_resnet50::relu, "conv3_block3_add">,
    // conv3_block4: 128 -> 128 -> 512
    vertex<"conv3_block4_1_conv", detail::keras_resnet50::conv(128, 1, 1), "conv3_block3_out">,
    vertex<"conv3_block4_1_bn", batch_normalization{}, "conv3_block4_1_conv">,
    vertex<"conv3_block4_1_relu", detail::keras_resnet50::relu, "conv3_block4_1_bn">,
    vertex<"conv3_block4_2_conv", detail::keras_resnet50::conv_same(128, 3), "conv3_block4_1_relu">,
    vertex<"conv3_block4_2_bn", batch_normalization{}, "conv3_block4_2_conv">,
    vertex<"conv3_block4_2_relu", detail::keras_resnet50::relu, "conv3_block4_2_bn">,
    vertex<"conv3_block4_3_conv", detail::keras_resnet50::conv(512, 1, 1), "conv3_block4_2_relu">,
    vertex<"conv3_block4_3_bn", batch_normalization{}, "conv3_block4_3_conv">,
    vertex<"conv3_block4_add", detail::keras_resnet50::add, "conv3_block3_out", "conv3_block4_3_bn">,
    vertex<"conv3_block4_out", detail::keras_resnet50::relu, "conv3_block4_add">,
    // conv4_block1: 256 -> 256 -> 1024, stride 2 on the first 1x1, projection shortcut
    vertex<"conv4_block1_0_conv", detail::keras_resnet50::conv(1024, 1, 2), "conv3_block4_out">,
    vertex<"conv4_block1_0_bn", batch_normalization{}, "conv4_block1_0_conv">,
    vertex<"conv4_block1_1_conv", detail::keras_resnet50::conv(256, 1, 2), "conv3_block4_out">,
    vertex<"conv4_block1_1_bn", batch_normalization{}, "conv4_block1_1_conv">,
    vertex<"conv4_block1_1_relu", detail::keras_resnet50::relu, "conv4_block1_1_bn">,
    vertex<"conv4_block1_2_conv", detail::keras_resnet50::conv_same(256, 3), "conv4_block1_1_relu">,
    vertex<"conv4_block1_2_bn", batch_normalization{}, "conv4_block1_2_conv">,
    vertex<"conv4_block1_2_relu", detail::keras_resnet50::relu, "conv4_block1_2_bn">,
    vertex<"conv4_block1_3_conv", detail::keras_resnet50::conv(1024, 1, 1), "conv4_block1_2_relu">,
    vertex<"conv4_block1_3_bn", batch_normalization{}, "conv4_block1_3_conv">,
    vertex<"conv4_block1_add", detail::keras_resnet50::add, "conv4_block1_0_bn", "conv4_block1_3_bn">,
    vertex<"conv4_block1_out", detail::keras_resnet50::relu, "conv4_block1_add">,
    // conv4_block2: 256 -> 256 -> 1024
    vertex<"conv4_block2_1_conv", detail::keras_resnet50::conv(256, 1, 1), "conv4_block1_out">,
    vertex<"conv4_block2_1_bn", batch_normalization{}, "conv4_block2_1_conv">,
    vertex<"conv4_block2_1_relu", detail::keras_resnet50::relu, "conv4_block2_1_bn">,
    vertex<"conv4_block2_2_conv", detail::keras_resnet50::conv_same(256, 3), "conv4_block2_1_relu">,
    vertex<"conv4_block2_2_bn", batch_normalization{}, "conv4_block2_2_conv">,
    vertex<"conv4_block2_2_relu", detail::keras_resnet50::relu, "conv4_block2_2_bn">,
    vertex<"conv4_block2_3_conv", detail::keras_resnet50::conv(1024, 1, 1), "conv4_block2_2_relu">,
    vertex<"conv4_block2_3_bn", batch_normalization{}, "conv4_block2_3_conv">,
    vertex<"conv4_block2_add", detail::keras_resnet50::add, "conv4_block1_out", "conv4_block2_3_bn">,
    vertex<"conv4_block2_out", detail::keras_resnet50::relu, "conv4_block2_add">,
    // conv4_block3: 256 -> 256 -> 1024
    vertex<"conv4_block3_1_conv", detail::keras_resnet50::conv(256, 1, 1), "conv4_block2_out">,
    vertex<"conv4_block3_1_bn", batch_normalization{}, "conv4_block3_1_conv">,
    vertex<"conv4_block3_1_relu", detail::keras_resnet50::relu, "conv4_block3_1_bn">,
    vertex<"conv4_block3_2_conv", detail::keras_resnet50::conv_same(256, 3), "conv4_block3_1_relu">,
    vertex<"conv4_block3_2_bn", batch_normalization{}, "conv4_block3_2_conv">,
    vertex<"conv4_block3_2_relu", detail::keras_resnet50::relu, "conv4_block3_2_bn">,
    vertex<"conv4_block3_3_conv", detail::keras_resnet50::conv(1024, 1, 1), "conv4_block3_2_relu">,
    vertex<"conv4_block3_3_bn", batch_normalization{}, "conv4_block3_3_conv">,
    vertex<"conv4_block3_add", detail::keras_resnet50::add, "conv4_block2_out", "conv4_block3_3_bn">,
    vertex<"conv4_block3_out", detail::keras_resnet50::relu, "conv4_block3_add">,
    // conv4_block4: 256 -> 256 -> 1024
    vertex<"conv4_block4_1_conv", detail::keras_resnet50::conv(256, 1, 1), "conv4_block3_out">,
    vertex<"conv4_block4_1_bn", batch_normalization{}, "conv4_block4_1_conv">,
    vertex<"conv4_block4_1_relu", detail::keras_resnet50::relu, "conv4_block4_1_bn">,
    vertex<"conv4_block4_2_conv", detail::keras_resnet50::conv_same(256, 3), "conv4_block4_1_relu">,
    vertex<"conv4_block4_2_bn", batch_normalization{}, "conv4_block4_2_conv">,
    vertex<"conv4_block4_2_relu", detail::keras_resnet50::relu, "conv4_block4_2_bn">,
    vertex<"conv4_block4_3_conv", detail::keras_resnet50::conv(1024, 1, 1), "conv4_block4_2_relu">,
    vertex<"conv4_block4_3_bn", batch_normalization{}, "conv4_block4_3_conv">,
    vertex<"conv4_block4_add", detail::keras_resnet50::add, "conv4_block3_out", "conv4_block4_3_bn">,
    vertex<"conv4_block4_out", detail::keras_resnet50::relu, "conv4_block4_add">,
    // conv4_block5: 256 -> 256 -> 1024
    vertex<"conv4_block5_1_conv", detail::keras_resnet50::conv(256, 1, 1), "conv4_block4_out">,
    vertex<"conv4_block5_1_bn", batch_normalization{}, "conv4_block5_1_conv">,
    vertex<"conv4_block5_1_relu", detail::keras_resnet50::relu, "conv4_block5_1_bn">,
    vertex<"conv4_block5_2_conv", detail::keras_resnet50::conv_same(256, 3), "conv4_block5_1_relu">,
    vertex<"conv4_block5_2_bn", batch_normalization{}, "conv4_block5_2_conv">,
    vertex<"conv4_block5_2_relu", detail::keras_resnet50::relu, "conv4_block5_2_bn">,
    vertex<"conv4_block5_3_conv", detail::keras_resnet50::conv(1024, 1, 1), "conv4_block5_2_relu">,
    vertex<"conv4_block5_3_bn", batch_normalization{}, "conv4_block5_3_conv">,
    vertex<"conv4_block5_add", detail::keras_resnet50::add, "conv4_block4_out", "conv4_block5_3_bn">,
    vertex<"conv4_block5_out", detail::keras_resnet50::relu, "conv4_block5_add">,
    // conv4_block6: 256 -> 256 -> 1024
    vertex<"conv4_block6_1_conv", detail::keras_resnet50::conv(256, 1, 1), "conv4_block5_out">,
    vertex<"conv4_block6_1_bn", batch_normalization{}, "conv4_block6_1_conv">,
    vertex<"conv4_block6_1_relu", detail::keras_resnet50::relu, "conv4_block6_1_bn">,
    vertex<"conv4_block6_2_conv", detail::keras_resnet50::conv_same(256, 3), "conv4_block6_1_relu">,
    vertex<"conv4_block6_2_bn", batch_normalization{}, "conv4_block6_2_conv">,
    vertex<"conv4_block6_2_relu", detail::keras_resnet50::relu, "conv4_block6_2_bn">,
    vertex<"conv4_block6_3_conv", detail::keras_resnet50::conv(1024, 1, 1), "conv4_block6_2_relu">,
    vertex<"conv4_block6_3_bn", batch_normalization{}, "conv4_block6_3_conv">,
    vertex<"conv4_block6_add", detail::keras_resnet50::add, "conv4_block5_out", "conv4_block6_3_bn">,
    vertex<"conv4_block6_out", detail::keras_resnet50::relu, "conv4_block6_add">,
    // conv5_block1: 512 -> 512 -> 2048, stride 2 on the first 1x1, projection shortcut
    vertex<"conv5_block1_0_conv", detail::keras_resnet50::conv(2048, 1, 2), "conv4_block6_out">,
    vertex<"conv5_block1_0_bn", batch_normalization{}, "conv5_block1_0_conv">,
    vertex<"conv5_block1_1_conv", detail::keras_resnet50::conv(512, 1, 2), "conv4_block6_out">,
    vertex<"conv5_block1_1_bn", batch_normalization{}, "conv5_block1_1_conv">,
    vertex<"conv5_block1_1_relu", detail::keras_resnet50::relu, "conv5_block1_1_bn">,
    vertex<"conv5_block1_2_conv", detail::keras_resnet50::conv_same(512, 3), "conv5_block1_1_relu">,
    vertex<"conv5_block1_2_bn", batch_normalization{}, "conv5_block1_2_conv">,
    vertex<"conv5_block1_2_relu", detail::keras_resnet50::relu, "conv5_block1_2_bn">,
    vertex<"conv5_block1_3_conv", detail::keras_resnet50::conv(2048, 1, 1), "conv5_block1_2_relu">,
    vertex<"conv5_block1_3_bn", batch_normalization{}, "conv5_block1_3_conv">,
    vertex<"conv5_block1_add", detail::keras_resnet50::add, "conv5_block1_0_bn", "conv5_block1_3_bn">,
    vertex<"conv5_block1_out", detail::keras_resnet50::relu, "conv5_block1_add">,
    // conv5_block2: 512 -> 512 -> 2048
    vertex<"conv5_block2_1_conv", detail::keras_resnet50::conv(512, 1, 1), "conv5_block1_out">,
    vertex<"conv5_block2_1_bn", batch_normalization{}, "conv5_block2_1_conv">,
    vertex<"conv5_block2_1_relu", detail::keras_resnet50::relu, "conv5_block2_1_bn">,
    vertex<"conv5_block2_2_conv", detail::keras_resnet50::conv_same(512, 3), "conv5_block2_1_relu">,
    vertex<"conv5_block2_2_bn", batch_normalization{}, "conv5_block2_2_conv">,
    vertex<"conv5_block2_2_relu", detail::keras_resnet50::relu, "conv5_block2_2_bn">,
    vertex<"conv5_block2_3_conv", detail::keras_resnet50::conv(2048, 1, 1), "conv5_block2_2_relu">,
    vertex<"conv5_block2_3_bn", batch_normalization{}, "conv5_block2_3_conv">,
    vertex<"conv5_block2_add", detail::keras_resnet50::add, "conv5_block1_out", "conv5_block2_3_bn">,
    vertex<"conv5_block2_out", detail::keras_resnet50::relu, "conv5_block2_add">,
    // conv5_block3: 512 -> 512 -> 2048
    vertex<"conv5_block3_1_conv", detail::keras_resnet50::conv(512, 1, 1), "conv5_block2_out">,
    vertex<"conv5_block3_1_bn", batch_normalization{}, "conv5_block3_1_conv">,
    vertex<"conv5_block3_1_relu", detail::keras_resnet50::relu, "conv5_block3_1_bn">,
    vertex<"conv5_block3_2_conv", detail::keras_resnet50::conv_same(512, 3), "conv5_block3_1_relu">,
    vertex<"conv5_block3_2_bn", batch_normalization{}, "conv5_block3_2_conv">,
    vertex<"conv5_block3_2_relu", detail::keras_resnet50::relu, "conv5_block3_2_bn">,
    vertex<"conv5_block3_3_conv", detail::keras_resnet50::conv(2048, 1, 1), "conv5_block3_2_relu">,
    vertex<"conv5_block3_3_bn", batch_normalization{}, "conv5_block3_3_conv">,
    vertex<"conv5_block3_add", detail::keras_resnet50::add, "conv5_block2_out", "conv5_block3_3_bn">,
    vertex<"conv5_block3_out", detail::keras_resnet50::relu, "conv5_block3_add">,
    vertex<"avg_pool", global_pooling{.type = pooling_type::avg}, "conv5_block3_out">,
    vertex<"predictions", dense{.units = 1000, .activation = activation::softmax}, "avg_pool">,

    outputs<"predictions">>;

}  // namespace netmem::zoo
