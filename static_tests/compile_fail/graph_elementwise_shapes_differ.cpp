// static_tests/compile_fail/graph_elementwise_shapes_differ.cpp: adding FF(3) and FF(5). Must fail
// naming vertex "add", input position 1, dimension 1 (size) and both sizes, 3 and 5.
// Without NETMEM_COMPILE_FAIL both branches have 3 units and the graph must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: input_shapes_differ<netmem::error::input_position<netmem::error::vertex<.a., .d., .d.>, 1>, netmem::error::differing_dimension<netmem::error::vertex<.a., .d., .d.>, 1>
// expect: first_input_value<netmem::error::vertex<.a., .d., .d.>, 3>, netmem::error::this_input_value<netmem::error::vertex<.a., .d., .d.>, 5>
// expect: netmem: the inputs of this vertex must all have the same shape
constexpr nm::size_type right_units = 5;
#else
constexpr nm::size_type right_units = 3;
#endif
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                      nm::vertex<"left", nm::dense{.units = 3}, "in">,
                      nm::vertex<"right", nm::dense{.units = right_units}, "in">,
                      nm::vertex<"add", nm::elementwise{.op = nm::elementwise_op::add}, "left", "right">,
                      nm::outputs<"add">>;

static_assert(nm::parameter_count<net> == 2 * (4 * 3 + 3));  // two dense 4 -> 3: 15 each
