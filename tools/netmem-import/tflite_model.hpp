// tools/netmem-import/tflite_model.hpp
// A .tflite file read into plain data (host only: std::vector, std::string, exceptions).
//
// read_tflite_model(bytes) verifies the flatbuffer with flatbuffers' Verifier against the schema
// subset of tflite_subset.fbs, then copies what netmem needs: the one subgraph's tensors (shape,
// type, buffer, name, quantization), operators (resolved builtin code or custom name, inputs,
// outputs, the builtin options netmem maps), the buffers' sizes and the metadata entries.
// Every rejection is an import_error with an exit status and a message naming the file's numbers
// (see import_error.hpp for the statuses).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace netmem_import {

/// TFLite TensorType values (schema.fbs enum TensorType).
enum class tensor_type : std::int8_t {
    float32 = 0, float16 = 1, int32 = 2, uint8 = 3, int64 = 4, string = 5, boolean = 6, int16 = 7,
    complex64 = 8, int8 = 9, float64 = 10, complex128 = 11, uint64 = 12, resource = 13, variant = 14,
    uint32 = 15, uint16 = 16, int4 = 17, bfloat16 = 18,
};
/// "INT8", "FLOAT32", ... ("TYPE_<n>" for values this subset does not name).
std::string name_of(tensor_type type);
/// Bytes per element (TFLM TfLiteTypeSizeOf); 0 for types without a fixed size (string, int4...).
std::size_t bytes_per_element(tensor_type type);

/// A tensor's quantization parameters.
struct tensor_quantization {
    std::size_t scale_count = 0;       ///< 0: not quantized; 1: per tensor; > 1: per channel
    std::size_t zero_point_count = 0;
    std::int32_t quantized_dimension = 0;
    float scale = 0;              ///< the first scale (0 without one): TfLiteTensor::params.scale
    std::int64_t zero_point = 0;  ///< the first zero point (0 without one): params.zero_point
};

struct tensor_info {
    std::vector<std::int64_t> shape;  ///< as stored (NHWC for 4D activations)
    tensor_type type = tensor_type::float32;
    std::uint32_t buffer = 0;         ///< index into model_info::buffers (0: the empty sentinel)
    std::string name;
    tensor_quantization quantization;
    bool is_variable = false;
    std::int64_t elements() const;    ///< product of the shape (1 for a scalar)
};

/// TFLite Padding and ActivationFunctionType values.
enum class padding_type : std::int8_t { same = 0, valid = 1 };
enum class fused_activation : std::int8_t { none = 0, relu = 1, relu_n1_to_1 = 2, relu6 = 3, tanh = 4, sign_bit = 5 };

/// The builtin options netmem reads (fields not present in the op keep the schema's defaults).
struct operator_options {
    padding_type padding = padding_type::same;
    std::int32_t stride_w = 0, stride_h = 0;
    std::int32_t dilation_w = 1, dilation_h = 1;
    std::int32_t filter_w = 0, filter_h = 0;
    std::int32_t depth_multiplier = 0;
    fused_activation activation = fused_activation::none;
    std::int32_t axis = 0;
    std::int32_t rank = 0;  ///< SVDF
    bool keep_dims = false;
    bool keep_num_dims = false;
    std::int8_t weights_format = 0;
    float beta = 0;
    std::vector<std::int32_t> new_shape;
    std::uint8_t options_type = 0;  ///< BuiltinOptions union type as stored (0: none)
};

/// BuiltinOperator_CUSTOM (schema.fbs): a custom op, named by OperatorCode.custom_code.
inline constexpr std::int32_t builtin_custom = 32;

struct operator_info {
    std::int32_t builtin_code = 0;  ///< max(deprecated_builtin_code, builtin_code), as TFLM's GetBuiltinCode
    std::string custom_code;        ///< for CUSTOM (builtin_custom)
    bool is_custom() const { return builtin_code == builtin_custom; }
    std::uint32_t opcode_index = 0;
    std::vector<std::int32_t> inputs;   ///< tensor indices, -1 = omitted optional input
    std::vector<std::int32_t> outputs;
    operator_options options;
    std::vector<std::uint8_t> custom_options;  ///< Operator.custom_options, as stored, for a CUSTOM op
    bool has_custom_options = false;      ///< the op has the field at all (TFLM refuses it on a builtin op)
    std::size_t custom_options_size = 0;  ///< its length in bytes, for every op
};

struct buffer_info {
    std::size_t size = 0;        ///< bytes of data inside the flatbuffer
    std::size_t file_offset = 0; ///< where the data starts in the file (valid when size > 0)
};

struct metadata_info {
    std::string name;
    std::uint32_t buffer = 0;
};

/// The model: one subgraph.
struct model_info {
    std::uint32_t version = 0;
    std::vector<tensor_info> tensors;
    std::vector<operator_info> operators;
    std::vector<std::int32_t> inputs;
    std::vector<std::int32_t> outputs;
    std::vector<buffer_info> buffers;
    std::vector<metadata_info> metadata;
    std::vector<std::uint8_t> bytes;  ///< the file itself

    /// True when tensor t's data is stored in the file (a non-empty buffer): weights, biases, shapes.
    bool is_constant(std::size_t t) const;
    /// The int32 values of constant tensor t (e.g. a PAD's paddings); empty if not int32 constant.
    std::vector<std::int32_t> int32_values(std::size_t t) const;
};

/// The name TFLite gives builtin code `code` ("CONV_2D"), or "BUILTIN_<code>" when unknown here.
std::string builtin_name(std::int32_t code);
/// The op's name: builtin name, or "CUSTOM:<custom_code>".
std::string operator_name(const operator_info& op);

/// Reads and checks a .tflite file held in `bytes` (see the file comment). Throws import_error.
model_info read_tflite_model(std::vector<std::uint8_t> bytes);
/// Reads the file at `path` (import_error with status 1 when it cannot be read).
model_info read_tflite_file(const std::string& path);

}  // namespace netmem_import
