// static_tests/compile_fail/causal_padding_needs_1d_layer_pooling2d.cpp: rule
// netmem::rules::causal_padding_needs_1d_layer on 2D pooling (DL4J's SubsamplingLayer builder
// rejects ConvolutionMode.Causal; before, netmem silently computed ceil(in / stride)).
// Layer 1 (max_pool2d with padding::causal, mode 3) must fail, naming layer 1 and the mode 3.
// Without NETMEM_COMPILE_FAIL the same layer with padding::same must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: causal_padding_needs_1d_layer
// expect: padding_mode<.*layer<1>, 3>
// expect: netmem: padding::causal \(padding mode 3\) is only defined for 1D layers
constexpr nm::padding pool_padding = nm::padding::causal;
#else
constexpr nm::padding pool_padding = nm::padding::same;
#endif
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 1},
                           nm::conv2d{.filters = 2, .kernel = {3, 3}},
                           nm::max_pool2d{.kernel = {2, 2}, .padding = pool_padding}>;

static_assert(nm::parameter_count<net> >= 0);
