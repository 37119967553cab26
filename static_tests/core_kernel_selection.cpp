// static_tests/core_kernel_selection.cpp: a target's core picks the kernel variant (core/kernel_selection.hpp).
// Sources: the variant each core compiles CMSIS-NN to is CMSIS-NN 4ab83cc3's Include/arm_nn_math_types.h
// (ARM_MATH_DSP from __ARM_FEATURE_DSP, ARM_MATH_MVEI from __ARM_FEATURE_MVE), and the Arm oracle
// (../shared/oracles/arm) prints cmsis_nn_variant=dsp for its Cortex-M4/M7/M33 images and mve for
// Cortex-M55. Every byte figure is the Arm oracle's (TFLM 90b983c2 built with arm-none-eabi-gcc,
// run on QEMU's mps2-an386, a Cortex-M4): ../shared/oracles/README.md, "Arm oracle", tables
// "Cortex-M4, ..., reference kernels" and "... CMSIS-NN kernels, DSP path", columns head, tail,
// arena_used, min arena (x16); tools/netmem-import/tests/arm_oracle.cpp runs the oracle itself.
// Also tests: netmem/core/cpu_core.hpp netmem/planning/profile_check.hpp
#include <netmem/deploy/fits.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/deploy/targets.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>

namespace {
namespace nm = netmem;
using nm::cpu_core;
using nm::kernel_library;

// Each target names its core (the datasheets in deploy/targets.hpp).
static_assert(nm::targets::stm32f446re.core == cpu_core::cortex_m4);
static_assert(nm::targets::stm32h743.core == cpu_core::cortex_m7);
static_assert(nm::targets::nrf52840.core == cpu_core::cortex_m4);
static_assert(nm::targets::rp2040.core == cpu_core::cortex_m0plus);
static_assert(nm::targets::esp32_s3.core == cpu_core::xtensa_lx7);
static_assert(nm::targets::stm32f103rb.core == cpu_core::cortex_m3);  // DS5319: Arm Cortex-M3 CPU core
static_assert(nm::targets::nrf5340.core == cpu_core::cortex_m33);     // application core: Cortex-M33 with DSP
static_assert(nm::targets::esp32.core == cpu_core::xtensa_lx6);       // ESP32-D0WDQ6: dual-core Xtensa LX6
static_assert(nm::targets::esp32_c3.core == cpu_core::riscv32);       // single-core 32-bit RISC-V

// The kernel variant each new target's core implies (the CMSIS-NN path from the feature macros
// arm-none-eabi-gcc -mcpu=<core> defines: none on the M3, __ARM_FEATURE_DSP on the M33; the ESP-NN
// chip from the core), through the target as fits runs it (on_core(profile, target.core)).
constexpr nm::deployment cmsis_nn{.kernels = kernel_library::cmsis_nn};
constexpr nm::deployment esp_nn{.kernels = kernel_library::esp_nn};
static_assert(nm::kernels_of(nm::on_core(cmsis_nn, nm::targets::stm32f103rb.core)) == kernel_library::cmsis_nn_pure_c);
static_assert(nm::kernels_of(nm::on_core(cmsis_nn, nm::targets::nrf5340.core)) == kernel_library::cmsis_nn_dsp);
static_assert(nm::kernels_of(nm::on_core(esp_nn, nm::targets::esp32.core)) == kernel_library::esp_nn_esp32);
// The ESP32-C3 (RISC-V) runs esp-nn's generic kernels, as the ESP32 does (esp-nn d45b843c
// include/esp_nn.h: esp_nn_generic_opt.h for every chip but the ESP32-S3 and the ESP32-P4).
static_assert(nm::kernels_of(nm::on_core(esp_nn, nm::targets::esp32_c3.core)) == kernel_library::esp_nn_esp32);
static_assert(nm::check_kernel_selection(esp_nn, nm::targets::esp32_c3.core) == nm::kernel_selection_rule::ok);
static_assert(nm::check_kernel_selection(cmsis_nn, nm::targets::stm32f103rb.core) == nm::kernel_selection_rule::ok);
static_assert(nm::check_kernel_selection(cmsis_nn, nm::targets::nrf5340.core) == nm::kernel_selection_rule::ok);
static_assert(nm::check_kernel_selection(esp_nn, nm::targets::esp32.core) == nm::kernel_selection_rule::ok);
// What these cores cannot run: DSP on the M3, pure C on the M33 (GCC defines __ARM_FEATURE_DSP
// for -mcpu=cortex-m33), MVE on both, CMSIS-NN and ESP-NN's ESP32-S3 kernels on RISC-V.
static_assert(nm::check_kernel_selection(nm::deployment{.kernels = kernel_library::cmsis_nn_dsp},
                                         nm::targets::stm32f103rb.core) == nm::kernel_selection_rule::kernel_library_not_for_core);
static_assert(nm::check_kernel_selection(nm::deployment{.kernels = kernel_library::cmsis_nn_pure_c},
                                         nm::targets::nrf5340.core) == nm::kernel_selection_rule::kernel_library_not_for_core);
static_assert(nm::check_kernel_selection(nm::deployment{.kernels = kernel_library::cmsis_nn_mve},
                                         nm::targets::nrf5340.core) == nm::kernel_selection_rule::kernel_library_not_for_core);
static_assert(nm::check_kernel_selection(cmsis_nn, nm::targets::esp32_c3.core) ==
              nm::kernel_selection_rule::kernel_library_not_for_core);
static_assert(nm::check_kernel_selection(nm::deployment{.kernels = kernel_library::esp_nn_esp32s3},
                                         nm::targets::esp32_c3.core) == nm::kernel_selection_rule::kernel_library_not_for_core);
// The ESP32 (LX6) and the ESP32-C3 (RISC-V) without a kernel library named: a compile error, as on
// the ESP32-S3 (esp-tflite-micro runs ESP-NN on every chip; compile_fail/esp32_without_kernel_library.cpp,
// esp32_c3_without_kernel_library.cpp); the ESP32-C3 under TFLM with 32-bit pointers and no struct
// ABI named: a compile error (compile_fail/esp32_c3_without_struct_abi.cpp).
static_assert(nm::check_kernel_selection(nm::deployment{}, nm::targets::esp32.core) ==
              nm::kernel_selection_rule::core_needs_a_named_kernel_library);
static_assert(nm::check_kernel_selection(nm::deployment{}, nm::targets::esp32_c3.core) ==
              nm::kernel_selection_rule::core_needs_a_named_kernel_library);
static_assert(nm::check_kernel_selection(nm::deployment{.runtime = nm::runtime::tflm, .kernels = kernel_library::reference},
                                         nm::targets::esp32_c3.core) == nm::kernel_selection_rule::core_needs_a_named_struct_abi);
static_assert(nm::check_kernel_selection(nm::deployment{.runtime = nm::runtime::tflm,
                                                        .kernels = kernel_library::reference,
                                                        .tflm = {.abi = nm::struct_abi::ilp32_gcc}},
                                         nm::targets::esp32_c3.core) == nm::kernel_selection_rule::ok);

// kernel_library::cmsis_nn is the variant the core compiles to.
static_assert(nm::resolved_kernels(kernel_library::cmsis_nn, cpu_core::cortex_m0plus) == kernel_library::cmsis_nn_pure_c);
static_assert(nm::resolved_kernels(kernel_library::cmsis_nn, cpu_core::cortex_m3) == kernel_library::cmsis_nn_pure_c);
static_assert(nm::resolved_kernels(kernel_library::cmsis_nn, cpu_core::cortex_m4) == kernel_library::cmsis_nn_dsp);
static_assert(nm::resolved_kernels(kernel_library::cmsis_nn, cpu_core::cortex_m7) == kernel_library::cmsis_nn_dsp);
static_assert(nm::resolved_kernels(kernel_library::cmsis_nn, cpu_core::cortex_m33) == kernel_library::cmsis_nn_dsp);
static_assert(nm::resolved_kernels(kernel_library::cmsis_nn, cpu_core::cortex_m55) == kernel_library::cmsis_nn_mve);
// No library named: TFLM's reference kernels (a build without OPTIMIZED_KERNEL_DIR) on Cortex-M ...
static_assert(nm::kernels_of(nm::deployment{}) == kernel_library::reference);
static_assert(nm::check_kernel_selection(nm::deployment{}, cpu_core::cortex_m4) == nm::kernel_selection_rule::ok);
// ... and a compile error on Xtensa (compile_fail/esp32_s3_without_kernel_library.cpp).
static_assert(nm::check_kernel_selection(nm::deployment{}, cpu_core::xtensa_lx7) ==
              nm::kernel_selection_rule::core_needs_a_named_kernel_library);
// TFLM on a 32-bit Xtensa or RISC-V core must name its struct ABI
// (compile_fail/core_needs_a_named_struct_abi.cpp: TFLM's model's rule, asked by
// check_kernel_selection through runtime_model<R>::profile_rule); the static arena has no TFLM structures.
constexpr nm::deployment tflm_reference{.runtime = nm::runtime::tflm, .kernels = kernel_library::reference};
static_assert(nm::check_kernel_selection(tflm_reference, cpu_core::xtensa_lx7) ==
              nm::kernel_selection_rule::core_needs_a_named_struct_abi);
static_assert(nm::check_kernel_selection(tflm_reference, cpu_core::riscv32) ==
              nm::kernel_selection_rule::core_needs_a_named_struct_abi);
static_assert(nm::check_kernel_selection(tflm_reference, cpu_core::cortex_m4) == nm::kernel_selection_rule::ok);
static_assert(nm::check_kernel_selection(nm::deployment{.kernels = kernel_library::reference}, cpu_core::riscv32) ==
              nm::kernel_selection_rule::ok);
constexpr nm::deployment tflm_ilp32_gcc{
    .runtime = nm::runtime::tflm,
    .kernels = kernel_library::reference,
    .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
static_assert(nm::check_kernel_selection(tflm_ilp32_gcc, cpu_core::xtensa_lx7) == nm::kernel_selection_rule::ok);

// What each core cannot run (compile_fail/kernel_library_not_for_core.cpp).
static_assert(!nm::runs_on(kernel_library::cmsis_nn_dsp, cpu_core::cortex_m0plus));
static_assert(!nm::runs_on(kernel_library::cmsis_nn_pure_c, cpu_core::cortex_m4));  // GCC defines __ARM_FEATURE_DSP
static_assert(!nm::runs_on(kernel_library::cmsis_nn_mve, cpu_core::cortex_m7));
static_assert(!nm::runs_on(kernel_library::cmsis_nn_dsp, cpu_core::cortex_m55));   // MVE takes precedence
static_assert(!nm::runs_on(kernel_library::cmsis_nn, cpu_core::xtensa_lx7));
static_assert(!nm::runs_on(kernel_library::esp_nn, cpu_core::cortex_m4));
static_assert(!nm::runs_on(kernel_library::esp_nn_esp32s3, cpu_core::xtensa_lx6));  // compile_fail/esp_nn_variant_not_for_core.cpp
static_assert(!nm::runs_on(kernel_library::esp_nn_esp32, cpu_core::xtensa_lx7));
static_assert(!nm::runs_on(kernel_library::esp_nn_esp32s3, cpu_core::cortex_m4));

// ESP-NN resolves to the chip's variant (espressif/esp-nn d45b843c include/esp_nn.h: the _esp32s3
// kernels for CONFIG_IDF_TARGET_ESP32S3, the generic optimised ones on the ESP32), and is no longer
// rejected on Xtensa once named (with the struct ABI named too).
static_assert(nm::resolved_kernels(kernel_library::esp_nn, cpu_core::xtensa_lx7) == kernel_library::esp_nn_esp32s3);
static_assert(nm::resolved_kernels(kernel_library::esp_nn, cpu_core::xtensa_lx6) == kernel_library::esp_nn_esp32);
static_assert(nm::check_kernel_selection(nm::deployment{.kernels = kernel_library::esp_nn}, cpu_core::xtensa_lx7) ==
              nm::kernel_selection_rule::ok);
static_assert(nm::check_kernel_selection(nm::deployment{.kernels = kernel_library::esp_nn}) ==
              nm::kernel_selection_rule::kernel_library_needs_a_core);
static_assert(nm::check_kernel_selection(nm::deployment{.kernels = kernel_library::esp_nn_esp32s3}) ==
              nm::kernel_selection_rule::ok);  // a named variant needs no core, as cmsis_nn_dsp
static_assert(nm::runs_on(kernel_library::reference, cpu_core::riscv32));

// ResNet-8 (pretrainedResnet_quant.tflite) on the STM32F446RE, TFLM runtime, arm_eabi_gcc structures
// (the default for 32-bit pointers). Arm oracle, Cortex-M4:
//   reference:        head 49,152  tail 5,188  arena_used 54,340  min arena (x16) 54,352
//   CMSIS-NN (DSP):   head 49,728  tail 5,268  arena_used 54,996  min arena (x16) 55,008
constexpr nm::deployment tflm{.runtime = nm::runtime::tflm};
constexpr nm::deployment tflm_cmsis_nn{.runtime = nm::runtime::tflm, .kernels = kernel_library::cmsis_nn};
constexpr auto on_m4 = nm::on_core(tflm_cmsis_nn, nm::targets::stm32f446re.core);
static_assert(on_m4.core == cpu_core::cortex_m4 && nm::kernels_of(on_m4) == kernel_library::cmsis_nn_dsp);
constexpr auto reference_m4 = nm::tflm::arena_of<nm::zoo::mlperf_resnet8, tflm>;
static_assert(reference_m4.head_bytes == 49'152 && reference_m4.tail_bytes == 5'188);
static_assert(reference_m4.arena_used_bytes == 54'340 && reference_m4.min_arena_bytes == 54'352);
constexpr auto cmsis_nn_m4 = nm::tflm::arena_of<nm::zoo::mlperf_resnet8, on_m4>;
static_assert(cmsis_nn_m4.head_bytes == 49'728 && cmsis_nn_m4.tail_bytes == 5'268);
static_assert(cmsis_nn_m4.arena_used_bytes == 54'996 && cmsis_nn_m4.min_arena_bytes == 55'008);
// fits runs the profile on the target's core: CMSIS-NN on a Cortex-M4 budget of exactly the DSP
// smallest arena fits, one 16-B step less does not (the reference smallest arena would).
static_assert(nm::fits<nm::zoo::mlperf_resnet8, tflm_cmsis_nn, nm::budget{.ram = 55'008, .core = cpu_core::cortex_m4}>);
static_assert(!nm::fits<nm::zoo::mlperf_resnet8, tflm_cmsis_nn, nm::budget{.ram = 54'992, .core = cpu_core::cortex_m4}>);
static_assert(nm::fits<nm::zoo::mlperf_resnet8, tflm, nm::budget{.ram = 54'352, .core = cpu_core::cortex_m4}>);
static_assert(nm::assert_fits<nm::zoo::mlperf_resnet8, tflm_cmsis_nn, nm::targets::stm32f446re>());
}  // namespace
