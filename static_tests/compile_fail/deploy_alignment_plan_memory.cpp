// static_tests/compile_fail/deploy_alignment_plan_memory.cpp: the one-evaluation path
// detail::plan_in_one_evaluation<Net>(profile) (not memory_plan_of, which names the rule) with an alignment that is not a power of two (12) must be
// a compile error naming netmem::detail::invalid_deployment_profile, with the profile (alignment
// 12) in the compiler's evaluation notes (before, it planned with 12-byte rounding). The twin: alignment 16 (TFLM's).
#include <netmem/netmem.hpp>

namespace nm = netmem;

using tiny = nm::sequential<nm::input::feed_forward{4}, nm::dense{.units = 3}>;

#ifdef NETMEM_COMPILE_FAIL
// expect: constexpr.*function.*invalid_deployment_profile
// expect-gcc: deployment\{.*, true, true, false, false, 12, 1, netmem::tflm_options\{32, netmem::struct_abi::for_pointer_bits, false, false\}\}
// expect-clang: deployment\{\.alignment = 12\}
constexpr auto plan = nm::detail::plan_in_one_evaluation<tiny>(nm::deployment{.alignment = 12});
#else
constexpr auto plan = nm::detail::plan_in_one_evaluation<tiny>(nm::deployment{.alignment = 16});
#endif

static_assert(plan.arena_bytes > 0);
