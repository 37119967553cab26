// static_tests/compile_fail/deploy_elementwise_constant_average.cpp: elementwise_constant is TFLite's
// ADD, SUB or MUL with a constant operand; an average or max with a constant has no TFLite operator
// netmem models, so planning it is error::layer_has_no_deployment_model<layer<1>> (its
// has_deployment_model is false), never ADD's figures. The twin: the same network with add plans.
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: layer_has_no_deployment_model<netmem::error::layer<1> ?>
// expect: netmem: the deployment planner has no model of this layer
constexpr nm::elementwise_constant constant{.op = nm::elementwise_op::average, .per_channel = true};
#else
constexpr nm::elementwise_constant constant{.op = nm::elementwise_op::add, .per_channel = true};
#endif
using net = nm::sequential<nm::input::convolutional{4, 4, 2}, nm::conv2d{.filters = 2, .kernel = {3, 3}}, constant,
                           nm::dense{.units = 2}>;

static_assert(nm::memory_plan_of<net, nm::deployment{}>.arena_bytes > 0);
