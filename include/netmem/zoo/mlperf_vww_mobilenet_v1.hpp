// netmem/zoo/mlperf_vww_mobilenet_v1.hpp
// MLPerf Tiny visual wake words (vww01): MobileNetV1 with width multiplier alpha = 0.25, from
// mlcommons/tiny benchmark/training/visual_wake_words/vww_model.py (mobilenet_v1), as the Keras
// layer stack (mlcommons/tiny visual_wake_words/vww_model.py). Plain ReLU (not ReLU6), every convolution padding
// "same" with a bias, batch normalization after every convolution, no dropout.
//
// Input: convolutional(96, 96, 3).
// Layers: conv2d 8, 3x3, stride 2 -> 48x48x8; then 13 depthwise-separable blocks
//         [depthwise_conv2d 3x3 (stride 1 or 2); batch_normalization; relu;
//          conv2d 1x1; batch_normalization; relu] with (stride, filters):
//         (1, 16) (2, 32) (1, 32) (2, 64) (1, 64) (2, 128) 5 x (1, 128) (2, 256) (1, 256)
//         -> 48x48x16, 24x24x32, 24x24x32, 12x12x64, 12x12x64, 6x6x128 (x6), 3x3x256 (x2);
//         avg_pool2d 3x3 (valid, stride 3) -> 1x1x256; flatten -> 256; output 2 softmax.
//         Stride-2 layers use TensorFlow's asymmetric "same" padding: out = ceil(in / 2).
// Parameters: Keras total 221,794, trainable 216,322, non-trainable 5,472 (published-networks#vww-mobilenetv1,
// read from mlcommons/tiny vww_96.h5).
#pragma once

#include <netmem/netmem.hpp>
#include <netmem/zoo/detail/depthwise_separable.hpp>

namespace netmem::zoo {

namespace detail::mobilenet_v1 {
using namespace depthwise_separable;  // depthwise(stride), bn, relu, pointwise(filters)

/// The layer listing, one depthwise-separable block per line.
using network = sequential<
    input::convolutional{.height = 96, .width = 96, .channels = 3},
    conv2d{.filters = 8, .kernel = {3, 3}, .stride = {2, 2}, .padding = padding::same}, bn, relu,
    depthwise(1), bn, relu, pointwise(16), bn, relu,   // block 1: 48x48x8 -> 48x48x16
    depthwise(2), bn, relu, pointwise(32), bn, relu,   // block 2: stride 2 -> 24x24x32
    depthwise(1), bn, relu, pointwise(32), bn, relu,   // block 3: 24x24x32
    depthwise(2), bn, relu, pointwise(64), bn, relu,   // block 4: stride 2 -> 12x12x64
    depthwise(1), bn, relu, pointwise(64), bn, relu,   // block 5: 12x12x64
    depthwise(2), bn, relu, pointwise(128), bn, relu,  // block 6: stride 2 -> 6x6x128
    depthwise(1), bn, relu, pointwise(128), bn, relu,  // blocks 7-11: 5 x 6x6x128
    depthwise(1), bn, relu, pointwise(128), bn, relu,
    depthwise(1), bn, relu, pointwise(128), bn, relu,
    depthwise(1), bn, relu, pointwise(128), bn, relu,
    depthwise(1), bn, relu, pointwise(128), bn, relu,
    depthwise(2), bn, relu, pointwise(256), bn, relu,  // block 12: stride 2 -> 3x3x256
    depthwise(1), bn, relu, pointwise(256), bn, relu,  // block 13: 3x3x256
    avg_pool2d{.kernel = {3, 3}},  // stride 0 = the window (Keras strides=None), padding valid
    flatten{},
    output{.units = 2, .activation = activation::softmax}>;
}  // namespace detail::mobilenet_v1

/// MLPerf Tiny VWW MobileNetV1 (alpha 0.25, 96x96x3): 221,794 parameters, 216,322 trainable.
using mlperf_vww_mobilenet_v1 = detail::mobilenet_v1::network;

}  // namespace netmem::zoo
