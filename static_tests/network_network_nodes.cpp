// static_tests/network_network_nodes.cpp: network/network_nodes.hpp and network/graph_nodes.hpp, the
// deployment view of a network (deployment_network<Net>): one node per layer or vertex in
// execution order, with the inputs each node reads. Expected values are read off the networks
// declared below (counts, names and the order of a chain / DL4J's Kahn order for the graph).
// Also tests: netmem/network/graph_nodes.hpp
#include <array>
#include <cstddef>
#include <string_view>

#include <netmem/network/graph_nodes.hpp>
#include <netmem/network/network_nodes.hpp>
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

namespace deploy_network_nodes {
namespace nm = netmem;

using chain = nm::sequential<nm::input::convolutional{8, 8, 1}, nm::conv2d{.filters = 4, .kernel = {3, 3}},
                             nm::flatten{}, nm::dense{.units = 10}>;
using chain_view = nm::deployment_network<chain>;
static_assert(nm::deployable_network<chain>);
static_assert(chain_view::node_count == 3 && chain_view::input_count == 1);
static_assert(!chain_view::has_vertex_names);
static_assert(std::string_view{chain_view::kind_names[0]} == "conv2d");
static_assert(std::string_view{chain_view::kind_names[1]} == "flatten");
// A chain: node 0 reads the network input, node i reads node i - 1, the last node is the output.
constexpr auto chain_nodes = chain_view::nodes(nm::deployment{});
static_assert(chain_nodes[0].inputs[0].network_input && chain_nodes[0].inputs[0].index == 0);
static_assert(!chain_nodes[2].inputs[0].network_input && chain_nodes[2].inputs[0].index == 1);
static_assert(chain_nodes[2].network_output && !chain_nodes[1].network_output);
// conv2d 3x3 valid on 8x8x1 -> 6x6x4 (Keras Conv2D output shape).
static_assert(chain_nodes[0].output == nm::input_type(nm::input::convolutional{6, 6, 4}));

// Two inputs merged: the graph's execution order is DL4J's (Kahn, seeded with the inputs).
using two_inputs = nm::graph<
    nm::inputs<nm::graph_input<"a", nm::input::feed_forward{4}>, nm::graph_input<"b", nm::input::feed_forward{6}>>,
    nm::vertex<"dense_a", nm::dense{.units = 3}, "a">, nm::vertex<"merge", nm::merge{}, "dense_a", "b">,
    nm::vertex<"out", nm::dense{.units = 2}, "merge">, nm::outputs<"out">>;
using graph_view = nm::deployment_network<two_inputs>;
static_assert(nm::deployable_network<two_inputs>);
static_assert(graph_view::node_count == 3 && graph_view::input_count == 2);
static_assert(graph_view::has_vertex_names);
static_assert(graph_view::position_of("dense_a") == 0 && graph_view::position_of("merge") == 1 &&
              graph_view::position_of("out") == 2);
constexpr auto graph_nodes = graph_view::nodes(nm::deployment{});
// merge reads dense_a (node 0) and network input 1 ("b"); its output is FF(3 + 6).
static_assert(graph_nodes[1].input_count == 2);
static_assert(!graph_nodes[1].inputs[0].network_input && graph_nodes[1].inputs[0].index == 0);
static_assert(graph_nodes[1].inputs[1].network_input && graph_nodes[1].inputs[1].index == 1);
static_assert(graph_nodes[1].output == nm::input_type(nm::input::feed_forward{9}));
static_assert(graph_nodes[2].network_output);
// Options without a TFLite operator have no deployment model (layers/layer_deployment.hpp,
// deployment_model_available): planning a network with one is error::layer_has_no_deployment_model
// (static_tests/compile_fail/deploy_options_without_model.cpp), never a guess.
static_assert(!nm::deployment_model_available(nm::global_pooling{.type = nm::pooling_type::pnorm}));
static_assert(nm::deployment_model_available(nm::global_pooling{.type = nm::pooling_type::sum}));
static_assert(!nm::deployment_model_available(nm::dense{.units = 4, .layer_norm = true}));
static_assert(nm::deployment_model_available(nm::dense{.units = 4}));
static_assert(!nm::deployment_model_available(nm::simple_rnn{.units = 4, .layer_norm = true}));
static_assert(!nm::deployment_model_available(nm::frozen<nm::dense{.units = 4, .layer_norm = true}>{}));
static_assert(!nm::deployment_model_available(nm::per_tensor_quantized{nm::dense{.units = 4, .layer_norm = true}}));
using pnorm_chain = nm::sequential<nm::input::convolutional{4, 4, 2}, nm::global_pooling{.type = nm::pooling_type::pnorm}>;
static_assert(nm::deployment_network<pnorm_chain>::unmodelled_options_layer == 0);
static_assert(nm::deployment_network<pnorm_chain>::unplannable_layer == nm::detail::npos);  // the type has a hook
// The same facts of a graph, read from each vertex value's entry (network/detail/graph_entry.hpp):
// node ids count the inputs first, so the pnorm vertex "pool" after input "in" is node 1, and a
// bidirectional simple_rnn (no TFLite operator) has no model at all.
using pnorm_graph = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::convolutional{4, 4, 2}>>,
                              nm::vertex<"pool", nm::global_pooling{.type = nm::pooling_type::pnorm}, "in">,
                              nm::outputs<"pool">>;
static_assert(nm::deployment_network<pnorm_graph>::unmodelled_options_node == 1);
static_assert(nm::deployment_network<pnorm_graph>::unplannable_node == nm::detail::no_node);
using rnn_graph = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::recurrent{.size = 4, .time_steps = 10}>>,
                            nm::vertex<"dense", nm::dense{.units = 4}, "in">,
                            nm::vertex<"rnn", nm::bidirectional<nm::simple_rnn{.units = 3}>{}, "dense">,
                            nm::outputs<"rnn">>;
static_assert(nm::deployment_network<rnn_graph>::unplannable_node == 2);
static_assert(nm::deployment_network<rnn_graph>::unmodelled_options_node == nm::detail::no_node);

// The converter's operator order (runtime/tflm/detail/tflm_graph.hpp converter_order):
// order[j] = the execution position of the j-th declared vertex when the declaration order is
// topological. Declared a, a2, b, c; DL4J's Kahn order (FIFO from "in": a, b, then a2 once a
// ran, then c) runs a, b, a2, c, so a is at 0, a2 at 2, b at 1, c at 3.
using declared_branches = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                                    nm::vertex<"a", nm::dense{.units = 4}, "in">,
                                    nm::vertex<"a2", nm::dense{.units = 4}, "a">,
                                    nm::vertex<"b", nm::dense{.units = 4}, "in">,
                                    nm::vertex<"c", nm::elementwise{.op = nm::elementwise_op::add}, "a2", "b">,
                                    nm::outputs<"c">>;
constexpr auto declared_branches_nodes = nm::deployment_network<declared_branches>::nodes(nm::deployment{});
static_assert(declared_branches_nodes[1].declared == 2 && declared_branches_nodes[2].declared == 1);  // b runs 2nd, a2 3rd
static_assert(nm::tflm::detail::converter_order(declared_branches_nodes) == std::array<std::size_t, 4>{0, 2, 1, 3});
// Declared x before the y it reads: not a topological order, so the converter's order is the
// execution order y, x (identity).
using declared_backwards = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                                     nm::vertex<"x", nm::dense{.units = 4}, "y">,
                                     nm::vertex<"y", nm::dense{.units = 4}, "in">, nm::outputs<"x">>;
constexpr auto declared_backwards_nodes = nm::deployment_network<declared_backwards>::nodes(nm::deployment{});
static_assert(declared_backwards_nodes[0].declared == 1 && declared_backwards_nodes[1].declared == 0);
static_assert(nm::tflm::detail::converter_order(declared_backwards_nodes) == std::array<std::size_t, 2>{0, 1});
// A sequential network's declaration order is its execution order.
static_assert(nm::tflm::detail::converter_order(chain_nodes) == std::array<std::size_t, 3>{0, 1, 2});

}  // namespace deploy_network_nodes
