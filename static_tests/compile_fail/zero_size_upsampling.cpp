// static_tests/compile_fail/zero_size_upsampling.cpp: rule netmem::rules::zero_size, from an
// upsampling size of 0. Layer 0 (upsampling2d with size {2, 0}) must fail, naming layer 0 and 0.
// Without NETMEM_COMPILE_FAIL the size {2, 1} must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: zero_or_negative_size<.*size_value<.*layer<0>, 0>
// expect: netmem: every size \(units, filters
using net = nm::sequential<nm::input::convolutional{.height = 4, .width = 4, .channels = 3},
                           nm::upsampling2d{.size = {2, 0}}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 4, .width = 4, .channels = 3},
                           nm::upsampling2d{.size = {2, 1}}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
