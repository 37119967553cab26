// netmem/zoo/dl4j_lenet.hpp
// The DL4J model zoo's LeNet (org.deeplearning4j.zoo.model.LeNet) on 28x28x1 MNIST, 10 classes.
//
// Layers (zoo names): cnn1 conv2d 20 5x5 stride 1, maxpool1 2x2 stride 2, cnn2 conv2d 50 5x5
// stride 1, maxpool2 2x2 stride 2, ffn1 dense 500 relu, output 10 softmax (DL4J OutputLayer).
// Shapes (height x width x channels), truncate mode: 28x28x1 -> 24x24x20 -> 12x12x20 -> 8x8x50 ->
// 4x4x50 -> 500 -> 10; same mode: 28x28x1 -> 28x28x20 -> 14x14x20 -> 14x14x50 -> 7x7x50 -> 500 -> 10.
// Parameters: 431,080 in truncate mode (published: 520 / 0 / 25,050 / 0 / 400,500 / 5,010) and
// 1,256,080 in same mode, which the current zoo source uses (ConvolutionMode.Same): ffn1 then sees
// 7*7*50 = 2,450 inputs. Source: published-networks#dl4j-lenet.
#pragma once

#include <netmem/netmem.hpp>

namespace netmem::zoo {

/// DL4J zoo LeNet with every convolution and pooling layer in `Mode` (DL4J's network-wide
/// ConvolutionMode).
template <padding Mode>
using dl4j_lenet_with = sequential<input::convolutional{.height = 28, .width = 28, .channels = 1},
                                   conv2d{.filters = 20, .kernel = {5, 5}, .stride = {1, 1}, .padding = Mode},
                                   max_pool2d{.kernel = {2, 2}, .stride = {2, 2}, .padding = Mode},
                                   conv2d{.filters = 50, .kernel = {5, 5}, .stride = {1, 1}, .padding = Mode},
                                   max_pool2d{.kernel = {2, 2}, .stride = {2, 2}, .padding = Mode},
                                   dense{.units = 500, .activation = activation::relu},
                                   output{.units = 10, .activation = activation::softmax}>;

/// The published DL4J LeNet (truncate mode): 431,080 parameters.
using dl4j_lenet = dl4j_lenet_with<padding::truncate>;

/// The current DL4J zoo source (ConvolutionMode.Same): 1,256,080 parameters.
using dl4j_lenet_same = dl4j_lenet_with<padding::same>;

}  // namespace netmem::zoo
