// static_tests/compile_fail/esp32_s3_without_kernel_library.cpp: the ESP32-S3 target with no
// kernel library named. esp-tflite-micro runs ESP-NN's kernels there, which request scratch TFLM's
// reference kernels do not (espressif/esp-nn#30: a depthwise 3x3 stride-2 layer on 49x20x32 writes
// 44,912 B of scratch), so netmem must not answer with the reference kernels in silence: the check
// fails naming the rule, the core (Xtensa LX7) and the kernels it was left with
// (core/kernel_selection.hpp, core_needs_a_named_kernel_library).
// The twin: the reference kernels and the struct ABI (core_needs_a_named_struct_abi), named, compile.
#include <netmem/deploy/fits.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/deploy/targets.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: core_needs_a_named_kernel_library
// expect: not_named
// expect: xtensa_lx7
// expect: esp_nn
constexpr nm::deployment profile{.runtime = nm::runtime::tflm};
#else
constexpr nm::deployment profile{
    .runtime = nm::runtime::tflm,
    .kernels = nm::kernel_library::reference,
    .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
#endif

static_assert(nm::assert_fits<nm::zoo::tflm_hello_world, profile, nm::targets::esp32_s3>());
