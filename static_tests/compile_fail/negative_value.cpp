// static_tests/compile_fail/negative_value.cpp: rule netmem::rules::negative_value.
// Layer 1 (a loss layer with units = -1: DL4J's nOut must not be negative) must fail, naming layer 1 and -1.
// Without NETMEM_COMPILE_FAIL the same network with a valid option must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: negative_value<.*size_value<.*layer<1>, -1>
// expect: netmem: this option .* must not be negative
using net = nm::sequential<nm::input::feed_forward{.size = 10}, nm::dense{.units = 20}, nm::loss{.units = -1}>;
#else
using net = nm::sequential<nm::input::feed_forward{.size = 10}, nm::dense{.units = 20}, nm::loss{.units = 0}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
