// static_tests/compile_fail/zero_size_stride.cpp: rule netmem::rules::zero_size.
// Layer 1 (a conv2d with stride 0 along the width) must fail, naming layer 1 and the value 0.
// Without NETMEM_COMPILE_FAIL the same network with a valid option must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: zero_or_negative_size<.*size_value<.*layer<1>, 0>
// expect: netmem: every size \(units, filters, kernel, stride, dilation
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 3},
                           nm::conv2d{.filters = 16, .kernel = {3, 3}}, nm::conv2d{.filters = 8, .kernel = {1, 1}, .stride = {1, 0}}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 3},
                           nm::conv2d{.filters = 16, .kernel = {3, 3}}, nm::conv2d{.filters = 8, .kernel = {1, 1}, .stride = {1, 1}}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
