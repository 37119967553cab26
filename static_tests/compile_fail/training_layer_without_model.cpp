// static_tests/compile_fail/training_layer_without_model.cpp: training_peak of a network with a
// layer that has no training() hook (local response normalization, layer 1) fails, naming the
// layer. The twin: the same network without it.
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: layer_has_no_training_model<netmem::error::layer<1>, netmem::error::training_rule<netmem::no_training_model::no_hook, 0, 0>
// expect: netmem: training_peak / inference_peak have no model of this layer
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 4},
                           nm::conv2d{.filters = 4, .kernel = {3, 3}}, nm::local_response_normalization{},
                           nm::dense{.units = 10}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 4},
                           nm::conv2d{.filters = 4, .kernel = {3, 3}}, nm::dense{.units = 10}>;
#endif

constexpr auto peak = nm::training_peak<net>({.minibatch = 2});
static_assert(peak.peak_bytes > 0);
