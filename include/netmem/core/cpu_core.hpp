// netmem/core/cpu_core.hpp
// The processor core a deployment runs on (deployment::core, budget::core). The core decides which
// code path a kernel library compiles to, and so which scratch each kernel requests:
// - CMSIS-NN picks its path from the compiler's feature macros (Include/arm_nn_math_types.h at
//   ARM-software/CMSIS-NN 4ab83cc3: __ARM_FEATURE_MVE -> ARM_MATH_MVEI, __ARM_FEATURE_DSP ->
//   ARM_MATH_DSP), which arm-none-eabi-gcc -mcpu=<core> defines: Cortex-M0+ and M3 have neither
//   (pure C), M4, M7 and M33 have the DSP extension, M55 has MVE (Helium). The Arm oracle
//   (../shared/oracles/arm) prints the path it got: cmsis_nn_variant=dsp on M4/M7/M33, mve on M55.
// - ESP-NN picks its path from ESP-IDF's target (include/esp_nn.h at espressif/esp-nn d45b843c:
//   CONFIG_IDF_TARGET_ESP32S3 -> the ESP32-S3 kernels, other targets -> the generic optimized C).
// Sources for each chip's core: the vendor datasheets named in deploy/targets.hpp.
#pragma once

#include <cstdint>

namespace netmem {

/// A processor core. `unspecified`: no core named (a host build, or a budget without a target).
enum class cpu_core : std::uint8_t {
    unspecified,
    cortex_m0plus,  ///< Armv6-M: no DSP extension (RP2040)
    cortex_m3,      ///< Armv7-M: no DSP extension
    cortex_m4,      ///< Armv7E-M: DSP extension (STM32F446RE, nRF52840)
    cortex_m7,      ///< Armv7E-M: DSP extension (STM32H743)
    cortex_m33,     ///< Armv8-M Mainline, with the DSP extension (as -mcpu=cortex-m33 assumes)
    cortex_m55,     ///< Armv8.1-M: MVE (Helium)
    xtensa_lx6,     ///< Espressif ESP32
    xtensa_lx7,     ///< Espressif ESP32-S3
    riscv32,        ///< the ESP32-C3's 32-bit RISC-V core, where esp-tflite-micro runs ESP-NN's generic
                    ///< kernels (no CMSIS-NN, no ESP-NN chip path); an Espressif core: no library named
                    ///< is an error (core/kernel_selection.hpp). Another RISC-V chip running plain TFLM
                    ///< names kernel_library::reference.
};

/// The core's name ("cortex-m4", ... as -mcpu spells it; "unspecified").
constexpr const char* name_of(cpu_core core) noexcept {
    switch (core) {
        case cpu_core::cortex_m0plus: return "cortex-m0plus";
        case cpu_core::cortex_m3: return "cortex-m3";
        case cpu_core::cortex_m4: return "cortex-m4";
        case cpu_core::cortex_m7: return "cortex-m7";
        case cpu_core::cortex_m33: return "cortex-m33";
        case cpu_core::cortex_m55: return "cortex-m55";
        case cpu_core::xtensa_lx6: return "xtensa-lx6";
        case cpu_core::xtensa_lx7: return "xtensa-lx7";
        case cpu_core::riscv32: return "riscv32";
        case cpu_core::unspecified: break;
    }
    return "unspecified";
}

}  // namespace netmem
