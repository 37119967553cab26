// netmem/netmem.hpp
// The umbrella header: core, reports, every layer and vertex, networks, deployment planning with
// the default runtime (runtime::static_arena), and training peaks. No I/O, no heap, no exceptions,
// no RTTI: safe for firmware. Printing lives in netmem/io/.
// TensorFlow Lite Micro's runtime model is not included: a profile with .runtime = runtime::tflm,
// and nm::tflm::arena_size / arena / head_bytes_of, need <netmem/runtime/tflm/tflm.hpp>
// (docs/history/api-changes.md). A firmware that plans no training: <netmem/firmware.hpp>.
#pragma once

#include <netmem/core/activation_function.hpp>
#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/diagnostics.hpp>
#include <netmem/core/fixed_string.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/memory_type.hpp>
#include <netmem/core/policy.hpp>
#include <netmem/core/training_config.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/core/updater.hpp>
#include <netmem/report/layer_memory_report.hpp>
#include <netmem/report/network_memory_report.hpp>
#include <netmem/layers/all.hpp>
#include <netmem/network/graph.hpp>
#include <netmem/network/preprocessor.hpp>
#include <netmem/network/queries.hpp>
#include <netmem/network/sequential.hpp>
#include <netmem/vertices/all.hpp>
#include <netmem/deploy/all.hpp>
#include <netmem/runtime/static_arena/static_arena.hpp>
#include <netmem/training/all.hpp>
