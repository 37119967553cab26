// kernels/kernel_selection_check.hpp: which cores run a kernel library is the library's model's
// answer (kernel_library_model<L>::runs_on), and the check asks it. The facts below are the ones
// core/kernel_selection.hpp's file comment gives, from CMSIS-NN 4ab83cc3 Include/arm_nn_math_types.h
// (MVE if __ARM_FEATURE_MVE, else DSP if __ARM_FEATURE_DSP, else pure C) and the macros
// arm-none-eabi-gcc -mcpu=<core> defines (DSP on M4/M7/M33, MVE on M55, neither on M0+/M3); ESP-NN's
// esp_nn.h picks the _esp32s3 kernels for the ESP32-S3 (LX7), the generic ones for the ESP32 (LX6)
// and the ESP32-C3 (RISC-V). A library of one's own that says where it runs passes the check
// on that core and is rejected on another; one that does not say runs on no named core.
// The own library is declared before any netmem header that builds the dispatch tables.
#include <netmem/core/cpu_core.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/kernels/kernel_library_model.hpp>

namespace own_kernels {
inline constexpr netmem::kernel_library riscv_only =
    static_cast<netmem::kernel_library>(netmem::kernel_library_first_extension + 1);
inline constexpr netmem::kernel_library says_nothing =
    static_cast<netmem::kernel_library>(netmem::kernel_library_first_extension + 2);
}  // namespace own_kernels

template <>
struct netmem::kernel_library_model<own_kernels::riscv_only> {
    static constexpr bool modelled = true;
    static constexpr name_view name = "riscv_only (test)";
    static constexpr size_type scratch_bytes(const kernel_call&, data_type, size_type) noexcept { return 0; }
    static constexpr bool runs_on(cpu_core core) noexcept { return core == cpu_core::riscv32; }
};
template <>
struct netmem::kernel_library_model<own_kernels::says_nothing> {
    static constexpr bool modelled = true;
    static constexpr name_view name = "says_nothing (test)";
    static constexpr size_type scratch_bytes(const kernel_call&, data_type, size_type) noexcept { return 0; }
};

#include <netmem/kernels/kernel_selection_check.hpp>

namespace {
namespace nm = netmem;
using nm::cpu_core;
using nm::kernel_library;
using nm::kernel_library_model;

// The models answer for their own variant.
static_assert(kernel_library_model<kernel_library::reference>::runs_on(cpu_core::riscv32));
static_assert(kernel_library_model<kernel_library::cmsis_nn_pure_c>::runs_on(cpu_core::cortex_m0plus));
static_assert(kernel_library_model<kernel_library::cmsis_nn_pure_c>::runs_on(cpu_core::cortex_m3));
static_assert(!kernel_library_model<kernel_library::cmsis_nn_pure_c>::runs_on(cpu_core::cortex_m4));
static_assert(kernel_library_model<kernel_library::cmsis_nn_dsp>::runs_on(cpu_core::cortex_m33));
static_assert(!kernel_library_model<kernel_library::cmsis_nn_dsp>::runs_on(cpu_core::cortex_m55));
static_assert(kernel_library_model<kernel_library::cmsis_nn_mve>::runs_on(cpu_core::cortex_m55));
static_assert(!kernel_library_model<kernel_library::cmsis_nn_mve>::runs_on(cpu_core::xtensa_lx7));
static_assert(kernel_library_model<kernel_library::esp_nn_esp32s3>::runs_on(cpu_core::xtensa_lx7));
static_assert(!kernel_library_model<kernel_library::esp_nn_esp32s3>::runs_on(cpu_core::xtensa_lx6));
static_assert(kernel_library_model<kernel_library::esp_nn_esp32>::runs_on(cpu_core::xtensa_lx6));
static_assert(kernel_library_model<kernel_library::esp_nn_esp32>::runs_on(cpu_core::riscv32));
static_assert(!kernel_library_model<kernel_library::esp_nn_esp32>::runs_on(cpu_core::cortex_m4));
static_assert(!kernel_library_model<kernel_library::esp_nn_esp32s3>::runs_on(cpu_core::riscv32));

// runs_on resolves not_named and cmsis_nn on the core first; an unspecified core runs everything.
static_assert(nm::runs_on(kernel_library::not_named, cpu_core::xtensa_lx6));
static_assert(nm::runs_on(kernel_library::cmsis_nn, cpu_core::cortex_m7));
static_assert(!nm::runs_on(kernel_library::cmsis_nn, cpu_core::riscv32));  // no CMSIS-NN off Cortex-M
static_assert(nm::runs_on(kernel_library::esp_nn, cpu_core::xtensa_lx6));     // resolved: esp_nn_esp32
static_assert(!nm::runs_on(kernel_library::esp_nn, cpu_core::cortex_m4));    // its model has no runs_on
static_assert(nm::runs_on(own_kernels::says_nothing, cpu_core::unspecified));

// A library of one's own: where its model says, and nowhere else; without runs_on, no named core.
static_assert(nm::runs_on(own_kernels::riscv_only, cpu_core::riscv32));
static_assert(!nm::runs_on(own_kernels::riscv_only, cpu_core::cortex_m4));
static_assert(nm::check_kernel_selection(own_kernels::riscv_only, cpu_core::riscv32) == nm::kernel_selection_rule::ok);
static_assert(nm::check_kernel_selection(own_kernels::riscv_only, cpu_core::cortex_m4) ==
              nm::kernel_selection_rule::kernel_library_not_for_core);
static_assert(!nm::runs_on(own_kernels::says_nothing, cpu_core::cortex_m4));
static_assert(nm::check_kernel_selection(own_kernels::says_nothing, cpu_core::cortex_m4) ==
              nm::kernel_selection_rule::kernel_library_not_for_core);
}  // namespace
