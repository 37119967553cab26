// static_tests/compile_fail/stride_does_not_divide_input.cpp: rule netmem::rules::stride_does_not_divide_input.
// Layer 1 (padding::strict, a 3x3 kernel with stride 2 on a 6x6 input: 6 - 3 = 3 is not a multiple of 2) must fail, naming layer 1, 3 and 2.
// Without NETMEM_COMPILE_FAIL the same network with a valid option must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: stride_does_not_divide_input
// expect: padded_input_minus_kernel<.*layer<1>, 3>
// expect: stride<.*layer<1>, 2>
// expect: netmem: padding::strict needs
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 1},
                           nm::conv2d{.filters = 4, .kernel = {3, 3}},
                           nm::conv2d{.filters = 4, .kernel = {3, 3}, .stride = {2, 2}, .padding = nm::padding::strict}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 1},
                           nm::conv2d{.filters = 4, .kernel = {3, 3}},
                           nm::conv2d{.filters = 4, .kernel = {2, 2}, .stride = {2, 2}, .padding = nm::padding::strict}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
