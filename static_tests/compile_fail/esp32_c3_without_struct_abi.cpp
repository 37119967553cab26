// static_tests/compile_fail/esp32_c3_without_struct_abi.cpp: TFLM on the ESP32-C3 target (32-bit
// RISC-V) with the 32-bit default struct ABI. That default, arm_eabi_gcc, is Cortex-M's:
// arm-none-eabi-gcc uses short enums, which make TFLM's TfLiteTensor and builtin options smaller
// than riscv32-esp-elf-gcc lays them out (int enums, as the RISC-V psABI has them), so the arena
// would be low on the board. The check fails naming the rule, the ABI it was left with and the core
// (core/kernel_selection.hpp, core_needs_a_named_struct_abi), as for the ESP32-S3
// (core_needs_a_named_struct_abi.cpp). The kernels are named (reference), so that this is the rule
// that fails: with none named, core_needs_a_named_kernel_library does first
// (esp32_c3_without_kernel_library.cpp).
// The twin: struct_abi::ilp32_gcc, named, compiles.
#include <netmem/deploy/fits.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/deploy/targets.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: core_needs_a_named_struct_abi
// expect: assumed_abi<netmem::struct_abi::arm_eabi_gcc>
// expect: riscv32
constexpr nm::deployment profile{.runtime = nm::runtime::tflm, .kernels = nm::kernel_library::reference};
#else
constexpr nm::deployment profile{
    .runtime = nm::runtime::tflm,
    .kernels = nm::kernel_library::reference,
    .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
#endif

static_assert(nm::assert_fits<nm::zoo::tflm_hello_world, profile, nm::targets::esp32_c3>());
