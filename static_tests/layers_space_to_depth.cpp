// static_tests/layers_space_to_depth.cpp: layers/space_to_depth.hpp (and space_to_batch.hpp): shapes.
// Moved verbatim from static_tests/convolutional_family.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
// Also tests: netmem/layers/space_to_batch.hpp
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

// ---- space_to_depth / space_to_batch -------------------------------------------------------
// tf.nn.space_to_depth documentation: [1, 2, 2, 1], block 2 -> [1, 1, 1, 4].
static_assert(nm::output_type<one<nm::input::convolutional{2, 2, 1}, nm::space_to_depth{.block_size = 2}>> ==
              cnn(1, 1, 4));
// Block 2 on (4, 6, 3): (2, 3, 3 * 4 = 12).
static_assert(nm::output_type<one<nm::input::convolutional{4, 6, 3}, nm::space_to_depth{}>> == cnn(2, 3, 12));
// tf.space_to_batch_nd documentation: [1, 2, 2, 1], block [2, 2] -> [4, 1, 1, 1]: one new
// example is (1, 1, 1).
static_assert(nm::output_type<one<nm::input::convolutional{2, 2, 1}, nm::space_to_batch{}>> == cnn(1, 1, 1));
// Paddings top 1, left 1 on (3, 5, 2): padded (4, 6), block 2 -> (2, 3, 2) per new example.
static_assert(nm::output_type<one<nm::input::convolutional{3, 5, 2},
                                  nm::space_to_batch{.paddings = {1, 0, 1, 0}}>> == cnn(2, 3, 2));

}  // namespace
