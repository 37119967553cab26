// static_tests/layers_local_response_normalization.cpp: layers/local_response_normalization.hpp: shapes.
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

// ---- local_response_normalization ------------------------------------------------------------
// DL4J LocalResponseNormalization.getOutputType returns its input (dl4j-memory-formulas#shape-other); no parameters.
using lrn = one<nm::input::convolutional{4, 4, 8}, nm::local_response_normalization{}>;
static_assert(nm::output_type<lrn> == cnn(4, 4, 8));
static_assert(nm::parameter_count<lrn> == 0);

}  // namespace
