// static_tests/compile_fail/kernel_library_not_for_core.cpp: CMSIS-NN's DSP kernels on the RP2040,
// a Cortex-M0+ (Armv6-M, no DSP extension: arm-none-eabi-gcc -mcpu=cortex-m0plus defines no
// __ARM_FEATURE_DSP, so CMSIS-NN 4ab83cc3's Include/arm_nn_math_types.h never defines ARM_MATH_DSP
// and the firmware gets the pure-C kernels, whose scratch differs). The check must fail naming the
// rule, the kernels, the core and the ABI it assumed (core/kernel_selection.hpp).
// The twin: kernel_library::cmsis_nn, the variant the core implies (pure C), compiles.
#include <netmem/deploy/fits.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/deploy/targets.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: kernel_library_not_for_core
// expect: cmsis_nn_dsp
// expect: cortex_m0plus
// expect: arm_eabi_gcc
constexpr nm::deployment profile{.runtime = nm::runtime::tflm, .kernels = nm::kernel_library::cmsis_nn_dsp};
#else
constexpr nm::deployment profile{.runtime = nm::runtime::tflm, .kernels = nm::kernel_library::cmsis_nn};
#endif

static_assert(nm::assert_fits<nm::zoo::tflm_hello_world, profile, nm::targets::rp2040>());
