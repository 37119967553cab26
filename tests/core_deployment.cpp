// tests/core_deployment.cpp: what the deployment profile does to tensors, steps and flash (batch
// norm folding, fused activations, aliasing, in-place options, data types, minibatch), on small
// networks whose numbers are worked out by hand in the comments.
// Also tests: netmem/core/activation_function.hpp
#include <doctest/doctest.h>

#include <netmem/netmem.hpp>
#include <netmem/zoo/tflm_test_conv_model.hpp>

namespace {
namespace nm = netmem;
constexpr nm::activation_layer relu{.activation = nm::activation::relu};

// FF(8) -> dense 4 -> batch norm -> relu -> dense 2 (linear).
using mlp = nm::sequential<nm::input::feed_forward{8}, nm::dense{.units = 4}, nm::batch_normalization{}, relu,
                           nm::dense{.units = 2}>;
// The same without a bias in the first dense.
using mlp_no_bias = nm::sequential<nm::input::feed_forward{8}, nm::dense{.units = 4, .use_bias = false},
                                   nm::batch_normalization{}, relu, nm::dense{.units = 2}>;
// 8x8x1 -> conv 1x1 to 4 channels -> depthwise 3x3 same -> flatten -> dropout -> output 10 softmax.
using dw_net = nm::sequential<nm::input::convolutional{8, 8, 1}, nm::conv2d{.filters = 4, .kernel = {1, 1}},
                              nm::depthwise_conv2d{.kernel = {3, 3}, .padding = nm::padding::same},
                              nm::flatten{}, nm::dropout{.rate = 0.5}, nm::output{.units = 10}>;
}  // namespace

TEST_CASE("batch norm folds and relu fuses by default (TFLite)") {
    constexpr auto plan = nm::memory_plan_of<mlp>;
    // Two steps (the two dense layers); tensors: input 8 B, dense 4 B, dense 2 B, each 16 B aligned.
    CHECK(plan.step_count == 2);
    CHECK(plan.tensor_count == 3);
    CHECK(plan.merged_into[1] == 0);  // batch norm inside dense 0
    CHECK(plan.merged_into[2] == 0);  // relu inside dense 0
    // Flash: dense 0: 8*4 = 32 int8 weights + 4 int32 biases = 16 B; dense 1: 4*2 = 8 + 2*4 = 8.
    // The batch norm's 4*4 parameters leave flash.
    CHECK(plan.flash.weights == 40);
    CHECK(plan.flash.biases == 24);
    CHECK(plan.flash.layers[1].total() == 0);
    // Fully connected weights are quantized per tensor (TFLite): one pair per dense, 2 x 8 B.
    CHECK(plan.flash.quantization == 16);
    // Lower bound: 16 + 16 at either step.
    CHECK(plan.lower_bound_bytes == 32);
}

// A bare granularity where a quantization_scheme is expected means that granularity for every
// weight kind (core/deployment.hpp: it initializes quantization_scheme::every_kind), never the
// convolutions' field alone. g++ accepts the brace elision silently; clang warns (C99 designator
// extension), silenced here to test the meaning.
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc99-designator"
#pragma clang diagnostic ignored "-Wmissing-braces"
#endif
constexpr nm::deployment bare_per_channel{.quantization = nm::quantization_granularity::per_channel};
constexpr nm::deployment bare_per_tensor{.quantization = nm::quantization_granularity::per_tensor};
#if defined(__clang__)
#pragma clang diagnostic pop
#endif
TEST_CASE("a bare quantization granularity applies to every weight kind") {
    static_assert(bare_per_channel.quantization == nm::uniform_quantization(nm::quantization_granularity::per_channel));
    static_assert(bare_per_channel.quantization.of(nm::weight_kind::fully_connected) ==
                  nm::quantization_granularity::per_channel);
    static_assert(bare_per_tensor.quantization.of(nm::weight_kind::convolution) ==
                  nm::quantization_granularity::per_tensor);
    // mlp's dense layers per channel: one pair per unit, 4 + 2 = 6 pairs x 8 B = 48 B (the default
    // scheme, fully connected per tensor, stores 2 pairs = 16 B: the test above).
    CHECK(nm::flash_usage<mlp>(bare_per_channel).quantization == 48);
    // dw_net per tensor: conv, depthwise and output one pair each, 3 x 8 = 24 B (the default: conv 4 +
    // depthwise 4 per channel + output 1 = 9 pairs = 72 B).
    CHECK(nm::flash_usage<dw_net>(bare_per_tensor).quantization == 24);
    CHECK(nm::flash_usage<dw_net>().quantization == 72);
}

TEST_CASE("folding into a layer without a bias adds the batch norm's C biases") {
    constexpr auto flash = nm::flash_usage<mlp_no_bias>();
    // dense 0 gains 4 int32 biases (16 B); dense 1 keeps its 2 (8 B).
    CHECK(flash.layers[0].biases == 16);
    CHECK(flash.biases == 24);
}

TEST_CASE("no folding, no fusing: batch norm and relu are steps of their own") {
    constexpr auto plan = nm::memory_plan_of<mlp, nm::deployment{.fold_batch_normalization = false, .fuse_activations = false}>;
    CHECK(plan.step_count == 4);
    CHECK(plan.tensor_count == 5);
    // Unfolded batch norm stores a multiplier and an offset per channel: 2*4 = 8 int8 weights.
    CHECK(plan.flash.layers[1].weights == 8);
    CHECK(plan.flash.weights == 48);
    // With in-place element-wise layers the unfolded batch norm and the relu write into the dense
    // layer's tensor: tensors input, dense 0, dense 1.
    constexpr auto in_place = nm::memory_plan_of<mlp, nm::deployment{.fold_batch_normalization = false, .fuse_activations = false, .in_place_activations = true}>;
    CHECK(in_place.step_count == 4);
    CHECK(in_place.tensor_count == 3);
    CHECK(in_place.layer_tensor[1] == in_place.layer_tensor[0]);
    CHECK(in_place.layer_tensor[2] == in_place.layer_tensor[0]);
}

TEST_CASE("a batch norm after an activation does not fold") {
    using relu_first = nm::sequential<nm::input::feed_forward{8}, nm::dense{.units = 4, .activation = nm::activation::relu},
                                      nm::batch_normalization{}, nm::dense{.units = 2}>;
    constexpr auto plan = nm::memory_plan_of<relu_first>;
    CHECK(plan.step_count == 3);
    CHECK(plan.flash.layers[1].weights == 8);  // 2 * 4 channels
}

TEST_CASE("aliases, softmax step, in-place depthwise") {
    constexpr auto plan = nm::memory_plan_of<dw_net>;
    // Steps: conv, depthwise, dense, softmax (TFLite FullyConnected + Softmax) = 4; flatten and
    // dropout alias the depthwise output.
    CHECK(plan.step_count == 4);
    CHECK(plan.layer_tensor[2] == plan.layer_tensor[1]);
    CHECK(plan.layer_tensor[3] == plan.layer_tensor[1]);
    // Live bytes: conv 64 in + 256 out = 320; depthwise 256 + 256 = 512; dense 256 + 16 (10 B
    // aligned) = 272; softmax 16 + 16 = 32.
    CHECK(plan.timeline[0] == 320);
    CHECK(plan.timeline[1] == 512);
    CHECK(plan.timeline[2] == 272);
    CHECK(plan.timeline[3] == 32);
    CHECK(plan.lower_bound_bytes == 512);
    CHECK(plan.arena_bytes == 512);
    CHECK(plan.peak_layer == 1);
    // In place (TinyEngine): the depthwise writes over its input, 256 at its step; the peak moves
    // to the conv step (320).
    constexpr auto in_place = nm::memory_plan_of<dw_net, nm::deployment{.in_place_depthwise = true}>;
    CHECK(in_place.timeline[1] == 256);
    CHECK(in_place.lower_bound_bytes == 320);
    CHECK(in_place.arena_bytes == 320);
    CHECK(in_place.peak_layer == 0);
    // The network output (softmax) is the last tensor.
    CHECK(plan.output().data_bytes == 10);
    CHECK(plan.output().last_step == 3);
}

TEST_CASE("data types, alignment and minibatch") {
    // float32: every tensor x 4: 3,136 * 4 + 4,608 * 4 = 30,976; weights x 4 = 65,088; biases
    // 58 x 4 = 232; no quantization parameters.
    constexpr auto f32 = nm::memory_plan_of<nm::zoo::tflm_test_conv_model, nm::tflite_float32>;
    CHECK(f32.arena_bytes == 30'976);
    CHECK(f32.flash.weights == 65'088);
    CHECK(f32.flash.biases == 232);
    CHECK(f32.flash.quantization == 0);
    // Minibatch 2 doubles the activations: 2 * 7,744 = 15,488.
    CHECK(nm::memory_plan_of<nm::zoo::tflm_test_conv_model, nm::deployment{.minibatch = 2}>.arena_bytes == 15'488);
    // Alignment 64: 3,136 -> 3,136 (49 * 64), 4,608 (72 * 64): still 7,744; the 10-B output takes 64.
    constexpr auto a64 = nm::memory_plan_of<nm::zoo::tflm_test_conv_model, nm::deployment{.alignment = 64}>;
    CHECK(a64.arena_bytes == 7'744);
    CHECK(a64.output().arena_bytes == 64);
    CHECK(a64.output().data_bytes == 10);
}

TEST_CASE("global average pooling is TFLite's MEAN: int32 accumulators with every kernel set") {
    using pooled = nm::sequential<nm::input::convolutional{4, 4, 8}, nm::global_pooling{.type = nm::pooling_type::avg},
                                  nm::dense{.units = 2}>;
    // TFLM reduce_common.cc PrepareMeanOrSumHelper, int8: scratch sizeof(int32) * 8 output elements
    // = 32 B, sizeof(int) * input rank 4 = 16 B, sizeof(int) * 2 axes = 8 B; each buffer 16-B
    // aligned: 32 + 16 + 8 = 56 B of data, 64 reserved. Step 0 by hand: input 4*4*8 = 128 B,
    // output 8 B (16 aligned), scratch 64: 208 B, with the reference and the CMSIS-NN kernels alike
    // (TFLM has no CMSIS-NN MEAN).
    constexpr auto plan = nm::memory_plan_of<pooled, nm::deployment{.kernels = nm::kernel_library::cmsis_nn_dsp}>;
    CHECK(plan.timeline[0] == 208);
    CHECK(nm::memory_plan_of<pooled>.timeline[0] == 208);
    CHECK(plan.tensors()[plan.steps[0].scratch].data_bytes == 56);
    // issue 11: 4x4x1280 int8 average pooling: accumulators 1,280 x 4 = 5,120 B, plus the two
    // index buffers (16 + 8 -> 16 + 16 reserved): arena 20,480 (input) + 1,280 (output) + 5,152 =
    // 26,912 B. (The 26,880 counts the accumulators only; TFLM also requests the two index
    // buffers in the same Prepare.)
    using big = nm::sequential<nm::input::convolutional{4, 4, 1280}, nm::global_pooling{.type = nm::pooling_type::avg}>;
    CHECK(nm::memory_plan_of<big>.arena_bytes == 26'912);
    // Global max pooling is REDUCE_MAX: the index buffers only (16 + 8): 128 + 16 + 32 = 176 B.
    using max_pooled = nm::sequential<nm::input::convolutional{4, 4, 8}, nm::global_pooling{}, nm::dense{.units = 2}>;
    CHECK(nm::memory_plan_of<max_pooled>.timeline[0] == 176);
    // float32 MEAN keeps no int32 accumulators: 512 + 32 + 32 = 576 B.
    CHECK(nm::memory_plan_of<pooled, nm::tflite_float32>.timeline[0] == 576);
}

TEST_CASE("a network of aliases only: no step, the input is the output") {
    using only_dropout = nm::sequential<nm::input::feed_forward{100}, nm::dropout{}>;
    constexpr auto plan = nm::memory_plan_of<only_dropout>;
    CHECK(plan.step_count == 0);
    // 100 int8 elements, 112 after 16-B alignment.
    CHECK(plan.arena_bytes == 112);
    CHECK(plan.lower_bound_bytes == 112);
    CHECK(plan.output_tensor == plan.input_tensor);
}

TEST_CASE("16x8 quantization: int64 biases by default (TFLite)") {
    // conv2d 8 filters 3x3 on 8x8x1, int8 weights and int16 activations (TFLite's 16x8 scheme):
    // the profile's bias type follows: int64. 8 biases x 8 B = 64 B (issue 11 §3); with int8
    // activations the same 8 biases are int32: 32 B.
    using net = nm::sequential<nm::input::convolutional{8, 8, 1}, nm::conv2d{.filters = 8, .kernel = {3, 3}}>;
    constexpr nm::deployment int16x8{.activations = nm::data_type::int16};
    static_assert(int16x8.biases == nm::data_type::int64);
    static_assert(nm::tflite_int16x8 == int16x8);
    CHECK(nm::flash_usage<net>(int16x8).biases == 64);
    CHECK(nm::flash_usage<net>(nm::deployment{}).biases == 32);
    // Weights stay int8: 3*3*1*8 = 72 B; activations int16: input 8*8*1*2 = 128 B, output 6*6*8*2
    // = 576 B, both live at the conv step: 704 B.
    CHECK(nm::flash_usage<net>(int16x8).weights == 72);
    CHECK(nm::memory_plan_of<net, int16x8>.lower_bound_bytes == 704);
    // An explicit bias type wins: int32 biases with 16x8 (TFLite's experimental option).
    CHECK(nm::flash_usage<net>(nm::deployment{.activations = nm::data_type::int16, .biases = nm::data_type::int32})
              .biases == 32);
    // Float: biases take the activation type, no quantization parameters.
    static_assert(nm::tflite_float32.biases == nm::data_type::float32);
    static_assert(nm::tflite_float32.quantization == nm::uniform_quantization(nm::quantization_granularity::none));
}
