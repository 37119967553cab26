// netmem/zoo/tflm_test_conv_model.hpp
// TFLM's test convolution model (tensorflow/tflite-micro tensorflow/lite/micro/testing/
// test_conv_model.cc, kTestConvModelData), the model of memory_arena_threshold_test.cc.
//
// Graph (tflite-micro testing/test_conv_model.cc): 16x16x1 float input -> Quantize ->
// Conv2D 16 3x3 VALID (14x14x16) -> Conv2D 32 3x3 VALID (12x12x32) -> MaxPool 2x2/2 (6x6x32) ->
// Reshape 1152 -> FullyConnected 10 -> Dequantize. netmem models the int8 part: the network input
// is the quantized 16x16x1 int8 tensor (Quantize and Dequantize are not layers here; neither is at
// the arena's peak).
// Parameters (folded, TFLite): 160 + 4,640 + 11,530 = 16,330.
// Arena: TFLM's published non-persistent head for this model, kTestConvModelHeadSize = 7,744 B
// (memory_arena_threshold_test.cc) = 14*14*16 + 12*12*32 = 3,136 + 4,608 live at the second conv.
#pragma once

#include <netmem/netmem.hpp>

namespace netmem::zoo {

/// TFLM test_conv_model (int8 part): 16,330 parameters; 7,744 B arena with reference kernels.
using tflm_test_conv_model = sequential<input::convolutional{.height = 16, .width = 16, .channels = 1},
                                        conv2d{.filters = 16, .kernel = {3, 3}},
                                        conv2d{.filters = 32, .kernel = {3, 3}},
                                        max_pool2d{.kernel = {2, 2}, .stride = {2, 2}},
                                        flatten{},
                                        dense{.units = 10}>;

}  // namespace netmem::zoo
