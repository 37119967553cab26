// tests/layers_gru_frameworks.cpp: layers and options people write in Keras and PyTorch (issue 11 §3):
// PyTorch's two LSTM biases, GRU (Keras and PyTorch), Keras Normalization, channel padding
// (BlazeFace). Every expected value is worked out by hand in its comment from the framework's
// documented weight shapes.
// Also tests: netmem/layers/normalization.hpp netmem/layers/channel_padding.hpp netmem/layers/lstm.hpp
#include <doctest/doctest.h>

#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/netmem.hpp>

namespace {
namespace nm = netmem;
template <nm::input_type In, auto Layer>
using one = nm::sequential<In, Layer>;
constexpr nm::input_type rnn10 = nm::input::recurrent{10, 5};
}  // namespace

TEST_CASE("lstm: PyTorch's bias_ih and bias_hh") {
    // torch.nn.LSTM(10, 20): weight_ih (80, 10) = 800, weight_hh (80, 20) = 1,600, bias_ih 80,
    // bias_hh 80: 2,560.
    CHECK(nm::parameter_count<one<rnn10, nm::lstm{.units = 20, .bias = nm::recurrent_bias::torch}>> == 2'560);
    // Keras LSTM(20) on 10 features: kernel (10, 80) + recurrent (20, 80) + bias 80 = 2,480.
    CHECK(nm::parameter_count<one<rnn10, nm::lstm{.units = 20}>> == 2'480);
    // PyTorch bias=False: 2,400 whatever the bias style.
    CHECK(nm::parameter_count<one<rnn10, nm::lstm{.units = 20, .use_bias = false,
                                                  .bias = nm::recurrent_bias::torch}>> == 2'400);
}

TEST_CASE("gru: Keras reset_after, PyTorch") {
    // Keras GRU(20) on 10 features, reset_after=True (TF2's default): kernel (10, 60) = 600,
    // recurrent_kernel (20, 60) = 1,200, bias (2, 60) = 120: 1,920.
    CHECK(nm::parameter_count<one<rnn10, nm::gru{.units = 20}>> == 1'920);
    // reset_after=False: bias (60,): 1,860.
    CHECK(nm::parameter_count<one<rnn10, nm::gru{.units = 20, .reset_after = false}>> == 1'860);
    // torch.nn.GRU(10, 20): weight_ih (60, 10) + weight_hh (60, 20) + bias_ih 60 + bias_hh 60 = 1,920.
    CHECK(nm::parameter_count<one<rnn10, nm::gru{.units = 20, .reset_after = false,
                                                 .bias = nm::recurrent_bias::torch}>> == 1'920);
    // No bias: 1,800.
    CHECK(nm::parameter_count<one<rnn10, nm::gru{.units = 20, .use_bias = false}>> == 1'800);
    CHECK(nm::output_type<one<rnn10, nm::gru{.units = 20}>> == nm::input_type(nm::input::recurrent{20, 5}));
    // Memory (policy::corrected, per example, T = 5, units 20): inference A = 3*5*20 = 300; training
    // cache none A + F + B = 300 + 400 + 400 = 1,100.
    const auto report = nm::memory_report<one<rnn10, nm::gru{.units = 20}>>();
    CHECK(report[0].working_memory_variable_inference == 300);
    CHECK(!nm::is_valid<one<rnn10, nm::gru{}>>);
}

TEST_CASE("normalization: Keras Normalization's mean, variance and count") {
    // keras.layers.Normalization() adapted on 8 features: mean (8,), variance (8,), count (): 17,
    // none trainable.
    using ff = one<nm::input::feed_forward{8}, nm::normalization{}>;
    CHECK(nm::parameter_count<ff> == 17);
    CHECK(nm::trainable_parameter_count<ff> == 0);
    // On 32x32x3 images (axis -1): 2*3 + 1 = 7.
    CHECK(nm::parameter_count<one<nm::input::convolutional{32, 32, 3}, nm::normalization{}>> == 7);
}

TEST_CASE("channel_padding: BlazeFace's shortcut in an FP32 plan") {
    // 64x64x24 -> depthwise 5x5 stride 2 same -> 32x32x24 -> 1x1 conv to 28 -> 32x32x28;
    // shortcut: max pool 2x2/2 -> 32x32x24 -> pad channels 24 -> 28; add.
    using block = nm::graph<
        nm::inputs<nm::graph_input<"x", nm::input::convolutional{64, 64, 24}>>,
        nm::vertex<"dw", nm::depthwise_conv2d{.kernel = {5, 5}, .stride = {2, 2}, .padding = nm::padding::same}, "x">,
        nm::vertex<"pw", nm::conv2d{.filters = 28, .kernel = {1, 1}}, "dw">,
        nm::vertex<"pool", nm::max_pool2d{.kernel = {2, 2}, .stride = {2, 2}}, "x">,
        nm::vertex<"pad", nm::channel_padding{.after = 4}, "pool">,
        nm::vertex<"add", nm::elementwise{.op = nm::elementwise_op::add}, "pw", "pad">, nm::outputs<"add">>;
    CHECK(nm::output_type<block> == nm::input_type(nm::input::convolutional{32, 32, 28}));
    constexpr nm::deployment fp32{.weights = nm::data_type::float32, .activations = nm::data_type::float32,
                                  .biases = nm::data_type::float32};
    constexpr auto plan = nm::memory_plan_of<block, fp32>;
    // Tensors (fp32): x 64*64*24*4 = 393,216; dw and pool outputs 32*32*24*4 = 98,304 each; pw, pad
    // and add outputs 32*32*28*4 = 114,688 each. In TFLite's operator order (dw, pw, pool, pad,
    // add), the 1x1 conv step holds x (still needed by the pool), dw and pw: 606,208 B (issue 11).
    // netmem's graph schedule runs ready vertices breadth first (dw, pool, pw, pad, add), so x dies
    // before the conv:
    //   dw:   x + dw                 = 393,216 + 98,304            = 491,520
    //   pool: x + dw + pool          = 393,216 + 98,304 + 98,304   = 589,824 (the peak)
    //   pw:   dw + pool + pw         = 98,304 + 98,304 + 114,688   = 311,296
    //   pad:  pool + pw + pad        = 98,304 + 114,688 + 114,688  = 327,680
    //   add:  pw + pad + add         = 3 * 114,688                 = 344,064
    REQUIRE(plan.step_count == 5);
    CHECK(plan.timeline[0] == 491'520);
    CHECK(plan.timeline[1] == 589'824);
    CHECK(plan.timeline[2] == 311'296);
    CHECK(plan.timeline[3] == 327'680);
    CHECK(plan.timeline[4] == 344'064);
    // TFLM runs the operators in the converter's order, the declaration order here (dw, pw, pool,
    // pad, add): at the 1x1 conv x (still needed by the pool), dw and pw are live:
    //   393,216 + 98,304 + 114,688 = 606,208 B, the figure, and TFLM's greedy head (every
    //   size a multiple of 16) reaches exactly that peak.
    constexpr nm::deployment fp32_tflm{.runtime = nm::runtime::tflm,
                                       .weights = nm::data_type::float32,
                                       .activations = nm::data_type::float32,
                                       .biases = nm::data_type::float32};
    CHECK(nm::tflm::arena<block>(fp32_tflm).head_bytes == 606'208);
    CHECK(nm::tflm::head_bytes_of<block, fp32_tflm> == 606'208);  // the same head, planned in parts
    // The padded tensor: 114,688 B, the shape the add needs.
    CHECK(nm::output_type<block, "pad"> == nm::input_type(nm::input::convolutional{32, 32, 28}));
}
