// static_tests/zoo_dl4j_lenet.cpp: zoo/dl4j_lenet.hpp: published counts and shapes.
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

}  // namespace
