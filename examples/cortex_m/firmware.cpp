// examples/cortex_m/firmware.cpp -- MLPerf Tiny visual wake words (MobileNetV1 0.25) and keyword
// spotting (DS-CNN) on an STM32F446RE (Cortex-M4F, 128 KiB SRAM, 512 KiB flash), int8 with
// CMSIS-NN DSP kernels.
//
// What netmem does here, all at compile time:
// - assert_fits: both models fit the STM32F446RE (arena in SRAM, weights + biases + quantization
//   parameters in flash); a too-small target is a compile error with the numbers (see
//   static_tests/compile_fail/budget_cortex_m_firmware.cpp, which compiles this file with 48 KiB);
// - static_arena: each model's arena as a global of exactly plan.arena_bytes bytes, 16-B aligned,
//   zero-initialized, so in .bss; typed views of the input and output tensors at their planned
//   offsets.
// - with the imported model (NETMEM_EXAMPLE_IMPORTED_MODEL, set by CMakeLists.txt when it has a
//   host-built netmem-import and ../shared/models): the header netmem_import_tflite() generated
//   from person_detect.tflite declares the file's network; assert_fits checks it with
//   runtime::tflm (TFLM's smallest working arena, head + tail, against the SRAM), and the arena
//   TFLM's MicroInterpreter needs is tflm::arena_size = 82,304 B (32-bit, reference kernels: the
//   oracle's figure, ../shared/oracles/README.md; ctest netmem_import.tflm_oracle runs it). That
//   figure is TFLM's built for i386 (-m32); person_detect's operators (DEPTHWISE_CONV_2D, CONV_2D,
//   AVERAGE_POOL_2D, RESHAPE, SOFTMAX) have no structure whose layout differs in the Arm EABI.
//   This image does not reserve it: with the two arenas above (55,296 + 16,000 B) it would not fit
//   the 128 KiB of SRAM; a firmware that runs person_detect declares
//   `alignas(16) std::uint8_t tensor_arena[nm::tflm::arena_size<person_detect>(person_detect_tflm)]`.
// The kernels are not part of this example: run_model stands for the inference call (it touches
// the input and output views so that the arenas are used).
//
// Built twice (examples/cortex_m/CMakeLists.txt): as is (firmware_netmem.elf) and with
// -DNETMEM_HANDWRITTEN (firmware_handwritten.elf), where the same numbers are written by hand and
// netmem is not included at all. examples/cortex_m/check_firmware.cmake checks that the arena
// symbols have the planned sizes and that both images have the same .text: the library adds no
// code.
#include <cstddef>
#include <cstdint>

#ifndef NETMEM_HANDWRITTEN
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/mlperf_ds_cnn.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>

namespace nm = netmem;
using namespace nm::literals;

/// int8 TFLite tensors, CMSIS-NN kernels for a Cortex-M4 (DSP extension), 16-B alignment.
constexpr nm::deployment cortex_m4_int8{.kernels = nm::kernel_library::cmsis_nn_dsp};

#ifdef NETMEM_EXAMPLE_TARGET_RAM  // the too-small twin (compile-fail test)
constexpr nm::budget target{.ram = NETMEM_EXAMPLE_TARGET_RAM, .flash = 512_KiB};
#else
constexpr nm::budget target = nm::targets::stm32f446re;
#endif

using vww = nm::zoo::mlperf_vww_mobilenet_v1;
using kws = nm::zoo::mlperf_ds_cnn;
static_assert(nm::assert_fits<vww, cortex_m4_int8, target>());
static_assert(nm::assert_fits<kws, cortex_m4_int8, target>());

extern "C" {
nm::static_arena<vww, cortex_m4_int8> vww_arena;  // .bss, exactly the planned bytes
nm::static_arena<kws, cortex_m4_int8> kws_arena;
}

static std::int8_t* vww_input() { return vww_arena.input<std::int8_t>().data(); }
static std::int8_t* vww_output() { return vww_arena.output<std::int8_t>().data(); }
static std::int8_t* kws_input() { return kws_arena.input<std::int8_t>().data(); }
static std::int8_t* kws_output() { return kws_arena.output<std::int8_t>().data(); }
static constexpr std::size_t vww_input_bytes = decltype(vww_arena.input<std::int8_t>())::extent;
static constexpr std::size_t kws_input_bytes = decltype(kws_arena.input<std::int8_t>())::extent;

#ifdef NETMEM_EXAMPLE_IMPORTED_MODEL
#include "person_detect.hpp"  // netmem_import_tflite(... MODEL ../shared/models/person_detect.tflite)

/// The file's own data types (int8, per-channel), run by TFLM with 32-bit pointers.
constexpr nm::deployment person_detect_tflm = [] {
    nm::deployment p = netmem_models::person_detect_deployment;
    p.runtime = nm::runtime::tflm;
    return p;
}();
using person_detect = netmem_models::person_detect;
static_assert(nm::assert_fits<person_detect, person_detect_tflm, target>());
static_assert(nm::tflm::arena_size<person_detect>(person_detect_tflm) == 82'304);  // Cortex-M GCC ABI; i386 (tflm-arena-m32 --min-arena) too
#endif

#else  // the same firmware with the numbers written by hand

// Arena sizes and tensor offsets, copied from the plans (print_plan prints them).
extern "C" {
alignas(16) std::byte vww_arena[55296];
alignas(16) std::byte kws_arena[16000];
}
static std::int8_t* vww_input() { return reinterpret_cast<std::int8_t*>(vww_arena + 0); }
static std::int8_t* vww_output() { return reinterpret_cast<std::int8_t*>(vww_arena + 16); }
static std::int8_t* kws_input() { return reinterpret_cast<std::int8_t*>(kws_arena + 8000); }
static std::int8_t* kws_output() { return reinterpret_cast<std::int8_t*>(kws_arena + 0); }
static constexpr std::size_t vww_input_bytes = 27648;  // 96 x 96 x 3
static constexpr std::size_t kws_input_bytes = 490;    // 49 x 10 x 1

#endif

/// Stands for the inference: reads the whole input, writes the first output byte.
[[gnu::noinline]] static std::int8_t run_model(const std::int8_t* input, std::size_t bytes, std::int8_t* output) {
    std::int32_t sum = 0;
    for (std::size_t i = 0; i < bytes; ++i) sum += input[i];
    output[0] = static_cast<std::int8_t>(sum);
    return output[0];
}

int main() {
    volatile std::int8_t sink = 0;
    sink = run_model(vww_input(), vww_input_bytes, vww_output());
    sink = run_model(kws_input(), kws_input_bytes, kws_output());
    return sink;
}
