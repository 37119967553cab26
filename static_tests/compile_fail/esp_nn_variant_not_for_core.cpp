// static_tests/compile_fail/esp_nn_variant_not_for_core.cpp: ESP-NN's ESP32-S3 kernels named on an
// ESP32 core (Xtensa LX6). espressif/esp-nn d45b843c's include/esp_nn.h compiles the _esp32s3
// kernels only for CONFIG_IDF_TARGET_ESP32S3; an ESP32 build gets the generic optimised kernels
// (esp_nn_generic_opt.h), whose conv and depthwise sizing functions return 0. So the S3's scratch on
// an ESP32 would be another chip's figures: the check fails naming the rule, the kernels
// (esp_nn_esp32s3) and the core (xtensa_lx6) (core/kernel_selection.hpp, kernel_library_not_for_core).
// The twin: kernel_library::esp_nn, which on LX6 resolves to esp_nn_esp32, compiles.
#include <netmem/deploy/fits.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;
using namespace nm::literals;

constexpr nm::budget esp32{.ram = 520_KiB, .core = nm::cpu_core::xtensa_lx6};

#ifdef NETMEM_COMPILE_FAIL
// expect: kernel_selection_check<netmem::kernel_selection_rule::kernel_library_not_for_core
// expect: esp_nn_esp32s3
// expect: xtensa_lx6
constexpr nm::deployment profile{.runtime = nm::runtime::tflm, .kernels = nm::kernel_library::esp_nn_esp32s3,
                                 .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
#else
constexpr nm::deployment profile{.runtime = nm::runtime::tflm, .kernels = nm::kernel_library::esp_nn,
                                 .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
#endif

static_assert(nm::assert_fits<nm::zoo::tflm_hello_world, profile, esp32>());
