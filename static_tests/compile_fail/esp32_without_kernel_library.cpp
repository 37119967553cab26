// static_tests/compile_fail/esp32_without_kernel_library.cpp: the ESP32 target (Xtensa LX6, the
// ESP32-WROOM-32) with no kernel library named. esp-tflite-micro builds ESP-NN's kernels there
// too (espressif/esp-nn d45b843c include/esp_nn.h: the generic optimised kernels on the ESP32, whose
// SOFTMAX asks for scratch TFLM's reference SOFTMAX does not), so netmem must not answer with the
// reference kernels in silence: the check fails naming the rule, the core (Xtensa LX6) and the
// kernels it was left with (core/kernel_selection.hpp, core_needs_a_named_kernel_library), as for
// the ESP32-S3 (esp32_s3_without_kernel_library.cpp).
// The twin: kernel_library::esp_nn (esp_nn_esp32 on this core) and the struct ABI, named, compile.
#include <netmem/deploy/fits.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/deploy/targets.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: core_needs_a_named_kernel_library
// expect: not_named
// expect: xtensa_lx6
// expect: esp_nn
constexpr nm::deployment profile{.runtime = nm::runtime::tflm, .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
#else
constexpr nm::deployment profile{
    .runtime = nm::runtime::tflm,
    .kernels = nm::kernel_library::esp_nn,
    .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
#endif

static_assert(nm::assert_fits<nm::zoo::tflm_hello_world, profile, nm::targets::esp32>());
