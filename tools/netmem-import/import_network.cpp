// tools/netmem-import/import_network.cpp
// See imported_network.hpp.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>
#include <sstream>

#include <flatbuffers/flexbuffers.h>

#include <netmem/planning/detail/deployment_steps.hpp>

#include "import_error.hpp"
#include "imported_network.hpp"
#include "node_evaluation.hpp"
#include "stored_plan.hpp"

namespace netmem_import {

namespace {

// TFLite BuiltinOperator codes netmem maps (schema.fbs enum BuiltinOperator).
enum builtin : std::int32_t {
    op_add = 0, op_average_pool_2d = 1, op_concatenation = 2, op_conv_2d = 3, op_depthwise_conv_2d = 4,
    op_dequantize = 6, op_fully_connected = 9, op_logistic = 14, op_max_pool_2d = 17, op_mul = 18, op_relu = 19,
    op_relu6 = 21, op_reshape = 22, op_softmax = 25, op_svdf = 27, op_tanh = 28, op_pad = 34, op_mean = 40, op_sub = 41,
    op_squeeze = 43, op_sum = 74, op_reduce_max = 82,
    op_padv2 = 60, op_transpose_conv = 67, op_quantize = 114,
};

[[noreturn]] void fail(exit_status status, const std::string& message) { throw import_error(status, message); }

netmem::padding padding_of(padding_type p) {
    return p == padding_type::same ? netmem::padding::same : netmem::padding::valid;
}

/// Everything the messages say about an op: "op 3 CONV_2D (inputs [1,48,48,8] [16,1,1,8] [16] ->
/// outputs [1,48,48,16])".
std::string describe(const model_info& m, std::size_t index) {
    const operator_info& op = m.operators[index];
    std::ostringstream s;
    s << "op " << index << " " << operator_name(op) << " (inputs";
    for (std::int32_t t : op.inputs) s << " " << (t < 0 ? std::string("-") : shape_text(m.tensors[static_cast<std::size_t>(t)].shape));
    s << " -> outputs";
    for (std::int32_t t : op.outputs) s << " " << shape_text(m.tensors[static_cast<std::size_t>(t)].shape);
    s << ")";
    return s.str();
}

struct mapper {
    const model_info& m;
    bool allow_unknown;
    imported_network net;
    std::map<std::int32_t, std::int32_t> producer;  // tensor -> node (-1: the network input)
    std::set<std::string> used_names;
    std::map<std::string, int> next_suffix;  // unique_name: the next _k to try for a base name
    std::size_t node_limit;                  // import_network's: stop at the first node past it
    bool layer_weights_seen = false;         // a conv / depthwise / dense / svdf / transpose conv's weights recorded

    const tensor_info& tensor(std::int32_t t) const {
        // The reader checks every index but an op's -1 ("absent" input); the rules that need a
        // tensor check for -1 first (data_input). This is the net below them.
        if (t < 0 || static_cast<std::size_t>(t) >= m.tensors.size())
            fail(exit_status::invalid_file, "internal: tensor index " + std::to_string(t) + " read without a check");
        return m.tensors[static_cast<std::size_t>(t)];
    }
    /// The op's data input (input 0): a tensor; -1 (TFLite's "absent" marker, which the reader
    /// accepts for optional inputs such as a bias) is an error naming the op.
    std::int32_t data_input(std::size_t index) const {
        const std::int32_t t = input_at(index, 0);
        if (t < 0) unsupported(index, "input 0 (the data input) is -1, an absent tensor; the op needs one");
        return t;
    }

    [[noreturn]] void unsupported(std::size_t index, const std::string& why) const {
        fail(exit_status::unsupported_model, describe(m, index) + ": " + why);
    }

    netmem::activation activation_of(fused_activation a, std::size_t index) const {
        switch (a) {
            case fused_activation::none: return netmem::activation::identity;
            case fused_activation::relu: return netmem::activation::relu;
            case fused_activation::relu6: return netmem::activation::relu6;
            case fused_activation::relu_n1_to_1: return netmem::activation::hard_tanh;  // clip to [-1, 1]
            case fused_activation::tanh:
                // netmem runs a tanh as its own TANH operator (what the converter emits); a fused
                // one is part of this operator: another tensor count and tail.
                unsupported(index, "a fused TANH activation (netmem fuses RELU, RELU6 and RELU_N1_TO_1; a tanh is its own TANH operator)");
            default: unsupported(index, "fused activation " + std::to_string(static_cast<int>(a)) + " (SIGN_BIT) has no netmem activation");
        }
    }

    /// `base`, or `base`_k with the smallest k >= 2 not taken yet. next_suffix keeps, per base, the
    /// k to try next, so n ops whose outputs map to one identifier cost O(n log n), not O(n^2).
    std::string unique_name(std::string base) {
        if (base.empty()) base = "layer";
        std::string name = base;
        if (used_names.count(name) != 0) {
            int& k = next_suffix.try_emplace(base, 2).first->second;
            do name = base + "_" + std::to_string(k++);
            while (used_names.count(name) != 0);
        }
        used_names.insert(name);
        return name;
    }

    /// The op's data (non-constant) inputs, as node indices (-1: the network input). A variable
    /// tensor (an op's state: TFLM keeps it in the tail, micro_allocator.cc AllocateVariables) is
    /// state, not data: the layer models it (svdf), or the note of an opaque op names it.
    std::vector<std::int32_t> data_inputs(std::size_t index) const {
        std::vector<std::int32_t> result;
        for (std::size_t k = 0; k < m.operators[index].inputs.size(); ++k) {
            const std::int32_t t = m.operators[index].inputs[k];
            if (t < 0 || m.is_constant(static_cast<std::size_t>(t)) || tensor(t).is_variable) continue;
            if (is_npu_scratch_input(index, k)) continue;  // the layer's own tensors (ethos_u_of)
            const auto p = producer.find(t);
            if (p == producer.end())
                unsupported(index, "input tensor " + std::to_string(t) + " (\"" + tensor(t).name +
                                       "\") is neither constant, a graph input, nor written by an earlier op");
            result.push_back(p->second);
        }
        return result;
    }

    void record_weights(imported_node& node, std::int32_t weights, std::int32_t bias) {
        if (weights >= 0 && m.is_constant(static_cast<std::size_t>(weights))) {
            const tensor_info& w = tensor(weights);
            node.file_weight_elements = w.elements();
            node.file_weight_bytes = static_cast<std::int64_t>(m.buffers[w.buffer].size);
            node.per_tensor = w.quantization.scale_count == 1 && w.shape.size() > 0 && w.shape[0] > 1;
            if (w.quantization.scale_count > 1) {
                (std::holds_alternative<netmem::dense>(node.layer) ? net.any_per_channel_fully_connected
                                                                   : net.any_per_channel_convolution) = true;
            }
            if (w.quantization.scale_count > 0) net.any_quantized = true;
            net.weights = w.type;
        }
        if (bias >= 0 && m.is_constant(static_cast<std::size_t>(bias))) {
            const tensor_info& b = tensor(bias);
            node.file_bias_elements = b.elements();
            node.file_bias_bytes = static_cast<std::int64_t>(m.buffers[b.buffer].size);
            node.file_bias_element = element_of(b.type);
            net.biases = b.type;
        }
    }

    /// TFLM keeps a tensor's quantization parameters (TfLiteAffineQuantization, one zero point per
    /// scale) when the FILE gives them, whatever the type (tflm_scales); netmem's TFLM model takes
    /// each non-constant tensor's count from the file (tflm::tensor_quantization) and gives every
    /// input of an operator its data input's count (tflm_operator::input_scales). An ADD, SUB, MUL,
    /// CONCATENATION or PADV2 whose inputs (operands, constant_values) differ in that count would
    /// get Prepare's temporaries wrong: an error naming the op, the tensors and both counts.
    void check_operand_quantization(std::size_t index) const {
        const operator_info& op = m.operators[index];
        const bool all_inputs = op.builtin_code == op_add || op.builtin_code == op_sub || op.builtin_code == op_mul ||
                                op.builtin_code == op_concatenation;
        if (!all_inputs && op.builtin_code != op_padv2) return;
        const std::int32_t first = input_at(index, 0);
        if (first < 0) return;
        const std::size_t expected = tflm_scales(tensor(first));
        for (std::size_t k = 1; k < op.inputs.size(); ++k) {
            if (!all_inputs && k != 2) continue;  // PADV2: input 1 is the int32 paddings
            const std::int32_t t = op.inputs[k];
            if (t < 0 || tflm_scales(tensor(t)) == expected) continue;
            unsupported(index, "input " + std::to_string(k) + " (tensor " + std::to_string(t) + " \"" + tensor(t).name +
                                   "\") carries " + std::to_string(tflm_scales(tensor(t))) +
                                   " quantization scale(s), input 0 (tensor " + std::to_string(first) + ") " +
                                   std::to_string(expected) +
                                   ": netmem's TFLM model gives every input of an operator its data input's count");
        }
    }

    /// TFLM's params of tensor t (TfLiteTensor::params): the first scale and zero point when the
    /// file's quantization has both (micro_allocator.cc), else 0 and 0.
    float params_scale(std::int32_t t) const { return tflm_scales(tensor(t)) > 0 ? tensor(t).quantization.scale : 0.0f; }
    std::int64_t params_zero_point(std::int32_t t) const {
        return tflm_scales(tensor(t)) > 0 ? tensor(t).quantization.zero_point : 0;
    }
    [[noreturn]] void tflm_rejects(std::size_t index, const std::string& source, const std::string& rule) const {
        fail(exit_status::rejected_by_tflm,
             describe(m, index) + ": TFLM's Prepare rejects it (tflite-micro " + source + "): " + rule);
    }
    /// TFLM refuses a builtin op that carries custom options, even empty ones (tflite-micro 90b983c2
    /// micro_interpreter.cc PrepareNodeAndRegistrationDataFromFlatbuffer, which AllocateTensors()
    /// calls: "Unsupported behavior: found builtin operator ... with custom options"): exit 7.
    void check_no_custom_options_on_builtin(std::size_t index) const {
        const operator_info& op = m.operators[index];
        if (!op.is_custom() && op.has_custom_options)
            fail(exit_status::rejected_by_tflm,
                 describe(m, index) + ": TFLM's AllocateTensors() rejects it (tflite-micro micro_interpreter.cc "
                                      "PrepareNodeAndRegistrationDataFromFlatbuffer): a builtin operator must not carry "
                                      "custom options; the file's op has custom_options (" +
                     std::to_string(op.custom_options_size) + " bytes)");
    }
    /// The ethos-u kernel's checks of its custom options (tflite-micro 90b983c2
    /// kernels/ethos_u/ethosu.cc): Prepare needs some (TF_LITE_ENSURE custom_initial_data_size > 0:
    /// AllocateTensors() fails without); Eval reads them with flexbuffers::GetRoot(...).AsInt8(),
    /// unchecked, and every Invoke() fails unless that is CO_TYPE_ETHOSU (1) ("CO_TYPE != ETHOSU").
    /// Options that are not a flexbuffer may be read outside their bytes there: what Invoke() does
    /// is undefined. Either way the model does not run as Vela compiled it: an error (exit 7).
    void check_ethos_u_options(std::size_t index) const {
        const std::vector<std::uint8_t>& options = m.operators[index].custom_options;
        if (options.empty())
            tflm_rejects(index, "kernels/ethos_u/ethosu.cc Prepare",
                         "an ethos-u op needs its custom options (custom_initial_data_size > 0); the file's op has none");
        if (!flexbuffers::VerifyBuffer(options.data(), options.size()))
            ethos_u_eval_fails(index, "its custom options must be a flexbuffer holding the co-processor type 1 "
                                      "(CO_TYPE_ETHOSU); the file's " + std::to_string(options.size()) +
                                      " bytes are not a valid flexbuffer (flatbuffers' VerifyBuffer), and Eval reads "
                                      "them unchecked");
        const int co_type = flexbuffers::GetRoot(options.data(), options.size()).AsInt8();
        if (co_type != 1)
            ethos_u_eval_fails(index, "its custom options' co-processor type must be 1 (CO_TYPE_ETHOSU); the file's is " +
                                          std::to_string(co_type) + ", so every Invoke() fails");
    }
    [[noreturn]] void ethos_u_eval_fails(std::size_t index, const std::string& rule) const {
        fail(exit_status::rejected_by_tflm,
             describe(m, index) + ": TFLM's Invoke cannot run it (tflite-micro kernels/ethos_u/ethosu.cc Eval): " + rule);
    }
    /// The quantization checks of TFLM's Prepare (TF_LITE_ENSURE at tflite-micro 90b983c2) for the
    /// ops netmem maps: a model that breaks one is one AllocateTensors() refuses, so an error
    /// naming the op, the rule and the file's numbers (exit 7), never a figure.
    void check_tflm_prepare(std::size_t index) const {
        const operator_info& op = m.operators[index];
        const bool logistic = op.builtin_code == op_logistic, tanh = op.builtin_code == op_tanh,
                   softmax = op.builtin_code == op_softmax, relu = op.builtin_code == op_relu;
        if (!logistic && !tanh && !softmax && !relu) return;
        const std::int32_t x = input_at(index, 0);
        if (x < 0 || op.outputs.empty()) return;
        const std::int32_t y = op.outputs[0];
        const tensor_type in = tensor(x).type, out = tensor(y).type;
        const char* source = logistic ? "kernels/logistic_common.cc CalculateArithmeticOpDataLogistic"
                             : tanh   ? "kernels/tanh.cc CalculateArithmeticOpData"
                             : softmax ? "kernels/softmax_common.cc CalculateSoftmaxParams"
                                       : "kernels/activations_common.cc ReluPrepare";
        auto which = [&](std::int32_t t) {
            return std::string(t == x ? "input" : "output") + " tensor " + std::to_string(t) + " (\"" + tensor(t).name + "\")";
        };
        auto zero_point_is = [&](std::int32_t t, std::int64_t expected, const char* type) {
            if (params_zero_point(t) != expected)
                tflm_rejects(index, source, std::string("an ") + type + " " + operator_name(op) + "'s " +
                                                (t == x ? "input" : "output") + " zero point must be " +
                                                std::to_string(expected) + "; " + which(t) + " has " +
                                                std::to_string(params_zero_point(t)));
        };
        auto scale_text = [](float v) {
            std::ostringstream text;
            text.precision(9);
            text << v;
            return text.str();
        };
        // CheckedLog2 (kernels/internal/quantization_util.cc), in float as TFLM computes it: the
        // scale is 2^-15 when log2 rounds to -15 with a fraction below 1e-3.
        auto output_scale_is_2_to_minus_15 = [&](const char* type) {
            const float scale = params_scale(y);
            const float log2 = std::log(scale) * (1.0f / std::log(2.0f));
            const float rounded = std::round(log2);
            if (!(std::abs(log2 - rounded) < 1e-3f) || static_cast<int>(rounded) != -15)
                tflm_rejects(index, source, std::string("an ") + type + " " + operator_name(op) +
                                                "'s output scale must be a power of two, 2^-15 (1/32768); " + which(y) +
                                                " has " + scale_text(scale));
        };
        if (in == tensor_type::int16 && (logistic || tanh || softmax || relu)) {
            zero_point_is(x, 0, "int16");
            zero_point_is(y, 0, "int16");
            if (logistic || tanh) output_scale_is_2_to_minus_15("int16");
            if (softmax) {  // TF_LITE_ENSURE_NEAR(output scale, 1/32768, 0.001 / 32768)
                const float scale = params_scale(y), target = 1.f / 32768, delta = scale > target ? scale - target : target - scale;
                if (delta > 0.001f * 1.f / 32768)
                    tflm_rejects(index, source, "an int16 SOFTMAX's output scale must be 1/32768 (within 0.1 %); " +
                                                    which(y) + " has " + scale_text(scale));
            }
            return;
        }
        if (in != tensor_type::int8) return;
        if (logistic) zero_point_is(y, -128, "int8");
        if (softmax && out == tensor_type::int8) {
            zero_point_is(y, -128, "int8");
            if (params_scale(y) != 1.f / 256)  // TF_LITE_ENSURE(output->params.scale == 1.f / 256)
                tflm_rejects(index, source, "an int8 SOFTMAX's output scale must be exactly 1/256 (0.00390625); " +
                                                which(y) + " has " + scale_text(params_scale(y)));
        }
        if (softmax && out == tensor_type::int16) {
            zero_point_is(y, -32768, "int8 -> int16");
            const float scale = params_scale(y), target = 1.f / 65536, delta = scale > target ? scale - target : target - scale;
            if (delta > 0.001f * 1.f / 65536)
                tflm_rejects(index, source, "an int8 -> int16 SOFTMAX's output scale must be 1/65536 (within 0.1 %); " +
                                                which(y) + " has " + scale_text(scale));
        }
    }

    /// Every tensor's type is its own (deployment_steps.hpp): the node's first data input and its
    /// output as the file has them; a type netmem has no element type for is an error.
    void element_types(imported_node& node, std::size_t index) const {
        auto of = [&](std::int32_t t, const char* what) {
            const netmem::element_type e = element_of(tensor(t).type);
            if (!e.set)
                unsupported(index, std::string(what) + " tensor " + std::to_string(t) + " (\"" + tensor(t).name +
                                       "\") has type " + name_of(tensor(t).type) + ", which netmem has no element type for");
            return e;
        };
        for (std::size_t k = 0; k < m.operators[index].inputs.size(); ++k) {
            const std::int32_t t = m.operators[index].inputs[k];
            if (t >= 0 && !m.is_constant(static_cast<std::size_t>(t)) && !is_npu_scratch_input(index, k)) {
                node.file_input_element = of(t, "input");
                break;
            }
        }
        node.file_output_element = of(m.operators[index].outputs.at(0), "output");
    }

    std::int32_t input_at(std::size_t index, std::size_t k) const {
        const operator_info& op = m.operators[index];
        return k < op.inputs.size() ? op.inputs[k] : -1;
    }
    bool has_constant(std::size_t index, std::size_t k) const {
        const std::int32_t t = input_at(index, k);
        return t >= 0 && m.is_constant(static_cast<std::size_t>(t));
    }
    /// Whether the constant operand (input k) of ADD / SUB / MUL op `index` is [C], C the data
    /// input's last dimension, broadcast over the rest (true), or has the data input's shape
    /// (false); any other constant (another broadcast, per-channel quantization, another type than
    /// the data's) is an error naming the op.
    bool constant_operand_per_channel(std::size_t index, std::size_t k) const {
        const tensor_info& c = tensor(input_at(index, k));
        const tensor_info& x = tensor(data_input_of_binary(index, k));
        if (c.type != x.type)
            unsupported(index, "its constant operand (input " + std::to_string(k) + ") has type " + name_of(c.type) +
                                   ", its data input " + name_of(x.type) + " (TFLM's kernels take one type)");
        if (c.quantization.scale_count > 1)
            unsupported(index, "its constant operand (input " + std::to_string(k) + ") has " +
                                   std::to_string(c.quantization.scale_count) +
                                   " quantization scales (netmem models a per-tensor constant)");
        std::int64_t elements = 1;
        for (std::int64_t d : c.shape) elements *= d;
        if (c.shape == x.shape) return false;
        const std::int64_t last = x.shape.empty() ? 1 : x.shape.back();
        if (!c.shape.empty() && c.shape.back() == last && elements == last) return true;
        unsupported(index, "its constant operand (input " + std::to_string(k) + ") has shape " + shape_text(c.shape) +
                               ", neither the data input's " + shape_text(x.shape) + " nor [" + std::to_string(last) +
                               "] (netmem's elementwise_constant: same shape or per channel)");
    }
    /// The other input of a binary op whose input k is the constant: the data input.
    std::int32_t data_input_of_binary(std::size_t index, std::size_t k) const {
        const std::int32_t t = input_at(index, k == 0 ? 1 : 0);
        if (t < 0) unsupported(index, "a binary op with an absent (-1) data input");
        return t;
    }

    std::vector<std::int64_t> weight_shape(std::size_t index, std::size_t k, std::size_t rank) const {
        const std::int32_t t = input_at(index, k);
        if (t < 0 || !m.is_constant(static_cast<std::size_t>(t)))
            unsupported(index, "its weights (input " + std::to_string(k) + ") are not a constant tensor");
        const auto& s = tensor(t).shape;
        if (s.size() != rank) unsupported(index, "weights of rank " + std::to_string(s.size()) + ", expected " + std::to_string(rank));
        return s;
    }

    /// MEAN, REDUCE_MAX or SUM (`code`): over axes {1, 2} of an image, global_pooling (collapse =
    /// !keep_dims); over other distinct axes of {1, 2, 3} with keep_dims, reduce_mean / reduce_max /
    /// reduce_sum; anything else is unsupported.
    layer_value reduction(std::size_t index, std::int32_t code, const operator_options& o) const {
        const std::int32_t t = input_at(index, 1);
        if (t < 0 || !m.is_constant(static_cast<std::size_t>(t)))
            unsupported(index, "its axis (input 1) is not a constant tensor");
        auto axes = m.int32_values(static_cast<std::size_t>(t));
        const auto& in = tensor(data_input(index)).shape;
        const auto rank = static_cast<std::int32_t>(in.size());
        for (std::int32_t& a : axes)
            if (a < 0) a += rank;
        std::sort(axes.begin(), axes.end());
        const netmem::pooling_type pooling = code == op_mean         ? netmem::pooling_type::avg
                                             : code == op_reduce_max ? netmem::pooling_type::max
                                                                     : netmem::pooling_type::sum;
        if (rank == 4 && axes == std::vector<std::int32_t>{1, 2})
            return netmem::global_pooling{.type = pooling, .collapse = !o.keep_dims};
        const bool distinct = std::adjacent_find(axes.begin(), axes.end()) == axes.end();
        const bool spatial_or_channels = !axes.empty() && axes.front() >= 1 && axes.back() <= 3 && distinct;
        if (rank != 4 || !o.keep_dims || !spatial_or_channels)
            unsupported(index, "a reduction over axes other than {1, 2} or, with keep_dims, distinct ones of {1, 2, 3} "
                               "of an image (netmem's global_pooling and reduce_mean / reduce_max / reduce_sum)");
        auto has = [&](std::int32_t a) { return std::find(axes.begin(), axes.end(), a) != axes.end(); };
        if (code == op_mean) return netmem::reduce_mean{.height = has(1), .width = has(2), .channels = has(3)};
        if (code == op_reduce_max) return netmem::reduce_max{.height = has(1), .width = has(2), .channels = has(3)};
        return netmem::reduce_sum{.height = has(1), .width = has(2), .channels = has(3)};
    }

    /// The layer value of op `index` (and whether it needs a fused-activation node after it).
    layer_value map(std::size_t index, netmem::activation& trailing_activation) {
        const operator_info& op = m.operators[index];
        const operator_options& o = op.options;
        trailing_activation = netmem::activation::identity;
        const auto out_shape = tensor(op.outputs.at(0)).shape;
        switch (op.builtin_code) {
            case op_conv_2d: {
                const auto w = weight_shape(index, 1, 4);  // [filters, kh, kw, channels]
                return netmem::conv2d{.filters = w[0], .kernel = {w[1], w[2]}, .stride = {o.stride_h, o.stride_w},
                                      .padding = padding_of(o.padding), .dilation = {o.dilation_h, o.dilation_w},
                                      .activation = activation_of(o.activation, index), .use_bias = has_constant(index, 2)};
            }
            case op_depthwise_conv_2d: {
                const auto w = weight_shape(index, 1, 4);  // [1, kh, kw, channels * multiplier]
                const auto& in = tensor(data_input(index)).shape;
                const std::int64_t channels = in.empty() ? 0 : in.back();
                if (channels <= 0 || w[3] % channels != 0)
                    unsupported(index, "weight channels " + std::to_string(w[3]) + " are not a multiple of the input's " + std::to_string(channels));
                return netmem::depthwise_conv2d{.kernel = {w[1], w[2]}, .stride = {o.stride_h, o.stride_w},
                                                .padding = padding_of(o.padding), .depth_multiplier = w[3] / channels,
                                                .dilation = {o.dilation_h, o.dilation_w},
                                                .activation = activation_of(o.activation, index),
                                                .use_bias = has_constant(index, 2)};
            }
            case op_fully_connected: {
                const auto w = weight_shape(index, 1, 2);  // [units, inputs]
                if (o.keep_num_dims && out_shape.size() > 2) unsupported(index, "keep_num_dims with a rank > 2 output");
                return netmem::dense{.units = w[0], .activation = activation_of(o.activation, index),
                                     .use_bias = has_constant(index, 2)};
            }
            case op_average_pool_2d:
            case op_max_pool_2d: {
                if (o.activation != fused_activation::none) unsupported(index, "a fused activation on pooling");
                const netmem::size2d kernel{o.filter_h, o.filter_w}, stride{o.stride_h, o.stride_w};
                if (op.builtin_code == op_max_pool_2d)
                    return netmem::max_pool2d{.kernel = kernel, .stride = stride, .padding = padding_of(o.padding)};
                return netmem::avg_pool2d{.kernel = kernel, .stride = stride, .padding = padding_of(o.padding)};
            }
            case op_add:
            case op_sub:
            case op_mul: {
                trailing_activation = activation_of(o.activation, index);
                const netmem::elementwise_op e = op.builtin_code == op_add   ? netmem::elementwise_op::add
                                                 : op.builtin_code == op_sub ? netmem::elementwise_op::subtract
                                                                             : netmem::elementwise_op::product;
                const bool first = has_constant(index, 0), second = has_constant(index, 1);
                if (first == second) return netmem::elementwise{.op = e};  // two data inputs (or none: an error later)
                return netmem::elementwise_constant{.op = e, .per_channel = constant_operand_per_channel(index, first ? 0 : 1)};
            }
            case op_concatenation: {
                if (o.activation != fused_activation::none) unsupported(index, "a fused activation on concatenation");
                const auto rank = static_cast<std::int32_t>(out_shape.size());
                const std::int32_t axis = o.axis < 0 ? o.axis + rank : o.axis;
                if (axis == rank - 1) return netmem::merge{};
                if (rank == 4 && axis == 1) return netmem::merge{.axis = netmem::merge_axis::height};
                if (rank == 4 && axis == 2) return netmem::merge{.axis = netmem::merge_axis::width};
                unsupported(index, "concatenation along axis " + std::to_string(o.axis) + " of a rank " + std::to_string(rank) +
                                       " tensor (netmem merges the last axis, or height or width of an image)");
            }
            case op_reshape:  // input 1, the shape tensor, is optional (new_shape in the options)
                return netmem::reshape{.target = type_of_shape(out_shape, describe(m, index)), .shape_tensor = input_at(index, 1) >= 0};
            case op_squeeze:  // no shape input: as a RESHAPE without one (SqueezeParams has ReshapeParams' size)
                return netmem::reshape{.target = type_of_shape(out_shape, describe(m, index)), .shape_tensor = false};
            case op_softmax: return netmem::activation_layer{.activation = netmem::activation::softmax};
            case op_logistic: return netmem::activation_layer{.activation = netmem::activation::sigmoid};
            case op_tanh: return netmem::activation_layer{.activation = netmem::activation::tanh};
            // A RELU / RELU6 operator of its own stays one (TFLM runs the file's operators): never fused.
            case op_relu: return netmem::activation_layer{.activation = netmem::activation::relu, .fuse = false};
            case op_relu6: return netmem::activation_layer{.activation = netmem::activation::relu6, .fuse = false};
            case op_quantize:
                return netmem::quantize{.from = element_of(tensor(data_input(index)).type).or_else(netmem::data_type::float32),
                                        .to = element_of(tensor(op.outputs.at(0)).type)};
            case op_dequantize:
                return netmem::dequantize{.to = element_of(tensor(op.outputs.at(0)).type).or_else(netmem::data_type::float32)};
            case op_pad:
            case op_padv2: {
                const std::int32_t t = input_at(index, 1);
                const auto p = t >= 0 && m.is_constant(static_cast<std::size_t>(t)) ? m.int32_values(static_cast<std::size_t>(t))
                                                                                  : std::vector<std::int32_t>{};
                if (p.size() != 8 || p[0] != 0 || p[1] != 0)
                    unsupported(index, "paddings other than a constant int32 [4, 2] tensor that leaves the batch axis unpadded");
                // Input 2, PADV2's constant_values (PadPrepare takes it when present, for PAD too).
                const bool constant_values = input_at(index, 2) >= 0;
                if (constant_values && !has_constant(index, 2))
                    unsupported(index, "input 2 (constant_values) is not a constant tensor");
                if (!constant_values && p[6] == 0 && p[7] == 0)
                    return netmem::zero_padding2d{.padding = {p[2], p[3], p[4], p[5]}};
                return netmem::pad{.padding = {p[2], p[3], p[4], p[5]}, .channels = {p[6], p[7]},
                                   .constant_values_tensor = constant_values};
            }
            case op_mean:
            case op_reduce_max:
            case op_sum: return reduction(index, op.builtin_code, o);
            case op_svdf: {
                // Inputs: data [batch, input_size], weights_feature [filters, input_size], weights_time
                // [filters, memory_size], bias [units] (optional), state (variable) [batch, filters x memory].
                const auto wf = weight_shape(index, 1, 2);
                const auto wt = weight_shape(index, 2, 2);
                const std::int32_t state = input_at(index, 4);
                if (state < 0 || !tensor(state).is_variable)
                    unsupported(index, "input 4 (the state) is not a variable tensor (TFLM's PrepareSvdf requires one)");
                if (out_shape.size() != 2 || o.rank <= 0 || wf[0] != out_shape[1] * o.rank)
                    unsupported(index, "weights_feature dimension 0 (" + std::to_string(wf[0]) +
                                           ") is not units x rank (" + std::to_string(out_shape.empty() ? 0 : out_shape.back()) +
                                           " x " + std::to_string(o.rank) + ")");
                const tensor_type st = tensor(state).type;
                netmem::data_type state_type = netmem::data_type::int16;
                if (st == tensor_type::int8) state_type = netmem::data_type::int8;
                else if (st == tensor_type::float32) state_type = netmem::data_type::float32;
                else if (st != tensor_type::int16) unsupported(index, "a state of type " + name_of(st) + " (TFLM takes int16, int8, float32)");
                return netmem::svdf{.units = out_shape[1], .rank = o.rank, .memory_size = wt[1],
                                    .activation = activation_of(o.activation, index), .use_bias = has_constant(index, 3),
                                    .state_type = state_type};
            }
            case op_transpose_conv: {
                const auto w = weight_shape(index, 1, 4);  // [filters, kh, kw, channels]; input 0 is the output shape
                return netmem::deconvolution2d{.filters = w[0], .kernel = {w[1], w[2]}, .stride = {o.stride_h, o.stride_w},
                                               .padding = padding_of(o.padding),
                                               .activation = activation_of(o.activation, index),
                                               .use_bias = has_constant(index, 3)};
            }
            default: break;
        }
        if (operator_name(op) == "CUSTOM:ethos-u") return ethos_u_of(index);
        if (!allow_unknown)
            fail(exit_status::unknown_operator,
                 describe(m, index) + ": netmem has no layer for this op (" +
                     (op.is_custom() ? std::string("a custom op") : std::string("a builtin netmem does not map")) +
                     "); pass --allow-unknown to declare it as an opaque_operator with the file's output shape and no scratch");
        std::int64_t constants = 0;
        for (std::int32_t t : op.inputs)
            if (t >= 0 && m.is_constant(static_cast<std::size_t>(t))) constants += tensor(t).elements();
        for (std::int32_t t : op.inputs)
            if (t >= 0 && tensor(t).is_variable)
                net.notes.push_back("op " + std::to_string(index) + " " + operator_name(op) + ": excluded its variable tensor " +
                                    std::to_string(t) + " (\"" + tensor(t).name + "\", " + shape_text(tensor(t).shape) + " " +
                                    name_of(tensor(t).type) + "): TFLM keeps it in the tail (tail_variable_buffers_bytes); "
                                    "netmem counts neither it nor the op's kernel data");
        return netmem::opaque_operator{.output = type_of_shape(out_shape, describe(m, index)), .constant_elements = constants};
    }

    /// True for input k of op `index` when the op is CUSTOM ethos-u and k is its arena scratch (2)
    /// or fast-scratch (3) tensor: tensors no op writes, which the layer itself describes
    /// (ethos_u_operator), so neither data inputs nor the op's input type.
    bool is_npu_scratch_input(std::size_t index, std::size_t k) const {
        return (k == 2 || k == 3) && operator_name(m.operators[index]) == "CUSTOM:ethos-u";
    }

    /// A Vela-compiled model's NPU operator (tflite-micro kernels/ethos_u/ethosu.cc at 90b983c2):
    /// inputs command stream, flash, arena scratch, fast scratch, then the data; one output.
    /// ethos_u_operator{} with the four tensors' bytes and the file's output shape
    /// (docs/guide/cores-and-kernels.md, "Ethos-U (Vela) models"). What netmem cannot take is an
    /// error naming the op and the tensor: a command stream or flash tensor that is not a uint8
    /// constant (the kernel reads their bytes), a command stream with quantization parameters (the
    /// kernel's Prepare takes it as a temporary tensor, which netmem sizes without them), a scratch
    /// tensor that is not a uint8 tensor without data, or a data input count other than one; and
    /// custom options the kernel refuses (check_ethos_u_options: exit 7).
    netmem::ethos_u_operator ethos_u_of(std::size_t index) const {
        check_ethos_u_options(index);
        const auto& in = m.operators[index].inputs;
        if (in.size() != 5)
            unsupported(index, std::to_string(in.size()) + " inputs: netmem's ethos_u_operator takes the command stream, "
                               "flash, scratch, fast scratch and one data input (5)");
        const char* names[4] = {"the command stream", "the flash tensor", "the arena scratch tensor", "the fast-scratch tensor"};
        netmem::size_type bytes[4] = {};
        for (std::size_t k = 0; k < 4; ++k) {
            const std::int32_t t = in[k];
            if (t < 0) unsupported(index, "input " + std::to_string(k) + " (" + names[k] + ") is -1, an absent tensor");
            const tensor_info& info = tensor(t);
            const bool constant = m.is_constant(static_cast<std::size_t>(t));
            const std::string what = "input " + std::to_string(k) + " (" + names[k] + ", tensor " + std::to_string(t) +
                                     " \"" + info.name + "\")";
            if (info.type != tensor_type::uint8)
                unsupported(index, what + " has type " + name_of(info.type) + "; Vela writes uint8");
            if (k < 2 && !constant) unsupported(index, what + " is not a constant; Vela stores it in the model");
            if (k >= 2 && (constant || info.is_variable))
                unsupported(index, what + " holds data or is a variable; TFLM plans it as a tensor written by no op");
            if (k == 0 && tflm_scales(info) > 0)
                unsupported(index, what + " carries quantization parameters, which the kernel's temporary tensor "
                                          "would hold and netmem does not size");
            bytes[k] = info.elements();
        }
        if (in[4] < 0 || m.is_constant(static_cast<std::size_t>(in[4])))
            unsupported(index, "input 4 (the data input) is absent or a constant");
        return netmem::ethos_u_operator{.command_stream_bytes = bytes[0], .flash_bytes = bytes[1],
                                        .scratch_bytes = bytes[2], .fast_scratch_bytes = bytes[3],
                                        .output = type_of_shape(tensor(m.operators[index].outputs.at(0)).shape,
                                                                describe(m, index))};
    }

    void add_node(imported_node node) {
        if (net.nodes.size() >= node_limit)
            fail(exit_status::unsupported_model, describe(m, node.op_index) + ": layer " + std::to_string(node_limit + 1) +
                                                     " of a model with " + std::to_string(m.operators.size()) +
                                                     " ops; --report and --write-offline-plan take up to " +
                                                     std::to_string(node_limit) + " layers");
        // netmem's output type, by netmem's own functions, must be the file's.
        std::vector<netmem::input_type> in;
        for (std::int32_t i : node.inputs) in.push_back(i < 0 ? net.input : net.nodes[static_cast<std::size_t>(i)].output);
        const node_facts f = evaluate(node, in, netmem::deployment{});
        if (!f.check.ok())
            fail(exit_status::unsupported_model, describe(m, node.op_index) + ": netmem's " + f.kind_name +
                                                     " rejects it: rule " + f.check.broken->name + " (" +
                                                     std::to_string(f.check.values[0]) + ", " +
                                                     std::to_string(f.check.values[1]) + ")");
        const netmem::input_type file = type_of_shape(tensor(node.output_tensor).shape, describe(m, node.op_index));
        if (!(f.output == file))
            fail(exit_status::unsupported_model,
                 describe(m, node.op_index) + ": netmem's " + f.kind_name + " gives output elements " +
                     std::to_string(f.output.elements_per_example()) + " (" + std::to_string(f.output.height) + "x" +
                     std::to_string(f.output.width) + "x" + std::to_string(f.output.channels) +
                     " / size " + std::to_string(f.output.size) + "), the file has " +
                     shape_text(tensor(node.output_tensor).shape));
        node.output = f.output;
        net.nodes.push_back(std::move(node));
    }

    void run() {
        used_names.insert("input");  // the graph input's name
        if (m.inputs.size() != 1)
            fail(exit_status::unsupported_model, "the subgraph has " + std::to_string(m.inputs.size()) +
                                                     " inputs; netmem-import takes exactly 1");
        net.input_tensor = m.inputs[0];
        net.input = type_of_shape(tensor(net.input_tensor).shape, "graph input tensor " + std::to_string(net.input_tensor));
        producer[net.input_tensor] = -1;
        for (std::size_t index = 0; index < m.operators.size(); ++index) {
            const operator_info& op = m.operators[index];
            check_no_custom_options_on_builtin(index);
            if (op.outputs.size() != 1) unsupported(index, std::to_string(op.outputs.size()) + " outputs (netmem layers have one)");
            netmem::activation trailing{};
            imported_node node;
            node.layer = map(index, trailing);
            node.opaque = std::holds_alternative<netmem::opaque_operator>(node.layer);
            node.op_index = index;
            node.op_name = operator_name(op);
            node.output_tensor = op.outputs[0];
            node.inputs = data_inputs(index);
            if (node.inputs.empty()) unsupported(index, "no non-constant input");
            const bool is_vertex = std::holds_alternative<netmem::elementwise>(node.layer) ||
                                   std::holds_alternative<netmem::merge>(node.layer);
            if (!is_vertex && !node.opaque && node.inputs.size() != 1)
                unsupported(index, std::to_string(node.inputs.size()) + " non-constant inputs for a one-input layer");
            if (is_vertex && node.inputs.size() < 2) unsupported(index, "a constant operand (netmem adds two tensors)");
            if (node.inputs.size() > capacity_inputs)
                unsupported(index, std::to_string(node.inputs.size()) + " inputs (netmem-import's run-time plans take up to " +
                                       std::to_string(capacity_inputs) + ")");
            if (node.opaque && node.inputs.size() > 1) node.inputs.resize(1);
            if (std::holds_alternative<netmem::ethos_u_operator>(node.layer)) {
                node.npu_scratch_tensor = op.inputs[2];
                node.npu_fast_scratch_tensor = op.inputs[3];
                // Its command stream and flash tensor are uint8 weights (netmem's flash: 1 B per
                // element); a convolution's or dense's weights, when the model has one, keep the type.
                if (!layer_weights_seen) net.weights = tensor_type::uint8;
                net.any_quantized = true;
                net.notes.push_back("op " + std::to_string(index) + " " + operator_name(op) +
                                    " is an ethos_u_operator (a Vela-compiled NPU op): TFLM plans its scratch and "
                                    "fast-scratch tensors in the head; its kernel's OpData and scratch requests are "
                                    "in TFLM's figures unless deployment::tflm.stub_custom_ops; Vela's own SRAM "
                                    "planning inside those tensors is not modelled");
            }
            element_types(node, index);
            check_operand_quantization(index);
            check_tflm_prepare(index);
            const std::int32_t bias_input = op.builtin_code == op_transpose_conv ? 3 : 2;
            if (std::holds_alternative<netmem::svdf>(node.layer)) {
                layer_weights_seen = true;
                record_weights(node, input_at(index, 1), input_at(index, 3));
                node.per_tensor = false;  // svdf counts one pair per weight tensor under any granularity
            }
            if (std::holds_alternative<netmem::elementwise_constant>(node.layer)) {
                // Its constant operand is its weights (flash); the profile's weight type stays a
                // convolution's or dense's when the model has one.
                const tensor_type layer_weights = net.weights;
                record_weights(node, has_constant(index, 0) ? input_at(index, 0) : input_at(index, 1), -1);
                if (layer_weights_seen) net.weights = layer_weights;
                node.per_tensor = false;  // elementwise_constant is per tensor under any granularity
            }
            if (std::holds_alternative<netmem::conv2d>(node.layer) || std::holds_alternative<netmem::depthwise_conv2d>(node.layer) ||
                std::holds_alternative<netmem::dense>(node.layer) || std::holds_alternative<netmem::deconvolution2d>(node.layer)) {
                layer_weights_seen = true;
                record_weights(node, input_at(index, 1), input_at(index, static_cast<std::size_t>(bias_input)));
            }
            if (node.opaque) net.notes.push_back("op " + std::to_string(index) + " " + operator_name(op) +
                                                 " is an opaque_operator (--allow-unknown): output shape from the file, "
                                                 "constant inputs as weights, no scratch or persistent data modelled");
            node.name = unique_name(identifier_from(tensor(node.output_tensor).name));
            add_node(std::move(node));
            if (trailing != netmem::activation::identity) {
                imported_node act;
                act.layer = netmem::activation_layer{.activation = trailing};
                act.fused_activation_node = true;
                act.op_index = index;
                act.op_name = operator_name(op);
                act.output_tensor = op.outputs[0];
                act.file_input_element = act.file_output_element = net.nodes.back().file_output_element;
                act.inputs = {static_cast<std::int32_t>(net.nodes.size() - 1)};
                act.name = unique_name(net.nodes.back().name + "_" + netmem::name_of(trailing));
                add_node(std::move(act));
            }
            producer[op.outputs[0]] = static_cast<std::int32_t>(net.nodes.size() - 1);
        }
        if (net.nodes.empty()) fail(exit_status::unsupported_model, "the model has no operators");
        for (std::int32_t t : m.outputs) {
            const auto p = producer.find(t);
            if (p == producer.end() || p->second < 0)
                fail(exit_status::unsupported_model, "subgraph output tensor " + std::to_string(t) + " is not written by an op");
            net.output_nodes.push_back(static_cast<std::size_t>(p->second));
        }
        // A chain: node k reads node k - 1 (node 0 the input), nothing else; one output, the last node.
        net.chain = net.output_nodes.size() == 1 && net.output_nodes[0] + 1 == net.nodes.size();
        for (std::size_t k = 0; k < net.nodes.size() && net.chain; ++k) {
            const auto& n = net.nodes[k];
            const bool is_vertex = std::holds_alternative<netmem::elementwise>(n.layer) || std::holds_alternative<netmem::merge>(n.layer);
            net.chain = !is_vertex && n.inputs.size() == 1 && n.inputs[0] == static_cast<std::int32_t>(k) - 1;
        }
        if (!net.any_quantized) net.weights = net.biases = tensor_type::float32;
        // The generated type carries a QUANTIZE / DEQUANTIZE's types (quantize{.from, .to},
        // dequantize{.to}); any other op that changes the type is said in the header.
        for (const imported_node& n : net.nodes) {
            const bool conversion = std::holds_alternative<netmem::quantize>(n.layer) ||
                                    std::holds_alternative<netmem::dequantize>(n.layer);
            if (!conversion && n.file_input_element.set && n.file_output_element.set &&
                !(n.file_input_element == n.file_output_element))
                net.notes.push_back("op " + std::to_string(n.op_index) + " " + n.op_name + " writes " +
                                    netmem::name_of(n.file_output_element.type) + " from " +
                                    netmem::name_of(n.file_input_element.type) +
                                    ": the generated type sizes its output as its input's type; netmem-import "
                                    "--report uses the file's own types");
        }
        // Activations: the type most of the tensors the ops write have (a float input before a
        // QUANTIZE does not make an int8 model float).
        std::map<tensor_type, std::size_t> written;
        for (const imported_node& n : net.nodes) ++written[tensor(n.output_tensor).type];
        std::size_t most = 0;
        for (const auto& [type, count] : written)
            if (count > most) {
                most = count;
                net.activations = type;
            }
    }
};

}  // namespace

netmem::element_type element_of(tensor_type type) {
    switch (type) {
        case tensor_type::float32: return netmem::data_type::float32;
        case tensor_type::float16: return netmem::data_type::float16;
        case tensor_type::bfloat16: return netmem::data_type::bfloat16;
        case tensor_type::float64: return netmem::data_type::float64;
        case tensor_type::int64: return netmem::data_type::int64;
        case tensor_type::int32: return netmem::data_type::int32;
        case tensor_type::int16: return netmem::data_type::int16;
        case tensor_type::int8: return netmem::data_type::int8;
        case tensor_type::uint8: return netmem::data_type::uint8;
        default: return {};
    }
}

std::string shape_text(const std::vector<std::int64_t>& shape) {
    std::string s = "[";
    for (std::size_t i = 0; i < shape.size(); ++i) s.append(i ? "," : "").append(std::to_string(shape[i]));
    return s + "]";
}

netmem::input_type type_of_shape(const std::vector<std::int64_t>& shape, const std::string& what) {
    for (std::int64_t d : shape)
        if (d <= 0) fail(exit_status::unsupported_model, what + ": a zero dimension in " + shape_text(shape));
    if (shape.size() == 4 && shape[0] == 1) return netmem::make_convolutional(shape[1], shape[2], shape[3]);
    if (shape.size() == 2 && shape[0] == 1) return netmem::make_feed_forward(shape[1]);
    if (shape.size() == 1) return netmem::make_feed_forward(shape[0]);
    fail(exit_status::unsupported_model, what + ": shape " + shape_text(shape) +
                                             " (netmem-import takes [1, h, w, c], [1, n] and [n]: batch 1, 2D images or vectors)");
}

std::string identifier_from(const std::string& name) {
    std::string base = name.substr(0, name.find(';'));
    // The last two path components ("MobilenetV1/Conv2d_0/Relu6" -> "Conv2d_0/Relu6").
    std::size_t cut = base.rfind('/');
    if (cut != std::string::npos && cut > 0) {
        const std::size_t before = base.rfind('/', cut - 1);
        base = before == std::string::npos ? base : base.substr(before + 1);
    }
    std::string id;
    for (char c : base) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u)) id += static_cast<char>(std::tolower(u));
        else if (!id.empty() && id.back() != '_') id += '_';
    }
    while (!id.empty() && id.back() == '_') id.pop_back();
    if (id.empty()) id = "layer";
    if (std::isdigit(static_cast<unsigned char>(id[0]))) id = "t" + id;
    // C++ keywords and alternative tokens get a trailing '_'.
    static const std::set<std::string> keywords{
        "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case", "catch",
        "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept", "const", "consteval", "constexpr",
        "constinit", "const_cast", "continue", "co_await", "co_return", "co_yield", "decltype", "default", "delete",
        "do", "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "float", "for",
        "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq",
        "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register", "reinterpret_cast",
        "requires", "return", "short", "signed", "sizeof", "static", "static_assert", "static_cast", "struct",
        "switch", "template", "this", "thread_local", "throw", "true", "try", "typedef", "typeid", "typename",
        "union", "unsigned", "using", "virtual", "void", "volatile", "wchar_t", "while", "xor", "xor_eq"};
    if (keywords.count(id) != 0) id += "_";
    return id;
}

file_flash file_flash_of(const model_info& model, const imported_network& net) {
    file_flash f{};
    f.file_bytes = static_cast<std::int64_t>(model.bytes.size());
    std::set<std::uint32_t> weight_buffers, bias_buffers, constant_buffers;
    for (const imported_node& n : net.nodes) {
        if (n.fused_activation_node || (n.file_weight_elements == 0 && n.file_bias_elements == 0)) continue;
        const operator_info& op = model.operators[n.op_index];
        const std::size_t bias_input = op.builtin_code == op_transpose_conv ? 3 : 2;
        auto buffer_at = [&](std::size_t k) -> std::uint32_t {
            if (k >= op.inputs.size() || op.inputs[k] < 0 || !model.is_constant(static_cast<std::size_t>(op.inputs[k])))
                return 0;
            return model.tensors[static_cast<std::size_t>(op.inputs[k])].buffer;
        };
        if (buffer_at(1) != 0) weight_buffers.insert(buffer_at(1));
        if (buffer_at(bias_input) != 0) bias_buffers.insert(buffer_at(bias_input));
    }
    for (std::size_t t = 0; t < model.tensors.size(); ++t) {
        const tensor_info& tensor = model.tensors[t];
        f.quantization += static_cast<std::int64_t>(4 * tensor.quantization.scale_count + 8 * tensor.quantization.zero_point_count);
        if (model.is_constant(t)) constant_buffers.insert(tensor.buffer);
    }
    for (std::uint32_t b : constant_buffers) {
        const auto bytes = static_cast<std::int64_t>(model.buffers[b].size);
        if (weight_buffers.count(b) != 0) f.weights += bytes;
        else if (bias_buffers.count(b) != 0) f.biases += bytes;
        else f.other_constants += bytes;
    }
    return f;
}

imported_network import_network(const model_info& model, bool allow_unknown, std::size_t node_limit) {
    mapper m{model, allow_unknown, {}, {}, {}, {}, node_limit, false};
    m.run();
    m.net.stored_plan = read_stored_plan(model);
    std::set<std::int32_t> read;  // constant tensors read so far
    for (const operator_info& op : model.operators)
        for (std::int32_t t : op.inputs)
            if (t >= 0 && model.is_constant(static_cast<std::size_t>(t)) && !read.insert(t).second)
                ++m.net.shared_constant_reads;
    for (const tensor_info& t : model.tensors) {
        m.net.tensor_names.push_back(t.name);
        m.net.tensor_scales.push_back(tflm_scales(t));
        m.net.tensor_elements.push_back(element_of(t.type).or_else(netmem::data_type::int8));
    }
    m.net.flash = file_flash_of(model, m.net);
    return std::move(m.net);
}

}  // namespace netmem_import
