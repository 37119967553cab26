// tools/netmem-import/tests/make_bad_models.cpp
// Writes the .tflite files the bad-file tests feed to netmem-import (one defect each), into the
// directory argv[1]; argv[2] is a real model the byte-level variants start from.
//   ok.tflite                  a valid one-op model (SOFTMAX [1,4] -> [1,4]): the must-pass twin
//   version_2.tflite           Model.version 2
//   two_subgraphs.tflite       2 subgraphs
//   negative_dimension.tflite  tensor 1 of shape [1, -1]
//   buffer_out_of_range.tflite tensor 1 names buffer 7 of 1
//   tensor_out_of_range.tflite operator 0 reads tensor 9 of 2
//   custom_op.tflite           operator 0 is CUSTOM "my_custom_op"
//   unknown_builtin.tflite     operator 0 is GELU (builtin 150: netmem has no layer for it)
//   truncated.tflite           the first half of argv[2]
//   empty.tflite               0 bytes
//   wrong_identifier.tflite    argv[2] with "TFL2" at bytes 4..7
// The models are built with flatbuffers' FlatBufferBuilder and the importer's own schema subset.
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "tflite_subset_generated.h"

namespace {

struct defect {
    std::uint32_t version = 3;
    int subgraphs = 1;
    std::int32_t dimension = 4;
    std::uint32_t buffer = 0;
    std::int32_t input = 0;
    std::int32_t builtin = 25;  // SOFTMAX
    const char* custom = nullptr;
};

std::vector<std::uint8_t> build(const defect& d) {
    flatbuffers::FlatBufferBuilder b;
    std::vector<flatbuffers::Offset<tflite::SubGraph>> graphs;
    for (int g = 0; g < d.subgraphs; ++g) {
        const std::vector<std::int32_t> in_shape{1, 4}, out_shape{1, d.dimension};
        std::vector<flatbuffers::Offset<tflite::Tensor>> tensors{
            tflite::CreateTensorDirect(b, &in_shape, tflite::TensorType_INT8, 0, "input"),
            tflite::CreateTensorDirect(b, &out_shape, tflite::TensorType_INT8, d.buffer, "output")};
        const std::vector<std::int32_t> op_in{d.input}, op_out{1}, graph_in{0}, graph_out{1};
        std::vector<flatbuffers::Offset<tflite::Operator>> ops{
            tflite::CreateOperatorDirect(b, 0, &op_in, &op_out, tflite::BuiltinOptions_SoftmaxOptions,
                                         tflite::CreateSoftmaxOptions(b, 1.0f).Union())};
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

void write(const std::string& path, const std::vector<std::uint8_t>& bytes) {
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: make_bad_models OUT_DIR REAL_MODEL.tflite\n");
        return 1;
    }
    const std::string dir = argv[1];
    write(dir + "/ok.tflite", build({}));
    write(dir + "/version_2.tflite", build({.version = 2}));
    write(dir + "/two_subgraphs.tflite", build({.subgraphs = 2}));
    write(dir + "/negative_dimension.tflite", build({.dimension = -1}));
    write(dir + "/buffer_out_of_range.tflite", build({.buffer = 7}));
    write(dir + "/tensor_out_of_range.tflite", build({.input = 9}));
    write(dir + "/custom_op.tflite", build({.builtin = 32, .custom = "my_custom_op"}));
    write(dir + "/unknown_builtin.tflite", build({.builtin = 150}));
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
    return 0;
}
