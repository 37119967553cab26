// static_tests/deploy_fits.cpp: fits / report_fits as soft checks, target presets, and
// assert_fits on networks that fit. Numbers: published-networks#mlperf-tiny and hand
// computations written next to them.
// Also tests: netmem/planning/budget.hpp netmem/deploy/targets.hpp
#include <netmem/netmem.hpp>
#include <netmem/zoo/mlperf_anomaly_detection.hpp>
#include <netmem/zoo/mlperf_ds_cnn.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>
#include <netmem/zoo/dl4j_lenet.hpp>
#include <netmem/zoo/tflm_test_conv_model.hpp>

namespace {
namespace nm = netmem;
using namespace nm::literals;
constexpr nm::deployment int8{};
constexpr nm::deployment m4_int8{.kernels = nm::kernel_library::cmsis_nn_dsp};

// Datasheet sizes (deploy/targets.hpp names the documents): totals, and the region the arena and
// the weights are checked against (the largest RAM / flash region).
static_assert(nm::targets::stm32f446re.ram == 131'072 && nm::targets::stm32f446re.flash == 524'288);
static_assert(nm::targets::stm32f446re.arena_capacity() == 131'072);  // SRAM1 + SRAM2, contiguous
static_assert(nm::targets::stm32f446re.weights_capacity() == 524'288);
// STM32H743: 128 (DTCM) + 512 (AXI) + 288 (SRAM1-3) + 64 (SRAM4) + 64 (ITCM) + 4 (backup) = 1,060 KiB;
// the arena goes to the 512 KiB AXI SRAM (RAM_D1), or where it is placed.
static_assert(nm::targets::stm32h743.ram == 1'085'440 && nm::targets::stm32h743.flash == 2'097'152);
static_assert(nm::targets::stm32h743.arena_capacity() == 524'288);
static_assert(nm::targets::stm32h743.regions[nm::targets::stm32h743.arena_region_index()].name == "RAM_D1");
static_assert(nm::targets::stm32h743.with_arena_in("DTCMRAM").arena_capacity() == 131'072);
static_assert(nm::targets::stm32h743.with_arena_in("RAM_D2").arena_capacity() == 294'912);  // 288 KiB
static_assert(!nm::targets::stm32h743.with_arena_in("FLASH").placement_valid());  // flash is no arena
static_assert(!nm::targets::stm32h743.with_weights_in("RAM_D1").placement_valid());
static_assert(nm::targets::nrf52840.arena_capacity() == 262'144 && nm::targets::nrf52840.weights_capacity() == 1'048'576);
static_assert(nm::targets::rp2040.ram == 270'336);             // 264 KiB in total ...
static_assert(nm::targets::rp2040.arena_capacity() == 262'144);  // ... the striped SRAM0-3 is 256 KiB
static_assert(nm::targets::esp32_s3.ram == 524'288);
static_assert(nm::targets::esp32_s3.arena_capacity() == 425'984);  // SRAM1, 416 KiB
// STM32F103RB (DS5319 Features: 20 Kbytes of SRAM, 128 Kbytes of flash on the xB devices):
// 20 x 1,024 = 20,480 B and 128 x 1,024 = 131,072 B, one region each.
static_assert(nm::targets::stm32f103rb.ram == 20'480 && nm::targets::stm32f103rb.flash == 131'072);
static_assert(nm::targets::stm32f103rb.arena_capacity() == 20'480 && nm::targets::stm32f103rb.weights_capacity() == 131'072);
static_assert(nm::targets::stm32f103rb.region_count() == 2);
// nRF5340 application core (nRF MDK nrf5340_xxaa_application.ld: RAM 0x80000, FLASH 0x100000):
// 0x80000 = 524,288 B (512 KiB), 0x100000 = 1,048,576 B (1 MiB).
static_assert(nm::targets::nrf5340.ram == 0x80000 && nm::targets::nrf5340.flash == 0x100000);
static_assert(nm::targets::nrf5340.arena_capacity() == 524'288 && nm::targets::nrf5340.weights_capacity() == 1'048'576);
// ESP32 (TRM Table 1-2): SRAM0 + SRAM1 + SRAM2 = 192 + 128 + 200 = 520 KiB = 532,480 B in total;
// SRAM2 on the data bus is 0x3FFA_E000 to 0x3FFD_FFFF: 0x3FFE_0000 - 0x3FFA_E000 = 0x32000 =
// 204,800 B (200 KiB), the largest data region, where the arena goes; SRAM1 0x3FFE_0000 to
// 0x3FFF_FFFF = 0x20000 = 131,072 B. Flash: the ESP32-WROOM-32's 4 MB = 4,194,304 B.
static_assert(nm::targets::esp32.ram == (192 + 128 + 200) * 1'024 && nm::targets::esp32.ram == 532'480);
static_assert(nm::targets::esp32.arena_capacity() == 0x3FFE'0000 - 0x3FFA'E000);
static_assert(nm::targets::esp32.regions[nm::targets::esp32.arena_region_index()].name == "SRAM2");
static_assert(nm::targets::esp32.with_arena_in("SRAM1").arena_capacity() == 0x4000'0000 - 0x3FFE'0000);
static_assert(nm::targets::esp32.weights_capacity() == 4'194'304);
static_assert(nm::targets::esp32.regions[nm::targets::esp32.weights_region_index()].kind == nm::memory_kind::external_flash);
// ESP32-C3 (Series Datasheet: 400 KB SRAM, 16 KB for cache; ESP32-C3FN4/FH4: 4 MB embedded flash):
// 400 x 1,024 = 409,600 B in total; the arena's SRAM1 is 400 - 16 = 384 KiB = 393,216 B (data bus
// 0x3FC8_0000 to 0x3FCD_FFFF: 0x3FCE_0000 - 0x3FC8_0000 = 0x60000 = 393,216 B).
static_assert(nm::targets::esp32_c3.ram == 409'600);
static_assert(nm::targets::esp32_c3.arena_capacity() == (400 - 16) * 1'024);
static_assert(nm::targets::esp32_c3.arena_capacity() == 0x3FCE'0000 - 0x3FC8'0000);
static_assert(nm::targets::esp32_c3.weights_capacity() == 4'194'304);
// A zero-size region does not hide the regions after it: the 256 KiB "SRAM2" after an empty
// "SRAM1" is still the arena's (the largest RAM region), and FLASH the weights'.
constexpr nm::budget with_empty_region{.ram = 320_KiB,
                                       .flash = 1_MiB,
                                       .regions = {{"SRAM1", nm::memory_kind::sram, 0},
                                                   {"SRAM2", nm::memory_kind::sram, 256_KiB},
                                                   {"FLASH", nm::memory_kind::flash, 1_MiB}}};
static_assert(with_empty_region.region_count() == 2);
static_assert(with_empty_region.arena_capacity() == 262'144 && with_empty_region.weights_capacity() == 1'048'576);
static_assert(with_empty_region.with_arena_in("SRAM2").placement_valid());
static_assert(!with_empty_region.with_arena_in("SRAM1").placement_valid());  // no such region: size 0
// A budget without regions is one block of each.
static_assert(nm::budget{.ram = 64_KiB}.arena_capacity() == 65'536);
static_assert(nm::budget{.ram = 64_KiB}.weights_capacity() == nm::no_limit);

// issue 11 §1: input 160x160x3, two conv2d{16, 3x3, same}, global_pooling, output{2}, int8, CMSIS-NN
// DSP: 409,600 + 409,600 + 576 (conv 2's im2col: 2 * round4(144) * 2) = 819,776 B. It fits the
// STM32H743's 1,060 KiB in total but no region of it (the largest is 512 KiB): not fits.
using h743_case = nm::sequential<nm::input::convolutional{160, 160, 3},
                                 nm::conv2d{.filters = 16, .kernel = {3, 3}, .padding = nm::padding::same},
                                 nm::conv2d{.filters = 16, .kernel = {3, 3}, .padding = nm::padding::same},
                                 nm::global_pooling{}, nm::output{.units = 2}>;
static_assert(nm::memory_plan_of<h743_case, m4_int8>.arena_bytes == 819'776);
static_assert(!nm::fits<h743_case, m4_int8, nm::targets::stm32h743>);
static_assert(nm::fits<h743_case, m4_int8, nm::budget{.ram = 1060_KiB}>);
// A placement in a region the target lacks is not "fits" either.
static_assert(!nm::fits<nm::zoo::mlperf_ds_cnn, m4_int8, nm::targets::stm32h743.with_arena_in("SRAM9")>);
static_assert(nm::fits<nm::zoo::mlperf_ds_cnn, m4_int8, nm::targets::stm32h743.with_arena_in("DTCMRAM")>);

// VWW int8 on an STM32F446RE: arena 55,296 B <= 128 KiB, flash 219,064 + 21,896 = 240,960 <= 512 KiB.
static_assert(nm::fits<nm::zoo::mlperf_vww_mobilenet_v1, m4_int8, nm::targets::stm32f446re>);
static_assert(nm::assert_fits<nm::zoo::mlperf_vww_mobilenet_v1, m4_int8, nm::targets::stm32f446re>());
// ... but not in 48 KiB of RAM (55,296 > 49,152), nor in 128 KiB of flash.
static_assert(!nm::fits<nm::zoo::mlperf_vww_mobilenet_v1, int8, nm::budget{.ram = 48_KiB}>);
static_assert(!nm::fits<nm::zoo::mlperf_vww_mobilenet_v1, int8, nm::budget{.flash = 128_KiB}>);
// A field left at no_limit is not checked.
static_assert(nm::fits<nm::zoo::mlperf_vww_mobilenet_v1, int8, nm::budget{.ram = 54_KiB}>);  // 55,296 = 54 KiB
static_assert(!nm::fits<nm::zoo::mlperf_vww_mobilenet_v1, int8, nm::budget{.ram = 54_KiB - 16}>);
// DS-CNN: 16,000 B arena, 24,368 + 4,616 = 28,984 B flash: fits every preset.
static_assert(nm::fits<nm::zoo::mlperf_ds_cnn, m4_int8, nm::targets::stm32f446re>);
// (The RP2040 is a Cortex-M0+: CMSIS-NN there is its pure-C variant, which kernel_library::cmsis_nn
// picks from the target's core; cmsis_nn_dsp on it does not compile: core/kernel_selection.hpp.)
static_assert(nm::fits<nm::zoo::mlperf_ds_cnn, nm::deployment{.kernels = nm::kernel_library::cmsis_nn}, nm::targets::rp2040>);
// AD: 270,880 + 80 = 270,960 B of flash: more than 256 KiB, less than 512 KiB.
static_assert(!nm::fits<nm::zoo::mlperf_anomaly_detection, int8, nm::budget{.flash = 256_KiB}>);
static_assert(nm::fits<nm::zoo::mlperf_anomaly_detection, int8, nm::targets::nrf52840>);
// float32 VWW needs 4 x 55,296 = 221,184 B of arena: not on an STM32F446RE, but on an nRF52840.
static_assert(!nm::fits<nm::zoo::mlperf_vww_mobilenet_v1, nm::tflite_float32, nm::targets::stm32f446re>);
// The new presets, with the figures above (the reference kernels, named: the Espressif cores, Xtensa and
// RISC-V, need a kernel library named, core/kernel_selection.hpp). DS-CNN's 16,000 B arena and 28,984 B of flash
// fit the STM32F103RB's 20,480 B and 131,072 B; VWW's 55,296 B arena does not; AD's 270,960 B of
// flash does not fit its 131,072 B but fits the nRF5340's 1,048,576 B.
constexpr nm::deployment reference{.kernels = nm::kernel_library::reference};
static_assert(nm::fits<nm::zoo::mlperf_ds_cnn, reference, nm::targets::stm32f103rb>);
static_assert(!nm::fits<nm::zoo::mlperf_vww_mobilenet_v1, reference, nm::targets::stm32f103rb>);
static_assert(!nm::fits<nm::zoo::mlperf_anomaly_detection, reference, nm::targets::stm32f103rb>);
static_assert(nm::fits<nm::zoo::mlperf_anomaly_detection, reference, nm::targets::nrf5340>);
// float32 VWW's 221,184 B arena is less than the ESP32's 532,480 B of SRAM but more than its
// largest data region (SRAM2, 204,800 B): not fits; the ESP32-C3's SRAM1 (393,216 B) holds it.
constexpr nm::deployment float32_reference{.kernels = nm::kernel_library::reference,
                                           .weights = nm::data_type::float32,
                                           .activations = nm::data_type::float32};
static_assert(!nm::fits<nm::zoo::mlperf_vww_mobilenet_v1, float32_reference, nm::targets::esp32>);
static_assert(nm::fits<nm::zoo::mlperf_vww_mobilenet_v1, float32_reference, nm::targets::esp32_c3>);

// Report budgets. FF(4) -> dense 3 -> output 2, inference, minibatch 1, float32, by hand:
// parameters (4*3 + 3) + (3*2 + 2) = 23 floats = 92 B; activations 3 + 2 = 5 floats = 20 B;
// no working memory: total 112 B (DL4J getTotalMemoryBytes, dl4j-memory-formulas#network-report).
using tiny = nm::sequential<nm::input::feed_forward{4}, nm::dense{.units = 3}, nm::output{.units = 2}>;
constexpr nm::report_budget inference_112{.bytes = 112};
static_assert(nm::report_total_bytes<tiny, inference_112> == 112);
static_assert(nm::report_fits<tiny, inference_112>);
static_assert(!nm::report_fits<tiny, nm::report_budget{.bytes = 111}>);
// "Training at minibatch 32 in float32 fits in 8 GiB."
static_assert(nm::assert_report_fits<nm::zoo::mlperf_anomaly_detection,
                                     nm::report_budget{.minibatch = 32, .mode = nm::memory_use_mode::training,
                                                       .element = nm::data_type::float32, .bytes = 8_GiB},
                                     nm::training_config{.updater = nm::updater::adam}>());

// DL4J LeNet (truncate), int8, CMSIS-NN DSP. By hand:
// tensors 28*28*1 = 784, 24*24*20 = 11,520, 12*12*20 = 2,880, 8*8*50 = 3,200, 4*4*50 = 800, 500,
// 10 (+ softmax 10); conv1 scratch 2 * round4(5*5*1 = 25 -> 28) * 2 = 112, conv2 2 * 500 * 2 = 2,000.
// Live bytes: conv1 784 + 11,520 + 112 = 12,416; pool1 11,520 + 2,880 = 14,400 (the peak, layer 1);
// conv2 2,880 + 3,200 + 2,000 = 8,080; ...
constexpr auto lenet_plan = nm::memory_plan_of<nm::zoo::dl4j_lenet, m4_int8>;
static_assert(lenet_plan.lower_bound_bytes == 14'400 && lenet_plan.arena_bytes == 14'400);
static_assert(lenet_plan.peak_layer == 1);
static_assert(lenet_plan.timeline[0] == 12'416 && lenet_plan.timeline[2] == 8'080);
// Flash: weights 500 + 25,000 + 400,000 + 5,000 = 430,500 int8; biases (20 + 50 + 500 + 10) x 4 =
// 2,320; quantization pairs: convs per channel 20 + 50, the dense and the output per tensor 1 + 1:
// 72 x 8 = 576: 433,396 B.
static_assert(lenet_plan.flash.weights == 430'500 && lenet_plan.flash.biases == 2'320);
static_assert(lenet_plan.flash_bytes() == 433'396);
static_assert(nm::assert_fits<nm::zoo::dl4j_lenet, m4_int8, nm::budget{.ram = 64_KiB, .flash = 512_KiB}>());

// static_arena is exactly the arena, aligned.
static_assert(sizeof(nm::static_arena<nm::zoo::tflm_test_conv_model>) == 7'744);
static_assert(alignof(nm::static_arena<nm::zoo::tflm_test_conv_model>) == 16);
static_assert(sizeof(nm::static_arena<nm::zoo::mlperf_vww_mobilenet_v1>) == 55'296);
}  // namespace
