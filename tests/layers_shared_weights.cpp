// tests/layers_shared_weights.cpp: one layer applied to two inputs (Siamese networks; issue 11 §3).
// Every expected value is worked out by hand in its comment.
#include <doctest/doctest.h>

#include <netmem/netmem.hpp>

namespace {
namespace nm = netmem;
constexpr nm::conv2d conv{.filters = 1, .kernel = {3, 3}, .padding = nm::padding::same};
// Two 8x8x1 inputs, the same 3x3 conv on each, the two results added.
using siamese = nm::graph<nm::inputs<nm::graph_input<"a", nm::input::convolutional{8, 8, 1}>,
                                     nm::graph_input<"b", nm::input::convolutional{8, 8, 1}>>,
                          nm::vertex<"left", conv, "a">, nm::vertex<"right", nm::shared_weights<conv>{}, "b">,
                          nm::vertex<"sum", nm::elementwise{.op = nm::elementwise_op::add}, "left", "right">,
                          nm::outputs<"sum">>;
}  // namespace

TEST_CASE("shared weights: parameters and flash once") {
    // Keras: one Conv2D(1, 3) object called on two inputs: 3*3*1*1 + 1 = 10 parameters, not 20.
    CHECK(nm::parameter_count<siamese> == 10);
    CHECK(nm::trainable_parameter_count<siamese> == 10);
    CHECK(nm::output_type<siamese, "right"> == nm::input_type(nm::input::convolutional{8, 8, 1}));
    // int8 TFLite: 9 int8 weights + 1 int32 bias = 13 B, stored once (the second CONV_2D reads the
    // same buffers).
    constexpr auto plan = nm::memory_plan_of<siamese>;
    CHECK(plan.flash.weights_and_biases() == 13);
    // The report: the second application has no parameters, gradients or updater state, but its
    // activations (8*8*1 = 64 elements per example) are its own.
    const auto report = nm::memory_report<siamese>();
    bool found = false;
    for (std::size_t i = 0; i < report.size(); ++i) {
        if (report[i].parameters == 0 && report[i].output == nm::input_type(nm::input::convolutional{8, 8, 1}) &&
            report[i].working_memory_variable_inference > 0) {
            found = true;
            // im2col of the second application: 1 channel * 8*8 * 3*3 = 576 elements per example.
            CHECK(report[i].working_memory_variable_inference == 576);
        }
    }
    CHECK(found);
}
