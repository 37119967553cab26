// static_tests/layers_autoencoder.cpp: layers/autoencoder.hpp (and rbm.hpp): parameters.
// Moved verbatim from static_tests/seed_layer_shapes.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
// Also tests: netmem/layers/rbm.hpp
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

// ---- autoencoder, rbm: P = nIn*nOut + nOut + nIn ----
static_assert(nm::parameter_count<nm::sequential<nm::input::feed_forward{784}, nm::autoencoder{.units = 250}>> ==
              197'034);  // 784*250 + 250 + 784
static_assert(nm::parameter_count<nm::sequential<nm::input::feed_forward{784}, nm::rbm{.units = 500}>> ==
              393'284);  // 784*500 + 500 + 784
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{4}, nm::rbm{.units = 3, .gibbs_steps = 0}>>);

}  // namespace
