// static_tests/compile_fail/deploy_options_without_model.cpp: a layer whose hook does not cover its
// options is not planned with a guess either. global_pooling{.type = pnorm}: TFLite has no p-norm
// reduction (it used to be planned as SUM); error::layer_has_no_deployment_model<layer<1>> names
// it. The twin: the same network with sum pooling (TFLite SUM) plans. dense and simple_rnn with
// layer_norm fail the same way (static_tests/network_network_nodes.cpp checks the flags).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: layer_has_no_deployment_model<netmem::error::layer<1> ?>
// expect: netmem: the deployment planner has no model of this layer
constexpr nm::global_pooling pooling{.type = nm::pooling_type::pnorm};
#else
constexpr nm::global_pooling pooling{.type = nm::pooling_type::sum};
#endif
using net = nm::sequential<nm::input::convolutional{4, 4, 2}, nm::conv2d{.filters = 2, .kernel = {3, 3}}, pooling,
                           nm::dense{.units = 2}>;

static_assert(nm::memory_plan_of<net, nm::deployment{}>.arena_bytes > 0);
