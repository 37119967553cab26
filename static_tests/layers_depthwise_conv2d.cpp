// static_tests/layers_depthwise_conv2d.cpp: layers/depthwise_conv2d.hpp: shapes and parameters.
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

// ---- depthwise_conv2d ----------------------------------------------------------------------
// published-networks#ds-cnn: DepthwiseConv2D dm1 3x3 SAME on 25x5x64 -> 25x5x64,
// 640 parameters (9*64 weights + 64 biases).
using ds_cnn_depthwise = one<nm::input::convolutional{25, 5, 64},
                             nm::depthwise_conv2d{.kernel = {3, 3}, .padding = nm::padding::same}>;
static_assert(nm::parameter_count<ds_cnn_depthwise> == 640);
static_assert(nm::output_type<ds_cnn_depthwise> == cnn(25, 5, 64));
// published-networks#vww-mobilenetv1 (op 3): dw 3x3 s2 SAME on 48x48x16 -> 24x24x16, 160 params.
using vww_depthwise = one<nm::input::convolutional{48, 48, 16},
                          nm::depthwise_conv2d{.kernel = {3, 3}, .stride = {2, 2}, .padding = nm::padding::same}>;
static_assert(nm::parameter_count<vww_depthwise> == 160);
static_assert(nm::output_type<vww_depthwise> == cnn(24, 24, 16));
// Keras DepthwiseConv2D(3, depth_multiplier=8) on (49, 10, 1) (a multiplier > 1 on one channel,
// keras.io DepthwiseConv2D): 3*3*1*8 = 72 + 8 = 80; output (47, 8, 8).
using depthwise_multiplier = one<nm::input::convolutional{49, 10, 1},
                                 nm::depthwise_conv2d{.kernel = {3, 3}, .depth_multiplier = 8}>;
static_assert(nm::parameter_count<depthwise_multiplier> == 80);
static_assert(nm::output_type<depthwise_multiplier> == cnn(47, 8, 8));

}  // namespace
