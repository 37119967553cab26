// static_tests/layers_dropout.cpp: layers/dropout.hpp (and activation_layer.hpp): out := in, rate rules.
// Moved verbatim from static_tests/seed_layer_shapes.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
// Also tests: netmem/layers/activation_layer.hpp
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

// ---- activation_layer, dropout: out := in (dl4j-memory-formulas#shape-other) ----
static_assert(out_of<nm::input::convolutional{3, 3, 2}, nm::activation_layer{.activation = nm::activation::relu}> ==
              cnn(3, 3, 2));
static_assert(out_of<nm::input::recurrent{4, 9}, nm::dropout{.rate = 0.1}> == rnn(4, 9));
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{4}, nm::dropout{.rate = 1.0}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{4}, nm::dropout{.rate = -0.1}>>);
static_assert(nm::is_valid<nm::sequential<nm::input::feed_forward{4}, nm::dropout{.rate = 0.0}>>);

}  // namespace
