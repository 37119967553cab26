// tools/netmem-import/stored_plan.cpp
// See stored_plan.hpp.
#include "stored_plan.hpp"

#include <string>

#include "import_error.hpp"

namespace netmem_import {

namespace {

/// The little-endian int32 at byte `pos` of `bytes` (the caller checks the range).
std::int32_t int32_at(const std::vector<std::uint8_t>& bytes, std::size_t pos) {
    std::uint32_t v = 0;
    for (std::size_t i = 0; i < 4; ++i) v |= static_cast<std::uint32_t>(bytes[pos + i]) << (8 * i);
    return static_cast<std::int32_t>(v);
}

}  // namespace

std::vector<std::int32_t> read_stored_plan(const model_info& model) {
    const metadata_info* entry = nullptr;
    for (const metadata_info& m : model.metadata)
        if (m.name == "OfflineMemoryAllocation") entry = &m;
    if (entry == nullptr) return {};
    auto fail = [](const std::string& what) {
        return import_error(exit_status::invalid_stored_plan, "the stored offline plan (OfflineMemoryAllocation) " + what);
    };
    if (entry->buffer >= model.buffers.size())
        throw fail("names buffer " + std::to_string(entry->buffer) + " of " + std::to_string(model.buffers.size()));
    const buffer_info& buffer = model.buffers[entry->buffer];
    if (buffer.size < 12 || buffer.size % 4 != 0 || buffer.file_offset + buffer.size > model.bytes.size())
        throw fail("is " + std::to_string(buffer.size) + " bytes: it needs 3 int32 words, then one per tensor");
    const std::int32_t version = int32_at(model.bytes, buffer.file_offset);
    const std::int32_t subgraphs = int32_at(model.bytes, buffer.file_offset + 4);
    const std::int32_t count = int32_at(model.bytes, buffer.file_offset + 8);
    (void)version;  // TFLM does not read it
    if (subgraphs != 1) throw fail("is for " + std::to_string(subgraphs) + " subgraphs; the model has 1");
    if (count < 0 || static_cast<std::size_t>(count) != model.tensors.size())
        throw fail("has " + std::to_string(count) + " offsets for the model's " + std::to_string(model.tensors.size()) +
                   " tensors (TFLM's AllocateTensors() fails on this)");
    const std::size_t words = (buffer.size - 12) / 4;
    if (words < static_cast<std::size_t>(count))
        throw fail("holds " + std::to_string(words) + " offsets, its header says " + std::to_string(count));
    std::vector<std::int32_t> offsets(static_cast<std::size_t>(count));
    for (std::size_t k = 0; k < offsets.size(); ++k) offsets[k] = int32_at(model.bytes, buffer.file_offset + 12 + 4 * k);
    return offsets;
}

}  // namespace netmem_import
