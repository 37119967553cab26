// static_tests/layers_conv2d_transpose.cpp: layers/conv2d_transpose.hpp: Keras's, DL4J's and PyTorch's output shapes.
// Moved verbatim from static_tests/framework_shapes.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
#include <netmem/netmem.hpp>

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
constexpr nm::input_type cnn(nm::size_type h, nm::size_type w, nm::size_type c) {
    return nm::input::convolutional{h, w, c};
}

// ---- conv2d_transpose (Keras) vs deconvolution2d (DL4J) -------------------------------------------
// Issue 11: valid, in 4, k 1, s 2: Keras 4*2 + max(1 - 2, 0) = 8; DL4J (4 - 1)*2 + 1 = 7.
static_assert(nm::output_type<one<cnn(4, 4, 1), nm::conv2d_transpose{.filters = 1, .kernel = {1, 1},
                                                                     .stride = {2, 2}}>> == cnn(8, 8, 1));
static_assert(nm::output_type<one<cnn(4, 4, 1), nm::deconvolution2d{.filters = 1, .kernel = {1, 1},
                                                                    .stride = {2, 2}}>> == cnn(7, 7, 1));
// Issue 11: valid, in 5, k 2, s 3: Keras 5*3 + max(2 - 3, 0) = 15; DL4J (5 - 1)*3 + 2 = 14.
static_assert(nm::output_type<one<cnn(5, 5, 1), nm::conv2d_transpose{.filters = 1, .kernel = {2, 2},
                                                                     .stride = {3, 3}}>> == cnn(15, 15, 1));
static_assert(nm::output_type<one<cnn(5, 5, 1), nm::deconvolution2d{.filters = 1, .kernel = {2, 2},
                                                                    .stride = {3, 3}}>> == cnn(14, 14, 1));
// k >= s: both rules agree. valid, in 8, k 3, s 2: Keras 16 + max(1, 0) = 17; DL4J 7*2 + 3 = 17.
// Parameters 32*16*3*3 + 16 = 4,624 for both.
using keras_valid = one<cnn(8, 8, 32), nm::conv2d_transpose{.filters = 16, .kernel = {3, 3}, .stride = {2, 2}}>;
static_assert(nm::output_type<keras_valid> == cnn(17, 17, 16));
static_assert(nm::parameter_count<keras_valid> == 4'624);
// same: in * s = 16 for both.
static_assert(nm::output_type<one<cnn(8, 8, 32), nm::conv2d_transpose{.filters = 16, .kernel = {3, 3},
                                                                      .stride = {2, 2},
                                                                      .padding = nm::padding::same}>> ==
              cnn(16, 16, 16));
// output_padding 1, same, in 4, k 3, s 2: Keras (4 - 1)*2 + 3 - 2*(3 // 2) + 1 = 8;
// PyTorch ConvTranspose2d(k 3, s 2, padding 1, output_padding 1): 3*2 - 2 + 2 + 1 + 1 = 8.
static_assert(nm::output_type<one<cnn(4, 4, 1), nm::conv2d_transpose{.filters = 1, .kernel = {3, 3},
                                                                     .stride = {2, 2},
                                                                     .padding = nm::padding::same,
                                                                     .output_padding = {1, 1}}>> ==
              cnn(8, 8, 1));
// output_padding (1, 0), valid, in 4, k 3, s 2: height (4 - 1)*2 + 3 + 1 = 10 (PyTorch: 6 - 0 + 2 + 1 + 1 = 10);
// width with output_padding 0: (4 - 1)*2 + 3 + 0 = 9.
static_assert(nm::output_type<one<cnn(4, 4, 1), nm::conv2d_transpose{.filters = 1, .kernel = {3, 3},
                                                                     .stride = {2, 2},
                                                                     .output_padding = {1, 0}}>> ==
              cnn(10, 9, 1));
// Keras rejects output_padding >= stride and DL4J-only padding modes.
static_assert(!nm::is_valid<one<cnn(4, 4, 1), nm::conv2d_transpose{.filters = 1, .kernel = {3, 3},
                                                                   .stride = {2, 2}, .output_padding = {2, 0}}>>);
static_assert(!nm::is_valid<one<cnn(4, 4, 1), nm::conv2d_transpose{.filters = 1, .kernel = {3, 3},
                                                                   .padding = nm::padding::strict}>>);

}  // namespace
