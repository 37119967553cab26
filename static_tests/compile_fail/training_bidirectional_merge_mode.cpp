// static_tests/compile_fail/training_bidirectional_merge_mode.cpp: PyTorch's bidirectional=True
// only concatenates the two directions, so bidirectional<lstm> with mode add (Keras merge_mode
// 'sum', bidirectional_mode value 1) has no training model: training_peak fails naming layer 0 and
// the rule. A GRU without reset_after
// (PyTorch's nn.GRU always resets after the recurrent product) fails the same way (layer 1 of the
// second network). The twin: the concat mode and reset_after true train.
#include <netmem/netmem.hpp>

namespace nm = netmem;

constexpr nm::input::recurrent sequence{.size = 4, .time_steps = 10};
#ifdef NETMEM_COMPILE_FAIL
// expect: layer_has_no_training_model<netmem::error::layer<0>, netmem::error::training_rule<netmem::no_training_model::bidirectional_merge_not_concat, 1, 0>
// expect: layer_has_no_training_model<netmem::error::layer<1>, netmem::error::training_rule<netmem::no_training_model::gru_reset_before_recurrent_product, 0, 0>
// expect: netmem: training_peak / inference_peak have no model of this layer
using net = nm::sequential<sequence, nm::bidirectional<nm::lstm{.units = 8}>{.mode = nm::bidirectional_mode::add},
                           nm::dense{.units = 3}>;
using net_gru = nm::sequential<sequence, nm::dense{.units = 3}, nm::gru{.units = 8, .reset_after = false}>;
#else
using net = nm::sequential<sequence, nm::bidirectional<nm::lstm{.units = 8}>{}, nm::dense{.units = 3}>;
using net_gru = nm::sequential<sequence, nm::dense{.units = 3}, nm::gru{.units = 8}>;
#endif

static_assert(nm::training_peak<net>({.minibatch = 2}).peak_bytes > 0);
static_assert(nm::training_peak<net_gru>({.minibatch = 2}).peak_bytes > 0);
