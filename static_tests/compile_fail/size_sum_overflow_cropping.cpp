// static_tests/compile_fail/size_sum_overflow_cropping.cpp: rule netmem::rules::size_sum_overflow, from
// a cropping option. Layer 0 (cropping2d removing 2^62 rows at the top and 2^62 at the bottom)
// must fail naming both, 4611686018427387904 (their sum used to overflow inside the
// cropping_larger_than_input check, a failed constant evaluation).
// Without NETMEM_COMPILE_FAIL a crop of 1 row at the top and bottom must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: size_sum_overflow<.*left_operand<.*layer<0>, 4611686018427387904>
// expect: right_operand<.*layer<0>, 4611686018427387904>
// expect: netmem: a sum of sizes does not fit in 64 bits
inline constexpr nm::size_type crop = 4'611'686'018'427'387'904;
#else
inline constexpr nm::size_type crop = 1;
#endif
using net = nm::sequential<nm::input::convolutional{.height = 4, .width = 4, .channels = 1},
                           nm::cropping2d{.cropping = {crop, crop, 0, 0}}>;

static_assert(nm::parameter_count<net> == 0);
