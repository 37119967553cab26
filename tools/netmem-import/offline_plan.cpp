// tools/netmem-import/offline_plan.cpp
// See offline_plan.hpp.
#include "offline_plan.hpp"

#include <cstring>
#include <string>

#include "import_error.hpp"

namespace netmem_import {

namespace {

constexpr char metadata_name[] = "OfflineMemoryAllocation";
/// Model fields of schema.fbs (version .. external_buffers); field 0 (version) is a uint32 scalar,
/// every other one an offset.
constexpr std::size_t model_fields = 10;
constexpr std::size_t field_buffers = 4, field_metadata = 6;

/// The Verifier checks only the fields of the schema subset; the writer walks every Model field
/// (signature_defs and later too), so every read is bounds-checked here: a field, vtable or vector
/// that lies past the end of the file is an invalid file, not an over-read.
void check_inside(const std::vector<std::uint8_t>& b, std::size_t pos, std::size_t width) {
    if (pos > b.size() || b.size() - pos < width)
        throw import_error(exit_status::invalid_file,
                           "the file is truncated or corrupted: a Model field outside the schema subset points to "
                           "byte " + std::to_string(pos) + ", beyond its " + std::to_string(b.size()) +
                               " bytes; cannot write an offline plan");
}
std::uint32_t read_u32(const std::vector<std::uint8_t>& b, std::size_t pos) {
    check_inside(b, pos, 4);
    std::uint32_t v = 0;
    std::memcpy(&v, b.data() + pos, 4);
    return v;
}
std::uint16_t read_u16(const std::vector<std::uint8_t>& b, std::size_t pos) {
    check_inside(b, pos, 2);
    std::uint16_t v = 0;
    std::memcpy(&v, b.data() + pos, 2);
    return v;
}

/// Appends little-endian data; positions are absolute in the new file.
struct writer {
    std::vector<std::uint8_t> data;
    std::size_t here() const { return data.size(); }
    void pad(std::size_t a) {
        while (data.size() % a != 0) data.push_back(0);
    }
    void u16(std::uint16_t v) {
        for (int i = 0; i < 2; ++i) data.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
    }
    void u32(std::uint32_t v) {
        for (int i = 0; i < 4; ++i) data.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
    }
    void patch_u32(std::size_t pos, std::uint32_t v) {
        for (int i = 0; i < 4; ++i) data[pos + static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(v >> (8 * i));
    }
    /// The uoffset at `pos` pointing forward to `target`.
    void patch_offset(std::size_t pos, std::size_t target) {
        if (target <= pos) throw import_error(exit_status::invalid_file, "internal: a flatbuffer offset would point backwards");
        patch_u32(pos, static_cast<std::uint32_t>(target - pos));
    }
    /// A vtable for a table whose fields sit at `field_offsets` (0: absent); returns its position.
    std::size_t vtable(const std::vector<std::uint16_t>& field_offsets, std::uint16_t table_size) {
        pad(2);
        const std::size_t pos = here();
        u16(static_cast<std::uint16_t>(4 + 2 * field_offsets.size()));
        u16(table_size);
        for (std::uint16_t o : field_offsets) u16(o);
        return pos;
    }
    /// A table of `slots` 4-byte fields after its soffset to `vtable_pos`; returns its position.
    std::size_t table(std::size_t vtable_pos, std::size_t slots) {
        pad(4);
        const std::size_t pos = here();
        u32(static_cast<std::uint32_t>(static_cast<std::int32_t>(pos - vtable_pos)));
        for (std::size_t i = 0; i < slots; ++i) u32(0);
        return pos;
    }
};

/// Absolute position of table field `field` (0 if absent) in `b` for the table at `table`.
std::size_t field_position(const std::vector<std::uint8_t>& b, std::size_t table, std::size_t field) {
    const auto vtable = static_cast<std::size_t>(static_cast<std::int64_t>(table) -
                                                 static_cast<std::int32_t>(read_u32(b, table)));
    const std::uint16_t vtable_size = read_u16(b, vtable);
    if (4 + 2 * field >= vtable_size) return 0;
    const std::uint16_t offset = read_u16(b, vtable + 4 + 2 * field);
    return offset == 0 ? 0 : table + offset;
}
std::size_t field_count(const std::vector<std::uint8_t>& b, std::size_t table) {
    const auto vtable = static_cast<std::size_t>(static_cast<std::int64_t>(table) -
                                                 static_cast<std::int32_t>(read_u32(b, table)));
    return (read_u16(b, vtable) - 4u) / 2u;
}
/// The target of the uoffset at `pos`.
std::size_t target_of(const std::vector<std::uint8_t>& b, std::size_t pos) {
    const std::size_t target = pos + read_u32(b, pos);
    check_inside(b, target, 4);  // every target (table, vector, string) starts with 4 bytes
    return target;
}

}  // namespace

/// The offsets of TFLM's tensors in netmem's plan: every tensor a node writes gets the offset of
/// netmem's tensor for that node, so a reshape output (an alias in netmem) gets its input's offset:
/// TFLM's RESHAPE then runs in place (tflite-micro kernels/reshape.cc copies only when input and
/// output data differ), and the oracle counts that pair in plan_overlapping_pairs. Constant tensors
/// get -1 (TFLM ignores offsets of constants).
/// TFLM reads the offsets as int32 (micro_allocation_info.cc, offline planner: `const int32_t*`):
/// an offset above 2^31 - 1 has no entry, and is an error rather than a wrapped value.
std::vector<std::int32_t> offline_offsets(const model_info& model, const imported_network& net, const plan_type& plan) {
    std::vector<std::int32_t> offsets(model.tensors.size(), -1);
    auto entry = [&](std::int32_t tensor, netmem::size_type offset) {
        constexpr netmem::size_type largest = 2147483647;  // INT32_MAX
        if (offset > largest)
            throw import_error(exit_status::unsupported_model,
                               "tensor " + std::to_string(tensor) + " (\"" + model.tensors[static_cast<std::size_t>(tensor)].name +
                                   "\"): offset " + std::to_string(offset) + " B in netmem's plan exceeds the offline " +
                                   "plan's int32 entry (at most 2147483647); cannot write an offline plan");
        offsets[static_cast<std::size_t>(tensor)] = static_cast<std::int32_t>(offset);
    };
    entry(net.input_tensor, plan.tensors()[plan.input_tensor].offset);
    for (std::size_t k = 0; k < net.nodes.size(); ++k)  // file order: position k is node k
        entry(net.nodes[k].output_tensor, plan.tensors()[plan.layer_tensor[k]].offset);
    return offsets;
}

std::vector<std::uint8_t> with_offline_plan(const model_info& model, const std::vector<std::int32_t>& offsets) {
    const std::vector<std::uint8_t>& old = model.bytes;  // already verified by read_tflite_model
    const std::size_t model_pos = read_u32(old, 0);
    if (field_count(old, model_pos) > model_fields)
        throw import_error(exit_status::unsupported_model, "the Model table has fields netmem-import does not know; "
                                                           "cannot write an offline plan");
    // The old buffers and the metadata entries to keep (element positions of their tables).
    std::vector<std::size_t> old_buffers, old_metadata;
    if (const std::size_t f = field_position(old, model_pos, field_buffers)) {
        const std::size_t v = target_of(old, f);
        for (std::uint32_t i = 0; i < read_u32(old, v); ++i) old_buffers.push_back(target_of(old, v + 4 + 4 * i));
    }
    if (const std::size_t f = field_position(old, model_pos, field_metadata)) {
        const std::size_t v = target_of(old, f);
        for (std::uint32_t i = 0; i < read_u32(old, v); ++i) {
            const std::size_t m = target_of(old, v + 4 + 4 * i);
            const std::size_t name_field = field_position(old, m, 0);
            bool is_plan = false;
            if (name_field != 0) {
                const std::size_t s = target_of(old, name_field);
                check_inside(old, s + 4, sizeof(metadata_name) - 1);
                is_plan = read_u32(old, s) == sizeof(metadata_name) - 1 &&
                          std::memcmp(old.data() + s + 4, metadata_name, sizeof(metadata_name) - 1) == 0;
            }
            if (!is_plan) old_metadata.push_back(m);
        }
    }
    std::vector<std::int32_t> words{0, 1, static_cast<std::int32_t>(offsets.size())};
    words.insert(words.end(), offsets.begin(), offsets.end());

    writer w;
    w.u32(0);                                         // root offset, patched below
    for (int i = 0; i < 4; ++i) w.data.push_back(static_cast<std::uint8_t>("TFL3"[i]));
    // Model: the old fields, plus buffers and metadata (always present).
    std::vector<bool> present(model_fields);
    std::vector<std::uint16_t> field_offsets(model_fields);
    std::uint16_t at = 4;
    for (std::size_t i = 0; i < model_fields; ++i) {
        present[i] = field_position(old, model_pos, i) != 0 || i == field_buffers || i == field_metadata;
        field_offsets[i] = present[i] ? at : 0;
        if (present[i]) at = static_cast<std::uint16_t>(at + 4);
    }
    const std::size_t model_vtable = w.vtable(field_offsets, at);
    std::size_t slots = 0;
    for (bool p : present) slots += p ? 1 : 0;
    const std::size_t new_model = w.table(model_vtable, slots);
    // Vectors of metadata and buffers.
    w.pad(4);
    const std::size_t metadata_vector = w.here();
    w.u32(static_cast<std::uint32_t>(old_metadata.size() + 1));
    for (std::size_t i = 0; i <= old_metadata.size(); ++i) w.u32(0);
    const std::size_t buffer_vector = w.here();
    w.u32(static_cast<std::uint32_t>(old_buffers.size() + 1));
    for (std::size_t i = 0; i <= old_buffers.size(); ++i) w.u32(0);
    // The new Metadata{name, buffer} and its name.
    const std::size_t metadata_table = w.table(w.vtable({4, 8}, 12), 2);
    w.patch_u32(metadata_table + 8, static_cast<std::uint32_t>(old_buffers.size()));
    w.pad(4);
    const std::size_t name_pos = w.here();
    w.u32(sizeof(metadata_name) - 1);
    for (char c : std::string(metadata_name)) w.data.push_back(static_cast<std::uint8_t>(c));
    w.data.push_back(0);
    w.patch_offset(metadata_table + 4, name_pos);
    // The new Buffer{data}: the data 16-aligned (force_align: 16).
    const std::size_t buffer_table = w.table(w.vtable({4}, 8), 1);
    while ((w.here() + 4) % 16 != 0) w.data.push_back(0);
    const std::size_t data_pos = w.here();
    w.u32(static_cast<std::uint32_t>(4 * words.size()));
    for (std::int32_t v : words) w.u32(static_cast<std::uint32_t>(v));
    w.patch_offset(buffer_table + 4, data_pos);
    w.pad(16);
    const std::size_t shift = w.here();  // the old file starts here

    w.patch_offset(0, new_model);
    for (std::size_t i = 0; i < model_fields; ++i) {
        if (!present[i]) continue;
        const std::size_t slot = new_model + field_offsets[i];
        if (i == 0) w.patch_u32(slot, read_u32(old, field_position(old, model_pos, 0)));
        else if (i == field_metadata) w.patch_offset(slot, metadata_vector);
        else if (i == field_buffers) w.patch_offset(slot, buffer_vector);
        else w.patch_offset(slot, shift + target_of(old, field_position(old, model_pos, i)));
    }
    for (std::size_t i = 0; i < old_metadata.size(); ++i) w.patch_offset(metadata_vector + 4 + 4 * i, shift + old_metadata[i]);
    w.patch_offset(metadata_vector + 4 + 4 * old_metadata.size(), metadata_table);
    for (std::size_t i = 0; i < old_buffers.size(); ++i) w.patch_offset(buffer_vector + 4 + 4 * i, shift + old_buffers[i]);
    w.patch_offset(buffer_vector + 4 + 4 * old_buffers.size(), buffer_table);
    w.data.insert(w.data.end(), old.begin(), old.end());
    return w.data;
}

}  // namespace netmem_import
