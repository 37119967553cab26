// static_tests/compile_fail/depth_multiplier_not_positive.cpp: rule netmem::rules::depth_multiplier_not_positive.
// Layer 1 (a depthwise_conv2d with depth_multiplier 0) must fail, naming layer 1 and the value 0.
// Without NETMEM_COMPILE_FAIL the same network with a multiplier of 1 must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: depth_multiplier_not_positive
// expect: depth_multiplier<.*layer<1>, 0>
// expect: netmem: the depth multiplier \(Keras depth_multiplier, DL4J depthMultiplier\) must be at least 1
using net = nm::sequential<nm::input::convolutional{.height = 25, .width = 5, .channels = 64},
                           nm::conv2d{.filters = 64, .kernel = {1, 1}},
                           nm::depthwise_conv2d{.kernel = {3, 3}, .padding = nm::padding::same, .depth_multiplier = 0}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 25, .width = 5, .channels = 64},
                           nm::conv2d{.filters = 64, .kernel = {1, 1}},
                           nm::depthwise_conv2d{.kernel = {3, 3}, .padding = nm::padding::same, .depth_multiplier = 1}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
