// static_tests/compile_fail/deploy_recurrent_layer.cpp: error::layer_has_no_deployment_model.
// Planning RNN(4, 10) -> dense 3 -> graves_lstm 8 -> dense 3 must fail naming layer 1: DL4J's
// GravesLSTM has peephole connections, which TFLM's UNIDIRECTIONAL_SEQUENCE_LSTM kernel does not
// run, so its tensors and scratch are not known (the planner used to count only its output).
// The twin: the same network with a Keras-style lstm (UNIDIRECTIONAL_SEQUENCE_LSTM) plans.
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: layer_has_no_deployment_model<netmem::error::layer<1> ?>
// expect: netmem: the deployment planner has no model of this layer
using net = nm::sequential<nm::input::recurrent{.size = 4, .time_steps = 10}, nm::dense{.units = 3},
                           nm::graves_lstm{.units = 8}, nm::dense{.units = 3}>;
#else
using net = nm::sequential<nm::input::recurrent{.size = 4, .time_steps = 10}, nm::dense{.units = 3},
                           nm::lstm{.units = 8}, nm::dense{.units = 3}>;
#endif

static_assert(nm::memory_plan_of<net, nm::deployment{}>.arena_bytes > 0);
