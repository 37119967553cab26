// tools/netmem-import/tflite_model.cpp
// See tflite_model.hpp. The checks, in order (each an import_error naming the numbers):
//   fewer than 8 bytes, or a root offset / verifier failure          invalid_file ("truncated or corrupted")
//   bytes 4..7 other than "TFL3"                                      invalid_file ("file identifier")
//   Model.version other than 3 (TFLM's TFLITE_SCHEMA_VERSION)         unsupported_model
//   subgraph count other than 1                                       unsupported_model
//   a negative dimension in a tensor shape                            unsupported_model
//   a tensor's buffer index >= buffer count, an operator's tensor index or opcode index out of
//   range, a subgraph input/output index out of range, a metadata buffer out of range,
//   buffer data kept outside the flatbuffer (Buffer.offset > 1)       unsupported_model
#include "tflite_model.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "import_error.hpp"
#include "tflite_subset_generated.h"

namespace netmem_import {

namespace {

/// TFLM's TFLITE_SCHEMA_VERSION (tensorflow/lite/version.h): the only version it accepts.
constexpr std::uint32_t supported_schema_version = 3;
/// The largest tensor netmem-import takes: 2^40 elements (1 TiB of int8). netmem's arithmetic is
/// 64-bit and checked; with every tensor below this, the products the layers form (a tensor's
/// elements times a kernel size or bytes per element) stay far from 2^63, so a hostile shape is a
/// message here instead of netmem's overflow trap.
constexpr std::int64_t largest_tensor_elements = std::int64_t{1} << 40;
constexpr std::size_t largest_rank = 8;

[[noreturn]] void fail(exit_status status, const std::string& message) { throw import_error(status, message); }

template <class T>
std::vector<T> copy_vector(const flatbuffers::Vector<T>* v) {
    std::vector<T> out;
    if (v != nullptr) out.assign(v->begin(), v->end());
    return out;
}

operator_options read_options(const tflite::Operator& op) {
    operator_options o;
    o.options_type = static_cast<std::uint8_t>(op.builtin_options_type());
    if (const auto* c = op.builtin_options_as_Conv2DOptions()) {
        o.padding = static_cast<padding_type>(c->padding());
        o.stride_w = c->stride_w();
        o.stride_h = c->stride_h();
        o.dilation_w = c->dilation_w_factor();
        o.dilation_h = c->dilation_h_factor();
        o.activation = static_cast<fused_activation>(c->fused_activation_function());
    } else if (const auto* d = op.builtin_options_as_DepthwiseConv2DOptions()) {
        o.padding = static_cast<padding_type>(d->padding());
        o.stride_w = d->stride_w();
        o.stride_h = d->stride_h();
        o.depth_multiplier = d->depth_multiplier();
        o.dilation_w = d->dilation_w_factor();
        o.dilation_h = d->dilation_h_factor();
        o.activation = static_cast<fused_activation>(d->fused_activation_function());
    } else if (const auto* p = op.builtin_options_as_Pool2DOptions()) {
        o.padding = static_cast<padding_type>(p->padding());
        o.stride_w = p->stride_w();
        o.stride_h = p->stride_h();
        o.filter_w = p->filter_width();
        o.filter_h = p->filter_height();
        o.activation = static_cast<fused_activation>(p->fused_activation_function());
    } else if (const auto* f = op.builtin_options_as_FullyConnectedOptions()) {
        o.activation = static_cast<fused_activation>(f->fused_activation_function());
        o.weights_format = f->weights_format();
        o.keep_num_dims = f->keep_num_dims();
    } else if (const auto* s = op.builtin_options_as_SoftmaxOptions()) {
        o.beta = s->beta();
    } else if (const auto* cat = op.builtin_options_as_ConcatenationOptions()) {
        o.axis = cat->axis();
        o.activation = static_cast<fused_activation>(cat->fused_activation_function());
    } else if (const auto* a = op.builtin_options_as_AddOptions()) {
        o.activation = static_cast<fused_activation>(a->fused_activation_function());
    } else if (const auto* m = op.builtin_options_as_MulOptions()) {
        o.activation = static_cast<fused_activation>(m->fused_activation_function());
    } else if (const auto* sub = op.builtin_options_as_SubOptions()) {
        o.activation = static_cast<fused_activation>(sub->fused_activation_function());
    } else if (const auto* r = op.builtin_options_as_ReshapeOptions()) {
        o.new_shape = copy_vector(r->new_shape());
    } else if (const auto* sv = op.builtin_options_as_SVDFOptions()) {
        o.rank = sv->rank();
        o.activation = static_cast<fused_activation>(sv->fused_activation_function());
    } else if (const auto* red = op.builtin_options_as_ReducerOptions()) {
        o.keep_dims = red->keep_dims();
    } else if (const auto* t = op.builtin_options_as_TransposeConvOptions()) {
        o.padding = static_cast<padding_type>(t->padding());
        o.stride_w = t->stride_w();
        o.stride_h = t->stride_h();
        o.activation = static_cast<fused_activation>(t->fused_activation_function());
    }
    return o;
}

void check_index(std::int64_t index, std::size_t count, const std::string& what) {
    if (index < 0 || static_cast<std::uint64_t>(index) >= count)
        fail(exit_status::unsupported_model, what + " " + std::to_string(index) + " is out of range (the model has " +
                                                 std::to_string(count) + ")");
}

}  // namespace

std::string name_of(tensor_type type) {
    static constexpr const char* names[] = {"FLOAT32", "FLOAT16", "INT32",  "UINT8",     "INT64",   "STRING", "BOOL",
                                            "INT16",   "COMPLEX64", "INT8", "FLOAT64",   "COMPLEX128", "UINT64",
                                            "RESOURCE", "VARIANT", "UINT32", "UINT16", "INT4", "BFLOAT16"};
    const auto v = static_cast<int>(type);
    if (v >= 0 && v < static_cast<int>(std::size(names))) return names[v];
    return "TYPE_" + std::to_string(v);
}

std::size_t bytes_per_element(tensor_type type) {
    switch (type) {
        case tensor_type::float32: case tensor_type::int32: case tensor_type::uint32: return 4;
        case tensor_type::float16: case tensor_type::int16: case tensor_type::uint16: case tensor_type::bfloat16: return 2;
        case tensor_type::int64: case tensor_type::uint64: case tensor_type::float64: case tensor_type::complex64: return 8;
        case tensor_type::complex128: return 16;
        case tensor_type::uint8: case tensor_type::int8: case tensor_type::boolean: return 1;
        default: return 0;
    }
}

std::int64_t tensor_info::elements() const {
    std::int64_t n = 1;
    for (std::int64_t d : shape) n *= d;
    return n;
}

bool model_info::is_constant(std::size_t t) const {
    return t < tensors.size() && tensors[t].buffer != 0 && tensors[t].buffer < buffers.size() &&
           buffers[tensors[t].buffer].size > 0;
}

std::vector<std::int32_t> model_info::int32_values(std::size_t t) const {
    std::vector<std::int32_t> values;
    if (!is_constant(t) || tensors[t].type != tensor_type::int32) return values;
    const buffer_info& b = buffers[tensors[t].buffer];
    values.resize(b.size / 4);
    for (std::size_t i = 0; i < values.size(); ++i) {
        std::uint32_t u = 0;
        for (std::size_t k = 0; k < 4; ++k) u |= static_cast<std::uint32_t>(bytes[b.file_offset + 4 * i + k]) << (8 * k);
        values[i] = static_cast<std::int32_t>(u);
    }
    return values;
}

std::string operator_name(const operator_info& op) {
    if (op.is_custom()) return "CUSTOM:" + op.custom_code;
    return builtin_name(op.builtin_code);
}

model_info read_tflite_model(std::vector<std::uint8_t> bytes) {
    const std::size_t size = bytes.size();
    if (size < 8)
        fail(exit_status::invalid_file, "the file is truncated: " + std::to_string(size) +
                                            " bytes, fewer than a flatbuffer's 8-byte header (root offset + identifier)");
    const std::string identifier(bytes.begin() + 4, bytes.begin() + 8);
    if (!flatbuffers::BufferHasIdentifier(bytes.data(), tflite::ModelIdentifier())) {
        std::string shown;
        for (char c : identifier) shown += (c >= 32 && c < 127) ? c : '?';
        fail(exit_status::invalid_file,
             "wrong file identifier \"" + shown + "\" (a TFLite model has \"TFL3\" at bytes 4..7)");
    }
    const std::uint32_t root = flatbuffers::ReadScalar<std::uint32_t>(bytes.data());
    if (root >= size)
        fail(exit_status::invalid_file, "the file is truncated or corrupted: its root table offset " + std::to_string(root) +
                                            " lies beyond its " + std::to_string(size) + " bytes");
    if (size >= FLATBUFFERS_MAX_BUFFER_SIZE)
        fail(exit_status::invalid_file, "the file has " + std::to_string(size) + " bytes; a flatbuffer holds fewer than " +
                                            std::to_string(static_cast<std::size_t>(FLATBUFFERS_MAX_BUFFER_SIZE)));
    // The Verifier's table limit (default 1,000,000) bounds its work, not the model: a model with a
    // million tensors is valid. A table takes at least 4 bytes (its vtable offset), so size / 4
    // tables fit in the file; sharing can make the Verifier visit more, and the limit keeps that
    // linear in the file's size.
    flatbuffers::Verifier::Options verifier_options;
    verifier_options.max_tables = static_cast<flatbuffers::uoffset_t>(std::max<std::size_t>(1000000, size / 4 + 1));
    flatbuffers::Verifier verifier(bytes.data(), size, verifier_options);
    if (!tflite::VerifyModelBuffer(verifier))
        fail(exit_status::invalid_file, "the file is truncated or corrupted: flatbuffers' Verifier rejects its " +
                                            std::to_string(size) + " bytes (an offset or vector lies outside the file)");
    const tflite::Model* model = tflite::GetModel(bytes.data());

    model_info info;
    info.version = model->version();
    if (info.version != supported_schema_version)
        fail(exit_status::unsupported_model, "unsupported schema version " + std::to_string(info.version) +
                                                 " (netmem-import and TFLM read version " +
                                                 std::to_string(supported_schema_version) + ")");
    const std::size_t subgraph_count = model->subgraphs() ? model->subgraphs()->size() : 0;
    if (subgraph_count != 1)
        fail(exit_status::unsupported_model, "the model has " + std::to_string(subgraph_count) +
                                                 " subgraphs; netmem-import takes exactly 1 (no control flow)");

    // Buffers.
    if (model->buffers()) {
        for (const tflite::Buffer* b : *model->buffers()) {
            buffer_info bi;
            if (b != nullptr && b->offset() > 1)
                fail(exit_status::unsupported_model,
                     "buffer " + std::to_string(info.buffers.size()) + " keeps its data outside the flatbuffer (offset " +
                         std::to_string(b->offset()) + "); not supported");
            if (b != nullptr && b->data() != nullptr && b->data()->size() > 0) {
                bi.size = b->data()->size();
                bi.file_offset = static_cast<std::size_t>(b->data()->data() - bytes.data());
            }
            info.buffers.push_back(bi);
        }
    }
    // Metadata.
    if (model->metadata()) {
        for (const tflite::Metadata* m : *model->metadata()) {
            metadata_info mi;
            if (m->name()) mi.name = m->name()->str();
            mi.buffer = m->buffer();
            check_index(mi.buffer, info.buffers.size(), "metadata \"" + mi.name + "\": buffer index");
            info.metadata.push_back(mi);
        }
    }
    // Operator codes.
    struct code_info {
        std::int32_t builtin = 0;
        std::string custom;
    };
    std::vector<code_info> codes;
    if (model->operator_codes()) {
        for (const tflite::OperatorCode* c : *model->operator_codes()) {
            // TFLM GetBuiltinCode (schema_utils.cc): the larger of the two fields.
            codes.push_back({std::max<std::int32_t>(c->deprecated_builtin_code(), c->builtin_code()),
                             c->custom_code() ? c->custom_code()->str() : std::string{}});
        }
    }

    const tflite::SubGraph* graph = model->subgraphs()->Get(0);
    if (graph->tensors()) {
        std::size_t k = 0;
        for (const tflite::Tensor* t : *graph->tensors()) {
            tensor_info ti;
            for (std::int32_t d : copy_vector(t->shape())) {
                if (d < 0)
                    fail(exit_status::unsupported_model,
                         "tensor " + std::to_string(k) + " (\"" + (t->name() ? t->name()->str() : std::string{}) +
                             "\") has a negative dimension " + std::to_string(d) +
                             " in its shape (a dynamic shape; netmem needs static shapes)");
                ti.shape.push_back(d);
            }
            std::int64_t elements = 1;
            for (std::int64_t d : ti.shape) {
                if (d != 0 && elements > largest_tensor_elements / d) {
                    elements = largest_tensor_elements + 1;
                    break;
                }
                elements *= d;
            }
            if (ti.shape.size() > largest_rank || elements > largest_tensor_elements)
                fail(exit_status::unsupported_model,
                     "tensor " + std::to_string(k) + " (\"" + (t->name() ? t->name()->str() : std::string{}) +
                         "\") is too large: shape of rank " + std::to_string(ti.shape.size()) +
                         " (netmem-import takes at most 2^40 elements and rank " + std::to_string(largest_rank) + ")");
            ti.type = static_cast<tensor_type>(t->type());
            ti.buffer = t->buffer();
            if (t->name()) ti.name = t->name()->str();
            check_index(ti.buffer, info.buffers.size(), "tensor " + std::to_string(k) + " (\"" + ti.name + "\"): buffer index");
            if (const tflite::QuantizationParameters* q = t->quantization()) {
                ti.quantization.scale_count = q->scale() ? q->scale()->size() : 0;
                ti.quantization.zero_point_count = q->zero_point() ? q->zero_point()->size() : 0;
                ti.quantization.quantized_dimension = q->quantized_dimension();
                if (ti.quantization.scale_count > 0) ti.quantization.scale = q->scale()->Get(0);
                if (ti.quantization.zero_point_count > 0) ti.quantization.zero_point = q->zero_point()->Get(0);
            }
            ti.is_variable = t->is_variable();
            info.tensors.push_back(std::move(ti));
            ++k;
        }
    }
    const std::size_t tensor_count = info.tensors.size();
    info.inputs = copy_vector(graph->inputs());
    info.outputs = copy_vector(graph->outputs());
    for (std::int32_t i : info.inputs) check_index(i, tensor_count, "subgraph input: tensor index");
    for (std::int32_t i : info.outputs) check_index(i, tensor_count, "subgraph output: tensor index");
    if (graph->operators()) {
        std::size_t index = 0;
        for (const tflite::Operator* op : *graph->operators()) {
            operator_info oi;
            oi.opcode_index = op->opcode_index();
            check_index(oi.opcode_index, codes.size(), "operator " + std::to_string(index) + ": opcode index");
            oi.builtin_code = codes[oi.opcode_index].builtin;
            oi.custom_code = codes[oi.opcode_index].custom;
            oi.inputs = copy_vector(op->inputs());
            oi.outputs = copy_vector(op->outputs());
            for (std::int32_t i : oi.inputs)
                if (i != -1) check_index(i, tensor_count, "operator " + std::to_string(index) + " input: tensor index");
            for (std::int32_t i : oi.outputs)
                check_index(i, tensor_count, "operator " + std::to_string(index) + " output: tensor index");
            oi.options = read_options(*op);
            oi.has_custom_options = op->custom_options() != nullptr;
            oi.custom_options_size = oi.has_custom_options ? op->custom_options()->size() : 0;
            if (oi.is_custom() && oi.has_custom_options)  // the only ops whose kernels read them
                oi.custom_options.assign(op->custom_options()->begin(), op->custom_options()->end());
            info.operators.push_back(std::move(oi));
            ++index;
        }
    }
    info.bytes = std::move(bytes);
    return info;
}

model_info read_tflite_file(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        fail(exit_status::usage, "cannot read \"" + path + "\": it is a directory, not a .tflite file");
    std::ifstream in(path, std::ios::binary);
    if (!in) fail(exit_status::usage, "cannot read \"" + path + "\"");
    std::vector<std::uint8_t> bytes;
    try {
        bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    } catch (const std::exception&) {
        fail(exit_status::usage, "cannot read \"" + path + "\": a read error");
    }
    if (in.bad()) fail(exit_status::usage, "cannot read \"" + path + "\": a read error");
    // No spare capacity: AddressSanitizer (netmem-import-sanitized) then sees a read past the file.
    bytes.shrink_to_fit();
    return read_tflite_model(std::move(bytes));
}

}  // namespace netmem_import
