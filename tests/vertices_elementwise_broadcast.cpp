// tests/vertices_elementwise_broadcast.cpp: elementwise with broadcast (issue 11 §3): squeeze-and-excitation
// multiplies an H x W x C map by a 1 x 1 x C scale (MobileNetV3, EfficientNet). Every expected value
// is worked out by hand in its comment.
// Also tests: netmem/layers/elementwise_op.hpp
#include <doctest/doctest.h>

#include <algorithm>

#include <netmem/netmem.hpp>

namespace {
namespace nm = netmem;

// Squeeze-and-excitation on 8x8x16 (Keras: GlobalAveragePooling2D, Dense(4, relu),
// Dense(16, hard_sigmoid -> here relu6 so that it fuses), Reshape((1, 1, 16)), Multiply()).
using se_block = nm::graph<
    nm::inputs<nm::graph_input<"x", nm::input::convolutional{8, 8, 16}>>,
    nm::vertex<"squeeze", nm::global_pooling{.type = nm::pooling_type::avg}, "x">,
    nm::vertex<"reduce", nm::dense{.units = 4, .activation = nm::activation::relu}, "squeeze">,
    nm::vertex<"expand", nm::dense{.units = 16, .activation = nm::activation::relu6}, "reduce">,
    nm::vertex<"scale", nm::feed_forward_to_cnn{.height = 1, .width = 1, .channels = 16}, "expand">,
    nm::vertex<"excite", nm::elementwise{.op = nm::elementwise_op::product, .broadcast = true}, "x", "scale">,
    nm::outputs<"excite">>;
}  // namespace

TEST_CASE("broadcast shapes: NumPy's rule per dimension") {
    // 8x8x16 * 1x1x16 -> 8x8x16; parameters: dense 16*4 + 4 = 68, dense 4*16 + 16 = 80: 148.
    CHECK(nm::output_type<se_block> == nm::input_type(nm::input::convolutional{8, 8, 16}));
    CHECK(nm::parameter_count<se_block> == 148);
    // 1x8x1 + 4x1x3 -> 4x8x3 (both sides broadcast).
    using both = nm::graph<nm::inputs<nm::graph_input<"a", nm::input::convolutional{1, 8, 1}>,
                                      nm::graph_input<"b", nm::input::convolutional{4, 1, 3}>>,
                           nm::vertex<"add", nm::elementwise{.op = nm::elementwise_op::add, .broadcast = true}, "a",
                                      "b">,
                           nm::outputs<"add">>;
    CHECK(nm::output_type<both> == nm::input_type(nm::input::convolutional{4, 8, 3}));
    // Feed-forward 1 + 10 -> 10.
    using scalar = nm::graph<nm::inputs<nm::graph_input<"a", nm::input::feed_forward{1}>,
                                        nm::graph_input<"b", nm::input::feed_forward{10}>>,
                             nm::vertex<"add", nm::elementwise{.op = nm::elementwise_op::add, .broadcast = true},
                                        "a", "b">,
                             nm::outputs<"add">>;
    CHECK(nm::output_type<scalar> == nm::input_type(nm::input::feed_forward{10}));
    // Without broadcast the same shapes are DL4J's error; 16 vs 8 channels never broadcast.
    using no_broadcast = nm::graph<nm::inputs<nm::graph_input<"a", nm::input::convolutional{1, 8, 1}>,
                                              nm::graph_input<"b", nm::input::convolutional{4, 1, 3}>>,
                                   nm::vertex<"add", nm::elementwise{.op = nm::elementwise_op::add}, "a", "b">,
                                   nm::outputs<"add">>;
    CHECK_FALSE(nm::is_valid<no_broadcast>);
    using mismatch = nm::graph<nm::inputs<nm::graph_input<"a", nm::input::convolutional{8, 8, 16}>,
                                          nm::graph_input<"b", nm::input::convolutional{1, 1, 8}>>,
                               nm::vertex<"mul", nm::elementwise{.op = nm::elementwise_op::product, .broadcast = true},
                                          "a", "b">,
                               nm::outputs<"mul">>;
    CHECK_FALSE(nm::is_valid<mismatch>);
}

TEST_CASE("squeeze-and-excitation in the int8 deployment plan: the MUL step") {
    constexpr auto plan = nm::memory_plan_of<se_block>;
    // TFLite MUL(x, scale) -> out: x 8*8*16 = 1,024 B, scale 16 B (the reshape aliases the dense
    // output), out 1,024 B, no scratch: 2,064 B live at the MUL step. Every earlier step holds
    // x (1,024) and at most 16 + 4 + 16 B and scratch below 1,024 B, so the MUL sets the peak.
    const auto peak = *std::max_element(plan.timeline.begin(), plan.timeline.begin() + plan.step_count);
    CHECK(peak == 2'064);
    CHECK(plan.timeline[plan.step_count - 1] == 2'064);
}
