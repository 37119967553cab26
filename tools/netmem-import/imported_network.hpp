// tools/netmem-import/imported_network.hpp
// A .tflite model as netmem layers: every operator mapped onto a netmem layer or vertex value (the
// same structs the generated header names), with its data inputs, its name, and the file's own
// figures beside it (output shape, constant bytes) for the checks.
//
// Operator -> netmem (options from the file; nothing guessed; see docs/guide/import-a-tflite.md):
//   CONV_2D            conv2d{filters = weights dim 0, kernel = dims 1-2, stride, padding, dilation,
//                      activation = fused activation, use_bias = bias input present}
//   DEPTHWISE_CONV_2D  depthwise_conv2d{kernel, stride, padding, depth_multiplier = output channels /
//                      input channels, dilation, activation, use_bias}
//   FULLY_CONNECTED    dense{units = weights dim 0, activation, use_bias}
//   AVERAGE_POOL_2D    avg_pool2d{kernel = filter size, stride, padding};  MAX_POOL_2D: max_pool2d
//   ADD / SUB / MUL    two data inputs: elementwise{add / subtract / product} (graph); one data
//                      input and a constant: elementwise_constant{op, per_channel = the constant is
//                      [C]}; + activation_layer for a fused activation
//   CONCATENATION      merge{axis = the last, or height / width of an image} (graph)
//   RESHAPE / SQUEEZE  reshape{target = the output tensor's shape, shape_tensor = RESHAPE's input 1
//                      present (SQUEEZE: false)}
//   SOFTMAX / LOGISTIC / TANH / RELU / RELU6   activation_layer{softmax / sigmoid / tanh / relu / relu6}
//   PAD / PADV2        zero_padding2d{padding = the paddings tensor's height and width rows} when
//                      only those are padded and there is no constant_values input; else
//                      pad{padding, channels, constant_values_tensor = input 2 present}
//   MEAN / REDUCE_MAX / SUM  global_pooling{avg / max / sum, collapse = !keep_dims} over axes {1, 2};
//                      other axes with keep_dims: reduce_mean / reduce_max / reduce_sum{height,
//                      width, channels = axes 1, 2, 3}
//   TRANSPOSE_CONV     deconvolution2d{filters, kernel, stride, padding, use_bias}
//   SVDF               svdf{units = output dim 1, rank, memory_size = weights_time dim 1, activation,
//                      use_bias = bias input present, state_type = the state tensor's type}; its state
//                      (input 4) is a variable tensor: not a data input
//   QUANTIZE / DEQUANTIZE  quantize{} / dequantize{}
//   CUSTOM ethos-u     ethos_u_operator{command_stream_bytes, flash_bytes, scratch_bytes,
//                      fast_scratch_bytes = inputs 0-3's bytes, output = the file's output shape};
//                      input 4 is its data input (a Vela-compiled model's NPU operator)
//   anything else      an error (exit 4) naming op, index and tensor shapes; --allow-unknown:
//                      opaque_operator{output = the file's output shape, constant_elements}; its
//                      variable (state) inputs are excluded and named in the notes
// A weight tensor with exactly one scale (per-tensor quantization) wraps its layer in
// per_tensor_quantized{...}. Each mapped op's netmem output type is checked against the file's
// output shape (an error naming both when they differ).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include <netmem/layers/all.hpp>
#include <netmem/vertices/elementwise.hpp>
#include <netmem/vertices/merge.hpp>

#include "tflite_model.hpp"

namespace netmem_import {

/// The most data inputs one node may have (a CONCATENATION's operands): the node type of the
/// run-time plans (runtime_plan.hpp) is sized for it. netmem's own plans have no fixed limit (each
/// network's largest vertex sets it); this bound is the importer's, 32 > DenseNet's 25.
inline constexpr std::size_t capacity_inputs = 32;

/// Every netmem value an op can become.
using layer_value =
    std::variant<netmem::conv2d, netmem::depthwise_conv2d, netmem::dense, netmem::avg_pool2d, netmem::max_pool2d,
                 netmem::activation_layer, netmem::reshape, netmem::zero_padding2d, netmem::global_pooling,
                 netmem::deconvolution2d, netmem::quantize, netmem::dequantize, netmem::opaque_operator,
                 netmem::elementwise, netmem::merge, netmem::svdf, netmem::pad, netmem::elementwise_constant,
                 netmem::reduce_mean, netmem::reduce_max, netmem::reduce_sum, netmem::ethos_u_operator>;

/// One netmem layer or vertex.
struct imported_node {
    std::string name;                ///< a C++ identifier, unique in the network
    layer_value layer;
    bool per_tensor = false;         ///< weights quantized per tensor: per_tensor_quantized{...}
    std::vector<std::int32_t> inputs;  ///< node indices; -1 = the network input
    std::size_t op_index = 0;        ///< the TFLite operator it comes from
    std::string op_name;             ///< "CONV_2D", "CUSTOM:foo", ...
    std::int32_t output_tensor = -1; ///< the file's tensor this node writes
    netmem::input_type output{};     ///< netmem's output type (checked equal to the file's shape)
    bool fused_activation_node = false;  ///< the activation_layer added for an ADD / MUL fused activation
    bool opaque = false;             ///< written for an unknown op under --allow-unknown
    /// An ethos_u_operator's arena scratch and fast-scratch tensors (the op's inputs 2 and 3; -1
    /// for every other node): TFLM's lowering puts them before the node's output (tflm_graph.hpp).
    std::int32_t npu_scratch_tensor = -1, npu_fast_scratch_tensor = -1;
    // The file's own figures (not netmem's formulas): constant inputs of the op.
    std::int64_t file_weight_elements = 0, file_weight_bytes = 0;  ///< the weight (filter) input
    std::int64_t file_bias_elements = 0, file_bias_bytes = 0;      ///< the bias input
    // The file's element types (planning/detail/deployment_steps.hpp: a tensor's type is its own):
    // of the first data input, of the output, of the bias (unset: no bias).
    netmem::element_type file_input_element{}, file_output_element{}, file_bias_element{};
};

/// What the firmware stores under TFLM: the flatbuffer itself (TFLM reads weights, biases and
/// quantization parameters from the model; nothing is copied out), with its parts, bytes. Each
/// constant buffer is counted once however many tensors name it.
struct file_flash {
    std::int64_t file_bytes = 0;         ///< the .tflite file: what runtime::tflm's flash is
    std::int64_t weights = 0;            ///< buffers of weight (filter) inputs of CONV_2D, DEPTHWISE_CONV_2D,
                                         ///< FULLY_CONNECTED, TRANSPOSE_CONV
    std::int64_t biases = 0;             ///< buffers of their bias inputs
    std::int64_t other_constants = 0;    ///< every other constant buffer (shapes, paddings, axes, operands)
    std::int64_t quantization = 0;       ///< quantization parameters as the schema stores them: 4 B per
                                         ///< float scale, 8 B per int64 zero point, every tensor
    /// The rest: the flatbuffer's own structure (tables, vectors, names, options, metadata).
    constexpr std::int64_t rest() const noexcept { return file_bytes - weights - biases - other_constants - quantization; }
};

struct imported_network {
    netmem::input_type input{};
    file_flash flash{};                     ///< the file's flash (see file_flash)
    std::int32_t input_tensor = -1;
    std::vector<imported_node> nodes;
    std::vector<std::size_t> output_nodes;  ///< nodes whose tensor is a subgraph output
    bool chain = true;                      ///< a sequential network (else a graph)
    // Data types from the file (the generated profile): of every op's weights, biases, activations.
    tensor_type weights = tensor_type::int8, biases = tensor_type::int32, activations = tensor_type::int8;
    bool any_quantized = false;
    /// A weight tensor of that kind (FULLY_CONNECTED; CONV_2D, DEPTHWISE_CONV_2D, TRANSPOSE_CONV)
    /// with more than one scale.
    bool any_per_channel_fully_connected = false, any_per_channel_convolution = false;
    std::vector<std::string> notes;         ///< said in the header (e.g. opaque ops)
    /// A CUSTOM ethos-u op (ethos_u_operator) is among the nodes: one has its scratch tensors.
    bool any_npu_operator() const {
        for (const imported_node& n : nodes)
            if (n.npu_scratch_tensor >= 0) return true;
        return false;
    }
    /// Constant inputs of the file's ops that repeat a constant tensor an earlier op (or input)
    /// already read (the converter stores identical constants once): the lowering counts each
    /// read, TFLM each tensor (netmem/runtime/tflm/tflm_shared_constants.hpp).
    netmem::size_type shared_constant_reads = 0;
    /// The file's own OfflineMemoryAllocation (stored_plan.hpp): one offset per file tensor, -1 =
    /// left to the online planner; empty when the file carries none.
    std::vector<std::int32_t> stored_plan;
    std::vector<std::string> tensor_names;  ///< the file's tensor names (messages about the stored plan)
    /// Per file tensor: the quantization scales TFLM copies into the arena for it (tflm_scales).
    std::vector<std::size_t> tensor_scales;
    /// Per file tensor: its element type (int8 where netmem has none: such a tensor is never an
    /// activation of a mapped op).
    std::vector<netmem::data_type> tensor_elements;

    /// The file's quantization as a netmem::quantization_scheme: none for float weights; per weight
    /// kind, per_channel when a tensor of that kind has several scales, else per_tensor (a single
    /// scale on a tensor of several channels is per_tensor_quantized{...} besides, so the flash
    /// counts one pair for it whatever the kind's granularity).
    netmem::quantization_scheme quantization() const noexcept {
        using netmem::quantization_granularity;
        if (!any_quantized) return netmem::uniform_quantization(quantization_granularity::none);
        auto of = [](bool per_channel) {
            return per_channel ? quantization_granularity::per_channel : quantization_granularity::per_tensor;
        };
        return {.convolution = of(any_per_channel_convolution),
                .fully_connected = of(any_per_channel_fully_connected),
                .elementwise = quantization_granularity::per_tensor};
    }
};

/// The scales of `t`'s quantization that TFLM copies into the arena (micro_allocator.cc
/// PopulateTfLiteTensorFromFlatbuffer): scale()->size() when both the scale and the zero_point
/// vectors are non-empty, else 0 (no TfLiteAffineQuantization), whatever the type.
inline std::size_t tflm_scales(const tensor_info& t) noexcept {
    return t.quantization.scale_count > 0 && t.quantization.zero_point_count > 0 ? t.quantization.scale_count : 0;
}

/// netmem's element type of a TFLite tensor type; unset for types netmem has none for (bool,
/// string, int4, complex, ...).
netmem::element_type element_of(tensor_type type);

/// The netmem input type of a tensor shape: [1, h, w, c] -> convolutional(h, w, c); [1, n] or [n] ->
/// feed_forward(n). Other ranks, or a batch other than 1: import_error (unsupported_model).
netmem::input_type type_of_shape(const std::vector<std::int64_t>& shape, const std::string& what);
/// "[1,96,96,1]".
std::string shape_text(const std::vector<std::int64_t>& shape);
/// A valid, readable C++ identifier from a TFLite name ("MobilenetV1/Conv2d_0/Relu6" ->
/// "conv2d_0_relu6"): the part before any ';', its last two path components, lower case, runs of
/// other characters as '_', a leading digit prefixed with 't'.
std::string identifier_from(const std::string& name);

/// The file's flash figures of `model` mapped as `net` (see file_flash).
file_flash file_flash_of(const model_info& model, const imported_network& net);

/// Maps the model (see the file comment). Throws import_error; with a node_limit, as soon as the
/// network would get more nodes than that (before mapping the rest: --report's plans have a fixed
/// capacity, runtime_plan.hpp capacity_nodes).
imported_network import_network(const model_info& model, bool allow_unknown,
                                std::size_t node_limit = static_cast<std::size_t>(-1));

}  // namespace netmem_import
