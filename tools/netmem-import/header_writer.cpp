// tools/netmem-import/header_writer.cpp
// See header_writer.hpp.
#include "header_writer.hpp"

#include <cstdio>
#include <sstream>

#include "import_error.hpp"
#include "runtime_plan.hpp"

namespace netmem_import {

namespace {

std::string size2d_text(const netmem::size2d& s) {
    // append, not "{" + std::string&&: g++ 12 -O2 warns -Wrestrict on the latter (GCC bug 105329).
    return std::string("{").append(std::to_string(s.height)).append(", ").append(std::to_string(s.width)).append("}");
}
std::string padding_text(netmem::padding p) {
    return p == netmem::padding::same ? "netmem::padding::same" : "netmem::padding::valid";
}
std::string activation_text(netmem::activation a) { return std::string("netmem::activation::") + netmem::name_of(a); }
std::string bool_text(bool b) { return b ? "true" : "false"; }

/// reduce_mean / reduce_max / reduce_sum{.height, .width, .channels}.
template <netmem::tflite_reduction R>
std::string axes_text(const netmem::reduce_over_axes<R>& l) {
    return std::string("netmem::") + netmem::reduce_over_axes<R>::kind_name + "{.height = " + bool_text(l.height) +
           ", .width = " + bool_text(l.width) + ", .channels = " + bool_text(l.channels) + "}";
}

std::string input_type_text(const netmem::input_type& t) {
    if (t.is_convolutional())
        return "netmem::input::convolutional{.height = " + std::to_string(t.height) + ", .width = " + std::to_string(t.width) +
               ", .channels = " + std::to_string(t.channels) + "}";
    return "netmem::input::feed_forward{.size = " + std::to_string(t.size) + "}";
}

/// The value's C++ text, every option the file sets written out.
std::string value_text(const layer_value& layer) {
    struct visitor {
        std::string operator()(const netmem::conv2d& l) const {
            return "netmem::conv2d{.filters = " + std::to_string(l.filters) + ", .kernel = " + size2d_text(l.kernel) +
                   ", .stride = " + size2d_text(l.stride) + ", .padding = " + padding_text(l.padding) +
                   ", .dilation = " + size2d_text(l.dilation) + ", .activation = " + activation_text(l.activation) +
                   ", .use_bias = " + bool_text(l.use_bias) + "}";
        }
        std::string operator()(const netmem::depthwise_conv2d& l) const {
            return "netmem::depthwise_conv2d{.kernel = " + size2d_text(l.kernel) + ", .stride = " + size2d_text(l.stride) +
                   ", .padding = " + padding_text(l.padding) + ", .depth_multiplier = " + std::to_string(l.depth_multiplier) +
                   ", .dilation = " + size2d_text(l.dilation) + ", .activation = " + activation_text(l.activation) +
                   ", .use_bias = " + bool_text(l.use_bias) + "}";
        }
        std::string operator()(const netmem::dense& l) const {
            return "netmem::dense{.units = " + std::to_string(l.units) + ", .activation = " + activation_text(l.activation) +
                   ", .use_bias = " + bool_text(l.use_bias) + "}";
        }
        std::string operator()(const netmem::avg_pool2d& l) const {
            return "netmem::avg_pool2d{.kernel = " + size2d_text(l.kernel) + ", .stride = " + size2d_text(l.stride) +
                   ", .padding = " + padding_text(l.padding) + "}";
        }
        std::string operator()(const netmem::max_pool2d& l) const {
            return "netmem::max_pool2d{.kernel = " + size2d_text(l.kernel) + ", .stride = " + size2d_text(l.stride) +
                   ", .padding = " + padding_text(l.padding) + "}";
        }
        std::string operator()(const netmem::activation_layer& l) const {
            return "netmem::activation_layer{.activation = " + activation_text(l.activation) + (l.fuse ? "" : ", .fuse = false") + "}";
        }
        std::string operator()(const netmem::reshape& l) const {
            return "netmem::reshape{.target = " + input_type_text(l.target) + (l.shape_tensor ? "" : ", .shape_tensor = false") + "}";
        }
        std::string operator()(const netmem::zero_padding2d& l) const {
            return "netmem::zero_padding2d{.padding = {" + std::to_string(l.padding.top) + ", " +
                   std::to_string(l.padding.bottom) + ", " + std::to_string(l.padding.left) + ", " +
                   std::to_string(l.padding.right) + "}}";
        }
        std::string operator()(const netmem::global_pooling& l) const {
            const char* type = l.type == netmem::pooling_type::max ? "max" : l.type == netmem::pooling_type::sum ? "sum" : "avg";
            return std::string("netmem::global_pooling{.type = netmem::pooling_type::") + type + ", .collapse = " +
                   bool_text(l.collapse) + "}";
        }
        std::string operator()(const netmem::deconvolution2d& l) const {
            return "netmem::deconvolution2d{.filters = " + std::to_string(l.filters) + ", .kernel = " +
                   size2d_text(l.kernel) + ", .stride = " + size2d_text(l.stride) + ", .padding = " +
                   padding_text(l.padding) + ", .activation = " + activation_text(l.activation) +
                   ", .use_bias = " + bool_text(l.use_bias) + "}";
        }
        // The file's types, as netmem-import's run-time figures use them.
        std::string operator()(const netmem::quantize& l) const {
            std::string text = "netmem::quantize{.from = netmem::data_type::" + std::string(netmem::name_of(l.from.type));
            if (l.to.set) text += ", .to = netmem::data_type::" + std::string(netmem::name_of(l.to.type));
            return text + "}";
        }
        std::string operator()(const netmem::dequantize& l) const {
            return "netmem::dequantize{.to = netmem::data_type::" + std::string(netmem::name_of(l.to)) + "}";
        }
        std::string operator()(const netmem::opaque_operator& l) const {
            return "netmem::opaque_operator{.output = " + input_type_text(l.output) +
                   ", .constant_elements = " + std::to_string(l.constant_elements) + "}";
        }
        std::string operator()(const netmem::ethos_u_operator& l) const {
            return "netmem::ethos_u_operator{.command_stream_bytes = " + std::to_string(l.command_stream_bytes) +
                   ", .flash_bytes = " + std::to_string(l.flash_bytes) + ", .scratch_bytes = " +
                   std::to_string(l.scratch_bytes) + ", .fast_scratch_bytes = " + std::to_string(l.fast_scratch_bytes) +
                   ", .output = " + input_type_text(l.output) + "}";
        }
        static const char* op_text(netmem::elementwise_op op) {
            return op == netmem::elementwise_op::add ? "add" : op == netmem::elementwise_op::subtract ? "subtract" : "product";
        }
        std::string operator()(const netmem::elementwise& l) const {
            return std::string("netmem::elementwise{.op = netmem::elementwise_op::") + op_text(l.op) + "}";
        }
        std::string operator()(const netmem::elementwise_constant& l) const {
            return std::string("netmem::elementwise_constant{.op = netmem::elementwise_op::") + op_text(l.op) +
                   ", .per_channel = " + bool_text(l.per_channel) + "}";
        }
        std::string operator()(const netmem::pad& l) const {
            return "netmem::pad{.padding = {" + std::to_string(l.padding.top) + ", " + std::to_string(l.padding.bottom) +
                   ", " + std::to_string(l.padding.left) + ", " + std::to_string(l.padding.right) + "}, .channels = {" +
                   std::to_string(l.channels.before) + ", " + std::to_string(l.channels.after) +
                   "}, .constant_values_tensor = " + bool_text(l.constant_values_tensor) + "}";
        }
        std::string operator()(const netmem::merge& l) const {
            if (l.axis == netmem::merge_axis::channels) return "netmem::merge{}";
            return std::string("netmem::merge{.axis = netmem::merge_axis::") +
                   (l.axis == netmem::merge_axis::height ? "height" : "width") + "}";
        }
        std::string operator()(const netmem::reduce_mean& l) const { return axes_text(l); }
        std::string operator()(const netmem::reduce_max& l) const { return axes_text(l); }
        std::string operator()(const netmem::reduce_sum& l) const { return axes_text(l); }
        std::string operator()(const netmem::svdf& l) const {
            return "netmem::svdf{.units = " + std::to_string(l.units) + ", .rank = " + std::to_string(l.rank) +
                   ", .memory_size = " + std::to_string(l.memory_size) + ", .activation = " +
                   activation_text(l.activation) + ", .use_bias = " + bool_text(l.use_bias) +
                   ", .state_type = netmem::data_type::" + netmem::name_of(l.state_type) + "}";
        }
    };
    return std::visit(visitor{}, layer);
}

std::string node_value_text(const imported_node& n) {
    const std::string v = value_text(n.layer);
    return n.per_tensor ? "netmem::per_tensor_quantized{" + v + "}" : v;
}

std::string with_thousands(std::uint64_t v) {
    std::string s = std::to_string(v);
    for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<std::size_t>(i), 1, ',');
    return s;
}

/// `template <> struct netmem::tflm::<trait><ns::name> { static constexpr std::array<element, N> member{...}; };`
/// with `per_line` values on each line: the per-network customisations netmem-import writes
/// (tflm_tensor_quantization.hpp, tflm_stored_plan.hpp).
template <class Value>
void write_array_specialization(std::ostringstream& h, const char* trait, const header_options& options,
                                const char* element, const char* member, const std::vector<Value>& values,
                                std::size_t per_line) {
    h << "template <>\nstruct netmem::tflm::" << trait << "<" << options.name_space << "::" << options.name << "> {\n";
    h << "    static constexpr std::array<" << element << ", " << values.size() << "> " << member << "{";
    for (std::size_t t = 0; t < values.size(); ++t)
        h << (t % per_line == 0 ? "\n        " : " ") << values[t] << (t + 1 < values.size() ? "," : "");
    h << "};\n};\n";
}

}  // namespace

std::uint64_t fnv1a64(const std::vector<std::uint8_t>& bytes) {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (std::uint8_t b : bytes) {
        h ^= b;
        h *= 0x100000001b3ULL;
    }
    return h;
}

std::string data_type_name(tensor_type type) {
    switch (type) {
        case tensor_type::float32: return "float32";
        case tensor_type::float16: return "float16";
        case tensor_type::bfloat16: return "bfloat16";
        case tensor_type::float64: return "float64";
        case tensor_type::int32: return "int32";
        case tensor_type::int16: return "int16";
        case tensor_type::int8: return "int8";
        case tensor_type::uint8: return "uint8";
        case tensor_type::int64: return "int64";
        default: return "";
    }
}

std::string write_header(const model_info& model, const imported_network& net, const header_options& options) {
    std::ostringstream h;
    char checksum[32];
    std::snprintf(checksum, sizeof checksum, "%016llx", static_cast<unsigned long long>(fnv1a64(model.bytes)));
    h << "// Generated by netmem-import from a .tflite file: do not edit (regenerate instead).\n";
    h << "// source:   " << options.source_name << "\n";
    h << "// size:     " << with_thousands(model.bytes.size()) << " bytes, FNV-1a 64 checksum 0x" << checksum << "\n";
    h << "// command:  " << options.command << "\n";
    h << "// network:  netmem::" << (net.chain ? "sequential" : "graph") << ", " << net.nodes.size() << " layers from "
      << model.operators.size() << " ops, " << model.tensors.size() << " tensors\n";
    h << "// ops:";
    for (std::size_t i = 0; i < model.operators.size(); ++i) {
        h << (i % 6 == 0 ? "\n//   " : " ") << i << " " << operator_name(model.operators[i]) << (i + 1 < model.operators.size() ? "," : "");
    }
    h << "\n";
    for (const std::string& note : net.notes) h << "// NOTE: " << note << "\n";
    h << "#pragma once\n\n#include <array>\n#include <cstddef>\n#include <string_view>\n\n#include <netmem/netmem.hpp>\n#include <netmem/runtime/tflm/tflm_shared_constants.hpp>\n#include <netmem/runtime/tflm/tflm_stored_plan.hpp>\n#include <netmem/runtime/tflm/tflm_tensor_quantization.hpp>\n\n";
    h << "namespace " << options.name_space << " {\n\n";

    // The profile.
    const std::string w = data_type_name(net.weights), b = data_type_name(net.biases), a = data_type_name(net.activations);
    h << "/// The file's data types and weight quantization as a deployment profile (TFLM reference kernels,\n"
         "/// 16-byte alignment). Any other netmem::deployment works with the network type too.\n";
    h << "inline constexpr netmem::deployment " << options.name << "_deployment{";
    if (!w.empty()) h << ".weights = netmem::data_type::" << w << ", ";
    if (!a.empty()) h << ".activations = netmem::data_type::" << a << ", ";
    if (!b.empty()) h << ".biases = netmem::data_type::" << b << ", ";
    const netmem::quantization_scheme q = net.quantization();
    auto granularity = [](netmem::quantization_granularity g) {
        return std::string("netmem::quantization_granularity::") +
               (g == netmem::quantization_granularity::none          ? "none"
                : g == netmem::quantization_granularity::per_channel ? "per_channel"
                                                                     : "per_tensor");
    };
    h << ".quantization = {.convolution = " << granularity(q.convolution)
      << ", .fully_connected = " << granularity(q.fully_connected) << ", .elementwise = " << granularity(q.elementwise)
      << "}};\n\n";

    // The network.
    auto comment = [&](const imported_node& n) {
        std::string c = "op " + std::to_string(n.op_index) + " " + n.op_name;
        if (n.fused_activation_node) c += " (its fused activation)";
        c += " -> " + shape_text(model.tensors[static_cast<std::size_t>(n.output_tensor)].shape) + " " + n.name;
        return c;
    };
    h << "/// " << options.name << " as a netmem type (from " << options.source_name << ").\n";
    if (net.chain) {
        h << "using " << options.name << " = netmem::sequential<\n    " << input_type_text(net.input) << ",";
        for (std::size_t k = 0; k < net.nodes.size(); ++k) {
            h << "\n    // " << comment(net.nodes[k]) << "\n    " << node_value_text(net.nodes[k])
              << (k + 1 < net.nodes.size() ? "," : ">;\n");
        }
    } else {
        h << "using " << options.name << " = netmem::graph<\n    netmem::inputs<netmem::graph_input<\"input\", "
          << input_type_text(net.input) << ">>,";
        for (const imported_node& n : net.nodes) {
            h << "\n    // " << comment(n) << "\n    netmem::vertex<\"" << n.name << "\", " << node_value_text(n);
            for (std::int32_t i : n.inputs)
                h << ", \"" << (i < 0 ? std::string("input") : net.nodes[static_cast<std::size_t>(i)].name) << "\"";
            h << ">,";
        }
        h << "\n    netmem::outputs<";
        for (std::size_t k = 0; k < net.output_nodes.size(); ++k)
            h << (k ? ", " : "") << "\"" << net.nodes[net.output_nodes[k]].name << "\"";
        h << ">>;\n";
    }

    // The file's own figures.
    std::int64_t weight_elements = 0, bias_elements = 0, weight_bytes = 0, bias_bytes = 0, constant_bytes = 0;
    for (const imported_node& n : net.nodes) {
        weight_elements += n.file_weight_elements;
        bias_elements += n.file_bias_elements;
        weight_bytes += n.file_weight_bytes;
        bias_bytes += n.file_bias_bytes;
    }
    for (std::size_t t = 0; t < model.tensors.size(); ++t)
        if (model.is_constant(t)) constant_bytes += static_cast<std::int64_t>(model.buffers[model.tensors[t].buffer].size);
    const std::size_t n = net.nodes.size();
    h << "\n/// The file's own figures, read from its tensors and buffers by netmem-import (not computed by\n"
         "/// netmem's formulas): for checks that netmem's numbers equal the file's.\n";
    h << "struct " << options.name << "_file {\n";
    h << "    static constexpr netmem::size_type file_bytes = " << model.bytes.size() << ";\n";
    h << "    static constexpr std::size_t operator_count = " << model.operators.size() << ";\n";
    h << "    static constexpr std::size_t tensor_count = " << model.tensors.size() << ";\n";
    h << "    /// Elements of every weight (filter) tensor and of every bias tensor of the mapped ops.\n";
    h << "    static constexpr netmem::size_type weight_elements = " << weight_elements << ";\n";
    h << "    static constexpr netmem::size_type bias_elements = " << bias_elements << ";\n";
    h << "    /// Bytes of their buffers in the file.\n";
    h << "    static constexpr netmem::size_type weight_bytes = " << weight_bytes << ";\n";
    h << "    static constexpr netmem::size_type bias_bytes = " << bias_bytes << ";\n";
    h << "    /// Bytes of every constant tensor's buffer (also shape tensors of RESHAPE, PAD paddings, ...).\n";
    h << "    static constexpr netmem::size_type constant_bytes = " << constant_bytes << ";\n";
    h << "    static constexpr std::size_t node_count = " << n << ";\n";
    h << "    /// Per node (netmem layer or vertex, in file order): the shape of the tensor it writes in the file.\n";
    h << "    static constexpr std::array<netmem::input_type, node_count> outputs{";
    for (std::size_t k = 0; k < n; ++k) {
        const auto& t = model.tensors[static_cast<std::size_t>(net.nodes[k].output_tensor)];
        h << "\n        " << input_type_text(type_of_shape(t.shape, "tensor")) << (k + 1 < n ? "," : "");
    }
    h << "};\n";
    h << "    static constexpr netmem::input_type input = " << input_type_text(net.input) << ";\n";
    h << "    static constexpr std::array<std::size_t, node_count> op_index{";
    for (std::size_t k = 0; k < n; ++k) h << (k ? ", " : "") << net.nodes[k].op_index;
    h << "};\n";
    h << "    static constexpr std::array<std::string_view, node_count> names{";
    for (std::size_t k = 0; k < n; ++k) h << (k % 4 == 0 ? "\n        " : " ") << "\"" << net.nodes[k].name << "\"" << (k + 1 < n ? "," : "");
    h << "};\n};\n\n}  // namespace " << options.name_space << "\n";
    if (net.shared_constant_reads > 0) {
        h << "\n/// Constant tensors the file's ops share (the converter stores identical constants once): reads that\n"
             "/// repeat a tensor an earlier op read. Every netmem::tflm figure counts each tensor once\n"
             "/// (netmem/runtime/tflm/tflm_shared_constants.hpp).\n";
        h << "template <>\nstruct netmem::tflm::shared_constants<" << options.name_space << "::" << options.name << "> {\n";
        h << "    static constexpr netmem::size_type repeated_reads = " << net.shared_constant_reads << ";\n};\n";
    }
    const std::vector<std::size_t> scales = tensor_quantization_scales(net);
    if (!scales.empty()) {
        h << "\n/// Which tensors carry quantization parameters, with how many scales, as the file says (TFLM copies\n"
             "/// them into the arena whatever the type): one entry per non-constant tensor in netmem's TFLite lowering\n"
             "/// order (the graph input, then each operator's output; 0 = none). Every netmem::tflm figure follows it\n"
             "/// (netmem/runtime/tflm/tflm_tensor_quantization.hpp).\n";
        write_array_specialization(h, "tensor_quantization", options, "std::size_t", "scales", scales, 16);
    }
    const std::vector<netmem::size_type> stored = stored_plan_offsets(net);
    if (!stored.empty()) {
        h << "\n/// The plan the file stores (OfflineMemoryAllocation), in netmem's TFLite lowering order: one offset\n"
             "/// per non-constant tensor (the graph input, then each operator's output), -1 = left to the online\n"
             "/// planner. Every netmem::tflm figure of the network follows it (netmem/runtime/tflm/tflm_stored_plan.hpp).\n";
        write_array_specialization(h, "stored_offline_plan", options, "netmem::size_type", "offsets", stored, 8);
    }
    return h.str();
}

}  // namespace netmem_import
