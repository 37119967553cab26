// static_tests/compile_fail/size_sum_overflow_dilated_kernel.cpp: rule netmem::rules::size_sum_overflow,
// from a dilation. Layer 0 (conv2d, kernel 3, dilation 2^62 along the height) has the dilated
// kernel k' = k + (k - 1)(d - 1) = 3 + 2 * (2^62 - 1): the terms 3 and 9223372036854775806 do not
// add up within 64 bits, so it must fail at layer 0, naming both.
// Without NETMEM_COMPILE_FAIL a dilation of 2 must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: size_sum_overflow<.*left_operand<.*layer<0>, 3>
// expect: right_operand<.*layer<0>, 9223372036854775806>
// expect: netmem: a sum of sizes does not fit in 64 bits
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 1},
                           nm::conv2d{.filters = 2, .kernel = {3, 3}, .dilation = {4'611'686'018'427'387'904, 1}}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 1},
                           nm::conv2d{.filters = 2, .kernel = {3, 3}, .dilation = {2, 1}}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
