// static_tests/compile_fail/deploy_recurrent_graph_vertex.cpp: error::layer_has_no_deployment_model
// for a graph. Planning a graph whose vertex "rnn" is a bidirectional simple_rnn must fail naming
// vertex rnn (TFLM has no bidirectional sequence operator; its tensors are not modelled). The
// twin: a simple_rnn vertex (UNIDIRECTIONAL_SEQUENCE_RNN) plans.
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: layer_has_no_deployment_model<.*vertex<'r', 'n', 'n'>
// expect: netmem: the deployment planner has no model of this layer
inline constexpr auto rnn_layer = nm::bidirectional<nm::simple_rnn{.units = 3}>{};
#else
inline constexpr auto rnn_layer = nm::simple_rnn{.units = 3};
#endif
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::recurrent{.size = 4, .time_steps = 10}>>,
                      nm::vertex<"rnn", rnn_layer, "in">, nm::outputs<"rnn">>;

static_assert(nm::memory_plan_of<net, nm::deployment{}>.arena_bytes > 0);
// The plan once per translation unit (memory_plan_of, planning/plan_memory.hpp nodes_v) fails alike.
static_assert(nm::memory_plan_of<net>.arena_bytes > 0);
