// static_tests/network_graph_rules.cpp: the graph rules asked without a hard error (netmem::is_valid and
// the recorded analysis), DL4J's Kahn order, several inputs and outputs. Node numbers: the inputs
// first, then the vertices, in declaration order.
#include <string_view>

#include <netmem/netmem.hpp>

namespace nm = netmem;

namespace {

using failure = nm::detail::graph_failure;
using ff4 = nm::graph_input<"in", nm::input::feed_forward{4}>;
constexpr nm::dense d3{.units = 3};
constexpr nm::elementwise add{.op = nm::elementwise_op::add};

// ---- every structural rule: is_valid is false, and the analysis names the node ----
using duplicate = nm::graph<nm::inputs<ff4>, nm::vertex<"x", d3, "in">, nm::vertex<"x", d3, "in">, nm::outputs<"x">,
                            nm::allow_disconnected>;
static_assert(!nm::is_valid<duplicate>);
static_assert(duplicate::analysis<>.failure == failure::duplicate_name);
static_assert(duplicate::analysis<>.first_node == 1 && duplicate::analysis<>.failed_node == 2);

// A vertex may not reuse an input's name either.
using shadows_input = nm::graph<nm::inputs<ff4>, nm::vertex<"in", d3, "in">, nm::outputs<"in">>;
static_assert(shadows_input::analysis<>.failure == failure::duplicate_name);

using unknown_input = nm::graph<nm::inputs<ff4>, nm::vertex<"x", d3, "in">, nm::vertex<"y", d3, "x", "nope">,
                                nm::outputs<"y">>;
static_assert(unknown_input::analysis<>.failure == failure::unknown_input);
static_assert(unknown_input::analysis<>.failed_node == 2);
static_assert(nm::detail::graph_parts<unknown_input>::edge_names[unknown_input::analysis<>.failed_edge] == "nope");

using unknown_output = nm::graph<nm::inputs<ff4>, nm::vertex<"x", d3, "in">, nm::outputs<"y">>;
static_assert(unknown_output::analysis<>.failure == failure::unknown_output);

using no_output = nm::graph<nm::inputs<ff4>, nm::vertex<"x", d3, "in">, nm::outputs<>>;
static_assert(no_output::analysis<>.failure == failure::no_output);

// Cycle a -> b -> a; "t" (declared first) only hangs off the cycle. The analysis walks into the
// cycle and names a (node 2) then b (node 3): length 2, starting with the first declared.
using cycle = nm::graph<nm::inputs<ff4>, nm::vertex<"t", d3, "b">, nm::vertex<"a", add, "in", "b">,
                        nm::vertex<"b", nm::dense{.units = 4}, "a">, nm::outputs<"t">>;
static_assert(cycle::analysis<>.failure == failure::cycle);
static_assert(cycle::analysis<>.cycle_length == 2);
static_assert(cycle::analysis<>.cycle[0] == 2 && cycle::analysis<>.cycle[1] == 3);

// A self loop is a cycle of length 1.
using self_loop = nm::graph<nm::inputs<ff4>, nm::vertex<"s", add, "in", "s">, nm::outputs<"s">>;
static_assert(self_loop::analysis<>.failure == failure::cycle && self_loop::analysis<>.cycle_length == 1);

// An unused network input is disconnected too (DL4J's check covers inputs), unless allowed.
using unused_input = nm::graph<nm::inputs<ff4, nm::graph_input<"spare", nm::input::feed_forward{2}>>,
                               nm::vertex<"x", d3, "in">, nm::outputs<"x">>;
static_assert(unused_input::analysis<>.failure == failure::disconnected && unused_input::analysis<>.failed_node == 1);
using unused_input_allowed =
    nm::graph<nm::inputs<ff4, nm::graph_input<"spare", nm::input::feed_forward{2}>>, nm::vertex<"x", d3, "in">,
              nm::outputs<"x">, nm::allow_disconnected>;
static_assert(nm::is_valid<unused_input_allowed>);

// Wrong input counts: a layer takes one input; subtract takes two.
using layer_two_inputs = nm::graph<nm::inputs<ff4>, nm::vertex<"x", d3, "in", "in">, nm::outputs<"x">>;
static_assert(layer_two_inputs::analysis<>.failure == failure::rule);
static_assert(layer_two_inputs::analysis<>.rule.broken == &nm::rules::too_many_inputs);
using subtract_three =
    nm::graph<nm::inputs<ff4>, nm::vertex<"s", nm::elementwise{.op = nm::elementwise_op::subtract}, "in", "in", "in">,
              nm::outputs<"s">>;
static_assert(subtract_three::analysis<>.rule.broken == &nm::rules::too_many_inputs);
static_assert(subtract_three::analysis<>.rule.values[0] == 3 && subtract_three::analysis<>.rule.values[1] == 2);

// Shapes: elementwise FF(3) + FF(4) differ in dimension 1 (size): values 3 and 4.
using mismatch = nm::graph<nm::inputs<ff4>, nm::vertex<"x", d3, "in">, nm::vertex<"s", add, "x", "in">,
                           nm::outputs<"s">>;
static_assert(mismatch::analysis<>.rule.broken == &nm::rules::input_shapes_differ);
static_assert(mismatch::analysis<>.rule.values[1] == 1 && mismatch::analysis<>.rule.values[2] == 3 &&
              mismatch::analysis<>.rule.values[3] == 4);
// Merge of FF and CNN: kinds differ (received 2 = convolutional, accepted 0 = feed_forward).
using mixed_merge = nm::graph<nm::inputs<ff4, nm::graph_input<"img", nm::input::convolutional{2, 2, 1}>>,
                              nm::vertex<"m", nm::merge{}, "in", "img">, nm::outputs<"m">>;
static_assert(mixed_merge::analysis<>.rule.broken == &nm::rules::unsupported_input_kind);
// A layer's own rule inside a graph names the vertex: dense with 0 units.
using zero_units = nm::graph<nm::inputs<ff4>, nm::vertex<"z", nm::dense{.units = 0}, "in">, nm::outputs<"z">>;
static_assert(zero_units::analysis<>.rule.broken == &nm::rules::zero_size && zero_units::analysis<>.failed_node == 1);

// ---- DL4J's Kahn order: seeded with the inputs in declaration order, FIFO ----
// Inputs a, b; x <- b, y <- a, z <- (x, y). Queue: [a, b] -> a: y -> [b, y] -> b: x -> [y, x]
// -> y -> x: z. Report order y, x, z (not the declaration order x, y, z).
using two_inputs = nm::graph<nm::inputs<nm::graph_input<"a", nm::input::feed_forward{4}>,
                                        nm::graph_input<"b", nm::input::feed_forward{4}>>,
                             nm::vertex<"x", d3, "b">, nm::vertex<"y", d3, "a">, nm::vertex<"z", add, "x", "y">,
                             nm::outputs<"z">>;
constexpr auto two_inputs_report = nm::memory_report<two_inputs>();
static_assert(std::string_view{two_inputs_report.keys[0]} == "y");
static_assert(std::string_view{two_inputs_report.keys[1]} == "x");
static_assert(std::string_view{two_inputs_report.keys[2]} == "z");
static_assert(two_inputs_report.network_input_count == 2);
static_assert(two_inputs::report_index("y") == 0 && two_inputs::report_index("z") == 2);
static_assert(two_inputs::report_index("a") == nm::detail::no_node);  // inputs have no report
// A per-vertex updater override by report position: Adam on "x" only (Adam state = 2 * P,
// dl4j-memory-formulas#updaters: 2 * (4*3 + 3) = 30 elements); "y" keeps Sgd (no state).
constexpr nm::training_config adam_on_x{
    .updater_overrides = {{{.layer = two_inputs::report_index("x"), .updater = nm::updater::adam}}}};
static_assert(nm::memory_report<two_inputs>(adam_on_x).layers[1].updater_state == 30);
static_assert(nm::memory_report<two_inputs>(adam_on_x).layers[0].updater_state == 0);
static_assert(nm::parameter_count<two_inputs> == 2 * (4 * 3 + 3));  // two dense 4 -> 3

// ---- several outputs: output_type is the first; every vertex can be asked by name ----
using two_heads = nm::graph<nm::inputs<ff4>, nm::vertex<"trunk", nm::dense{.units = 8}, "in">,
                            nm::vertex<"policy", nm::output{.units = 5}, "trunk">,
                            nm::vertex<"value", nm::output{.units = 1}, "trunk">, nm::outputs<"policy", "value">>;
static_assert(nm::output_type<two_heads> == nm::input_type(nm::input::feed_forward{5}));
static_assert(nm::output_type<two_heads, "value"> == nm::input_type(nm::input::feed_forward{1}));
static_assert(nm::output_type<two_heads, "in"> == nm::input_type(nm::input::feed_forward{4}));
// 4*8 + 8 = 40; 8*5 + 5 = 45; 8*1 + 1 = 9.
static_assert(nm::parameter_count<two_heads> == 40 + 45 + 9);

// ---- policy::corrected keeps the time length through DL4J's FF -> RNN preprocessor ----
// RNN(6, T = 7) -> last_time_step_vertex -> FF(6) -> lstm (feed_forward_to_rnn preprocessor):
// DL4J loses T (RNN(6) without T: rejected); corrected restores T = 7 from the path.
using restore_t = nm::graph<nm::inputs<nm::graph_input<"seq", nm::input::recurrent{6, 7}>>,
                            nm::vertex<"last", nm::last_time_step_vertex{}, "seq">,
                            nm::vertex<"rnn", nm::lstm{.units = 3}, "last">, nm::outputs<"rnn">>;
static_assert(nm::output_type<restore_t> == nm::input_type(nm::input::recurrent{3, 7}));
static_assert(restore_t::analysis<nm::policy::dl4j>.failure == failure::rule);
static_assert(restore_t::analysis<nm::policy::dl4j>.rule.broken == &nm::rules::recurrent_input_without_time_steps);

}  // namespace
