// tools/netmem-import/tests/make_bad_models.cpp
// Writes the .tflite files the bad-file tests feed to netmem-import (one defect each), into the
// directory argv[1]; argv[2] is a real model the byte-level variants start from.
//   ok.tflite                  a valid one-op model (SOFTMAX [1,4] -> [1,4], int8, its output at
//                              TFLM's 1/256 and -128, as the SOFTMAX models below): the must-pass twin
//   version_2.tflite           Model.version 2
//   two_subgraphs.tflite       2 subgraphs
//   negative_dimension.tflite  tensor 1 of shape [1, -1]
//   huge_dimension.tflite      tensor 1 of shape [1, 2147483647] x 3 more such dimensions
//   buffer_out_of_range.tflite tensor 1 names buffer 7 of 1
//   tensor_out_of_range.tflite operator 0 reads tensor 9 of 2
//   custom_op.tflite           operator 0 is CUSTOM "my_custom_op"
//   unknown_builtin.tflite     operator 0 is GELU (builtin 150: netmem has no layer for it)
//   builtin_with_custom_options.tflite  ok.tflite whose SOFTMAX also carries 3 bytes of custom
//                              options (TFLM's AllocateTensors() refuses a builtin op with any)
//   custom_op_with_state.tflite  custom_op.tflite whose op also reads a variable tensor (its state,
//                              int16 [1,8]: TFLM keeps it in the tail), valid for TFLM
//   ethos_u_<what>.tflite      a Vela-style CUSTOM ethos-u op (see build_ethos_u) with valid custom
//                              options, none, the co-processor type 2, and bytes that are no flexbuffer
//   truncated.tflite           the first half of argv[2]
//   empty.tflite               0 bytes
//   wrong_identifier.tflite    argv[2] with "TFL2" at bytes 4..7
//   all_ops.tflite             a valid graph using every op the shared models do not (see build_all_ops)
//   fused_tanh.tflite          FULLY_CONNECTED with a fused TANH (see build_fused_tanh)
//   float_with_scales.tflite   RELU on float32 tensors that carry a quantization scale (valid)
//   per_channel_activations.tflite  RELU on int8 tensors with 3 scales each (valid)
//   <op>_<type>_<what>.tflite  one LOGISTIC, TANH, SOFTMAX or RELU [1,16] whose quantization TFLM's
//                              Prepare refuses (see build_activation and main), and two valid twins
//                              (logistic_int8_valid, softmax_int16_valid)
// and, into argv[1]/fuzz_findings/, one input per defect a coverage-guided fuzzer found (the fuzz
// corpus's seeds, docs/guide/fuzzing.md; each named after the rule that now rejects
// or accepts it):
//   unverified_model_field.tflite  ok.tflite whose Model field 7 (signature_defs: outside the schema
//                                  subset, so the Verifier skips it) lies 65,532 B past its table
//   same_names.tflite              16,000 SOFTMAX ops in a chain, every output named "x"
//   absent_data_input.tflite       DEPTHWISE_CONV_2D whose input 0 is -1
//   large_offset.tflite            SOFTMAX on int8 [1, 60000, 50000, 1] (3,000,000,000 B per tensor):
//                                  the second tensor's offset is above 2^31 - 1
//   million_tensors.tflite         ok.tflite plus 999,998 unused tensors (1,000,000 in all)
// The models are built with flatbuffers' FlatBufferBuilder and the importer's own schema subset.
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "model_builder.hpp"

namespace {

using namespace netmem_import_test;

struct defect {
    std::uint32_t version = 3;
    int subgraphs = 1;
    std::int32_t dimension = 4;
    bool huge = false;
    std::uint32_t buffer = 0;
    std::int32_t input = 0;
    std::int32_t builtin = 25;  // SOFTMAX
    const char* custom = nullptr;
    bool state = false;  ///< operator 0 also reads tensor 2, a variable int16 [1,8]
    bool custom_options = false;  ///< operator 0 also carries custom options (3 bytes)
};

/// TFLM's int8 SOFTMAX quantization (kernels/softmax_common.cc CalculateSoftmaxParams): the
/// input any scale, the output 1/256 with zero point -128 (else its Prepare fails).
flatbuffers::Offset<tflite::QuantizationParameters> softmax_quantization(flatbuffers::FlatBufferBuilder& b, bool output) {
    const std::vector<float> scale{output ? 1.0f / 256 : 0.1f};
    const std::vector<std::int64_t> zero_point{output ? -128 : 0};
    return tflite::CreateQuantizationParametersDirect(b, nullptr, nullptr, &scale, &zero_point);
}
constexpr quantization softmax_input{.scales = 1, .scale = 0.1f}, softmax_output{.scales = 1, .scale = 1.0f / 256, .zero_point = -128};

std::vector<std::uint8_t> build(const defect& d) {
    flatbuffers::FlatBufferBuilder b;
    std::vector<flatbuffers::Offset<tflite::SubGraph>> graphs;
    for (int g = 0; g < d.subgraphs; ++g) {
        const std::vector<std::int32_t> in_shape{1, 4};
        std::vector<std::int32_t> out_shape{1, d.dimension};
        if (d.huge) out_shape = {1, 2147483647, 2147483647, 2147483647};
        std::vector<flatbuffers::Offset<tflite::Tensor>> tensors{
            tflite::CreateTensorDirect(b, &in_shape, tflite::TensorType_INT8, 0, "input", softmax_quantization(b, false)),
            tflite::CreateTensorDirect(b, &out_shape, tflite::TensorType_INT8, d.buffer, "output", softmax_quantization(b, true))};
        const std::vector<std::int32_t> state_shape{1, 8};
        if (d.state)
            tensors.push_back(tflite::CreateTensorDirect(b, &state_shape, tflite::TensorType_INT16, 0, "state", 0,
                                                         /*is_variable=*/true));
        std::vector<std::int32_t> op_in{d.input};
        if (d.state) op_in.push_back(2);
        const std::vector<std::int32_t> op_out{1}, graph_in{0}, graph_out{1};
        const std::vector<std::uint8_t> options{0x01, 0x04, 0x01};
        std::vector<flatbuffers::Offset<tflite::Operator>> ops{
            tflite::CreateOperatorDirect(b, 0, &op_in, &op_out, tflite::BuiltinOptions_SoftmaxOptions,
                                         tflite::CreateSoftmaxOptions(b, 1.0f).Union(),
                                         d.custom_options ? &options : nullptr)};
        graphs.push_back(tflite::CreateSubGraphDirect(b, &tensors, &graph_in, &graph_out, &ops, "main"));
    }
    const auto deprecated = static_cast<std::int8_t>(d.builtin < 127 ? d.builtin : 127);
    std::vector<flatbuffers::Offset<tflite::OperatorCode>> codes{
        tflite::CreateOperatorCodeDirect(b, deprecated, d.custom, 1, d.builtin)};
    std::vector<flatbuffers::Offset<tflite::Buffer>> buffers{tflite::CreateBufferDirect(b)};
    b.Finish(tflite::CreateModelDirect(b, d.version, &codes, &graphs, "netmem-import test", &buffers),
             tflite::ModelIdentifier());
    return {b.GetBufferPointer(), b.GetBufferPointer() + b.GetSize()};
}

/// int8 [1,16] -FULLY_CONNECTED 8, no bias, a fused TANH-> [1,8] (valid for TFLM; netmem runs a tanh as
/// its own TANH operator, so netmem-import rejects the fused one by name).
std::vector<std::uint8_t> build_fused_tanh() {
    model_builder m;
    using tt = tflite::TensorType;
    const auto x = m.tensor("x", {1, 16}, tt::TensorType_INT8, {}, {.scales = 1});
    const auto w = m.tensor("fc/weights", {8, 16}, tt::TensorType_INT8, model_builder::bytes(8 * 16, 1), {.scales = 1});
    const auto y = m.tensor("y", {1, 8}, tt::TensorType_INT8, {}, {.scales = 1});
    m.op(9, {x, w, -1}, {y}, tflite::BuiltinOptions_FullyConnectedOptions,
         tflite::CreateFullyConnectedOptions(m.b, tflite::ActivationFunctionType_TANH).Union());
    return m.finish(x, y);
}

/// float32 [1,5,7,3] -RELU-> [1,5,7,3], both tensors with a quantization scale (valid for TFLM,
/// which keeps the parameters in its tail; netmem-import models them: tests/tflm_models/relu_float_scales.tflite).
std::vector<std::uint8_t> build_float_with_scales() {
    model_builder m;
    const auto x = m.tensor("x", {1, 5, 7, 3}, tt::TensorType_FLOAT32, {}, {.scales = 1, .scale = 0.1f});
    const auto y = m.tensor("y", {1, 5, 7, 3}, tt::TensorType_FLOAT32, {}, {.scales = 1, .scale = 0.1f});
    m.op(19, {x}, {y});  // RELU
    return m.finish(x, y);
}

/// int8 [1,5,7,3] -RELU-> [1,5,7,3] with 3 scales per activation tensor (quantized dimension 3;
/// tests/tflm_models/relu_per_channel_scales.tflite).
std::vector<std::uint8_t> build_per_channel_activations() {
    model_builder m;
    const auto x = m.tensor("x", {1, 5, 7, 3}, tt::TensorType_INT8, {}, {.scales = 3, .scale = 0.1f, .dimension = 3});
    const auto y = m.tensor("y", {1, 5, 7, 3}, tt::TensorType_INT8, {}, {.scales = 3, .scale = 0.1f, .dimension = 3});
    m.op(19, {x}, {y});  // RELU
    return m.finish(x, y);
}

/// A Vela-style model (tflite-gen's "vela" feature): int8 [1,16] -CUSTOM ethos-u-> int8 [1,16], the
/// op's inputs the command stream (uint8 [64], constant), the flash tensor (uint8 [128], constant),
/// the arena scratch (uint8 [256]) and the fast scratch (uint8 [32]), then the data; its custom
/// options `options` (Vela's: the flexbuffer int 1, bytes 01 04 01).
std::vector<std::uint8_t> build_ethos_u(const std::vector<std::uint8_t>& options) {
    model_builder m;
    const auto x = m.tensor("x", {1, 16}, tt::TensorType_INT8, {}, {.scales = 1});
    const auto command_stream = m.tensor("command_stream", {64}, tt::TensorType_UINT8, model_builder::bytes(64, 1));
    const auto flash = m.tensor("flash", {128}, tt::TensorType_UINT8, model_builder::bytes(128, 2));
    const auto scratch = m.tensor("scratch", {256}, tt::TensorType_UINT8);
    const auto fast_scratch = m.tensor("scratch_fast", {32}, tt::TensorType_UINT8);
    const auto y = m.tensor("y", {1, 16}, tt::TensorType_INT8, {}, {.scales = 1});
    m.custom("ethos-u", {command_stream, flash, scratch, fast_scratch, x}, {y}, options);
    return m.finish(x, y);
}

/// One activation op [1,16] -> [1,16]: `builtin` (14 LOGISTIC, 28 TANH, 25 SOFTMAX with beta 1, 19
/// RELU) from `in` to `out`, each with the quantization given (one scale, one zero point).
std::vector<std::uint8_t> build_activation(std::int32_t builtin, tt in, quantization qin, tt out, quantization qout) {
    model_builder m;
    qin.scales = qout.scales = 1;
    const auto x = m.tensor("x", {1, 16}, in, {}, qin);
    const auto y = m.tensor("y", {1, 16}, out, {}, qout);
    if (builtin == 25)
        m.op(builtin, {x}, {y}, tflite::BuiltinOptions_SoftmaxOptions, tflite::CreateSoftmaxOptions(m.b, 1.0f).Union());
    else
        m.op(builtin, {x}, {y});
    return m.finish(x, y);
}

/// A graph through every op netmem-import maps that the shared models do not use:
///   x float [1,8,8,4] -QUANTIZE-> q int8 [1,8,8,4] -PAD 1 each side-> p [1,10,10,4]
///   -MAX_POOL_2D 2x2/2 valid-> m [1,5,5,4] -CONV_2D 8 3x3/1 same-> c [1,5,5,8]
///   c -LOGISTIC-> s [1,5,5,8];  MUL(c, s) -> g [1,5,5,8];  CONCATENATION(g, c, axis 3) -> k [1,5,5,16]
///   -TRANSPOSE_CONV 4 3x3/2 same-> t [1,10,10,4] -MEAN axes {1,2}-> a [1,4] -DEQUANTIZE-> y float [1,4]
/// Weights: conv [8,3,3,4] per channel (8 scales) + bias [8]; transpose conv [4,3,3,16] per tensor
/// (1 scale) + bias [4]. The int8 activations carry one scale each (LOGISTIC's output 1/256, -128).
std::vector<std::uint8_t> build_all_ops() {
    model_builder m;
    using tt = tflite::TensorType;
    const auto x = m.tensor("x", {1, 8, 8, 4}, tt::TensorType_FLOAT32);
    // Activations: one scale each (TFLM's QUANTIZE and the int8 kernels require it); LOGISTIC's
    // output at TFLM's fixed 1/256, -128 (kernels/logistic_common.cc).
    const quantization act{.scales = 1, .scale = 0.1f};
    const auto q = m.tensor("quantized", {1, 8, 8, 4}, tt::TensorType_INT8, {}, act);
    const auto paddings = m.tensor("paddings", {4, 2}, tt::TensorType_INT32, model_builder::int32_data({0, 0, 1, 1, 1, 1, 0, 0}));
    const auto p = m.tensor("padded", {1, 10, 10, 4}, tt::TensorType_INT8, {}, act);
    const auto mp = m.tensor("pooled", {1, 5, 5, 4}, tt::TensorType_INT8, {}, act);
    const auto cw = m.tensor("conv/weights", {8, 3, 3, 4}, tt::TensorType_INT8, model_builder::bytes(8 * 3 * 3 * 4, 1), {.scales = 8});
    const auto cb = m.tensor("conv/bias", {8}, tt::TensorType_INT32, model_builder::bytes(8 * 4));
    const auto c = m.tensor("conv", {1, 5, 5, 8}, tt::TensorType_INT8, {}, act);
    const auto s = m.tensor("gate", {1, 5, 5, 8}, tt::TensorType_INT8, {}, {.scales = 1, .scale = 1.0f / 256, .zero_point = -128});
    const auto g = m.tensor("gated", {1, 5, 5, 8}, tt::TensorType_INT8, {}, act);
    const auto k = m.tensor("concat", {1, 5, 5, 16}, tt::TensorType_INT8, {}, act);
    const auto os = m.tensor("up/output_shape", {4}, tt::TensorType_INT32, model_builder::int32_data({1, 10, 10, 4}));
    const auto tw = m.tensor("up/weights", {4, 3, 3, 16}, tt::TensorType_INT8, model_builder::bytes(4 * 3 * 3 * 16, 1), {.scales = 1});
    const auto tb = m.tensor("up/bias", {4}, tt::TensorType_INT32, model_builder::bytes(4 * 4));
    const auto t = m.tensor("up", {1, 10, 10, 4}, tt::TensorType_INT8, {}, act);
    const auto axes = m.tensor("mean/axes", {2}, tt::TensorType_INT32, model_builder::int32_data({1, 2}));
    const auto a = m.tensor("mean", {1, 4}, tt::TensorType_INT8, {}, act);
    const auto y = m.tensor("y", {1, 4}, tt::TensorType_FLOAT32);
    auto& b = m.b;
    m.op(114, {x}, {q});                                   // QUANTIZE
    m.op(34, {q, paddings}, {p});                          // PAD
    m.op(17, {p}, {mp}, tflite::BuiltinOptions_Pool2DOptions,
         tflite::CreatePool2DOptions(b, tflite::Padding_VALID, 2, 2, 2, 2).Union());  // MAX_POOL_2D
    m.op(3, {mp, cw, cb}, {c}, tflite::BuiltinOptions_Conv2DOptions,
         tflite::CreateConv2DOptions(b, tflite::Padding_SAME, 1, 1).Union());        // CONV_2D
    m.op(14, {c}, {s});                                    // LOGISTIC
    m.op(18, {c, s}, {g}, tflite::BuiltinOptions_MulOptions, tflite::CreateMulOptions(b).Union());  // MUL
    m.op(2, {g, c}, {k}, tflite::BuiltinOptions_ConcatenationOptions,
         tflite::CreateConcatenationOptions(b, 3).Union());  // CONCATENATION
    m.op(67, {os, tw, k, tb}, {t}, tflite::BuiltinOptions_TransposeConvOptions,
         tflite::CreateTransposeConvOptions(b, tflite::Padding_SAME, 2, 2).Union());  // TRANSPOSE_CONV
    m.op(40, {t, axes}, {a}, tflite::BuiltinOptions_ReducerOptions, tflite::CreateReducerOptions(b, false).Union());  // MEAN
    m.op(6, {a}, {y});                                     // DEQUANTIZE
    return m.finish(x, y);
}

/// A SOFTMAX chain of `ops` ops, every output named `name`; `extra_tensors` unused [1] tensors.
std::vector<std::uint8_t> build_chain(std::size_t ops, const char* name, std::vector<std::int32_t> shape,
                                      std::size_t extra_tensors = 0) {
    model_builder m;
    const auto first = m.tensor("input", shape, tflite::TensorType_INT8, {}, softmax_input);
    std::int32_t last = first;
    const auto code = static_cast<std::int8_t>(25);  // SOFTMAX
    m.codes.push_back(tflite::CreateOperatorCodeDirect(m.b, code, nullptr, 1, 25));
    for (std::size_t k = 0; k < ops; ++k) {
        const auto out = m.tensor(name, shape, tflite::TensorType_INT8, {}, softmax_output);
        const std::vector<std::int32_t> in{last}, outs{out};
        m.ops.push_back(tflite::CreateOperatorDirect(m.b, 0, &in, &outs, tflite::BuiltinOptions_SoftmaxOptions,
                                                     tflite::CreateSoftmaxOptions(m.b, 1.0f).Union()));
        last = out;
    }
    if (extra_tensors > 0) {
        const auto one = m.b.CreateVector(std::vector<std::int32_t>{1});  // one shape vector, shared
        for (std::size_t k = 0; k < extra_tensors; ++k)
            m.tensors.push_back(tflite::CreateTensor(m.b, one, tflite::TensorType_INT8, 0));
    }
    return m.finish(first, last);
}

/// ok.tflite with Model field 7 (signature_defs) present in the vtable but placed 65,532 B past
/// the table: the schema subset does not know field 7, so flatbuffers' Verifier never looks at it.
std::vector<std::uint8_t> build_unverified_model_field() {
    flatbuffers::FlatBufferBuilder b;
    const std::vector<std::int32_t> shape{1, 4}, op_in{0}, op_out{1};
    std::vector<flatbuffers::Offset<tflite::Tensor>> tensors{
        tflite::CreateTensorDirect(b, &shape, tflite::TensorType_INT8, 0, "input", softmax_quantization(b, false)),
        tflite::CreateTensorDirect(b, &shape, tflite::TensorType_INT8, 0, "output", softmax_quantization(b, true))};
    std::vector<flatbuffers::Offset<tflite::Operator>> ops{tflite::CreateOperatorDirect(
        b, 0, &op_in, &op_out, tflite::BuiltinOptions_SoftmaxOptions, tflite::CreateSoftmaxOptions(b, 1.0f).Union())};
    std::vector<flatbuffers::Offset<tflite::SubGraph>> graphs{
        tflite::CreateSubGraphDirect(b, &tensors, &op_in, &op_out, &ops, "main")};
    std::vector<flatbuffers::Offset<tflite::OperatorCode>> codes{tflite::CreateOperatorCodeDirect(b, 25, nullptr, 1, 25)};
    std::vector<flatbuffers::Offset<tflite::Buffer>> buffers{tflite::CreateBufferDirect(b)};
    const auto codes_v = b.CreateVector(codes);
    const auto graphs_v = b.CreateVector(graphs);
    const auto buffers_v = b.CreateVector(buffers);
    tflite::ModelBuilder model(b);
    model.add_version(3);
    model.add_operator_codes(codes_v);
    model.add_subgraphs(graphs_v);
    model.add_buffers(buffers_v);
    constexpr flatbuffers::voffset_t field_7 = 4 + 2 * 7;
    b.AddElement<std::uint32_t>(field_7, 7, 0);
    b.Finish(model.Finish(), tflite::ModelIdentifier());
    std::vector<std::uint8_t> bytes(b.GetBufferPointer(), b.GetBufferPointer() + b.GetSize());
    auto u32 = [&](std::size_t p) {
        return static_cast<std::uint32_t>(bytes[p] | bytes[p + 1] << 8 | bytes[p + 2] << 16 | static_cast<std::uint32_t>(bytes[p + 3]) << 24);
    };
    const std::size_t table = u32(0);
    const std::size_t vtable = static_cast<std::size_t>(static_cast<std::int64_t>(table) - static_cast<std::int32_t>(u32(table)));
    bytes[vtable + field_7] = 0xfc;  // field 7 at table + 0xfffc
    bytes[vtable + field_7 + 1] = 0xff;
    return bytes;
}

/// DEPTHWISE_CONV_2D [1,8,8,4] 3x3 -> [1,6,6,4] with input 0 = -1 (the reader accepts -1, TFLite's
/// "absent optional input", at any position).
std::vector<std::uint8_t> build_absent_data_input() {
    model_builder m;
    using tt = tflite::TensorType;
    const auto x = m.tensor("x", {1, 8, 8, 4}, tt::TensorType_INT8);
    const auto w = m.tensor("dw/weights", {1, 3, 3, 4}, tt::TensorType_INT8, model_builder::bytes(36, 1), {.scales = 4});
    const auto bias = m.tensor("dw/bias", {4}, tt::TensorType_INT32, model_builder::bytes(16));
    const auto y = m.tensor("y", {1, 6, 6, 4}, tt::TensorType_INT8);
    m.op(4, {-1, w, bias}, {y}, tflite::BuiltinOptions_DepthwiseConv2DOptions,
         tflite::CreateDepthwiseConv2DOptions(m.b, tflite::Padding_VALID, 1, 1, 1).Union());
    return m.finish(x, y);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: make_bad_models OUT_DIR REAL_MODEL.tflite\n");
        return 1;
    }
    const std::string dir = argv[1];
    write(dir + "/ok.tflite", build({}));
    write(dir + "/all_ops.tflite", build_all_ops());
    write(dir + "/version_2.tflite", build({.version = 2}));
    write(dir + "/two_subgraphs.tflite", build({.subgraphs = 2}));
    write(dir + "/negative_dimension.tflite", build({.dimension = -1}));
    write(dir + "/huge_dimension.tflite", build({.huge = true}));
    write(dir + "/buffer_out_of_range.tflite", build({.buffer = 7}));
    write(dir + "/tensor_out_of_range.tflite", build({.input = 9}));
    write(dir + "/custom_op.tflite", build({.builtin = 32, .custom = "my_custom_op"}));
    write(dir + "/unknown_builtin.tflite", build({.builtin = 150}));
    write(dir + "/builtin_with_custom_options.tflite", build({.custom_options = true}));
    write(dir + "/fused_tanh.tflite", build_fused_tanh());
    write(dir + "/float_with_scales.tflite", build_float_with_scales());
    write(dir + "/per_channel_activations.tflite", build_per_channel_activations());
    // TFLM's Prepare checks (tflite-micro 90b983c2; tflm-arena-m32 exits 2 on each but the twins).
    const tt i8 = tt::TensorType_INT8, i16 = tt::TensorType_INT16;
    const quantization in8{.scale = 0.1f}, in16{.scale = 1.0f / 4096};
    write(dir + "/logistic_int8_valid.tflite", build_activation(14, i8, in8, i8, {.scale = 1.0f / 256, .zero_point = -128}));
    write(dir + "/logistic_int8_zero_point.tflite", build_activation(14, i8, in8, i8, {.scale = 1.0f / 256, .zero_point = -127}));
    write(dir + "/softmax_int8_zero_point.tflite", build_activation(25, i8, in8, i8, {.scale = 1.0f / 256, .zero_point = 0}));
    write(dir + "/softmax_int8_scale.tflite", build_activation(25, i8, in8, i8, {.scale = 1.0f / 255, .zero_point = -128}));
    write(dir + "/softmax_int8_int16_zero_point.tflite",
          build_activation(25, i8, in8, i16, {.scale = 1.0f / 65536, .zero_point = 0}));
    write(dir + "/logistic_int16_input_zero_point.tflite",
          build_activation(14, i16, {.scale = 1.0f / 4096, .zero_point = 3}, i16, {.scale = 1.0f / 32768}));
    write(dir + "/logistic_int16_scale.tflite", build_activation(14, i16, in16, i16, {.scale = 1.0f / 16384}));
    write(dir + "/tanh_int16_zero_point.tflite", build_activation(28, i16, in16, i16, {.scale = 1.0f / 32768, .zero_point = 1}));
    write(dir + "/tanh_int16_scale.tflite", build_activation(28, i16, in16, i16, {.scale = 1.0f / 30000}));
    write(dir + "/softmax_int16_valid.tflite", build_activation(25, i16, in16, i16, {.scale = 1.0f / 32768}));
    write(dir + "/softmax_int16_zero_point.tflite", build_activation(25, i16, in16, i16, {.scale = 1.0f / 32768, .zero_point = 2}));
    write(dir + "/softmax_int16_scale.tflite", build_activation(25, i16, in16, i16, {.scale = 1.0f / 30000}));
    write(dir + "/relu_int16_zero_point.tflite", build_activation(19, i16, in16, i16, {.scale = 1.0f / 4096, .zero_point = 5}));
    write(dir + "/custom_op_with_state.tflite", build({.builtin = 32, .custom = "my_custom_op", .state = true}));
    // The ethos-u kernel's checks (tflite-micro kernels/ethos_u/ethosu.cc): Prepare needs custom
    // options, Eval a flexbuffer whose root is the int 1 (CO_TYPE_ETHOSU).
    write(dir + "/ethos_u_valid.tflite", build_ethos_u({0x01, 0x04, 0x01}));
    write(dir + "/ethos_u_no_options.tflite", build_ethos_u({}));
    write(dir + "/ethos_u_co_type_2.tflite", build_ethos_u({0x02, 0x04, 0x01}));
    write(dir + "/ethos_u_bad_flexbuffer.tflite", build_ethos_u({0x01, 0x04, 0x09}));
    std::ifstream in(argv[2], std::ios::binary);
    const std::vector<std::uint8_t> real((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (real.size() < 16) {
        std::fprintf(stderr, "make_bad_models: cannot read %s\n", argv[2]);
        return 1;
    }
    write(dir + "/truncated.tflite", {real.begin(), real.begin() + static_cast<std::ptrdiff_t>(real.size() / 2)});
    write(dir + "/empty.tflite", {});
    std::vector<std::uint8_t> renamed = real;
    renamed[7] = '2';
    write(dir + "/wrong_identifier.tflite", renamed);
    const std::string findings = dir + "/fuzz_findings";
    write(findings + "/unverified_model_field.tflite", build_unverified_model_field());
    write(findings + "/same_names.tflite", build_chain(16000, "x", {1, 4}));
    write(findings + "/absent_data_input.tflite", build_absent_data_input());
    write(findings + "/large_offset.tflite", build_chain(1, "y", {1, 60000, 50000, 1}));
    write(findings + "/million_tensors.tflite", build_chain(1, "y", {1, 4}, 999998));
    return 0;
}
