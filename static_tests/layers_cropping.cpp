// static_tests/layers_cropping.cpp: layers/cropping.hpp: shapes.
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

// ---- cropping ------------------------------------------------------------------------------
// Keras Cropping1D((2, 3)) on (10, 4): (5, 4).
static_assert(nm::output_type<one<nm::input::recurrent{4, 10}, nm::cropping1d{.cropping = {2, 3}}>> == rnn(4, 5));
// Keras Cropping2D(((1, 2), (3, 4))) on (10, 10, 3): (7, 3, 3), 0 parameters.
using crop2 = one<nm::input::convolutional{10, 10, 3}, nm::cropping2d{.cropping = {1, 2, 3, 4}}>;
static_assert(nm::output_type<crop2> == cnn(7, 3, 3));
static_assert(nm::parameter_count<crop2> == 0);
// Keras Cropping3D() (1 on every side) on (4, 5, 6, 2): (2, 3, 4, 2).
static_assert(nm::output_type<one<nm::input::convolutional3d{4, 5, 6, 2}, nm::cropping3d{}>> == cnn3d(2, 3, 4, 2));

}  // namespace
