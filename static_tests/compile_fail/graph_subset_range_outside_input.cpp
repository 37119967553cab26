// static_tests/compile_fail/graph_subset_range_outside_input.cpp: subset 4..9 of FF(8) reaches
// past feature 7. Must fail naming vertex "s", from 4, to 9 and the axis size 8.
// Without NETMEM_COMPILE_FAIL the subset is 4..7 and the graph must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: subset_range_outside_input<netmem::error::subset_from<netmem::error::vertex<.s.>, 4>, netmem::error::subset_to<netmem::error::vertex<.s.>, 9>, netmem::error::axis_size<netmem::error::vertex<.s.>, 8> ?>
// expect: netmem: subset needs from <= to < the input's feature
constexpr nm::size_type last = 9;
#else
constexpr nm::size_type last = 7;
#endif
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{8}>>,
                      nm::vertex<"s", nm::subset{.from = 4, .to = last}, "in">, nm::outputs<"s">>;

static_assert(nm::output_type<net> == nm::input_type(nm::input::feed_forward{4}));  // 7 - 4 + 1
