// netmem/zoo/tflm_hello_world.hpp
// TFLM's hello_world example: a sine-wave regressor (tflite-micro
// tensorflow/lite/micro/examples/hello_world, models/hello_world_int8.tflite; ../shared/models).
//
// Input: feed_forward(1). Layers (TFLite operators of hello_world_int8.tflite, read with the
// tflm-arena oracle's --tensors: 3 FULLY_CONNECTED, tensors [1,1] -> [1,16] -> [1,16] -> [1,1]):
//   dense 16 relu -> dense 16 relu -> dense 1 (identity), each with a bias.
// Parameters: 16*1 + 16 + 16*16 + 16 + 16*1 + 1 = 321 (the model's weights [16,1], [16,16], [1,16]
// and biases [16], [16], [1]).
#pragma once

#include <netmem/layers/dense.hpp>
#include <netmem/network/sequential.hpp>

namespace netmem::zoo {

/// TFLM hello_world (int8): 1 -> 16 -> 16 -> 1, 321 parameters.
using tflm_hello_world = sequential<input::feed_forward{.size = 1},
                                    dense{.units = 16, .activation = activation::relu},
                                    dense{.units = 16, .activation = activation::relu},
                                    dense{.units = 1}>;

}  // namespace netmem::zoo
