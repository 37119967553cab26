// netmem/zoo/resnet50.hpp
// torchvision ResNet-50 (He et al. 2016, "Deep Residual Learning for Image Recognition";
// torchvision.models.resnet50, the "v1.5" bottleneck with the stride on the 3x3 convolution) on
// ImageNet, as a graph of 174 vertices. Vertex names are torchvision's module names
// ("layer2.0.downsample.0"), plus ".relu1" / ".relu2" / ".relu3" and ".add" for the functional parts.
//
// Input: convolutional(224, 224, 3).
// Stem: conv 64 7x7/2 pad 3 (no bias) -> bn -> relu -> max pool 3x3/2 pad 1          56x56x64
// layer1..layer4: 3, 4, 6, 3 Bottlenecks of width 64, 128, 256, 512: conv 1x1 (width) -> bn ->
//   relu -> conv 3x3 pad 1 (width, stride 2 in the first block of layer2..4) -> bn -> relu ->
//   conv 1x1 (4 x width) -> bn, add the shortcut, relu. Every convolution has no bias. The first
//   block of each layer has a downsample shortcut conv 1x1 (4 x width, its stride) -> bn.
//                                              56x56x256, 28x28x512, 14x14x1024, 7x7x2048
// Head: average pooling 7x7 -> 1x1x2048 (torchvision's adaptive pool at 224x224), fc 2048 -> 1000.
// Parameters: trainable 25,557,032 (torchvision num_params, which counts batch norm as 2 per
// channel, published-networks#imagenet-classifiers). netmem's batch_normalization also counts the running mean
// and variance (DL4J and Keras: 4 per channel, 2 trainable): 26,560 batch-norm channels add 53,120
// non-trainable values, 25,610,152 in all.
#pragma once

#include <netmem/layers/activation_layer.hpp>
#include <netmem/layers/batch_normalization.hpp>
#include <netmem/layers/conv2d.hpp>
#include <netmem/layers/dense.hpp>
#include <netmem/layers/pooling2d.hpp>
#include <netmem/network/graph.hpp>
#include <netmem/network/queries.hpp>
#include <netmem/vertices/elementwise.hpp>
#include <netmem/zoo/detail/torchvision.hpp>

namespace netmem::zoo {

namespace detail::resnet50 {
/// A torchvision convolution: no bias, symmetric zero padding `pad` (zoo/detail/torchvision.hpp).
inline constexpr auto conv = &torchvision_conv;
inline constexpr activation_layer relu{.activation = activation::relu};
inline constexpr elementwise add{.op = elementwise_op::add};
}  // namespace detail::resnet50

/// torchvision ResNet-50 (ImageNet, 224x224x3 -> 1000 classes).
using resnet50 = graph<
    inputs<graph_input<"input", input::convolutional{.height = 224, .width = 224, .channels = 3}>>,
    vertex<"conv1", detail::resnet50::conv(64, 7, 2, 3), "input">,
    vertex<"bn1", batch_normalization{}, "conv1">,
    vertex<"relu", detail::resnet50::relu, "bn1">,
    vertex<"maxpool", max_pool2d{.kernel = {3, 3}, .stride = {2, 2}, .explicit_padding = {1, 1}}, "relu">,
    // layer1.0: Bottleneck 64 -> 64 -> 256, stride 1 on conv2, downsample
    vertex<"layer1.0.conv1", detail::resnet50::conv(64, 1, 1, 0), "maxpool">,
    vertex<"layer1.0.bn1", batch_normalization{}, "layer1.0.conv1">,
    vertex<"layer1.0.relu1", detail::resnet50::relu, "layer1.0.bn1">,
    vertex<"layer1.0.conv2", detail::resnet50::conv(64, 3, 1, 1), "layer1.0.relu1">,
    vertex<"layer1.0.bn2", batch_normalization{}, "layer1.0.conv2">,
    vertex<"layer1.0.relu2", detail::resnet50::relu, "layer1.0.bn2">,
    vertex<"layer1.0.conv3", detail::resnet50::conv(256, 1, 1, 0), "layer1.0.relu2">,
    vertex<"layer1.0.bn3", batch_normalization{}, "layer1.0.conv3">,
    vertex<"layer1.0.downsample.0", detail::resnet50::conv(256, 1, 1, 0), "maxpool">,
    vertex<"layer1.0.downsample.1", batch_normalization{}, "layer1.0.downsample.0">,
    vertex<"layer1.0.add", detail::resnet50::add, "layer1.0.bn3", "layer1.0.downsample.1">,
    vertex<"layer1.0.relu3", detail::resnet50::relu, "layer1.0.add">,
    // layer1.1: Bottleneck 64 -> 64 -> 256
    vertex<"layer1.1.conv1", detail::resnet50::conv(64, 1, 1, 0), "layer1.0.relu3">,
    vertex<"layer1.1.bn1", batch_normalization{}, "layer1.1.conv1">,
    vertex<"layer1.1.relu1", detail::resnet50::relu, "layer1.1.bn1">,
    vertex<"layer1.1.conv2", detail::resnet50::conv(64, 3, 1, 1), "layer1.1.relu1">,
    vertex<"layer1.1.bn2", batch_normalization{}, "layer1.1.conv2">,
    vertex<"layer1.1.relu2", detail::resnet50::relu, "layer1.1.bn2">,
    vertex<"layer1.1.conv3", detail::resnet50::conv(256, 1, 1, 0), "layer1.1.relu2">,
    vertex<"layer1.1.bn3", batch_normalization{}, "layer1.1.conv3">,
    vertex<"layer1.1.add", detail::resnet50::add, "layer1.1.bn3", "layer1.0.relu3">,
    vertex<"layer1.1.relu3", detail::resnet50::relu, "layer1.1.add">,
    // layer1.2: Bottleneck 64 -> 64 -> 256
    vertex<"layer1.2.conv1", detail::resnet50::conv(64, 1, 1, 0), "layer1.1.relu3">,
    vertex<"layer1.2.bn1", batch_normalization{}, "layer1.2.conv1">,
    vertex<"layer1.2.relu1", detail::resnet50::relu, "layer1.2.bn1">,
    vertex<"layer1.2.conv2", detail::resnet50::conv(64, 3, 1, 1), "layer1.2.relu1">,
    vertex<"layer1.2.bn2", batch_normalization{}, "layer1.2.conv2">,
    vertex<"layer1.2.relu2", detail::resnet50::relu, "layer1.2.bn2">,
    vertex<"layer1.2.conv3", detail::resnet50::conv(256, 1, 1, 0), "layer1.2.relu2">,
    vertex<"layer1.2.bn3", batch_normalization{}, "layer1.2.conv3">,
    vertex<"layer1.2.add", detail::resnet50::add, "layer1.2.bn3", "layer1.1.relu3">,
    vertex<"layer1.2.relu3", detail::resnet50::relu, "layer1.2.add">,
    // layer2.0: Bottleneck 128 -> 128 -> 512, stride 2 on conv2, downsample
    vertex<"layer2.0.conv1", detail::resnet50::conv(128, 1, 1, 0), "layer1.2.relu3">,
    vertex<"layer2.0.bn1", batch_normalization{}, "layer2.0.conv1">,
    vertex<"layer2.0.relu1", detail::resnet50::relu, "layer2.0.bn1">,
    vertex<"layer2.0.conv2", detail::resnet50::conv(128, 3, 2, 1), "layer2.0.relu1">,
    vertex<"layer2.0.bn2", batch_normalization{}, "layer2.0.conv2">,
    vertex<"layer2.0.relu2", detail::resnet50::relu, "layer2.0.bn2">,
    vertex<"layer2.0.conv3", detail::resnet50::conv(512, 1, 1, 0), "layer2.0.relu2">,
    vertex<"layer2.0.bn3", batch_normalization{}, "layer2.0.conv3">,
    vertex<"layer2.0.downsample.0", detail::resnet50::conv(512, 1, 2, 0), "layer1.2.relu3">,
    vertex<"layer2.0.downsample.1", batch_normalization{}, "layer2.0.downsample.0">,
    vertex<"layer2.0.add", detail::resnet50::add, "layer2.0.bn3", "layer2.0.downsample.1">,
    vertex<"layer2.0.relu3", detail::resnet50::relu, "layer2.0.add">,
    // layer2.1: Bottleneck 128 -> 128 -> 512
    vertex<"layer2.1.conv1", detail::resnet50::conv(128, 1, 1, 0), "layer2.0.relu3">,
    vertex<"layer2.1.bn1", batch_normalization{}, "layer2.1.conv1">,
    vertex<"layer2.1.relu1", detail::resnet50::relu, "layer2.1.bn1">,
    vertex<"layer2.1.conv2", detail::resnet50::conv(128, 3, 1, 1), "layer2.1.relu1">,
    vertex<"layer2.1.bn2", batch_normalization{}, "layer2.1.conv2">,
    vertex<"layer2.1.relu2", detail::resnet50::relu, "layer2.1.bn2">,
    vertex<"layer2.1.conv3", detail::resnet50::conv(512, 1, 1, 0), "layer2.1.relu2">,
    vertex<"layer2.1.bn3", batch_normalization{}, "layer2.1.conv3">,
    vertex<"layer2.1.add", detail::resnet50::add, "layer2.1.bn3", "layer2.0.relu3">,
    vertex<"layer2.1.relu3", detail::resnet50::relu, "layer2.1.add">,
    // layer2.2: Bottleneck 128 -> 128 -> 512
    vertex<"layer2.2.conv1", detail::resnet50::conv(128, 1, 1, 0), "layer2.1.relu3">,
    vertex<"layer2.2.bn1", batch_normalization{}, "layer2.2.conv1">,
    vertex<"layer2.2.relu1", detail::resnet50::relu, "layer2.2.bn1">,
    vertex<"layer2.2.conv2", detail::resnet50::conv(128, 3, 1, 1), "layer2.2.relu1">,
    vertex<"layer2.2.bn2", batch_normalization{}, "layer2.2.conv2">,
    vertex<"layer2.2.relu2", detail::resnet50::relu, "layer2.2.bn2">,
    vertex<"layer2.2.conv3", detail::resnet50::conv(512, 1, 1, 0), "layer2.2.relu2">,
    vertex<"layer2.2.bn3", batch_normalization{}, "layer2.2.conv3">,
    vertex<"layer2.2.add", detail::resnet50::add, "layer2.2.bn3", "layer2.1.relu3">,
    vertex<"layer2.2.relu3", detail::resnet50::relu, "layer2.2.add">,
    // layer2.3: Bottleneck 128 -> 128 -> 512
    vertex<"layer2.3.conv1", detail::resnet50::conv(128, 1, 1, 0), "layer2.2.relu3">,
    vertex<"layer2.3.bn1", batch_normalization{}, "layer2.3.conv1">,
    vertex<"layer2.3.relu1", detail::resnet50::relu, "layer2.3.bn1">,
    vertex<"layer2.3.conv2", detail::resnet50::conv(128, 3, 1, 1), "layer2.3.relu1">,
    vertex<"layer2.3.bn2", batch_normalization{}, "layer2.3.conv2">,
    vertex<"layer2.3.relu2", detail::resnet50::relu, "layer2.3.bn2">,
    vertex<"layer2.3.conv3", detail::resnet50::conv(512, 1, 1, 0), "layer2.3.relu2">,
    vertex<"layer2.3.bn3", batch_normalization{}, "layer2.3.conv3">,
    vertex<"layer2.3.add", detail::resnet50::add, "layer2.3.bn3", "layer2.2.relu3">,
    vertex<"layer2.3.relu3", detail::resnet50::relu, "layer2.3.add">,
    // layer3.0: Bottleneck 256 -> 256 -> 1024, stride 2 on conv2, downsample
    vertex<"layer3.0.conv1", detail::resnet50::conv(256, 1, 1, 0), "layer2.3.relu3">,
    vertex<"layer3.0.bn1", batch_normalization{}, "layer3.0.conv1">,
    vertex<"layer3.0.relu1", detail::resnet50::relu, "layer3.0.bn1">,
    vertex<"layer3.0.conv2", detail::resnet50::conv(256, 3, 2, 1), "layer3.0.relu1">,
    vertex<"layer3.0.bn2", batch_normalization{}, "layer3.0.conv2">,
    vertex<"layer3.0.relu2", detail::resnet50::relu, "layer3.0.bn2">,
    vertex<"layer3.0.conv3", detail::resnet50::conv(1024, 1, 1, 0), "layer3.0.relu2">,
    vertex<"layer3.0.bn3", batch_normalization{}, "layer3.0.conv3">,
    vertex<"layer3.0.downsample.0", detail::resnet50::conv(1024, 1, 2, 0), "layer2.3.relu3">,
    vertex<"layer3.0.downsample.1", batch_normalization{}, "layer3.0.downsample.0">,
    vertex<"layer3.0.add", detail::resnet50::add, "layer3.0.bn3", "layer3.0.downsample.1">,
    vertex<"layer3.0.relu3", detail::resnet50::relu, "layer3.0.add">,
    // layer3.1: Bottleneck 256 -> 256 -> 1024
    vertex<"layer3.1.conv1", detail::resnet50::conv(256, 1, 1, 0), "layer3.0.relu3">,
    vertex<"layer3.1.bn1", batch_normalization{}, "layer3.1.conv1">,
    vertex<"layer3.1.relu1", detail::resnet50::relu, "layer3.1.bn1">,
    vertex<"layer3.1.conv2", detail::resnet50::conv(256, 3, 1, 1), "layer3.1.relu1">,
    vertex<"layer3.1.bn2", batch_normalization{}, "layer3.1.conv2">,
    vertex<"layer3.1.relu2", detail::resnet50::relu, "layer3.1.bn2">,
    vertex<"layer3.1.conv3", detail::resnet50::conv(1024, 1, 1, 0), "layer3.1.relu2">,
    vertex<"layer3.1.bn3", batch_normalization{}, "layer3.1.conv3">,
    vertex<"layer3.1.add", detail::resnet50::add, "layer3.1.bn3", "layer3.0.relu3">,
    vertex<"layer3.1.relu3", detail::resnet50::relu, "layer3.1.add">,
    // layer3.2: Bottleneck 256 -> 256 -> 1024
    vertex<"layer3.2.conv1", detail::resnet50::conv(256, 1, 1, 0), "layer3.1.relu3">,
    vertex<"layer3.2.bn1", batch_normalization{}, "layer3.2.conv1">,
    vertex<"layer3.2.relu1", detail::resnet50::relu, "layer3.2.bn1">,
    vertex<"layer3.2.conv2", detail::resnet50::conv(256, 3, 1, 1), "layer3.2.relu1">,
    vertex<"layer3.2.bn2", batch_normalization{}, "layer3.2.conv2">,
    vertex<"layer3.2.relu2", detail::resnet50::relu, "layer3.2.bn2">,
    vertex<"layer3.2.conv3", detail::resnet50::conv(1024, 1, 1, 0), "layer3.2.relu2">,
    vertex<"layer3.2.bn3", batch_normalization{}, "layer3.2.conv3">,
    vertex<"layer3.2.add", detail::resnet50::add, "layer3.2.bn3", "layer3.1.relu3">,
    vertex<"layer3.2.relu3", detail::resnet50::relu, "layer3.2.add">,
    // layer3.3: Bottleneck 256 -> 256 -> 1024
    vertex<"layer3.3.conv1", detail::resnet50::conv(256, 1, 1, 0), "layer3.2.relu3">,
    vertex<"layer3.3.bn1", batch_normalization{}, "layer3.3.conv1">,
    vertex<"layer3.3.relu1", detail::resnet50::relu, "layer3.3.bn1">,
    vertex<"layer3.3.conv2", detail::resnet50::conv(256, 3, 1, 1), "layer3.3.relu1">,
    vertex<"layer3.3.bn2", batch_normalization{}, "layer3.3.conv2">,
    vertex<"layer3.3.relu2", detail::resnet50::relu, "layer3.3.bn2">,
    vertex<"layer3.3.conv3", detail::resnet50::conv(1024, 1, 1, 0), "layer3.3.relu2">,
    vertex<"layer3.3.bn3", batch_normalization{}, "layer3.3.conv3">,
    vertex<"layer3.3.add", detail::resnet50::add, "layer3.3.bn3", "layer3.2.relu3">,
    vertex<"layer3.3.relu3", detail::resnet50::relu, "layer3.3.add">,
    // layer3.4: Bottleneck 256 -> 256 -> 1024
    vertex<"layer3.4.conv1", detail::resnet50::conv(256, 1, 1, 0), "layer3.3.relu3">,
    vertex<"layer3.4.bn1", batch_normalization{}, "layer3.4.conv1">,
    vertex<"layer3.4.relu1", detail::resnet50::relu, "layer3.4.bn1">,
    vertex<"layer3.4.conv2", detail::resnet50::conv(256, 3, 1, 1), "layer3.4.relu1">,
    vertex<"layer3.4.bn2", batch_normalization{}, "layer3.4.conv2">,
    vertex<"layer3.4.relu2", detail::resnet50::relu, "layer3.4.bn2">,
    vertex<"layer3.4.conv3", detail::resnet50::conv(1024, 1, 1, 0), "layer3.4.relu2">,
    vertex<"layer3.4.bn3", batch_normalization{}, "layer3.4.conv3">,
    vertex<"layer3.4.add", detail::resnet50::add, "layer3.4.bn3", "layer3.3.relu3">,
    vertex<"layer3.4.relu3", detail::resnet50::relu, "layer3.4.add">,
    // layer3.5: Bottleneck 256 -> 256 -> 1024
    vertex<"layer3.5.conv1", detail::resnet50::conv(256, 1, 1, 0), "layer3.4.relu3">,
    vertex<"layer3.5.bn1", batch_normalization{}, "layer3.5.conv1">,
    vertex<"layer3.5.relu1", detail::resnet50::relu, "layer3.5.bn1">,
    vertex<"layer3.5.conv2", detail::resnet50::conv(256, 3, 1, 1), "layer3.5.relu1">,
    vertex<"layer3.5.bn2", batch_normalization{}, "layer3.5.conv2">,
    vertex<"layer3.5.relu2", detail::resnet50::relu, "layer3.5.bn2">,
    vertex<"layer3.5.conv3", detail::resnet50::conv(1024, 1, 1, 0), "layer3.5.relu2">,
    vertex<"layer3.5.bn3", batch_normalization{}, "layer3.5.conv3">,
    vertex<"layer3.5.add", detail::resnet50::add, "layer3.5.bn3", "layer3.4.relu3">,
    vertex<"layer3.5.relu3", detail::resnet50::relu, "layer3.5.add">,
    // layer4.0: Bottleneck 512 -> 512 -> 2048, stride 2 on conv2, downsample
    vertex<"layer4.0.conv1", detail::resnet50::conv(512, 1, 1, 0), "layer3.5.relu3">,
    vertex<"layer4.0.bn1", batch_normalization{}, "layer4.0.conv1">,
    vertex<"layer4.0.relu1", detail::resnet50::relu, "layer4.0.bn1">,
    vertex<"layer4.0.conv2", detail::resnet50::conv(512, 3, 2, 1), "layer4.0.relu1">,
    vertex<"layer4.0.bn2", batch_normalization{}, "layer4.0.conv2">,
    vertex<"layer4.0.relu2", detail::resnet50::relu, "layer4.0.bn2">,
    vertex<"layer4.0.conv3", detail::resnet50::conv(2048, 1, 1, 0), "layer4.0.relu2">,
    vertex<"layer4.0.bn3", batch_normalization{}, "layer4.0.conv3">,
    vertex<"layer4.0.downsample.0", detail::resnet50::conv(2048, 1, 2, 0), "layer3.5.relu3">,
    vertex<"layer4.0.downsample.1", batch_normalization{}, "layer4.0.downsample.0">,
    vertex<"layer4.0.add", detail::resnet50::add, "layer4.0.bn3", "layer4.0.downsample.1">,
    vertex<"layer4.0.relu3", detail::resnet50::relu, "layer4.0.add">,
    // layer4.1: Bottleneck 512 -> 512 -> 2048
    vertex<"layer4.1.conv1", detail::resnet50::conv(512, 1, 1, 0), "layer4.0.relu3">,
    vertex<"layer4.1.bn1", batch_normalization{}, "layer4.1.conv1">,
    vertex<"layer4.1.relu1", detail::resnet50::relu, "layer4.1.bn1">,
    vertex<"layer4.1.conv2", detail::resnet50::conv(512, 3, 1, 1), "layer4.1.relu1">,
    vertex<"layer4.1.bn2", batch_normalization{}, "layer4.1.conv2">,
    vertex<"layer4.1.relu2", detail::resnet50::relu, "layer4.1.bn2">,
    vertex<"layer4.1.conv3", detail::resnet50::conv(2048, 1, 1, 0), "layer4.1.relu2">,
    vertex<"layer4.1.bn3", batch_normalization{}, "layer4.1.conv3">,
    vertex<"layer4.1.add", detail::resnet50::add, "layer4.1.bn3", "layer4.0.relu3">,
    vertex<"layer4.1.relu3", detail::resnet50::relu, "layer4.1.add">,
    // layer4.2: Bottleneck 512 -> 512 -> 2048
    vertex<"layer4.2.conv1", detail::resnet50::conv(512, 1, 1, 0), "layer4.1.relu3">,
    vertex<"layer4.2.bn1", batch_normalization{}, "layer4.2.conv1">,
    vertex<"layer4.2.relu1", detail::resnet50::relu, "layer4.2.bn1">,
    vertex<"layer4.2.conv2", detail::resnet50::conv(512, 3, 1, 1), "layer4.2.relu1">,
    vertex<"layer4.2.bn2", batch_normalization{}, "layer4.2.conv2">,
    vertex<"layer4.2.relu2", detail::resnet50::relu, "layer4.2.bn2">,
    vertex<"layer4.2.conv3", detail::resnet50::conv(2048, 1, 1, 0), "layer4.2.relu2">,
    vertex<"layer4.2.bn3", batch_normalization{}, "layer4.2.conv3">,
    vertex<"layer4.2.add", detail::resnet50::add, "layer4.2.bn3", "layer4.1.relu3">,
    vertex<"layer4.2.relu3", detail::resnet50::relu, "layer4.2.add">,
    vertex<"avgpool", avg_pool2d{.kernel = {7, 7}, .stride = {7, 7}}, "layer4.2.relu3">,
    vertex<"fc", dense{.units = 1000}, "avgpool">,

    outputs<"fc">>;

}  // namespace netmem::zoo
