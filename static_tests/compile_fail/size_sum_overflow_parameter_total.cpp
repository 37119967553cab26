// static_tests/compile_fail/size_sum_overflow_parameter_total.cpp: rule netmem::rules::size_sum_overflow,
// from the network's parameter total. Each dense layer of 2^31 units on 2^31 inputs has
// 2^31 * 2^31 + 2^31 = 4611686020574871552 parameters (each fits in 64 bits); layers 0 + 1 give
// 2^63 + 2^32, beyond 2^63 - 1, so layer 1 must fail, naming both terms.
// Without NETMEM_COMPILE_FAIL a network whose layer 1 has 4 units must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: size_sum_overflow<.*left_operand<.*layer<1>, 4611686020574871552>
// expect: right_operand<.*layer<1>, 4611686020574871552>
// expect: netmem: a sum of sizes does not fit in 64 bits
using net = nm::sequential<nm::input::feed_forward{.size = 2'147'483'648}, nm::dense{.units = 2'147'483'648},
                           nm::dense{.units = 2'147'483'648}>;
#else
using net = nm::sequential<nm::input::feed_forward{.size = 2'147'483'648}, nm::dense{.units = 2'147'483'648},
                           nm::dense{.units = 4}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
