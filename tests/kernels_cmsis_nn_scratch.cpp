// tests/kernels_cmsis_nn_scratch.cpp: CMSIS-NN kernel scratch (kernels/cmsis_nn/scratch.hpp, pinned to
// CMSIS-NN 4ab83cc3 built with GCC; its integer formulas are those of 098d54a6) for every conv2d and
// depthwise layer of MLPerf Tiny VWW and DS-CNN, each expected value worked out by hand from the
// CMSIS-NN sources (Source/ConvolutionFunctions/arm_*_get_buffer_sizes_s8.c at 4ab83cc3); float32 formulas
// from arm_get_buffer_size_f32.c at 4ab83cc3.
// Also tests: netmem/kernels/kernel_scratch.hpp
// Also tests: netmem/kernels/cmsis_nn/cmsis_nn.hpp
#include <doctest/doctest.h>

#include "support/plan_scratch.hpp"

#include <cstddef>

#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/detail/tflm_operators.hpp>
#include <netmem/zoo/mlperf_ds_cnn.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>

namespace {
namespace nm = netmem;
using netmem_test::scratch_of_layer;
constexpr nm::deployment dsp{.kernels = nm::kernel_library::cmsis_nn_dsp};
constexpr nm::deployment mve{.kernels = nm::kernel_library::cmsis_nn_mve};
constexpr nm::deployment pure_c{.kernels = nm::kernel_library::cmsis_nn_pure_c};


// Layer positions in the zoo lists: VWW: 0 conv, 1 bn, 2 relu, then 13 blocks of (depthwise, bn,
// relu, 1x1 conv, bn, relu) from 3; 81 avg pool, 82 flatten, 83 output. DS-CNN: 0 conv, 1 bn,
// 2 relu, 3 dropout, then 4 blocks of 6 from 4; 28 dropout, 29 avg pool, 30 flatten, 31 output.
constexpr std::size_t vww_blocks = 13;
constexpr std::size_t ds_cnn_blocks = 4;
}  // namespace

TEST_CASE("VWW, CMSIS-NN DSP: scratch of every conv2d and depthwise layer") {
    constexpr auto plan = nm::memory_plan_of<nm::zoo::mlperf_vww_mobilenet_v1, dsp>;
    // Layer 0: 3x3 conv, C_in 3, stride 2, same: not 1x1, input height 96 != 1 so not 1xN:
    // generic im2col, cols = 3*3*3 = 27, rounded up to 28; 2 columns x 28 x 2 B (int16) = 112.
    CHECK(scratch_of_layer(plan, 0) == 112);
    for (std::size_t block = 0; block < vww_blocks; ++block) {
        CAPTURE(block);
        // Depthwise 3x3, multiplier 1: TFLite same padding puts at most 1 row/column before
        // (stride 1: total 2, top 1; stride 2 on an even size: total 1, top 0), so the wrapper
        // picks arm_depthwise_conv_3x3_s8: 0 B.
        CHECK(scratch_of_layer(plan, 3 + 6 * block) == 0);
        // 1x1 conv, stride 1, no padding: arm_convolve_1x1_s8_fast, whose DSP buffer is
        // 2 * C_in * 2 B only under ArmClang >= 6.10.50; with GCC: 0 B.
        CHECK(scratch_of_layer(plan, 6 + 6 * block) == 0);
    }
    // Average pool 3x3 on 256 channels: arm_avgpool_s8 DSP keeps C int32 sums: 256 * 4 = 1,024.
    CHECK(scratch_of_layer(plan, 81) == 1'024);
    // Fully connected on DSP: 0.
    CHECK(scratch_of_layer(plan, 83) == 0);
    // The scratch never sets the peak here: at layer 0, 27,648 (input) + 18,432 + 112 < 55,296.
    CHECK(plan.arena_bytes == 55'296);
}

TEST_CASE("VWW, CMSIS-NN MVE: scratch of every conv2d and depthwise layer") {
    constexpr auto plan = nm::memory_plan_of<nm::zoo::mlperf_vww_mobilenet_v1, mve>;
    // Layer 0: MVE generic im2col: 4 rows x ceil(27 / 16) = 2 registers x 16 B = 128.
    CHECK(scratch_of_layer(plan, 0) == 128);
    for (std::size_t block = 0; block < vww_blocks; ++block) {
        CAPTURE(block);
        // Depthwise on MVE (C_in == C_out, N 1, dilation 1): 4 * CH_IN_BLOCK_MVE (124) * 3 * 3 = 4,464.
        CHECK(scratch_of_layer(plan, 3 + 6 * block) == 4'464);
        CHECK(scratch_of_layer(plan, 6 + 6 * block) == 0);  // 1x1 fast: 0 on MVE
    }
    CHECK(scratch_of_layer(plan, 81) == 0);  // avg pool: 0 on MVE
    CHECK(scratch_of_layer(plan, 83) == 8);  // fully connected MVE: C_out * 4 = 2 * 4 (kernel sums)
}

TEST_CASE("DS-CNN, CMSIS-NN DSP, MVE and pure C") {
    constexpr auto on_dsp = nm::memory_plan_of<nm::zoo::mlperf_ds_cnn, dsp>;
    constexpr auto on_mve = nm::memory_plan_of<nm::zoo::mlperf_ds_cnn, mve>;
    constexpr auto on_c = nm::memory_plan_of<nm::zoo::mlperf_ds_cnn, pure_c>;
    // Layer 0: 10x4 conv, C_in 1, stride 2, same on 49x10: generic im2col, cols = 10*4*1 = 40
    // (already a multiple of 4). DSP and pure C: 2 x 40 x 2 B = 160. MVE: 4 x ceil(40/16) = 3 x 16 = 192.
    CHECK(scratch_of_layer(on_dsp, 0) == 160);
    CHECK(scratch_of_layer(on_c, 0) == 160);
    CHECK(scratch_of_layer(on_mve, 0) == 192);
    for (std::size_t block = 0; block < ds_cnn_blocks; ++block) {
        CAPTURE(block);
        const std::size_t depthwise = 4 + 6 * block;
        const std::size_t pointwise = 7 + 6 * block;
        // Depthwise 3x3 same on 25x5x64, padding 1 before: DSP and pure C take the 3x3 kernel (0 B);
        // MVE: 4 * 124 * 9 = 4,464.
        CHECK(scratch_of_layer(on_dsp, depthwise) == 0);
        CHECK(scratch_of_layer(on_c, depthwise) == 0);
        CHECK(scratch_of_layer(on_mve, depthwise) == 4'464);
        // 1x1 stride 1 convs: 0 everywhere (GCC).
        CHECK(scratch_of_layer(on_dsp, pointwise) == 0);
        CHECK(scratch_of_layer(on_mve, pointwise) == 0);
    }
    // Average pool 25x5 on 64 channels: DSP 64 * 4 = 256, MVE and pure C 0.
    CHECK(scratch_of_layer(on_dsp, 29) == 256);
    CHECK(scratch_of_layer(on_mve, 29) == 0);
    CHECK(scratch_of_layer(on_c, 29) == 0);
    // Lower bound with MVE scratch, by hand: a depthwise step holds its input and output
    // (2 x 8,000) plus 4,464 of scratch = 20,464 (more than the 16,000 without scratch).
    CHECK(on_mve.lower_bound_bytes == 20'464);
    CHECK(on_mve.arena_bytes >= on_mve.lower_bound_bytes);
    CHECK(on_dsp.lower_bound_bytes == 16'000);
}

TEST_CASE("kernel_scratch_bytes: worked checks from CMSIS-NN 4ab83cc3 arm_convolve_s8 / _s16 get_buffer_size") {
    // 3x3 conv, C_in 16 (not 1x1, not 1xN): cols 144. DSP / pure C 2*144*2 = 576; MVE 4*9*16 = 576.
    constexpr nm::kernel_call c16{.operation = nm::kernel_operation::convolution,
                                  .input_height = 8, .input_width = 8, .input_channels = 16,
                                  .filter_height = 3, .filter_width = 3,
                                  .output_height = 8, .output_width = 8, .output_channels = 16,
                                  .padding_height = 1, .padding_width = 1};
    CHECK(nm::kernel_scratch_bytes(c16, nm::kernel_library::cmsis_nn_dsp, nm::data_type::int8) == 576);
    CHECK(nm::kernel_scratch_bytes(c16, nm::kernel_library::cmsis_nn_mve, nm::data_type::int8) == 576);
    CHECK(nm::kernel_scratch_bytes(c16, nm::kernel_library::reference, nm::data_type::int8) == 0);
    // C_in 3: 27 columns: DSP 2*28*2 = 112, MVE 4*2*16 = 128.
    nm::kernel_call c3 = c16;
    c3.input_channels = 3;
    CHECK(nm::kernel_scratch_bytes(c3, nm::kernel_library::cmsis_nn_dsp, nm::data_type::int8) == 112);
    CHECK(nm::kernel_scratch_bytes(c3, nm::kernel_library::cmsis_nn_mve, nm::data_type::int8) == 128);
    // int16 (s16) conv: 2 * cols * 2 with no rounding: 2*27*2 = 108; MVE 4*ceil(27/8)*8*2 = 4*4*8*2 = 256.
    CHECK(nm::kernel_scratch_bytes(c3, nm::kernel_library::cmsis_nn_dsp, nm::data_type::int16) == 108);
    CHECK(nm::kernel_scratch_bytes(c3, nm::kernel_library::cmsis_nn_mve, nm::data_type::int16) == 256);
    // Depthwise 5x5 (not the 3x3 kernel), 32 channels, DSP: C*K_h*K_w*2 = 32*25*2 = 1,600.
    constexpr nm::kernel_call dw5{.operation = nm::kernel_operation::depthwise_convolution,
                                  .input_height = 8, .input_width = 8, .input_channels = 32,
                                  .filter_height = 5, .filter_width = 5,
                                  .output_height = 8, .output_width = 8, .output_channels = 32,
                                  .padding_height = 2, .padding_width = 2};
    CHECK(nm::kernel_scratch_bytes(dw5, nm::kernel_library::cmsis_nn_dsp, nm::data_type::int8) == 1'600);
    CHECK(nm::kernel_scratch_bytes(dw5, nm::kernel_library::cmsis_nn_pure_c, nm::data_type::int8) == 0);
    // MVE depthwise: independent of channels: 4*124*25 = 12,400.
    CHECK(nm::kernel_scratch_bytes(dw5, nm::kernel_library::cmsis_nn_mve, nm::data_type::int8) == 12'400);
    // A channel multiplier (C_out != C_in) disables the optimized path: 0 on DSP.
    nm::kernel_call dw_multiplier = dw5;
    dw_multiplier.output_channels = 64;
    CHECK(nm::kernel_scratch_bytes(dw_multiplier, nm::kernel_library::cmsis_nn_dsp, nm::data_type::int8) == 0);
}

TEST_CASE("float32 kernels: CMSIS-NN 4ab83cc3 arm_get_buffer_size_f32.c, by hand") {
    // kernel_call fields: operation, batches, input H, W, C, filter K_h, K_w, output H, W, C, stride h, w,
    // padding h, w, dilation h, w.
    auto conv = [](nm::size_type width, nm::size_type channels, nm::size_type kernel_width, nm::size_type padding) {
        nm::kernel_call k{};
        k.operation = nm::kernel_operation::convolution;
        k.input_width = width;
        k.input_channels = channels;
        k.filter_width = kernel_width;
        k.output_width = width - kernel_width + 1 + 2 * padding;
        k.output_channels = 8;
        k.padding_width = padding;
        return k;
    };
    // 1xN (H = H_o = 1, K_h = 1, K_w 10 > 1, stride_h 1, pad_h 0, dilation 1): K_w C_in 4 bytes.
    // C_in 4: 10 x 4 x 4 = 160.
    CHECK(nm::kernel_scratch_bytes(conv(100, 4, 10, 0), nm::kernel_library::cmsis_nn_dsp, nm::data_type::float32) == 160);
    // C_in 1: the f32 1xN test has no stride_w C_in % 4 condition (the s8 one has): 10 x 1 x 4 = 40
    // (the generic size would be 8 x 10 x 1 x 4 = 320).
    CHECK(nm::kernel_scratch_bytes(conv(100, 1, 10, 0), nm::kernel_library::cmsis_nn_dsp, nm::data_type::float32) == 40);
    // 1x3, stride 1, no padding, batch 1: excluded from the 1xN path, generic: 8 x (1 x 3 x 4) x 4 = 384.
    CHECK(nm::kernel_scratch_bytes(conv(100, 4, 3, 0), nm::kernel_library::cmsis_nn_dsp, nm::data_type::float32) == 384);
    // The same 1x3 with padding 1 is 1xN again: 3 x 4 x 4 = 48.
    CHECK(nm::kernel_scratch_bytes(conv(100, 4, 3, 1), nm::kernel_library::cmsis_nn_dsp, nm::data_type::float32) == 48);

    nm::kernel_call depthwise{};
    depthwise.operation = nm::kernel_operation::depthwise_convolution;
    depthwise.input_height = depthwise.input_width = depthwise.output_height = depthwise.output_width = 10;
    depthwise.filter_height = depthwise.filter_width = 3;
    depthwise.padding_height = depthwise.padding_width = 1;
    depthwise.input_channels = 1;
    depthwise.output_channels = 8;
    // MVE, C_in 1: a conv with 8 one-channel 3x3 filters (generic: 8 x 9 x 1 x 4 = 288) plus the
    // reordered filter round4(8) x 3 x 3 x 4 = 288: 576. DSP: multiplier 8, not 1: 0.
    CHECK(nm::kernel_scratch_bytes(depthwise, nm::kernel_library::cmsis_nn_mve, nm::data_type::float32) == 576);
    CHECK(nm::kernel_scratch_bytes(depthwise, nm::kernel_library::cmsis_nn_dsp, nm::data_type::float32) == 0);
    // Multiplier 1 on 8 channels: ARM_NN_DW_NT_T_F32_TILE_ROWS 4 x 9 x 8 x 4 = 1,152.
    depthwise.input_channels = 8;
    CHECK(nm::kernel_scratch_bytes(depthwise, nm::kernel_library::cmsis_nn_dsp, nm::data_type::float32) == 1'152);
}

// TFLM's cmsis_nn/depthwise_conv.cc (tflite-micro 90b983c2) Prepare leaves dw_conv_params.stride
// unset when it asks arm_depthwise_conv_wrapper_s8_get_buffer_size. With MVE a depthwise layer of
// one input channel and C_out > 1 is sized as a convolution (arm_deptwise_conv_s8_one_in_ch_
// get_buffer_size_mve: the conv's buffer + K_h K_w C_out for the transposed filter), and a 1 x N
// convolution reads the stride: arm_nn_is_convolve_1_x_n needs stride_w C_in % 4 == 0. The Arm
// oracle (TFLM for the Cortex-M55, arm-none-eabi-gcc) reads the unset stride as 0, and the
// Cortex-M's division by 0 gives 0. Two generated models of the Arm soak show it
// (tflm-arena-arm --cpu cortex-m55 --kernels cmsis_nn: op.2.scratch_bytes=22, op.4.scratch_bytes=8).
// By hand, arm_convolve_1_x_n_s8_get_buffer_size_mve with stride 0:
// - gen_204784 op 2: input 1x23x1, filter 1x5, SAME (pad_x 2), 3 outputs: total_pad = 5 - 23 = -18,
//   asym 0; right_pad_num = max(1, 3 / 0 = 0) = 1, left 1, no_pad 21: 1 + 21 + 1 = 23 = output_x;
//   size max(5 + 2, 4 + 2) = 7; + 1 x 5 x 3 = 15: 22 B requested.
//   At Eval (stride 1: 1 x 1 % 4 != 0, the generic arm_convolve_s8 size, 4 x ceil(5 / 16) x 16 =
//   64): the filter goes to buf + 64, so the kernel writes 64 + 15 = 79 B.
// - gen_205392 op 4: input 1x6x1, filter 1x2, stride 2 SAME (no padding), 3 outputs: total_pad =
//   2 - 6 = -4, asym 0, pad 0: right 0, left 0, no_pad 3; size max(2, 1) = 2; + 6 = 8 B requested.
//   At Eval (stride 2: 2 % 4 != 0): 64 + 6 = 70 B written.
// The DSP and pure-C sizing never read the stride: 0 for both (C_in != C_out).
TEST_CASE("CMSIS-NN MVE depthwise with one input channel: TFLM sizes it with the stride unset") {
    namespace tf = netmem::tflm;
    constexpr tf::tflm_operator op_2{.kind = tf::builtin_operator::depthwise_conv_2d,
                                     .input = tf::shape(1, 1, 23, 1),
                                     .weights = tf::shape(1, 1, 5, 3),
                                     .output = tf::shape(1, 1, 23, 3),
                                     .input_count = 3,
                                     .has_bias = true,
                                     .padding = tf::padding_type::same,
                                     .stride_height = 1,
                                     .stride_width = 1};
    constexpr tf::tflm_operator op_4{.kind = tf::builtin_operator::depthwise_conv_2d,
                                     .input = tf::shape(1, 1, 6, 1),
                                     .weights = tf::shape(1, 1, 2, 3),
                                     .output = tf::shape(1, 1, 3, 3),
                                     .input_count = 3,
                                     .has_bias = true,
                                     .padding = tf::padding_type::same,
                                     .stride_height = 2,
                                     .stride_width = 2};
    constexpr auto mve_2 = tf::tflm_operator_facts_of(op_2, nm::kernel_library::cmsis_nn_mve, 32);
    constexpr auto mve_4 = tf::tflm_operator_facts_of(op_4, nm::kernel_library::cmsis_nn_mve, 32);
    CHECK(mve_2.scratch_bytes() == 22);
    CHECK(mve_4.scratch_bytes() == 8);
    CHECK(mve_2.kernel_overruns_scratch);
    CHECK(mve_4.kernel_overruns_scratch);
    CHECK(mve_2.known_issue == "tflite-micro cmsis_nn/depthwise_conv.cc sizes the scratch with dw_conv_params.stride unset");
    // netmem's own plan reserves what the kernel writes at Eval.
    const nm::kernel_call call_2{.operation = nm::kernel_operation::depthwise_convolution, .input_height = 1,
                                 .input_width = 23, .input_channels = 1, .filter_height = 1, .filter_width = 5,
                                 .output_height = 1, .output_width = 23, .output_channels = 3,
                                 .padding_width = 2};
    nm::kernel_call call_4 = call_2;
    call_4.input_width = 6;
    call_4.filter_width = 2;
    call_4.output_width = 3;
    call_4.stride_height = call_4.stride_width = 2;
    call_4.padding_width = 0;
    CHECK(nm::kernel_scratch_bytes(call_2, nm::kernel_library::cmsis_nn_mve, nm::data_type::int8) == 79);
    CHECK(nm::kernel_scratch_bytes(call_4, nm::kernel_library::cmsis_nn_mve, nm::data_type::int8) == 70);
    // Not on the DSP: no scratch, nothing unset is read.
    constexpr auto dsp_2 = tf::tflm_operator_facts_of(op_2, nm::kernel_library::cmsis_nn_dsp, 32);
    CHECK(dsp_2.scratch_bytes() == 0);
    CHECK_FALSE(dsp_2.kernel_overruns_scratch);
    // A channel-preserving MVE depthwise layer does not read the stride: requested = written.
    constexpr tf::tflm_operator same_channels{.kind = tf::builtin_operator::depthwise_conv_2d,
                                              .input = tf::shape(1, 8, 8, 4),
                                              .weights = tf::shape(1, 3, 3, 4),
                                              .output = tf::shape(1, 8, 8, 4),
                                              .input_count = 3,
                                              .has_bias = true,
                                              .padding = tf::padding_type::same,
                                              .stride_height = 1,
                                              .stride_width = 1};
    // arm_depthwise_conv_s8_opt_get_buffer_size_mve: 4 x CH_IN_BLOCK_MVE (124) x 3 x 3 = 4,464 B.
    constexpr auto mve_same = tf::tflm_operator_facts_of(same_channels, nm::kernel_library::cmsis_nn_mve, 32);
    CHECK(mve_same.scratch_bytes() == 4'464);
    CHECK_FALSE(mve_same.kernel_overruns_scratch);
}
