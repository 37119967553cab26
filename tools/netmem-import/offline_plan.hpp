// tools/netmem-import/offline_plan.hpp
// Writes a plan into a copy of a .tflite file as TFLM's "OfflineMemoryAllocation" metadata
// (tflite-micro tensorflow/lite/micro/docs/offline_memory_plan.md, micro_allocation_info.cc): a
// Metadata entry naming a new Buffer of int32 words
//     [0] version 0   [1] subgraph count (1)   [2] n = tensor count   [3 .. 3+n) offset of tensor k
// from the start of the arena's head section, or -1: left to TFLM's online planner.
//
// The file is rewritten at the byte level, as ../shared/oracles/src/add_offline_plan.py does: the
// old bytes are kept unchanged behind a new root Model table (a copy of the old one whose `buffers`
// and `metadata` vectors get the new entries; flatbuffer offsets are relative and point forward,
// so the shifted bytes stay valid). The old file starts at a multiple of 16, so Buffer.data keeps
// its force_align 16. An existing OfflineMemoryAllocation entry is dropped.
#pragma once

#include <cstdint>
#include <vector>

#include "imported_network.hpp"
#include "runtime_plan.hpp"
#include "tflite_model.hpp"

namespace netmem_import {

/// One offset per tensor of `model` from `plan` (planned in the file's op order): each tensor a node
/// writes gets its node's offset, constants -1. import_error when an offset exceeds the plan's
/// int32 entry (2^31 - 1).
std::vector<std::int32_t> offline_offsets(const model_info& model, const imported_network& net, const plan_type& plan);

/// The bytes of `model` with `offsets` (one per tensor) stored as its offline plan. import_error
/// when the model's root table has fields this writer does not know (more than the 10 of schema.fbs).
std::vector<std::uint8_t> with_offline_plan(const model_info& model, const std::vector<std::int32_t>& offsets);

}  // namespace netmem_import
