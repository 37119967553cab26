// tests/deploy_tflm_operators.cpp
// TFLM's per-operator facts (deploy/runtime/detail/tflm_operators.hpp) against TFLM itself: the
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
#include <doctest/doctest.h>
#include <flatbuffers/flatbuffers.h>

#include <netmem/deploy/runtime/detail/tflm_operators.hpp>

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

}  // namespace

TEST_CASE("every operator of every model: TFLM's own allocations equal the table's") {
    const std::filesystem::path shared = NETMEM_SHARED_DIR;
    if (shared.empty() || !std::filesystem::exists(shared / "oracles" / "bin")) {
        FAIL("../shared (the TFLM oracle and the models) is missing at '" << shared.string()
                                                                            << "': this test cannot run");
    }
    for (const auto& build : oracle_builds) {
        for (const char* model_name : models) {
            const std::string model = (shared / "models" / (std::string(model_name) + ".tflite")).string();
            const std::string binary_name = build.binary;
            const std::string model_label = model_name;
            CAPTURE(binary_name);
            CAPTURE(model_label);
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
                CHECK(std::string(tflm::builtin_name(operators[i].op.kind)) == oracle->at(key + "builtin"));
                CHECK(facts.persistent_requested_bytes() == number(*oracle, key + "persistent_requested_bytes"));
                CHECK(facts.scratch_bytes() == number(*oracle, key + "scratch_bytes"));
                // Every persistent buffer starts 16-aligned, so each takes its size rounded up to 16,
                // except that the very first kernel allocation of the model follows the parsed
                // options (4-aligned): it takes between its size and its size + 15.
                const size_type taken = number(*oracle, key + "persistent_bytes");
                if (first_with_allocations && facts.persistent_count > 0) {
                    first_with_allocations = false;
                    CHECK(taken >= facts.persistent_requested_bytes());
                    CHECK(taken <= facts.persistent_rounded_bytes() + 15);
                } else {
                    CHECK(taken == facts.persistent_rounded_bytes());
                }
            }
            CHECK(expected_tail_other(operators, build.kernels, build.pointer_bits,
                                      number(*oracle, "scratch_buffers")) == number(*oracle, "tail_other_bytes"));
        }
    }
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
