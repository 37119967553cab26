// static_tests/compile_fail/zero_size_units.cpp: rule netmem::rules::zero_size.
// Layer 2 (a dense layer with 0 units) must fail, naming layer 2 and the value 0.
// Without NETMEM_COMPILE_FAIL the same network with a valid option must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: zero_or_negative_size<.*size_value<.*layer<2>, 0>
// expect: netmem: every size \(units, filters
using net = nm::sequential<nm::input::feed_forward{.size = 10}, nm::dense{.units = 20}, nm::activation_layer{},
                           nm::dense{.units = 0}>;
#else
using net = nm::sequential<nm::input::feed_forward{.size = 10}, nm::dense{.units = 20}, nm::activation_layer{},
                           nm::dense{.units = 5}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
