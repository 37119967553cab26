// static_tests/compile_fail/named_graph_unknown_input_name.cpp: a graph rule broken in a user's
// named graph (`struct net : netmem::graph<...> {};`) is the same compile error as in the graph
// itself (graph_unknown_input_name.cpp): vertex "out" lists "dense1", which does not exist (the
// vertex is "dense_1"); the error names the vertex, the missing name (read through the named
// network's graph_parts) and its position in the vertex's input list (0).
// The twin: the name spelled right, 2 dense layers: (4 * 3 + 3) + (3 * 2 + 2) = 23 parameters.
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: unknown_input_name<netmem::error::vertex<.o., .u., .t.>, netmem::error::input_name<.d., .e., .n., .s., .e., .1.>
// expect: input_position<netmem::error::vertex<.o., .u., .t.>, 0>
// expect: netmem: this vertex lists an input name that is no graph input and no vertex
struct net : nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                       nm::vertex<"dense_1", nm::dense{.units = 3}, "in">, nm::vertex<"out", nm::dense{.units = 2}, "dense1">,
                       nm::outputs<"out">> {};
#else
struct net : nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                       nm::vertex<"dense_1", nm::dense{.units = 3}, "in">, nm::vertex<"out", nm::dense{.units = 2}, "dense_1">,
                       nm::outputs<"out">> {};
#endif

static_assert(nm::parameter_count<net> == (4 * 3 + 3) + (3 * 2 + 2));  // dense: n_in*units + units
