// static_tests/seed_zoo.cpp: parameter counts and per-layer output shapes of the seed's zoo
// networks, against published numbers (docs/reference/published-networks.md) or hand computations written out.
#include <array>
#include <cstddef>

#include <netmem/netmem.hpp>
#include <netmem/zoo/dl4j_lenet.hpp>
#include <netmem/zoo/keras_mnist.hpp>
#include <netmem/zoo/mlp.hpp>
#include <netmem/zoo/mlperf_anomaly_detection.hpp>

namespace {

namespace nm = netmem;
using nm::input_type;

constexpr input_type cnn(nm::size_type h, nm::size_type w, nm::size_type c) { return nm::input::convolutional{h, w, c}; }
constexpr input_type ff(nm::size_type n) { return nm::input::feed_forward{n}; }

template <std::size_t N>
constexpr bool same(const std::array<input_type, N>& got, const std::array<input_type, N>& expected) {
    for (std::size_t i = 0; i < N; ++i)
        if (!(got[i] == expected[i])) return false;
    return true;
}
template <std::size_t N>
constexpr bool same(const std::array<nm::size_type, N>& got, const std::array<nm::size_type, N>& expected) {
    for (std::size_t i = 0; i < N; ++i)
        if (got[i] != expected[i]) return false;
    return true;
}

// ---- DL4J zoo LeNet, published-networks#dl4j-lenet ----
// Published [Q]: 431,080 parameters in truncate mode, per layer 520 / 0 / 25,050 / 0 / 400,500 / 5,010.
static_assert(nm::parameter_count<nm::zoo::dl4j_lenet> == 431'080);
static_assert(same(nm::zoo::dl4j_lenet::analysis<>.parameters,
                   std::array<nm::size_type, 6>{520, 0, 25'050, 0, 400'500, 5'010}));
// Same mode [D in the reference file]: ffn1 nIn = 7*7*50 = 2,450; total 1,256,080.
static_assert(nm::parameter_count<nm::zoo::dl4j_lenet_same> == 1'256'080);
// Hand computation, same mode: 2,450*500 + 500 = 1,225,500 for ffn1; the others as in truncate.
static_assert(same(nm::zoo::dl4j_lenet_same::analysis<>.parameters,
                   std::array<nm::size_type, 6>{520, 0, 25'050, 0, 1'225'500, 5'010}));
// Shapes (published-networks#dl4j-lenet: ffn1 nIn 800 = 4x4x50 in truncate mode; 7x7x50 in same mode).
static_assert(same(nm::layer_output_types<nm::zoo::dl4j_lenet>,
                   std::array<input_type, 6>{cnn(24, 24, 20), cnn(12, 12, 20), cnn(8, 8, 50), cnn(4, 4, 50),
                                             ff(500), ff(10)}));
static_assert(nm::layer_input_types<nm::zoo::dl4j_lenet>[4] == ff(800));
static_assert(same(nm::layer_output_types<nm::zoo::dl4j_lenet_same>,
                   std::array<input_type, 6>{cnn(28, 28, 20), cnn(14, 14, 20), cnn(14, 14, 50), cnn(7, 7, 50),
                                             ff(500), ff(10)}));
static_assert(nm::output_type<nm::zoo::dl4j_lenet> == ff(10));

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

// ---- MLPerf Tiny AD autoencoder, published-networks#ad-autoencoder (mlcommons/tiny ad01.h5) ----
static_assert(nm::parameter_count<nm::zoo::mlperf_anomaly_detection> == 269'992);
static_assert(nm::trainable_parameter_count<nm::zoo::mlperf_anomaly_detection> == 267'928);
// Non-trainable 2,064 [A] = 2 * (8 * 128 + 8) batch-norm running statistics.
static_assert(nm::parameter_count<nm::zoo::mlperf_anomaly_detection> -
                  nm::trainable_parameter_count<nm::zoo::mlperf_anomaly_detection> ==
              2'064);
// §1.5 table [A]: folded dense params 82,048 (640->128), 1,032 (128->8), 82,560 (128->640); BN 4*128 = 512.
static_assert(nm::zoo::mlperf_anomaly_detection::analysis<>.parameters[0] == 82'048);
static_assert(nm::zoo::mlperf_anomaly_detection::analysis<>.parameters[1] == 512);
static_assert(nm::zoo::mlperf_anomaly_detection::analysis<>.parameters[12] == 1'032);
static_assert(nm::zoo::mlperf_anomaly_detection::analysis<>.parameters[27] == 82'560);
static_assert(nm::output_type<nm::zoo::mlperf_anomaly_detection> == ff(640));

// ---- 784-1000-1000-10 MLP ----
// Hand computation: 784*1000 + 1000 = 785,000; 1000*1000 + 1000 = 1,001,000; 1000*10 + 10 = 10,010.
static_assert(same(nm::zoo::mlp_784_1000_1000_10::analysis<>.parameters,
                   std::array<nm::size_type, 3>{785'000, 1'001'000, 10'010}));
static_assert(nm::parameter_count<nm::zoo::mlp_784_1000_1000_10> == 1'796'010);

}  // namespace
