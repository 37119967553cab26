// tools/netmem-import/tests/model_builder.hpp
// Builds a small .tflite model tensor by tensor and operator by operator, with flatbuffers'
// FlatBufferBuilder and the importer's own schema subset (tflite_subset_generated.h). The model
// writers of the importer's tests (make_bad_models.cpp, make_prepare_models.cpp,
// make_typed_models.cpp) share it. One subgraph, one input and one output, schema version 3.
#pragma once

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "tflite_subset_generated.h"

namespace netmem_import_test {

using tt = tflite::TensorType;

/// A tensor's quantization parameters: `scales` scales of value `scale` (zero points
/// `zero_point`) along `dimension`; 0 scales: none (a float tensor or an unquantized constant).
struct quantization {
    std::size_t scales = 0;
    float scale = 0.5f;
    std::int64_t zero_point = 0;
    std::int32_t dimension = 0;
};

struct model_builder {
    flatbuffers::FlatBufferBuilder b;
    std::vector<flatbuffers::Offset<tflite::Tensor>> tensors;
    std::vector<flatbuffers::Offset<tflite::Operator>> ops;
    std::vector<flatbuffers::Offset<tflite::OperatorCode>> codes;
    std::vector<flatbuffers::Offset<tflite::Buffer>> buffers{tflite::CreateBufferDirect(b)};

    /// A tensor; non-empty `data` makes it constant (its own buffer).
    std::int32_t tensor(const char* name, std::vector<std::int32_t> shape, tt type,
                        const std::vector<std::uint8_t>& data = {}, quantization q = {}) {
        std::uint32_t buffer = 0;
        if (!data.empty()) {
            buffer = static_cast<std::uint32_t>(buffers.size());
            buffers.push_back(tflite::CreateBufferDirect(b, &data));
        }
        flatbuffers::Offset<tflite::QuantizationParameters> parameters = 0;
        if (q.scales > 0) {
            const std::vector<float> scale(q.scales, q.scale);
            const std::vector<std::int64_t> zero(q.scales, q.zero_point);
            parameters = tflite::CreateQuantizationParametersDirect(b, nullptr, nullptr, &scale, &zero, q.dimension);
        }
        tensors.push_back(tflite::CreateTensorDirect(b, &shape, type, buffer, name, parameters));
        return static_cast<std::int32_t>(tensors.size() - 1);
    }

    /// A constant int32 vector [values.size()].
    std::int32_t int32_constant(const char* name, const std::vector<std::int32_t>& values) {
        return tensor(name, {static_cast<std::int32_t>(values.size())}, tt::TensorType_INT32, int32_data(values));
    }

    /// `count` bytes of value `value`: the data of a constant tensor whose values do not matter.
    static std::vector<std::uint8_t> bytes(std::size_t count, std::uint8_t value = 0) { return std::vector<std::uint8_t>(count, value); }

    /// int32 values as little-endian bytes.
    static std::vector<std::uint8_t> int32_data(const std::vector<std::int32_t>& values) {
        std::vector<std::uint8_t> data;
        for (std::int32_t v : values)
            for (int i = 0; i < 4; ++i) data.push_back(static_cast<std::uint8_t>(static_cast<std::uint32_t>(v) >> (8 * i)));
        return data;
    }

    /// An operator with a builtin code of its own (one OperatorCode per operator).
    void op(std::int32_t builtin, std::vector<std::int32_t> in, std::vector<std::int32_t> out,
            tflite::BuiltinOptions type = tflite::BuiltinOptions_NONE, flatbuffers::Offset<void> options = 0) {
        const auto deprecated = static_cast<std::int8_t>(builtin < 127 ? builtin : 127);
        codes.push_back(tflite::CreateOperatorCodeDirect(b, deprecated, nullptr, 1, builtin));
        ops.push_back(tflite::CreateOperatorDirect(b, static_cast<std::uint32_t>(codes.size() - 1), &in, &out, type, options));
    }

    /// A CUSTOM operator `code` with the custom options bytes given (none: no custom_options field).
    void custom(const char* code, std::vector<std::int32_t> in, std::vector<std::int32_t> out,
                const std::vector<std::uint8_t>& options) {
        codes.push_back(tflite::CreateOperatorCodeDirect(b, 32, code, 1, 32));
        ops.push_back(tflite::CreateOperatorDirect(b, static_cast<std::uint32_t>(codes.size() - 1), &in, &out,
                                                   tflite::BuiltinOptions_NONE, 0, options.empty() ? nullptr : &options));
    }

    /// FULLY_CONNECTED with default options.
    void fully_connected(std::int32_t in, std::int32_t weights, std::int32_t bias, std::int32_t out) {
        op(9, {in, weights, bias}, {out}, tflite::BuiltinOptions_FullyConnectedOptions,
           tflite::CreateFullyConnectedOptions(b).Union());
    }

    /// CONV_2D, valid padding, stride 1.
    void conv_2d(std::int32_t in, std::int32_t weights, std::int32_t bias, std::int32_t out) {
        op(3, {in, weights, bias}, {out}, tflite::BuiltinOptions_Conv2DOptions,
           tflite::CreateConv2DOptions(b, tflite::Padding_VALID, 1, 1).Union());
    }

    /// The model's bytes, with `input` and `output` as the subgraph's input and output.
    std::vector<std::uint8_t> finish(std::int32_t input, std::int32_t output) {
        const std::vector<std::int32_t> in{input}, out{output};
        std::vector<flatbuffers::Offset<tflite::SubGraph>> graphs{
            tflite::CreateSubGraphDirect(b, &tensors, &in, &out, &ops, "main")};
        b.Finish(tflite::CreateModelDirect(b, 3, &codes, &graphs, "netmem-import test", &buffers), tflite::ModelIdentifier());
        return {b.GetBufferPointer(), b.GetBufferPointer() + b.GetSize()};
    }
};

/// Writes `data` to the file `path`.
inline void write(const std::string& path, const std::vector<std::uint8_t>& data) {
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(data.data()), static_cast<std::streamsize>(data.size()));
}

}  // namespace netmem_import_test
