// netmem/deploy/runtime/detail/tflm_kernels.hpp
// What one lowered TFLite operator allocates in TFLM's tail, in the order TFLM allocates it:
// its parsed builtin options (MicroInterpreter::PrepareNodeAndRegistrationDataFromFlatbuffer) and
// its kernel's persistent buffers (Init, Prepare: AllocatePersistentBuffer, 16-aligned).
// The facts per operator kind live in tflm_operators.hpp (one row per kind, naming the TFLM source
// that allocates); this header adapts a lowered operator to that table.
#pragma once

#include <array>
#include <cstddef>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/deploy/runtime/detail/tflm_graph.hpp>

namespace netmem::tflm::detail {

/// The tail allocations of one operator (bytes as requested; alignments in bytes).
struct operator_allocations {
    size_type builtin_data_bytes = 0;
    size_type builtin_data_alignment = 4;
    std::array<size_type, 8> persistent_bytes{};  ///< each AllocatePersistentBuffer, in order
    std::size_t persistent_count = 0;
};

/// PENDING the operators table (branch tflm-operators): nothing allocated.
constexpr operator_allocations allocations_of(const graph_operator&, const deployment&) noexcept { return {}; }

}  // namespace netmem::tflm::detail
