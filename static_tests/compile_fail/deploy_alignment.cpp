// static_tests/compile_fail/deploy_alignment.cpp: a deployment profile whose alignment is not a
// power of two (12) must fail naming alignment_bytes<12>. The twin: alignment 16 (TFLM's).
#include <netmem/netmem.hpp>
#include <netmem/zoo/tflm_test_conv_model.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: alignment_not_a_power_of_two<netmem::error::alignment_bytes<12>
// expect: netmem: deployment::alignment must be a power of two
constexpr nm::deployment profile{.alignment = 12};
#else
constexpr nm::deployment profile{.alignment = 16};
#endif

static_assert(nm::memory_plan_of<nm::zoo::tflm_test_conv_model, profile>.arena_bytes > 0);
