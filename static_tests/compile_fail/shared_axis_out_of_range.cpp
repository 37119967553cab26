// static_tests/compile_fail/shared_axis_out_of_range.cpp: rule netmem::rules::shared_axis_out_of_range.
// Layer 1 (prelu) shares axis 4 of a rank-3 input (convolutional: h, w, c): the error must name
// layer 1, the axis 4 and the rank 3.
// Without NETMEM_COMPILE_FAIL the same layer sharing axes 1 and 2 must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: shared_axis_out_of_range<.*prelu_shared_axis<.*layer<1>, 4>.*prelu_input_rank<.*layer<1>, 3>
// expect: netmem: prelu shared_axes are 1-based axes
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 3},
                           nm::conv2d{.filters = 4, .kernel = {3, 3}}, nm::prelu{.shared_axes = {1, 4}}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 3},
                           nm::conv2d{.filters = 4, .kernel = {3, 3}}, nm::prelu{.shared_axes = {1, 2}}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
