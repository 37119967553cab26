// static_tests/layers_deconvolution.cpp: layers/deconvolution.hpp: deconvolution2d/3d (and conv2d_transpose) shapes and parameters; deconvolution3d.
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

// ---- deconvolution2d / conv2d_transpose ----------------------------------------------------
// Keras Conv2DTranspose(16, 3, strides=2, padding="valid") on (8, 8, 32): kernel 3*3*16*32 = 4,608
// + 16 = 4,624; output (8 - 1) * 2 + 3 = 17.
using deconv_valid = one<nm::input::convolutional{8, 8, 32},
                         nm::conv2d_transpose{.filters = 16, .kernel = {3, 3}, .stride = {2, 2}}>;
static_assert(nm::parameter_count<deconv_valid> == 4'624);
static_assert(nm::output_type<deconv_valid> == cnn(17, 17, 16));
// Keras padding="same": 8 * 2 = 16.
static_assert(nm::output_type<one<nm::input::convolutional{8, 8, 32},
                                  nm::deconvolution2d{.filters = 16, .kernel = {3, 3}, .stride = {2, 2},
                                                      .padding = nm::padding::same}>> == cnn(16, 16, 16));
// PyTorch ConvTranspose2d(32, 16, 3, stride=2, padding=1): (8 - 1) * 2 - 2 * 1 + 3 = 15;
// 32*16*9 + 16 = 4,624 parameters.
using deconv_padded = one<nm::input::convolutional{8, 8, 32},
                          nm::deconvolution2d{.filters = 16, .kernel = {3, 3}, .stride = {2, 2},
                                              .explicit_padding = {1, 1}}>;
static_assert(nm::output_type<deconv_padded> == cnn(15, 15, 16));
static_assert(nm::parameter_count<deconv_padded> == 4'624);
// Dilation 2 (PyTorch dilation=2, stride 1): (8 - 1) + 2 * (3 - 1) + 1 = 12.
static_assert(nm::output_type<one<nm::input::convolutional{8, 8, 1},
                                  nm::deconvolution2d{.filters = 1, .kernel = {3, 3}, .dilation = {2, 2}}>> ==
              cnn(12, 12, 1));

// ---- deconvolution3d ---------------------------------------------------------------------
// Keras Conv3DTranspose(4, 2, strides=2) on (4, 4, 4, 8): 2*2*2*4*8 = 256 + 4 = 260; output 8^3.
using deconv3d = one<nm::input::convolutional3d{4, 4, 4, 8},
                     nm::conv3d_transpose{.filters = 4, .kernel = {2, 2, 2}, .stride = {2, 2, 2}}>;
static_assert(nm::parameter_count<deconv3d> == 260);
static_assert(nm::output_type<deconv3d> == cnn3d(8, 8, 8, 4));

}  // namespace
