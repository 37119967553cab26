// static_tests/compile_fail/recurrent_input_without_time_steps.cpp:
// rule netmem::rules::recurrent_input_without_time_steps.
// Layer 1 (an LSTM) gets a recurrent input without a time length (the network input
// input::recurrent{.size = 20} has none): the error must name layer 1 and show T = 0.
// Without NETMEM_COMPILE_FAIL the same network with T = 30 must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: recurrent_input_without_time_steps<.*time_steps<.*layer<1>, 0>
// expect: netmem: a recurrent input needs its time length
using net = nm::sequential<nm::input::recurrent{.size = 20}, nm::dense{.units = 4}, nm::lstm{.units = 20}>;
#else
using net = nm::sequential<nm::input::recurrent{.size = 20, .time_steps = 30}, nm::dense{.units = 4},
                           nm::lstm{.units = 20}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
