// static_tests/layers_conv3d.cpp: layers/conv3d.hpp: shapes and parameters.
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

// ---- conv3d --------------------------------------------------------------------------------
// Keras Conv3D(8, 3) on (16, 16, 16, 4): 3*3*3*4*8 = 864 + 8 = 872; output (14, 14, 14, 8).
using conv3d_valid = one<nm::input::convolutional3d{16, 16, 16, 4}, nm::conv3d{.filters = 8, .kernel = {3, 3, 3}}>;
static_assert(nm::parameter_count<conv3d_valid> == 872);
static_assert(nm::output_type<conv3d_valid> == cnn3d(14, 14, 14, 8));
// Keras padding="same", strides=2 on (15, 16, 9): ceil -> (8, 8, 5).
static_assert(nm::output_type<one<nm::input::convolutional3d{15, 16, 9, 4},
                                  nm::conv3d{.filters = 2, .kernel = {3, 3, 3}, .stride = {2, 2, 2},
                                             .padding = nm::padding::same}>> == cnn3d(8, 8, 5, 2));
// Width stride 3 on width 9, kernel 3: (9 - 3) / 3 + 1 = 3 (Keras/PyTorch per-axis rule; DL4J's
// helper would divide by the height stride 1 and give 7, dl4j-memory-formulas#bug-8).
static_assert(nm::output_type<one<nm::input::convolutional3d{5, 5, 9, 1},
                                  nm::conv3d{.filters = 1, .kernel = {3, 3, 3}, .stride = {1, 1, 3}}>> ==
              cnn3d(3, 3, 3, 1));

}  // namespace
