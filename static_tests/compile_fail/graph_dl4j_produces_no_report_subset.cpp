// static_tests/compile_fail/graph_dl4j_produces_no_report_subset.cpp: under policy::dl4j a subset
// of a recurrent input loses the time length (DL4J SubsetVertex returns RNN(n) without T, and its
// totals throw, dl4j-memory-formulas#vertices, #bug-14). Asking for that report must fail naming vertex "s".
// Without NETMEM_COMPILE_FAIL the same graph is asked under policy::corrected, which keeps T.
#include <netmem/netmem.hpp>

namespace nm = netmem;

using net = nm::graph<nm::inputs<nm::graph_input<"seq", nm::input::recurrent{8, 5}>>,
                      nm::vertex<"s", nm::subset{.from = 0, .to = 3}, "seq">, nm::outputs<"s">>;

#ifdef NETMEM_COMPILE_FAIL
// expect: dl4j_produces_no_memory_report_for_this_layer<netmem::error::vertex<.s.> ?>
// expect: netmem: DL4J produces no memory report for this layer
constexpr auto report = nm::memory_report<net, nm::policy::dl4j>();
#else
constexpr auto report = nm::memory_report<net, nm::policy::corrected>();
#endif

static_assert(report.size() == 1);
