// tools/netmem-import/tests/make_typed_models.cpp
// Writes small .tflite models whose tensors have more than one element type into the directory
// argv[1] (issue 22, deliverable 1). Each one is valid for TFLM: the oracles in ../shared/oracles
// run AllocateTensors on it (typed_models.cpp compares netmem's figures with theirs).
//   float_around_int8.tflite  x float32 [1,4096] -QUANTIZE-> int8 [1,4096] -FULLY_CONNECTED 16
//                             (int8 weights [16,4096] per tensor, int32 bias [16])-> int8 [1,16]
//                             -DEQUANTIZE-> y float32 [1,16]: the converter's default when
//                             inference_input_type is left float (issue 22, table row 1)
//   int16x8_conv.tflite       x int16 [1,8,8,4] -CONV_2D 8 3x3/1 valid (int8 weights [8,3,3,4] per
//                             channel, int64 bias [8])-> int16 [1,6,6,8] -FULLY_CONNECTED 4 (int8
//                             weights [4,288], int64 bias [4])-> int16 [1,4]
//   float_fc.tflite           x float32 [1,64] -FULLY_CONNECTED 8 (float32 weights [8,64], bias
//                             [8])-> float32 [1,8] -SOFTMAX-> float32 [1,8]
//   int8_in_float_out.tflite  x int8 [1,8,8,4] -CONV_2D 4 1x1 (int32 bias)-> int8 [1,8,8,4]
//                             -DEQUANTIZE-> y float32 [1,8,8,4]
// Quantized activation tensors carry one (scale, zero point) pair, as the converter writes them
// (TFLM's QUANTIZE, FULLY_CONNECTED and CONV_2D Prepare read them); int16 zero points are 0.
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "model_builder.hpp"

namespace {

using namespace netmem_import_test;


/// Builds a model tensor by tensor and op by op (as make_bad_models.cpp's builder).
std::vector<std::uint8_t> float_around_int8() {
    model_builder m;
    const auto x = m.tensor("x", {1, 4096}, tt::TensorType_FLOAT32);
    const auto q = m.tensor("quantized", {1, 4096}, tt::TensorType_INT8, {}, {.scales = 1});
    const auto w = m.tensor("dense/weights", {16, 4096}, tt::TensorType_INT8, model_builder::bytes(16 * 4096), {.scales = 1});
    const auto bias = m.tensor("dense/bias", {16}, tt::TensorType_INT32, model_builder::bytes(16 * 4), {.scales = 1, .scale = 0.25f});
    const auto f = m.tensor("dense", {1, 16}, tt::TensorType_INT8, {}, {.scales = 1});
    const auto y = m.tensor("y", {1, 16}, tt::TensorType_FLOAT32);
    m.op(114, {x}, {q});  // QUANTIZE
    m.fully_connected(q, w, bias, f);
    m.op(6, {f}, {y});  // DEQUANTIZE
    return m.finish(x, y);
}

std::vector<std::uint8_t> int16x8_conv() {
    model_builder m;
    const auto x = m.tensor("x", {1, 8, 8, 4}, tt::TensorType_INT16, {}, {.scales = 1});
    const auto w = m.tensor("conv/weights", {8, 3, 3, 4}, tt::TensorType_INT8, model_builder::bytes(8 * 3 * 3 * 4), {.scales = 8});
    const auto bias = m.tensor("conv/bias", {8}, tt::TensorType_INT64, model_builder::bytes(8 * 8), {.scales = 8, .scale = 0.25f});
    const auto c = m.tensor("conv", {1, 6, 6, 8}, tt::TensorType_INT16, {}, {.scales = 1});
    const auto fw = m.tensor("dense/weights", {4, 288}, tt::TensorType_INT8, model_builder::bytes(4 * 288), {.scales = 1});
    const auto fb = m.tensor("dense/bias", {4}, tt::TensorType_INT64, model_builder::bytes(4 * 8), {.scales = 1, .scale = 0.25f});
    const auto y = m.tensor("y", {1, 4}, tt::TensorType_INT16, {}, {.scales = 1});
    m.conv_2d(x, w, bias, c);
    m.fully_connected(c, fw, fb, y);
    return m.finish(x, y);
}

std::vector<std::uint8_t> float_fc() {
    model_builder m;
    const auto x = m.tensor("x", {1, 64}, tt::TensorType_FLOAT32);
    const auto w = m.tensor("dense/weights", {8, 64}, tt::TensorType_FLOAT32, model_builder::bytes(8 * 64 * 4));
    const auto bias = m.tensor("dense/bias", {8}, tt::TensorType_FLOAT32, model_builder::bytes(8 * 4));
    const auto f = m.tensor("dense", {1, 8}, tt::TensorType_FLOAT32);
    const auto y = m.tensor("y", {1, 8}, tt::TensorType_FLOAT32);
    m.fully_connected(x, w, bias, f);
    m.op(25, {f}, {y}, tflite::BuiltinOptions_SoftmaxOptions, tflite::CreateSoftmaxOptions(m.b, 1.0f).Union());
    return m.finish(x, y);
}

std::vector<std::uint8_t> int8_in_float_out() {
    model_builder m;
    const auto x = m.tensor("x", {1, 8, 8, 4}, tt::TensorType_INT8, {}, {.scales = 1});
    const auto w = m.tensor("conv/weights", {4, 1, 1, 4}, tt::TensorType_INT8, model_builder::bytes(4 * 4), {.scales = 4});
    const auto bias = m.tensor("conv/bias", {4}, tt::TensorType_INT32, model_builder::bytes(4 * 4), {.scales = 4, .scale = 0.25f});
    const auto c = m.tensor("conv", {1, 8, 8, 4}, tt::TensorType_INT8, {}, {.scales = 1});
    const auto y = m.tensor("y", {1, 8, 8, 4}, tt::TensorType_FLOAT32);
    m.conv_2d(x, w, bias, c);
    m.op(6, {c}, {y});  // DEQUANTIZE
    return m.finish(x, y);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: make_typed_models OUT_DIR\n");
        return 1;
    }
    const std::string dir = argv[1];
    write(dir + "/float_around_int8.tflite", float_around_int8());
    write(dir + "/int16x8_conv.tflite", int16x8_conv());
    write(dir + "/float_fc.tflite", float_fc());
    write(dir + "/int8_in_float_out.tflite", int8_in_float_out());
    return 0;
}
