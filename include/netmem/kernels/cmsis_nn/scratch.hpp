// netmem/kernels/cmsis_nn/scratch.hpp
// CMSIS-NN's *_get_buffer_size functions as constexpr formulas: the scratch of CMSIS-NN's kernels
// (the kernel library model is kernels/cmsis_nn/cmsis_nn.hpp; what TFLM's cmsis_nn kernels allocate,
// kernels/cmsis_nn/tflm_kernels.hpp).
//
// Pinned version: CMSIS-NN at commit 4ab83cc3 (ARM-software/CMSIS-NN, 17 Jun 2026: the commit
// tflite-micro 90b983c2 pins in tools/make/ext_libs/cmsis_nn_download.sh), built with GCC
// (arm-none-eabi-g++), not with ArmClang >= 6.10.50. The integer (s8, s16) formulas are the same
// at 098d54a6 (6 Mar 2026; arm_convolve_get_buffer_sizes_s8.c V.2.3.0; no buffer-size source
// changed between the two) and at tags v6.0.0 and v7.0.0 (DSP rounds im2col columns up to 4 since
// v5.0.0, MVE rounds to 16 since v6.0.0; the file at each tag). The float32 formulas come from
// Source/NNSupportFunctions/arm_get_buffer_size_f32.c, which exists from 91f84c80 ("Add
// experimental CMSIS-NN float16/float32 support", Apr 2026) on, so not at 098d54a6.
// Consequences of the compiler: the 1x1-fast DSP buffer is 0 and the MVE
// depthwise-to-convolution threshold is 1 (Include/arm_nnsupportfunctions.h).
// TFLM's cmsis_nn kernels at 90b983c2 do not call the float32 kernels (float runs TFLM's reference
// kernels, no scratch); what TFLM requests through them is kernels/cmsis_nn/tflm_kernels.hpp.
//
// Notation: input (N, H, W, C_in), filter (K_h, K_w), output (H_o, W_o, C_out); cols = K_h K_w C_in;
// round4(x) = x rounded up to a multiple of 4. Bytes.
//
// int8 / uint8 activations (s8):
// | kernel                          | pure C             | DSP                          | MVE                          |
// |---------------------------------|--------------------|------------------------------|------------------------------|
// | conv, 1x1, no pad, dilation 1,  | 0                  | 0 (GCC)                      | 0                            |
// |   not grouped                   |                    |                              |                              |
// | conv 1xN (H = 1, K_h = 1,       | 2 round4(cols) 2   | 2 round4(cols) 2             | max(K_w C + pad C,           |
// |   dilation_w 1, stride_w C % 4 = 0, |                |                              |   (K_w-1) C + right_pad)     |
// |   not grouped)                  |                    |                              |                              |
// | conv, generic (im2col; also     | 2 round4(cols) 2   | 2 round4(cols) 2             | 4 ceil(cols / 16) 16         |
// |   grouped, cols with C_in)      |                    |                              |                              |
// | depthwise, C_in = C_out, N = 1, dilation 1: 3x3 with pad <= 1 | 0 | 0                  | 4 124 K_h K_w                |
// |   otherwise                     | 0                  | C_in K_h K_w 2               | 4 124 K_h K_w                |
// | depthwise, C_in = 1, C_out > 1 (MVE only: runs as a conv) | - | -                       | conv MVE size + K_h K_w C_out|
// | fully connected                 | 0                  | 0                            | C_out 4                      |
// | average pooling                 | 0                  | C 4                          | 0                            |
// | max pooling, elementwise        | 0                  | 0                            | 0                            |
// int16 (s16): conv pure C / DSP 2 cols 2, MVE 4 ceil(cols / 8) 8 2; depthwise (multiplier 1,
// dilation 1, K_h K_w < 512) DSP C K_h K_w 2, MVE 4 C K_h K_w 2 + 8, pure C 0; average pooling as s8;
// fully connected 0.
// float32 (f32; arm_get_buffer_size_f32.c; tile rows ARM_NN_CONV_NHWC_PATCH_GEMM_F32_MAX_TILE_ROWS = 8,
// ARM_NN_DW_NT_T_F32_TILE_ROWS = 4): conv with a 1x1 filter and no padding: 0 when stride 1 keeps
// the size, else 8 C_in 4; conv 1xN (H = H_o = 1, K_h = 1, K_w > 1, stride_h 1, pad_h 0, dilation 1,
// and not the 1x3 / 1x5 stride-1 unpadded single-batch case) K_w C_in 4; conv generic 8 cols 4;
// depthwise: MVE (ARM_MATH_MVEF) with C_in = 1: the conv size of the same window with C_out filters
// + round4(C_out) K_h K_w 4; else (multiplier 1, dilation 1) 4 K_h K_w C 4, otherwise 0; fully connected 0.
// Other activation types and the reference kernels: 0, except TRANSPOSE_CONV below.
//
// Transposed convolution (TFLite TRANSPOSE_CONV; TFLM kernels/transpose_conv.cc and
// kernels/cmsis_nn/transpose_conv.cc at the oracle's commit; CMSIS-NN
// arm_transpose_conv_get_buffer_sizes_s8.c), with every library:
// | activations | reference                        | CMSIS-NN (pure C, DSP, MVE)                         |
// |-------------|----------------------------------|-----------------------------------------------------|
// | int8        | N H_o W_o C_out 4 (int32 accum.) | two buffers: the im2col-style buffer and the        |
// |             |                                  | reversed filter (see transpose_conv_s8_* below)     |
// | int16       | N H_o W_o C_out 8 (int64 accum.) | the same as reference                               |
// | float32     | 0                                | 0                                                   |
// netmem's plan reserves what arm_transpose_conv_s8 WRITES where the pinned CMSIS-NN requests less
// (CMSIS-NN#243: a width stride above K_w and s_h; transpose_conv_s8_buffer_written), while the TFLM
// runtime model (kernels/cmsis_nn/tflm_kernels.hpp) keeps TFLM's request, which is what TFLM plans,
// and counts the operator in arena_report::kernel_overrun_operators.
// Buffers requested separately are each rounded up to the arena alignment (TFLM aligns every
// scratch buffer), so a kernel with two buffers returns round(first) + second.
#pragma once

#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/kernel_selection.hpp>

namespace netmem::cmsis_nn {

/// CH_IN_BLOCK_MVE (Include/arm_nnsupportfunctions.h).
inline constexpr size_type channel_block_mve = 124;

/// A grouped convolution: the filter has fewer channels than the input (filter_dims->c != input_dims->c).
constexpr bool is_grouped(const kernel_call& k) noexcept {
    return k.filter_channels != 0 && k.filter_channels != k.input_channels;
}
/// arm_nn_is_convolve_1x1: no padding, 1x1 filter, dilation 1, input_dims->c == filter_dims->c (a
/// grouped 1x1 convolution takes the generic path: CMSIS-NN issue 200).
constexpr bool is_convolve_1x1(const kernel_call& k) noexcept {
    return !is_grouped(k) && k.padding_width == 0 && k.padding_height == 0 && k.filter_width == 1 && k.filter_height == 1 &&
           k.dilation_width == 1 && k.dilation_height == 1;
}
/// arm_nn_is_convolve_1x1_fast: additionally stride 1x1.
constexpr bool is_convolve_1x1_fast(const kernel_call& k) noexcept {
    return k.stride_width == 1 && k.stride_height == 1;
}
/// arm_nn_is_convolve_1_x_n: input height 1, filter height 1, dilation_w 1, stride_w C_in % 4 == 0,
/// not grouped (input_dims->c == filter_dims->c).
constexpr bool is_convolve_1_x_n(const kernel_call& k) noexcept {
    return !is_grouped(k) && k.input_height == 1 && k.filter_height == 1 && k.dilation_width == 1 &&
           (k.stride_width * k.input_channels) % 4 == 0;
}
/// im2col columns K_h K_w C_in.
constexpr size_type im2col_columns(const kernel_call& k) noexcept {
    return checked_product(k.filter_height, k.filter_width, k.input_channels);
}

/// arm_convolve_s8_get_buffer_size, non-MVE: 2 round4(cols) int16.
constexpr size_type convolve_s8_dsp(const kernel_call& k) noexcept {
    return checked_product(2, round_up(im2col_columns(k), 4), 2);
}
/// arm_convolve_s8_get_buffer_size_mve: four int8 rows of whole 16-lane registers.
constexpr size_type convolve_s8_mve(const kernel_call& k) noexcept {
    return checked_product(4, ceil_divide(im2col_columns(k), 16), 16);
}
/// a / b as Cortex-M's SDIV computes it: truncated, and 0 for b == 0 (CCR.DIV_0_TRP clear, the
/// reset value). Only a stride TFLM leaves unset divides by 0 (depthwise_conv_wrapper_s8_tflm_request).
constexpr size_type cortex_m_divide(size_type a, size_type b) noexcept { return b == 0 ? 0 : a / b; }

/// arm_convolve_1_x_n_s8_get_buffer_size_mve (padding split; falls back to the generic size).
constexpr size_type convolve_1_x_n_s8_mve(const kernel_call& k) noexcept {
    const size_type total_pad = (k.output_width - 1) * k.stride_width + k.filter_width - k.input_width;
    const size_type asym_pad = total_pad % 2;
    const size_type pad_x = k.padding_width;
    auto at_least_one = [](size_type v) { return v > 1 ? v : 1; };
    const size_type right_pad_num =
        pad_x + asym_pad != 0 ? at_least_one(cortex_m_divide(pad_x + asym_pad + k.stride_width - 1, k.stride_width))
                              : 0;
    const size_type left_pad_num =
        pad_x != 0 ? at_least_one(cortex_m_divide(pad_x + k.stride_width - 1, k.stride_width)) : 0;
    const size_type rest = k.output_width - (right_pad_num + left_pad_num);
    const size_type no_pad_num = rest > 0 ? rest : 0;
    if (right_pad_num + no_pad_num + left_pad_num != k.output_width) return convolve_s8_mve(k);
    const size_type pad_size_left = pad_x * k.input_channels;
    const size_type pad_size_right = asym_pad != 0 ? right_pad_num * k.input_channels : pad_size_left;
    const size_type num_elem_left = k.filter_width * k.input_channels;
    const size_type num_elem_right = num_elem_left - k.input_channels;
    const size_type a = num_elem_left + pad_size_left;
    const size_type b = num_elem_right + pad_size_right;
    return a > b ? a : b;
}

/// arm_convolve_wrapper_s8_get_buffer_size{,_dsp,_mve}.
constexpr size_type convolve_wrapper_s8(const kernel_call& k, kernel_library library) noexcept {
    if (is_convolve_1x1(k)) return 0;  // 1x1 fast: DSP buffer only with ArmClang >= 6.10.50
    const bool mve = library == kernel_library::cmsis_nn_mve;
    if (is_convolve_1_x_n(k)) return mve ? convolve_1_x_n_s8_mve(k) : convolve_s8_dsp(k);
    return mve ? convolve_s8_mve(k) : convolve_s8_dsp(k);
}

/// arm_depthwise_conv_wrapper_s8_get_buffer_size{,_dsp,_mve}.
constexpr size_type depthwise_conv_wrapper_s8(const kernel_call& k, kernel_library library) noexcept {
    const bool mve = library == kernel_library::cmsis_nn_mve;
    if (mve && k.input_channels == 1 && k.output_channels > 1) {
        // CONVERT_DW_CONV_WITH_ONE_INPUT_CH_AND_OUTPUT_CH_ABOVE_THRESHOLD = 1 (GCC): runs as a conv,
        // plus a copy of the filter.
        return checked_add(convolve_wrapper_s8(k, library),
                           checked_product(k.filter_height, k.filter_width, k.output_channels));
    }
    if (k.input_channels != k.output_channels || k.batches != 1 || k.dilation_width != 1 || k.dilation_height != 1)
        return 0;
    if (mve) return checked_product(4, channel_block_mve, k.filter_width, k.filter_height);
    if (k.filter_width == 3 && k.filter_height == 3 && k.padding_height <= 1 && k.padding_width <= 1) return 0;
    if (library == kernel_library::cmsis_nn_dsp)
        return checked_product(k.input_channels, k.filter_width, k.filter_height, 2);
    return 0;
}

/// What TFLM requests for the call: tflite-micro 90b983c2 kernels/cmsis_nn/depthwise_conv.cc
/// Prepare fills dw_conv_params without its stride (PopulateDwConvParams sets it at Eval only)
/// before arm_depthwise_conv_wrapper_s8_get_buffer_size. The sizing reads the stride only with MVE,
/// for a one-input-channel layer run as a convolution whose input and filter are one row high
/// (arm_nn_is_convolve_1_x_n, arm_convolve_1_x_n_s8_get_buffer_size_mve). The unset stride is
/// what the stack holds; TFLM built by arm-none-eabi-gcc for the Cortex-M55 (the Arm oracle) reads
/// 0: generated models 204784 and 205392 request 22 B and 8 B where the kernel, at Eval with the
/// real stride, writes 79 B and 70 B (depthwise_conv_wrapper_s8; tests/kernels_cmsis_nn_scratch.cpp).
constexpr size_type depthwise_conv_wrapper_s8_tflm_request(const kernel_call& k, kernel_library library) noexcept {
    kernel_call unset = k;
    unset.stride_height = 0;
    unset.stride_width = 0;
    return depthwise_conv_wrapper_s8(unset, library);
}

/// REVERSE_TCOL_EFFICIENT_THRESHOLD (Include/arm_nnsupportfunctions.h).
inline constexpr size_type reverse_transpose_efficient_threshold = 16;

/// arm_transpose_conv_s8 runs as a convolution of the stride-expanded input with the reversed
/// filter when stride <= 2 on both axes and C_in > 16.
constexpr bool transpose_conv_uses_reverse_convolution(const kernel_call& k) noexcept {
    return k.stride_width <= 2 && k.stride_height <= 2 && k.input_channels > reverse_transpose_efficient_threshold;
}
/// arm_transpose_conv_s8_get_buffer_size{,_mve}: the convolution buffer of the (H s_h, W s_w, C_in)
/// input, or ((W - 1) s_w + max(K_w, s_h)) C_out x max(K_h, s_h) int32 accumulators.
constexpr size_type transpose_conv_s8_buffer(const kernel_call& k, kernel_library library) noexcept {
    if (transpose_conv_uses_reverse_convolution(k)) {
        kernel_call expanded = k;
        expanded.input_height = checked_multiply(k.input_height, k.stride_height);
        expanded.input_width = checked_multiply(k.input_width, k.stride_width);
        return library == kernel_library::cmsis_nn_mve ? convolve_s8_mve(expanded) : convolve_s8_dsp(expanded);
    }
    auto larger = [](size_type a, size_type b) { return a > b ? a : b; };
    const size_type columns = checked_multiply(
        checked_add(checked_multiply(k.input_width - 1, k.stride_width), larger(k.filter_width, k.stride_height)),
        k.output_channels);
    return checked_product(columns, larger(k.filter_height, k.stride_height), 4);
}
/// What arm_transpose_conv_s8 (Source/ConvolutionFunctions/arm_transpose_conv_s8.c at 4ab83cc3) really
/// uses of that buffer: its rolling buffer is ((W - 1) s_w + max(K_w, s_w)) C_out x max(K_h, s_h)
/// int32 (buf_x_elements, buf_y), with the WIDTH stride where the sizing function above uses the height
/// stride. CMSIS-NN#243 (ARM-software/CMSIS-NN pull 243, merged after the pinned commit): with a
/// width stride above both K_w and s_h the kernel writes past the request, e.g. input [2, 1, 9, 4],
/// filter [4, 1, 1, 4], stride (1, 2): 272 B requested, 288 B written. The reverse-convolution path
/// is unaffected.
constexpr size_type transpose_conv_s8_buffer_written(const kernel_call& k, kernel_library library) noexcept {
    if (transpose_conv_uses_reverse_convolution(k)) return transpose_conv_s8_buffer(k, library);
    auto larger = [](size_type a, size_type b) { return a > b ? a : b; };
    const size_type columns = checked_multiply(
        checked_add(checked_multiply(k.input_width - 1, k.stride_width), larger(k.filter_width, k.stride_width)),
        k.output_channels);
    return checked_product(columns, larger(k.filter_height, k.stride_height), 4);
}
/// True where the pinned CMSIS-NN requests less than arm_transpose_conv_s8 writes (CMSIS-NN#243).
constexpr bool transpose_conv_s8_under_requests(const kernel_call& k, kernel_library library) noexcept {
    return transpose_conv_s8_buffer_written(k, library) > transpose_conv_s8_buffer(k, library);
}
/// arm_transpose_conv_s8_get_reverse_conv_buffer_size: the reversed filter C_in K_w K_h C_out,
/// when the reverse convolution is used; else 0.
constexpr size_type transpose_conv_s8_reverse_buffer(const kernel_call& k) noexcept {
    return transpose_conv_uses_reverse_convolution(k)
               ? checked_product(k.input_channels, k.filter_width, k.filter_height, k.output_channels)
               : 0;
}

/// int16 kernels (s16).
constexpr size_type scratch_s16(const kernel_call& k, kernel_library library) noexcept {
    const bool mve = library == kernel_library::cmsis_nn_mve;
    const size_type kernel_area = checked_multiply(k.filter_height, k.filter_width);
    switch (k.operation) {
        case kernel_operation::convolution:
            return mve ? checked_product(4, ceil_divide(im2col_columns(k), 8), 8, 2)
                       : checked_product(2, im2col_columns(k), 2);
        case kernel_operation::depthwise_convolution:
            if (k.input_channels != k.output_channels || k.dilation_width != 1 || k.dilation_height != 1 ||
                kernel_area >= 512)
                return 0;
            if (mve) return checked_add(checked_product(4, k.input_channels, kernel_area, 2), 8);
            return library == kernel_library::cmsis_nn_dsp ? checked_product(k.input_channels, kernel_area, 2) : 0;
        case kernel_operation::average_pooling:
            return library == kernel_library::cmsis_nn_dsp ? checked_multiply(k.output_channels, 4) : 0;
        default: return 0;
    }
}

/// arm_convolve_wrapper_f32_get_buffer_size (arm_get_buffer_size_f32.c, NHWC).
constexpr size_type convolve_f32(const kernel_call& k) noexcept {
    if (k.filter_height == 1 && k.filter_width == 1 && k.padding_height == 0 && k.padding_width == 0) {
        // arm_convolve_1x1_f32_get_buffer_size
        const bool same_size = k.input_height == k.output_height && k.input_width == k.output_width;
        return k.stride_height == 1 && k.stride_width == 1 && same_size ? 0 : checked_product(8, k.input_channels, 4);
    }
    const bool small_unpadded = k.batches == 1 && (k.filter_width == 3 || k.filter_width == 5) && k.stride_width == 1 &&
                                k.padding_width == 0;
    if (k.input_height == 1 && k.output_height == 1 && k.filter_height == 1 && k.filter_width > 1 &&
        k.stride_height == 1 && k.padding_height == 0 && k.dilation_height == 1 && k.dilation_width == 1 &&
        !small_unpadded) {
        return checked_product(k.filter_width, k.input_channels, 4);  // arm_convolve_1_x_n_f32_get_buffer_size
    }
    return checked_product(8, im2col_columns(k), 4);
}

/// float32 kernels (arm_get_buffer_size_f32.c). `library` cmsis_nn_mve means ARM_MATH_MVEF too.
constexpr size_type scratch_f32(const kernel_call& k, kernel_library library) noexcept {
    switch (k.operation) {
        case kernel_operation::convolution: return convolve_f32(k);
        case kernel_operation::depthwise_convolution:
            if (library == kernel_library::cmsis_nn_mve && k.input_channels == 1 && k.output_channels >= 1) {
                // CONVERT_DW_CONV_WITH_ONE_INPUT_CH_AND_OUTPUT_CH_ABOVE_THRESHOLD = 1 (GCC): runs as a
                // conv with C_out filters of one channel, plus the reordered filter.
                return checked_add(convolve_f32(k),
                                   checked_product(round_up(k.output_channels, 4), k.filter_height, k.filter_width, 4));
            }
            if (k.input_channels != k.output_channels || k.dilation_width != 1 || k.dilation_height != 1) return 0;
            return checked_product(4, k.filter_height, k.filter_width, k.input_channels, 4);
        default: return 0;
    }
}

}  // namespace netmem::cmsis_nn
