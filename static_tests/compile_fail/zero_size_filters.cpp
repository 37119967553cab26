// static_tests/compile_fail/zero_size_filters.cpp: rule netmem::rules::zero_size.
// Layer 0 (a conv2d with 0 filters) must fail, naming layer 0 and the value 0.
// Without NETMEM_COMPILE_FAIL the same network with a valid option must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: zero_or_negative_size<.*size_value<.*layer<0>, 0>
// expect: netmem: every size \(units, filters
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 3},
                           nm::conv2d{.filters = 0, .kernel = {3, 3}}, nm::max_pool2d{.kernel = {2, 2}}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 3},
                           nm::conv2d{.filters = 16, .kernel = {3, 3}}, nm::max_pool2d{.kernel = {2, 2}}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
