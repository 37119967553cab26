// static_tests/compile_fail/graph_reshape_vertex_zero_entry.cpp: rule netmem::rules::zero_size for
// reshape_vertex. shape {3, 0, 4} (a {c, h, w} with h = 0 by mistake) used to be read as the
// rank-1 shape {3}, so FF(3) -> {3, 0, 4} compiled as FF(3); it must fail naming vertex r and 0.
// Without NETMEM_COMPILE_FAIL shape {3} must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: zero_or_negative_size<.*size_value<.*vertex<'r'>, 0>
// expect: netmem: every size \(units, filters
inline constexpr nm::reshape_vertex reshape{.shape = {3, 0, 4}};
#else
inline constexpr nm::reshape_vertex reshape{.shape = {3, 0, 0}};
#endif
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{.size = 3}>>,
                      nm::vertex<"r", reshape, "in">, nm::outputs<"r">>;

static_assert(nm::output_type<net> == nm::input_type(nm::input::feed_forward{.size = 3}));
