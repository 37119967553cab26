// static_tests/compile_fail/graph_duplicate_vertex_name.cpp: a graph with two vertices named "d".
// Must fail naming the vertex (error::vertex<'d'>) and the two declaration positions (inputs first:
// "in" is 0, the first "d" is 1, the second "d" is 2).
// Without NETMEM_COMPILE_FAIL the second vertex is named "e" and the graph must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: duplicate_vertex_name<
// expect: first_declared_at<netmem::error::vertex<.d.>, 1>
// expect: declared_again_at<netmem::error::vertex<.d.>, 2>
// expect: netmem: two graph inputs or vertices have the same name
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"d", nm::dense{.units = 3}, "in">, nm::vertex<"d", nm::dense{.units = 3}, "in">,
                      nm::outputs<"d">, nm::allow_disconnected>;
#else
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"d", nm::dense{.units = 3}, "in">, nm::vertex<"e", nm::dense{.units = 3}, "in">,
                      nm::outputs<"d">, nm::allow_disconnected>;
#endif

static_assert(nm::parameter_count<net> >= 0);
