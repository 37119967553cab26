// tests/layers_layer_deployment.cpp -- the tensors and scratch TFLite / TFLM really use for the layers
// that used to get the generic default (issue 11 §1): conv2d_transpose, separable_conv2d, conv1d,
// global_pooling (MEAN), lstm and simple_rnn. Every expected value is derived by hand below from
// the TFLM / CMSIS-NN rule named next to it.
// Also tests: netmem/layers/conv2d_transpose.hpp netmem/layers/separable_conv2d.hpp netmem/layers/conv1d.hpp
// Also tests: netmem/layers/lstm.hpp netmem/layers/simple_rnn.hpp
#include <doctest/doctest.h>

#include <netmem/netmem.hpp>

namespace nm = netmem;

namespace {
constexpr nm::deployment int8{};
constexpr nm::deployment m4{.kernels = nm::kernel_library::cmsis_nn_dsp};
}  // namespace

TEST_CASE("conv2d_transpose is TRANSPOSE_CONV with an int32 scratch the size of the output") {
    // 16x16x32 -> 16 filters, 3x3, stride 2, same, int8: output 32x32x16 = 16,384 B.
    using net = nm::sequential<nm::input::convolutional{16, 16, 32},
                               nm::conv2d_transpose{.filters = 16, .kernel = {3, 3}, .stride = {2, 2},
                                                    .padding = nm::padding::same}>;
    constexpr auto plan = nm::memory_plan_of<net, int8>;
    // TFLM kernels/transpose_conv.cc Prepare: int8 requests GetTensorShape(output).FlatSize() *
    // sizeof(int32_t) = 16,384 x 4 = 65,536 B. Arena: input 16*16*32 = 8,192 + 16,384 + 65,536.
    CHECK(plan.arena_bytes == 90'112);
    CHECK(plan.tensors()[plan.steps[0].scratch].data_bytes == 65'536);
    // Flash: weights 32*16*3*3 = 4,608 int8; biases 16 x 4 = 64 B; 16 per-channel pairs x 8 = 128 B.
    CHECK(plan.flash.weights == 4'608);
    CHECK(plan.flash.biases == 64);
    CHECK(plan.flash.quantization == 128);
    // int16 activations (16x8): int64 accumulators, 16,384 x 8 = 131,072 B; biases int64: 128 B.
    constexpr auto plan16 = nm::memory_plan_of<net, nm::tflite_int16x8>;
    CHECK(plan16.tensors()[plan16.steps[0].scratch].data_bytes == 131'072);
    CHECK(plan16.flash.biases == 128);
    // CMSIS-NN (arm_transpose_conv_s8_get_buffer_size): stride 2 <= 2 and C_in 32 > 16 -> the
    // reverse convolution: arm_convolve_s8_get_buffer_size 2 * round4(3*3*32 = 288) * 2 = 1,152 B,
    // plus the reversed filter C_in * K_w * K_h * C_out = 32*3*3*16 = 4,608 B (a second buffer):
    // 1,152 + 4,608 = 5,760 B of scratch data.
    constexpr auto cmsis = nm::memory_plan_of<net, m4>;
    CHECK(cmsis.tensors()[cmsis.steps[0].scratch].data_bytes == 5'760);
    // With 8 input channels (<= 16) the accumulator path: ((16 - 1) * 2 + max(3, 2)) * 16 columns
    // x max(3, 2) rows x 4 B = 33 * 16 * 3 * 4 = 6,336 B, one buffer.
    using narrow = nm::sequential<nm::input::convolutional{16, 16, 8},
                                  nm::conv2d_transpose{.filters = 16, .kernel = {3, 3}, .stride = {2, 2},
                                                       .padding = nm::padding::same}>;
    constexpr auto narrow_plan = nm::memory_plan_of<narrow, m4>;
    CHECK(narrow_plan.tensors()[narrow_plan.steps[0].scratch].data_bytes == 6'336);
    // float32: no scratch; 4 x (8,192 + 16,384) = 98,304 B.
    CHECK(nm::memory_plan_of<net, nm::tflite_float32>.arena_bytes == 98'304);
}

TEST_CASE("separable_conv2d is DEPTHWISE_CONV_2D then CONV_2D with an intermediate tensor") {
    // 32x32x8 -> 16 filters, 3x3 same, depth multiplier 4, int8. Intermediate 32*32*(8*4) = 32,768 B,
    // output 32*32*16 = 16,384 B, input 8,192 B.
    using net = nm::sequential<nm::input::convolutional{32, 32, 8},
                               nm::separable_conv2d{.filters = 16, .kernel = {3, 3}, .padding = nm::padding::same,
                                                    .depth_multiplier = 4}>;
    constexpr auto plan = nm::memory_plan_of<net, int8>;
    REQUIRE(plan.step_count == 2);
    CHECK(plan.timeline[0] == 8'192 + 32'768);   // depthwise: input + intermediate
    CHECK(plan.timeline[1] == 32'768 + 16'384);  // conv: intermediate + output = 49,152
    CHECK(plan.lower_bound_bytes == 49'152);
    CHECK(plan.peak_layer == 0);
    // Flash: depthwise 8*4*3*3 = 288 weights, 32 zero biases x 4 = 128 B, 32 pairs; conv 1x1
    // 32*16 = 512 weights, 16 biases x 4 = 64 B, 16 pairs. Weights 800, biases 192, pairs 48 x 8.
    CHECK(plan.flash.weights == 800);
    CHECK(plan.flash.biases == 192);
    CHECK(plan.flash.quantization == 384);
    // The parameter count is Keras's (no depthwise bias): 288 + 512 + 16 = 816.
    CHECK(nm::parameter_count<net> == 816);
}

TEST_CASE("conv1d is CONV_2D with height 1 and CMSIS-NN's scratch rules; batch norm folds") {
    // RNN(1, T 140) -> conv1d 2 filters, kernel 10, same -> batch norm -> zero_padding1d (10, 0) ->
    // conv1d 11 filters, kernel 11, no bias; int8, CMSIS-NN DSP.
    using net = nm::sequential<nm::input::recurrent{1, 140},
                               nm::conv1d{.filters = 2, .kernel = 10, .padding = nm::padding::same},
                               nm::batch_normalization{}, nm::zero_padding1d{.padding = {10, 0}},
                               nm::conv1d{.filters = 11, .kernel = 11, .use_bias = false}>;
    constexpr auto plan = nm::memory_plan_of<net, m4>;
    // Steps: conv (BN folded), pad, conv = 3.
    REQUIRE(plan.step_count == 3);
    CHECK(plan.merged_into[1] == 0);
    // conv 1: input (1, 140, 1), kernel (1, 10): stride 1 * C_in 1 is not a multiple of 4, so not
    // the 1xN path: im2col 2 * round4(10) * 2 = 48 B. conv 2: C_in 2, cols 22 -> 24: 2 * 24 * 2 = 96.
    CHECK(plan.tensors()[plan.steps[0].scratch].data_bytes == 48);
    CHECK(plan.tensors()[plan.steps[2].scratch].data_bytes == 96);
    // At conv 2: the padded input 150 * 2 = 300 -> 304, output (150 - 11 + 1) * 11 = 1,540 -> 1,552,
    // scratch 96: 1,952 B.
    CHECK(plan.timeline[2] == 1'952);
    // Flash: conv 1 weights 1*2*10 = 20, biases 2; the BN's folded biases add nothing (conv 1 has
    // them); conv 2 weights 2*11*11 = 242, the folded BN gives no bias to conv 2.
    CHECK(plan.flash.weights == 262);
    CHECK(plan.flash.biases == 8);
    // causal padding: Keras's PAD of (k - 1) = 9 steps first: (140 + 9) * 1 = 149 B (160 reserved).
    using causal = nm::sequential<nm::input::recurrent{1, 140},
                                  nm::conv1d{.filters = 2, .kernel = 10, .padding = nm::padding::causal}>;
    constexpr auto causal_plan = nm::memory_plan_of<causal, int8>;
    REQUIRE(causal_plan.step_count == 2);
    CHECK(causal_plan.timeline[0] == 144 + 160);  // input 140 -> 144, padded 149 -> 160
    CHECK(causal_plan.timeline[1] == 160 + 288);  // padded + output 140 * 2 = 280 -> 288
}

TEST_CASE("lstm is UNIDIRECTIONAL_SEQUENCE_LSTM: state, gate scratch, int8 tensors") {
    // RNN(4, T 10) -> lstm 8, int8, reference kernels, minibatch 1.
    using net = nm::sequential<nm::input::recurrent{4, 10}, nm::lstm{.units = 8}>;
    constexpr auto plan = nm::memory_plan_of<net, int8>;
    // Input 4*10 = 40 -> 48 B; output 8*10 = 80 B; state: hidden 8 int8 (16 reserved) + cell 8 int16
    // = 16 B -> 32 B; TFLM reference Prepare requests 4 gate buffers of batch 1 * 8 units *
    // sizeof(int16) = 16 B each: 64 B. Live at the one step: 48 + 80 + 32 + 64 = 224 B.
    CHECK(plan.arena_bytes == 224);
    // CMSIS-NN (kernels/cmsis_nn/unidirectional_sequence_lstm.cc): 3 buffers for int8: 48 B.
    CHECK(nm::memory_plan_of<net, m4>.arena_bytes == 208);
    // Flash: 4 gates x 8 units x (4 inputs + 8 recurrent) = 384 int8 weights; 4 x 8 = 32 int32
    // biases = 128 B; 8 weight tensors, per tensor (fully connected): 8 pairs = 64 B.
    CHECK(plan.flash.weights == 384);
    CHECK(plan.flash.biases == 128);
    CHECK(plan.flash.quantization == 64);
    // float32: input 160, output 320, hidden 32 + cell 32 (float) = 64, 4 buffers of 32: 672 B.
    CHECK(nm::memory_plan_of<net, nm::tflite_float32>.arena_bytes == 672);
}

TEST_CASE("simple_rnn is UNIDIRECTIONAL_SEQUENCE_RNN: hidden state, no scratch") {
    // RNN(4, T 10) -> simple_rnn 8, int8: input 48, output 80, hidden state 8 -> 16: 144 B.
    using net = nm::sequential<nm::input::recurrent{4, 10}, nm::simple_rnn{.units = 8}>;
    constexpr auto plan = nm::memory_plan_of<net, int8>;
    CHECK(plan.arena_bytes == 144);
    // Flash: 8*4 + 8*8 = 96 weights, 8 biases x 4 = 32 B, 2 weight tensors per tensor: 16 B.
    CHECK(plan.flash.weights == 96);
    CHECK(plan.flash.biases == 32);
    CHECK(plan.flash.quantization == 16);
}
