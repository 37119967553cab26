// static_tests/compile_fail/required_option_not_set_lstm.cpp: rule netmem::rules::required_option_not_set.
// Layer 1 (an lstm without .units) must fail, naming layer 1 and the field `units`.
// Without NETMEM_COMPILE_FAIL the same network with .units set must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: required_option_not_set<netmem::error::layer<1>, netmem::error::option::units>
// expect: netmem: a required option is not set
using net = nm::sequential<nm::input::recurrent{.size = 4, .time_steps = 20}, nm::lstm{.units = 8}, nm::lstm{}>;
#else
using net = nm::sequential<nm::input::recurrent{.size = 4, .time_steps = 20}, nm::lstm{.units = 8},
                           nm::lstm{.units = 8}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
