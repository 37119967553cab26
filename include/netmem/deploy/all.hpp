// netmem/deploy/all.hpp
// Embedded deployment: profile hooks, kernel scratch, planners, plan_memory, flash_usage, budgets,
// target presets, fits / assert_fits, static_arena, the TFLM runtime model (runtime/tflm/tflm.hpp).
#pragma once

#include <netmem/deploy/budget.hpp>
#include <netmem/deploy/fits.hpp>
#include <netmem/kernels/kernel_scratch.hpp>
#include <netmem/layers/layer_deployment.hpp>
#include <netmem/network/network_nodes.hpp>
#include <netmem/deploy/plan_memory.hpp>
#include <netmem/deploy/planners.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/deploy/static_arena.hpp>
#include <netmem/deploy/targets.hpp>
#include <netmem/network/graph_nodes.hpp>
