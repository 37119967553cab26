// tests/kernels_kernel_scratch_by_tensor_type.cpp: kernel scratch in netmem's own plan
// (planning/detail/deployment_steps.hpp) that depends on the tensors' own types rather than the
// profile's, and the buffers each kernel rounds, every figure worked out by hand from the
// tflite-micro 90b983c2 kernel named in its comment. netmem's own plan must never reserve less
// than the kernel takes at run time.
// Also tests: netmem/layers/svdf.hpp
// Also tests: netmem/layers/global_pooling.hpp
#include <doctest/doctest.h>

#include <netmem/netmem.hpp>

namespace {
namespace nm = netmem;

/// The data bytes of the scratch tensor at step `s` (0 when the step has none).
template <class Plan>
constexpr nm::size_type scratch_at(const Plan& plan, std::size_t s) {
    return plan.steps[s].scratch == nm::detail::no_index ? 0 : plan.tensors()[plan.steps[s].scratch].data_bytes;
}

/// 2x2x4 -> Conv2DTranspose 8 filters 3x3 stride 2 valid: output (2 - 1) x 2 + 3 = 5: 5x5x8.
constexpr nm::kernel_call transpose_call{.operation = nm::kernel_operation::transpose_convolution,
                                         .input_height = 2, .input_width = 2, .input_channels = 4,
                                         .filter_height = 3, .filter_width = 3,
                                         .output_height = 5, .output_width = 5, .output_channels = 8,
                                         .stride_height = 2, .stride_width = 2};
}  // namespace

// kernels/transpose_conv.cc Prepare, int16: RequestScratchBufferInArena(output elements x
// sizeof(int64)), and when bias->type == kTfLiteInt16 a second one of C_out x sizeof(int64) for
// the bias converted to int64. 5 x 5 x 8 = 200 outputs x 8 = 1,600 B (a multiple of 16), + 8 x 8
// = 64 B: 1,664 B. An int64 bias (the converter's default for 16x8) is read as it is: 1,600 B.
TEST_CASE("int16 TRANSPOSE_CONV: the int64 copy of an int16 bias") {
    nm::kernel_call with_int16_bias = transpose_call;
    with_int16_bias.bias = nm::data_type::int16;
    nm::kernel_call with_int64_bias = transpose_call;
    with_int64_bias.bias = nm::data_type::int64;
    for (const nm::kernel_library library : {nm::kernel_library::reference, nm::kernel_library::cmsis_nn_dsp,
                                             nm::kernel_library::cmsis_nn_mve, nm::kernel_library::esp_nn_esp32s3}) {
        CAPTURE(nm::name_of(library));
        CHECK(nm::kernel_scratch_bytes(with_int16_bias, library, nm::data_type::int16, 16) == 1'664);
        CHECK(nm::kernel_scratch_bytes(with_int64_bias, library, nm::data_type::int16, 16) == 1'600);
        CHECK(nm::kernel_scratch_bytes(transpose_call, library, nm::data_type::int16, 16) == 1'600);
    }
    // 3x3 output, 4 filters: 9 x 4 x 8 = 288 B (a multiple of 16) + 32 = 320; with 3 filters
    // 216 B, rounded to 224 before the 24 B of the bias: 248 B.
    nm::kernel_call odd = with_int16_bias;
    odd.output_height = odd.output_width = 3;
    odd.output_channels = 3;
    CHECK(nm::kernel_scratch_bytes(odd, nm::kernel_library::reference, nm::data_type::int16, 16) == 248);

    // In a network: the deployment steps give the call the layer's bias type.
    using transposed = nm::sequential<nm::input::convolutional{2, 2, 4},
                                      nm::conv2d_transpose{.filters = 8, .kernel = {3, 3}, .stride = {2, 2}}>;
    constexpr nm::deployment int16_bias{.activations = nm::data_type::int16, .biases = nm::data_type::int16};
    constexpr nm::deployment int64_bias{.activations = nm::data_type::int16, .biases = nm::data_type::int64};
    CHECK(scratch_at(nm::memory_plan_of<transposed, int16_bias>, 0) == 1'664);
    CHECK(scratch_at(nm::memory_plan_of<transposed, int64_bias>, 0) == 1'600);
}

// MEAN reading an int8 tensor in a float32 profile (a quantize in front): kernels/reduce_common.cc
// PrepareMeanOrSumHelper requests the int32 accumulators by the input's type, int8: 8 outputs x 4 =
// 32 B, then 4 x rank 4 = 16 B and 4 x 2 axes = 8 B: 32 + 16 + 8 = 56 B. The float32 MEAN of the
// same network without the quantize keeps none: 16 + 8 = 24 B.
TEST_CASE("MEAN's accumulators follow the tensor it reads, not the profile") {
    using quantized_mean =
        nm::sequential<nm::input::convolutional{4, 4, 8},
                       nm::quantize{.from = nm::data_type::float32, .to = nm::data_type::int8},
                       nm::global_pooling{.type = nm::pooling_type::avg}>;
    using float_mean =
        nm::sequential<nm::input::convolutional{4, 4, 8}, nm::global_pooling{.type = nm::pooling_type::avg}>;
    CHECK(scratch_at(nm::memory_plan_of<quantized_mean, nm::tflite_float32>, 1) == 56);
    CHECK(scratch_at(nm::memory_plan_of<float_mean, nm::tflite_float32>, 0) == 24);
    // And an int8 profile whose MEAN reads float32 (a dequantize in front): 24 B.
    using dequantized_mean =
        nm::sequential<nm::input::convolutional{4, 4, 8}, nm::dequantize{},
                       nm::global_pooling{.type = nm::pooling_type::avg}>;
    CHECK(scratch_at(nm::memory_plan_of<dequantized_mean>, 1) == 24);
}

// SVDF, kernels/svdf_common.cc PrepareSvdf, integer: a scratch of batch x filters int32, then one
// of batch x units int32; float: the first only. units 5, rank 1 (5 filters): 20 B, rounded to
// 32 before the second, + 20 B: 52 B; float32: 20 B.
TEST_CASE("SVDF's two buffers: the first rounded, the second for integer tensors only") {
    using svdf_net = nm::sequential<nm::input::feed_forward{16}, nm::svdf{.units = 5, .memory_size = 4}>;
    CHECK(scratch_at(nm::memory_plan_of<svdf_net>, 0) == 52);
    CHECK(scratch_at(nm::memory_plan_of<svdf_net, nm::tflite_float32>, 0) == 20);
}

// ESP-NN keeps TFLM's UNIDIRECTIONAL_SEQUENCE_LSTM: 4 gate buffers of batch x units int16, each but
// the last rounded. 20 units: 40 B -> 48, 3 x 48 + 40 = 184 B, as the reference kernels.
TEST_CASE("ESP-NN's LSTM gates: the reference kernel's buffers, rounded") {
    constexpr nm::kernel_call gates{.operation = nm::kernel_operation::lstm_gates, .output_channels = 20};
    CHECK(nm::kernel_scratch_bytes(gates, nm::kernel_library::esp_nn_esp32s3, nm::data_type::int8, 16) == 184);
    CHECK(nm::kernel_scratch_bytes(gates, nm::kernel_library::esp_nn_esp32, nm::data_type::int8, 16) == 184);
    CHECK(nm::kernel_scratch_bytes(gates, nm::kernel_library::reference, nm::data_type::int8, 16) == 184);
}
