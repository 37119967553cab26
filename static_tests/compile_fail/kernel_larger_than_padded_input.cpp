// static_tests/compile_fail/kernel_larger_than_padded_input.cpp: rule netmem::rules::kernel_larger_than_padded_input.
// Layer 1 (a 7x7 kernel on the 5x5 output of layer 0, truncate mode) must fail, naming layer 1, 7 and 5.
// Without NETMEM_COMPILE_FAIL the same network with a valid option must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: kernel_larger_than_padded_input
// expect: kernel_size<.*layer<1>, 7>
// expect: padded_input_size<.*layer<1>, 5>
// expect: netmem: the \(dilated\) kernel is larger than the padded input
using net = nm::sequential<nm::input::convolutional{.height = 7, .width = 7, .channels = 1},
                           nm::conv2d{.filters = 4, .kernel = {3, 3}}, nm::conv2d{.filters = 4, .kernel = {7, 7}}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 7, .width = 7, .channels = 1},
                           nm::conv2d{.filters = 4, .kernel = {3, 3}}, nm::conv2d{.filters = 4, .kernel = {5, 5}}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
