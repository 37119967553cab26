// static_tests/compile_fail/graph_too_few_inputs.cpp: an elementwise subtract needs 2 inputs;
// "sub" lists one. Must fail naming "sub", 1 input received and 2 required.
// Without NETMEM_COMPILE_FAIL "sub" lists two inputs and the graph must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: too_few_inputs<netmem::error::received_inputs<netmem::error::vertex<.s., .u., .b.>, 1>, netmem::error::minimum_inputs<netmem::error::vertex<.s., .u., .b.>, 2> ?>
// expect: netmem: this vertex has too few inputs
using net = nm::graph<nm::inputs<nm::graph_input<"a", nm::input::feed_forward{4}>>,
                      nm::vertex<"sub", nm::elementwise{.op = nm::elementwise_op::subtract}, "a">, nm::outputs<"sub">>;
#else
using net = nm::graph<nm::inputs<nm::graph_input<"a", nm::input::feed_forward{4}>>,
                      nm::vertex<"sub", nm::elementwise{.op = nm::elementwise_op::subtract}, "a", "a">, nm::outputs<"sub">>;
#endif

static_assert(nm::parameter_count<net> == 0);
