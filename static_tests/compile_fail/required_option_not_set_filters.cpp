// static_tests/compile_fail/required_option_not_set_filters.cpp: rule netmem::rules::required_option_not_set.
// Layer 0 (a conv1d without .filters) must fail, naming layer 0 and the field `filters`.
// Without NETMEM_COMPILE_FAIL the same network with .filters set must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: required_option_not_set<netmem::error::layer<0>, netmem::error::option::filters>
// expect: netmem: a required option is not set
using net = nm::sequential<nm::input::recurrent{.size = 4, .time_steps = 20}, nm::conv1d{.kernel = 3}>;
#else
using net = nm::sequential<nm::input::recurrent{.size = 4, .time_steps = 20}, nm::conv1d{.filters = 8, .kernel = 3}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
