// tests/kernels_tflm_operator_oracle.cpp
// TFLM's per-operator facts (runtime/tflm/detail/tflm_operators.hpp) against TFLM itself: the
// oracle ../shared/oracles/bin/tflm-arena-{m32,m64,cmsis-nn-m32} (TFLM 90b983c2's own allocator and
// kernels, see ../shared/oracles/README.md) is run on every model in ../shared/models with
// --tensors; every operator's options, shapes and types are read from the .tflite itself
// (flatbuffers' schema-less Table API, field numbers from tensorflow/compiler/mlir/lite/schema/
// schema.fbs), turned into a tflm_operator, and the table's figures must equal the oracle's
// op.<i>.builtin, op.<i>.persistent_requested_bytes, op.<i>.persistent_bytes (allocations rounded
// to 16; see the test) and op.<i>.scratch_bytes, byte for byte, for all three builds. The builtin
// data (parsed options) is checked through tail_other_bytes (composition written out below).
//
// The 32-bit oracles are i386 executables; on a kernel without IA32 emulation they are run through
// qemu-i386 (found by CMake: NETMEM_QEMU_I386). ../shared is located by CMake (NETMEM_SHARED_DIR =
// ${CMAKE_SOURCE_DIR}/../shared); when it is missing the test fails (it never passes silently).
// Also tests: netmem/kernels/cmsis_nn/tflm_kernels.hpp netmem/kernels/reference/tflm_kernels.hpp
#include <doctest/doctest.h>
#include <flatbuffers/flatbuffers.h>

#include <netmem/runtime/tflm/detail/tflm_operators.hpp>
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

#include "support/tflm_oracle.hpp"

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace {

using netmem::data_type;
using netmem::kernel_library;
using netmem::quantization_granularity;
using netmem::size_type;
namespace tflm = netmem::tflm;
using tflm::builtin_operator;
using tflm::shape;

#ifndef NETMEM_SHARED_DIR
#define NETMEM_SHARED_DIR ""
#endif
#ifndef NETMEM_QEMU_I386
#define NETMEM_QEMU_I386 ""
#endif

// ---- the oracle ---------------------------------------------------------------------------------

using oracle_output = std::map<std::string, std::string>;

/// Runs `command`, returns its stdout and sets `status` to its exit status.
std::string capture(const std::string& command, int& status) {
    std::string out;
    FILE* pipe = ::popen(command.c_str(), "r");
    if (pipe == nullptr) {
        status = -1;
        return out;
    }
    std::array<char, 4096> buffer{};
    std::size_t n = 0;
    while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) out.append(buffer.data(), n);
    const int raw = ::pclose(pipe);
    status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    return out;
}

oracle_output parse_key_values(const std::string& text) {
    oracle_output values;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        const std::string line = text.substr(start, end - start);
        const std::size_t equals = line.find('=');
        if (equals != std::string::npos) values[line.substr(0, equals)] = line.substr(equals + 1);
        start = end + 1;
    }
    return values;
}

/// The oracle `binary` on `model` with --tensors; natively first, through qemu-i386 when the
/// binary cannot be executed here (an i386 binary on a kernel without IA32 emulation: status 126).
std::optional<oracle_output> run_oracle(const std::string& binary, const std::string& model) {
    const std::string arguments = "\"" + binary + "\" --tensors \"" + model + "\" 2>/dev/null";
    int status = 0;
    std::string out = capture(arguments, status);
    const std::string qemu = NETMEM_QEMU_I386;
    if (status != 0 && !qemu.empty() && qemu.find("NOTFOUND") == std::string::npos)
        out = capture("\"" + qemu + "\" " + arguments, status);
    if (status != 0) return std::nullopt;
    return parse_key_values(out);
}

size_type number(const oracle_output& o, const std::string& key) {
    const auto it = o.find(key);
    REQUIRE_MESSAGE(it != o.end(), "the oracle printed no " << key);
    return std::stoll(it->second);
}

// ---- the model (schema.fbs field numbers; a field's vtable slot is 4 + 2 x its number) ----------

namespace fb = flatbuffers;
constexpr fb::voffset_t slot(int field_number) { return static_cast<fb::voffset_t>(4 + 2 * field_number); }
using table_vector = fb::Vector<fb::Offset<fb::Table>>;
using int_vector = fb::Vector<std::int32_t>;

// table Model { version:0, operator_codes:1, subgraphs:2, ... }
// table OperatorCode { deprecated_builtin_code:byte 0, custom_code:1, version:2, builtin_code:int 3 }
// table SubGraph { tensors:0, inputs:1, outputs:2, operators:3, name:4 }
// table Tensor { shape:[int] 0, type:TensorType 1, buffer:2, name:3, quantization:4, ... }
// table QuantizationParameters { min:0, max:1, scale:[float] 2, zero_point:3, ... }
// table Operator { opcode_index:0, inputs:1, outputs:2, builtin_options_type:3, builtin_options:4, ... }

std::vector<std::uint8_t> read_bytes(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

/// TensorType (schema.fbs) -> netmem's data_type; nullopt for a type netmem has no name for.
std::optional<data_type> to_data_type(std::int8_t type) {
    switch (type) {
        case 0: return data_type::float32;
        case 1: return data_type::float16;
        case 2: return data_type::int32;
        case 3: return data_type::uint8;
        case 7: return data_type::int16;
        case 9: return data_type::int8;
        case 10: return data_type::float64;
        case 18: return data_type::bfloat16;
        default: return std::nullopt;
    }
}

std::optional<builtin_operator> to_builtin(std::int32_t code) {
    const auto kind = static_cast<builtin_operator>(code);
    if (tflm::builtin_name(kind).empty()) return std::nullopt;
    return kind;
}

struct model_tensor {
    tflm::tensor_shape dimensions{};
    data_type type = data_type::int8;
    size_type scale_count = 0;
};

struct model_operator {
    std::int32_t builtin_code = -1;
    tflm::tflm_operator op{};
    bool known = false;
};

model_tensor read_tensor(const fb::Table* tensor) {
    model_tensor t{};
    if (const auto* dims = tensor->GetPointer<const int_vector*>(slot(0))) {
        t.dimensions.rank = static_cast<size_type>(dims->size());
        for (fb::uoffset_t i = 0; i < dims->size() && i < 6; ++i) t.dimensions.dimensions[i] = dims->Get(i);
    }
    t.type = to_data_type(tensor->GetField<std::int8_t>(slot(1), 0)).value_or(data_type::int8);
    if (const auto* quantization = tensor->GetPointer<const fb::Table*>(slot(4))) {
        if (const auto* scales = quantization->GetPointer<const fb::Vector<float>*>(slot(2)))
            t.scale_count = static_cast<size_type>(scales->size());
    }
    return t;
}

tflm::padding_type to_padding(std::int8_t padding) {
    return padding == 0 ? tflm::padding_type::same : tflm::padding_type::valid;
}

/// Every operator of subgraph 0 as a tflm_operator.
std::vector<model_operator> read_operators(const std::vector<std::uint8_t>& bytes) {
    std::vector<model_operator> result;
    const auto* model = fb::GetRoot<fb::Table>(bytes.data());
    const auto* codes = model->GetPointer<const table_vector*>(slot(1));
    const auto* subgraphs = model->GetPointer<const table_vector*>(slot(2));
    const auto* subgraph = subgraphs->Get(0);
    const auto* tensors = subgraph->GetPointer<const table_vector*>(slot(0));
    const auto* operators = subgraph->GetPointer<const table_vector*>(slot(3));
    for (fb::uoffset_t i = 0; i < operators->size(); ++i) {
        const auto* op_table = operators->Get(i);
        model_operator m{};
        const auto* code = codes->Get(op_table->GetField<std::uint32_t>(slot(0), 0));
        m.builtin_code = std::max<std::int32_t>(code->GetField<std::int8_t>(slot(0), 0),
                                                code->GetField<std::int32_t>(slot(3), 0));
        const auto kind = to_builtin(m.builtin_code);
        m.known = kind.has_value();
        tflm::tflm_operator& op = m.op;
        op.kind = kind.value_or(builtin_operator::add);
        const auto* inputs = op_table->GetPointer<const int_vector*>(slot(1));
        const auto* outputs = op_table->GetPointer<const int_vector*>(slot(2));
        auto tensor_at = [&](const int_vector* list, fb::uoffset_t k) -> std::optional<model_tensor> {
            if (list == nullptr || k >= list->size() || list->Get(k) < 0) return std::nullopt;
            return read_tensor(tensors->Get(static_cast<fb::uoffset_t>(list->Get(k))));
        };
        // TRANSPOSE_CONV's inputs are (output shape, weights, input, bias); the others' input 0 is the data.
        const bool transpose_conv = op.kind == builtin_operator::transpose_conv;
        const auto input = tensor_at(inputs, transpose_conv ? 2 : 0);
        const auto weights = tensor_at(inputs, 1);
        const auto bias = tensor_at(inputs, transpose_conv ? 3 : 2);
        const auto output = tensor_at(outputs, 0);
        op.input_count = inputs != nullptr ? static_cast<size_type>(inputs->size()) : 0;
        if (input) {
            op.input = input->dimensions;
            op.input_type = input->type;
        }
        if (output) {
            op.output = output->dimensions;
            op.output_type = output->type;
        }
        if (weights) {
            op.weights = weights->dimensions;
            op.weights_type = weights->type;
            op.quantization = weights->scale_count > 1    ? quantization_granularity::per_channel
                              : weights->scale_count == 1 ? quantization_granularity::per_tensor
                                                          : quantization_granularity::none;
        }
        op.has_bias = bias.has_value();
        if (bias) op.bias_type = bias->type;
        const auto* options = op_table->GetPointer<const fb::Table*>(slot(4));
        if (options != nullptr) {
            switch (op.kind) {
                case builtin_operator::conv_2d:  // Conv2DOptions
                    op.padding = to_padding(options->GetField<std::int8_t>(slot(0), 0));
                    op.stride_width = options->GetField<std::int32_t>(slot(1), 0);
                    op.stride_height = options->GetField<std::int32_t>(slot(2), 0);
                    op.activation = static_cast<tflm::fused_activation>(options->GetField<std::int8_t>(slot(3), 0));
                    op.dilation_width = options->GetField<std::int32_t>(slot(4), 1);
                    op.dilation_height = options->GetField<std::int32_t>(slot(5), 1);
                    break;
                case builtin_operator::depthwise_conv_2d:  // DepthwiseConv2DOptions
                    op.padding = to_padding(options->GetField<std::int8_t>(slot(0), 0));
                    op.stride_width = options->GetField<std::int32_t>(slot(1), 0);
                    op.stride_height = options->GetField<std::int32_t>(slot(2), 0);
                    op.depth_multiplier = options->GetField<std::int32_t>(slot(3), 0);
                    op.activation = static_cast<tflm::fused_activation>(options->GetField<std::int8_t>(slot(4), 0));
                    op.dilation_width = options->GetField<std::int32_t>(slot(5), 1);
                    op.dilation_height = options->GetField<std::int32_t>(slot(6), 1);
                    break;
                case builtin_operator::average_pool_2d:
                case builtin_operator::max_pool_2d:  // Pool2DOptions
                    op.padding = to_padding(options->GetField<std::int8_t>(slot(0), 0));
                    op.stride_width = options->GetField<std::int32_t>(slot(1), 0);
                    op.stride_height = options->GetField<std::int32_t>(slot(2), 0);
                    op.filter_width = options->GetField<std::int32_t>(slot(3), 0);
                    op.filter_height = options->GetField<std::int32_t>(slot(4), 0);
                    op.activation = static_cast<tflm::fused_activation>(options->GetField<std::int8_t>(slot(5), 0));
                    break;
                case builtin_operator::transpose_conv:  // TransposeConvOptions
                    op.padding = to_padding(options->GetField<std::int8_t>(slot(0), 0));
                    op.stride_width = options->GetField<std::int32_t>(slot(1), 0);
                    op.stride_height = options->GetField<std::int32_t>(slot(2), 0);
                    op.activation = static_cast<tflm::fused_activation>(options->GetField<std::int8_t>(slot(3), 0));
                    break;
                case builtin_operator::mean:  // ReducerOptions
                    op.keep_dims = options->GetField<std::uint8_t>(slot(0), 0) != 0;
                    break;
                case builtin_operator::unidirectional_sequence_lstm:  // UnidirectionalSequenceLSTMOptions
                    op.activation = static_cast<tflm::fused_activation>(options->GetField<std::int8_t>(slot(0), 0));
                    op.time_major = options->GetField<std::uint8_t>(slot(3), 0) != 0;
                    break;
                default: break;
            }
        }
        if (op.kind == builtin_operator::mean) {
            if (const auto axes = tensor_at(inputs, 1)) op.axis_count = axes->dimensions.elements();
        }
        result.push_back(m);
    }
    return result;
}

struct oracle_build {
    const char* binary;
    kernel_library kernels;
    size_type pointer_bits;
};
constexpr std::array<oracle_build, 3> oracle_builds{{
    {"tflm-arena-m32", kernel_library::reference, 32},
    {"tflm-arena-m64", kernel_library::reference, 64},
    {"tflm-arena-cmsis-nn-m32", kernel_library::cmsis_nn_pure_c, 32},
}};

constexpr std::array<const char*, 7> models{"ad01_int8",       "hello_world_int8",       "kws_ref_model",
                                            "micro_speech_quantized", "person_detect", "pretrainedResnet_quant",
                                            "vww_96_int8"};

/// tail_other_bytes (oracle README) = MicroBuiltinDataAllocator (2 pointers: vtable, persistent
/// allocator) + SubgraphAllocations of the one subgraph (2 pointers: node_and_registrations,
/// tensors) + every parsed builtin-data struct (each aligned down to its alignof; the allocations
/// before them end pointer-aligned; the padding below the last one, before the first 16-aligned
/// kernel buffer, is counted in that kernel's op.<i>.persistent_bytes) + one ScratchBufferHandle
/// (1 pointer) per scratch buffer.
size_type expected_tail_other(const std::vector<model_operator>& operators, kernel_library kernels,
                              size_type pointer_bits, size_type scratch_buffers) {
    const size_type pointer = pointer_bits / 8;
    size_type end = 0;  // distance below a pointer-aligned tail position, growing downwards
    for (const auto& m : operators) {
        const auto facts = tflm::tflm_operator_facts_of(m.op, kernels, pointer_bits);
        if (facts.builtin_data_bytes == 0) continue;
        end = netmem::round_up(end + facts.builtin_data_bytes, facts.builtin_data_alignment);
    }
    return 4 * pointer + end + scratch_buffers * pointer;
}

/// Runs the oracle `build` on `model` and compares every operator with the table (see the file
/// comment), and the model's scratch-buffer count and tail_other_bytes (builtin data).
void check_model(const std::filesystem::path& shared, const oracle_build& build, const std::string& model) {
    const std::string binary_name = build.binary;
    CAPTURE(binary_name);
    CAPTURE(model);
    const auto oracle = run_oracle((shared / "oracles" / "bin" / build.binary).string(), model);
    REQUIRE_MESSAGE(oracle.has_value(), "the oracle " << build.binary << " did not run on " << model);
    const auto operators = read_operators(read_bytes(model));
    REQUIRE(static_cast<size_type>(operators.size()) == number(*oracle, "operators"));
    bool first_with_allocations = true;
    for (std::size_t i = 0; i < operators.size(); ++i) {
        const std::string key = "op." + std::to_string(i) + ".";
        CAPTURE(i);
        REQUIRE_MESSAGE(operators[i].known, "builtin code " << operators[i].builtin_code << " has no row");
        const auto facts = tflm::tflm_operator_facts_of(operators[i].op, build.kernels, build.pointer_bits);
        CHECK(facts.modelled);
        const netmem::name_view builtin = tflm::builtin_name(operators[i].op.kind);
        CHECK(std::string(builtin.data(), builtin.size()) == oracle->at(key + "builtin"));
        CHECK(facts.persistent_requested_bytes() == number(*oracle, key + "persistent_requested_bytes"));
        CHECK(facts.scratch_bytes() == number(*oracle, key + "scratch_bytes"));
        // Every persistent buffer starts 16-aligned, so each takes its size rounded up to 16,
        // except that the very first kernel allocation of the model follows the parsed options
        // (4-aligned): it takes between its size and its size + 15.
        const size_type taken = number(*oracle, key + "persistent_bytes");
        if (first_with_allocations && facts.persistent_count > 0) {
            first_with_allocations = false;
            CHECK(taken >= facts.persistent_requested_bytes());
            CHECK(taken <= facts.persistent_rounded_bytes() + 15);
        } else {
            CHECK(taken == facts.persistent_rounded_bytes());
        }
    }
    size_type scratch_count = 0;
    for (const auto& m : operators)
        scratch_count += tflm::tflm_operator_facts_of(m.op, build.kernels, build.pointer_bits).scratch_count;
    CHECK(scratch_count == number(*oracle, "scratch_buffers"));
    CHECK(expected_tail_other(operators, build.kernels, build.pointer_bits, number(*oracle, "scratch_buffers")) ==
          number(*oracle, "tail_other_bytes"));
}

std::filesystem::path shared_directory() {
    const std::filesystem::path shared = NETMEM_SHARED_DIR;
    if (shared.empty() || !std::filesystem::exists(shared / "oracles" / "bin")) {
        FAIL("../shared (the TFLM oracle and the models) is missing at '" << shared.string()
                                                                            << "': this test cannot run");
    }
    return shared;
}

}  // namespace

TEST_CASE("every operator of every model in ../shared/models: TFLM's own allocations equal the table's") {
    const auto shared = shared_directory();
    for (const auto& build : oracle_builds) {
        for (const char* model_name : models)
            check_model(shared, build, (shared / "models" / (std::string(model_name) + ".tflite")).string());
    }
}

// ---- one-operator models for the op kinds ../shared/models do not use -------------------------
// Written with flatbuffers' schema-less builder, field numbers and union indices from schema.fbs
// (BuiltinOptions: Conv2DOptions 1, DepthwiseConv2DOptions 2, Pool2DOptions 5,
// FullyConnectedOptions 8, SoftmaxOptions 9, ConcatenationOptions 10, MulOptions 21,
// ReducerOptions 27, SubOptions 28, TransposeConvOptions 49, LeakyReluOptions 75).

namespace {

constexpr std::int8_t tensor_float32 = 0, tensor_int32 = 2, tensor_int16 = 7, tensor_int8 = 9;

struct tensor_spec {
    std::vector<std::int32_t> dims;
    std::int8_t type = tensor_int8;
    bool constant = false;
    std::vector<std::int32_t> int32_data{};  ///< constant int32 contents (shapes, axes, paddings)
    std::vector<float> scales{0.5F};         ///< quantization scales (one per channel: per-channel)
    std::int64_t zero_point = 0;
    std::int32_t quantized_dimension = 0;
    bool variable = false;  ///< Tensor.is_variable (LSTM states)
};

struct option_value {
    int field = 0;
    enum class kind : std::uint8_t { int8, int32, float32 } type = kind::int32;
    double value = 0;
};

struct operator_spec {
    builtin_operator kind = builtin_operator::add;
    std::vector<std::int32_t> inputs, outputs;
    std::uint8_t options_type = 0;
    std::vector<option_value> options{};
};

std::vector<std::uint8_t> build_model(const std::vector<tensor_spec>& tensors, const operator_spec& op,
                                      const std::vector<std::int32_t>& graph_inputs,
                                      const std::vector<std::int32_t>& graph_outputs) {
    fb::FlatBufferBuilder b;
    b.ForceDefaults(true);
    auto finish_table = [&](fb::uoffset_t start) { return fb::Offset<fb::Table>(b.EndTable(start)); };
    // buffers: 0 is the empty sentinel; every constant tensor gets its own.
    std::vector<fb::Offset<fb::Table>> buffers;
    buffers.push_back(finish_table(b.StartTable()));
    std::vector<std::uint32_t> buffer_of(tensors.size(), 0);
    for (std::size_t i = 0; i < tensors.size(); ++i) {
        const auto& t = tensors[i];
        if (!t.constant) continue;
        std::size_t elements = 1;
        for (const auto d : t.dims) elements *= static_cast<std::size_t>(d);
        const std::size_t element_bytes = t.type == tensor_int8 ? 1 : t.type == tensor_int16 ? 2 : 4;
        std::vector<std::uint8_t> data(elements * element_bytes, 0);
        for (std::size_t k = 0; k < t.int32_data.size() && 4 * k + 3 < data.size(); ++k) {
            const auto v = static_cast<std::uint32_t>(t.int32_data[k]);
            for (std::size_t byte = 0; byte < 4; ++byte) data[4 * k + byte] = static_cast<std::uint8_t>(v >> (8 * byte));
        }
        b.ForceVectorAlignment(data.size(), 1, 16);
        const auto vector = b.CreateVector(data);
        const auto start = b.StartTable();
        b.AddOffset(slot(0), vector);
        buffer_of[i] = static_cast<std::uint32_t>(buffers.size());
        buffers.push_back(finish_table(start));
    }
    std::vector<fb::Offset<fb::Table>> tensor_tables;
    for (std::size_t i = 0; i < tensors.size(); ++i) {
        const auto& t = tensors[i];
        const auto dims = b.CreateVector(t.dims);
        const auto name = b.CreateString("t" + std::to_string(i));
        fb::Offset<fb::Table> quantization{};
        const bool quantized = (t.type == tensor_int8 || t.type == tensor_int16 || t.type == tensor_int32) && !t.scales.empty();
        if (quantized) {
            const auto scales = b.CreateVector(t.scales);
            const auto zero_points = b.CreateVector(std::vector<std::int64_t>(t.scales.size(), t.zero_point));
            const auto start = b.StartTable();
            b.AddOffset(slot(2), scales);
            b.AddOffset(slot(3), zero_points);
            b.AddElement<std::int32_t>(slot(6), t.quantized_dimension, 0);
            quantization = finish_table(start);
        }
        const auto start = b.StartTable();
        b.AddOffset(slot(0), dims);
        b.AddElement<std::int8_t>(slot(1), t.type, 0);
        b.AddElement<std::uint32_t>(slot(2), buffer_of[i], 0);
        b.AddOffset(slot(3), name);
        if (!quantization.IsNull()) b.AddOffset(slot(4), quantization);
        b.AddElement<std::uint8_t>(slot(5), t.variable ? 1 : 0, 0);
        tensor_tables.push_back(finish_table(start));
    }
    fb::Offset<fb::Table> options{};
    if (op.options_type != 0) {
        const auto start = b.StartTable();
        for (const auto& o : op.options) {
            switch (o.type) {
                case option_value::kind::int8: b.AddElement<std::int8_t>(slot(o.field), static_cast<std::int8_t>(o.value), 0); break;
                case option_value::kind::int32: b.AddElement<std::int32_t>(slot(o.field), static_cast<std::int32_t>(o.value), 0); break;
                case option_value::kind::float32: b.AddElement<float>(slot(o.field), static_cast<float>(o.value), 0); break;
            }
        }
        options = finish_table(start);
    }
    const auto op_inputs = b.CreateVector(op.inputs);
    const auto op_outputs = b.CreateVector(op.outputs);
    fb::uoffset_t start = b.StartTable();
    b.AddElement<std::uint32_t>(slot(0), 0, 0);
    b.AddOffset(slot(1), op_inputs);
    b.AddOffset(slot(2), op_outputs);
    if (op.options_type != 0) {
        b.AddElement<std::uint8_t>(slot(3), op.options_type, 0);
        b.AddOffset(slot(4), options);
    }
    const auto operator_table = finish_table(start);
    const auto tensor_vector = b.CreateVector(tensor_tables);
    const auto inputs = b.CreateVector(graph_inputs);
    const auto outputs = b.CreateVector(graph_outputs);
    const auto operators = b.CreateVector(std::vector<fb::Offset<fb::Table>>{operator_table});
    start = b.StartTable();
    b.AddOffset(slot(0), tensor_vector);
    b.AddOffset(slot(1), inputs);
    b.AddOffset(slot(2), outputs);
    b.AddOffset(slot(3), operators);
    const auto subgraph = finish_table(start);
    const auto code_value = static_cast<std::int32_t>(op.kind);
    start = b.StartTable();
    b.AddElement<std::int8_t>(slot(0), static_cast<std::int8_t>(code_value < 127 ? code_value : 127), 0);
    b.AddElement<std::int32_t>(slot(2), 1, 0);
    b.AddElement<std::int32_t>(slot(3), code_value, 0);
    const auto code = finish_table(start);
    const auto codes = b.CreateVector(std::vector<fb::Offset<fb::Table>>{code});
    const auto subgraphs = b.CreateVector(std::vector<fb::Offset<fb::Table>>{subgraph});
    const auto buffer_vector = b.CreateVector(buffers);
    const auto description = b.CreateString("netmem tests/kernels_tflm_operator_oracle.cpp");
    start = b.StartTable();
    b.AddElement<std::uint32_t>(slot(0), 3, 0);
    b.AddOffset(slot(1), codes);
    b.AddOffset(slot(2), subgraphs);
    b.AddOffset(slot(3), description);
    b.AddOffset(slot(4), buffer_vector);
    b.Finish(finish_table(start), "TFL3");
    return {b.GetBufferPointer(), b.GetBufferPointer() + b.GetSize()};
}

struct one_operator_model {
    const char* name;
    std::vector<tensor_spec> tensors;
    operator_spec op;
    std::vector<std::int32_t> graph_inputs, graph_outputs;
};

using kind = option_value::kind;

tensor_spec int8_tensor(std::vector<std::int32_t> dims) { return tensor_spec{std::move(dims)}; }
tensor_spec weights_tensor(std::vector<std::int32_t> dims, std::int32_t channels, std::int32_t dimension = 0) {
    return tensor_spec{std::move(dims), tensor_int8, true, {}, std::vector<float>(static_cast<std::size_t>(channels), 0.25F), 0, dimension};
}
tensor_spec bias_tensor(std::int32_t channels) {
    return tensor_spec{{channels}, tensor_int32, true, {}, std::vector<float>(static_cast<std::size_t>(channels), 0.125F)};
}
tensor_spec int32_constant(std::vector<std::int32_t> dims, std::vector<std::int32_t> data) {
    return tensor_spec{std::move(dims), tensor_int32, true, std::move(data), {}};
}
tensor_spec float_tensor(std::vector<std::int32_t> dims) { return tensor_spec{std::move(dims), tensor_float32, false, {}, {}}; }

std::vector<one_operator_model> one_operator_models() {
    std::vector<one_operator_model> m;
    m.push_back({"mul", {int8_tensor({1, 8, 8, 16}), int8_tensor({1, 8, 8, 16}), int8_tensor({1, 8, 8, 16})},
                 {builtin_operator::mul, {0, 1}, {2}, 21, {}}, {0, 1}, {2}});
    m.push_back({"sub", {int8_tensor({1, 8, 8, 16}), int8_tensor({1, 8, 8, 16}), int8_tensor({1, 8, 8, 16})},
                 {builtin_operator::sub, {0, 1}, {2}, 28, {}}, {0, 1}, {2}});
    m.push_back({"concatenation", {int8_tensor({1, 4, 4, 8}), int8_tensor({1, 4, 4, 8}), int8_tensor({1, 4, 4, 16})},
                 {builtin_operator::concatenation, {0, 1}, {2}, 10, {{0, kind::int32, 3}}}, {0, 1}, {2}});
    m.push_back({"pad",
                 {int8_tensor({1, 5, 5, 8}), int32_constant({4, 2}, {0, 0, 1, 1, 1, 1, 0, 0}), int8_tensor({1, 7, 7, 8})},
                 {builtin_operator::pad, {0, 1}, {2}}, {0}, {2}});
    m.push_back({"quantize", {float_tensor({1, 10}), int8_tensor({1, 10})}, {builtin_operator::quantize, {0}, {1}}, {0}, {1}});
    m.push_back({"dequantize", {int8_tensor({1, 10}), float_tensor({1, 10})}, {builtin_operator::dequantize, {0}, {1}}, {0}, {1}});
    tensor_spec sigmoid_output = int8_tensor({1, 10});
    sigmoid_output.scales = {1.0F / 256};
    sigmoid_output.zero_point = -128;
    m.push_back({"logistic", {int8_tensor({1, 10}), sigmoid_output}, {builtin_operator::logistic, {0}, {1}}, {0}, {1}});
    tensor_spec tanh_output = int8_tensor({1, 10});
    tanh_output.scales = {1.0F / 128};
    m.push_back({"tanh", {int8_tensor({1, 10}), tanh_output}, {builtin_operator::tanh, {0}, {1}}, {0}, {1}});
    m.push_back({"relu", {int8_tensor({1, 10}), int8_tensor({1, 10})}, {builtin_operator::relu, {0}, {1}}, {0}, {1}});
    m.push_back({"relu6", {int8_tensor({1, 10}), int8_tensor({1, 10})}, {builtin_operator::relu6, {0}, {1}}, {0}, {1}});
    m.push_back({"leaky_relu", {int8_tensor({1, 10}), int8_tensor({1, 10})},
                 {builtin_operator::leaky_relu, {0}, {1}, 75, {{0, kind::float32, 0.2}}}, {0}, {1}});
    m.push_back({"hard_swish", {int8_tensor({1, 10}), int8_tensor({1, 10})}, {builtin_operator::hard_swish, {0}, {1}}, {0}, {1}});
    // Pool2DOptions: padding 0, stride_w 1, stride_h 2, filter_width 3, filter_height 4 (VALID = 1).
    m.push_back({"max_pool_2d", {int8_tensor({1, 8, 8, 8}), int8_tensor({1, 4, 4, 8})},
                 {builtin_operator::max_pool_2d, {0}, {1}, 5,
                  {{0, kind::int8, 1}, {1, kind::int32, 2}, {2, kind::int32, 2}, {3, kind::int32, 2}, {4, kind::int32, 2}}},
                 {0}, {1}});
    // ReducerOptions: keep_dims 0.
    m.push_back({"mean", {int8_tensor({1, 4, 4, 32}), int32_constant({2}, {1, 2}), int8_tensor({1, 1, 1, 32})},
                 {builtin_operator::mean, {0, 1}, {2}, 27, {{0, kind::int8, 1}}}, {0}, {2}});
    // TransposeConvOptions: padding 0 (SAME = 0), stride_w 1, stride_h 2. Inputs: output shape,
    // weights [C_out, K_h, K_w, C_in], input, bias.
    m.push_back({"transpose_conv_reverse",
                 {int32_constant({4}, {1, 32, 32, 16}), weights_tensor({16, 3, 3, 32}, 16), int8_tensor({1, 16, 16, 32}),
                  bias_tensor(16), int8_tensor({1, 32, 32, 16})},
                 {builtin_operator::transpose_conv, {0, 1, 2, 3}, {4}, 49,
                  {{0, kind::int8, 0}, {1, kind::int32, 2}, {2, kind::int32, 2}}},
                 {2}, {4}});
    m.push_back({"transpose_conv_columns",
                 {int32_constant({4}, {1, 32, 32, 16}), weights_tensor({16, 3, 3, 8}, 16), int8_tensor({1, 16, 16, 8}),
                  bias_tensor(16), int8_tensor({1, 32, 32, 16})},
                 {builtin_operator::transpose_conv, {0, 1, 2, 3}, {4}, 49,
                  {{0, kind::int8, 0}, {1, kind::int32, 2}, {2, kind::int32, 2}}},
                 {2}, {4}});
    // FullyConnectedOptions: keep_num_dims (field 2) true; per-tensor weights; a 3-D output.
    m.push_back({"fully_connected_rank3",
                 {int8_tensor({1, 4, 16}), weights_tensor({8, 16}, 1), bias_tensor(1), int8_tensor({1, 4, 8})},
                 {builtin_operator::fully_connected, {0, 1, 2}, {3}, 8, {{2, kind::int8, 1}}}, {0}, {3}});
    // Conv2DOptions: padding VALID (1), strides 1; weights [16, 1, 1, 8] on 16 input channels: 2 groups.
    m.push_back({"conv_2d_grouped",
                 {int8_tensor({1, 8, 8, 16}), weights_tensor({16, 1, 1, 8}, 16), bias_tensor(16), int8_tensor({1, 8, 8, 16})},
                 {builtin_operator::conv_2d, {0, 1, 2}, {3}, 1,
                  {{0, kind::int8, 1}, {1, kind::int32, 1}, {2, kind::int32, 1}, {4, kind::int32, 1}, {5, kind::int32, 1}}},
                 {0}, {3}});
    m.push_back({"strided_slice",
                 {int8_tensor({1, 8, 8, 4}), int32_constant({4}, {0, 0, 0, 0}), int32_constant({4}, {1, 4, 4, 4}),
                  int32_constant({4}, {1, 1, 1, 1}), int8_tensor({1, 4, 4, 4})},
                 {builtin_operator::strided_slice, {0, 1, 2, 3}, {4}, 32, {}}, {0}, {4}});
    m.push_back({"squeeze", {int8_tensor({1, 1, 1, 16}), int8_tensor({16})}, {builtin_operator::squeeze, {0}, {1}}, {0}, {1}});
    m.push_back({"transpose", {int8_tensor({1, 4, 8, 2}), int32_constant({4}, {0, 2, 1, 3}), int8_tensor({1, 8, 4, 2})},
                 {builtin_operator::transpose, {0, 1}, {2}}, {0}, {2}});
    tensor_spec softmax16_in{{1, 10}, tensor_int16};
    tensor_spec softmax16_out{{1, 10}, tensor_int16, false, {}, {1.0F / 32768}};
    m.push_back({"softmax_int16", {softmax16_in, softmax16_out},
                 {builtin_operator::softmax, {0}, {1}, 9, {{0, kind::float32, 1.0}}}, {0}, {1}});
    // UNIDIRECTIONAL_SEQUENCE_LSTM, float, batch 2, time 5, 3 features, 4 units; inputs (lstm_shared.h):
    // 0 input, 1..4 input-to-gate weights, 5..8 recurrent weights, 9..11 peepholes (absent), 12..15
    // gate biases, 16..17 projection (absent), 18 output state, 19 cell state (variables), 20..23
    // layer norm (absent). Options (71): activation TANH (4), time_major false.
    {
        std::vector<tensor_spec> t;
        t.push_back(float_tensor({2, 5, 3}));
        for (int i = 0; i < 4; ++i) t.push_back(tensor_spec{{4, 3}, tensor_float32, true, {}, {}});
        for (int i = 0; i < 4; ++i) t.push_back(tensor_spec{{4, 4}, tensor_float32, true, {}, {}});
        for (int i = 0; i < 4; ++i) t.push_back(tensor_spec{{4}, tensor_float32, true, {}, {}});
        tensor_spec state{{2, 4}, tensor_float32, false, {}, {}};
        state.variable = true;
        t.push_back(state);
        t.push_back(state);
        t.push_back(float_tensor({2, 5, 4}));
        // tensors: 0 input, 1..4, 5..8, 9..12 biases, 13 output state, 14 cell state, 15 output
        m.push_back({"unidirectional_sequence_lstm_float", t,
                     {builtin_operator::unidirectional_sequence_lstm,
                      {0, 1, 2, 3, 4, 5, 6, 7, 8, -1, -1, -1, 9, 10, 11, 12, -1, -1, 13, 14, -1, -1, -1, -1},
                      {15}, 71, {{0, kind::int8, 4}}},
                     {0}, {15}});
    }
    // The same LSTM quantized: int8 input, weights and output state, int32 biases, int16 cell state
    // (scale 2^-11: TFLM needs a power of two).
    {
        std::vector<tensor_spec> t;
        t.push_back(int8_tensor({2, 5, 3}));
        for (int i = 0; i < 4; ++i) t.push_back(weights_tensor({4, 3}, 1));
        for (int i = 0; i < 4; ++i) t.push_back(weights_tensor({4, 4}, 1));
        for (int i = 0; i < 4; ++i) t.push_back(bias_tensor(4));
        for (auto& bias : t) {
            if (bias.type == tensor_int32) bias.scales = {0.125F};
        }
        tensor_spec output_state = int8_tensor({2, 4});
        output_state.variable = true;
        tensor_spec cell_state{{2, 4}, tensor_int16, false, {}, {1.0F / 2048}};
        cell_state.variable = true;
        t.push_back(output_state);
        t.push_back(cell_state);
        t.push_back(int8_tensor({2, 5, 4}));
        m.push_back({"unidirectional_sequence_lstm_int8", t,
                     {builtin_operator::unidirectional_sequence_lstm,
                      {0, 1, 2, 3, 4, 5, 6, 7, 8, -1, -1, -1, 9, 10, 11, 12, -1, -1, 13, 14, -1, -1, -1, -1},
                      {15}, 71, {{0, kind::int8, 4}}},
                     {0}, {15}});
    }
    return m;
}

}  // namespace

TEST_CASE("one-operator models of the op kinds the shared models lack: the oracle equals the table") {
    const auto shared = shared_directory();
    const auto directory = std::filesystem::temp_directory_path() / "netmem_tflm_operators";
    std::filesystem::create_directories(directory);
    for (const auto& model : one_operator_models()) {
        const auto bytes = build_model(model.tensors, model.op, model.graph_inputs, model.graph_outputs);
        const auto path = directory / (std::string(model.name) + ".tflite");
        {
            std::ofstream file(path, std::ios::binary);
            file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
        }
        for (const auto& build : oracle_builds) check_model(shared, build, path.string());
    }
}

TEST_CASE("product and subtract vertices are TFLite MUL and SUB: netmem's TFLM arena equals the oracle's") {
    // The "mul" and "sub" one-operator models above (two int8 8x8x16 inputs, one output) as netmem
    // graphs. MUL's and SUB's builtin options and kernel data differ from ADD's, so lowering every
    // elementwise vertex to ADD (as netmem did) gave another tail: every figure must equal TFLM's.
    namespace nm = netmem;
    using feature_map = nm::graph_input<"a", nm::input::convolutional{8, 8, 16}>;
    using other_map = nm::graph_input<"b", nm::input::convolutional{8, 8, 16}>;
    using product = nm::graph<nm::inputs<feature_map, other_map>,
                              nm::vertex<"out", nm::elementwise{.op = nm::elementwise_op::product}, "a", "b">,
                              nm::outputs<"out">>;
    using difference = nm::graph<nm::inputs<feature_map, other_map>,
                                 nm::vertex<"out", nm::elementwise{.op = nm::elementwise_op::subtract}, "a", "b">,
                                 nm::outputs<"out">>;
    constexpr nm::deployment m32{.runtime = nm::runtime::tflm, .tflm = {.abi = nm::struct_abi::ilp32_i386}};
    constexpr nm::deployment m64{.runtime = nm::runtime::tflm, .tflm = {.pointer_bits = 64}};
    shared_directory();
    const auto directory = std::filesystem::path(NETMEM_TESTS_BINARY_DIR) / "netmem_tflm_elementwise";
    std::filesystem::create_directories(directory);
    auto model_file = [&](const std::string& name) {
        for (const auto& model : one_operator_models()) {
            if (model.name != name) continue;
            const auto bytes = build_model(model.tensors, model.op, model.graph_inputs, model.graph_outputs);
            const auto path = directory / (name + ".tflite");
            std::ofstream file(path, std::ios::binary);
            file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
            return path.string();
        }
        FAIL("no one-operator model " << name);
        return std::string{};
    };
    const std::string mul = model_file("mul");
    const std::string sub = model_file("sub");
    netmem_tests::check_arena_figures(nm::tflm::arena<product>(m32),
                                      netmem_tests::oracle_on_file("tflm-arena-m32", mul), "tflm-arena-m32");
    netmem_tests::check_arena_figures(nm::tflm::arena<product>(m64),
                                      netmem_tests::oracle_on_file("tflm-arena-m64", mul), "tflm-arena-m64");
    netmem_tests::check_arena_figures(nm::tflm::arena<difference>(m32),
                                      netmem_tests::oracle_on_file("tflm-arena-m32", sub), "tflm-arena-m32");
    netmem_tests::check_arena_figures(nm::tflm::arena<difference>(m64),
                                      netmem_tests::oracle_on_file("tflm-arena-m64", sub), "tflm-arena-m64");
}

TEST_CASE("CONCATENATION of 11 inputs: TFLM rejects it (kMaxInputNum = 10), and so does the table") {
    const auto shared = shared_directory();
    std::vector<tensor_spec> tensors;
    std::vector<std::int32_t> inputs;
    for (std::int32_t i = 0; i < 11; ++i) {
        tensors.push_back(int8_tensor({1, 2, 2, 1}));
        inputs.push_back(i);
    }
    tensors.push_back(int8_tensor({1, 2, 2, 11}));
    const auto bytes = build_model(tensors, {builtin_operator::concatenation, inputs, {11}, 10, {{0, kind::int32, 3}}},
                                   inputs, {11});
    const auto path = std::filesystem::temp_directory_path() / "netmem_tflm_operators" / "concatenation_11.tflite";
    std::filesystem::create_directories(path.parent_path());
    {
        std::ofstream file(path, std::ios::binary);
        file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    }
    // The oracle exits with status 2 (AllocateTensors() failed): run_oracle gives nothing.
    CHECK_FALSE(run_oracle((shared / "oracles" / "bin" / "tflm-arena-m64").string(), path.string()).has_value());
    const auto operators = read_operators(bytes);
    REQUIRE(operators.size() == 1);
    const auto facts = tflm::tflm_operator_facts_of(operators[0].op, kernel_library::reference, 64);
    CHECK(facts.rejected_by_tflm);
    CHECK_FALSE(facts.modelled);
    // Ten inputs are accepted (the one-operator models above run two).
    auto ten = operators[0].op;
    ten.input_count = 10;
    CHECK(tflm::tflm_operator_facts_of(ten, kernel_library::reference, 64).modelled);
}

// ---- single figures, each with its source -------------------------------------------------------

namespace {
// kws_ref_model.tflite op 0 (oracle --tensors): CONV_2D, input tensor 0 [1,49,10,1] int8, weights
// [64,10,4,1] per-channel, bias [64] int32, output [1,25,5,64], stride 2, padding same.
constexpr tflm::tflm_operator kws_conv{.kind = builtin_operator::conv_2d,
                                       .input = shape(1, 49, 10, 1),
                                       .weights = shape(64, 10, 4, 1),
                                       .output = shape(1, 25, 5, 64),
                                       .input_count = 3,
                                       .has_bias = true,
                                       .padding = tflm::padding_type::same,
                                       .stride_height = 2,
                                       .stride_width = 2};
}  // namespace

TEST_CASE("CONV_2D: OpDataConv and the per-channel arrays, by hand and by the oracle") {
    // OpDataConv on ilp32: padding 4 x 4 = 16, 5 int32 = 20, 2 pointers x 4 = 8, 3 int32 = 12 -> 56;
    // per-channel arrays 64 x 4 = 256 twice: 56 + 512 = 568 = oracle tflm-arena-m32 op.0.persistent_requested_bytes.
    constexpr auto m32 = tflm::tflm_operator_facts_of(kws_conv, kernel_library::reference, 32);
    static_assert(m32.persistent_requested_bytes() == 568);
    // lp64: 16 + 20 = 36, pointers 8-aligned at 40, + 16 = 56, + 12 = 68 -> sizeof 72; 72 + 512 = 584 (oracle m64).
    static_assert(tflm::tflm_operator_facts_of(kws_conv, kernel_library::reference, 64).persistent_requested_bytes() == 584);
    // cmsis_nn OpData = OpDataConv + int buffer_idx = 60; 60 + 512 = 572 (oracle cmsis-nn-m32);
    // im2col: 2 x round4(10 x 4 x 1) x 2 B = 160 (oracle op.0.scratch_bytes).
    constexpr auto cmsis = tflm::tflm_operator_facts_of(kws_conv, kernel_library::cmsis_nn_pure_c, 32);
    static_assert(cmsis.persistent_requested_bytes() == 572);
    static_assert(cmsis.scratch_bytes() == 160 && cmsis.scratch_count == 1);
    // TfLiteConvParams: 7 four-byte fields = 28, 4-aligned (oracle tail_other_bytes, see above).
    static_assert(m32.builtin_data_bytes == 28 && m32.builtin_data_alignment == 4);
    // Order: Init's OpData, then Prepare's multiplier and shift arrays.
    static_assert(m32.persistent_count == 3 && m32.persistent[0].phase == tflm::allocation_phase::init &&
                  m32.persistent[1].phase == tflm::allocation_phase::prepare && m32.persistent[2].bytes == 256);
    CHECK(m32.persistent_rounded_bytes() == 64 + 256 + 256);  // oracle m32 op.1..8.persistent_bytes = 576
}

TEST_CASE("SOFTMAX: SoftmaxParams holds a double; its size per ABI") {
    constexpr tflm::tflm_operator softmax{.kind = builtin_operator::softmax, .input = shape(1, 12), .output = shape(1, 12)};
    // double 8 + 7 int32 28 = 36, + 5 pointers: ilp32 36 + 20 = 56 (oracle m32: 56), lp64 40 + 40 = 80 (oracle m64: 80),
    // AAPCS (double 8-aligned): 56 is already a multiple of 8 -> 56.
    static_assert(tflm::tflm_operator_facts_of(softmax, kernel_library::reference, 32).persistent_requested_bytes() == 56);
    static_assert(tflm::tflm_operator_facts_of(softmax, kernel_library::reference, 64).persistent_requested_bytes() == 80);
    static_assert(tflm::tflm_operator_facts_of(softmax, kernel_library::reference, tflm::abi::arm_eabi_gcc)
                      .persistent_requested_bytes() == 56);
    // CMSISNNSoftmaxParams = SoftmaxParams + 2 int32 = 64 (oracle cmsis-nn-m32: 64).
    CHECK(tflm::tflm_operator_facts_of(softmax, kernel_library::cmsis_nn_pure_c, 32).persistent_requested_bytes() == 64);
}

TEST_CASE("MEAN and TRANSPOSE_CONV: issue 11's figures, by hand and by the oracle") {
    // Issue 11: global average pooling of 4x4x1280 int8 is TFLite's MEAN over axes (1, 2). TFLM
    // (reduce_common.cc PrepareMeanOrSumHelper) requests an int32 accumulator per output element,
    // 1 x 1 x 1 x 1280 x 4 = 5,120 B, then 4 B per input dimension (4 x 4 = 16) and per axis
    // (2 x 4 = 8), with every kernel set. (The one-operator model "mean", 4x4x32, gives the oracle's
    // scratch.0..2 = 128, 16, 8.)
    constexpr tflm::tflm_operator mean{.kind = builtin_operator::mean,
                                       .input = shape(1, 4, 4, 1280),
                                       .output = shape(1, 1, 1, 1280),
                                       .input_count = 2,
                                       .axis_count = 2,
                                       .keep_dims = true};
    constexpr auto reference = tflm::tflm_operator_facts_of(mean, kernel_library::reference, 32);
    static_assert(reference.scratch_count == 3 && reference.scratch[0] == 5'120 && reference.scratch[1] == 16 &&
                  reference.scratch[2] == 8);
    static_assert(tflm::tflm_operator_facts_of(mean, kernel_library::cmsis_nn_dsp, 32).scratch_bytes() == 5'144);
    // OpDataReduce: 11 four-byte fields = 44 (oracle "mean": persistent_requested_bytes 44);
    // TfLiteReducerParams: one bool, 1 byte, 1-aligned.
    static_assert(reference.persistent_requested_bytes() == 44 && reference.builtin_data_bytes == 1 &&
                  reference.builtin_data_alignment == 1);

    // Issue 11: conv2d_transpose 16x16x32 -> 16 filters 3x3, stride 2, same, int8: TFLM's reference
    // TRANSPOSE_CONV requests an int32 scratch the size of the output, 32 x 32 x 16 x 4 = 65,536 B
    // (oracle "transpose_conv_reverse": op.0.scratch_bytes 65536). Persistent: OpData = ConvParams
    // (1 + pad 1 + 8 + 8 + pad 2 + 36 = 56) + 2 int + 2 pointers = 72 on ilp32, and 2 x 16 x 4 = 128 of
    // per-channel arrays: 200 (oracle: persistent_requested_bytes 200).
    constexpr tflm::tflm_operator transpose_conv{.kind = builtin_operator::transpose_conv,
                                                 .input = shape(1, 16, 16, 32),
                                                 .weights = shape(16, 3, 3, 32),
                                                 .output = shape(1, 32, 32, 16),
                                                 .input_count = 4,
                                                 .has_bias = true,
                                                 .padding = tflm::padding_type::same,
                                                 .stride_height = 2,
                                                 .stride_width = 2};
    constexpr auto tc = tflm::tflm_operator_facts_of(transpose_conv, kernel_library::reference, 32);
    static_assert(tc.scratch_count == 1 && tc.scratch[0] == 65'536);
    static_assert(tc.persistent_requested_bytes() == 200);
    // CMSIS-NN (pure C): stride 2 and 32 > 16 input channels: the reverse-convolution path, im2col of
    // the upsampled input 2 x round4(3 x 3 x 32) x 2 = 1,152 and the reversed filter 32 x 3 x 3 x 16
    // = 4,608 (oracle cmsis-nn-m32: scratch.0 1152, scratch.1 4608).
    constexpr auto tc_cmsis = tflm::tflm_operator_facts_of(transpose_conv, kernel_library::cmsis_nn_pure_c, 32);
    static_assert(tc_cmsis.scratch_count == 2 && tc_cmsis.scratch[0] == 1'152 && tc_cmsis.scratch[1] == 4'608);
    CHECK(tc_cmsis.persistent_requested_bytes() == 204);  // OpData with one more int: 76 + 128 (oracle: 204)
}
