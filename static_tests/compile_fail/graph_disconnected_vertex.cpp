// static_tests/compile_fail/graph_disconnected_vertex.cpp: vertex "side" feeds no output. Must fail
// naming "side" and suggesting allow_disconnected (DL4J allowDisconnected).
// Without NETMEM_COMPILE_FAIL the graph adds netmem::allow_disconnected and must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: no_output_depends_on_vertex<netmem::error::vertex<.s., .i., .d., .e.> ?>
// expect: netmem: no graph output depends on this vertex
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"main", nm::dense{.units = 3}, "in">, nm::vertex<"side", nm::dense{.units = 3}, "in">,
                      nm::outputs<"main">>;
#else
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"main", nm::dense{.units = 3}, "in">, nm::vertex<"side", nm::dense{.units = 3}, "in">,
                      nm::outputs<"main">, nm::allow_disconnected>;
#endif

static_assert(nm::parameter_count<net> == 2 * (4 * 3 + 3));  // two dense 4 -> 3: 15 each
