// netmem/zoo/resnet18.hpp
// torchvision ResNet-18 (He et al. 2016, "Deep Residual Learning for Image Recognition";
// torchvision.models.resnet18) on ImageNet, as a graph. Vertex names are torchvision's module
// names ("layer2.0.downsample.0"), plus ".add" and ".relu1"/".relu2" for the functional parts.
//
// Input: convolutional(224, 224, 3).
// Stem: conv 64 7x7/2 pad 3 (no bias) -> bn -> relu -> max pool 3x3/2 pad 1     56x56x64
// layer1..layer4: two BasicBlocks each (conv 3x3 pad 1 (no bias) -> bn -> relu -> conv 3x3 pad 1
//   -> bn, add the shortcut, relu); the first block of layer2..4 has stride 2 and a downsample
//   shortcut conv 1x1/2 (no bias) -> bn.                   56x56x64, 28x28x128, 14x14x256, 7x7x512
// Head: average pooling 7x7 -> 1x1x512 (torchvision's adaptive pool at 224x224), fc 512 -> 1000.
// As in torchvision, every ReLU is nn.ReLU(inplace=True) and the shortcut is added in place
// (`out += identity`): activation_layer{.in_place = true}, elementwise{.in_place = true} (they
// matter to training_peak / inference_peak only).
// Parameters: trainable 11,689,512 (torchvision num_params, which counts batch norm as 2 per
// channel, published-networks#imagenet-classifiers). netmem's batch_normalization also counts the running mean
// and variance (DL4J and Keras: 4 per channel, 2 trainable): 4,800 batch-norm channels add 9,600
// non-trainable values, 11,699,112 in all.
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

namespace detail::resnet18 {
/// A torchvision convolution: no bias, symmetric zero padding `pad` (zoo/detail/torchvision.hpp).
inline constexpr auto conv = &torchvision_conv;
inline constexpr activation_layer relu{.activation = activation::relu, .in_place = true};
inline constexpr elementwise add{.op = elementwise_op::add, .in_place = true};
}  // namespace detail::resnet18

/// torchvision ResNet-18 (ImageNet, 224x224x3 -> 1000 classes).
using resnet18 = graph<
    inputs<graph_input<"input", input::convolutional{.height = 224, .width = 224, .channels = 3}>>,
    vertex<"conv1", detail::resnet18::conv(64, 7, 2, 3), "input">,
    vertex<"bn1", batch_normalization{}, "conv1">,
    vertex<"relu", detail::resnet18::relu, "bn1">,
    vertex<"maxpool", max_pool2d{.kernel = {3, 3}, .stride = {2, 2}, .explicit_padding = {1, 1}}, "relu">,
    // layer1.0: BasicBlock 64 -> 64, stride 1
    vertex<"layer1.0.conv1", detail::resnet18::conv(64, 3, 1, 1), "maxpool">,
    vertex<"layer1.0.bn1", batch_normalization{}, "layer1.0.conv1">,
    vertex<"layer1.0.relu1", detail::resnet18::relu, "layer1.0.bn1">,
    vertex<"layer1.0.conv2", detail::resnet18::conv(64, 3, 1, 1), "layer1.0.relu1">,
    vertex<"layer1.0.bn2", batch_normalization{}, "layer1.0.conv2">,
    vertex<"layer1.0.add", detail::resnet18::add, "layer1.0.bn2", "maxpool">,
    vertex<"layer1.0.relu2", detail::resnet18::relu, "layer1.0.add">,
    // layer1.1: BasicBlock 64 -> 64, stride 1
    vertex<"layer1.1.conv1", detail::resnet18::conv(64, 3, 1, 1), "layer1.0.relu2">,
    vertex<"layer1.1.bn1", batch_normalization{}, "layer1.1.conv1">,
    vertex<"layer1.1.relu1", detail::resnet18::relu, "layer1.1.bn1">,
    vertex<"layer1.1.conv2", detail::resnet18::conv(64, 3, 1, 1), "layer1.1.relu1">,
    vertex<"layer1.1.bn2", batch_normalization{}, "layer1.1.conv2">,
    vertex<"layer1.1.add", detail::resnet18::add, "layer1.1.bn2", "layer1.0.relu2">,
    vertex<"layer1.1.relu2", detail::resnet18::relu, "layer1.1.add">,
    // layer2.0: BasicBlock 64 -> 128, stride 2
    vertex<"layer2.0.conv1", detail::resnet18::conv(128, 3, 2, 1), "layer1.1.relu2">,
    vertex<"layer2.0.bn1", batch_normalization{}, "layer2.0.conv1">,
    vertex<"layer2.0.relu1", detail::resnet18::relu, "layer2.0.bn1">,
    vertex<"layer2.0.conv2", detail::resnet18::conv(128, 3, 1, 1), "layer2.0.relu1">,
    vertex<"layer2.0.bn2", batch_normalization{}, "layer2.0.conv2">,
    vertex<"layer2.0.downsample.0", detail::resnet18::conv(128, 1, 2, 0), "layer1.1.relu2">,
    vertex<"layer2.0.downsample.1", batch_normalization{}, "layer2.0.downsample.0">,
    vertex<"layer2.0.add", detail::resnet18::add, "layer2.0.bn2", "layer2.0.downsample.1">,
    vertex<"layer2.0.relu2", detail::resnet18::relu, "layer2.0.add">,
    // layer2.1: BasicBlock 128 -> 128, stride 1
    vertex<"layer2.1.conv1", detail::resnet18::conv(128, 3, 1, 1), "layer2.0.relu2">,
    vertex<"layer2.1.bn1", batch_normalization{}, "layer2.1.conv1">,
    vertex<"layer2.1.relu1", detail::resnet18::relu, "layer2.1.bn1">,
    vertex<"layer2.1.conv2", detail::resnet18::conv(128, 3, 1, 1), "layer2.1.relu1">,
    vertex<"layer2.1.bn2", batch_normalization{}, "layer2.1.conv2">,
    vertex<"layer2.1.add", detail::resnet18::add, "layer2.1.bn2", "layer2.0.relu2">,
    vertex<"layer2.1.relu2", detail::resnet18::relu, "layer2.1.add">,
    // layer3.0: BasicBlock 128 -> 256, stride 2
    vertex<"layer3.0.conv1", detail::resnet18::conv(256, 3, 2, 1), "layer2.1.relu2">,
    vertex<"layer3.0.bn1", batch_normalization{}, "layer3.0.conv1">,
    vertex<"layer3.0.relu1", detail::resnet18::relu, "layer3.0.bn1">,
    vertex<"layer3.0.conv2", detail::resnet18::conv(256, 3, 1, 1), "layer3.0.relu1">,
    vertex<"layer3.0.bn2", batch_normalization{}, "layer3.0.conv2">,
    vertex<"layer3.0.downsample.0", detail::resnet18::conv(256, 1, 2, 0), "layer2.1.relu2">,
    vertex<"layer3.0.downsample.1", batch_normalization{}, "layer3.0.downsample.0">,
    vertex<"layer3.0.add", detail::resnet18::add, "layer3.0.bn2", "layer3.0.downsample.1">,
    vertex<"layer3.0.relu2", detail::resnet18::relu, "layer3.0.add">,
    // layer3.1: BasicBlock 256 -> 256, stride 1
    vertex<"layer3.1.conv1", detail::resnet18::conv(256, 3, 1, 1), "layer3.0.relu2">,
    vertex<"layer3.1.bn1", batch_normalization{}, "layer3.1.conv1">,
    vertex<"layer3.1.relu1", detail::resnet18::relu, "layer3.1.bn1">,
    vertex<"layer3.1.conv2", detail::resnet18::conv(256, 3, 1, 1), "layer3.1.relu1">,
    vertex<"layer3.1.bn2", batch_normalization{}, "layer3.1.conv2">,
    vertex<"layer3.1.add", detail::resnet18::add, "layer3.1.bn2", "layer3.0.relu2">,
    vertex<"layer3.1.relu2", detail::resnet18::relu, "layer3.1.add">,
    // layer4.0: BasicBlock 256 -> 512, stride 2
    vertex<"layer4.0.conv1", detail::resnet18::conv(512, 3, 2, 1), "layer3.1.relu2">,
    vertex<"layer4.0.bn1", batch_normalization{}, "layer4.0.conv1">,
    vertex<"layer4.0.relu1", detail::resnet18::relu, "layer4.0.bn1">,
    vertex<"layer4.0.conv2", detail::resnet18::conv(512, 3, 1, 1), "layer4.0.relu1">,
    vertex<"layer4.0.bn2", batch_normalization{}, "layer4.0.conv2">,
    vertex<"layer4.0.downsample.0", detail::resnet18::conv(512, 1, 2, 0), "layer3.1.relu2">,
    vertex<"layer4.0.downsample.1", batch_normalization{}, "layer4.0.downsample.0">,
    vertex<"layer4.0.add", detail::resnet18::add, "layer4.0.bn2", "layer4.0.downsample.1">,
    vertex<"layer4.0.relu2", detail::resnet18::relu, "layer4.0.add">,
    // layer4.1: BasicBlock 512 -> 512, stride 1
    vertex<"layer4.1.conv1", detail::resnet18::conv(512, 3, 1, 1), "layer4.0.relu2">,
    vertex<"layer4.1.bn1", batch_normalization{}, "layer4.1.conv1">,
    vertex<"layer4.1.relu1", detail::resnet18::relu, "layer4.1.bn1">,
    vertex<"layer4.1.conv2", detail::resnet18::conv(512, 3, 1, 1), "layer4.1.relu1">,
    vertex<"layer4.1.bn2", batch_normalization{}, "layer4.1.conv2">,
    vertex<"layer4.1.add", detail::resnet18::add, "layer4.1.bn2", "layer4.0.relu2">,
    vertex<"layer4.1.relu2", detail::resnet18::relu, "layer4.1.add">,
    vertex<"avgpool", avg_pool2d{.kernel = {7, 7}, .stride = {7, 7}}, "layer4.1.relu2">,
    vertex<"fc", dense{.units = 1000}, "avgpool">,
    outputs<"fc">>;

}  // namespace netmem::zoo
