// static_tests/compile_fail/cropping_larger_than_input.cpp: rule netmem::rules::cropping_larger_than_input.
// Layer 1 (a cropping2d removing 3 + 3 = 6 columns of the 6 columns that layer 0 outputs) must
// fail, naming layer 1, the removed 6, the input size 6 and axis 1 (width).
// Without NETMEM_COMPILE_FAIL the same network cropping 2 + 3 = 5 columns must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: cropping_larger_than_input
// expect: removed_size<.*layer<1>, 6>
// expect: input_size<.*layer<1>, 6>
// expect: axis<.*layer<1>, 1>
// expect: netmem: the cropping \(or a transposed convolution's explicit padding, 2 \* padding\) removes the whole input
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 3},
                           nm::conv2d{.filters = 4, .kernel = {3, 3}}, nm::cropping2d{.cropping = {1, 1, 3, 3}}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 3},
                           nm::conv2d{.filters = 4, .kernel = {3, 3}}, nm::cropping2d{.cropping = {1, 1, 2, 3}}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
