// static_tests/compile_fail/graph_merge_height_width_mismatch.cpp: merge{.axis = merge_axis::height}
// (TFLite CONCATENATION along axis 1) of CNN(8,8,16) and CNN(8,4,16): along height the widths must
// be equal. Must fail naming vertex "cat", input position 1, dimension 5 (width) and both widths,
// 8 and 4. Without NETMEM_COMPILE_FAIL the second branch keeps width 8 and the graph compiles (the
// twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: merge_spatial_size_mismatch<netmem::error::input_position<netmem::error::vertex<.c., .a., .t.>, 1>, netmem::error::differing_dimension<netmem::error::vertex<.c., .a., .t.>, 5>
// expect: first_input_value<netmem::error::vertex<.c., .a., .t.>, 8>, netmem::error::this_input_value<netmem::error::vertex<.c., .a., .t.>, 4>
// expect: netmem: merge concatenates channels .or its .axis
constexpr nm::size_type stride = 2;
#else
constexpr nm::size_type stride = 1;
#endif
using net = nm::graph<
    nm::inputs<nm::graph_input<"in", nm::input::convolutional{8, 8, 3}>>,
    nm::vertex<"a", nm::conv2d{.filters = 16, .kernel = {3, 3}, .padding = nm::padding::same}, "in">,
    nm::vertex<"b", nm::conv2d{.filters = 16, .kernel = {3, 3}, .stride = {1, stride}, .padding = nm::padding::same}, "in">,
    nm::vertex<"cat", nm::merge{.axis = nm::merge_axis::height}, "a", "b">, nm::outputs<"cat">>;

static_assert(nm::parameter_count<net> == 2 * (3 * 16 * 3 * 3 + 16));  // conv: c*f*kh*kw + f = 448 each
