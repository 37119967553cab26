// static_tests/layers_dropout.cpp: layers/dropout.hpp (and activation_layer.hpp): out := in, rate rules.
// Moved verbatim from static_tests/seed_layer_shapes.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
// Also tests: netmem/layers/activation_layer.hpp
#include <string_view>

#include <netmem/netmem.hpp>

// From the former static_tests/seed_layer_shapes.cpp: shape rules, parameter counts and soft rejections
// (netmem::is_valid) of the seed layers. Each number is a hand computation from the rule quoted
// next to it (dl4j-memory-formulas#shapes, #parameters) or a published shape (docs/reference/published-networks.md).
namespace {

namespace nm = netmem;
using nm::input_type;

constexpr input_type cnn(nm::size_type h, nm::size_type w, nm::size_type c) { return nm::input::convolutional{h, w, c}; }
[[maybe_unused]] constexpr input_type ff(nm::size_type n) { return nm::input::feed_forward{n}; }
constexpr input_type rnn(nm::size_type n, nm::size_type t) { return nm::input::recurrent{n, t}; }

template <auto Input, auto Layer, nm::policy P = nm::policy::corrected>
constexpr input_type out_of = nm::layer_output_types<nm::sequential<Input, Layer>, P>[0];

// ---- activation_layer, dropout: out := in (dl4j-memory-formulas#shape-other) ----
static_assert(out_of<nm::input::convolutional{3, 3, 2}, nm::activation_layer{.activation = nm::activation::relu}> ==
              cnn(3, 3, 2));
static_assert(out_of<nm::input::recurrent{4, 9}, nm::dropout{.rate = 0.1}> == rnn(4, 9));
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{4}, nm::dropout{.rate = 1.0}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{4}, nm::dropout{.rate = -0.1}>>);
static_assert(nm::is_valid<nm::sequential<nm::input::feed_forward{4}, nm::dropout{.rate = 0.0}>>);

}  // namespace
