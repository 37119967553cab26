// static_tests/layers_batch_normalization.cpp: layers/batch_normalization.hpp: parameters and shapes.
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

// ---- batch_normalization (dl4j-memory-formulas#parameters: 4*C, or 2*C locked; Keras: 2*C trainable) ----
using bn_cnn = nm::sequential<nm::input::convolutional{4, 4, 3}, nm::batch_normalization{}>;
static_assert(nm::parameter_count<bn_cnn> == 12);            // 4 * 3
static_assert(nm::trainable_parameter_count<bn_cnn> == 6);   // 2 * 3
static_assert(nm::output_type<bn_cnn> == cnn(4, 4, 3));
using bn_locked = nm::sequential<nm::input::feed_forward{50}, nm::batch_normalization{.lock_gamma_beta = true}>;
static_assert(nm::parameter_count<bn_locked> == 100);        // 2 * 50
static_assert(nm::trainable_parameter_count<bn_locked> == 0);
static_assert(out_of<nm::input::convolutional_flat{4, 4, 2}, nm::batch_normalization{}> == cnn(4, 4, 2));
static_assert(nm::parameter_count<nm::sequential<nm::input::recurrent{7, 3}, nm::batch_normalization{}>> == 28);  // 4*7

}  // namespace
