// static_tests/compile_fail/graph_duplicate_output_name.cpp: rule netmem::rules::duplicate_output_name.
// outputs<"d", "d"> lists vertex d at positions 0 and 1 (before, it was accepted and the vertex
// counted as two outputs); it must fail naming vertex d and both positions.
// Without NETMEM_COMPILE_FAIL outputs<"d"> must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: duplicate_output_name<.*first_output_position<.*vertex<'d'>, 0>
// expect: repeated_output_position<.*vertex<'d'>, 1>
// expect: netmem: netmem::outputs<...> lists this vertex twice
using outs = nm::outputs<"d", "d">;
#else
using outs = nm::outputs<"d">;
#endif
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{.size = 4}>>,
                      nm::vertex<"d", nm::dense{.units = 2}, "in">, outs>;

static_assert(nm::parameter_count<net> == 10);  // 4 * 2 weights + 2 biases, by hand
