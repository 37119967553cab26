// static_tests/compile_fail/kernel_scratch_esp_nn.cpp: kernel_scratch_bytes (kernels/kernel_scratch.hpp)
// under kernel_library::esp_nn. ESP-NN's scratch rules depend on the chip (the ESP32-S3's
// esp_nn_get_conv_scratch_size_esp32s3, the ESP32's generic _opt functions that return 0), which
// a kernel library alone does not say, so the per-call function refuses to answer instead of giving
// CMSIS-NN's figures: constant evaluation reaches the non-constexpr
// kernel_scratch_bytes_has_no_esp_nn_model. The per-chip rules are netmem::esp_nn::*
// (kernels/esp_nn/scratch.hpp; the model that refuses: kernels/esp_nn/esp_nn.hpp). The twin: CMSIS-NN's DSP variant for the same 3x3 convolution over
// 16x16x8 (im2col: 2 x round4(3 x 3 x 8) x 2 = 288 B, arm_convolve_s8_get_buffer_size).
#include <netmem/kernels/kernel_scratch.hpp>

namespace nm = netmem;

constexpr nm::kernel_call conv3x3{.operation = nm::kernel_operation::convolution, .input_height = 16, .input_width = 16,
                                  .input_channels = 8, .filter_height = 3, .filter_width = 3, .output_height = 16,
                                  .output_width = 16, .output_channels = 16, .padding_height = 1, .padding_width = 1};

#ifdef NETMEM_COMPILE_FAIL
// expect: kernel_scratch_bytes_has_no_esp_nn_model
static_assert(nm::kernel_scratch_bytes(conv3x3, nm::kernel_library::esp_nn, nm::data_type::int8) > 0);
#else
static_assert(nm::kernel_scratch_bytes(conv3x3, nm::kernel_library::cmsis_nn_dsp, nm::data_type::int8) == 288);
#endif
