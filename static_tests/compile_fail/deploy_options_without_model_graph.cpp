// static_tests/compile_fail/deploy_options_without_model_graph.cpp: the graph form of
// deploy_options_without_model.cpp. A vertex whose layer's hook does not cover its options
// (global_pooling{.type = pnorm}: TFLite has no p-norm reduction) makes planning the graph a
// compile error naming the vertex, here "pool" (network/graph_nodes.hpp options_model_check), not
// a plan with a guess. The twin: the same graph with sum pooling (TFLite SUM) plans, with
// memory_plan_of (the variable-template path) and detail::plan_in_one_evaluation(profile) (one
// evaluation).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: layer_has_no_deployment_model<.*vertex<'p', 'o', 'o', 'l'>
// expect: netmem: the deployment planner has no model of this layer
constexpr nm::global_pooling pooling{.type = nm::pooling_type::pnorm};
#else
constexpr nm::global_pooling pooling{.type = nm::pooling_type::sum};
#endif
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::convolutional{4, 4, 2}>>,
                      nm::vertex<"conv", nm::conv2d{.filters = 2, .kernel = {3, 3}}, "in">,
                      nm::vertex<"pool", pooling, "conv">, nm::vertex<"out", nm::dense{.units = 2}, "pool">,
                      nm::outputs<"out">>;

static_assert(nm::memory_plan_of<net, nm::deployment{}>.arena_bytes > 0);
static_assert(nm::detail::plan_in_one_evaluation<net>(nm::deployment{}).arena_bytes > 0);
