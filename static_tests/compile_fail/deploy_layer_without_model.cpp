// static_tests/compile_fail/deploy_layer_without_model.cpp: no generic default. A layer without a
// TFLite operator netmem models (here conv3d: TFLM has no CONV_3D kernel) used to be planned as
// "a new output tensor and all parameters as weights", an estimate from below; now planning names
// it: error::layer_has_no_deployment_model<layer<0>>.
// The twin: the same volume flattened into a dense layer plans.
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: layer_has_no_deployment_model<netmem::error::layer<0> ?>
// expect: netmem: the deployment planner has no model of this layer
using net = nm::sequential<nm::input::convolutional3d{4, 4, 4, 2}, nm::conv3d{.filters = 2, .kernel = {3, 3, 3}},
                           nm::flatten{}, nm::dense{.units = 2}>;
#else
using net = nm::sequential<nm::input::convolutional3d{4, 4, 4, 2}, nm::flatten{}, nm::dense{.units = 2}>;
#endif

static_assert(nm::memory_plan_of<net, nm::deployment{}>.arena_bytes > 0);
