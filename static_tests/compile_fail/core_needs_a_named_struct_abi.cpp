// static_tests/compile_fail/core_needs_a_named_struct_abi.cpp: TFLM on the ESP32-S3 (Xtensa LX7)
// with the 32-bit default struct ABI. That default, arm_eabi_gcc, is Cortex-M's: arm-none-eabi-gcc
// uses short enums, which make TFLM's TfLiteTensor and builtin options smaller than
// xtensa-esp32s3-elf-gcc lays them out (int enums; ../shared/oracles/README.md: the short-enum tail
// is 8 to 120 B smaller), so the arena would be low on the board. The check fails naming the rule,
// the ABI it was left with and the core (TFLM's rule: runtime_model<runtime::tflm>::profile_rule in
// runtime/tflm/tflm.hpp, asked by planning/profile_check.hpp).
// The twin: struct_abi::ilp32_gcc, named, compiles.
#include <netmem/deploy/fits.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/deploy/targets.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: core_needs_a_named_struct_abi
// expect: assumed_abi<netmem::struct_abi::arm_eabi_gcc>
// expect: xtensa_lx7
constexpr nm::deployment profile{.runtime = nm::runtime::tflm, .kernels = nm::kernel_library::reference};
#else
constexpr nm::deployment profile{
    .runtime = nm::runtime::tflm,
    .kernels = nm::kernel_library::reference,
    .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
#endif

static_assert(nm::assert_fits<nm::zoo::tflm_hello_world, profile, nm::targets::esp32_s3>());
