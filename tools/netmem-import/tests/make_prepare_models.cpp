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

#include "model_builder.hpp"

namespace {

using namespace netmem_import_test;


/// CONV_2D of `filters` filters k x k, stride 1, valid, on [1, k, k, 2] int8.
std::vector<std::uint8_t> conv(std::int32_t k, std::int32_t filters) {
    model_builder m;
    const auto n = static_cast<std::size_t>(filters);
    const auto x = m.tensor("x", {1, k, k, 2}, tt::TensorType_INT8, {}, {.scales = 1});
    const auto w = m.tensor("conv/weights", {filters, k, k, 2}, tt::TensorType_INT8, model_builder::bytes(n * static_cast<std::size_t>(k * k * 2), 1), {.scales = n});
    const auto bias = m.tensor("conv/bias", {filters}, tt::TensorType_INT32, model_builder::bytes(4 * n, 1), {.scales = n, .scale = 0.25f});
    const auto y = m.tensor("y", {1, 1, 1, filters}, tt::TensorType_INT8, {}, {.scales = 1});
    m.op(3, {x, w, bias}, {y}, tflite::BuiltinOptions_Conv2DOptions,
         tflite::CreateConv2DOptions(m.b, tflite::Padding_VALID, 1, 1).Union());
    return m.finish(x, y);
}

std::vector<std::uint8_t> transpose_conv() {
    model_builder m;
    const auto x = m.tensor("x", {1, 2, 2, 4}, tt::TensorType_INT8, {}, {.scales = 1});
    const auto shape = m.int32_constant("up/output_shape", {1, 4, 4, 4});
    const auto w = m.tensor("up/weights", {4, 3, 3, 4}, tt::TensorType_INT8, model_builder::bytes(4 * 3 * 3 * 4, 1), {.scales = 4});
    const auto bias = m.tensor("up/bias", {4}, tt::TensorType_INT32, model_builder::bytes(16, 1), {.scales = 4, .scale = 0.25f});
    const auto y = m.tensor("y", {1, 4, 4, 4}, tt::TensorType_INT8, {}, {.scales = 1});
    m.op(67, {shape, w, x, bias}, {y}, tflite::BuiltinOptions_TransposeConvOptions,
         tflite::CreateTransposeConvOptions(m.b, tflite::Padding_SAME, 2, 2).Union());
    return m.finish(x, y);
}

std::vector<std::uint8_t> depthwise() {
    model_builder m;
    const auto x = m.tensor("x", {1, 3, 3, 2}, tt::TensorType_INT8, {}, {.scales = 1});
    const auto w = m.tensor("dw/weights", {1, 3, 3, 2}, tt::TensorType_INT8, model_builder::bytes(18, 1), {.scales = 2, .dimension = 3});
    const auto bias = m.tensor("dw/bias", {2}, tt::TensorType_INT32, model_builder::bytes(8, 1), {.scales = 2, .scale = 0.25f});
    const auto y = m.tensor("y", {1, 1, 1, 2}, tt::TensorType_INT8, {}, {.scales = 1});
    m.op(4, {x, w, bias}, {y}, tflite::BuiltinOptions_DepthwiseConv2DOptions,
         tflite::CreateDepthwiseConv2DOptions(m.b, tflite::Padding_VALID, 1, 1, 1).Union());
    return m.finish(x, y);
}

std::vector<std::uint8_t> dense() {
    model_builder m;
    const auto x = m.tensor("x", {1, 4}, tt::TensorType_INT8, {}, {.scales = 1});
    const auto w = m.tensor("fc/weights", {3, 4}, tt::TensorType_INT8, model_builder::bytes(12, 1), {.scales = 1});
    const auto bias = m.tensor("fc/bias", {3}, tt::TensorType_INT32, model_builder::bytes(12, 1), {.scales = 1, .scale = 0.25f});
    const auto y = m.tensor("fc", {1, 3}, tt::TensorType_INT8, {}, {.scales = 1});
    const auto z = m.tensor("z", {1, 3}, tt::TensorType_INT8, {}, {.scales = 1, .scale = 1.0f / 256, .zero_point = -128});
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
    const auto x = m.tensor("x", {1, 4, 4, 2}, tt::TensorType_INT8, {}, {.scales = 1});
    switch (builtin) {
        case 1:
        case 17: {
            const auto y = m.tensor("y", {1, 2, 2, 2}, tt::TensorType_INT8, {}, {.scales = 1});
            m.op(builtin, {x}, {y}, tflite::BuiltinOptions_Pool2DOptions,
                 tflite::CreatePool2DOptions(b, tflite::Padding_VALID, 2, 2, 2, 2).Union());
            return m.finish(x, y);
        }
        case 0:
        case 18: {
            const auto y = m.tensor("y", {1, 4, 4, 2}, tt::TensorType_INT8, {}, {.scales = 1});
            if (builtin == 0)
                m.op(0, {x, x}, {y}, tflite::BuiltinOptions_AddOptions, tflite::CreateAddOptions(b).Union());
            else
                m.op(18, {x, x}, {y}, tflite::BuiltinOptions_MulOptions, tflite::CreateMulOptions(b).Union());
            return m.finish(x, y);
        }
        case 2: {
            const auto y = m.tensor("y", {1, 4, 4, 6}, tt::TensorType_INT8, {}, {.scales = 1});
            m.op(2, {x, x, x}, {y}, tflite::BuiltinOptions_ConcatenationOptions,
                 tflite::CreateConcatenationOptions(b, 3).Union());
            return m.finish(x, y);
        }
        case 34: {
            const auto paddings = m.int32_constant("paddings", {0, 0, 1, 1, 1, 1, 0, 0});
            const auto y = m.tensor("y", {1, 6, 6, 2}, tt::TensorType_INT8, {}, {.scales = 1});
            m.op(34, {x, paddings}, {y});
            return m.finish(x, y);
        }
        default: {  // 40: MEAN
            const auto axes = m.int32_constant("axes", {1, 2});
            const auto y = m.tensor("y", {1, 2}, tt::TensorType_INT8, {}, {.scales = 1});
            m.op(40, {x, axes}, {y}, tflite::BuiltinOptions_ReducerOptions, tflite::CreateReducerOptions(b, false).Union());
            return m.finish(x, y);
        }
    }
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
