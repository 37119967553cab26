// static_tests/compile_fail/dropout_rate_out_of_range.cpp: rule netmem::rules::dropout_rate_out_of_range.
// Layer 1 (dropout with rate 1.5: the rate is the fraction dropped, in [0, 1)) must fail, naming layer 1
// and the rate in millionths, 1500000.
// Without NETMEM_COMPILE_FAIL the same network with a valid option must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: dropout_rate_out_of_range<.*dropout_rate_in_millionths<.*layer<1>, 1500000>
// expect: netmem: dropout rate must be in \[0, 1\)
using net = nm::sequential<nm::input::feed_forward{.size = 10}, nm::dense{.units = 20}, nm::dropout{.rate = 1.5},
                           nm::dense{.units = 5}>;
#else
using net = nm::sequential<nm::input::feed_forward{.size = 10}, nm::dense{.units = 20}, nm::dropout{.rate = 0.5},
                           nm::dense{.units = 5}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
