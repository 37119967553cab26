// static_tests/support/thousand_layer_network.hpp -- the 1,000-layer sequential network that the
// large static tests share (report: network_sequential_1000_layers.cpp; training peak:
// training_training_peak_1000_layers.cpp). 300 + 30 + 3 = 333 cycles of (dense 16, activation relu,
// batch_normalization) = 999 layers, then one dense 16: 1,000 layers on feed_forward(16). The layer
// list is written with macros so that the file stays small; tools/bench/compile_time.sh measures
// how long such networks take to compile (docs/benchmarks.md).
#pragma once

#include <netmem/netmem.hpp>

namespace netmem_static_test {

#define NETMEM_CYCLE                                                                                                   \
    netmem::dense{.units = 16}, netmem::activation_layer{.activation = netmem::activation::relu},                     \
        netmem::batch_normalization {}
#define NETMEM_TIMES3(x) x, x, x
#define NETMEM_TIMES10(x) x, x, x, x, x, x, x, x, x, x

using thousand_layer_network = netmem::sequential<netmem::input::feed_forward{.size = 16},
                                                  NETMEM_TIMES10(NETMEM_TIMES10(NETMEM_TIMES3(NETMEM_CYCLE))),
                                                  NETMEM_TIMES10(NETMEM_TIMES3(NETMEM_CYCLE)),
                                                  NETMEM_TIMES3(NETMEM_CYCLE), netmem::dense{.units = 16}>;

#undef NETMEM_CYCLE
#undef NETMEM_TIMES3
#undef NETMEM_TIMES10

}  // namespace netmem_static_test
