// netmem/zoo/keras_mobilenet_v2.hpp
// Keras Applications MobileNetV2 (keras.applications.MobileNetV2, alpha 1.0, 224x224,
// include_top=True; keras/src/applications/mobilenet_v2.py: MobileNetV2, _inverted_res_block), as a
// graph of 155 vertices with Keras's layer names ("block_3_depthwise"). Keras pads "same" except
// before a stride-2 depthwise convolution, where block_i_pad (ZeroPadding2D, correct_pad: 0 rows
// or columns before and 1 after on an even input) precedes a "valid" depthwise convolution.
// Architecture (Sandler et al. 2018, "MobileNetV2: Inverted Residuals and Linear Bottlenecks",
// table 2): a stem conv 32 3x3/2 -> bn -> relu6; 17 inverted residual blocks (expansion t,
// output channels c, repeats n, first stride s): (1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2),
// (6, 64, 4, 2), (6, 96, 3, 1), (6, 160, 3, 2), (6, 320, 1, 1); each block: (t > 1) expand conv
// 1x1 (t x in) -> bn -> relu6, depthwise 3x3 (stride) -> bn -> relu6, project conv 1x1 (c) -> bn
// (linear), and the input added when the stride is 1 and in == c; then conv 1x1 1280 -> bn ->
// relu6, global average pooling, dense 1000. No convolution has a bias; the dense layer has.
// Shapes: 224x224x3 -> 112x112x32 -> ... -> 7x7x320 -> 7x7x1280 -> 1280 -> 1000.
// Parameters (keras.io/api/applications): trainable 3,504,872 (torchvision num_params == Keras
// trainable); with the moving mean and variance of 17,056 batch-norm channels (netmem, Keras and
// DL4J count 4 per channel) 3,538,984 in all (the Keras total), 34,112 non-trainable.
#pragma once

#include <netmem/layers/activation_layer.hpp>
#include <netmem/layers/batch_normalization.hpp>
#include <netmem/layers/conv2d.hpp>
#include <netmem/layers/dense.hpp>
#include <netmem/layers/depthwise_conv2d.hpp>
#include <netmem/layers/global_pooling.hpp>
#include <netmem/layers/zero_padding.hpp>
#include <netmem/network/graph.hpp>
#include <netmem/network/queries.hpp>
#include <netmem/vertices/elementwise.hpp>

namespace netmem::zoo {

namespace detail::keras_mobilenet_v2 {
/// A Keras Conv2D without a bias, padding "same".
constexpr conv2d conv_same(size_type filters, size_type kernel, size_type stride) {
    return {.filters = filters,
            .kernel = {kernel, kernel},
            .stride = {stride, stride},
            .padding = padding::same,
            .use_bias = false};
}
inline constexpr depthwise_conv2d depthwise_same{.kernel = {3, 3}, .padding = padding::same, .use_bias = false};
inline constexpr depthwise_conv2d depthwise_valid_stride2{.kernel = {3, 3}, .stride = {2, 2}, .use_bias = false};
/// correct_pad on an even input: ((0, 1), (0, 1)).
inline constexpr zero_padding2d correct_pad{.padding = {0, 1, 0, 1}};
inline constexpr activation_layer relu6{.activation = activation::relu6};
inline constexpr elementwise add{.op = elementwise_op::add};
}  // namespace detail::keras_mobilenet_v2

/// Keras Applications MobileNetV2 1.0 (ImageNet, 224x224x3 -> 1000 classes).
using keras_mobilenet_v2 = graph<
    inputs<graph_input<"input_1", input::convolutional{.height = 224, .width = 224, .channels = 3}>>,
    vertex<"Conv1", detail::keras_mobilenet_v2::conv_same(32, 3, 2), "input_1">,
    vertex<"bn_Conv1", batch_normalization{}, "Conv1">,
    vertex<"Conv1_relu", detail::keras_mobilenet_v2::relu6, "bn_Conv1">,
    // expanded_conv: 32 -> 16, expansion 1, stride 1
    vertex<"expanded_conv_depthwise", detail::keras_mobilenet_v2::depthwise_same, "Conv1_relu">,
    vertex<"expanded_conv_depthwise_BN", batch_normalization{}, "expanded_conv_depthwise">,
    vertex<"expanded_conv_depthwise_relu", detail::keras_mobilenet_v2::relu6, "expanded_conv_depthwise_BN">,
    vertex<"expanded_conv_project", detail::keras_mobilenet_v2::conv_same(16, 1, 1), "expanded_conv_depthwise_relu">,
    vertex<"expanded_conv_project_BN", batch_normalization{}, "expanded_conv_project">,
    // block_1: 16 -> 24, expansion 6, stride 2
    vertex<"block_1_expand", detail::keras_mobilenet_v2::conv_same(96, 1, 1), "expanded_conv_project_BN">,
    vertex<"block_1_expand_BN", batch_normalization{}, "block_1_expand">,
    vertex<"block_1_expand_relu", detail::keras_mobilenet_v2::relu6, "block_1_expand_BN">,
    vertex<"block_1_pad", detail::keras_mobilenet_v2::correct_pad, "block_1_expand_relu">,
    vertex<"block_1_depthwise", detail::keras_mobilenet_v2::depthwise_valid_stride2, "block_1_pad">,
    vertex<"block_1_depthwise_BN", batch_normalization{}, "block_1_depthwise">,
    vertex<"block_1_depthwise_relu", detail::keras_mobilenet_v2::relu6, "block_1_depthwise_BN">,
    vertex<"block_1_project", detail::keras_mobilenet_v2::conv_same(24, 1, 1), "block_1_depthwise_relu">,
    vertex<"block_1_project_BN", batch_normalization{}, "block_1_project">,
    // block_2: 24 -> 24, expansion 6, stride 1, residual
    vertex<"block_2_expand", detail::keras_mobilenet_v2::conv_same(144, 1, 1), "block_1_project_BN">,
    vertex<"block_2_expand_BN", batch_normalization{}, "block_2_expand">,
    vertex<"block_2_expand_relu", detail::keras_mobilenet_v2::relu6, "block_2_expand_BN">,
    vertex<"block_2_depthwise", detail::keras_mobilenet_v2::depthwise_same, "block_2_expand_relu">,
    vertex<"block_2_depthwise_BN", batch_normalization{}, "block_2_depthwise">,
    vertex<"block_2_depthwise_relu", detail::keras_mobilenet_v2::relu6, "block_2_depthwise_BN">,
    vertex<"block_2_project", detail::keras_mobilenet_v2::conv_same(24, 1, 1), "block_2_depthwise_relu">,
    vertex<"block_2_project_BN", batch_normalization{}, "block_2_project">,
    vertex<"block_2_add", detail::keras_mobilenet_v2::add, "block_1_project_BN", "block_2_project_BN">,
    // block_3: 24 -> 32, expansion 6, stride 2
    vertex<"block_3_expand", detail::keras_mobilenet_v2::conv_same(144, 1, 1), "block_2_add">,
    vertex<"block_3_expand_BN", batch_normalization{}, "block_3_expand">,
    vertex<"block_3_expand_relu", detail::keras_mobilenet_v2::relu6, "block_3_expand_BN">,
    vertex<"block_3_pad", detail::keras_mobilenet_v2::correct_pad, "block_3_expand_relu">,
    vertex<"block_3_depthwise", detail::keras_mobilenet_v2::depthwise_valid_stride2, "block_3_pad">,
    vertex<"block_3_depthwise_BN", batch_normalization{}, "block_3_depthwise">,
    vertex<"block_3_depthwise_relu", detail::keras_mobilenet_v2::relu6, "block_3_depthwise_BN">,
    vertex<"block_3_project", detail::keras_mobilenet_v2::conv_same(32, 1, 1), "block_3_depthwise_relu">,
    vertex<"block_3_project_BN", batch_normalization{}, "block_3_project">,
    // block_4: 32 -> 32, expansion 6, stride 1, residual
    vertex<"block_4_expand", detail::keras_mobilenet_v2::conv_same(192, 1, 1), "block_3_project_BN">,
    vertex<"block_4_expand_BN", batch_normalization{}, "block_4_expand">,
    vertex<"block_4_expand_relu", detail::keras_mobilenet_v2::relu6, "block_4_expand_BN">,
    vertex<"block_4_depthwise", detail::keras_mobilenet_v2::depthwise_same, "block_4_expand_relu">,
    vertex<"block_4_depthwise_BN", batch_normalization{}, "block_4_depthwise">,
    vertex<"block_4_depthwise_relu", detail::keras_mobilenet_v2::relu6, "block_4_depthwise_BN">,
    vertex<"block_4_project", detail::keras_mobilenet_v2::conv_same(32, 1, 1), "block_4_depthwise_relu">,
    vertex<"block_4_project_BN", batch_normalization{}, "block_4_project">,
    vertex<"block_4_add", detail::keras_mobilenet_v2::add, "block_3_project_BN", "block_4_project_BN">,
    // block_5: 32 -> 32, expansion 6, stride 1, residual
    vertex<"block_5_expand", detail::keras_mobilenet_v2::conv_same(192, 1, 1), "block_4_add">,
    vertex<"block_5_expand_BN", batch_normalization{}, "block_5_expand">,
    vertex<"block_5_expand_relu", detail::keras_mobilenet_v2::relu6, "block_5_expand_BN">,
    vertex<"block_5_depthwise", detail::keras_mobilenet_v2::depthwise_same, "block_5_expand_relu">,
    vertex<"block_5_depthwise_BN", batch_normalization{}, "block_5_depthwise">,
    vertex<"block_5_depthwise_relu", detail::keras_mobilenet_v2::relu6, "block_5_depthwise_BN">,
    vertex<"block_5_project", detail::keras_mobilenet_v2::conv_same(32, 1, 1), "block_5_depthwise_relu">,
    vertex<"block_5_project_BN", batch_normalization{}, "block_5_project">,
    vertex<"block_5_add", detail::keras_mobilenet_v2::add, "block_4_add", "block_5_project_BN">,
    // block_6: 32 -> 64, expansion 6, stride 2
    vertex<"block_6_expand", detail::keras_mobilenet_v2::conv_same(192, 1, 1), "block_5_add">,
    vertex<"block_6_expand_BN", batch_normalization{}, "block_6_expand">,
    vertex<"block_6_expand_relu", detail::keras_mobilenet_v2::relu6, "block_6_expand_BN">,
    vertex<"block_6_pad", detail::keras_mobilenet_v2::correct_pad, "block_6_expand_relu">,
    vertex<"block_6_depthwise", detail::keras_mobilenet_v2::depthwise_valid_stride2, "block_6_pad">,
    vertex<"block_6_depthwise_BN", batch_normalization{}, "block_6_depthwise">,
    vertex<"block_6_depthwise_relu", detail::keras_mobilenet_v2::relu6, "block_6_depthwise_BN">,
    vertex<"block_6_project", detail::keras_mobilenet_v2::conv_same(64, 1, 1), "block_6_depthwise_relu">,
    vertex<"block_6_project_BN", batch_normalization{}, "block_6_project">,
    // block_7: 64 -> 64, expansion 6, stride 1, residual
    vertex<"block_7_expand", detail::keras_mobilenet_v2::conv_same(384, 1, 1), "block_6_project_BN">,
    vertex<"block_7_expand_BN", batch_normalization{}, "block_7_expand">,
    vertex<"block_7_expand_relu", detail::keras_mobilenet_v2::relu6, "block_7_expand_BN">,
    vertex<"block_7_depthwise", detail::keras_mobilenet_v2::depthwise_same, "block_7_expand_relu">,
    vertex<"block_7_depthwise_BN", batch_normalization{}, "block_7_depthwise">,
    vertex<"block_7_depthwise_relu", detail::keras_mobilenet_v2::relu6, "block_7_depthwise_BN">,
    vertex<"block_7_project", detail::keras_mobilenet_v2::conv_same(64, 1, 1), "block_7_depthwise_relu">,
    vertex<"block_7_project_BN", batch_normalization{}, "block_7_project">,
    vertex<"block_7_add", detail::keras_mobilenet_v2::add, "block_6_project_BN", "block_7_project_BN">,
    // block_8: 64 -> 64, expansion 6, stride 1, residual
    vertex<"block_8_expand", detail::keras_mobilenet_v2::conv_same(384, 1, 1), "block_7_add">,
    vertex<"block_8_expand_BN", batch_normalization{}, "block_8_expand">,
    vertex<"block_8_expand_relu", detail::keras_mobilenet_v2::relu6, "block_8_expand_BN">,
    vertex<"block_8_depthwise", detail::keras_mobilenet_v2::depthwise_same, "block_8_expand_relu">,
    vertex<"block_8_depthwise_BN", batch_normalization{}, "block_8_depthwise">,
    vertex<"block_8_depthwise_relu", detail::keras_mobilenet_v2::relu6, "block_8_depthwise_BN">,
    vertex<"block_8_project", detail::keras_mobilenet_v2::conv_same(64, 1, 1), "block_8_depthwise_relu">,
    vertex<"block_8_project_BN", batch_normalization{}, "block_8_project">,
    vertex<"block_8_add", detail::keras_mobilenet_v2::add, "block_7_add", "block_8_project_BN">,
    // block_9: 64 -> 64, expansion 6, stride 1, residual
    vertex<"block_9_expand", detail::keras_mobilenet_v2::conv_same(384, 1, 1), "block_8_add">,
    vertex<"block_9_expand_BN", batch_normalization{}, "block_9_expand">,
    vertex<"block_9_expand_relu", detail::keras_mobilenet_v2::relu6, "block_9_expand_BN">,
    vertex<"block_9_depthwise", detail::keras_mobilenet_v2::depthwise_same, "block_9_expand_relu">,
    vertex<"block_9_depthwise_BN", batch_normalization{}, "block_9_depthwise">,
    vertex<"block_9_depthwise_relu", detail::keras_mobilenet_v2::relu6, "block_9_depthwise_BN">,
    vertex<"block_9_project", detail::keras_mobilenet_v2::conv_same(64, 1, 1), "block_9_depthwise_relu">,
    vertex<"block_9_project_BN", batch_normalization{}, "block_9_project">,
    vertex<"block_9_add", detail::keras_mobilenet_v2::add, "block_8_add", "block_9_project_BN">,
    // block_10: 64 -> 96, expansion 6, stride 1
    vertex<"block_10_expand", detail::keras_mobilenet_v2::conv_same(384, 1, 1), "block_9_add">,
    vertex<"block_10_expand_BN", batch_normalization{}, "block_10_expand">,
    vertex<"block_10_expand_relu", detail::keras_mobilenet_v2::relu6, "block_10_expand_BN">,
    vertex<"block_10_depthwise", detail::keras_mobilenet_v2::depthwise_same, "block_10_expand_relu">,
    vertex<"block_10_depthwise_BN", batch_normalization{}, "block_10_depthwise">,
    vertex<"block_10_depthwise_relu", detail::keras_mobilenet_v2::relu6, "block_10_depthwise_BN">,
    vertex<"block_10_project", detail::keras_mobilenet_v2::conv_same(96, 1, 1), "block_10_depthwise_relu">,
    vertex<"block_10_project_BN", batch_normalization{}, "block_10_project">,
    // block_11: 96 -> 96, expansion 6, stride 1, residual
    vertex<"block_11_expand", detail::keras_mobilenet_v2::conv_same(576, 1, 1), "block_10_project_BN">,
    vertex<"block_11_expand_BN", batch_normalization{}, "block_11_expand">,
    vertex<"block_11_expand_relu", detail::keras_mobilenet_v2::relu6, "block_11_expand_BN">,
    vertex<"block_11_depthwise", detail::keras_mobilenet_v2::depthwise_same, "block_11_expand_relu">,
    vertex<"block_11_depthwise_BN", batch_normalization{}, "block_11_depthwise">,
    vertex<"block_11_depthwise_relu", detail::keras_mobilenet_v2::relu6, "block_11_depthwise_BN">,
    vertex<"block_11_project", detail::keras_mobilenet_v2::conv_same(96, 1, 1), "block_11_depthwise_relu">,
    vertex<"block_11_project_BN", batch_normalization{}, "block_11_project">,
    vertex<"block_11_add", detail::keras_mobilenet_v2::add, "block_10_project_BN", "block_11_project_BN">,
    // block_12: 96 -> 96, expansion 6, stride 1, residual
    vertex<"block_12_expand", detail::keras_mobilenet_v2::conv_same(576, 1, 1), "block_11_add">,
    vertex<"block_12_expand_BN", batch_normalization{}, "block_12_expand">,
    vertex<"block_12_expand_relu", detail::keras_mobilenet_v2::relu6, "block_12_expand_BN">,
    vertex<"block_12_depthwise", detail::keras_mobilenet_v2::depthwise_same, "block_12_expand_relu">,
    vertex<"block_12_depthwise_BN", batch_normalization{}, "block_12_depthwise">,
    vertex<"block_12_depthwise_relu", detail::keras_mobilenet_v2::relu6, "block_12_depthwise_BN">,
    vertex<"block_12_project", detail::keras_mobilenet_v2::conv_same(96, 1, 1), "block_12_depthwise_relu">,
    vertex<"block_12_project_BN", batch_normalization{}, "block_12_project">,
    vertex<"block_12_add", detail::keras_mobilenet_v2::add, "block_11_add", "block_12_project_BN">,
    // block_13: 96 -> 160, expansion 6, stride 2
    vertex<"block_13_expand", detail::keras_mobilenet_v2::conv_same(576, 1, 1), "block_12_add">,
    vertex<"block_13_expand_BN", batch_normalization{}, "block_13_expand">,
    vertex<"block_13_expand_relu", detail::keras_mobilenet_v2::relu6, "block_13_expand_BN">,
    vertex<"block_13_pad", detail::keras_mobilenet_v2::correct_pad, "block_13_expand_relu">,
    vertex<"block_13_depthwise", detail::keras_mobilenet_v2::depthwise_valid_stride2, "block_13_pad">,
    vertex<"block_13_depthwise_BN", batch_normalization{}, "block_13_depthwise">,
    vertex<"block_13_depthwise_relu", detail::keras_mobilenet_v2::relu6, "block_13_depthwise_BN">,
    vertex<"block_13_project", detail::keras_mobilenet_v2::conv_same(160, 1, 1), "block_13_depthwise_relu">,
    vertex<"block_13_project_BN", batch_normalization{}, "block_13_project">,
    // block_14: 160 -> 160, expansion 6, stride 1, residual
    vertex<"block_14_expand", detail::keras_mobilenet_v2::conv_same(960, 1, 1), "block_13_project_BN">,
    vertex<"block_14_expand_BN", batch_normalization{}, "block_14_expand">,
    vertex<"block_14_expand_relu", detail::keras_mobilenet_v2::relu6, "block_14_expand_BN">,
    vertex<"block_14_depthwise", detail::keras_mobilenet_v2::depthwise_same, "block_14_expand_relu">,
    vertex<"block_14_depthwise_BN", batch_normalization{}, "block_14_depthwise">,
    vertex<"block_14_depthwise_relu", detail::keras_mobilenet_v2::relu6, "block_14_depthwise_BN">,
    vertex<"block_14_project", detail::keras_mobilenet_v2::conv_same(160, 1, 1), "block_14_depthwise_relu">,
    vertex<"block_14_project_BN", batch_normalization{}, "block_14_project">,
    vertex<"block_14_add", detail::keras_mobilenet_v2::add, "block_13_project_BN", "block_14_project_BN">,
    // block_15: 160 -> 160, expansion 6, stride 1, residual
    vertex<"block_15_expand", detail::keras_mobilenet_v2::conv_same(960, 1, 1), "block_14_add">,
    vertex<"block_15_expand_BN", batch_normalization{}, "block_15_expand">,
    vertex<"block_15_expand_relu", detail::keras_mobilenet_v2::relu6, "block_15_expand_BN">,
    vertex<"block_15_depthwise", detail::keras_mobilenet_v2::depthwise_same, "block_15_expand_relu">,
    vertex<"block_15_depthwise_BN", batch_normalization{}, "block_15_depthwise">,
    vertex<"block_15_depthwise_relu", detail::keras_mobilenet_v2::relu6, "block_15_depthwise_BN">,
    vertex<"block_15_project", detail::keras_mobilenet_v2::conv_same(160, 1, 1), "block_15_depthwise_relu">,
    vertex<"block_15_project_BN", batch_normalization{}, "block_15_project">,
    vertex<"block_15_add", detail::keras_mobilenet_v2::add, "block_14_add", "block_15_project_BN">,
    // block_16: 160 -> 320, expansion 6, stride 1
    vertex<"block_16_expand", detail::keras_mobilenet_v2::conv_same(960, 1, 1), "block_15_add">,
    vertex<"block_16_expand_BN", batch_normalization{}, "block_16_expand">,
    vertex<"block_16_expand_relu", detail::keras_mobilenet_v2::relu6, "block_16_expand_BN">,
    vertex<"block_16_depthwise", detail::keras_mobilenet_v2::depthwise_same, "block_16_expand_relu">,
    vertex<"block_16_depthwise_BN", batch_normalization{}, "block_16_depthwise">,
    vertex<"block_16_depthwise_relu", detail::keras_mobilenet_v2::relu6, "block_16_depthwise_BN">,
    vertex<"block_16_project", detail::keras_mobilenet_v2::conv_same(320, 1, 1), "block_16_depthwise_relu">,
    vertex<"block_16_project_BN", batch_normalization{}, "block_16_project">,
    vertex<"Conv_1", detail::keras_mobilenet_v2::conv_same(1280, 1, 1), "block_16_project_BN">,
    vertex<"Conv_1_bn", batch_normalization{}, "Conv_1">,
    vertex<"out_relu", detail::keras_mobilenet_v2::relu6, "Conv_1_bn">,
    vertex<"global_average_pooling2d", global_pooling{.type = pooling_type::avg}, "out_relu">,
    vertex<"predictions", dense{.units = 1000, .activation = activation::softmax}, "global_average_pooling2d">,

    outputs<"predictions">>;

}  // namespace netmem::zoo
