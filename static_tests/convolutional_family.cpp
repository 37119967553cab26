// static_tests/convolutional_family.cpp: output shapes and parameter counts of the convolutional
// family (conv1d, conv3d, deconvolution2d/3d, depthwise/separable conv2d, upsampling, zero padding,
// cropping, space-to-depth/batch, LRN, subsampling1d/3d), each against an independent source
// written next to it: the Keras/PyTorch/TensorFlow count or shape of the same layer computed by
// hand, or a published number from docs/reference/published-networks.md.
#include <netmem/netmem.hpp>

namespace {

namespace nm = netmem;
using nm::input_type;

constexpr input_type rnn(nm::size_type size, nm::size_type steps) { return nm::input::recurrent{size, steps}; }
constexpr input_type cnn(nm::size_type h, nm::size_type w, nm::size_type c) { return nm::input::convolutional{h, w, c}; }
constexpr input_type cnn3d(nm::size_type d, nm::size_type h, nm::size_type w, nm::size_type c) {
    return nm::input::convolutional3d{d, h, w, c};
}

/// A network of one layer on input In.
template <auto In, auto Layer>
using one = nm::sequential<In, Layer>;

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

// ---- conv3d --------------------------------------------------------------------------------
// Keras Conv3D(8, 3) on (16, 16, 16, 4): 3*3*3*4*8 = 864 + 8 = 872; output (14, 14, 14, 8).
using conv3d_valid = one<nm::input::convolutional3d{16, 16, 16, 4}, nm::conv3d{.filters = 8, .kernel = {3, 3, 3}}>;
static_assert(nm::parameter_count<conv3d_valid> == 872);
static_assert(nm::output_type<conv3d_valid> == cnn3d(14, 14, 14, 8));
// Keras padding="same", strides=2 on (15, 16, 9): ceil -> (8, 8, 5).
static_assert(nm::output_type<one<nm::input::convolutional3d{15, 16, 9, 4},
                                  nm::conv3d{.filters = 2, .kernel = {3, 3, 3}, .stride = {2, 2, 2},
                                             .padding = nm::padding::same}>> == cnn3d(8, 8, 5, 2));
// Width stride 3 on width 9, kernel 3: (9 - 3) / 3 + 1 = 3 (Keras/PyTorch per-axis rule; DL4J's
// helper would divide by the height stride 1 and give 7, dl4j-memory-formulas#bug-8).
static_assert(nm::output_type<one<nm::input::convolutional3d{5, 5, 9, 1},
                                  nm::conv3d{.filters = 1, .kernel = {3, 3, 3}, .stride = {1, 1, 3}}>> ==
              cnn3d(3, 3, 3, 1));

// ---- deconvolution2d / conv2d_transpose ----------------------------------------------------
// Keras Conv2DTranspose(16, 3, strides=2, padding="valid") on (8, 8, 32): kernel 3*3*16*32 = 4,608
// + 16 = 4,624; output (8 - 1) * 2 + 3 = 17.
using deconv_valid = one<nm::input::convolutional{8, 8, 32},
                         nm::conv2d_transpose{.filters = 16, .kernel = {3, 3}, .stride = {2, 2}}>;
static_assert(nm::parameter_count<deconv_valid> == 4'624);
static_assert(nm::output_type<deconv_valid> == cnn(17, 17, 16));
// Keras padding="same": 8 * 2 = 16.
static_assert(nm::output_type<one<nm::input::convolutional{8, 8, 32},
                                  nm::deconvolution2d{.filters = 16, .kernel = {3, 3}, .stride = {2, 2},
                                                      .padding = nm::padding::same}>> == cnn(16, 16, 16));
// PyTorch ConvTranspose2d(32, 16, 3, stride=2, padding=1): (8 - 1) * 2 - 2 * 1 + 3 = 15;
// 32*16*9 + 16 = 4,624 parameters.
using deconv_padded = one<nm::input::convolutional{8, 8, 32},
                          nm::deconvolution2d{.filters = 16, .kernel = {3, 3}, .stride = {2, 2},
                                              .explicit_padding = {1, 1}}>;
static_assert(nm::output_type<deconv_padded> == cnn(15, 15, 16));
static_assert(nm::parameter_count<deconv_padded> == 4'624);
// Dilation 2 (PyTorch dilation=2, stride 1): (8 - 1) + 2 * (3 - 1) + 1 = 12.
static_assert(nm::output_type<one<nm::input::convolutional{8, 8, 1},
                                  nm::deconvolution2d{.filters = 1, .kernel = {3, 3}, .dilation = {2, 2}}>> ==
              cnn(12, 12, 1));

// ---- deconvolution3d ---------------------------------------------------------------------
// Keras Conv3DTranspose(4, 2, strides=2) on (4, 4, 4, 8): 2*2*2*4*8 = 256 + 4 = 260; output 8^3.
using deconv3d = one<nm::input::convolutional3d{4, 4, 4, 8},
                     nm::conv3d_transpose{.filters = 4, .kernel = {2, 2, 2}, .stride = {2, 2, 2}}>;
static_assert(nm::parameter_count<deconv3d> == 260);
static_assert(nm::output_type<deconv3d> == cnn3d(8, 8, 8, 4));

// ---- depthwise_conv2d ----------------------------------------------------------------------
// published-networks#ds-cnn: DepthwiseConv2D dm1 3x3 SAME on 25x5x64 -> 25x5x64,
// 640 parameters (9*64 weights + 64 biases).
using ds_cnn_depthwise = one<nm::input::convolutional{25, 5, 64},
                             nm::depthwise_conv2d{.kernel = {3, 3}, .padding = nm::padding::same}>;
static_assert(nm::parameter_count<ds_cnn_depthwise> == 640);
static_assert(nm::output_type<ds_cnn_depthwise> == cnn(25, 5, 64));
// published-networks#vww-mobilenetv1 (op 3): dw 3x3 s2 SAME on 48x48x16 -> 24x24x16, 160 params.
using vww_depthwise = one<nm::input::convolutional{48, 48, 16},
                          nm::depthwise_conv2d{.kernel = {3, 3}, .stride = {2, 2}, .padding = nm::padding::same}>;
static_assert(nm::parameter_count<vww_depthwise> == 160);
static_assert(nm::output_type<vww_depthwise> == cnn(24, 24, 16));
// Keras DepthwiseConv2D(3, depth_multiplier=8) on (49, 10, 1) (a multiplier > 1 on one channel,
// keras.io DepthwiseConv2D): 3*3*1*8 = 72 + 8 = 80; output (47, 8, 8).
using depthwise_multiplier = one<nm::input::convolutional{49, 10, 1},
                                 nm::depthwise_conv2d{.kernel = {3, 3}, .depth_multiplier = 8}>;
static_assert(nm::parameter_count<depthwise_multiplier> == 80);
static_assert(nm::output_type<depthwise_multiplier> == cnn(47, 8, 8));

// ---- separable_conv2d ----------------------------------------------------------------------
// Keras SeparableConv2D(64, 3) on (32, 32, 32): depthwise 3*3*32 = 288 + pointwise 32*64 = 2,048
// + bias 64 = 2,400; output (30, 30, 64).
using separable = one<nm::input::convolutional{32, 32, 32}, nm::separable_conv2d{.filters = 64, .kernel = {3, 3}}>;
static_assert(nm::parameter_count<separable> == 2'400);
static_assert(nm::output_type<separable> == cnn(30, 30, 64));
// depth_multiplier=2: 3*3*32*2 = 576 + (32*2)*64 = 4,096 + 64 = 4,736.
static_assert(nm::parameter_count<one<nm::input::convolutional{32, 32, 32},
                                      nm::separable_conv2d{.filters = 64, .kernel = {3, 3},
                                                           .depth_multiplier = 2}>> == 4'736);

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

// ---- cropping ------------------------------------------------------------------------------
// Keras Cropping1D((2, 3)) on (10, 4): (5, 4).
static_assert(nm::output_type<one<nm::input::recurrent{4, 10}, nm::cropping1d{.cropping = {2, 3}}>> == rnn(4, 5));
// Keras Cropping2D(((1, 2), (3, 4))) on (10, 10, 3): (7, 3, 3), 0 parameters.
using crop2 = one<nm::input::convolutional{10, 10, 3}, nm::cropping2d{.cropping = {1, 2, 3, 4}}>;
static_assert(nm::output_type<crop2> == cnn(7, 3, 3));
static_assert(nm::parameter_count<crop2> == 0);
// Keras Cropping3D() (1 on every side) on (4, 5, 6, 2): (2, 3, 4, 2).
static_assert(nm::output_type<one<nm::input::convolutional3d{4, 5, 6, 2}, nm::cropping3d{}>> == cnn3d(2, 3, 4, 2));

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

// ---- local_response_normalization ------------------------------------------------------------
// DL4J LocalResponseNormalization.getOutputType returns its input (dl4j-memory-formulas#shape-other); no parameters.
using lrn = one<nm::input::convolutional{4, 4, 8}, nm::local_response_normalization{}>;
static_assert(nm::output_type<lrn> == cnn(4, 4, 8));
static_assert(nm::parameter_count<lrn> == 0);

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
