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

#include "tflite_subset_generated.h"

namespace {

using tt = tflite::TensorType;

/// Builds a model tensor by tensor and op by op (as make_bad_models.cpp's builder).
struct model_builder {
    flatbuffers::FlatBufferBuilder b;
    std::vector<flatbuffers::Offset<tflite::Tensor>> tensors;
    std::vector<flatbuffers::Offset<tflite::Operator>> ops;
    std::vector<flatbuffers::Offset<tflite::OperatorCode>> codes;
    std::vector<flatbuffers::Offset<tflite::Buffer>> buffers{tflite::CreateBufferDirect(b)};

    /// A tensor; `bytes` > 0 makes it constant (that many zero bytes); `scales` > 0 gives it that
    /// many quantization scales (each `scale_value`, zero points 0) on dimension 0. Activations and
    /// weights use 0.5, biases 0.25 = input scale x weight scale (TFLM's kernel_util.cc checks it).
    std::int32_t tensor(const char* name, std::vector<std::int32_t> shape, tt type, std::size_t bytes = 0,
                        std::size_t scales = 0, float scale_value = 0.5f) {
        std::uint32_t buffer = 0;
        if (bytes > 0) {
            const std::vector<std::uint8_t> data(bytes, 0);
            buffer = static_cast<std::uint32_t>(buffers.size());
            buffers.push_back(tflite::CreateBufferDirect(b, &data));
        }
        flatbuffers::Offset<tflite::QuantizationParameters> q = 0;
        if (scales > 0) {
            const std::vector<float> scale(scales, scale_value);
            const std::vector<std::int64_t> zero(scales, 0);
            q = tflite::CreateQuantizationParametersDirect(b, nullptr, nullptr, &scale, &zero, 0);
        }
        tensors.push_back(tflite::CreateTensorDirect(b, &shape, type, buffer, name, q));
        return static_cast<std::int32_t>(tensors.size() - 1);
    }
    void op(std::int32_t builtin, std::vector<std::int32_t> in, std::vector<std::int32_t> out,
            tflite::BuiltinOptions type = tflite::BuiltinOptions_NONE, flatbuffers::Offset<void> options = 0) {
        codes.push_back(tflite::CreateOperatorCodeDirect(b, static_cast<std::int8_t>(builtin), nullptr, 1, builtin));
        ops.push_back(tflite::CreateOperatorDirect(b, static_cast<std::uint32_t>(codes.size() - 1), &in, &out, type, options));
    }
    void fully_connected(std::int32_t in, std::int32_t weights, std::int32_t bias, std::int32_t out) {
        op(9, {in, weights, bias}, {out}, tflite::BuiltinOptions_FullyConnectedOptions,
           tflite::CreateFullyConnectedOptions(b).Union());
    }
    void conv_2d(std::int32_t in, std::int32_t weights, std::int32_t bias, std::int32_t out) {
        op(3, {in, weights, bias}, {out}, tflite::BuiltinOptions_Conv2DOptions,
           tflite::CreateConv2DOptions(b, tflite::Padding_VALID, 1, 1).Union());
    }
    std::vector<std::uint8_t> finish(std::int32_t input, std::int32_t output) {
        const std::vector<std::int32_t> in{input}, out{output};
        std::vector<flatbuffers::Offset<tflite::SubGraph>> graphs{
            tflite::CreateSubGraphDirect(b, &tensors, &in, &out, &ops, "main")};
        b.Finish(tflite::CreateModelDirect(b, 3, &codes, &graphs, "netmem-import test", &buffers), tflite::ModelIdentifier());
        return {b.GetBufferPointer(), b.GetBufferPointer() + b.GetSize()};
    }
};

std::vector<std::uint8_t> float_around_int8() {
    model_builder m;
    const auto x = m.tensor("x", {1, 4096}, tt::TensorType_FLOAT32);
    const auto q = m.tensor("quantized", {1, 4096}, tt::TensorType_INT8, 0, 1);
    const auto w = m.tensor("dense/weights", {16, 4096}, tt::TensorType_INT8, 16 * 4096, 1);
    const auto bias = m.tensor("dense/bias", {16}, tt::TensorType_INT32, 16 * 4, 1, 0.25f);
    const auto f = m.tensor("dense", {1, 16}, tt::TensorType_INT8, 0, 1);
    const auto y = m.tensor("y", {1, 16}, tt::TensorType_FLOAT32);
    m.op(114, {x}, {q});  // QUANTIZE
    m.fully_connected(q, w, bias, f);
    m.op(6, {f}, {y});  // DEQUANTIZE
    return m.finish(x, y);
}

std::vector<std::uint8_t> int16x8_conv() {
    model_builder m;
    const auto x = m.tensor("x", {1, 8, 8, 4}, tt::TensorType_INT16, 0, 1);
    const auto w = m.tensor("conv/weights", {8, 3, 3, 4}, tt::TensorType_INT8, 8 * 3 * 3 * 4, 8);
    const auto bias = m.tensor("conv/bias", {8}, tt::TensorType_INT64, 8 * 8, 8, 0.25f);
    const auto c = m.tensor("conv", {1, 6, 6, 8}, tt::TensorType_INT16, 0, 1);
    const auto fw = m.tensor("dense/weights", {4, 288}, tt::TensorType_INT8, 4 * 288, 1);
    const auto fb = m.tensor("dense/bias", {4}, tt::TensorType_INT64, 4 * 8, 1, 0.25f);
    const auto y = m.tensor("y", {1, 4}, tt::TensorType_INT16, 0, 1);
    m.conv_2d(x, w, bias, c);
    m.fully_connected(c, fw, fb, y);
    return m.finish(x, y);
}

std::vector<std::uint8_t> float_fc() {
    model_builder m;
    const auto x = m.tensor("x", {1, 64}, tt::TensorType_FLOAT32);
    const auto w = m.tensor("dense/weights", {8, 64}, tt::TensorType_FLOAT32, 8 * 64 * 4);
    const auto bias = m.tensor("dense/bias", {8}, tt::TensorType_FLOAT32, 8 * 4);
    const auto f = m.tensor("dense", {1, 8}, tt::TensorType_FLOAT32);
    const auto y = m.tensor("y", {1, 8}, tt::TensorType_FLOAT32);
    m.fully_connected(x, w, bias, f);
    m.op(25, {f}, {y}, tflite::BuiltinOptions_SoftmaxOptions, tflite::CreateSoftmaxOptions(m.b, 1.0f).Union());
    return m.finish(x, y);
}

std::vector<std::uint8_t> int8_in_float_out() {
    model_builder m;
    const auto x = m.tensor("x", {1, 8, 8, 4}, tt::TensorType_INT8, 0, 1);
    const auto w = m.tensor("conv/weights", {4, 1, 1, 4}, tt::TensorType_INT8, 4 * 4, 4);
    const auto bias = m.tensor("conv/bias", {4}, tt::TensorType_INT32, 4 * 4, 4, 0.25f);
    const auto c = m.tensor("conv", {1, 8, 8, 4}, tt::TensorType_INT8, 0, 1);
    const auto y = m.tensor("y", {1, 8, 8, 4}, tt::TensorType_FLOAT32);
    m.conv_2d(x, w, bias, c);
    m.op(6, {c}, {y});  // DEQUANTIZE
    return m.finish(x, y);
}

void write(const std::string& path, const std::vector<std::uint8_t>& bytes) {
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
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
