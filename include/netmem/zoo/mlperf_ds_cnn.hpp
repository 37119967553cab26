// netmem/zoo/mlperf_ds_cnn.hpp
// MLPerf Tiny keyword spotting (kws01): the DS-CNN of mlcommons/tiny
// benchmark/training/keyword_spotting/keras_model.py (model_architecture == 'ds_cnn'), as the Keras
// layer stack. Every convolution uses padding "same" and keeps its bias.
//
// Input: convolutional(49, 10, 1): 49 MFCC frames x 10 coefficients.
// Layers (output shape, Keras parameters):
//   conv2d 64, 10x4, stride 2, same -> 25x5x64 (2,624); batch_normalization (256); relu; dropout 0.2
//   4 x [depthwise_conv2d 3x3 same (640); batch_normalization (256); relu;
//        conv2d 64 1x1 same (4,160); batch_normalization (256); relu]          -> 25x5x64
//   dropout 0.4; avg_pool2d (valid, stride = window) -> 1x1x64; flatten -> 64; output 12 softmax (780)
// Parameters: Keras total 24,908, trainable 23,756, non-trainable 1,152 (published-networks#ds-cnn,
// hand-counted). Folded (TFLite) counts are the deployment layer's business.
//
// The pooling window: the training code computes (int(49/2), int(10/2)) = (24, 5), but the shipped
// model (kws_ref_model) uses (25, 5). Both give 1x1x64 on the 25x5x64 input: 24 does not tile 25,
// and valid pooling floors (floor((25 - 24) / 24) + 1 = 1). `mlperf_ds_cnn` is the shipped model;
// `mlperf_ds_cnn_with_pool<{24, 5}>` the code's.
#pragma once

#include <netmem/netmem.hpp>
#include <netmem/zoo/detail/depthwise_separable.hpp>

namespace netmem::zoo {

namespace detail::ds_cnn {
using namespace depthwise_separable;  // depthwise(stride), bn, relu, pointwise(filters)

/// The layer listing, one depthwise-separable block per line.
template <size2d Pool>
using network = sequential<
    input::convolutional{.height = 49, .width = 10, .channels = 1},
    conv2d{.filters = 64, .kernel = {10, 4}, .stride = {2, 2}, .padding = padding::same}, bn, relu,
    dropout{.rate = 0.2},
    depthwise(1), bn, relu, pointwise(64), bn, relu,  // depthwise-separable block 1
    depthwise(1), bn, relu, pointwise(64), bn, relu,  // block 2
    depthwise(1), bn, relu, pointwise(64), bn, relu,  // block 3
    depthwise(1), bn, relu, pointwise(64), bn, relu,  // block 4
    dropout{.rate = 0.4},
    avg_pool2d{.kernel = Pool},  // stride 0 = the window (Keras strides=None), padding valid
    flatten{},
    output{.units = 12, .activation = activation::softmax}>;
}  // namespace detail::ds_cnn

/// MLPerf Tiny DS-CNN with an average-pooling window of `Pool` (height, width).
template <size2d Pool>
using mlperf_ds_cnn_with_pool = detail::ds_cnn::network<Pool>;

/// MLPerf Tiny DS-CNN as shipped (kws_ref_model): 25x5 pooling window. 24,908 parameters.
using mlperf_ds_cnn = mlperf_ds_cnn_with_pool<size2d{25, 5}>;

}  // namespace netmem::zoo
