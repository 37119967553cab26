// netmem/deploy/all.hpp
// Embedded deployment: profile hooks, kernel scratch, the node view, netmem's plan (planning/:
// planners, memory_plan_of, flash_usage, budgets, the runtime customization point
// runtime_model.hpp), target presets, fits / assert_fits and static_arena (deploy/), with the
// default runtime's model (runtime/static_arena/). TFLM's is <netmem/runtime/tflm/tflm.hpp>.
#pragma once

#include <netmem/deploy/fits.hpp>
#include <netmem/deploy/static_arena.hpp>
#include <netmem/deploy/targets.hpp>
#include <netmem/kernels/kernel_scratch.hpp>
#include <netmem/layers/layer_deployment.hpp>
#include <netmem/network/graph_nodes.hpp>
#include <netmem/network/network_nodes.hpp>
#include <netmem/planning/budget.hpp>
#include <netmem/planning/memory_plan.hpp>
#include <netmem/planning/plan_memory.hpp>
#include <netmem/planning/planners.hpp>
#include <netmem/planning/runtime_model.hpp>
