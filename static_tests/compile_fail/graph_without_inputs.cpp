// static_tests/compile_fail/graph_without_inputs.cpp: a graph whose first argument is not
// netmem::inputs<...>. Must fail saying how a graph starts.
// Without NETMEM_COMPILE_FAIL the graph starts with its inputs and must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: netmem: a graph starts with netmem::inputs<netmem::graph_input<
using net = nm::graph<nm::graph_input<"in", nm::input::feed_forward{4}>, nm::vertex<"d", nm::dense{.units = 3}, "in">,
                      nm::outputs<"d">>;
#else
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"d", nm::dense{.units = 3}, "in">, nm::outputs<"d">>;
#endif

static_assert(nm::parameter_count<net> == 15);  // dense 4 -> 3: 4*3 + 3
