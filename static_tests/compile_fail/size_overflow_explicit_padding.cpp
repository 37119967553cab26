// static_tests/compile_fail/size_overflow_explicit_padding.cpp: rule netmem::rules::size_overflow,
// from an explicit padding. Layer 0 (conv1d with explicit_padding 2^62: the padded length needs
// 2 * 2^62 = 2^63, beyond 2^63 - 1) must fail, naming layer 0 and the factors 2 and
// 4611686018427387904.
// Without NETMEM_COMPILE_FAIL a padding of 1 must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: size_overflow<.*left_operand<.*layer<0>, 2>
// expect: right_operand<.*layer<0>, 4611686018427387904>
// expect: netmem: a size does not fit in 64 bits
using net = nm::sequential<nm::input::recurrent{.size = 4, .time_steps = 10},
                           nm::conv1d{.filters = 2, .kernel = 3, .explicit_padding = 4'611'686'018'427'387'904}>;
#else
using net = nm::sequential<nm::input::recurrent{.size = 4, .time_steps = 10},
                           nm::conv1d{.filters = 2, .kernel = 3, .explicit_padding = 1}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
