// tests/kernels_esp_nn_scratch.cpp: ESP-NN's int8 convolution scratch on the ESP32-S3
// (kernels/esp_nn/scratch.hpp) against hand derivations from the ESP-NN source at espressif/esp-nn
// d45b843c (src/convolution/esp_nn_depthwise_conv_s8_esp32s3.c, esp_nn_conv_esp32s3.c), each case
// written out step by step, and against the figures of espressif/esp-nn#30 / PR #37.
#include <doctest/doctest.h>

#include <netmem/kernels/esp_nn/scratch.hpp>
#include <netmem/kernels/kernel_scratch.hpp>

namespace {
namespace nm = netmem;
namespace esp = netmem::esp_nn;

/// A window over H x W x C with a K_h x K_w filter, stride, output and TFLite's padding before.
constexpr nm::kernel_call window(nm::kernel_operation op, nm::size_type h, nm::size_type w, nm::size_type c,
                                 nm::size_type k, nm::size_type stride, nm::size_type h_o, nm::size_type w_o,
                                 nm::size_type c_out, nm::size_type pad_h, nm::size_type pad_w) {
    return {.operation = op, .input_height = h, .input_width = w, .input_channels = c, .filter_height = k,
            .filter_width = k, .output_height = h_o, .output_width = w_o, .output_channels = c_out,
            .stride_height = stride, .stride_width = stride, .padding_height = pad_h, .padding_width = pad_w};
}
constexpr auto dw = nm::kernel_operation::depthwise_convolution;
constexpr auto conv = nm::kernel_operation::convolution;
}  // namespace

TEST_CASE("ESP-NN depthwise: espressif/esp-nn#30, DS-CNN 3x3 stride 2 SAME on 49x20x32") {
    // SAME, stride 2: H_o = ceil(49 / 2) = 25, total pad (25-1)*2 + 3 - 49 = 2 -> p_h = 1;
    // W_o = ceil(20 / 2) = 10, total pad (10-1)*2 + 3 - 20 = 1 -> p_w = 0 (TFLite stores the pad before).
    constexpr auto k = window(dw, 49, 20, 32, 3, 2, 25, 10, 32, 1, 0);
    // Requested: m = 1, C % 16 = 0, 3x3, padding given -> P_w = 0, P_h = 2; filter 3*3*32 = 288;
    // padded input 20 * 51 * 32 = 32,640 <= 40,960 -> 288 + 32,640 + 16 = 32,944 (PR #37: "32944 bytes").
    CHECK(esp::depthwise_conv_s8_esp32s3_requested_bytes(k) == 32'944);
    // Written: padding (p_w, p_h) = (0, 1), ESP-NN's order, is neither (0, 0) nor (1, 1), so the
    // kernel runs its C >= 12 path:
    // W' = 20 + 0 + max(0, 10*2 + 2 - 20) = 22, H' = 49 + 2 + max(0, 25*2 + 2 - 51) = 52;
    // 9*32 + 16 + 22*52*32 + 10*25*32 = 288 + 16 + 36,608 + 8,000 = 44,912 (esp-nn#30: "44912 written").
    CHECK(esp::depthwise_conv_s8_esp32s3_under_requests(k));
    CHECK(esp::depthwise_conv_s8_esp32s3_written_bytes(k) == 44'912);
    CHECK(esp::depthwise_conv_s8_esp32s3_scratch_bytes(k) == 44'912);
}

TEST_CASE("ESP-NN depthwise: the other branches of the sizing function, by hand") {
    // 3x3 stride 1 SAME on 10x10x16, pad (1, 1): P = 2 each; padded 12*12*16 = 2,304 <= 40,960;
    // filter 144 -> 144 + 2,304 + 16 = 2,464; the kernel takes the padded path: written = requested.
    constexpr auto same = window(dw, 10, 10, 16, 3, 1, 10, 10, 16, 1, 1);
    CHECK(esp::depthwise_conv_s8_esp32s3_requested_bytes(same) == 2'464);
    CHECK(!esp::depthwise_conv_s8_esp32s3_under_requests(same));
    CHECK(esp::depthwise_conv_s8_esp32s3_scratch_bytes(same) == 2'464);
    // VALID 3x3 stride 1 on 10x10x16 -> 8x8: P_w = 8*1 + 2 - 10 = 0, P_h = 0 -> filter + 16 = 160.
    CHECK(esp::depthwise_conv_s8_esp32s3_requested_bytes(window(dw, 10, 10, 16, 3, 1, 8, 8, 16, 0, 0)) == 160);
    // SAME on 64x64x16: padded 66*66*16 = 69,696 > 40,960 -> row strips: 144 + 66*3*16 + 16 = 3,328.
    CHECK(esp::depthwise_conv_s8_esp32s3_requested_bytes(window(dw, 64, 64, 16, 3, 1, 64, 64, 16, 1, 1)) == 3'328);
    // C = 24 (% 8 = 0, % 16 != 0, >= 12), SAME 3x3 stride 1 on 8x8: C16 = 32; T_w = 2 + max(0, 8 + 2 - 8) = 4,
    // T_h = 4; 9*32 + 12*12*32 + 8*8*32 + 64 = 288 + 4,608 + 2,048 + 64 = 7,008.
    CHECK(esp::depthwise_conv_s8_esp32s3_requested_bytes(window(dw, 8, 8, 24, 3, 1, 8, 8, 24, 1, 1)) == 7'008);
    // C = 8, 3x3 on 8x8: 2 (72 + 8*8*8) + 32 = 2 * 584 + 32 = 1,200.
    CHECK(esp::depthwise_conv_s8_esp32s3_requested_bytes(window(dw, 8, 8, 8, 3, 1, 8, 8, 8, 1, 1)) == 1'200);
    // 5x5 on 8x8x16 (C % 8 = 0, not 3x3): filter 400, input 1,024; S = 2 * 1,424 = 2,848 <= 49,152 -> 2,880.
    CHECK(esp::depthwise_conv_s8_esp32s3_requested_bytes(window(dw, 8, 8, 16, 5, 1, 8, 8, 16, 2, 2)) == 2'880);
    // C = 5 (> 3, % 8 != 0), 3x3 SAME on 4x4: C8 = 8; a = round16(3*3*8*2 = 144) = 144;
    // b = round16(144 + 4*4*8*2 = 400) = 400; c = round16(400 + 4*4*8 = 528) = 528; 528 + 12*8 + 16 = 640.
    CHECK(esp::depthwise_conv_s8_esp32s3_requested_bytes(window(dw, 4, 4, 5, 3, 1, 4, 4, 5, 1, 1)) == 640);
    // C = 2, m = 4 (C_out 8), 3x3 on 4x4: filter 3*3*2*4 = 72, input 32 -> 2 * 104 + 32 = 240.
    CHECK(esp::depthwise_conv_s8_esp32s3_requested_bytes(window(dw, 4, 4, 2, 3, 1, 4, 4, 8, 1, 1)) == 240);
    // C = 3, m = 1: none of the cases -> the fallback 32.
    CHECK(esp::depthwise_conv_s8_esp32s3_requested_bytes(window(dw, 4, 4, 3, 3, 1, 4, 4, 3, 1, 1)) == 32);
}

TEST_CASE("ESP-NN convolution: esp_nn_get_conv_scratch_size_esp32s3, by hand") {
    // 1x1 stride 1 unpadded, 10x10x8 -> 16: C8 = 8; W H = 100 >= 8 -> transpose 2 * 8 * 8 = 128;
    // input 0 (8 % 8 = 0); filter 8 * 16 = 128 -> 128 + 128 + 64 = 320.
    CHECK(esp::conv_s8_esp32s3_scratch_bytes(window(conv, 10, 10, 8, 1, 1, 10, 10, 16, 0, 0)) == 320);
    // 1x1 on 2x2x5 -> 4: C8 = 8; W H = 4 < 8 -> no transpose; input 4 * 8 = 32; filter 8 * 4 = 32 -> 128.
    CHECK(esp::conv_s8_esp32s3_scratch_bytes(window(conv, 2, 2, 5, 1, 1, 2, 2, 4, 0, 0)) == 128);
    // 3x3 C = 2 -> 8: row 3*2 = 6 < 16, window 18 >= 16 -> im2col; L = 32:
    // 4*8 + 16 + 8*32 + 16 + 32 + 64 = 32 + 16 + 256 + 16 + 32 + 64 = 416.
    CHECK(esp::conv_s8_esp32s3_scratch_bytes(window(conv, 8, 8, 2, 3, 1, 8, 8, 8, 1, 1)) == 416);
    // 3x3 SAME stride 1, 8x8x16 -> 8: padded input 10*10*16 = 1,600; filter 3*3*16*8 = 1,152;
    // alignment round16(3*16 = 48) * 3 * 8 = 1,152; R = 8 + 3 - 1 - 8 = 2 = B -> 10*10*16 = 1,600;
    // + 64 + 4*8 -> 1,600 + 1,152 + 1,152 + 1,600 + 64 + 32 = 5,600.
    CHECK(esp::conv_s8_esp32s3_scratch_bytes(window(conv, 8, 8, 16, 3, 1, 8, 8, 8, 1, 1)) == 5'600);
}

// SOFTMAX, int8 -> int8 (ESP32-S3 and ESP32). Source: esp-tflite-micro 99f49e14
// tensorflow/lite/micro/kernels/esp_nn/softmax.cc Prepare:
//   scratch_buf_size = esp_nn_get_softmax_scratch_size(input->dims->data[1], input->dims->data[2]);
// esp-nn d45b843c src/softmax/esp_nn_softmax_s8_esp32s3.c and esp_nn_softmax_opt.c:
//   return width * 4;  (height unused)
// and the kernel, esp_nn_softmax_s8(in, outer_size, depth, ...), stores scratch_buf[col] (int32)
// for col < depth, depth = the last dimension.
TEST_CASE("ESP-NN softmax: requested 4 x dims[1], written 4 x depth, by hand") {
    // kws-style [1, 12]: dims[1] = 12 = depth: 4 x 12 = 48 B requested and written.
    CHECK(esp::softmax_s8_requested_bytes(12) == 48);
    CHECK(esp::softmax_s8_written_bytes(12) == 48);
    CHECK_FALSE(esp::softmax_s8_under_requests(12, 12));
    CHECK(esp::softmax_s8_scratch_bytes(12, 12) == 48);
    // [1, 4, 4, 32] (softmax over the channels of a feature map): dims[1] = 4 -> 4 x 4 = 16 B
    // requested; depth 32 -> the kernel writes 4 x 32 = 128 B. netmem reserves 128.
    CHECK(esp::softmax_s8_requested_bytes(4) == 16);
    CHECK(esp::softmax_s8_written_bytes(32) == 128);
    CHECK(esp::softmax_s8_under_requests(4, 32));
    CHECK(esp::softmax_s8_scratch_bytes(4, 32) == 128);
    // [1, 49, 10] (rank 3, depth below dims[1]): 4 x 49 = 196 B requested, 4 x 10 = 40 B written:
    // the request is what TFLM plans, and it covers the writes.
    CHECK_FALSE(esp::softmax_s8_under_requests(49, 10));
    CHECK(esp::softmax_s8_scratch_bytes(49, 10) == 196);
}

// The ESP32 (Xtensa LX6): include/esp_nn.h includes esp_nn_generic_opt.h (no ARCH_ESP32_S3 or
// ARCH_ESP32_P4), which maps esp_nn_get_conv_scratch_size to esp_nn_get_conv_scratch_size_opt and
// esp_nn_get_depthwise_conv_scratch_size to ..._opt: both `return 0;` (src/convolution/
// esp_nn_conv_opt.c, esp_nn_depthwise_conv_opt.c). esp-tflite-micro then requests nothing
// (conv.cc / depthwise_conv.cc: "if (scratch_buf_size > 0)").
// Checked through esp_nn::scratch_bytes(chip, call), which picks the chip's rule, on calls whose S3
// figure is derived above: the same call must give the S3 figure on the S3 and 0 on the ESP32.
TEST_CASE("ESP-NN on the ESP32 (LX6): the generic kernels request no convolution scratch") {
    // DS-CNN's 49x20x32 3x3 stride-2 depthwise layer: 44,912 B written on the S3 (esp-nn#30, first
    // test case), 0 on the ESP32 (esp_nn_depthwise_conv_opt.c: esp_nn_get_depthwise_conv_scratch_size_opt
    // returns 0).
    constexpr auto k = window(dw, 49, 20, 32, 3, 2, 25, 10, 32, 1, 0);
    CHECK(esp::scratch_bytes(esp::chip::esp32s3, k) == 44'912);
    CHECK(esp::scratch_bytes(esp::chip::esp32, k) == 0);
    // 3x3 SAME stride 1 on 8x8x16 -> 8: 5,600 B on the S3 (derived in the convolution test case), 0 on
    // the ESP32 (esp_nn_conv_opt.c: esp_nn_get_conv_scratch_size_opt returns 0).
    constexpr auto c = window(conv, 8, 8, 16, 3, 1, 8, 8, 8, 1, 1);
    CHECK(esp::scratch_bytes(esp::chip::esp32s3, c) == 5'600);
    CHECK(esp::scratch_bytes(esp::chip::esp32, c) == 0);
    // A kernel esp-tflite-micro 99f49e14 does not replace (no kernels/esp_nn/transpose_conv.cc) is
    // TFLM's reference kernel on both chips: TRANSPOSE_CONV, int32 per output element, 8x8x16 -> 16x16x8
    // (stride 2): 16 * 16 * 8 * 4 = 8,192 B (tensorflow/lite/micro/kernels/transpose_conv.cc, Prepare).
    auto t = window(nm::kernel_operation::transpose_convolution, 8, 8, 16, 3, 2, 16, 16, 8, 0, 0);
    CHECK(esp::scratch_bytes(esp::chip::esp32, t) == 8'192);
    CHECK(esp::scratch_bytes(esp::chip::esp32s3, t) == 8'192);
}

// FULLY_CONNECTED (esp_nn/fully_connected.cc: RequestScratchBufferInArena only when
// filter->type == kTfLiteInt4), AVERAGE_POOL_2D / MAX_POOL_2D (esp_nn/pooling.cc: Init allocates
// OpDataPooling, no scratch request): 0 for int8.
// Where CMSIS-NN requests scratch for the same call (kernels/cmsis_nn/scratch.hpp), ESP-NN requests
// none: the dispatch must tell the operations apart.
TEST_CASE("ESP-NN fully connected and pooling: no scratch for int8") {
    constexpr nm::kernel_call fc{.operation = nm::kernel_operation::fully_connected, .input_channels = 256,
                                 .output_channels = 10};
    constexpr auto pool = window(nm::kernel_operation::average_pooling, 25, 5, 64, 5, 1, 1, 1, 64, 0, 0);
    for (const esp::chip target : {esp::chip::esp32, esp::chip::esp32s3}) {
        CAPTURE(static_cast<int>(target));
        CHECK(esp::scratch_bytes(target, fc) == 0);
        CHECK(esp::scratch_bytes(target, pool) == 0);
    }
    // The same calls under CMSIS-NN: arm_fully_connected_s8_get_buffer_size with MVE is C_out x 4 =
    // 10 * 4 = 40 B; arm_avgpool_s8_get_buffer_size with DSP is C x 4 = 64 * 4 = 256 B.
    CHECK(nm::kernel_scratch_bytes(fc, nm::kernel_library::cmsis_nn_mve, nm::data_type::int8) == 40);
    CHECK(nm::kernel_scratch_bytes(pool, nm::kernel_library::cmsis_nn_dsp, nm::data_type::int8) == 256);
}
