// static_tests/compile_fail/kernel_library_needs_a_core.cpp: kernel_library::cmsis_nn with no core
// and no target. CMSIS-NN compiles to pure C, DSP or MVE code by the core's feature macros
// (Include/arm_nn_math_types.h at 4ab83cc3), and the three request different scratch (the Arm
// oracle's ResNet-8: head 49,728 B with DSP, the same with MVE but 6,464 B of scratch in 7 buffers
// against 6,704 in 8; ../shared/oracles/README.md), so the plan must not pick one: the check fails
// naming the rule and the kernels (core/kernel_selection.hpp).
// The twin: the same profile with deployment::core = cortex_m4 compiles (the DSP variant).
#include <netmem/planning/plan_memory.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: kernel_library_needs_a_core
// expect: assumed_kernels<.*cmsis_nn>
// expect: unspecified
constexpr nm::deployment profile{.kernels = nm::kernel_library::cmsis_nn};
#else
constexpr nm::deployment profile{.kernels = nm::kernel_library::cmsis_nn, .core = nm::cpu_core::cortex_m4};
#endif

static_assert(nm::memory_plan_of<nm::zoo::tflm_hello_world, profile>.arena_bytes > 0);
