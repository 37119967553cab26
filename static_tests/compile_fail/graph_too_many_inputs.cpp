// static_tests/compile_fail/graph_too_many_inputs.cpp: a layer vertex (DL4J LayerVertex) takes
// exactly one input; "d" lists two. Must fail naming "d", 2 inputs received and 1 allowed.
// Without NETMEM_COMPILE_FAIL the inputs are merged first and the graph must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: too_many_inputs<netmem::error::received_inputs<netmem::error::vertex<.d.>, 2>, netmem::error::maximum_inputs<netmem::error::vertex<.d.>, 1> ?>
// expect: netmem: this vertex has too many inputs
using net = nm::graph<nm::inputs<nm::graph_input<"a", nm::input::feed_forward{4}>, nm::graph_input<"b", nm::input::feed_forward{4}>>,
                      nm::vertex<"d", nm::dense{.units = 3}, "a", "b">, nm::outputs<"d">>;
#else
using net = nm::graph<nm::inputs<nm::graph_input<"a", nm::input::feed_forward{4}>, nm::graph_input<"b", nm::input::feed_forward{4}>>,
                      nm::vertex<"m", nm::merge{}, "a", "b">, nm::vertex<"d", nm::dense{.units = 3}, "m">, nm::outputs<"d">>;
#endif

static_assert(nm::parameter_count<net> >= 0);
