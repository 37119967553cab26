// static_tests/compile_fail/opaque_operator_negative_constants.cpp: rule netmem::rules::negative_value
// for netmem::opaque_operator (what netmem-import --allow-unknown writes for an op netmem has no
// model of). Layer 1 claims -5 constant elements: the error must name layer 1 and -5.
// Without NETMEM_COMPILE_FAIL the same network with 5 constant elements must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: negative_value<.*size_value<.*layer<1>, -5>
// expect: netmem: this option .* must not be negative
using net = nm::sequential<nm::input::feed_forward{.size = 8}, nm::dense{.units = 4},
                           nm::opaque_operator{.output = nm::input::feed_forward{.size = 4}, .constant_elements = -5}>;
#else
using net = nm::sequential<nm::input::feed_forward{.size = 8}, nm::dense{.units = 4},
                           nm::opaque_operator{.output = nm::input::feed_forward{.size = 4}, .constant_elements = 5}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
