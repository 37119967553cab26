// static_tests/compile_fail/graph_no_vertex_with_this_name.cpp: output_type<Net, "dence"> asks
// for a vertex the graph does not have. Must fail naming the missing name.
// Without NETMEM_COMPILE_FAIL the name is spelled right and the query must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"dense", nm::dense{.units = 3}, "in">, nm::outputs<"dense">>;

#ifdef NETMEM_COMPILE_FAIL
// expect: no_vertex_with_this_name<netmem::error::vertex<.d., .e., .n., .c., .e.> ?>
// expect: netmem: the graph has no vertex or input with this name
static_assert(nm::output_type<net, "dence"> == nm::input_type(nm::input::feed_forward{3}));
#else
static_assert(nm::output_type<net, "dense"> == nm::input_type(nm::input::feed_forward{3}));
#endif
