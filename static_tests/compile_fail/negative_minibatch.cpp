// static_tests/compile_fail/negative_minibatch.cpp: a negative minibatch passed to a report's
// total_bytes (or memory_bytes) in a constant expression. FF(4) -> dense 3 at minibatch -5 would
// subtract activations from the parameters and give a plausible-looking smaller total; it must be
// a compile error naming netmem::detail::negative_minibatch and the value -5. Minibatch 0 stays
// allowed (the fixed part of a report). The twin: minibatch 5 compiles.
#include <netmem/netmem.hpp>

namespace nm = netmem;

using tiny = nm::sequential<nm::input::feed_forward{4}, nm::dense{.units = 3}>;
constexpr auto report = nm::memory_report<tiny>();

#ifdef NETMEM_COMPILE_FAIL
// expect: constexpr.*function.*negative_minibatch
// expect: total_bytes\(-5,
static_assert(report.total_bytes(-5, nm::memory_use_mode::training, nm::cache_mode::none) > 0);
#else
static_assert(report.total_bytes(5, nm::memory_use_mode::training, nm::cache_mode::none) > 0);
#endif
