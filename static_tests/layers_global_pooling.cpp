// static_tests/layers_global_pooling.cpp: layers/global_pooling.hpp: output shapes and soft rejections.
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

// ---- global_pooling (dl4j-memory-formulas#shape-other table) ----
static_assert(out_of<nm::input::convolutional{5, 5, 8}, nm::global_pooling{}> == ff(8));
static_assert(out_of<nm::input::convolutional{5, 5, 8}, nm::global_pooling{.collapse = false}> == cnn(1, 1, 8));
static_assert(out_of<nm::input::convolutional3d{2, 3, 4, 6}, nm::global_pooling{}> == ff(6));
static_assert(out_of<nm::input::convolutional3d{2, 3, 4, 6}, nm::global_pooling{.collapse = false}> ==
              input_type(nm::input::convolutional3d{1, 1, 1, 6}));
static_assert(out_of<nm::input::convolutional_flat{4, 4, 3}, nm::global_pooling{}> == ff(3));
static_assert(out_of<nm::input::convolutional_flat{4, 4, 3}, nm::global_pooling{.collapse = false}> == cnn(1, 1, 3));
static_assert(out_of<nm::input::recurrent{10, 7}, nm::global_pooling{.type = nm::pooling_type::sum}> == ff(10));
// Without collapse on RNN: DL4J keeps the input type; policy::corrected gives the real [10, 1].
static_assert(out_of<nm::input::recurrent{10, 7}, nm::global_pooling{.collapse = false}, nm::policy::dl4j> ==
              rnn(10, 7));
static_assert(out_of<nm::input::recurrent{10, 7}, nm::global_pooling{.collapse = false}> == rnn(10, 1));
// FF input: rejected (dl4j-memory-formulas#shape-other: GlobalPooling on FF throws).
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{10}, nm::global_pooling{}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::recurrent{10, 0}, nm::global_pooling{}>>);  // no time steps

}  // namespace
