// static_tests/layers_zero_padding.cpp: layers/zero_padding.hpp: shapes.
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

// ---- zero padding ----------------------------------------------------------------------------
// Keras ZeroPadding1D((2, 3)) on (10, 4): (15, 4).
static_assert(nm::output_type<one<nm::input::recurrent{4, 10}, nm::zero_padding1d{.padding = {2, 3}}>> == rnn(4, 15));
// Keras ZeroPadding2D(((1, 2), (3, 4))) on (5, 5, 3): (8, 12, 3), 0 parameters.
using pad2 = one<nm::input::convolutional{5, 5, 3}, nm::zero_padding2d{.padding = {1, 2, 3, 4}}>;
static_assert(nm::output_type<pad2> == cnn(8, 12, 3));
static_assert(nm::parameter_count<pad2> == 0);
// Keras ZeroPadding2D() (1 on every side) on (5, 5, 3): (7, 7, 3).
static_assert(nm::output_type<one<nm::input::convolutional{5, 5, 3}, nm::zero_padding2d{}>> == cnn(7, 7, 3));
// Keras ZeroPadding3D() on (2, 3, 4, 5): (4, 5, 6, 5).
static_assert(nm::output_type<one<nm::input::convolutional3d{2, 3, 4, 5}, nm::zero_padding3d{}>> ==
              cnn3d(4, 5, 6, 5));

}  // namespace
