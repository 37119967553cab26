// static_tests/compile_fail/training_lstm_activations.cpp: nn.LSTM (the only LSTM PyTorch's cuDNN
// path runs) has a tanh cell / output activation and sigmoid gates and nothing else
// (torch/nn/modules/rnn.py: LSTM takes no nonlinearity argument), so an lstm with another
// activation (layer 1, relu: netmem::activation value 10) or another gate activation (layer 0 of
// the second network, hard_sigmoid: 4) has no training model: training_peak fails naming the
// layer, the rule and the two activations (tanh is 18, sigmoid 13). The twin: the default
// activations train.
#include <netmem/netmem.hpp>

namespace nm = netmem;

constexpr nm::input::recurrent sequence{.size = 4, .time_steps = 10};
#ifdef NETMEM_COMPILE_FAIL
// expect: layer_has_no_training_model<netmem::error::layer<1>, netmem::error::training_rule<netmem::no_training_model::lstm_activations_not_tanh_sigmoid, 10, 13>
// expect: layer_has_no_training_model<netmem::error::layer<0>, netmem::error::training_rule<netmem::no_training_model::lstm_activations_not_tanh_sigmoid, 18, 4>
// expect: netmem: training_peak / inference_peak have no model of this layer
using net = nm::sequential<sequence, nm::dense{.units = 3}, nm::lstm{.units = 8, .activation = nm::activation::relu}>;
using net_gates = nm::sequential<sequence, nm::lstm{.units = 8, .recurrent_activation = nm::activation::hard_sigmoid},
                                 nm::dense{.units = 3}>;
#else
using net = nm::sequential<sequence, nm::dense{.units = 3}, nm::lstm{.units = 8}>;
using net_gates = nm::sequential<sequence, nm::lstm{.units = 8}, nm::dense{.units = 3}>;
#endif

static_assert(nm::training_peak<net>({.minibatch = 2}).peak_bytes > 0);
static_assert(nm::training_peak<net_gates>({.minibatch = 2}).peak_bytes > 0);
