// netmem/deploy/targets.hpp
// Budgets of common microcontrollers as memory regions (planning/budget.hpp): each region's name,
// kind and size, from the vendor's datasheet or reference manual (named per target), with the
// region names of the vendor's own linker script. `ram` and `flash` are the totals; the arena is
// checked against ONE RAM region (the largest, unless placed with with_arena_in("NAME")) and the
// weights against ONE flash region, because an arena and a model are each one contiguous block.
// Region sizes in KiB (1 KiB = 1,024 B). Each target names its processor core (budget::core, from the
// same datasheet), which picks the kernel variant a kernel library compiles to and rejects a library
// the core cannot run (core/kernel_selection.hpp): kernel_library::cmsis_nn on the STM32F446RE is
// CMSIS-NN's DSP path, on the STM32F103RB its pure C path, on the nRF5340 its DSP path; on the
// ESP32-S3, the ESP32 and the ESP32-C3 a kernel library must be named (esp-tflite-micro runs
// ESP-NN on each); under runtime::tflm those three must name their struct ABI.
// Only RAM the data bus reaches is listed (instruction-only SRAM is not), and memory the figures
// cannot come from a datasheet for (a board's PSRAM, SDRAM or DDR) is not either.
#pragma once

#include <netmem/core/integer.hpp>
#include <netmem/planning/budget.hpp>

namespace netmem::targets {

using namespace netmem::literals;

/// ST STM32F446RE (Cortex-M4F, 180 MHz): 512 KiB flash, 128 KiB SRAM (SRAM1 112 KiB at 0x2000 0000
/// and SRAM2 16 KiB at 0x2001 C000: one contiguous region; the 4 KiB backup SRAM is not counted).
/// Sources: ST datasheet DS10693 (STM32F446xC/E) Table 2 "STM32F446xC/E features and peripheral
/// counts" and §3.5 "Embedded SRAM"; RM0390 Table 1 "STM32F446xx register boundary addresses" /
/// §2.3 memory map. Region names: STM32CubeIDE's STM32F446RETX_FLASH.ld.
inline constexpr budget stm32f446re{.ram = 128_KiB,
                                    .flash = 512_KiB,
                                    .regions = {{"RAM", memory_kind::sram, 128_KiB},
                                                {"FLASH", memory_kind::flash, 512_KiB}},
                                    .core = cpu_core::cortex_m4};

/// ST STM32H743xI (Cortex-M7, 480 MHz): 2 MiB flash (bank 1 at 0x0800 0000, bank 2 at 0x0810 0000:
/// adjacent, one region), and 1,060 KiB of RAM in six regions: DTCM 128 KiB, AXI SRAM 512 KiB (D1),
/// SRAM1 + SRAM2 + SRAM3 = 128 + 128 + 32 = 288 KiB (D2, adjacent at 0x3000 0000), SRAM4 64 KiB (D3),
/// ITCM 64 KiB and the 4 KiB backup SRAM. The datasheet's "up to 1 Mbyte of RAM" is 192 KiB TCM +
/// 864 KiB user SRAM + 4 KiB backup = 1,060 KiB. The largest region, where an arena goes by
/// default, is the 512 KiB AXI SRAM (RAM_D1).
/// Sources: ST datasheet DS12110 (STM32H742xI/G STM32H743xI/G) "Features" (Memories) and §3.3.2
/// "Embedded SRAM"; RM0433 Table 7 "Memory map and default device memory area attributes".
/// Region names: STM32CubeIDE's STM32H743ZITX_FLASH.ld (BKPSRAM is not in it).
inline constexpr budget stm32h743{.ram = 1060_KiB,
                                  .flash = 2_MiB,
                                  .regions = {{"DTCMRAM", memory_kind::tightly_coupled, 128_KiB},
                                              {"RAM_D1", memory_kind::sram, 512_KiB},
                                              {"RAM_D2", memory_kind::sram, 288_KiB},
                                              {"RAM_D3", memory_kind::sram, 64_KiB},
                                              {"ITCMRAM", memory_kind::tightly_coupled, 64_KiB},
                                              {"BKPSRAM", memory_kind::sram, 4_KiB},
                                              {"FLASH", memory_kind::flash, 2_MiB}},
                                  .core = cpu_core::cortex_m7};

/// Nordic nRF52840 (Cortex-M4F, 64 MHz): 1 MiB flash at 0x0000 0000 and 256 KiB RAM at
/// 0x2000 0000, each one contiguous region. Source: Nordic nRF52840 Product Specification v1.7,
/// §1 "Key features" and §4.2 "Memory" (Figure 3 "Memory layout"). Region names: nRF MDK's
/// nrf52840_xxaa.ld.
inline constexpr budget nrf52840{.ram = 256_KiB,
                                 .flash = 1_MiB,
                                 .regions = {{"RAM", memory_kind::sram, 256_KiB},
                                             {"FLASH", memory_kind::flash, 1_MiB}},
                                 .core = cpu_core::cortex_m4};

/// Raspberry Pi RP2040 (dual Cortex-M0+, 133 MHz): 264 KiB SRAM in six banks: SRAM0-3 striped into
/// one 256 KiB region at 0x2000 0000, SRAM4 and SRAM5 4 KiB each (0x2004 0000, 0x2004 1000; the
/// Pico SDK keeps the two cores' stacks there). No on-chip flash: the Raspberry Pi Pico's 2 MiB
/// QSPI flash (W25Q16JV), read through XIP. Sources: RP2040 Datasheet §2.2 "Address Map" and §2.6
/// "Memory" (2.6.2 SRAM); Raspberry Pi Pico Datasheet §1. Region names: the Pico SDK's
/// memmap_default.ld.
inline constexpr budget rp2040{.ram = 264_KiB,
                               .flash = 2_MiB,
                               .regions = {{"RAM", memory_kind::sram, 256_KiB},
                                           {"SCRATCH_X", memory_kind::sram, 4_KiB},
                                           {"SCRATCH_Y", memory_kind::sram, 4_KiB},
                                           {"FLASH", memory_kind::external_flash, 2_MiB}},
                               .core = cpu_core::cortex_m0plus};

/// Espressif ESP32-S3 (dual Xtensa LX7, 240 MHz): 512 KiB internal SRAM: SRAM0 32 KiB (instruction
/// bus only: no arena, not listed), SRAM1 416 KiB (instruction and data bus) and SRAM2 64 KiB
/// (data bus); the arena is checked against SRAM1, the largest data region (SRAM1 and SRAM2 are
/// adjacent on the data bus, but ESP-IDF's heap treats them as separate regions). Flash: 8 MiB in
/// package on the ESP32-S3FN8, read through the cache. Sources: Espressif ESP32-S3 Series Datasheet
/// §1 "Product Overview", Table 1-1 "ESP32-S3 Series Comparison" and §4.1.2 "Internal Memory";
/// ESP32-S3 Technical Reference Manual §4.3.2 "Internal Memory".
inline constexpr budget esp32_s3{.ram = 512_KiB,
                                 .flash = 8_MiB,
                                 .regions = {{"SRAM1", memory_kind::sram, 416_KiB},
                                             {"SRAM2", memory_kind::sram, 64_KiB},
                                             {"FLASH", memory_kind::external_flash, 8_MiB}},
                                 .core = cpu_core::xtensa_lx7};

/// ST STM32F103RB (Cortex-M3, 72 MHz; the NUCLEO-F103RB's chip): 128 KiB flash at 0x0800 0000 and
/// 20 KiB SRAM at 0x2000 0000, each one contiguous region. The Cortex-M3 has no DSP extension, so
/// kernel_library::cmsis_nn is CMSIS-NN's pure C path (core/kernel_selection.hpp).
/// Sources: ST datasheet DS5319 (STM32F103x8 STM32F103xB, medium-density performance line),
/// "Features" (Memories: 64 or 128 Kbytes of Flash memory, 20 Kbytes of SRAM; the xB devices, the
/// STM32F103RB among them, have 128 Kbytes) and Table 1 "Device summary"; RM0008, "Memory map".
/// Region names: STM32CubeIDE's STM32F103RBTX_FLASH.ld (RAM 20K, FLASH 128K).
inline constexpr budget stm32f103rb{.ram = 20_KiB,
                                    .flash = 128_KiB,
                                    .regions = {{"RAM", memory_kind::sram, 20_KiB},
                                                {"FLASH", memory_kind::flash, 128_KiB}},
                                    .core = cpu_core::cortex_m3};

/// Nordic nRF5340, application core (Cortex-M33 with the DSP extension and FPU, 128 MHz): 1 MiB
/// flash at 0x0000 0000 and 512 KiB RAM at 0x2000 0000, each one contiguous region. The network
/// core's own 256 KiB flash and 64 KiB RAM are not the application core's and are not listed; nor
/// is the nRF5340 DK's external QSPI flash (a board part). kernel_library::cmsis_nn is CMSIS-NN's
/// DSP path (-mcpu=cortex-m33 defines __ARM_FEATURE_DSP).
/// Sources: Nordic nRF5340 Product Specification, "Memory" (application core: flash and RAM);
/// Nordic's own device tree for the chip (Zephyr dts nrf5340_cpuapp_qkaa.dtsi: flash0 1,024 K at
/// 0x0, sram0 512 K at 0x2000 0000). Region names: nRF MDK's nrf5340_xxaa_application.ld (FLASH
/// LENGTH 0x100000, RAM LENGTH 0x80000).
inline constexpr budget nrf5340{.ram = 512_KiB,
                                .flash = 1_MiB,
                                .regions = {{"RAM", memory_kind::sram, 512_KiB},
                                            {"FLASH", memory_kind::flash, 1_MiB}},
                                .core = cpu_core::cortex_m33};

/// Espressif ESP32 (dual Xtensa LX6, 240 MHz) on the ESP32-WROOM-32 module: 520 KiB internal SRAM
/// in three blocks: SRAM0 192 KiB (instruction bus only: no arena, not listed), SRAM1 128 KiB
/// (0x3FFE 0000 to 0x3FFF FFFF on the data bus, also on the instruction bus) and SRAM2 200 KiB
/// (0x3FFA E000 to 0x3FFD FFFF, data bus). The arena is checked against SRAM2, the largest data
/// region (SRAM2 and SRAM1 are adjacent on the data bus, but ESP-IDF's heap treats them as
/// separate regions, as on the ESP32-S3). The two 8 KiB RTC memories are not counted. Flash: the
/// module's 4 MiB SPI flash, read through the cache. ESP-IDF takes part of this RAM itself (its
/// Memory Types guide: the DRAM region shrinks by 64 KB when the Bluetooth stack is used); the
/// budget is the chip's. A kernel library must be named (esp_nn is esp_nn_esp32 here).
/// Sources: Espressif ESP32 Technical Reference Manual §1.3.2 "Embedded Memory" (Table 1-2
/// "Embedded Memory Address Mapping", §1.3.2.3 to §1.3.2.5 Internal SRAM 0, 1, 2); ESP32 Datasheet
/// §3.1 "CPU and Memory" (520 KB SRAM); ESP32-WROOM-32 Datasheet §1.1 "Features" (ESP32-D0WDQ6,
/// 520 KB SRAM; integrated components on module: 4 MB SPI flash).
inline constexpr budget esp32{.ram = 520_KiB,
                              .flash = 4_MiB,
                              .regions = {{"SRAM2", memory_kind::sram, 200_KiB},
                                          {"SRAM1", memory_kind::sram, 128_KiB},
                                          {"FLASH", memory_kind::external_flash, 4_MiB}},
                              .core = cpu_core::xtensa_lx6};

/// Espressif ESP32-C3 (single 32-bit RISC-V core, 160 MHz), as the ESP32-C3FN4 / ESP32-C3FH4 (4 MiB
/// flash in package, the ESP32-C3-MINI-1's chip): 400 KiB internal SRAM: SRAM0 16 KiB (the
/// instruction cache: not listed) and SRAM1 384 KiB (instruction and data bus; its data-bus
/// addresses 0x3FC8 0000 to 0x3FCD FFFF), where the arena goes. The 8 KiB RTC memory is not
/// counted. Flash: 4 MiB in package, read through the cache. A kernel library must be named (esp_nn
/// is esp_nn_esp32 here, esp-nn's generic optimised kernels; core_needs_a_named_kernel_library), and
/// under runtime::tflm a 32-bit RISC-V core must name its struct ABI (core/kernel_selection.hpp,
/// core_needs_a_named_struct_abi).
/// Sources: Espressif ESP32-C3 Series Datasheet §1 "Family Member Comparison" (ESP32-C3FN4 and
/// ESP32-C3FH4: 4 MB embedded flash) and "CPU and Memory" (400 KB SRAM, 16 KB for cache); ESP32-C3
/// Technical Reference Manual, "System and Memory" (Internal Memory: the 16 KB cache block at the
/// start of SRAM, the other 384 KB on both buses).
inline constexpr budget esp32_c3{.ram = 400_KiB,
                                 .flash = 4_MiB,
                                 .regions = {{"SRAM1", memory_kind::sram, 384_KiB},
                                             {"FLASH", memory_kind::external_flash, 4_MiB}},
                                 .core = cpu_core::riscv32};

}  // namespace netmem::targets
