// static_tests/compile_fail/required_option_not_set_pooling.cpp: rule netmem::rules::required_option_not_set.
// Layer 1 (a max_pool2d without .kernel; PyTorch's MaxPool2d requires kernel_size) must fail,
// naming layer 1 and the field `kernel`.
// Without NETMEM_COMPILE_FAIL the same network with .kernel set must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: required_option_not_set<netmem::error::layer<1>, netmem::error::option::kernel>
// expect: netmem: a required option is not set
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 3},
                           nm::conv2d{.filters = 4, .kernel = {3, 3}}, nm::max_pool2d{.stride = {2, 2}}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 3},
                           nm::conv2d{.filters = 4, .kernel = {3, 3}}, nm::max_pool2d{.kernel = {2, 2}, .stride = {2, 2}}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
