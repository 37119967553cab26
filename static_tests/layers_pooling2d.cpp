// static_tests/layers_pooling2d.cpp: layers/pooling2d.hpp: shapes and soft rejections of the 2D pools; PyTorch ceil_mode and Keras padding=same.
// Moved verbatim from static_tests/seed_layer_shapes.cpp, static_tests/framework_shapes.cpp (tests mirror include/, docs/developing.md "Tests"); each part keeps its file's helpers in a namespace of the old file's name.
#include <string_view>

#include <netmem/netmem.hpp>

#include "support/shapes.hpp"

namespace seed_layer_shapes {

// From the former static_tests/seed_layer_shapes.cpp: shape rules, parameter counts and soft rejections
// (netmem::is_valid) of the seed layers. Each number is a hand computation from the rule quoted
// next to it (dl4j-memory-formulas#shapes, #parameters) or a published shape (docs/reference/published-networks.md).
namespace {

namespace nm = netmem;
using nm::input_type;
using netmem_static_tests::cnn;
using netmem_static_tests::rnn;
using netmem_static_tests::ff;
using netmem_static_tests::out_of;

// ---- pooling2d ----
constexpr nm::input::convolutional ds_cnn_features{.height = 25, .width = 5, .channels = 64};
// MLPerf Tiny DS-CNN (published-networks#ds-cnn): the shipped 25x5 average pool on 25x5x64 -> 1x1x64,
// and the 24x5 window its code computes: floor((25 - 24) / 24) + 1 = 1 row, floor(0 / 5) + 1 = 1 column.
static_assert(out_of<ds_cnn_features, nm::avg_pool2d{.kernel = {25, 5}}> == cnn(1, 1, 64));
static_assert(out_of<ds_cnn_features, nm::avg_pool2d{.kernel = {24, 5}}> == cnn(1, 1, 64));
// Stride defaults to the kernel (Keras): 3x3 on 9x9 -> (9 - 3) / 3 + 1 = 3; DL4J-style stride 1 -> 7.
static_assert(out_of<nm::input::convolutional{9, 9, 2}, nm::max_pool2d{.kernel = {3, 3}}> == cnn(3, 3, 2));
static_assert(out_of<nm::input::convolutional{9, 9, 2}, nm::max_pool2d{.kernel = {3, 3}, .stride = {1, 1}}> ==
              cnn(7, 7, 2));
// Same mode: ceil(7 / 2) = 4.
static_assert(out_of<nm::input::convolutional{7, 7, 2}, nm::max_pool2d{.kernel = {2, 2}, .padding = nm::padding::same}> ==
              cnn(4, 4, 2));
// Explicit padding 1 and dilation 2 (k' = 3 + 2*1 = 5): (10 - 5 + 2) / 1 + 1 = 8.
static_assert(out_of<nm::input::convolutional{10, 10, 1},
                     nm::pnorm_pool2d{.kernel = {3, 3}, .stride = {1, 1}, .dilation = {2, 2}, .explicit_padding = {1, 1}}> ==
              cnn(8, 8, 1));
// A convolutional_flat input is unflattened first (DL4J FeedForwardToCnn): 28x28x1 -> 14x14x1.
static_assert(out_of<nm::input::convolutional_flat{28, 28, 1}, nm::max_pool2d{.kernel = {2, 2}}> == cnn(14, 14, 1));
// Soft rejections: a 3x3 window on 2x2 (truncate), strict 3/2 on 6x6 (6 - 3 = 3 not a multiple of 2),
// feed-forward input, p-norm exponent 0.
static_assert(!nm::is_valid<nm::sequential<nm::input::convolutional{2, 2, 1}, nm::max_pool2d{.kernel = {3, 3}}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::convolutional{6, 6, 1},
                                           nm::max_pool2d{.kernel = {3, 3}, .stride = {2, 2},
                                                          .padding = nm::padding::strict}>>);
static_assert(nm::is_valid<nm::sequential<nm::input::convolutional{7, 7, 1},
                                          nm::max_pool2d{.kernel = {3, 3}, .stride = {2, 2},
                                                         .padding = nm::padding::strict}>>);  // (7 - 3) % 2 == 0
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{10}, nm::max_pool2d{.kernel = {2, 2}}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::convolutional{4, 4, 1}, nm::pnorm_pool2d{.kernel = {2, 2}, .pnorm = 0}>>);

}  // namespace
}  // namespace seed_layer_shapes

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
constexpr nm::input_type cnn(nm::size_type h, nm::size_type w, nm::size_type c) {
    return nm::input::convolutional{h, w, c};
}

// ---- pooling: PyTorch ceil_mode, Keras padding="same" ---------------------------------------------
// torchvision GoogLeNet (and the paper's Table 1): 112 -> MaxPool2d(3, 2, ceil_mode=True) -> 56:
// ceil((112 - 3) / 2) + 1 = 55 + 1 = 56, (56 - 1)*2 = 110 < 112 keeps it; floor: 54 + 1 = 55.
static_assert(nm::output_type<one<cnn(112, 112, 64), nm::max_pool2d{.kernel = {3, 3}, .stride = {2, 2},
                                                                    .ceil_mode = true}>> == cnn(56, 56, 64));
static_assert(nm::output_type<one<cnn(112, 112, 64), nm::max_pool2d{.kernel = {3, 3}, .stride = {2, 2}}>> ==
              cnn(55, 55, 64));
// GoogLeNet's next pools: 56 -> 28 (ceil(53 / 2) + 1), 28 -> 14 (ceil(25 / 2) + 1), and
// MaxPool2d(2, 2, ceil_mode=True) 14 -> 7 (ceil(12 / 2) + 1).
static_assert(nm::output_type<one<cnn(56, 56, 192), nm::max_pool2d{.kernel = {3, 3}, .stride = {2, 2},
                                                                    .ceil_mode = true}>> == cnn(28, 28, 192));
static_assert(nm::output_type<one<cnn(28, 28, 480), nm::max_pool2d{.kernel = {3, 3}, .stride = {2, 2},
                                                                    .ceil_mode = true}>> == cnn(14, 14, 480));
static_assert(nm::output_type<one<cnn(14, 14, 832), nm::max_pool2d{.kernel = {2, 2}, .stride = {2, 2},
                                                                    .ceil_mode = true}>> == cnn(7, 7, 832));
// Issue 11: MaxPool2d(3, 2, ceil_mode=True) on 55: ceil(52 / 2) + 1 = 27 (floor gives 27 too).
static_assert(nm::output_type<one<cnn(55, 55, 1), nm::avg_pool2d{.kernel = {3, 3}, .stride = {2, 2},
                                                                 .ceil_mode = true}>> == cnn(27, 27, 1));
// The last window may not start in the padding: 5, k 2, s 2, p 1: ceil(5 / 2) + 1 = 4, but
// (4 - 1)*2 = 6 >= 5 + 1, so 3.
static_assert(nm::output_type<one<cnn(5, 5, 1), nm::max_pool2d{.kernel = {2, 2}, .stride = {2, 2},
                                                               .explicit_padding = {1, 1},
                                                               .ceil_mode = true}>> == cnn(3, 3, 1));
static_assert(nm::output_type<one<cnn(6, 6, 1), nm::pnorm_pool2d{.kernel = {3, 3}, .stride = {2, 2},
                                                                 .ceil_mode = true}>> == cnn(3, 3, 1));
// Keras MaxPooling2D(3, 2, padding="same") on 55: ceil(55 / 2) = 28; ceil_mode changes nothing.
static_assert(nm::output_type<one<cnn(55, 55, 1), nm::max_pool2d{.kernel = {3, 3}, .stride = {2, 2},
                                                                 .padding = nm::padding::same}>> == cnn(28, 28, 1));
static_assert(nm::output_type<one<cnn(55, 55, 1), nm::max_pool2d{.kernel = {3, 3}, .stride = {2, 2},
                                                                 .padding = nm::padding::same,
                                                                 .ceil_mode = true}>> == cnn(28, 28, 1));

}  // namespace
}  // namespace framework_shapes
