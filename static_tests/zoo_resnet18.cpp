// static_tests/zoo_resnet18.cpp: zoo/resnet18.hpp: published counts.
// Moved verbatim from static_tests/graph_zoo.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
#include <string_view>

#include <netmem/netmem.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>
#include <netmem/zoo/resnet18.hpp>

// From the former static_tests/graph_zoo.cpp: the graph zoo against published numbers.
namespace nm = netmem;

namespace {

constexpr nm::input_type cnn(nm::size_type h, nm::size_type w, nm::size_type c) {
    return nm::input::convolutional{h, w, c};
}

// ---- torchvision ResNet-18 (published-networks#imagenet-classifiers) ----
using resnet18 = nm::zoo::resnet18;
static_assert(nm::trainable_parameter_count<resnet18> == 11'689'512);  // §3.1 torchvision num_params
// Plus the running mean and variance of 4,800 batch-norm channels (hand count: 64 stem + 4*64
// layer1 + 5*128 + 5*256 + 5*512) = 9,600.
static_assert(nm::parameter_count<resnet18> == 11'689'512 + 9'600);
// Stage shapes (He et al. 2016, Table 1: conv1 112x112, conv2_x 56x56, conv3_x 28x28, conv4_x
// 14x14, conv5_x 7x7).
static_assert(nm::output_type<resnet18, "conv1"> == cnn(112, 112, 64));
static_assert(nm::output_type<resnet18, "maxpool"> == cnn(56, 56, 64));
static_assert(nm::output_type<resnet18, "layer1.1.relu2"> == cnn(56, 56, 64));
static_assert(nm::output_type<resnet18, "layer2.0.downsample.1"> == cnn(28, 28, 128));
static_assert(nm::output_type<resnet18, "layer3.1.relu2"> == cnn(14, 14, 256));
static_assert(nm::output_type<resnet18, "layer4.1.relu2"> == cnn(7, 7, 512));
static_assert(nm::output_type<resnet18> == nm::input_type(nm::input::feed_forward{1000}));

}  // namespace
