// static_tests/compile_fail/graph_duplicate_to_time_series_negative.cpp: rule netmem::rules::negative_value
// for duplicate_to_time_series. time_steps = -5 used to be replaced silently by the graph's first
// recurrent input's T (3); it must fail naming vertex dup and -5.
// Without NETMEM_COMPILE_FAIL time_steps = 0 (take T = 3 from the recurrent input) must compile.
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: negative_value<.*size_value<.*vertex<'d', 'u', 'p'>, -5>
// expect: netmem: this option \(padding, cropping, ...\) must not be negative
inline constexpr nm::size_type steps = -5;
#else
inline constexpr nm::size_type steps = 0;
#endif
using net = nm::graph<nm::inputs<nm::graph_input<"ff", nm::input::feed_forward{.size = 4}>,
                                 nm::graph_input<"seq", nm::input::recurrent{.size = 4, .time_steps = 3}>>,
                      nm::vertex<"dup", nm::duplicate_to_time_series{.time_steps = steps}, "ff">,
                      nm::vertex<"add", nm::elementwise{}, "dup", "seq">, nm::outputs<"add">>;

static_assert(nm::output_type<net> == nm::input_type(nm::input::recurrent{.size = 4, .time_steps = 3}));
