// static_tests/compile_fail/graph_merge_spatial_size_mismatch.cpp: merging CNN(8,8,16) with the
// stride-2 CNN(4,4,16). Must fail naming vertex "cat", input position 1, dimension 4 (height) and
// both heights, 8 and 4.
// Without NETMEM_COMPILE_FAIL the second branch has stride 1 and the graph must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: merge_spatial_size_mismatch<netmem::error::input_position<netmem::error::vertex<.c., .a., .t.>, 1>, netmem::error::differing_dimension<netmem::error::vertex<.c., .a., .t.>, 4>
// expect: first_input_value<netmem::error::vertex<.c., .a., .t.>, 8>, netmem::error::this_input_value<netmem::error::vertex<.c., .a., .t.>, 4>
// expect: netmem: merge concatenates channels
constexpr nm::size_type stride = 2;
#else
constexpr nm::size_type stride = 1;
#endif
using net = nm::graph<
    nm::inputs<nm::graph_input<"in", nm::input::convolutional{8, 8, 3}>>,
    nm::vertex<"a", nm::conv2d{.filters = 16, .kernel = {3, 3}, .padding = nm::padding::same}, "in">,
    nm::vertex<"b", nm::conv2d{.filters = 16, .kernel = {3, 3}, .stride = {stride, stride}, .padding = nm::padding::same}, "in">,
    nm::vertex<"cat", nm::merge{}, "a", "b">, nm::outputs<"cat">>;

static_assert(nm::parameter_count<net> == 2 * (3 * 16 * 3 * 3 + 16));  // conv: c*f*kh*kw + f = 448 each
