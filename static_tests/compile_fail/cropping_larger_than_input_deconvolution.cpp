// static_tests/compile_fail/cropping_larger_than_input_deconvolution.cpp: rule
// netmem::rules::cropping_larger_than_input, from a transposed convolution's explicit padding.
// Layer 0 (deconvolution2d, kernel 2, stride 1, padding 1 on a 1x1 input: full output
// 1 * (1 - 1) + 2 = 2 rows, from which 2 * 1 = 2 are removed) must fail, naming layer 0, 2, 2 and
// axis 0 (height). Without NETMEM_COMPILE_FAIL a kernel of 3 (full output 3) must compile.
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: cropping_larger_than_input
// expect: removed_size<.*layer<0>, 2>
// expect: input_size<.*layer<0>, 2>
// expect: axis<.*layer<0>, 0>
using net = nm::sequential<nm::input::convolutional{.height = 1, .width = 1, .channels = 8},
                           nm::deconvolution2d{.filters = 4, .kernel = {2, 2}, .explicit_padding = {1, 0}}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 1, .width = 1, .channels = 8},
                           nm::deconvolution2d{.filters = 4, .kernel = {3, 3}, .explicit_padding = {1, 0}}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
