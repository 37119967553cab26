// static_tests/zoo_mlp.cpp: zoo/mlp.hpp: hand-computed counts.
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

// ---- 784-1000-1000-10 MLP ----
// Hand computation: 784*1000 + 1000 = 785,000; 1000*1000 + 1000 = 1,001,000; 1000*10 + 10 = 10,010.
static_assert(same(nm::zoo::mlp_784_1000_1000_10::analysis<>.parameters,
                   std::array<nm::size_type, 3>{785'000, 1'001'000, 10'010}));
static_assert(nm::parameter_count<nm::zoo::mlp_784_1000_1000_10> == 1'796'010);

}  // namespace
