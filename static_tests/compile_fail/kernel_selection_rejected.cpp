// static_tests/compile_fail/kernel_selection_rejected.cpp: the functions that take the profile as
// a value (tflm::arena<Net>(profile); detail::plan_in_one_evaluation<Net>(profile), the plan
// in one constant evaluation) check the kernel-library choice too: CMSIS-NN with no core named compiles to a different variant, with different scratch,
// on each core (kernel_library_needs_a_core), so the constant evaluation reaches the non-constexpr
// detail::kernel_selection_rejected (planning/profile_check.hpp) instead of giving one variant's
// figures. (The profile-as-template-argument forms name the rule: kernel_library_needs_a_core.cpp.)
// The twin: the same profile on a Cortex-M4 (CMSIS-NN's DSP variant) plans.
#include <netmem/planning/plan_memory.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: kernel_selection_rejected
// expect-clang: non-constexpr function 'kernel_selection_rejected'
// expect-gcc: call to non-.*kernel_selection_rejected\(netmem::kernel_selection_rule\)
constexpr nm::deployment profile{.kernels = nm::kernel_library::cmsis_nn};
#else
constexpr nm::deployment profile{.kernels = nm::kernel_library::cmsis_nn, .core = nm::cpu_core::cortex_m4};
#endif

static_assert(nm::detail::plan_in_one_evaluation<nm::zoo::tflm_hello_world>(profile).arena_bytes > 0);
