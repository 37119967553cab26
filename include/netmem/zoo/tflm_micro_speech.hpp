// netmem/zoo/tflm_micro_speech.hpp
// TFLM's micro_speech example, the "tiny_conv" keyword spotter (tflite-micro
// tensorflow/lite/micro/examples/micro_speech, micro_speech_quantized.tflite; ../shared/models).
//
// Input: feed_forward(1960) = 49 frames x 40 filterbank channels, flat as the model takes it.
// Layers (TFLite operators of micro_speech_quantized.tflite, tflm-arena --tensors):
//   RESHAPE [1,1960] -> [1,49,40,1]                         netmem: feed_forward_to_cnn(49, 40, 1)
//   DEPTHWISE_CONV_2D 10x8, depth multiplier 8, stride 2, same padding, ReLU, bias -> [1,25,20,8]
//   FULLY_CONNECTED 4000 -> 4 with bias, then SOFTMAX        netmem: dense 4 softmax
// Parameters: 10*8*8 + 8 + 4000*4 + 4 = 16,652 (weights [1,10,8,8] and [4,4000], biases [8], [4]).
#pragma once

#include <netmem/layers/dense.hpp>
#include <netmem/layers/depthwise_conv2d.hpp>
#include <netmem/layers/preprocessors.hpp>
#include <netmem/network/sequential.hpp>

namespace netmem::zoo {

/// TFLM micro_speech tiny_conv (int8): 1960 -> (49, 40, 1) -> depthwise 8 -> 4 classes.
using tflm_micro_speech = sequential<
    input::feed_forward{.size = 1960},
    feed_forward_to_cnn{.height = 49, .width = 40, .channels = 1},
    depthwise_conv2d{.kernel = {10, 8}, .stride = {2, 2}, .padding = padding::same, .depth_multiplier = 8,
                     .activation = activation::relu},
    dense{.units = 4, .activation = activation::softmax}>;

}  // namespace netmem::zoo
