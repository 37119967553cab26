// static_tests/zoo_keras_mnist.cpp: zoo/keras_mnist.hpp: Keras's printed summaries.
// Moved verbatim from static_tests/seed_zoo.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
#include <array>
#include <cstddef>

#include <netmem/netmem.hpp>

#include "support/shapes.hpp"
#include <netmem/zoo/dl4j_lenet.hpp>
#include <netmem/zoo/keras_mnist.hpp>
#include <netmem/zoo/mlp.hpp>
#include <netmem/zoo/mlperf_anomaly_detection.hpp>

// From the former static_tests/seed_zoo.cpp: parameter counts and per-layer output shapes of the seed's zoo
// networks, against published numbers (docs/reference/published-networks.md) or hand computations written out.
namespace {

namespace nm = netmem;
using nm::input_type;
using netmem_static_tests::cnn;
using netmem_static_tests::ff;
using netmem_static_tests::same;

// ---- Keras MNIST convnets, published-networks#keras-mnist (printed model.summary()) ----
// keras-io simple convnet: (26,26,32) 320, (13,13,32) 0, (11,11,64) 18,496, (5,5,64) 0, 1600 0,
// 1600 0, 10 16,010; total 34,826, all trainable.
static_assert(same(nm::layer_output_types<nm::zoo::keras_io_mnist_convnet>,
                   std::array<input_type, 7>{cnn(26, 26, 32), cnn(13, 13, 32), cnn(11, 11, 64), cnn(5, 5, 64),
                                             ff(1600), ff(1600), ff(10)}));
static_assert(same(nm::zoo::keras_io_mnist_convnet::analysis<>.parameters,
                   std::array<nm::size_type, 7>{320, 0, 18'496, 0, 0, 0, 16'010}));
static_assert(nm::parameter_count<nm::zoo::keras_io_mnist_convnet> == 34'826);
static_assert(nm::trainable_parameter_count<nm::zoo::keras_io_mnist_convnet> == 34'826);
// Keras 2 mnist_cnn.py: (26,26,32) 320, (24,24,64) 18,496, (12,12,64) 0, (12,12,64) 0, 9216 0,
// 128 1,179,776, 128 0, 10 1,290; total 1,199,882.
static_assert(same(nm::layer_output_types<nm::zoo::keras_mnist_cnn>,
                   std::array<input_type, 8>{cnn(26, 26, 32), cnn(24, 24, 64), cnn(12, 12, 64), cnn(12, 12, 64),
                                             ff(9216), ff(128), ff(128), ff(10)}));
static_assert(same(nm::zoo::keras_mnist_cnn::analysis<>.parameters,
                   std::array<nm::size_type, 8>{320, 18'496, 0, 0, 0, 1'179'776, 0, 1'290}));
static_assert(nm::parameter_count<nm::zoo::keras_mnist_cnn> == 1'199'882);

}  // namespace
