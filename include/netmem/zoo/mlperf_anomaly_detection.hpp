// netmem/zoo/mlperf_anomaly_detection.hpp
// MLPerf Tiny anomaly detection (ad01): the Deep FC AutoEncoder of the DCASE2020 baseline
// (mlcommons/tiny benchmark/training/anomaly_detection/keras_model.py, get_model).
//
// Input: feed_forward(640) = 5 frames x 128 mel bands.
// Layers: 9 blocks of dense(linear, bias) -> batch_normalization -> activation_layer(relu) with
// 128, 128, 128, 128, 8, 128, 128, 128, 128 units, then dense 640 (linear).
// Parameters (Keras model.summary, which counts batch normalization as 4 per channel, 2 of them
// trainable): total 269,992, trainable 267,928, non-trainable 2,064 (mlcommons/tiny anomaly_detection,
// read from ad01.h5; published-networks#ad-autoencoder). netmem's batch_normalization counts the same way.
#pragma once

#include <netmem/netmem.hpp>

namespace netmem::zoo {

/// MLPerf Tiny AD FC autoencoder (269,992 parameters, 267,928 trainable).
using mlperf_anomaly_detection = sequential<
    input::feed_forward{.size = 640},
    dense{.units = 128}, batch_normalization{}, activation_layer{.activation = activation::relu},
    dense{.units = 128}, batch_normalization{}, activation_layer{.activation = activation::relu},
    dense{.units = 128}, batch_normalization{}, activation_layer{.activation = activation::relu},
    dense{.units = 128}, batch_normalization{}, activation_layer{.activation = activation::relu},
    dense{.units = 8}, batch_normalization{}, activation_layer{.activation = activation::relu},
    dense{.units = 128}, batch_normalization{}, activation_layer{.activation = activation::relu},
    dense{.units = 128}, batch_normalization{}, activation_layer{.activation = activation::relu},
    dense{.units = 128}, batch_normalization{}, activation_layer{.activation = activation::relu},
    dense{.units = 128}, batch_normalization{}, activation_layer{.activation = activation::relu},
    dense{.units = 640}>;

}  // namespace netmem::zoo
