// static_tests/compile_fail/preprocessor_size_mismatch.cpp: rule netmem::rules::preprocessor_size_mismatch.
// Layer 1 reshapes feed_forward(100) to convolutional(28, 28, 1) = 784 elements: the error must name
// layer 1, the 100 input elements and the 784 target elements.
// Without NETMEM_COMPILE_FAIL the same network on 784 inputs must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: preprocessor_size_mismatch<.*elements_before_reshape<.*layer<1>, 100>.*elements_after_reshape<.*layer<1>, 784>
// expect: netmem: a reshape preprocessor must keep the number of elements
using net = nm::sequential<nm::input::feed_forward{.size = 50}, nm::dense{.units = 100},
                           nm::feed_forward_to_cnn{.height = 28, .width = 28, .channels = 1},
                           nm::conv2d{.filters = 4, .kernel = {3, 3}}>;
#else
using net = nm::sequential<nm::input::feed_forward{.size = 50}, nm::dense{.units = 784},
                           nm::feed_forward_to_cnn{.height = 28, .width = 28, .channels = 1},
                           nm::conv2d{.filters = 4, .kernel = {3, 3}}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
