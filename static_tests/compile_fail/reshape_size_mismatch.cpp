// static_tests/compile_fail/reshape_size_mismatch.cpp: rule netmem::rules::preprocessor_size_mismatch
// for netmem::reshape (TFLite RESHAPE, what netmem-import writes). Layer 1 reshapes
// feed_forward(100) to convolutional(49, 40, 1) = 1,960 elements: the error must name layer 1, the
// 100 input elements and the 1960 target elements.
// Without NETMEM_COMPILE_FAIL the same network on 1,960 inputs must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: preprocessor_size_mismatch<.*elements_before_reshape<.*layer<1>, 100>.*elements_after_reshape<.*layer<1>, 1960>
// expect: netmem: a reshape preprocessor must keep the number of elements
using net = nm::sequential<nm::input::feed_forward{.size = 50}, nm::dense{.units = 100},
                           nm::reshape{.target = nm::input::convolutional{.height = 49, .width = 40, .channels = 1}},
                           nm::depthwise_conv2d{.kernel = {10, 8}, .stride = {2, 2}, .padding = nm::padding::same}>;
#else
using net = nm::sequential<nm::input::feed_forward{.size = 50}, nm::dense{.units = 1960},
                           nm::reshape{.target = nm::input::convolutional{.height = 49, .width = 40, .channels = 1}},
                           nm::depthwise_conv2d{.kernel = {10, 8}, .stride = {2, 2}, .padding = nm::padding::same}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
