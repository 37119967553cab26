// static_tests/compile_fail/graph_cycle.cpp: "a" -> "b" -> "c" -> "a" is a cycle ("a" also takes
// the input). Must fail naming the cycle length (3) and its vertices in data-flow order, starting
// with the first declared ("a", then "b", then "c").
// Without NETMEM_COMPILE_FAIL "a" takes only the input and the graph must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: vertices_form_a_cycle<netmem::error::cycle_length<netmem::error::vertex<.a.>, 3>, netmem::error::vertex<.a.>, netmem::error::vertex<.b.>, netmem::error::vertex<.c.> ?>
// expect: netmem: the graph has a cycle through these vertices
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"a", nm::elementwise{}, "in", "c">, nm::vertex<"b", nm::dense{.units = 4}, "a">,
                      nm::vertex<"c", nm::dense{.units = 4}, "b">, nm::outputs<"c">>;
#else
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"a", nm::elementwise{}, "in", "in">, nm::vertex<"b", nm::dense{.units = 4}, "a">,
                      nm::vertex<"c", nm::dense{.units = 4}, "b">, nm::outputs<"c">>;
#endif

static_assert(nm::parameter_count<net> >= 0);
