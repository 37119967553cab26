// static_tests/compile_fail/shared_weights_without_owner.cpp: shared_weights<L> reuses the weights
// of layer value L, so the network must also hold L itself with the same options; here the graph's
// "right" vertex shares a 5x5 convolution while "left" holds a 3x3 one. Counting nothing for the
// 5x5 weights (5*5*1*1 + 1 = 26 parameters) would be a silently wrong answer: it must not compile,
// naming the vertex (network/detail/weight_sharing.hpp).
// The twin: "right" shares the 3x3 convolution "left" holds (a Siamese pair: 10 parameters).
#include <netmem/netmem.hpp>

namespace nm = netmem;
using image = nm::input::convolutional;

constexpr nm::conv2d conv3x3{.filters = 1, .kernel = {3, 3}, .padding = nm::padding::same};

#ifdef NETMEM_COMPILE_FAIL
// expect: shared_weights_without_owner<netmem::error::vertex<'r', 'i', 'g', 'h', 't'>
// expect: netmem: shared_weights<L> reuses the weights of layer value L, but no earlier layer
constexpr nm::conv2d shared{.filters = 1, .kernel = {5, 5}, .padding = nm::padding::same};
#else
constexpr nm::conv2d shared = conv3x3;
#endif

using siamese = nm::graph<nm::inputs<nm::graph_input<"a", image{8, 8, 1}>, nm::graph_input<"b", image{8, 8, 1}>>,
                          nm::vertex<"left", conv3x3, "a">, nm::vertex<"right", nm::shared_weights<shared>{}, "b">,
                          nm::vertex<"add", nm::elementwise{.op = nm::elementwise_op::add}, "left", "right">,
                          nm::outputs<"add">>;
static_assert(nm::parameter_count<siamese> == 10);
