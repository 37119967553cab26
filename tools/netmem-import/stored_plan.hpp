// tools/netmem-import/stored_plan.hpp
// Reads the memory plan a .tflite file already carries: TFLM's "OfflineMemoryAllocation" metadata
// (tflite-micro tensorflow/lite/micro/docs/offline_memory_plan.md; micro_allocation_info.cc
// AllocationInfoBuilder::GetOfflinePlannedOffsets): a Metadata entry naming a Buffer of int32 words
//     [0] version   [1] subgraph count   [2] n = tensor count   [3 .. 3+n) offset of tensor k
// from the start of the arena's head, or -1: left to TFLM's online planner.
// TFLM's AllocateTensors() fails when n differs from the model's tensor count; it checks nothing
// else. netmem checks the rest where it lowers the model (runtime_plan.cpp).
#pragma once

#include <cstdint>
#include <vector>

#include "tflite_model.hpp"

namespace netmem_import {

/// The file's offsets, one per tensor (empty: no OfflineMemoryAllocation). import_error
/// (exit_status::invalid_stored_plan) for a buffer too short for its own count, another subgraph
/// count than 1, or a tensor count that is not the model's (TFLM rejects those).
std::vector<std::int32_t> read_stored_plan(const model_info& model);

}  // namespace netmem_import
