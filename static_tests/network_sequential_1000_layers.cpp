// static_tests/network_sequential_1000_layers.cpp -- a 1,000-layer sequential network gets its full
// memory report at compile time with the compilers' default limits (issue 2, "Compile-time
// cost"): no -fconstexpr-steps, -fconstexpr-ops-limit, -fconstexpr-loop-limit,
// -ftemplate-depth or -fbracket-depth flags are set for this file.
//
// The layer list is written with macros so that the file stays small: 333 cycles of
// (dense 16, activation relu, batch_normalization) plus one dense 16 = 1,000 layers on FF(16).
// tools/bench/compile_time.sh measures how long such networks take to compile (docs/benchmarks.md).
#include <netmem/netmem.hpp>

#include "support/thousand_layer_network.hpp"

namespace nm = netmem;

namespace {

using large_network = netmem_static_test::thousand_layer_network;

static_assert(large_network::layer_count == 1'000);

// Parameters (hand computation, dl4j-memory-formulas#parameters): 334 dense layers of 16*16 + 16 = 272 -> 90,848;
// 333 batch normalizations of 4*16 = 64 -> 21,312; activations have none. Total 112,160.
// Trainable: batch normalization's 2*16 = 32 running statistics are not -> 90,848 + 333*32 = 101,504.
static_assert(nm::parameter_count<large_network> == 112'160);
static_assert(nm::trainable_parameter_count<large_network> == 101'504);
static_assert(nm::output_type<large_network> == nm::make_feed_forward(16));

constexpr auto report = nm::memory_report<large_network>(nm::training_config{.updater = nm::updater::adam});
static_assert(report.size() == 1'000);

// Training at M = 32, float32, cache mode none (dl4j-memory-formulas#layers formulas), element counts:
//   parameters 112,160 + parameter gradients 112,160
//   updater state (Adam, 2 per trainable value): dense 334 * 2*272 = 181,696;
//     batch normalization 333 * 2*(2*16) = 21,312 -> 203,008
//   activations and activation gradients: 1,000 layers * 16 * 32, twice -> 1,024,000
//   working memory, the max over layers: batch normalization 2*16 fixed + 32 * (3*16 + 2*16) =
//     32 + 2,560 = 2,592 (dense and activation: 32 * 16 = 512); the first one (layer 2) wins ties
//   total 112,160*2 + 203,008 + 1,024,000 + 2,592 = 1,453,920 elements * 4 B = 5,815,680 B.
static_assert(report.total_bytes(32, nm::memory_use_mode::training, nm::cache_mode::none, nm::data_type::float32) ==
              5'815'680);
static_assert(report.working_memory_layer(32, nm::memory_use_mode::training, nm::cache_mode::none) == 2);

// Inference at M = 1: parameters 112,160 + activations 1,000 * 16 = 128,160 elements * 4 B = 512,640 B
// (no layer here has inference working memory).
static_assert(report.total_bytes(1, nm::memory_use_mode::inference) == 512'640);

}  // namespace
