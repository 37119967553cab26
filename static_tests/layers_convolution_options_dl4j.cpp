// static_tests/layers_convolution_options_dl4j.cpp: layers/convolution_options.hpp: the convolutional family under policy::dl4j, and is_valid.
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

// The one-layer networks these checks ask about, as the per-layer files (layers_conv1d.cpp, ...)
// define them (copied: each file is its own translation unit).
using conv1d_valid = one<nm::input::recurrent{16, 100}, nm::conv1d{.filters = 32, .kernel = 3}>;
using conv3d_valid = one<nm::input::convolutional3d{16, 16, 16, 4}, nm::conv3d{.filters = 8, .kernel = {3, 3, 3}}>;
using deconv_valid = one<nm::input::convolutional{8, 8, 32},
                         nm::conv2d_transpose{.filters = 16, .kernel = {3, 3}, .stride = {2, 2}}>;
using deconv3d = one<nm::input::convolutional3d{4, 4, 4, 8},
                     nm::conv3d_transpose{.filters = 4, .kernel = {2, 2, 2}, .stride = {2, 2, 2}}>;
using separable = one<nm::input::convolutional{32, 32, 32}, nm::separable_conv2d{.filters = 64, .kernel = {3, 3}}>;
using pad2 = one<nm::input::convolutional{5, 5, 3}, nm::zero_padding2d{.padding = {1, 2, 3, 4}}>;
using crop2 = one<nm::input::convolutional{10, 10, 3}, nm::cropping2d{.cropping = {1, 2, 3, 4}}>;
using lrn = one<nm::input::convolutional{4, 4, 8}, nm::local_response_normalization{}>;
using pool3_strided = nm::sequential<nm::input::convolutional3d{4, 8, 8, 1},
                                     nm::subsampling3d{.type = nm::pooling_type::avg, .kernel = {2, 2, 2}, .stride = {2, 1, 2}},
                                     nm::dense{.units = 10}>;

// ---- policy::dl4j refuses the layers DL4J has no report for (dl4j-memory-formulas#bug-4 to #bug-6) ------------
// The analysis records the first such layer; memory_report<Net, policy::dl4j> turns it into the
// compile error (static_tests/compile_fail/dl4j_produces_no_report_*.cpp).
template <class Net>
constexpr std::size_t dl4j_refused_layer = Net::template analysis<nm::policy::dl4j>.dl4j_unsupported_layer;
static_assert(dl4j_refused_layer<conv1d_valid> == 0);   // ClassCastException
static_assert(dl4j_refused_layer<conv3d_valid> == 0);   // ClassCastException
static_assert(dl4j_refused_layer<deconv3d> == 0);       // ClassCastException
static_assert(dl4j_refused_layer<crop2> == 0);          // null report
static_assert(dl4j_refused_layer<one<nm::input::recurrent{4, 9}, nm::subsampling1d{.kernel = 2}>> == 0);  // ClassCastException
static_assert(dl4j_refused_layer<one<nm::input::convolutional{4, 6, 3}, nm::space_to_depth{}>> == 0);  // NPE (training)
static_assert(dl4j_refused_layer<one<nm::input::convolutional{2, 2, 1}, nm::space_to_batch{}>> == 0);  // NPE (training)
// Layers DL4J does report are not refused.
constexpr std::size_t none = static_cast<std::size_t>(-1);
static_assert(dl4j_refused_layer<deconv_valid> == none);
static_assert(dl4j_refused_layer<separable> == none);
static_assert(dl4j_refused_layer<pool3_strided> == none);
static_assert(dl4j_refused_layer<pad2> == none);
static_assert(dl4j_refused_layer<lrn> == none);
// Subsampling3D in strict mode: the width 10 - 2 = 8 divides by its stride 2, but DL4J checks it
// against stride[1] = 3 and throws (8 % 3 = 2): no DL4J report. The height (11 - 2) % 3 = 0 and the
// depth (4 - 2) % 2 = 0 pass.
static_assert(dl4j_refused_layer<one<nm::input::convolutional3d{4, 11, 10, 1},
                                     nm::subsampling3d{.kernel = {2, 2, 2}, .stride = {2, 3, 2}, .padding = nm::padding::strict}>> == 0);

// ---- is_valid: the rules without a hard error ----------------------------------------------
static_assert(!nm::is_valid<one<nm::input::convolutional{5, 5, 1}, nm::depthwise_conv2d{.kernel = {1, 1}, .depth_multiplier = 0}>>);
static_assert(!nm::is_valid<one<nm::input::convolutional{5, 5, 1}, nm::cropping2d{.cropping = {2, 3, 0, 0}}>>);
static_assert(nm::is_valid<one<nm::input::convolutional{5, 5, 1}, nm::cropping2d{.cropping = {2, 2, 0, 0}}>>);
static_assert(!nm::is_valid<one<nm::input::convolutional{5, 6, 1}, nm::space_to_depth{}>>);
static_assert(!nm::is_valid<one<nm::input::convolutional{5, 5, 1}, nm::upsampling2d{.size = {0, 2}}>>);
static_assert(!nm::is_valid<one<nm::input::convolutional{5, 5, 1},
                                nm::depthwise_conv2d{.kernel = {3, 3}, .padding = nm::padding::causal}>>);
static_assert(!nm::is_valid<one<nm::input::recurrent{4, 0}, nm::conv1d{.filters = 2, .kernel = 3}>>);
// PyTorch ConvTranspose2d(k=1, stride 1, padding 1) on 1x1 would give 1 - 2 = -1: rejected.
static_assert(!nm::is_valid<one<nm::input::convolutional{1, 1, 1},
                                nm::deconvolution2d{.filters = 1, .kernel = {1, 1}, .explicit_padding = {1, 0}}>>);

}  // namespace
