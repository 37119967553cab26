// static_tests/compile_fail/deploy_minibatch_not_positive.cpp: memory_plan_of with a profile whose
// minibatch is 0 must be a compile error naming error::minibatch_not_positive with the value 0
// (a plan for no example has no meaning). The twin: minibatch 1.
#include <netmem/netmem.hpp>

namespace nm = netmem;

using tiny = nm::sequential<nm::input::feed_forward{4}, nm::dense{.units = 3}>;

#ifdef NETMEM_COMPILE_FAIL
// expect: minibatch_not_positive
// expect: minibatch_size<0>
// expect: deployment::minibatch must be at least 1
constexpr nm::deployment profile{.minibatch = 0};
#else
constexpr nm::deployment profile{.minibatch = 1};
#endif

static_assert(nm::memory_plan_of<tiny, profile>.arena_bytes > 0);
