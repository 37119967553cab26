// static_tests/compile_fail/bidirectional_needs_recurrent_layer.cpp:
// rule netmem::rules::bidirectional_needs_recurrent_layer.
// Layer 1 wraps a dense layer (accepted input feed_forward) in bidirectional: the error must name
// layer 1, the "not recurrent" flag 0 and the wrapped layer's accepted input.
// Without NETMEM_COMPILE_FAIL the same network wrapping an LSTM must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: bidirectional_wraps_a_layer_that_is_not_recurrent<.*wrapped_layer_is_recurrent<.*layer<1>, 0>
// expect: wrapped_layer_accepts<netmem::error::layer<1>, netmem::accepted_input::feed_forward>
// expect: netmem: bidirectional<L> needs a recurrent layer L
using net = nm::sequential<nm::input::recurrent{.size = 20, .time_steps = 30}, nm::lstm{.units = 16},
                           nm::bidirectional<nm::dense{.units = 8}>{}>;
#else
using net = nm::sequential<nm::input::recurrent{.size = 20, .time_steps = 30}, nm::lstm{.units = 16},
                           nm::bidirectional<nm::lstm{.units = 8}>{}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
