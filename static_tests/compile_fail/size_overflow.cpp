// static_tests/compile_fail/size_overflow.cpp: rule netmem::rules::size_overflow.
// Layer 1 (a dense layer of 2^40 units on a 2^40-element input: 2^80 weights) must fail, naming layer 1
// and both factors, 1099511627776 and 1099511627776.
// Without NETMEM_COMPILE_FAIL the same network with a valid option must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: size_overflow<.*left_operand<.*layer<1>, 1099511627776>
// expect: right_operand<.*layer<1>, 1099511627776>
// expect: netmem: a size does not fit in 64 bits
using net = nm::sequential<nm::input::feed_forward{.size = 1'099'511'627'776}, nm::activation_layer{},
                           nm::dense{.units = 1'099'511'627'776}>;
#else
using net = nm::sequential<nm::input::feed_forward{.size = 1'099'511'627'776}, nm::activation_layer{},
                           nm::dense{.units = 4}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
