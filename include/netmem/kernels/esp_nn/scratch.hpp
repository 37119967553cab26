// netmem/kernels/esp_nn/scratch.hpp
// The scratch ESP-NN's int8 kernels request through esp-tflite-micro on the ESP32-S3 and the ESP32,
// and what they write, as constexpr formulas.
//
// Pinned sources:
// - espressif/esp-nn d45b843ca5f873ca9d0706ab0e7f14eafd132e98 (27 Apr 2026, version 1.2.3):
//   src/convolution/esp_nn_depthwise_conv_s8_esp32s3.c (esp_nn_get_depthwise_conv_scratch_size_esp32s3
//   and the dispatch of esp_nn_depthwise_conv_s8_esp32s3), src/convolution/esp_nn_conv_esp32s3.c
//   (esp_nn_get_conv_scratch_size_esp32s3); include/esp_nn.h selects the _esp32s3 functions when
//   ESP-IDF builds for CONFIG_IDF_TARGET_ESP32S3 with CONFIG_NN_OPTIMIZED.
// - espressif/esp-tflite-micro 99f49e1498b0984f4db54d9bf3938aceb99ad422 (14 Aug 2026):
//   tensorflow/lite/micro/kernels/esp_nn/{conv,depthwise_conv}.cc Prepare: for an int8 input it
//   passes input (W, H, C_in), output (W_o, H_o, C_out), stride, TFLite's padding before the first
//   column / row (OpDataConv::padding, ComputePaddingHeightWidth) and the depth multiplier, and calls
//   RequestScratchBufferInArena with the returned size when it is above 0 (one buffer per op).
//
// Notation: input (H, W, C), filter (K_h, K_w), output (H_o, W_o), stride (s_h, s_w), padding
// before (p_h, p_w), depth multiplier m; filter = K_w K_h C m; round16(x) = x rounded up to 16. Bytes.
//
// Depthwise, requested (the sizing function):
// | case                                         | bytes                                              |
// |----------------------------------------------|----------------------------------------------------|
// | m = 1, C % 8 = 0, 3x3, C % 16 = 0            | p_w or p_h: P_w = 2 p_w, P_h = 2 p_h; else P_w =    |
// |                                              | W_o s_w + 2 - W, P_h = H_o s_h + 2 - H. P = 0:      |
// |                                              | filter + 16; padded input (W + P_w)(H + P_h) C <=   |
// |                                              | 40,960: filter + padded + 16; else filter +        |
// |                                              | (W + P_w) 3 C + 16 (row strips)                     |
// | m = 1, C % 8 = 0, 3x3, C % 16 != 0, C >= 12  | 9 C16 + (W + T_w)(H + T_h) C16 + W_o H_o C16 + 64,  |
// |                                              | C16 = round16(C), T_w = 2 p_w + max(0, W_o s_w + 2 |
// |                                              | - W), T_h likewise                                  |
// | m = 1, C % 8 = 0, 3x3, C = 8                 | 2 (filter + W H C) + 32                             |
// | m = 1, C % 8 = 0, not 3x3                    | S = 2 (filter + W H C); S <= 49,152: S + 32; else   |
// |                                              | 2 filter + 2 W K_h C + 32                           |
// | m = 1, C % 8 != 0, C > 3                     | C8 = round8(C): a = round16(2 K_w K_h C8), b =      |
// |                                              | round16(a + 2 W H C8), c = round16(b + W_o H_o C8); |
// |                                              | c + 12 C8 + 16                                      |
// | m % 4 = 0 (m > 1)                            | 2 (filter + W H C) + 32                             |
// | otherwise                                    | 32                                                  |
// Depthwise, written: the same, except espressif/esp-nn#30 (fixed by esp-nn PR #37, after the pinned
// commit): for m = 1, 3x3, C % 16 = 0 and padding neither (0, 0) nor (1, 1) (TFLite's SAME over an
// even extent with stride 2 stores (1, 0) or (0, 1)) the kernel does not take the padded-s8 path the
// sizing function sized, but its C >= 12 path, which writes 9 C + 16 + W' H' C + W_o H_o C bytes with
// W' = W + 2 p_w + max(0, W_o s_w + 2 - (W + 2 p_w)) and H' likewise. netmem reserves what the kernel
// writes (depthwise_conv_s8_esp32s3_scratch_bytes); the request alone is
// depthwise_conv_s8_esp32s3_requested_bytes.
//
// Convolution, requested = written (esp_nn_get_conv_scratch_size_esp32s3):
// | case                                         | bytes                                              |
// |----------------------------------------------|----------------------------------------------------|
// | 1x1, no padding, stride 1                    | (C % 8 ? W H C8 : 0) + C8 C_out + (W H < 8 ? 0 :     |
// |                                              | 16 C8) + 64                                         |
// | K_w C < 16 and K_w K_h C >= 16 (im2col)      | L = round16(K_w K_h C): 4 C_out + 16 + C_out L +    |
// |                                              | 16 + L + 64                                         |
// | otherwise                                    | (p_w or p_h ? (W + 2 p_w)(H + 2 p_h) C : 0) +       |
// |                                              | K_w K_h C16 C_out + round16(K_w C) K_h C_out +      |
// |                                              | (R or B ? (W + R)(H + B) C : 0) + 64 + 4 C_out,     |
// |                                              | R = max(0, W_o s_w + K_w - 1 - W), B likewise       |
// Every function here is for int8 activations; TFLM aligns the one buffer to 16 in the arena.
//
// The other kernels esp-tflite-micro 99f49e14 replaces (tensorflow/lite/micro/kernels/esp_nn/), on
// both the ESP32-S3 and the ESP32 (Xtensa LX6: include/esp_nn.h includes esp_nn_generic_opt.h for
// every CONFIG_NN_OPTIMIZED target other than the S3 and the P4):
// | kernel (int8)            | ESP32-S3                     | ESP32 (generic _opt)          | source                        |
// |--------------------------|------------------------------|-------------------------------|-------------------------------|
// | CONV_2D                  | the table above              | 0 (esp_nn_conv_opt.c)         | esp_nn_get_conv_scratch_size_opt returns 0 |
// | DEPTHWISE_CONV_2D        | the table above              | 0 (esp_nn_depthwise_conv_opt.c) | ..._depthwise_conv_scratch_size_opt returns 0 |
// | SOFTMAX, int8 -> int8    | requested 4 D1, written 4 D  | the same                      | see below                     |
// | FULLY_CONNECTED          | 0 (int8 filter)              | 0                             | fully_connected.cc requests only for an int4 filter |
// | AVERAGE_/MAX_POOL_2D, ADD, MUL | 0                      | 0                             | pooling.cc, add.cc, mul.cc: no request |
// SOFTMAX: esp-tflite-micro's Prepare passes input->dims->data[1] as the width and data[2] as the
// height to esp_nn_get_softmax_scratch_size (esp_nn_softmax_s8_esp32s3.c, esp_nn_softmax_opt.c:
// width 4, the height unused), so D1 = the input's second dimension; Eval runs
// esp_nn_softmax_s8(input, outer_size, depth) with depth D = the LAST dimension, and the kernel
// stores one int32 per column of a row (scratch_buf[col], col < depth): 4 D bytes. For a [1, N]
// input D1 = D = N; for a rank-3 or rank-4 input the request is 4 D1 and the kernel writes 4 D:
// fewer bytes than it writes whenever D > D1 (e.g. [1, 4, 4, 32]: 16 B requested, 128 B written;
// for a rank-2 input data[2] is read past the dimensions, but only as the unused height). netmem
// reserves what the kernel writes, at least what it requests (softmax_s8_scratch_bytes); the request
// alone is softmax_s8_requested_bytes. int8 -> int16 and int16 run TFLM's reference softmax: 0.
//
// The kernel data esp-tflite-micro keeps in TFLM's tail (conv's and softmax's NodeData) and the
// whole-network rows: kernels/esp_nn/tflm_kernels.hpp. Not modelled: the ESP32-P4's kernels.
#pragma once

#include <cstdint>

#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/kernels/reference/reference.hpp>

namespace netmem::esp_nn {

namespace detail {
constexpr size_type larger(size_type a, size_type b) noexcept { return a > b ? a : b; }
/// first + rest...; a compile error on 64-bit overflow (checked_add of each).
template <class... Terms>
constexpr size_type checked_sum(size_type first, Terms... rest) noexcept {
    size_type result = first;
    ((result = checked_add(result, static_cast<size_type>(rest))), ...);
    return result;
}
/// Depth multiplier m = C_out / C_in.
constexpr size_type depth_multiplier(const kernel_call& k) noexcept {
    return k.input_channels > 0 ? k.output_channels / k.input_channels : 0;
}
/// The padded-s8 3x3 path of the sizing function (C % 16 = 0).
constexpr size_type depthwise_3x3_s8_padded(const kernel_call& k, size_type filter) noexcept {
    size_type pad_w = 0, pad_h = 0;
    if (k.padding_width != 0 || k.padding_height != 0) {
        pad_w = 2 * k.padding_width;
        pad_h = 2 * k.padding_height;
    } else {
        pad_w = checked_add(checked_multiply(k.output_width, k.stride_width), k.filter_width - 1) - k.input_width;
        pad_h = checked_add(checked_multiply(k.output_height, k.stride_height), k.filter_height - 1) - k.input_height;
    }
    if (pad_w == 0 && pad_h == 0) return filter + 16;
    const size_type full = checked_product(k.input_width + pad_w, k.input_height + pad_h, k.input_channels);
    if (full <= 40 * 1024) return checked_sum(filter, full, 16);
    return checked_sum(filter, checked_product(k.input_width + pad_w, k.filter_height, k.input_channels), 16);
}
}  // namespace detail

/// esp_nn_get_depthwise_conv_scratch_size_esp32s3: the bytes esp-tflite-micro requests.
constexpr size_type depthwise_conv_s8_esp32s3_requested_bytes(const kernel_call& k) noexcept {
    using detail::larger;
    const size_type c = k.input_channels, m = detail::depth_multiplier(k);
    const size_type filter = checked_product(k.filter_width, k.filter_height, c, m);
    const size_type input = checked_product(k.input_width, k.input_height, c);
    if (m == 1 && c % 8 == 0) {
        if (k.filter_width == 3 && k.filter_height == 3) {
            if (c % 16 == 0) return detail::depthwise_3x3_s8_padded(k, filter);
            if (c >= 12) {
                const size_type c16 = round_up(c, 16);
                const size_type pad_w = 2 * k.padding_width +
                                        larger(0, checked_multiply(k.output_width, k.stride_width) + 2 - k.input_width);
                const size_type pad_h = 2 * k.padding_height +
                                        larger(0, checked_multiply(k.output_height, k.stride_height) + 2 - k.input_height);
                return detail::checked_sum(checked_multiply(9, c16),
                                   checked_product(k.input_width + pad_w, k.input_height + pad_h, c16),
                                   checked_product(k.output_width, k.output_height, c16), 64);
            }
            return detail::checked_sum(checked_multiply(2, detail::checked_sum(filter, input)), 32);
        }
        const size_type s16 = checked_multiply(2, detail::checked_sum(filter, input));
        if (s16 <= 48 * 1024) return s16 + 32;
        return detail::checked_sum(checked_multiply(2, filter), checked_product(2, k.input_width, k.filter_height, c), 32);
    }
    if (m == 1 && c > 3) {
        const size_type c8 = round_up(c, 8);
        const size_type input_start = round_up(checked_product(k.filter_width, k.filter_height, c8, 2), 16);
        const size_type out_start = round_up(detail::checked_sum(input_start, checked_product(k.input_width, k.input_height, c8, 2)), 16);
        const size_type bias_start = round_up(detail::checked_sum(out_start, checked_product(k.output_width, k.output_height, c8)), 16);
        return detail::checked_sum(bias_start, checked_multiply(12, c8), 16);
    }
    if (m > 0 && m % 4 == 0) return detail::checked_sum(checked_multiply(2, detail::checked_sum(filter, input)), 32);
    return 32;
}

/// True for the case of espressif/esp-nn#30: the kernel's dispatch leaves the padded-s8 3x3 path
/// the sizing function sized (multiplier 1, C % 16 = 0, padding neither (0, 0) nor (1, 1)).
constexpr bool depthwise_conv_s8_esp32s3_under_requests(const kernel_call& k) noexcept {
    const bool symmetric = (k.padding_width == 0 && k.padding_height == 0) || (k.padding_width == 1 && k.padding_height == 1);
    return detail::depth_multiplier(k) == 1 && k.input_channels % 16 == 0 && k.filter_width == 3 && k.filter_height == 3 &&
           !symmetric;
}

/// The bytes esp_nn_depthwise_conv_s8_esp32s3 writes into its scratch (see the file comment).
constexpr size_type depthwise_conv_s8_esp32s3_written_bytes(const kernel_call& k) noexcept {
    using detail::larger;
    if (!depthwise_conv_s8_esp32s3_under_requests(k)) return depthwise_conv_s8_esp32s3_requested_bytes(k);
    const size_type c = k.input_channels;  // already a multiple of 16
    const size_type padded_w = k.input_width + 2 * k.padding_width;
    const size_type padded_h = k.input_height + 2 * k.padding_height;
    const size_type w = padded_w + larger(0, checked_multiply(k.output_width, k.stride_width) + 2 - padded_w);
    const size_type h = padded_h + larger(0, checked_multiply(k.output_height, k.stride_height) + 2 - padded_h);
    return detail::checked_sum(checked_multiply(9, c), 16, checked_product(w, h, c), checked_product(k.output_width, k.output_height, c));
}

/// What netmem reserves for an ESP32-S3 int8 depthwise convolution: what the kernel writes, at least
/// what it requests.
constexpr size_type depthwise_conv_s8_esp32s3_scratch_bytes(const kernel_call& k) noexcept {
    return detail::larger(depthwise_conv_s8_esp32s3_requested_bytes(k), depthwise_conv_s8_esp32s3_written_bytes(k));
}

/// esp_nn_get_conv_scratch_size_esp32s3 (see the file comment).
constexpr size_type conv_s8_esp32s3_scratch_bytes(const kernel_call& k) noexcept {
    using detail::larger;
    const size_type c = k.input_channels, c_out = k.output_channels;
    constexpr size_type align = 64;  // "alignment (16) + assembly pre/post access margin (48)"
    if (k.filter_width == 1 && k.filter_height == 1 && k.padding_width == 0 && k.padding_height == 0 &&
        k.stride_width == 1 && k.stride_height == 1) {
        const size_type c8 = round_up(c, 8);
        const size_type area = checked_multiply(k.input_width, k.input_height);
        const size_type transpose = area < 8 ? 0 : checked_multiply(16, c8);
        const size_type input = c % 8 != 0 ? checked_multiply(area, c8) : 0;
        return detail::checked_sum(input, checked_multiply(c8, c_out), transpose, align);
    }
    const size_type row = checked_multiply(k.filter_width, c);
    const size_type window = checked_multiply(row, k.filter_height);
    if (row < 16 && window >= 16) {
        const size_type window16 = round_up(window, 16);
        return detail::checked_sum(checked_multiply(4, c_out), 16, checked_multiply(c_out, window16), 16, window16, align);
    }
    const size_type input = k.padding_width == 0 && k.padding_height == 0
                                ? 0
                                : checked_product(k.input_width + 2 * k.padding_width, k.input_height + 2 * k.padding_height, c);
    const size_type filter = checked_product(k.filter_width, k.filter_height, round_up(c, 16), c_out);
    const size_type filter_alignment = checked_product(round_up(row, 16), k.filter_height, c_out);
    const size_type right = larger(0, checked_multiply(k.output_width, k.stride_width) + k.filter_width - 1 - k.input_width);
    const size_type bottom =
        larger(0, checked_multiply(k.output_height, k.stride_height) + k.filter_height - 1 - k.input_height);
    const size_type boundary = right > 0 || bottom > 0 ? checked_product(k.input_width + right, k.input_height + bottom, c) : 0;
    return detail::checked_sum(input, filter, filter_alignment, boundary, align, checked_multiply(4, c_out));
}

/// The ESP32 (Xtensa LX6) runs ESP-NN's generic optimised convolutions (esp_nn_generic_opt.h),
/// which request no scratch: esp_nn_get_conv_scratch_size_opt and
/// esp_nn_get_depthwise_conv_scratch_size_opt return 0.
constexpr size_type conv_s8_esp32_scratch_bytes(const kernel_call&) noexcept { return 0; }
constexpr size_type depthwise_conv_s8_esp32_scratch_bytes(const kernel_call&) noexcept { return 0; }

/// int8 softmax (ESP32-S3 and ESP32 alike): esp_nn_get_softmax_scratch_size(dims->data[1], ...) =
/// 4 x the input's second dimension, what esp-tflite-micro requests.
constexpr size_type softmax_s8_requested_bytes(size_type second_dimension) noexcept {
    return checked_multiply(4, second_dimension);
}
/// What esp_nn_softmax_s8 writes: one int32 per element of the last dimension (depth).
constexpr size_type softmax_s8_written_bytes(size_type depth) noexcept { return checked_multiply(4, depth); }
/// True where the request is smaller than what the kernel writes (depth > the second dimension:
/// rank 3 or 4 inputs; see the file comment).
constexpr bool softmax_s8_under_requests(size_type second_dimension, size_type depth) noexcept {
    return depth > second_dimension;
}
/// What netmem reserves for an int8 -> int8 softmax: what the kernel writes, at least what it requests.
constexpr size_type softmax_s8_scratch_bytes(size_type second_dimension, size_type depth) noexcept {
    return detail::larger(softmax_s8_requested_bytes(second_dimension), softmax_s8_written_bytes(depth));
}

/// FULLY_CONNECTED with int8 weights, pooling, ADD and MUL: esp-tflite-micro requests no scratch.
constexpr size_type fully_connected_s8_scratch_bytes(const kernel_call&) noexcept { return 0; }
constexpr size_type pooling_s8_scratch_bytes(const kernel_call&) noexcept { return 0; }

/// The chips whose ESP-NN kernels netmem models: include/esp_nn.h (espressif/esp-nn d45b843c) picks
/// the _esp32s3 functions for CONFIG_IDF_TARGET_ESP32S3 and the generic _opt ones (esp_nn_generic_opt.h)
/// for every other CONFIG_NN_OPTIMIZED target but the P4, among them the ESP32 (Xtensa LX6).
enum class chip : std::uint8_t { esp32, esp32s3 };

/// What netmem reserves for one int8 kernel call under esp-tflite-micro 99f49e14 on `target` (the
/// table of the file comment): its conv and depthwise conv the chip's rule; SOFTMAX the row buffer
/// (softmax_s8_scratch_bytes of the call's input_height = dims[1] and input_channels = the last
/// dimension); FULLY_CONNECTED and the poolings nothing; a kernel esp-tflite-micro does not
/// replace (TRANSPOSE_CONV, ...) TFLM's reference kernel's (kernels/reference/reference.hpp).
constexpr size_type scratch_bytes(chip target, const kernel_call& k) noexcept {
    const bool s3 = target == chip::esp32s3;
    switch (k.operation) {
        case kernel_operation::convolution: return s3 ? conv_s8_esp32s3_scratch_bytes(k) : conv_s8_esp32_scratch_bytes(k);
        case kernel_operation::depthwise_convolution:
            return s3 ? depthwise_conv_s8_esp32s3_scratch_bytes(k) : depthwise_conv_s8_esp32_scratch_bytes(k);
        case kernel_operation::fully_connected: return fully_connected_s8_scratch_bytes(k);
        case kernel_operation::average_pooling:
        case kernel_operation::max_pooling: return pooling_s8_scratch_bytes(k);
        case kernel_operation::softmax: return softmax_s8_scratch_bytes(k.input_height, k.input_channels);
        default: return kernel_library_model<kernel_library::reference>::scratch_bytes(k, data_type::int8, 1);
    }
}

}  // namespace netmem::esp_nn
