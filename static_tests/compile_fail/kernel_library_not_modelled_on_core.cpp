// static_tests/compile_fail/kernel_library_not_modelled_on_core.cpp: ESP-NN named for a whole
// network on the ESP32-S3. netmem models one ESP-NN scratch rule (the ESP32-S3 depthwise rule,
// deploy/esp_nn_scratch.hpp) but not the scratch of its other kernels nor esp-tflite-micro's kernel
// data, so a network's figures under kernel_library::esp_nn would be guesses: the check fails
// naming the rule, the kernels (esp_nn) and the core (Xtensa LX7) (core/kernel_selection.hpp,
// kernel_library_not_modelled_on_core).
// The twin: the same target with the reference kernels named compiles.
#include <netmem/deploy/fits.hpp>
#include <netmem/deploy/targets.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: kernel_selection_check<netmem::kernel_selection_rule::kernel_library_not_modelled_on_core
// expect: netmem: kernel_library_not_modelled_on_core: netmem does not model this kernel library
// expect: esp_nn
// expect: xtensa_lx7
constexpr nm::deployment profile{.kernels = nm::kernel_library::esp_nn, .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
#else
constexpr nm::deployment profile{.kernels = nm::kernel_library::reference, .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
#endif

static_assert(nm::assert_fits<nm::zoo::tflm_hello_world, profile, nm::targets::esp32_s3>());
