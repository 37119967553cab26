// netmem/zoo/vgg16.hpp
// VGG-16 (Simonyan and Zisserman 2015, "Very Deep Convolutional Networks for Large-Scale Image
// Recognition", configuration D) on ImageNet, as Keras Applications builds it
// (keras.applications.VGG16, include_top=True; torchvision.models.vgg16 has the same layers and
// count). A sequential network; the comments give Keras's layer names.
//
// Input: convolutional(224, 224, 3). Every convolution is 3x3, stride 1, padding same, relu, with
// a bias; every pooling is max 2x2 / 2.
//   block1: conv 64, conv 64, pool              224x224x64  -> 112x112x64
//   block2: conv 128, conv 128, pool            112x112x128 -> 56x56x128
//   block3: conv 256 x 3, pool                  56x56x256   -> 28x28x256
//   block4: conv 512 x 3, pool                  28x28x512   -> 14x14x512
//   block5: conv 512 x 3, pool                  14x14x512   -> 7x7x512
//   flatten 25,088 -> fc1 4096 relu -> fc2 4096 relu -> predictions 1000 softmax
// Parameters: 138,357,544, all trainable (Keras and torchvision, keras.io/api/applications).
#pragma once

#include <netmem/layers/conv2d.hpp>
#include <netmem/layers/dense.hpp>
#include <netmem/layers/flatten.hpp>
#include <netmem/layers/pooling2d.hpp>
#include <netmem/network/queries.hpp>
#include <netmem/network/sequential.hpp>

namespace netmem::zoo {

namespace detail::vgg16 {
/// Conv2D(filters, 3, padding="same", activation="relu") with a bias.
constexpr conv2d conv(size_type filters) {
    return {.filters = filters, .kernel = {3, 3}, .padding = padding::same, .activation = activation::relu};
}
inline constexpr max_pool2d pool{.kernel = {2, 2}, .stride = {2, 2}};
}  // namespace detail::vgg16

/// VGG-16 (ImageNet, 224x224x3 -> 1000 classes).
using vgg16 = sequential<input::convolutional{.height = 224, .width = 224, .channels = 3},
                         detail::vgg16::conv(64),   // block1_conv1
                         detail::vgg16::conv(64),   // block1_conv2
                         detail::vgg16::pool,       // block1_pool
                         detail::vgg16::conv(128),  // block2_conv1
                         detail::vgg16::conv(128),  // block2_conv2
                         detail::vgg16::pool,       // block2_pool
                         detail::vgg16::conv(256),  // block3_conv1
                         detail::vgg16::conv(256),  // block3_conv2
                         detail::vgg16::conv(256),  // block3_conv3
                         detail::vgg16::pool,       // block3_pool
                         detail::vgg16::conv(512),  // block4_conv1
                         detail::vgg16::conv(512),  // block4_conv2
                         detail::vgg16::conv(512),  // block4_conv3
                         detail::vgg16::pool,       // block4_pool
                         detail::vgg16::conv(512),  // block5_conv1
                         detail::vgg16::conv(512),  // block5_conv2
                         detail::vgg16::conv(512),  // block5_conv3
                         detail::vgg16::pool,       // block5_pool
                         flatten{},                 // flatten
                         dense{.units = 4096, .activation = activation::relu},     // fc1
                         dense{.units = 4096, .activation = activation::relu},     // fc2
                         dense{.units = 1000, .activation = activation::softmax}>;  // predictions

}  // namespace netmem::zoo
