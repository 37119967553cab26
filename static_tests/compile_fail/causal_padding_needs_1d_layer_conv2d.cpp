// static_tests/compile_fail/causal_padding_needs_1d_layer_conv2d.cpp: rule
// netmem::rules::causal_padding_needs_1d_layer on conv2d (DL4J's ConvolutionLayer builder rejects
// ConvolutionMode.Causal; before, netmem silently computed ceil(in / stride) like same).
// Layer 0 (conv2d with padding::causal, mode 3) must fail, naming layer 0 and the mode 3.
// Without NETMEM_COMPILE_FAIL the same layer with padding::same must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: causal_padding_needs_1d_layer
// expect: padding_mode<.*layer<0>, 3>
// expect: netmem: padding::causal \(padding mode 3\) is only defined for 1D layers
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 1},
                           nm::conv2d{.filters = 2, .kernel = {3, 3}, .padding = nm::padding::causal}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 1},
                           nm::conv2d{.filters = 2, .kernel = {3, 3}, .padding = nm::padding::same}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
