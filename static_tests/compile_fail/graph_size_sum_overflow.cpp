// static_tests/compile_fail/graph_size_sum_overflow.cpp: rule netmem::rules::size_sum_overflow, from
// a graph's parameter total. Vertices d1 and d2 (dense, 2^31 units on 2^31 inputs) have
// 2^31 * 2^31 + 2^31 = 4611686020574871552 parameters each; their sum exceeds 2^63 - 1, so vertex
// d2 must fail, naming both terms.
// Without NETMEM_COMPILE_FAIL d2 with 4 units must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: size_sum_overflow<.*left_operand<.*vertex<'d', '2'>, 4611686020574871552>
// expect: right_operand<.*vertex<'d', '2'>, 4611686020574871552>
// expect: netmem: a sum of sizes does not fit in 64 bits
inline constexpr nm::size_type d2_units = 2'147'483'648;
#else
inline constexpr nm::size_type d2_units = 4;
#endif
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{.size = 2'147'483'648}>>,
                      nm::vertex<"d1", nm::dense{.units = 2'147'483'648}, "in">,
                      nm::vertex<"d2", nm::dense{.units = d2_units}, "d1">, nm::outputs<"d2">>;

static_assert(nm::parameter_count<net> >= 0);
