// static_tests/layers_conv1d.cpp: layers/conv1d.hpp: shapes and parameters.
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

// ---- conv1d --------------------------------------------------------------------------------
// Keras Conv1D(32, 3) on (100 steps, 16 channels): kernel 3*16*32 = 1,536 + bias 32 = 1,568;
// output length 100 - 3 + 1 = 98 (Keras "valid").
using conv1d_valid = one<nm::input::recurrent{16, 100}, nm::conv1d{.filters = 32, .kernel = 3}>;
static_assert(nm::parameter_count<conv1d_valid> == 1'568);
static_assert(nm::output_type<conv1d_valid> == rnn(32, 98));
// Keras Conv1D(32, 3, use_bias=False): 1,536.
static_assert(nm::parameter_count<one<nm::input::recurrent{16, 100},
                                      nm::conv1d{.filters = 32, .kernel = 3, .use_bias = false}>> == 1'536);
// Keras padding="same", strides=2: ceil(100 / 2) = 50.
static_assert(nm::output_type<one<nm::input::recurrent{16, 100},
                                  nm::conv1d{.filters = 8, .kernel = 3, .stride = 2, .padding = nm::padding::same}>> ==
              rnn(8, 50));
// Keras padding="causal", dilation_rate=2: left padding (3 - 1) * 2 = 4, so the length stays 100.
static_assert(nm::output_type<one<nm::input::recurrent{16, 100},
                                  nm::conv1d{.filters = 8, .kernel = 3, .padding = nm::padding::causal,
                                             .dilation = 2}>> == rnn(8, 100));
// Dilation 2, valid: effective kernel 3 + 2*1 = 5, length 100 - 5 + 1 = 96 (Keras/PyTorch formula).
static_assert(nm::output_type<one<nm::input::recurrent{16, 100},
                                  nm::conv1d{.filters = 8, .kernel = 3, .dilation = 2}>> == rnn(8, 96));
// DL4J explicit padding 1 on 5 steps, kernel 3, stride 2: (5 - 3 + 2) / 2 + 1 = 3 (dl4j-memory-formulas#shape-1d).
static_assert(nm::output_type<one<nm::input::recurrent{4, 5},
                                  nm::conv1d{.filters = 2, .kernel = 3, .stride = 2, .explicit_padding = 1}>> ==
              rnn(2, 3));

}  // namespace
