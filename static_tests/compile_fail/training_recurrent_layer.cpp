// static_tests/compile_fail/training_recurrent_layer.cpp: training_peak of a sequential network with
// a recurrent layer PyTorch has no module for (graves_lstm, layer 1: an LSTM with peephole
// connections; nn.LSTM has none, so there is no cuDNN call to model) fails naming the layer. The
// twin: the same network with lstm (nn.LSTM), which trains (training/pytorch.hpp, the recurrent row).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: layer_has_no_training_model<netmem::error::layer<1>, netmem::error::training_rule<netmem::no_training_model::no_hook, 0, 0>
// expect: netmem: training_peak / inference_peak have no model of this layer
using net = nm::sequential<nm::input::recurrent{.size = 4, .time_steps = 10}, nm::dense{.units = 3},
                           nm::graves_lstm{.units = 8}, nm::dense{.units = 3}>;
#else
using net = nm::sequential<nm::input::recurrent{.size = 4, .time_steps = 10}, nm::dense{.units = 3},
                           nm::lstm{.units = 8}, nm::dense{.units = 3}>;
#endif

constexpr auto peak = nm::inference_peak<net>({.minibatch = 2});
static_assert(peak.peak_bytes > 0);
