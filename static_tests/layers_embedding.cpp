// static_tests/layers_embedding.cpp: layers/embedding.hpp: parameters and shapes.
// Moved verbatim from static_tests/seed_layer_shapes.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
#include <string_view>

#include <netmem/netmem.hpp>

#include "support/shapes.hpp"

// From the former static_tests/seed_layer_shapes.cpp: shape rules, parameter counts and soft rejections
// (netmem::is_valid) of the seed layers. Each number is a hand computation from the rule quoted
// next to it (dl4j-memory-formulas#shapes, #parameters) or a published shape (docs/reference/published-networks.md).
namespace {

namespace nm = netmem;
using nm::input_type;
using netmem_static_tests::cnn;
using netmem_static_tests::rnn;
using netmem_static_tests::ff;
using netmem_static_tests::out_of;

// ---- embedding (dl4j-memory-formulas#parameters: V*nOut + bias; bias off by default) ----
static_assert(nm::parameter_count<nm::sequential<nm::input::feed_forward{1}, nm::embedding{.input_dim = 1000,
                                                                                            .output_dim = 16}>> ==
              16'000);  // 1000 * 16
static_assert(nm::parameter_count<nm::sequential<nm::input::feed_forward{1},
                                                 nm::embedding{.input_dim = 1000, .output_dim = 16, .use_bias = true}>> ==
              16'016);  // 1000 * 16 + 16
static_assert(nm::parameter_count<nm::sequential<nm::input::feed_forward{30}, nm::embedding{.output_dim = 4}>> ==
              120);  // input_dim 0 -> V = 30: 30 * 4
static_assert(out_of<nm::input::feed_forward{1}, nm::embedding{.input_dim = 10, .output_dim = 4}> == ff(4));

}  // namespace
