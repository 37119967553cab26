// static_tests/compile_fail/unsupported_input_kind.cpp: rule netmem::rules::unsupported_input_kind.
// Layer 1 (global pooling on the feed-forward output of a dense layer) must fail, naming layer 1, the
// received kind feed_forward and the accepted kind convolutional.
// Without NETMEM_COMPILE_FAIL the same network with a valid option must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: unsupported_input_kind<.*received_input_kind<.*layer<1>, netmem::input_kind::feed_forward>
// expect: accepted_input_kind<.*layer<1>, netmem::input_kind::convolutional>
// expect: netmem: this layer cannot take this kind of input
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 3},
                           nm::dense{.units = 16}, nm::global_pooling{}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 3},
                           nm::conv2d{.filters = 16, .kernel = {3, 3}}, nm::global_pooling{}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
