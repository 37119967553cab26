// static_tests/compile_fail/esp32_c3_without_kernel_library.cpp: the ESP32-C3 target (32-bit
// RISC-V) with no kernel library named. esp-tflite-micro (99f49e14, its CMakeLists.txt) builds
// ESP-NN's kernels in place of TFLM's CONV_2D, DEPTHWISE_CONV_2D, SOFTMAX, ... on every chip, and
// on the ESP32-C3 they are esp-nn's generic optimised kernels (d45b843c include/esp_nn.h:
// esp_nn_generic_opt.h for every chip but the ESP32-S3 and the ESP32-P4), whose SOFTMAX asks for
// scratch TFLM's reference SOFTMAX does not. So netmem must not answer with the reference kernels in
// silence: the check fails naming the rule, the core (riscv32) and the kernels it was left with
// (core/kernel_selection.hpp, core_needs_a_named_kernel_library), as on the ESP32 and the ESP32-S3.
// The twin: kernel_library::esp_nn (esp_nn_esp32, the generic kernels, on this core) and the struct
// ABI, named, compile.
#include <netmem/deploy/fits.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/deploy/targets.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: core_needs_a_named_kernel_library
// expect: not_named
// expect: riscv32
// expect: esp_nn
constexpr nm::deployment profile{.runtime = nm::runtime::tflm, .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
#else
constexpr nm::deployment profile{
    .runtime = nm::runtime::tflm,
    .kernels = nm::kernel_library::esp_nn,
    .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
#endif

static_assert(nm::assert_fits<nm::zoo::tflm_hello_world, profile, nm::targets::esp32_c3>());
