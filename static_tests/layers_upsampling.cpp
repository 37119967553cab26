// static_tests/layers_upsampling.cpp: layers/upsampling.hpp: shapes.
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

// ---- upsampling ----------------------------------------------------------------------------
// Keras UpSampling1D(3) on (10 steps, 4): (30, 4), 0 parameters.
using up1 = one<nm::input::recurrent{4, 10}, nm::upsampling1d{.size = 3}>;
static_assert(nm::parameter_count<up1> == 0);
static_assert(nm::output_type<up1> == rnn(4, 30));
// Keras UpSampling2D((2, 3)) on (5, 4, 7): (10, 12, 7).
static_assert(nm::output_type<one<nm::input::convolutional{5, 4, 7}, nm::upsampling2d{.size = {2, 3}}>> ==
              cnn(10, 12, 7));
// Keras UpSampling3D() (size 2) on (2, 3, 4, 5): (4, 6, 8, 5).
static_assert(nm::output_type<one<nm::input::convolutional3d{2, 3, 4, 5}, nm::upsampling3d{}>> == cnn3d(4, 6, 8, 5));

}  // namespace
