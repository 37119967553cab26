// static_tests/compile_fail/graph_vertex_value_not_a_vertex.cpp: a vertex whose value is neither
// a layer nor a graph vertex (an input type). Must fail saying what a vertex value must be.
// Without NETMEM_COMPILE_FAIL the vertex holds a layer and the graph must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: netmem: a vertex value must be a layer
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"d", nm::input::feed_forward{3}, "in">, nm::outputs<"d">>;
#else
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"d", nm::dense{.units = 3}, "in">, nm::outputs<"d">>;
#endif

static_assert(nm::parameter_count<net> == 15);  // dense 4 -> 3: 4*3 + 3
