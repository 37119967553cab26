// tools/netmem-import/tests/make_prepare_models.cpp
// Writes the small .tflite models of the Prepare-time-memory regression tests (issue 22, table
// rows "CONV_2D 2x2" and "TRANSPOSE_CONV on a tiny input") into the directory argv[1]. Each is a
// model whose smallest TFLM arena is set by the temporaries kernels take during Prepare, not by
// head + tail (docs/explanation/tflm-prepare-memory.md). Weights are int8 with one scale per output
// channel, biases int32 with the same scales, activations int8 with one scale, as TFLite's
// converter writes a full-integer model.
//   conv_2x2.tflite         x [1,2,2,2] -CONV_2D 2 filters 2x2/1 valid-> y [1,1,1,2] (tflite-micro#2738)
//   conv_wide.tflite        x [1,1,1,2] -CONV_2D 64 filters 1x1/1 valid-> y [1,1,1,64]: its 2 x 256 B
//                           per-channel arrays pass the temporaries below them in small arenas
//   transpose_conv.tflite   x [1,2,2,4] -TRANSPOSE_CONV 4 filters 3x3/2 same-> y [1,4,4,4]
//   depthwise.tflite        x [1,3,3,2] -DEPTHWISE_CONV_2D 3x3/1 valid, multiplier 1-> y [1,1,1,2]
//   dense.tflite            x [1,4] -FULLY_CONNECTED 3 (per-tensor weights)-> y [1,3] -SOFTMAX-> z [1,3]
//   average_pool, max_pool, add, mul, concatenation, pad, mean .tflite: one operator on
//                           x [1,4,4,2] (one_op below)
// The models are built with flatbuffers' FlatBufferBuilder and the importer's own schema subset.
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "tflite_subset_generated.h"

namespace {

using tt = tflite::TensorType;

/// Builds a model tensor by tensor and op by op.
struct model_builder {
    flatbuffers::FlatBufferBuilder b;
    std::vector<flatbuffers::Offset<tflite::Tensor>> tensors;
    std::vector<flatbuffers::Offset<tflite::Operator>> ops;
    std::vector<flatbuffers::Offset<tflite::OperatorCode>> codes;
    std::vector<flatbuffers::Offset<tflite::Buffer>> buffers{tflite::CreateBufferDirect(b)};

    /// A tensor; `bytes` > 0 makes it constant (that many zero bytes); `scales` > 0 gives it that
    /// many quantization scales along `dimension`.
    std::int32_t tensor(const char* name, std::vector<std::int32_t> shape, tt type, std::size_t bytes = 0,
                        std::size_t scales = 0, std::int32_t dimension = 0, float scale_value = 0.5f,
                        std::int64_t zero_point = 0) {
        std::uint32_t buffer = 0;
        if (bytes > 0) {
            const std::vector<std::uint8_t> data(bytes, 1);
            buffer = static_cast<std::uint32_t>(buffers.size());
            buffers.push_back(tflite::CreateBufferDirect(b, &data));
        }
        flatbuffers::Offset<tflite::QuantizationParameters> q = 0;
        if (scales > 0) {
            const std::vector<float> scale(scales, scale_value);
            const std::vector<std::int64_t> zero(scales, zero_point);
            q = tflite::CreateQuantizationParametersDirect(b, nullptr, nullptr, &scale, &zero, dimension);
        }
        tensors.push_back(tflite::CreateTensorDirect(b, &shape, type, buffer, name, q));
        return static_cast<std::int32_t>(tensors.size() - 1);
    }
    std::int32_t int32_constant(const char* name, const std::vector<std::int32_t>& values) {
        std::vector<std::uint8_t> bytes;
        for (std::int32_t v : values)
            for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<std::uint8_t>(static_cast<std::uint32_t>(v) >> (8 * i)));
        const std::uint32_t buffer = static_cast<std::uint32_t>(buffers.size());
        buffers.push_back(tflite::CreateBufferDirect(b, &bytes));
        const std::vector<std::int32_t> shape{static_cast<std::int32_t>(values.size())};
        tensors.push_back(tflite::CreateTensorDirect(b, &shape, tt::TensorType_INT32, buffer, name));
        return static_cast<std::int32_t>(tensors.size() - 1);
    }
    void op(std::int32_t builtin, std::vector<std::int32_t> in, std::vector<std::int32_t> out,
            tflite::BuiltinOptions type = tflite::BuiltinOptions_NONE, flatbuffers::Offset<void> options = 0) {
        const auto deprecated = static_cast<std::int8_t>(builtin < 127 ? builtin : 127);
        codes.push_back(tflite::CreateOperatorCodeDirect(b, deprecated, nullptr, 1, builtin));
        ops.push_back(tflite::CreateOperatorDirect(b, static_cast<std::uint32_t>(codes.size() - 1), &in, &out, type, options));
    }
    std::vector<std::uint8_t> finish(std::int32_t input, std::int32_t output) {
        const std::vector<std::int32_t> in{input}, out{output};
        std::vector<flatbuffers::Offset<tflite::SubGraph>> graphs{
            tflite::CreateSubGraphDirect(b, &tensors, &in, &out, &ops, "main")};
        b.Finish(tflite::CreateModelDirect(b, 3, &codes, &graphs, "netmem-import test", &buffers), tflite::ModelIdentifier());
        return {b.GetBufferPointer(), b.GetBufferPointer() + b.GetSize()};
    }
};

/// CONV_2D of `filters` filters k x k, stride 1, valid, on [1, k, k, 2] int8.
std::vector<std::uint8_t> conv(std::int32_t k, std::int32_t filters) {
    model_builder m;
    const auto n = static_cast<std::size_t>(filters);
    const auto x = m.tensor("x", {1, k, k, 2}, tt::TensorType_INT8, 0, 1);
    const auto w = m.tensor("conv/weights", {filters, k, k, 2}, tt::TensorType_INT8, n * static_cast<std::size_t>(k * k * 2), n, 0);
    const auto bias = m.tensor("conv/bias", {filters}, tt::TensorType_INT32, 4 * n, n, 0, 0.25f);
    const auto y = m.tensor("y", {1, 1, 1, filters}, tt::TensorType_INT8, 0, 1);
    m.op(3, {x, w, bias}, {y}, tflite::BuiltinOptions_Conv2DOptions,
         tflite::CreateConv2DOptions(m.b, tflite::Padding_VALID, 1, 1).Union());
    return m.finish(x, y);
}

std::vector<std::uint8_t> transpose_conv() {
    model_builder m;
    const auto x = m.tensor("x", {1, 2, 2, 4}, tt::TensorType_INT8, 0, 1);
    const auto shape = m.int32_constant("up/output_shape", {1, 4, 4, 4});
    const auto w = m.tensor("up/weights", {4, 3, 3, 4}, tt::TensorType_INT8, 4 * 3 * 3 * 4, 4, 0);
    const auto bias = m.tensor("up/bias", {4}, tt::TensorType_INT32, 16, 4, 0, 0.25f);
    const auto y = m.tensor("y", {1, 4, 4, 4}, tt::TensorType_INT8, 0, 1);
    m.op(67, {shape, w, x, bias}, {y}, tflite::BuiltinOptions_TransposeConvOptions,
         tflite::CreateTransposeConvOptions(m.b, tflite::Padding_SAME, 2, 2).Union());
    return m.finish(x, y);
}

std::vector<std::uint8_t> depthwise() {
    model_builder m;
    const auto x = m.tensor("x", {1, 3, 3, 2}, tt::TensorType_INT8, 0, 1);
    const auto w = m.tensor("dw/weights", {1, 3, 3, 2}, tt::TensorType_INT8, 18, 2, 3);
    const auto bias = m.tensor("dw/bias", {2}, tt::TensorType_INT32, 8, 2, 0, 0.25f);
    const auto y = m.tensor("y", {1, 1, 1, 2}, tt::TensorType_INT8, 0, 1);
    m.op(4, {x, w, bias}, {y}, tflite::BuiltinOptions_DepthwiseConv2DOptions,
         tflite::CreateDepthwiseConv2DOptions(m.b, tflite::Padding_VALID, 1, 1, 1).Union());
    return m.finish(x, y);
}

std::vector<std::uint8_t> dense() {
    model_builder m;
    const auto x = m.tensor("x", {1, 4}, tt::TensorType_INT8, 0, 1);
    const auto w = m.tensor("fc/weights", {3, 4}, tt::TensorType_INT8, 12, 1, 0);
    const auto bias = m.tensor("fc/bias", {3}, tt::TensorType_INT32, 12, 1, 0, 0.25f);
    const auto y = m.tensor("fc", {1, 3}, tt::TensorType_INT8, 0, 1);
    const auto z = m.tensor("z", {1, 3}, tt::TensorType_INT8, 0, 1, 0, 1.0f / 256, -128);
    m.op(9, {x, w, bias}, {y}, tflite::BuiltinOptions_FullyConnectedOptions,
         tflite::CreateFullyConnectedOptions(m.b).Union());
    m.op(25, {y}, {z}, tflite::BuiltinOptions_SoftmaxOptions, tflite::CreateSoftmaxOptions(m.b, 1.0f).Union());
    return m.finish(x, z);
}

/// One operator on [1,4,4,2] int8 inputs: AVERAGE_POOL_2D / MAX_POOL_2D 2x2/2 valid, ADD, MUL
/// (both inputs the graph input), CONCATENATION of three (axis 3), PAD 1 on H and W, MEAN over H, W.
std::vector<std::uint8_t> one_op(std::int32_t builtin) {
    model_builder m;
    auto& b = m.b;
    const auto x = m.tensor("x", {1, 4, 4, 2}, tt::TensorType_INT8, 0, 1);
    switch (builtin) {
        case 1:
        case 17: {
            const auto y = m.tensor("y", {1, 2, 2, 2}, tt::TensorType_INT8, 0, 1);
            m.op(builtin, {x}, {y}, tflite::BuiltinOptions_Pool2DOptions,
                 tflite::CreatePool2DOptions(b, tflite::Padding_VALID, 2, 2, 2, 2).Union());
            return m.finish(x, y);
        }
        case 0:
        case 18: {
            const auto y = m.tensor("y", {1, 4, 4, 2}, tt::TensorType_INT8, 0, 1);
            if (builtin == 0)
                m.op(0, {x, x}, {y}, tflite::BuiltinOptions_AddOptions, tflite::CreateAddOptions(b).Union());
            else
                m.op(18, {x, x}, {y}, tflite::BuiltinOptions_MulOptions, tflite::CreateMulOptions(b).Union());
            return m.finish(x, y);
        }
        case 2: {
            const auto y = m.tensor("y", {1, 4, 4, 6}, tt::TensorType_INT8, 0, 1);
            m.op(2, {x, x, x}, {y}, tflite::BuiltinOptions_ConcatenationOptions,
                 tflite::CreateConcatenationOptions(b, 3).Union());
            return m.finish(x, y);
        }
        case 34: {
            const auto paddings = m.int32_constant("paddings", {0, 0, 1, 1, 1, 1, 0, 0});
            const auto y = m.tensor("y", {1, 6, 6, 2}, tt::TensorType_INT8, 0, 1);
            m.op(34, {x, paddings}, {y});
            return m.finish(x, y);
        }
        default: {  // 40: MEAN
            const auto axes = m.int32_constant("axes", {1, 2});
            const auto y = m.tensor("y", {1, 2}, tt::TensorType_INT8, 0, 1);
            m.op(40, {x, axes}, {y}, tflite::BuiltinOptions_ReducerOptions, tflite::CreateReducerOptions(b, false).Union());
            return m.finish(x, y);
        }
    }
}

void write(const std::string& path, const std::vector<std::uint8_t>& bytes) {
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: make_prepare_models OUT_DIR\n");
        return 1;
    }
    const std::string dir = argv[1];
    write(dir + "/conv_2x2.tflite", conv(2, 2));
    write(dir + "/conv_wide.tflite", conv(1, 64));
    write(dir + "/transpose_conv.tflite", transpose_conv());
    write(dir + "/depthwise.tflite", depthwise());
    write(dir + "/dense.tflite", dense());
    write(dir + "/average_pool.tflite", one_op(1));
    write(dir + "/max_pool.tflite", one_op(17));
    write(dir + "/add.tflite", one_op(0));
    write(dir + "/mul.tflite", one_op(18));
    write(dir + "/concatenation.tflite", one_op(2));
    write(dir + "/pad.tflite", one_op(34));
    write(dir + "/mean.tflite", one_op(40));
    return 0;
}
