// static_tests/compile_fail/output_padding_not_below_stride.cpp: rule netmem::rules::output_padding_not_below_stride.
// Layer 0 (a conv2d_transpose with output_padding 2 on a stride-2 height; Keras raises "Strides
// must be greater than output padding") must fail, naming layer 0, the output padding 2, the
// stride 2 and axis 0.
// Without NETMEM_COMPILE_FAIL the same network with output_padding 1 must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: output_padding_not_below_stride<.*output_padding<.*layer<0>, 2>
// expect: stride<.*layer<0>, 2>
// expect: netmem: conv2d_transpose's output_padding must be >= 0 and smaller than the stride
using net = nm::sequential<nm::input::convolutional{.height = 4, .width = 4, .channels = 8},
                           nm::conv2d_transpose{.filters = 4, .kernel = {3, 3}, .stride = {2, 2},
                                                .output_padding = {2, 1}}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 4, .width = 4, .channels = 8},
                           nm::conv2d_transpose{.filters = 4, .kernel = {3, 3}, .stride = {2, 2},
                                                .output_padding = {1, 1}}>;
// Keras: (4 - 1) * 2 + 3 + 1 = 10 per axis (valid, output_padding 1).
static_assert(nm::output_type<net> == nm::input_type(nm::input::convolutional{10, 10, 4}));
#endif

static_assert(nm::parameter_count<net> >= 0);
