// static_tests/layers_flatten.cpp: layers/flatten.hpp: output shapes, no report entry.
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

// ---- flatten ----
static_assert(out_of<nm::input::convolutional{3, 4, 5}, nm::flatten{}> == ff(60));  // 3*4*5
static_assert(out_of<nm::input::recurrent{6, 4}, nm::flatten{}> == ff(24));         // 6*4
static_assert(out_of<nm::input::feed_forward{9}, nm::flatten{}> == ff(9));
static_assert(nm::sequential<nm::input::convolutional{3, 4, 5}, nm::flatten{}, nm::dense{.units = 2}>::analysis<>
                  .report_count == 1);

}  // namespace
