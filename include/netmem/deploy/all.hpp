// netmem/deploy/all.hpp
// Embedded deployment: profile hooks, kernel scratch, planners, memory_plan_of, flash_usage, budgets,
// target presets, fits / assert_fits, static_arena, the runtime customization point
// (runtime_model.hpp). The runtimes themselves are in runtime/ (netmem.hpp includes both).
#pragma once

#include <netmem/deploy/budget.hpp>
#include <netmem/deploy/fits.hpp>
#include <netmem/kernels/kernel_scratch.hpp>
#include <netmem/layers/layer_deployment.hpp>
#include <netmem/network/network_nodes.hpp>
#include <netmem/deploy/memory_plan.hpp>
#include <netmem/deploy/plan_memory.hpp>
#include <netmem/deploy/planners.hpp>
#include <netmem/deploy/runtime_model.hpp>
#include <netmem/deploy/static_arena.hpp>
#include <netmem/deploy/targets.hpp>
#include <netmem/network/graph_nodes.hpp>
