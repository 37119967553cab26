// static_tests/compile_fail/shapes_do_not_broadcast.cpp: rule netmem::rules::shapes_do_not_broadcast.
// Multiplying an 8x8x16 map by a 1x1x8 scale (a squeeze-and-excitation whose expand layer has the
// wrong width) must fail naming vertex "mul", input position 1, dimension 6 (channels), 16 and 8.
// Without NETMEM_COMPILE_FAIL the scale has 16 channels and the graph must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: shapes_do_not_broadcast<netmem::error::input_position<netmem::error::vertex<.m., .u., .l.>, 1>, netmem::error::differing_dimension<netmem::error::vertex<.m., .u., .l.>, 6>
// expect: size_so_far<netmem::error::vertex<.m., .u., .l.>, 16>, netmem::error::this_input_value<netmem::error::vertex<.m., .u., .l.>, 8>
// expect: netmem: these inputs do not broadcast
constexpr nm::size_type scale_channels = 8;
#else
constexpr nm::size_type scale_channels = 16;
#endif
using net = nm::graph<nm::inputs<nm::graph_input<"x", nm::input::convolutional{8, 8, 16}>>,
                      nm::vertex<"squeeze", nm::global_pooling{.type = nm::pooling_type::avg}, "x">,
                      nm::vertex<"expand", nm::dense{.units = scale_channels}, "squeeze">,
                      nm::vertex<"scale", nm::feed_forward_to_cnn{.height = 1, .width = 1, .channels = scale_channels},
                                 "expand">,
                      nm::vertex<"mul", nm::elementwise{.op = nm::elementwise_op::product, .broadcast = true}, "x",
                                 "scale">,
                      nm::outputs<"mul">>;

static_assert(nm::parameter_count<net> == 16 * scale_channels + scale_channels);  // dense 16 -> C
