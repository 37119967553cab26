// netmem/firmware.hpp
// The narrow header for a firmware that checks its network at compile time: every layer and
// vertex, sequential and graph networks, deployment profiles, budgets and target presets,
// memory_plan_of, fits / assert_fits and static_arena with its default runtime (runtime::static_arena).
//
//   #include <netmem/firmware.hpp>
//   using net = netmem::sequential<netmem::input::feed_forward{.size = 784}, netmem::dense{.units = 10}>;
//   constexpr netmem::deployment profile{.activations = netmem::data_type::int8};
//   static_assert(netmem::assert_fits<net, profile, netmem::targets::stm32f446re>());
//   static netmem::static_arena<net, profile> arena;
//
// Not included, so a firmware translation unit does not parse them: training (training/all.hpp),
// printing and JSON (io/), and TensorFlow Lite Micro's runtime model. A profile with
// `.runtime = netmem::runtime::tflm` also includes <netmem/runtime/tflm/tflm.hpp>; without it the
// profile is the compile error error::no_runtime_model<runtime_value<runtime::tflm>>.
// What it costs a translation unit: docs/benchmarks.md, "Include cost" (tools/bench/include_cost.sh).
#pragma once

#include <netmem/core/activation_function.hpp>
#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/diagnostics.hpp>
#include <netmem/core/fixed_string.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/memory_type.hpp>
#include <netmem/deploy/all.hpp>
#include <netmem/layers/all.hpp>
#include <netmem/network/graph.hpp>
#include <netmem/network/preprocessor.hpp>
#include <netmem/network/queries.hpp>
#include <netmem/network/sequential.hpp>
#include <netmem/runtime/static_arena/static_arena.hpp>
#include <netmem/vertices/all.hpp>
