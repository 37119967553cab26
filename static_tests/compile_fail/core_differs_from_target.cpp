// static_tests/compile_fail/core_differs_from_target.cpp: a profile that names the Cortex-M55
// checked against the STM32F446RE, a Cortex-M4F (ST DS10693 §1, deploy/targets.hpp): the two
// contradict each other, so the check fails naming both cores (core/kernel_selection.hpp).
// The twin: the profile's core left unspecified takes the target's and compiles.
#include <netmem/deploy/fits.hpp>
#include <netmem/deploy/targets.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: core_differs_from_target
// expect: assumed_core<.*cortex_m55>
// expect: target_core<.*cortex_m4>
constexpr nm::deployment profile{.kernels = nm::kernel_library::cmsis_nn, .core = nm::cpu_core::cortex_m55};
#else
constexpr nm::deployment profile{.kernels = nm::kernel_library::cmsis_nn};
#endif

static_assert(nm::assert_fits<nm::zoo::tflm_hello_world, profile, nm::targets::stm32f446re>());
