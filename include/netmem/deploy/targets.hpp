// netmem/deploy/targets.hpp
// Budgets of common microcontrollers: on-chip SRAM and flash from the vendors' datasheets.
// RAM is the total on-chip SRAM; an arena must also fit one contiguous region, noted per target.
#pragma once

#include <netmem/core/integer.hpp>
#include <netmem/deploy/budget.hpp>

namespace netmem::targets {

using namespace netmem::literals;

/// ST STM32F446RE (Cortex-M4F, 180 MHz): 512 KiB flash, 128 KiB SRAM (SRAM1 112 KiB + SRAM2
/// 16 KiB, contiguous). Source: ST datasheet DS10693 (STM32F446xC/E), "Features" and Table 2.
inline constexpr budget stm32f446re{.ram = 128_KiB, .flash = 512_KiB};

/// ST STM32H743 (Cortex-M7, 480 MHz), xI suffix: 2 MiB flash, 1 MiB RAM (DTCM 128 KiB, AXI SRAM
/// 512 KiB, SRAM1-4 288 KiB, ITCM 64 KiB, backup 4 KiB...; the largest contiguous region is the
/// 512 KiB AXI SRAM). Source: ST datasheet DS12110 (STM32H742xI/G STM32H743xI/G), "Features".
inline constexpr budget stm32h743{.ram = 1_MiB, .flash = 2_MiB};

/// Nordic nRF52840 (Cortex-M4F, 64 MHz): 1 MiB flash, 256 KiB RAM. Source: Nordic nRF52840
/// Product Specification v1.7, section 1 "Key features".
inline constexpr budget nrf52840{.ram = 256_KiB, .flash = 1_MiB};

/// Raspberry Pi RP2040 (dual Cortex-M0+, 133 MHz): 264 KiB on-chip SRAM (six banks), no on-chip
/// flash; flash is the Raspberry Pi Pico board's 2 MiB external QSPI flash (W25Q16JV). Sources:
/// RP2040 Datasheet, section 1 "Introduction"; Raspberry Pi Pico Datasheet, section 1.
inline constexpr budget rp2040{.ram = 264_KiB, .flash = 2_MiB};

/// Espressif ESP32-S3 (dual Xtensa LX7, 240 MHz): 512 KiB internal SRAM; flash is in package on
/// the ESP32-S3FN8 (8 MiB). Source: Espressif ESP32-S3 Series Datasheet, section 1 "Product
/// Overview" and Table 1-1 "ESP32-S3 Series Comparison".
inline constexpr budget esp32_s3{.ram = 512_KiB, .flash = 8_MiB};

}  // namespace netmem::targets
