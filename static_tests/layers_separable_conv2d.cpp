// static_tests/layers_separable_conv2d.cpp: layers/separable_conv2d.hpp: shapes and parameters.
// Moved verbatim from static_tests/convolutional_family.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
#include <netmem/netmem.hpp>

#include "support/shapes.hpp"

// From the former static_tests/convolutional_family.cpp: output shapes and parameter counts of the convolutional
// family (conv1d, conv3d, deconvolution2d/3d, depthwise/separable conv2d, upsampling, zero padding,
// cropping, space-to-depth/batch, LRN, subsampling1d/3d), each against an independent source
// written next to it: the Keras/PyTorch/TensorFlow count or shape of the same layer computed by
// hand, or a published number from docs/reference/published-networks.md.
namespace {

namespace nm = netmem;
using nm::input_type;
using netmem_static_tests::cnn;
using netmem_static_tests::rnn;
using netmem_static_tests::cnn3d;
using netmem_static_tests::one;

// ---- separable_conv2d ----------------------------------------------------------------------
// Keras SeparableConv2D(64, 3) on (32, 32, 32): depthwise 3*3*32 = 288 + pointwise 32*64 = 2,048
// + bias 64 = 2,400; output (30, 30, 64).
using separable = one<nm::input::convolutional{32, 32, 32}, nm::separable_conv2d{.filters = 64, .kernel = {3, 3}}>;
static_assert(nm::parameter_count<separable> == 2'400);
static_assert(nm::output_type<separable> == cnn(30, 30, 64));
// depth_multiplier=2: 3*3*32*2 = 576 + (32*2)*64 = 4,096 + 64 = 4,736.
static_assert(nm::parameter_count<one<nm::input::convolutional{32, 32, 32},
                                      nm::separable_conv2d{.filters = 64, .kernel = {3, 3},
                                                           .depth_multiplier = 2}>> == 4'736);

}  // namespace
