// static_tests/compile_fail/graph_no_outputs.cpp: a graph whose outputs<> lists nothing. Must fail
// saying that a graph needs netmem::outputs<"name", ...>.
// Without NETMEM_COMPILE_FAIL the graph lists its output and must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: netmem: a graph needs netmem::outputs<
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"d", nm::dense{.units = 3}, "in">, nm::outputs<>>;
#else
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"d", nm::dense{.units = 3}, "in">, nm::outputs<"d">>;
#endif

static_assert(nm::parameter_count<net> == 15);  // dense 4 -> 3: 4*3 + 3
