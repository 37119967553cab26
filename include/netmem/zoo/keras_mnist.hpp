// netmem/zoo/keras_mnist.hpp
// The two Keras MNIST convnets of published-networks#keras-mnist, layer for layer as Keras builds
// them (Keras Dense is netmem dense; the final softmax Dense is a dense, not a DL4J output layer).
//
// keras_io_mnist_convnet (keras-io "Simple MNIST convnet", examples/vision/mnist_convnet):
//   conv2d 32 3x3 relu (valid)  26x26x32   320
//   max_pool2d 2x2              13x13x32   0
//   conv2d 64 3x3 relu (valid)  11x11x64   18,496
//   max_pool2d 2x2              5x5x64     0       (floor: 11 -> 5)
//   flatten                     1600       0
//   dropout 0.5                 1600       0
//   dense 10 softmax            10         16,010
//   total 34,826, all trainable.
//
// keras_mnist_cnn (Keras 2 examples/mnist_cnn.py):
//   conv2d 32 3x3 relu          26x26x32   320
//   conv2d 64 3x3 relu          24x24x64   18,496
//   max_pool2d 2x2              12x12x64   0
//   dropout 0.25                12x12x64   0
//   flatten                     9216       0
//   dense 128 relu              128        1,179,776
//   dropout 0.5                 128        0
//   dense 10 softmax            10         1,290
//   total 1,199,882.
// Source: the printed model.summary() tables: keras-io examples/vision/md/mnist_convnet.md, Keras 2 mnist_cnn.py.
#pragma once

#include <netmem/netmem.hpp>

namespace netmem::zoo {

/// keras-io "Simple MNIST convnet" (34,826 parameters).
using keras_io_mnist_convnet =
    sequential<input::convolutional{.height = 28, .width = 28, .channels = 1},
               conv2d{.filters = 32, .kernel = {3, 3}, .activation = activation::relu},
               max_pool2d{.kernel = {2, 2}},
               conv2d{.filters = 64, .kernel = {3, 3}, .activation = activation::relu},
               max_pool2d{.kernel = {2, 2}},
               flatten{},
               dropout{.rate = 0.5},
               dense{.units = 10, .activation = activation::softmax}>;

/// Keras 2 examples/mnist_cnn.py (1,199,882 parameters).
using keras_mnist_cnn = sequential<input::convolutional{.height = 28, .width = 28, .channels = 1},
                                   conv2d{.filters = 32, .kernel = {3, 3}, .activation = activation::relu},
                                   conv2d{.filters = 64, .kernel = {3, 3}, .activation = activation::relu},
                                   max_pool2d{.kernel = {2, 2}},
                                   dropout{.rate = 0.25},
                                   flatten{},
                                   dense{.units = 128, .activation = activation::relu},
                                   dropout{.rate = 0.5},
                                   dense{.units = 10, .activation = activation::softmax}>;

}  // namespace netmem::zoo
