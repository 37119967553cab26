// static_tests/compile_fail/groups_do_not_divide_channels.cpp: rule netmem::rules::groups_do_not_divide_channels.
// Layer 0 (a conv2d with groups 3 on 8 input channels; PyTorch: "in_channels must be divisible by
// groups") must fail, naming layer 0, the channels 8, the filters 12 and the groups 3.
// Without NETMEM_COMPILE_FAIL the same network with groups 4 must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: groups_do_not_divide_channels<.*input_channels<.*layer<0>, 8>
// expect: filters<.*layer<0>, 12>
// expect: groups<.*layer<0>, 3>
// expect: netmem: a grouped convolution needs groups to divide both the input channels and the filters
using net = nm::sequential<nm::input::convolutional{.height = 6, .width = 6, .channels = 8},
                           nm::conv2d{.filters = 12, .kernel = {3, 3}, .groups = 3}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 6, .width = 6, .channels = 8},
                           nm::conv2d{.filters = 12, .kernel = {3, 3}, .groups = 4}>;
// By hand: (8 / 4) * 12 * 3 * 3 + 12 = 216 + 12 = 228.
static_assert(nm::parameter_count<net> == 228);
#endif

static_assert(nm::parameter_count<net> >= 0);
