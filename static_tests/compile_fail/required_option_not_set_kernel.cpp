// static_tests/compile_fail/required_option_not_set_kernel.cpp: rule netmem::rules::required_option_not_set.
// Layer 0 (a conv2d without .kernel) must fail, naming layer 0 and the field `kernel`: it used to be
// a 1x1 convolution in silence (issue 11).
// Without NETMEM_COMPILE_FAIL the network the user meant (Keras Conv2D(32, 3)) must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: required_option_not_set<netmem::error::layer<0>, netmem::error::option::kernel>
// expect: netmem: a required option is not set
using net = nm::sequential<nm::input::convolutional{.height = 28, .width = 28, .channels = 1},
                           nm::conv2d{.filters = 32}, nm::output{.units = 10}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 28, .width = 28, .channels = 1},
                           nm::conv2d{.filters = 32, .kernel = {3, 3}}, nm::output{.units = 10}>;
// By hand: conv 1*32*3*3 + 32 = 320; valid 3x3 on 28x28 -> 26x26x32 = 21,632 features;
// output 21,632 * 10 + 10 = 216,330; total 216,650 (the silent 1x1 gave 64 + 25,088 * 10 + 10 = 250,954).
static_assert(nm::parameter_count<net> == 216'650);
#endif

static_assert(nm::parameter_count<net> >= 0);
