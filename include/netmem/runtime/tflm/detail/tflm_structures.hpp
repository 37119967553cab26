// netmem/runtime/tflm/detail/tflm_structures.hpp
// sizeof of the TFLM structures that the arena's tail holds, from their field lists at tflite-micro
// 90b983c2 (files named at each function) and a target ABI (kernels/detail/tflm_struct_layout.hpp), so that a
// Cortex-M GCC build, the 32-bit x86 oracle and a 64-bit host each get their own sizes.
// Units: bytes. Every enum here (TfLiteType, TfLiteAllocationType, TfLiteQuantizationType) has
// values that fit in a byte, so it is one byte under arm_eabi_gcc's short enums.
//
// | structure (bytes)                          | ilp32_i386 | arm_eabi_gcc | lp64 |
// |--------------------------------------------|------------|--------------|------|
// | allocator objects (3 classes)              | 116        | 116          | 216  |
// | TfLiteEvalTensor                           | 12         | 12           | 24   |
// | NodeAndRegistration                        | 32         | 32           | 64   |
// | TfLiteTensor (TF_LITE_STATIC_MEMORY)       | 40         | 32           | 64   |
// | TfLiteAffineQuantization                   | 12         | 12           | 24   |
// | internal::ScratchBufferRequest             | 12         | 12           | 16   |
// | AllocationInfo                             | 24         | 24           | 32   |
// The ilp32_i386 and lp64 columns are what the oracles tflm-arena-m32 / -m64 measure (tests); the
// arm_eabi_gcc column is checked against arm-none-eabi-g++'s own sizeof by
// static_tests/kernels_tflm_operator_struct_layouts.cpp (ctest arm.core_headers).
#pragma once

#include <netmem/core/integer.hpp>
#include <netmem/kernels/detail/tflm_struct_layout.hpp>

namespace netmem::tflm::detail {

using layout = struct_layout;

/// SingleArenaBufferAllocator (arena_allocator/single_arena_buffer_allocator.h): two interfaces'
/// vtable pointers, buffer_head_, buffer_tail_, head_, tail_, temp_, intptr_t checksum, int count.
constexpr layout single_arena_buffer_allocator(const target_abi& a) noexcept { return layout{a}.pointer(2).pointer(5).pointer().int32(); }
/// GreedyMemoryPlanner (memory_planner/greedy_memory_planner.h): vtable pointer, max_buffer_count_,
/// buffer_count_, requirements_, buffer_sizes_sorted_, buffer_ids_sorted_, buffers_sorted_by_offset_,
/// next_free_entry_, first_entry_index_, buffer_offsets_, need_to_calculate_offsets_.
constexpr layout greedy_memory_planner(const target_abi& a) noexcept {
    return layout{a}.pointer().int32(2).pointer(4).int32(2).pointer().boolean();
}
/// MicroAllocator (micro_allocator.h): vtable pointer, non_persistent_buffer_allocator_,
/// persistent_buffer_allocator_, builtin_data_allocator_, memory_planner_, model_is_allocating_,
/// scratch_buffer_request_count_ (size_t), scratch_buffer_head_, max_head_buffer_usage_ (size_t).
constexpr layout micro_allocator(const target_abi& a) noexcept {
    return layout{a}.pointer(5).boolean().pointer(3);
}
/// TfLiteEvalTensor (c/common.h): data (a pointer union), dims, type.
constexpr layout eval_tensor(const target_abi& a) noexcept { return layout{a}.pointer(2).enumeration(); }
/// TfLiteNode (c/common.h, TF_LITE_STATIC_MEMORY): inputs, outputs, intermediates, user_data,
/// builtin_data, custom_initial_data, custom_initial_data_size; NodeAndRegistration adds the
/// registration pointer (micro_allocator.h).
constexpr layout node_and_registration(const target_abi& a) noexcept {
    const layout node = layout{a}.pointer(6).int32();
    return layout{a}.nested(node).pointer();
}
/// TfLiteTensor (c/common.h, TF_LITE_STATIC_MEMORY): quantization {type, params}, params {scale,
/// zero_point}, data, dims, bytes (size_t), type, allocation_type, is_variable.
constexpr layout tensor(const target_abi& a) noexcept {
    const layout quantization = layout{a}.enumeration().pointer();
    const layout quantization_params = layout{a}.int32(2);
    return layout{a}.nested(quantization).nested(quantization_params).pointer(3).enumeration(2).boolean();
}
/// TfLiteAffineQuantization (c/common.h): scale, zero_point, quantized_dimension.
constexpr layout affine_quantization(const target_abi& a) noexcept { return layout{a}.pointer(2).int32(); }
/// internal::ScratchBufferRequest (micro_allocator.h): bytes (size_t), node_idx, subgraph_idx.
constexpr layout scratch_buffer_request(const target_abi& a) noexcept { return layout{a}.pointer().int32(2); }
/// AllocationInfo (micro_allocation_info.h): bytes (size_t), output_ptr, first_created, last_used,
/// offline_offset, needs_allocating.
constexpr layout allocation_info(const target_abi& a) noexcept { return layout{a}.pointer(2).int32(3).boolean(); }

/// Sizes of TFLM's tail structures under an ABI (see the file comment's table).
struct structure_sizes {
    size_type pointer = 4;                    ///< and its alignment; also size_t
    size_type allocator_objects = 0;          ///< SingleArenaBufferAllocator + GreedyMemoryPlanner + MicroAllocator
    size_type eval_tensor = 0;                ///< TfLiteEvalTensor
    size_type node_and_registration = 0;      ///< NodeAndRegistration
    size_type tensor = 0;                     ///< TfLiteTensor
    size_type affine_quantization = 0;        ///< TfLiteAffineQuantization
    size_type scratch_request = 0;            ///< internal::ScratchBufferRequest
    size_type allocation_info = 0;            ///< AllocationInfo
    size_type planner_per_buffer = 40;        ///< GreedyMemoryPlanner::per_buffer_size(): BufferRequirements (4 ints), a ListEntry (3 ints) and 3 ints, on every ABI
    size_type max_scratch_per_operator = 12;  ///< kMaxScratchBuffersPerOp
    friend constexpr bool operator==(const structure_sizes&, const structure_sizes&) = default;
};

constexpr structure_sizes sizes_for(const target_abi& a) noexcept {
    return {.pointer = a.pointer_bytes,
            .allocator_objects = single_arena_buffer_allocator(a).bytes() + greedy_memory_planner(a).bytes() +
                                 micro_allocator(a).bytes(),
            .eval_tensor = eval_tensor(a).bytes(),
            .node_and_registration = node_and_registration(a).bytes(),
            .tensor = tensor(a).bytes(),
            .affine_quantization = affine_quantization(a).bytes(),
            .scratch_request = scratch_buffer_request(a).bytes(),
            .allocation_info = allocation_info(a).bytes()};
}

}  // namespace netmem::tflm::detail
