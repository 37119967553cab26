// static_tests/compile_fail/budget_report.cpp: assert_report_fits with a budget below the DL4J
// report total. FF(4) -> dense 3 -> output 2, inference, minibatch 1, float32, by hand:
// parameters 15 + 8 = 23 floats = 92 B, activations 3 + 2 = 5 floats = 20 B, no working memory:
// 112 B (DL4J getTotalMemoryBytes, dl4j-memory-formulas#network-report). A 100 B budget must fail with
// required_bytes<112>, budget_bytes<100>, minibatch<1>. The twin: 112 B compiles.
#include <netmem/netmem.hpp>

namespace nm = netmem;

using tiny = nm::sequential<nm::input::feed_forward{4}, nm::dense{.units = 3}, nm::output{.units = 2}>;

#ifdef NETMEM_COMPILE_FAIL
// expect: report_budget_check<netmem::error::required_bytes<112>, netmem::error::budget_bytes<100>, netmem::error::minibatch<1>
// expect: netmem: the memory report's total
constexpr nm::report_budget budget{.bytes = 100};
#else
constexpr nm::report_budget budget{.bytes = 112};
#endif

static_assert(nm::assert_report_fits<tiny, budget>());
