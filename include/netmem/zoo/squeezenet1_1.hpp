// netmem/zoo/squeezenet1_1.hpp
// torchvision SqueezeNet 1.1 (Iandola et al. 2016, "SqueezeNet: AlexNet-level accuracy with 50x fewer
// parameters and <0.5MB model size"; torchvision.models.squeezenet1_1) on ImageNet, as a graph.
// Vertex names are torchvision's module names ("features.3.expand3x3"), plus ".cat" for the
// functional torch.cat of a Fire module.
//
// Input: convolutional(224, 224, 3).
// features.0 conv 64 3x3/2 (bias) -> [1] ReLU -> [2] max pool 3x3/2 ceil_mode        55x55x64
// Fire(in, s, e, e): squeeze conv s 1x1 -> ReLU; expand1x1 conv e 1x1 -> ReLU and expand3x3
//   conv e 3x3 pad 1 -> ReLU, both reading the squeeze's output; torch.cat([e1, e3], 1) -> 2e.
// features.3 Fire(64, 16, 64, 64), [4] Fire(128, 16, 64, 64), [5] max pool         27x27x128
// [6] Fire(128, 32, 128, 128), [7] Fire(256, 32, 128, 128), [8] max pool           13x13x256
// [9] Fire(256, 48, 192, 192), [10] Fire(384, 48, 192, 192), [11] Fire(384, 64, 256, 256),
// [12] Fire(512, 64, 256, 256)                                                     13x13x512
// classifier: [0] dropout 0.5 -> [1] conv 1000 1x1 -> [2] ReLU -> [3] AdaptiveAvgPool2d((1, 1))
//   (a mean), flattened: 1000.
// As in torchvision every ReLU is nn.ReLU(inplace=True): activation_layer{.in_place = true}, and
// every convolution has a bias.
// Parameters: 1,235,496 (torchvision num_params: 1,235,496).
#pragma once

#include <netmem/layers/activation_layer.hpp>
#include <netmem/layers/conv2d.hpp>
#include <netmem/layers/dropout.hpp>
#include <netmem/layers/global_pooling.hpp>
#include <netmem/layers/pooling2d.hpp>
#include <netmem/network/graph.hpp>
#include <netmem/network/queries.hpp>
#include <netmem/vertices/merge.hpp>

namespace netmem::zoo {

namespace detail::squeezenet {
inline constexpr activation_layer relu{.activation = activation::relu, .in_place = true};
inline constexpr max_pool2d pool{.kernel = {3, 3}, .stride = {2, 2}, .ceil_mode = true};
constexpr conv2d conv1x1(size_type filters) { return {.filters = filters, .kernel = {1, 1}}; }
constexpr conv2d conv3x3(size_type filters) {
    return {.filters = filters, .kernel = {3, 3}, .explicit_padding = {1, 1}};
}
}  // namespace detail::squeezenet

/// torchvision SqueezeNet 1.1 (ImageNet, 224x224x3 -> 1000 classes).
using squeezenet1_1 = graph<
    inputs<graph_input<"input", input::convolutional{.height = 224, .width = 224, .channels = 3}>>,
    vertex<"features.0", conv2d{.filters = 64, .kernel = {3, 3}, .stride = {2, 2}}, "input">,
    vertex<"features.1", detail::squeezenet::relu, "features.0">,
    vertex<"features.2", detail::squeezenet::pool, "features.1">,
    // features.3: Fire(64, 16, 64, 64)
    vertex<"features.3.squeeze", detail::squeezenet::conv1x1(16), "features.2">,
    vertex<"features.3.squeeze_activation", detail::squeezenet::relu, "features.3.squeeze">,
    vertex<"features.3.expand1x1", detail::squeezenet::conv1x1(64), "features.3.squeeze_activation">,
    vertex<"features.3.expand1x1_activation", detail::squeezenet::relu, "features.3.expand1x1">,
    vertex<"features.3.expand3x3", detail::squeezenet::conv3x3(64), "features.3.squeeze_activation">,
    vertex<"features.3.expand3x3_activation", detail::squeezenet::relu, "features.3.expand3x3">,
    vertex<"features.3.cat", merge{}, "features.3.expand1x1_activation", "features.3.expand3x3_activation">,
    // features.4: Fire(128, 16, 64, 64)
    vertex<"features.4.squeeze", detail::squeezenet::conv1x1(16), "features.3.cat">,
    vertex<"features.4.squeeze_activation", detail::squeezenet::relu, "features.4.squeeze">,
    vertex<"features.4.expand1x1", detail::squeezenet::conv1x1(64), "features.4.squeeze_activation">,
    vertex<"features.4.expand1x1_activation", detail::squeezenet::relu, "features.4.expand1x1">,
    vertex<"features.4.expand3x3", detail::squeezenet::conv3x3(64), "features.4.squeeze_activation">,
    vertex<"features.4.expand3x3_activation", detail::squeezenet::relu, "features.4.expand3x3">,
    vertex<"features.4.cat", merge{}, "features.4.expand1x1_activation", "features.4.expand3x3_activation">,
    vertex<"features.5", detail::squeezenet::pool, "features.4.cat">,
    // features.6: Fire(128, 32, 128, 128)
    vertex<"features.6.squeeze", detail::squeezenet::conv1x1(32), "features.5">,
    vertex<"features.6.squeeze_activation", detail::squeezenet::relu, "features.6.squeeze">,
    vertex<"features.6.expand1x1", detail::squeezenet::conv1x1(128), "features.6.squeeze_activation">,
    vertex<"features.6.expand1x1_activation", detail::squeezenet::relu, "features.6.expand1x1">,
    vertex<"features.6.expand3x3", detail::squeezenet::conv3x3(128), "features.6.squeeze_activation">,
    vertex<"features.6.expand3x3_activation", detail::squeezenet::relu, "features.6.expand3x3">,
    vertex<"features.6.cat", merge{}, "features.6.expand1x1_activation", "features.6.expand3x3_activation">,
    // features.7: Fire(256, 32, 128, 128)
    vertex<"features.7.squeeze", detail::squeezenet::conv1x1(32), "features.6.cat">,
    vertex<"features.7.squeeze_activation", detail::squeezenet::relu, "features.7.squeeze">,
    vertex<"features.7.expand1x1", detail::squeezenet::conv1x1(128), "features.7.squeeze_activation">,
    vertex<"features.7.expand1x1_activation", detail::squeezenet::relu, "features.7.expand1x1">,
    vertex<"features.7.expand3x3", detail::squeezenet::conv3x3(128), "features.7.squeeze_activation">,
    vertex<"features.7.expand3x3_activation", detail::squeezenet::relu, "features.7.expand3x3">,
    vertex<"features.7.cat", merge{}, "features.7.expand1x1_activation", "features.7.expand3x3_activation">,
    vertex<"features.8", detail::squeezenet::pool, "features.7.cat">,
    // features.9: Fire(256, 48, 192, 192)
    vertex<"features.9.squeeze", detail::squeezenet::conv1x1(48), "features.8">,
    vertex<"features.9.squeeze_activation", detail::squeezenet::relu, "features.9.squeeze">,
    vertex<"features.9.expand1x1", detail::squeezenet::conv1x1(192), "features.9.squeeze_activation">,
    vertex<"features.9.expand1x1_activation", detail::squeezenet::relu, "features.9.expand1x1">,
    vertex<"features.9.expand3x3", detail::squeezenet::conv3x3(192), "features.9.squeeze_activation">,
    vertex<"features.9.expand3x3_activation", detail::squeezenet::relu, "features.9.expand3x3">,
    vertex<"features.9.cat", merge{}, "features.9.expand1x1_activation", "features.9.expand3x3_activation">,
    // features.10: Fire(384, 48, 192, 192)
    vertex<"features.10.squeeze", detail::squeezenet::conv1x1(48), "features.9.cat">,
    vertex<"features.10.squeeze_activation", detail::squeezenet::relu, "features.10.squeeze">,
    vertex<"features.10.expand1x1", detail::squeezenet::conv1x1(192), "features.10.squeeze_activation">,
    vertex<"features.10.expand1x1_activation", detail::squeezenet::relu, "features.10.expand1x1">,
    vertex<"features.10.expand3x3", detail::squeezenet::conv3x3(192), "features.10.squeeze_activation">,
    vertex<"features.10.expand3x3_activation", detail::squeezenet::relu, "features.10.expand3x3">,
    vertex<"features.10.cat", merge{}, "features.10.expand1x1_activation", "features.10.expand3x3_activation">,
    // features.11: Fire(384, 64, 256, 256)
    vertex<"features.11.squeeze", detail::squeezenet::conv1x1(64), "features.10.cat">,
    vertex<"features.11.squeeze_activation", detail::squeezenet::relu, "features.11.squeeze">,
    vertex<"features.11.expand1x1", detail::squeezenet::conv1x1(256), "features.11.squeeze_activation">,
    vertex<"features.11.expand1x1_activation", detail::squeezenet::relu, "features.11.expand1x1">,
    vertex<"features.11.expand3x3", detail::squeezenet::conv3x3(256), "features.11.squeeze_activation">,
    vertex<"features.11.expand3x3_activation", detail::squeezenet::relu, "features.11.expand3x3">,
    vertex<"features.11.cat", merge{}, "features.11.expand1x1_activation", "features.11.expand3x3_activation">,
    // features.12: Fire(512, 64, 256, 256)
    vertex<"features.12.squeeze", detail::squeezenet::conv1x1(64), "features.11.cat">,
    vertex<"features.12.squeeze_activation", detail::squeezenet::relu, "features.12.squeeze">,
    vertex<"features.12.expand1x1", detail::squeezenet::conv1x1(256), "features.12.squeeze_activation">,
    vertex<"features.12.expand1x1_activation", detail::squeezenet::relu, "features.12.expand1x1">,
    vertex<"features.12.expand3x3", detail::squeezenet::conv3x3(256), "features.12.squeeze_activation">,
    vertex<"features.12.expand3x3_activation", detail::squeezenet::relu, "features.12.expand3x3">,
    vertex<"features.12.cat", merge{}, "features.12.expand1x1_activation", "features.12.expand3x3_activation">,
    vertex<"classifier.0", dropout{.rate = 0.5}, "features.12.cat">,
    vertex<"classifier.1", detail::squeezenet::conv1x1(1000), "classifier.0">,
    vertex<"classifier.2", detail::squeezenet::relu, "classifier.1">,
    vertex<"classifier.3", global_pooling{.type = pooling_type::avg}, "classifier.2">,
    outputs<"classifier.3">>;

static_assert(trainable_parameter_count<squeezenet1_1> == 1'235'496);

}  // namespace netmem::zoo
