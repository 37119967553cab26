// static_tests/compile_fail/graph_unknown_input_name.cpp: vertex "out" lists an input "dense1" that
// does not exist (the vertex is "dense_1"). Must fail naming the vertex, the missing name and its
// position in the vertex's input list (0).
// Without NETMEM_COMPILE_FAIL the name is spelled right and the graph must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: unknown_input_name<netmem::error::vertex<.o., .u., .t.>, netmem::error::input_name<.d., .e., .n., .s., .e., .1.>
// expect: input_position<netmem::error::vertex<.o., .u., .t.>, 0>
// expect: netmem: this vertex lists an input name that is no graph input and no vertex
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"dense_1", nm::dense{.units = 3}, "in">, nm::vertex<"out", nm::dense{.units = 2}, "dense1">,
                      nm::outputs<"out">>;
#else
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"dense_1", nm::dense{.units = 3}, "in">, nm::vertex<"out", nm::dense{.units = 2}, "dense_1">,
                      nm::outputs<"out">>;
#endif

static_assert(nm::parameter_count<net> == (4 * 3 + 3) + (3 * 2 + 2));  // dense: n_in*units + units
