// examples/cortex_m/person_detect_firmware.cpp -- the arena of a TFLM firmware for the STM32F446RE
// (Cortex-M4F, 128 KiB SRAM) that runs person_detect.tflite (../shared/models, imported at build
// time by netmem_import_tflite) with TFLM's CMSIS-NN kernels (OPTIMIZED_KERNEL_DIR=cmsis_nn).
//
// The STM32F446RE's core is a Cortex-M4 (targets::stm32f446re.core), so kernel_library::cmsis_nn
// is CMSIS-NN's DSP variant (arm-none-eabi-gcc -mcpu=cortex-m4 defines __ARM_FEATURE_DSP, so
// CMSIS-NN compiles with ARM_MATH_DSP; docs/guide/cores-and-kernels.md). 32-bit pointers and the
// Arm EABI struct layout (short enums) are the defaults of a 32-bit profile.
//
// What is checked at compile time:
// - assert_fits: TFLM's smallest working arena (head + tail) and the model's flash fit the board;
// - kTensorArenaSize = tflm::arena_size: 82,320 B. Independent source: the Arm oracle, TFLM
//   90b983c2 with CMSIS-NN 4ab83cc3 compiled by arm-none-eabi-gcc for a Cortex-M4 and run under
//   qemu-system-arm (../shared/oracles/README.md, "Arm oracle": `tflm-arena-arm --cpu cortex-m4
//   --kernels cmsis_nn --min-arena person_detect.tflite` prints min_arena_bytes_multiple_of_16=82320;
//   the "Arm minus i386" table: the same as tflm-arena-cmsis-nn-m32's 82,320). With the reference
//   kernels it would be 82,304 B: AVERAGE_POOL_2D's DSP scratch (1,024 B) fits into a gap of the
//   plan, and the CMSIS-NN kernels' tail is 16 B larger (27,012 B against 26,996 B on the core).
// What ctest checks on the built image (examples/cortex_m/check_firmware.cmake, which also runs the
// Arm oracle where it is there, g++ preset): the symbol tensor_arena is
// kTensorArenaSize bytes in .bss, it equals the oracle's smallest arena for the same build, and the
// oracle's Invoke() of the model succeeds in an arena of exactly that size.
// The kernels are not linked here (this example holds no TFLM): run_model stands for
// MicroInterpreter::Invoke on tensor_arena.
#include <cstddef>
#include <cstdint>

#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

#include "person_detect.hpp"  // netmem_import_tflite(TARGET firmware_person_detect ... NAME person_detect)

namespace nm = netmem;

/// The file's own data types (int8 activations and weights, per-channel convolution quantization),
/// TFLM's runtime with CMSIS-NN on the board's core.
constexpr nm::deployment person_detect_cmsis_nn = [] {
    nm::deployment p = netmem_models::person_detect_deployment;
    p.runtime = nm::runtime::tflm;
    p.kernels = nm::kernel_library::cmsis_nn;
    p.core = nm::targets::stm32f446re.core;  // cortex_m4: the DSP variant
    return p;
}();
using person_detect = netmem_models::person_detect;
static_assert(nm::assert_fits<person_detect, person_detect_cmsis_nn, nm::targets::stm32f446re>());

constexpr std::size_t kTensorArenaSize = nm::tflm::arena_size<person_detect>(person_detect_cmsis_nn);
static_assert(kTensorArenaSize == 82'320);  // the Arm oracle, Cortex-M4, CMSIS-NN DSP (see above)

extern "C" {
alignas(16) std::uint8_t tensor_arena[kTensorArenaSize];  // .bss, exactly TFLM's smallest arena
}

/// Stands for the inference: touches the first and the last byte of the arena.
[[gnu::noinline]] static std::uint8_t run_model(std::uint8_t* arena, std::size_t bytes) {
    arena[0] = 1;
    arena[bytes - 1] = 2;
    return static_cast<std::uint8_t>(arena[0] + arena[bytes - 1]);
}

int main() {
    volatile std::uint8_t sink = run_model(tensor_arena, kTensorArenaSize);
    return sink;
}
