// static_tests/zoo_resnet50_imagenet.cpp -- the ImageNet networks of the zoo: their published parameter
// counts (torchvision, keras.io/api/applications), and their plans at the compilers' default limits (issue 10:
// no -fconstexpr-steps or -fconstexpr-ops-limit flag is set for this file; memory_plan_of runs each
// planner that runs in its own constant evaluation).
//
// Plans: the default profile (int8 activations, 1 byte per element, minibatch 1, alignment 16,
// batch norm folded into its convolution, relu / relu6 fused into their producer). The lower
// bound (the most bytes live at one step) is hand-computed at the peak step; TFLM's planner (the
// first) reaches it, so the plan stops there (no later planner could win) and these arenas are
// optimal; its placement is verified.
// Also tests: netmem/zoo/vgg16.hpp netmem/zoo/keras_resnet50.hpp netmem/zoo/mobilenet_v2.hpp
// Also tests: netmem/zoo/keras_mobilenet_v2.hpp
#include <netmem/netmem.hpp>
#include <netmem/zoo/keras_mobilenet_v2.hpp>
#include <netmem/zoo/keras_resnet50.hpp>
#include <netmem/zoo/mobilenet_v2.hpp>
#include <netmem/zoo/resnet50.hpp>
#include <netmem/zoo/vgg16.hpp>

namespace nm = netmem;
namespace zoo = netmem::zoo;

namespace {

// --- Published counts (published-networks#imagenet-classifiers). ---
// VGG-16: 138,357,544 (Keras and torchvision), all trainable.
static_assert(nm::parameter_count<zoo::vgg16> == 138'357'544);
static_assert(nm::trainable_parameter_count<zoo::vgg16> == 138'357'544);
static_assert(nm::output_type<zoo::vgg16> == nm::make_feed_forward(1000));
// ResNet-50, torchvision num_params 25,557,032 (batch norm: 2 per channel); netmem adds the running
// statistics of 26,560 channels, 2 x 26,560 = 53,120.
static_assert(nm::trainable_parameter_count<zoo::resnet50> == 25'557'032);
static_assert(nm::parameter_count<zoo::resnet50> == 25'557'032 + 53'120);
static_assert(zoo::resnet50::vertex_count == 174);
// ResNet-50, Keras: 25,636,712 total, 25,583,592 trainable (53,120 non-trainable).
static_assert(nm::parameter_count<zoo::keras_resnet50> == 25'636'712);
static_assert(nm::trainable_parameter_count<zoo::keras_resnet50> == 25'583'592);
// MobileNetV2 1.0 at 224: torchvision num_params 3,504,872 (== Keras trainable); Keras total 3,538,984.
static_assert(nm::trainable_parameter_count<zoo::mobilenet_v2> == 3'504'872);
static_assert(nm::parameter_count<zoo::mobilenet_v2> == 3'538'984);
static_assert(nm::parameter_count<zoo::keras_mobilenet_v2> == 3'538'984);
static_assert(nm::trainable_parameter_count<zoo::keras_mobilenet_v2> == 3'504'872);

// --- Plans at default limits. ---
constexpr nm::deployment int8{};

// torchvision ResNet-50: the peak is layer1.0.add (vertex 14: conv1, bn1, relu, maxpool = 0-3,
// layer1.0.conv1 .. bn3 = 4-11, downsample.0/.1 = 12-13). Live at its step: conv3's output (bn3
// folded) 56 x 56 x 256 = 802,816 B, the downsample's output 802,816 B and the sum 802,816 B
// (relu3 fused into the add): 2,408,448 B.
constexpr const auto& resnet50_plan = nm::memory_plan_of<zoo::resnet50, int8>;
static_assert(resnet50_plan.lower_bound_bytes == 2'408'448);
static_assert(resnet50_plan.arena_bytes == 2'408'448);
static_assert(resnet50_plan.peak_layer == 14);

// Keras ResNet50: the same three 56 x 56 x 256 tensors at conv2_block1_add (vertex 16: the stem has
// two zero-padding layers more, and the shortcut comes first: _0_conv, _0_bn = 6-7).
constexpr const auto& keras_resnet50_plan = nm::memory_plan_of<zoo::keras_resnet50, int8>;
static_assert(keras_resnet50_plan.lower_bound_bytes == 2'408'448);
static_assert(keras_resnet50_plan.arena_bytes == 2'408'448);
static_assert(keras_resnet50_plan.peak_layer == 16);

// torchvision MobileNetV2: the peak is features.2's stride-2 depthwise convolution (vertex 11):
// its input, the expanded 112 x 112 x 96 = 1,204,224 B, and its output 56 x 56 x 96 = 301,056 B:
// 1,505,280 B.
constexpr const auto& mobilenet_v2_plan = nm::memory_plan_of<zoo::mobilenet_v2, int8>;
static_assert(mobilenet_v2_plan.lower_bound_bytes == 1'505'280);
static_assert(mobilenet_v2_plan.arena_bytes == 1'505'280);
static_assert(mobilenet_v2_plan.peak_layer == 11);

// Keras MobileNetV2: the peak is block_1_pad (vertex 11), the zero padding Keras puts before the
// "valid" stride-2 depthwise convolution: 112 x 112 x 96 = 1,204,224 B in, 113 x 113 x 96 =
// 1,225,824 B out: 2,430,048 B (TFLite's PAD operator; torchvision pads inside the convolution).
constexpr const auto& keras_mobilenet_v2_plan = nm::memory_plan_of<zoo::keras_mobilenet_v2, int8>;
static_assert(keras_mobilenet_v2_plan.lower_bound_bytes == 2'430'048);
static_assert(keras_mobilenet_v2_plan.arena_bytes == 2'430'048);
static_assert(keras_mobilenet_v2_plan.peak_layer == 11);

// Planned once: assert_fits reads the same plan (2 MiB is too small for ResNet-50, 3 MiB is enough).
static_assert(nm::assert_fits<zoo::resnet50, int8, nm::budget{.ram = 3 * 1024 * 1024}>());
static_assert(!nm::fits<zoo::resnet50, int8, nm::budget{.ram = 2 * 1024 * 1024}>);

}  // namespace
