// static_tests/layers_flatten.cpp: layers/flatten.hpp: output shapes, no report entry.
// Moved verbatim from static_tests/seed_layer_shapes.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
#include <string_view>

#include <netmem/netmem.hpp>

// From the former static_tests/seed_layer_shapes.cpp: shape rules, parameter counts and soft rejections
// (netmem::is_valid) of the seed layers. Each number is a hand computation from the rule quoted
// next to it (dl4j-memory-formulas#shapes, #parameters) or a published shape (docs/reference/published-networks.md).
namespace {

namespace nm = netmem;
using nm::input_type;

[[maybe_unused]] constexpr input_type cnn(nm::size_type h, nm::size_type w, nm::size_type c) { return nm::input::convolutional{h, w, c}; }
constexpr input_type ff(nm::size_type n) { return nm::input::feed_forward{n}; }
[[maybe_unused]] constexpr input_type rnn(nm::size_type n, nm::size_type t) { return nm::input::recurrent{n, t}; }

template <auto Input, auto Layer, nm::policy P = nm::policy::corrected>
constexpr input_type out_of = nm::layer_output_types<nm::sequential<Input, Layer>, P>[0];

// ---- flatten ----
static_assert(out_of<nm::input::convolutional{3, 4, 5}, nm::flatten{}> == ff(60));  // 3*4*5
static_assert(out_of<nm::input::recurrent{6, 4}, nm::flatten{}> == ff(24));         // 6*4
static_assert(out_of<nm::input::feed_forward{9}, nm::flatten{}> == ff(9));
static_assert(nm::sequential<nm::input::convolutional{3, 4, 5}, nm::flatten{}, nm::dense{.units = 2}>::analysis<>
                  .report_count == 1);

}  // namespace
