// static_tests/compile_fail/training_simple_rnn_options.cpp: nn.RNN's nonlinearity is 'tanh' or
// 'relu' and it has no layer normalization (torch/nn/modules/rnn.py RNN: nonlinearity must be one
// of the two, else ValueError), so a simple_rnn with layer_norm (layer 1) or a sigmoid activation
// (layer 0 of the second network; netmem::activation value 13) has no training model:
// training_peak fails naming the layer, the rule and the activation. The twin: tanh and relu train.
#include <netmem/netmem.hpp>

namespace nm = netmem;

constexpr nm::input::recurrent sequence{.size = 4, .time_steps = 10};
#ifdef NETMEM_COMPILE_FAIL
// expect: layer_has_no_training_model<netmem::error::layer<1>, netmem::error::training_rule<netmem::no_training_model::simple_rnn_layer_norm, 0, 0>
// expect: layer_has_no_training_model<netmem::error::layer<0>, netmem::error::training_rule<netmem::no_training_model::simple_rnn_activation_not_tanh_relu, 13, 0>
// expect: netmem: training_peak / inference_peak have no model of this layer
using net = nm::sequential<sequence, nm::dense{.units = 3}, nm::simple_rnn{.units = 8, .layer_norm = true}>;
using net_activation =
    nm::sequential<sequence, nm::simple_rnn{.units = 8, .activation = nm::activation::sigmoid}, nm::dense{.units = 3}>;
#else
using net = nm::sequential<sequence, nm::dense{.units = 3}, nm::simple_rnn{.units = 8}>;
using net_activation =
    nm::sequential<sequence, nm::simple_rnn{.units = 8, .activation = nm::activation::relu}, nm::dense{.units = 3}>;
#endif

static_assert(nm::training_peak<net>({.minibatch = 2}).peak_bytes > 0);
static_assert(nm::training_peak<net_activation>({.minibatch = 2}).peak_bytes > 0);
