// static_tests/compile_fail/graph_unknown_output_name.cpp: outputs<"dense"> names no vertex (the
// vertex is "d"). Must fail naming the missing output name.
// Without NETMEM_COMPILE_FAIL the output is "d" and the graph must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: unknown_output_name<netmem::error::output_name<.d., .e., .n., .s., .e.> ?>
// expect: netmem: netmem::outputs<...> names no graph input and no vertex
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"d", nm::dense{.units = 3}, "in">, nm::outputs<"dense">>;
#else
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"d", nm::dense{.units = 3}, "in">, nm::outputs<"d">>;
#endif

static_assert(nm::parameter_count<net> == 15);  // dense 4 -> 3: 4*3 + 3
