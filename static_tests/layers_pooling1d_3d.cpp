// static_tests/layers_pooling1d_3d.cpp: layers/pooling1d_3d.hpp: subsampling1d/3d shapes and DL4J's strides; PyTorch ceil_mode and Keras padding=same in 1D and 3D.
// Moved verbatim from static_tests/convolutional_family.cpp, static_tests/framework_shapes.cpp (tests mirror include/, docs/developing.md "Tests"); each part keeps its file's helpers in a namespace of the old file's name.
#include <netmem/netmem.hpp>

#include "support/shapes.hpp"

namespace convolutional_family {

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

// ---- subsampling1d / subsampling3d -------------------------------------------------------------
// Keras MaxPooling1D(2) on (9, 4): floor((9 - 2) / 2) + 1 = 4 -> (4, 4); padding="same": ceil(9 / 2) = 5.
static_assert(nm::output_type<one<nm::input::recurrent{4, 9}, nm::subsampling1d{.kernel = 2}>> == rnn(4, 4));
static_assert(nm::output_type<one<nm::input::recurrent{4, 9},
                                  nm::subsampling1d{.type = nm::pooling_type::avg, .kernel = 2, .padding = nm::padding::same}>> ==
              rnn(4, 5));
// Keras MaxPooling3D(2) on (4, 5, 6, 3): (2, 2, 3, 3) (the window 2 does not tile 5: floor).
using pool3 = one<nm::input::convolutional3d{4, 5, 6, 3}, nm::subsampling3d{.kernel = {2, 2, 2}}>;
static_assert(nm::output_type<pool3> == cnn3d(2, 2, 3, 3));
static_assert(nm::parameter_count<pool3> == 0);
// Keras AveragePooling3D(pool_size=2, strides=(2, 1, 2)) on (4, 8, 8, 1): depth (4-2)/2+1 = 2,
// height (8-2)/1+1 = 7, width (8-2)/2+1 = 4.
using pool3_strided = nm::sequential<nm::input::convolutional3d{4, 8, 8, 1},
                                     nm::subsampling3d{.type = nm::pooling_type::avg, .kernel = {2, 2, 2}, .stride = {2, 1, 2}},
                                     nm::dense{.units = 10}>;
static_assert(nm::layer_output_types<pool3_strided>[0] == cnn3d(2, 7, 4, 1));
// Dense after it: 2*7*4 = 56 inputs, 56*10 + 10 = 570 parameters.
static_assert(nm::parameter_count<pool3_strided> == 570);
// Under policy::dl4j the flow follows DL4J's helper (width stride = stride[1] = 1): width
// (8-2)/1+1 = 7, so DL4J's dense sees 2*7*7 = 98 inputs: 98*10 + 10 = 990 (dl4j-memory-formulas#shape-3d bug).
static_assert(nm::layer_output_types<pool3_strided, nm::policy::dl4j>[0] == cnn3d(2, 7, 7, 1));
static_assert(pool3_strided::analysis<nm::policy::dl4j>.parameters[1] == 990);

}  // namespace
}  // namespace convolutional_family

namespace framework_shapes {

// From the former static_tests/framework_shapes.cpp: shapes that follow the framework the user names (issue 11 §2).
// Each expected size is computed by hand below from the framework's own rule, not from netmem:
//   Keras Conv2DTranspose (conv_utils.deconv_output_length): output_padding None: valid in*s +
//     max(k - s, 0), same in*s; output_padding op: (in - 1) s + k - 2 pad + op, pad = 0 / k // 2.
//   DL4J Deconvolution2D (InputTypeUtil.getOutputTypeDeconvLayer): same s*in; truncate s(in - 1) + k - 2p.
//   PyTorch ConvTranspose2d: (in - 1) s - 2p + d(k - 1) + op + 1 (a cross-check of Keras's op rule).
//   PyTorch MaxPool ceil_mode (aten pooling_output_shape_pad_lr): ceil((in + 2p - k) / s) + 1, minus
//     one when (out - 1) s >= in + p.
//   Keras pooling padding="same": ceil(in / s).
namespace nm = netmem;

namespace {

template <nm::input_type In, auto Layer>
using one = nm::sequential<In, Layer>;
[[maybe_unused]] constexpr nm::input_type cnn(nm::size_type h, nm::size_type w, nm::size_type c) {
    return nm::input::convolutional{h, w, c};
}

// 1D: MaxPool1d(3, 2, ceil_mode=True) on length 10: ceil(7 / 2) + 1 = 5 (floor: 4);
// Keras MaxPooling1D(3, 2, padding="same"): ceil(10 / 2) = 5.
static_assert(nm::output_type<one<nm::input::recurrent{4, 10}, nm::subsampling1d{.kernel = 3, .stride = 2,
                                                                                 .ceil_mode = true}>> ==
              nm::input_type(nm::input::recurrent{4, 5}));
static_assert(nm::output_type<one<nm::input::recurrent{4, 10}, nm::subsampling1d{.kernel = 3, .stride = 2}>> ==
              nm::input_type(nm::input::recurrent{4, 4}));
static_assert(nm::output_type<one<nm::input::recurrent{4, 10},
                                  nm::subsampling1d{.kernel = 3, .stride = 2, .padding = nm::padding::same}>> ==
              nm::input_type(nm::input::recurrent{4, 5}));
// 3D: MaxPool3d(2, 2, ceil_mode=True) on 5x5x5: ceil(3 / 2) + 1 = 3 per axis (floor: 2);
// Keras MaxPooling3D(2, padding="same") on 5: ceil(5 / 2) = 3.
static_assert(nm::output_type<one<nm::input::convolutional3d{5, 5, 5, 2},
                                  nm::subsampling3d{.kernel = {2, 2, 2}, .ceil_mode = true}>> ==
              nm::input_type(nm::input::convolutional3d{3, 3, 3, 2}));
static_assert(nm::output_type<one<nm::input::convolutional3d{5, 5, 5, 2}, nm::subsampling3d{.kernel = {2, 2, 2}}>> ==
              nm::input_type(nm::input::convolutional3d{2, 2, 2, 2}));
static_assert(nm::output_type<one<nm::input::convolutional3d{5, 5, 5, 2},
                                  nm::subsampling3d{.kernel = {2, 2, 2}, .padding = nm::padding::same}>> ==
              nm::input_type(nm::input::convolutional3d{3, 3, 3, 2}));

}  // namespace
}  // namespace framework_shapes
