// static_tests/compile_fail/training_stacked_recurrent.cpp: the rules of stacked_recurrent<L, n>
// (PyTorch's num_layers) and of the wrappers around a layer that is not one recurrent op:
// - n = 0 layers: a static_assert naming the template (PyTorch: num_layers must be at least 1);
// - L not recurrent (dense): a static_assert (num_layers stacks nn.LSTM / nn.GRU / nn.RNN only);
// - bidirectional<stacked_recurrent<lstm, 2>>: no training model (the inner layers of a
//   bidirectional nn.LSTM(num_layers=2) read both directions: not modelled), layer 0, rule
//   bidirectional_of_stacked_layers with n = 2;
// - bidirectional<last_time_step<lstm>>: a wrapped layer of two training ops (the LSTM, then the
//   select), layer 0 of the last network, rule wraps_non_recurrent_op with the count 2.
// The twin: one layer and two layers of lstm and gru, and bidirectional<lstm> under last_time_step.
#include <netmem/netmem.hpp>

namespace nm = netmem;

constexpr nm::input::recurrent sequence{.size = 4, .time_steps = 10};
#ifdef NETMEM_COMPILE_FAIL
// expect: netmem: stacked_recurrent<L, n>: n \(PyTorch num_layers\) must be at least 1
// expect: netmem: stacked_recurrent<L, n>: L must be a recurrent layer
// expect: layer_has_no_training_model<netmem::error::layer<0>, netmem::error::training_rule<netmem::no_training_model::bidirectional_of_stacked_layers, 2, 0>
// expect: layer_has_no_training_model<netmem::error::layer<0>, netmem::error::training_rule<netmem::no_training_model::wraps_non_recurrent_op, 2, 0>
// expect: netmem: training_peak / inference_peak have no model of this layer
constexpr auto no_layers = nm::stacked_recurrent<nm::lstm{.units = 8}, 0>{};
constexpr auto not_recurrent = nm::stacked_recurrent<nm::dense{.units = 8}, 2>{};
using net = nm::sequential<sequence, nm::bidirectional<nm::stacked_recurrent<nm::lstm{.units = 8}, 2>{}>{},
                           nm::dense{.units = 3}>;
using net_two_ops =
    nm::sequential<sequence, nm::bidirectional<nm::last_time_step<nm::lstm{.units = 8}>{}>{}, nm::dense{.units = 3}>;
#else
using net = nm::sequential<sequence, nm::stacked_recurrent<nm::lstm{.units = 8}, 1>{},
                           nm::stacked_recurrent<nm::gru{.units = 8}, 2>{}, nm::dense{.units = 3}>;
using net_two_ops =
    nm::sequential<sequence, nm::last_time_step<nm::bidirectional<nm::lstm{.units = 8}>{}>{}, nm::dense{.units = 3}>;
#endif

static_assert(nm::training_peak<net>({.minibatch = 2}).peak_bytes > 0);
static_assert(nm::training_peak<net_two_ops>({.minibatch = 2}).peak_bytes > 0);
