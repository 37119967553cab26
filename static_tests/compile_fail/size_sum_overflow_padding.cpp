// static_tests/compile_fail/size_sum_overflow_padding.cpp: rule netmem::rules::size_sum_overflow,
// from a padding option. Layer 0 (zero_padding2d adding 2^62 rows at the top and 2^62 at the
// bottom of a 4x1x1 image) must fail, naming layer 0 and the terms 4 + 2^62 = 4611686018427387908
// and 2^62 = 4611686018427387904 (their sum exceeds 2^63 - 1).
// Without NETMEM_COMPILE_FAIL a padding of 2^62 rows at the top only must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: size_sum_overflow<.*left_operand<.*layer<0>, 4611686018427387908>
// expect: right_operand<.*layer<0>, 4611686018427387904>
// expect: netmem: a sum of sizes does not fit in 64 bits
using net = nm::sequential<nm::input::convolutional{.height = 4, .width = 1, .channels = 1},
                           nm::zero_padding2d{.padding = {4'611'686'018'427'387'904, 4'611'686'018'427'387'904, 0, 0}}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 4, .width = 1, .channels = 1},
                           nm::zero_padding2d{.padding = {4'611'686'018'427'387'904, 0, 0, 0}}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
