// static_tests/zoo_mlperf_anomaly_detection.cpp: zoo/mlperf_anomaly_detection.hpp: published counts.
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

}  // namespace
