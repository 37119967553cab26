// tests/support/no_scratch_kernels.hpp: a test-only kernel library, "TFLM's reference kernels with
// no scratch anywhere", plugged in as a project would plug in its own (kernels/kernel_library_model.hpp):
// a kernel_library value of its own (the first extension value, 32), a kernel_library_model for
// netmem's own plan and a tflm::tflm_kernels for TFLM's operator table, both specialized here,
// without editing netmem. Include this header BEFORE any netmem planning header.
#pragma once

#include <string_view>

#include <netmem/kernels/kernel_library_model.hpp>
#include <netmem/kernels/reference/tflm_kernels.hpp>
#include <netmem/kernels/tflm_operator.hpp>

namespace netmem_test {
/// The library's value: not one of netmem's enumerators.
inline constexpr netmem::kernel_library no_scratch_kernels =
    static_cast<netmem::kernel_library>(netmem::kernel_library_first_extension);
}  // namespace netmem_test

/// netmem's own plan: no kernel requests scratch.
template <>
struct netmem::kernel_library_model<netmem_test::no_scratch_kernels> {
    static constexpr bool modelled = true;
    static constexpr std::string_view name = "no_scratch (test)";
    static constexpr size_type scratch_bytes(const kernel_call&, data_type, size_type) noexcept { return 0; }
};

/// TFLM: what the reference kernels allocate, without their scratch requests.
template <>
struct netmem::tflm::tflm_kernels<netmem_test::no_scratch_kernels> {
    static constexpr bool modelled = true;
    static constexpr void requests(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
        tflm_kernels<kernel_library::reference>::requests(op, a, f);
        f.scratch = {};
        f.scratch_count = 0;
    }
};
