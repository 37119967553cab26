// static_tests/compile_fail/deploy_recurrent_layer.cpp: error::recurrent_layer_has_no_deployment_model.
// Planning RNN(4, 10) -> dense 3 -> lstm 8 -> dense 3 used to succeed with only the LSTM's output
// tensor in the arena (TFLM also keeps its hidden and cell state and gate scratch); it must fail
// naming layer 1, the LSTM. The twin: the same network with rnn_output (a dense per time step,
// which the default models: one output tensor, its weights) in place of the LSTM plans.
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: recurrent_layer_has_no_deployment_model<.*layer<1>
// expect: netmem: the deployment planner has no model of this recurrent layer
using net = nm::sequential<nm::input::recurrent{.size = 4, .time_steps = 10}, nm::dense{.units = 3},
                           nm::lstm{.units = 8}, nm::dense{.units = 3}>;
#else
using net = nm::sequential<nm::input::recurrent{.size = 4, .time_steps = 10}, nm::dense{.units = 3},
                           nm::rnn_output{.units = 8}, nm::dense{.units = 3}>;
#endif

static_assert(nm::plan_memory<net>(nm::deployment{}).arena_bytes > 0);
