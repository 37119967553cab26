// tools/tflite-gen/tflite_gen.cpp
// tflite-gen: seeded random, valid .tflite models for differential testing against TFLM
// (docs/explanation/differential-testing.md). The same seed and feature set always give the same
// bytes. Each model is a chain or a DAG (fork-join blocks merged by ADD or CONCATENATION) of the ops
// netmem's TFLM lowering maps, with random shapes, strides, paddings, dilations, depth multipliers
// and channel counts, and quantization parameters TFLM's Prepare accepts (per-channel convolution
// weights, bias scale = input scale x weight scale, the fixed output scales of SOFTMAX, LOGISTIC
// and TANH).
//
//   tflite-gen --out-dir DIR --seed FIRST [--count N] [--features LIST] [--max-steps N]
//
// writes DIR/gen_<seed>.tflite for seeds FIRST .. FIRST+N-1 and prints one manifest line per model:
//   gen_<seed>.tflite <TAB> body type <TAB> io type <TAB> ops (comma separated) <TAB> features used
// LIST: comma-separated feature names (below); "all" = every one but vela, int32 and bad_act_params;
// "-name" removes one.
// --max-steps: at most N random ops or fork-join blocks (default 7; 1 gives one-op models).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tflite_writer_generated.h"

namespace {

// Operators (builtin codes of the published schema's BuiltinOperator enum).
enum op_code : std::int32_t {
    op_add = 0, op_average_pool_2d = 1, op_concatenation = 2, op_conv_2d = 3, op_depthwise_conv_2d = 4,
    op_dequantize = 6, op_fully_connected = 9, op_logistic = 14, op_max_pool_2d = 17, op_mul = 18, op_relu = 19,
    op_relu6 = 21, op_reshape = 22, op_softmax = 25, op_svdf = 27, op_tanh = 28, op_pad = 34, op_mean = 40, op_sum = 74, op_reduce_max = 82,
    op_sub = 41, op_squeeze = 43, op_padv2 = 60, op_transpose_conv = 67, op_quantize = 114
};

const std::map<std::string, std::string> feature_help{
    {"conv", "CONV_2D"}, {"dwconv", "DEPTHWISE_CONV_2D"}, {"fc", "FULLY_CONNECTED"},
    {"avgpool", "AVERAGE_POOL_2D"}, {"maxpool", "MAX_POOL_2D"}, {"add", "ADD"}, {"mul", "MUL"}, {"sub", "SUB"},
    {"concat", "CONCATENATION (in DAGs)"}, {"reshape", "RESHAPE with its shape tensor"},
    {"reshape_no_shape", "RESHAPE without a shape tensor (new_shape option only)"},
    {"squeeze", "SQUEEZE"}, {"softmax", "SOFTMAX"}, {"logistic", "LOGISTIC"}, {"tanh", "TANH"},
    {"relu", "RELU"}, {"relu6", "RELU6"}, {"pad", "PAD of height and width"}, {"padv2", "PADV2"},
    {"pad_channels", "PAD also of the channel axis"}, {"mean", "MEAN over height and width"},
    {"reduce_max", "REDUCE_MAX over height and width (int8, float32)"}, {"sum", "SUM over height and width"},
    {"mean_axes", "MEAN, REDUCE_MAX and SUM also over other axes"}, {"tconv", "TRANSPOSE_CONV"},
    {"svdf", "SVDF with its variable state tensor"}, {"dag", "fork-join blocks (branches)"},
    {"int8", "int8 bodies"}, {"int16", "int16x8 bodies (int16 activations, int8 weights, int64 biases)"},
    {"int32", "int32 bodies (unquantized: ADD, SUB, MUL with constants, RESHAPE, SQUEEZE only; not in all)"},
    {"float32", "float32 bodies"}, {"float_io", "float32 input/output around a quantized body"},
    {"const_operand", "ADD/MUL/SUB with a constant second operand"},
    {"concat_axis", "CONCATENATION along an axis other than the last"},
    {"act_n1", "fused RELU_N1_TO_1"}, {"dilation", "dilated convolutions"},
    {"fc_4d", "FULLY_CONNECTED straight on a rank-4 tensor"}, {"shared_const", "one constant read by several ops"},
    {"offline_valid", "a valid stored OfflineMemoryAllocation plan"},
    {"offline_invalid", "a stored plan whose live tensors overlap"},
    {"bad_act_params", "SOFTMAX/LOGISTIC/TANH outputs with the zero point or scale TFLM's Prepare refuses (not in all)"},
    {"vela", "a Vela (Ethos-U) model: one CUSTOM ethos-u op with command stream, flash, scratch, fast scratch (not in all)"}};

struct quantization {
    std::vector<float> scale;
    std::vector<std::int64_t> zero_point;
    std::int32_t dimension = 0;
};

struct tensor_spec {
    std::vector<std::int32_t> shape;
    tflite::TensorType type = tflite::TensorType_INT8;
    quantization q;
    std::vector<std::uint8_t> data;  ///< non-empty: a constant
    bool variable = false;
};

struct op_spec {
    std::int32_t code = 0;
    std::vector<std::int32_t> inputs, outputs;
    tflite::BuiltinOptions options_type = tflite::BuiltinOptions_NONE;
    std::function<flatbuffers::Offset<void>(flatbuffers::FlatBufferBuilder&)> options;
    std::string custom_code;                  ///< code 32 (CUSTOM): the op's name
    std::vector<std::uint8_t> custom_options; ///< CUSTOM: its options bytes
};

/// An activation tensor the next op may read: index, shape ([1,H,W,C] or [1,N]) and whether its
/// quantization is the model's common one (concatenation joins only those).
struct value {
    std::int32_t tensor = 0;
    std::vector<std::int32_t> shape;
    bool common = true;
};

std::int64_t elements(const std::vector<std::int32_t>& s) {
    std::int64_t n = 1;
    for (auto d : s) n *= d;
    return n;
}

std::size_t type_bytes(tflite::TensorType t) {
    switch (t) {
        case tflite::TensorType_FLOAT32: case tflite::TensorType_INT32: return 4;
        case tflite::TensorType_INT64: return 8;
        case tflite::TensorType_INT16: return 2;
        default: return 1;
    }
}

class generator {
public:
    generator(std::uint64_t seed, std::set<std::string> features, int max_steps)
        : rng_(seed), features_(std::move(features)), max_steps_(max_steps) {}

    std::vector<std::uint8_t> build();
    std::string body_name, io_name;
    std::set<std::string> used;   ///< features the model uses
    std::vector<std::string> op_names;

private:
    std::mt19937_64 rng_;
    std::set<std::string> features_;
    int max_steps_ = 7;
    std::vector<tensor_spec> tensors_;
    std::vector<op_spec> ops_;
    // Keyed by the values, not their bytes: g++ 12 -O2 warns (-Wstringop-overread, a false positive)
    // in the memcmp of a std::vector<std::uint8_t> comparison.
    std::map<std::vector<std::int32_t>, std::int32_t> shared_;  // constant int32 values -> tensor
    tflite::TensorType body_ = tflite::TensorType_INT8;
    quantization common_;

    bool on(const std::string& f) const { return features_.count(f) != 0; }
    int rnd(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
    bool coin(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }
    float uniform(float lo, float hi) { return std::uniform_real_distribution<float>(lo, hi)(rng_); }
    bool quantized() const { return body_ == tflite::TensorType_INT8 || body_ == tflite::TensorType_INT16; }
    bool int32() const { return body_ == tflite::TensorType_INT32; }
    bool int16() const { return body_ == tflite::TensorType_INT16; }

    std::int32_t add_tensor(tensor_spec t) {
        tensors_.push_back(std::move(t));
        return static_cast<std::int32_t>(tensors_.size() - 1);
    }
    quantization per_tensor(float scale, std::int64_t zp) const { return {{scale}, {zp}, 0}; }
    /// An activation tensor of the body type with the common quantization.
    std::int32_t activation(std::vector<std::int32_t> shape) {
        return add_tensor({std::move(shape), body_, quantized() ? common_ : quantization{}, {}, false});
    }
    std::vector<std::uint8_t> random_bytes(std::size_t n) {
        std::vector<std::uint8_t> d(n);
        for (auto& b : d) b = static_cast<std::uint8_t>(rnd(0, 255));
        if (d.empty()) d.push_back(0);
        return d;
    }
    static std::vector<std::uint8_t> int32_bytes(const std::vector<std::int32_t>& v) {
        std::vector<std::uint8_t> d;
        for (auto x : v)
            for (int i = 0; i < 4; ++i) d.push_back(static_cast<std::uint8_t>(static_cast<std::uint32_t>(x) >> (8 * i)));
        return d;
    }
    /// A constant int32 tensor (paddings, axes, shapes): shared between ops under "shared_const".
    std::int32_t int32_constant(const std::vector<std::int32_t>& v) {
        const auto data = int32_bytes(v);
        if (on("shared_const")) {
            const auto it = shared_.find(v);
            if (it != shared_.end()) {
                used.insert("shared_const");
                return it->second;
            }
        }
        const auto t = add_tensor({{static_cast<std::int32_t>(v.size())}, tflite::TensorType_INT32, {}, data, false});
        shared_[v] = t;
        return t;
    }
    /// Weights [shape] with per-channel scales along `dimension` (or one scale), and the matching bias.
    std::int32_t weights(std::vector<std::int32_t> shape, std::int32_t dimension, bool per_channel, std::vector<float>& scales) {
        const std::int32_t channels = shape[static_cast<std::size_t>(dimension)];
        tensor_spec t{shape, quantized() ? tflite::TensorType_INT8 : tflite::TensorType_FLOAT32, {}, {}, false};
        t.data = random_bytes(static_cast<std::size_t>(elements(shape)) * type_bytes(t.type));
        scales.clear();
        if (quantized()) {
            const int n = per_channel ? channels : 1;
            for (int i = 0; i < n; ++i) scales.push_back(uniform(0.002f, 0.02f));
            t.q = {scales, std::vector<std::int64_t>(scales.size(), 0), per_channel ? dimension : 0};
        }
        return add_tensor(std::move(t));
    }
    std::int32_t bias(std::int32_t channels, const std::vector<float>& weight_scales) {
        tensor_spec t{{channels}, tflite::TensorType_FLOAT32, {}, {}, false};
        if (quantized()) {
            t.type = int16() ? tflite::TensorType_INT64 : tflite::TensorType_INT32;
            for (std::int32_t c = 0; c < channels; ++c)
                t.q.scale.push_back(static_cast<float>(static_cast<double>(common_.scale[0]) *
                                                       weight_scales[weight_scales.size() == 1 ? 0 : static_cast<std::size_t>(c)]));
            t.q.zero_point.assign(static_cast<std::size_t>(channels), 0);
            if (weight_scales.size() == 1) t.q.scale.resize(1), t.q.zero_point.resize(1);
        }
        t.data = std::vector<std::uint8_t>(static_cast<std::size_t>(channels) * type_bytes(t.type), 0);
        return add_tensor(std::move(t));
    }
    void op(std::int32_t code, std::vector<std::int32_t> in, std::vector<std::int32_t> out,
            tflite::BuiltinOptions type = tflite::BuiltinOptions_NONE,
            std::function<flatbuffers::Offset<void>(flatbuffers::FlatBufferBuilder&)> options = {}) {
        ops_.push_back({code, std::move(in), std::move(out), type, std::move(options), {}, {}});
    }
    tflite::ActivationFunctionType fused() {
        std::vector<tflite::ActivationFunctionType> a{tflite::ActivationFunctionType_NONE, tflite::ActivationFunctionType_RELU,
                                                      tflite::ActivationFunctionType_RELU6};
        if (on("act_n1")) a.push_back(tflite::ActivationFunctionType_RELU_N1_TO_1);
        const auto f = a[static_cast<std::size_t>(rnd(0, static_cast<int>(a.size()) - 1))];
        if (f == tflite::ActivationFunctionType_RELU_N1_TO_1) used.insert("act_n1");
        return f;
    }
    static std::int32_t out_size(std::int32_t in, std::int32_t k, std::int32_t s, std::int32_t d, bool same) {
        const std::int32_t effective = (k - 1) * d + 1;
        return same ? (in + s - 1) / s : (in - effective + s) / s;
    }

    // Ops on a value; each returns the new value (or the input unchanged when it does not apply).
    value conv(const value& x, bool keep_size, std::int32_t filters);
    value dwconv(const value& x, bool keep_size);
    value pool(const value& x, bool keep_size, bool max);
    value fc(const value& x);
    value elementwise_const(const value& x, std::int32_t code);
    value unary(const value& x, std::int32_t code);
    value reshape(const value& x);
    value squeeze(const value& x);
    value pad(const value& x, bool v2);
    value reduce(const value& x, op_code code);
    value tconv(const value& x);
    value svdf(const value& x);
    value fork_join(const value& x);
    value step(const value& x);
    value vela(const value& x);
    void offline_plan(flatbuffers::FlatBufferBuilder& b, std::vector<flatbuffers::Offset<tflite::Buffer>>& buffers,
                      std::vector<flatbuffers::Offset<tflite::Metadata>>& metadata, const std::vector<std::int32_t>& inputs,
                      const std::vector<std::int32_t>& outputs);
};

value generator::conv(const value& x, bool keep_size, std::int32_t filters) {
    const std::int32_t h = x.shape[1], w = x.shape[2], c = x.shape[3];
    std::int32_t kh = rnd(1, std::min(5, h)), kw = rnd(1, std::min(5, w));
    std::int32_t s = keep_size ? 1 : rnd(1, 3), d = 1;
    if (!keep_size && on("dilation") && coin(0.3)) {
        s = 1, d = 2;
        if ((kh - 1) * 2 + 1 > h) kh = 1;
        if ((kw - 1) * 2 + 1 > w) kw = 1;
        if (kh > 1 || kw > 1) used.insert("dilation");
    }
    const bool same = keep_size || coin(0.5);
    const std::int32_t oh = out_size(h, kh, s, d, same), ow = out_size(w, kw, s, d, same);
    if (oh < 1 || ow < 1) return x;
    std::vector<float> scales;
    const auto wt = weights({filters, kh, kw, c}, 0, true, scales);
    const bool with_bias = coin(0.9);
    std::vector<std::int32_t> in{x.tensor, wt, with_bias ? bias(filters, scales) : -1};
    const auto y = activation({1, oh, ow, filters});
    const auto act = fused();
    op(op_conv_2d, in, {y}, tflite::BuiltinOptions_Conv2DOptions, [=](flatbuffers::FlatBufferBuilder& b) {
        return tflite::CreateConv2DOptions(b, same ? tflite::Padding_SAME : tflite::Padding_VALID, s, s, act, d, d).Union();
    });
    op_names.push_back("CONV_2D");
    return {y, {1, oh, ow, filters}, true};
}

value generator::dwconv(const value& x, bool keep_size) {
    const std::int32_t h = x.shape[1], w = x.shape[2], c = x.shape[3];
    const std::int32_t m = keep_size ? 1 : (coin(0.7) ? 1 : rnd(2, 3));
    std::int32_t kh = rnd(1, std::min(5, h)), kw = rnd(1, std::min(5, w));
    std::int32_t s = keep_size ? 1 : rnd(1, 2), d = 1;
    if (!keep_size && on("dilation") && coin(0.3)) {
        s = 1, d = 2;
        if ((kh - 1) * 2 + 1 > h) kh = 1;
        if ((kw - 1) * 2 + 1 > w) kw = 1;
        if (kh > 1 || kw > 1) used.insert("dilation");
    }
    const bool same = keep_size || coin(0.5);
    const std::int32_t oh = out_size(h, kh, s, d, same), ow = out_size(w, kw, s, d, same);
    if (oh < 1 || ow < 1) return x;
    std::vector<float> scales;
    const auto wt = weights({1, kh, kw, c * m}, 3, true, scales);
    std::vector<std::int32_t> in{x.tensor, wt, bias(c * m, scales)};  // TFLM crashes (abort) on a bias-less DEPTHWISE_CONV_2D
    const auto y = activation({1, oh, ow, c * m});
    const auto act = fused();
    op(op_depthwise_conv_2d, in, {y}, tflite::BuiltinOptions_DepthwiseConv2DOptions, [=](flatbuffers::FlatBufferBuilder& b) {
        return tflite::CreateDepthwiseConv2DOptions(b, same ? tflite::Padding_SAME : tflite::Padding_VALID, s, s, m, act, d, d).Union();
    });
    op_names.push_back("DEPTHWISE_CONV_2D");
    return {y, {1, oh, ow, c * m}, true};
}

value generator::pool(const value& x, bool keep_size, bool max) {
    const std::int32_t h = x.shape[1], w = x.shape[2], c = x.shape[3];
    const std::int32_t kh = rnd(1, std::min(3, h)), kw = rnd(1, std::min(3, w));
    const std::int32_t s = keep_size ? 1 : rnd(1, 3);
    const bool same = keep_size || coin(0.5);
    const std::int32_t oh = out_size(h, kh, s, 1, same), ow = out_size(w, kw, s, 1, same);
    if (oh < 1 || ow < 1) return x;
    const auto y = add_tensor({{1, oh, ow, c}, body_, tensors_[static_cast<std::size_t>(x.tensor)].q, {}, false});
    op(max ? op_max_pool_2d : op_average_pool_2d, {x.tensor}, {y}, tflite::BuiltinOptions_Pool2DOptions,
       [=](flatbuffers::FlatBufferBuilder& b) {
           return tflite::CreatePool2DOptions(b, same ? tflite::Padding_SAME : tflite::Padding_VALID, s, s, kw, kh).Union();
       });
    op_names.push_back(max ? "MAX_POOL_2D" : "AVERAGE_POOL_2D");
    return {y, {1, oh, ow, c}, x.common};
}

value generator::fc(const value& x) {
    if (x.shape.size() == 4) used.insert("fc_4d");
    const auto n = static_cast<std::int32_t>(elements(x.shape));
    const std::int32_t units = rnd(1, 32);
    std::vector<float> scales;
    const auto wt = weights({units, n}, 0, false, scales);
    std::vector<std::int32_t> in{x.tensor, wt, coin(0.9) ? bias(units, scales) : -1};
    const auto y = activation({1, units});
    const auto act = fused();
    op(op_fully_connected, in, {y}, tflite::BuiltinOptions_FullyConnectedOptions, [=](flatbuffers::FlatBufferBuilder& b) {
        return tflite::CreateFullyConnectedOptions(b, act).Union();
    });
    op_names.push_back("FULLY_CONNECTED");
    return {y, {1, units}, true};
}

value generator::elementwise_const(const value& x, std::int32_t code) {
    used.insert("const_operand");
    tensor_spec k{x.shape, body_, {}, {}, false};
    if (coin(0.5) && x.shape.size() == 4) k.shape = {x.shape.back()};  // broadcast along channels
    k.data = random_bytes(static_cast<std::size_t>(elements(k.shape)) * type_bytes(body_));
    if (quantized()) {
        // The zero point is drawn before the scale, in statements of their own: the order of a
        // call's arguments is unspecified (g++ and clang++ differ), and a seed must give the same
        // model whichever compiler built tflite-gen (the order is g++'s, which the soak used).
        const std::int64_t zero_point = int16() ? 0 : rnd(-10, 10);
        k.q = per_tensor(uniform(0.01f, 0.1f), zero_point);
    }
    const auto kt = add_tensor(std::move(k));
    const auto y = activation(x.shape);
    const auto act = code == op_mul ? tflite::ActivationFunctionType_NONE : fused();
    if (code == op_add)
        op(code, {x.tensor, kt}, {y}, tflite::BuiltinOptions_AddOptions,
           [=](flatbuffers::FlatBufferBuilder& b) { return tflite::CreateAddOptions(b, act).Union(); });
    else if (code == op_sub)
        op(code, {x.tensor, kt}, {y}, tflite::BuiltinOptions_SubOptions,
           [=](flatbuffers::FlatBufferBuilder& b) { return tflite::CreateSubOptions(b, act).Union(); });
    else
        op(code, {x.tensor, kt}, {y}, tflite::BuiltinOptions_MulOptions,
           [=](flatbuffers::FlatBufferBuilder& b) { return tflite::CreateMulOptions(b, act).Union(); });
    op_names.push_back(code == op_add ? "ADD" : code == op_sub ? "SUB" : "MUL");
    return {y, x.shape, true};
}

value generator::unary(const value& x, std::int32_t code) {
    tensor_spec t{x.shape, body_, tensors_[static_cast<std::size_t>(x.tensor)].q, {}, false};
    bool common = x.common;
    if (quantized() && (code == op_softmax || code == op_logistic || code == op_tanh)) {
        common = false;
        if (int16()) t.q = per_tensor(1.0f / 32768, 0);
        else if (code == op_tanh) t.q = per_tensor(1.0f / 128, 0);
        else t.q = per_tensor(1.0f / 256, -128);
        // "bad_act_params": break one of the checks of TFLM's Prepare (an int8 LOGISTIC's or
        // SOFTMAX's output zero point -128, an int8 SOFTMAX's output scale 1/256; int16: zero point
        // 0, output scale 2^-15); an int8 TANH's output is not checked, so it stays valid.
        if (on("bad_act_params") && (int16() || code != op_tanh)) {
            used.insert("bad_act_params");
            const bool zero_point = (!int16() && code == op_logistic) || coin(0.5);
            if (zero_point) t.q.zero_point[0] += 1;
            else t.q.scale[0] = int16() && coin(0.5) ? 1.0f / 16384 : t.q.scale[0] * uniform(1.05f, 1.5f);
        }
    }
    const auto y = add_tensor(std::move(t));
    if (code == op_softmax)
        op(code, {x.tensor}, {y}, tflite::BuiltinOptions_SoftmaxOptions,
           [](flatbuffers::FlatBufferBuilder& b) { return tflite::CreateSoftmaxOptions(b, 1.0f).Union(); });
    else
        op(code, {x.tensor}, {y});
    op_names.push_back(code == op_softmax ? "SOFTMAX" : code == op_logistic ? "LOGISTIC" : code == op_tanh ? "TANH"
                       : code == op_relu ? "RELU" : "RELU6");
    return {y, x.shape, common};
}

value generator::reshape(const value& x) {
    const auto n = static_cast<std::int32_t>(elements(x.shape));
    std::vector<std::int32_t> shape{1, n};
    if (x.shape.size() == 2 || coin(0.3)) {
        // to rank 4: [1, a, b, n / (a b)] with a, b dividing n
        std::vector<std::int32_t> divisors;
        for (std::int32_t d = 1; d <= n; ++d)
            if (n % d == 0) divisors.push_back(d);
        const std::int32_t a = divisors[static_cast<std::size_t>(rnd(0, static_cast<int>(divisors.size()) - 1))];
        std::vector<std::int32_t> rest;
        for (std::int32_t d = 1; d <= n / a; ++d)
            if ((n / a) % d == 0) rest.push_back(d);
        const std::int32_t bb = rest[static_cast<std::size_t>(rnd(0, static_cast<int>(rest.size()) - 1))];
        shape = {1, a, bb, n / a / bb};
    }
    if (shape == x.shape) return x;
    const bool no_shape = on("reshape_no_shape") && (!on("reshape") || coin(0.5));
    const auto y = add_tensor({shape, body_, tensors_[static_cast<std::size_t>(x.tensor)].q, {}, false});
    std::vector<std::int32_t> in{x.tensor};
    if (no_shape) used.insert("reshape_no_shape");
    else in.push_back(int32_constant(shape));
    op(op_reshape, in, {y}, tflite::BuiltinOptions_ReshapeOptions,
       [=](flatbuffers::FlatBufferBuilder& b) { return tflite::CreateReshapeOptionsDirect(b, &shape).Union(); });
    op_names.push_back("RESHAPE");
    return {y, shape, x.common};
}

value generator::squeeze(const value& x) {
    if (x.shape.size() != 4 || x.shape[1] != 1 || x.shape[2] != 1) return x;
    const std::vector<std::int32_t> shape{1, x.shape[3]};
    const auto y = add_tensor({shape, body_, tensors_[static_cast<std::size_t>(x.tensor)].q, {}, false});
    const std::vector<std::int32_t> dims{1, 2};
    op(op_squeeze, {x.tensor}, {y}, tflite::BuiltinOptions_SqueezeOptions,
       [=](flatbuffers::FlatBufferBuilder& b) { return tflite::CreateSqueezeOptionsDirect(b, &dims).Union(); });
    op_names.push_back("SQUEEZE");
    return {y, shape, x.common};
}

value generator::pad(const value& x, bool v2) {
    std::vector<std::int32_t> p{0, 0, rnd(0, 2), rnd(0, 2), rnd(0, 2), rnd(0, 2), 0, 0};
    if (on("pad_channels") && coin(0.3)) p[6] = rnd(0, 2), p[7] = rnd(1, 2), used.insert("pad_channels");
    const std::vector<std::int32_t> shape{1, x.shape[1] + p[2] + p[3], x.shape[2] + p[4] + p[5], x.shape[3] + p[6] + p[7]};
    const quantization q = tensors_[static_cast<std::size_t>(x.tensor)].q;
    std::vector<std::int32_t> in{x.tensor, int32_constant(p)};
    if (v2) {
        tensor_spec k{{1}, body_, q, random_bytes(type_bytes(body_)), false};
        in.push_back(add_tensor(std::move(k)));
    }
    const auto y = add_tensor({shape, body_, q, {}, false});
    if (v2)
        op(op_padv2, in, {y}, tflite::BuiltinOptions_PadV2Options,
           [](flatbuffers::FlatBufferBuilder& b) { return tflite::CreatePadV2Options(b).Union(); });
    else
        op(op_pad, in, {y}, tflite::BuiltinOptions_PadOptions,
           [](flatbuffers::FlatBufferBuilder& b) { return tflite::CreatePadOptions(b).Union(); });
    op_names.push_back(v2 ? "PADV2" : "PAD");
    return {y, shape, x.common};
}

value generator::reduce(const value& x, op_code code) {
    std::vector<std::int32_t> axes{1, 2};
    if (on("mean_axes") && coin(0.4)) {
        const std::vector<std::vector<std::int32_t>> other{{1}, {2}, {3}, {1, 2, 3}, {2, 1}};
        axes = other[static_cast<std::size_t>(rnd(0, static_cast<int>(other.size()) - 1))];
        used.insert("mean_axes");
    }
    const bool keep = coin(0.5);
    std::vector<std::int32_t> shape;
    for (std::int32_t i = 0; i < 4; ++i) {
        const bool reduced = std::find(axes.begin(), axes.end(), i) != axes.end();
        if (!reduced) shape.push_back(x.shape[static_cast<std::size_t>(i)]);
        else if (keep) shape.push_back(1);
    }
    if (shape.size() != 2 && shape.size() != 4) return x;  // keep ranks 2 and 4
    const auto y = activation(shape);
    op(code, {x.tensor, int32_constant(axes)}, {y}, tflite::BuiltinOptions_ReducerOptions,
       [=](flatbuffers::FlatBufferBuilder& b) { return tflite::CreateReducerOptions(b, keep).Union(); });
    op_names.push_back(code == op_mean ? "MEAN" : code == op_sum ? "SUM" : "REDUCE_MAX");
    return {y, shape, true};
}

value generator::tconv(const value& x) {
    const std::int32_t h = x.shape[1], w = x.shape[2], c = x.shape[3];
    const std::int32_t f = rnd(1, 8), kh = rnd(1, 4), kw = rnd(1, 4), s = rnd(1, 2);
    const bool same = coin(0.5);
    const std::int32_t oh = same ? h * s : (h - 1) * s + kh, ow = same ? w * s : (w - 1) * s + kw;
    if (oh > 32 || ow > 32) return x;
    std::vector<float> scales;
    const std::vector<std::int32_t> shape{1, oh, ow, f};
    const auto os = int32_constant(shape);
    const auto wt = weights({f, kh, kw, c}, 0, true, scales);
    std::vector<std::int32_t> in{os, wt, x.tensor};
    if (coin(0.7)) in.push_back(bias(f, scales));
    const auto y = activation(shape);
    op(op_transpose_conv, in, {y}, tflite::BuiltinOptions_TransposeConvOptions, [=](flatbuffers::FlatBufferBuilder& b) {
        return tflite::CreateTransposeConvOptions(b, same ? tflite::Padding_SAME : tflite::Padding_VALID, s, s).Union();
    });
    op_names.push_back("TRANSPOSE_CONV");
    return {y, shape, true};
}

value generator::svdf(const value& x) {
    // TFLM's SVDF: input [batch, input_size], weights_feature [filters, input_size], weights_time
    // [filters, memory], bias [units], state [batch, memory * filters] (variable); filters = units * rank.
    const std::int32_t input_size = x.shape[1], units = rnd(1, 16), rank = rnd(1, 2), memory = rnd(1, 10);
    const std::int32_t filters = units * rank;
    tensor_spec wf{{filters, input_size}, quantized() ? tflite::TensorType_INT8 : tflite::TensorType_FLOAT32, {}, {}, false};
    tensor_spec wt{{filters, memory}, quantized() ? tflite::TensorType_INT16 : tflite::TensorType_FLOAT32, {}, {}, false};
    tensor_spec st{{1, memory * filters}, quantized() ? tflite::TensorType_INT16 : tflite::TensorType_FLOAT32, {}, {}, true};
    wf.data = random_bytes(static_cast<std::size_t>(elements(wf.shape)) * type_bytes(wf.type));
    wt.data = random_bytes(static_cast<std::size_t>(elements(wt.shape)) * type_bytes(wt.type));
    if (quantized()) {
        wf.q = per_tensor(uniform(0.002f, 0.02f), 0);
        wt.q = per_tensor(uniform(0.00002f, 0.0002f), 0);
        st.q = per_tensor(uniform(0.0001f, 0.001f), 0);
    }
    const auto wft = add_tensor(std::move(wf)), wtt = add_tensor(std::move(wt));
    std::int32_t bt = -1;
    {  // always a bias: TFLM crashes (abort) on a bias-less SVDF
        tensor_spec bs{{units}, quantized() ? tflite::TensorType_INT32 : tflite::TensorType_FLOAT32, {}, {}, false};
        bs.data = std::vector<std::uint8_t>(static_cast<std::size_t>(units) * 4, 0);
        // svdf_common.cc: the bias scale is the state's scale x the time weights' scale
        if (quantized())
            bs.q = per_tensor(static_cast<float>(static_cast<double>(tensors_[static_cast<std::size_t>(wtt)].q.scale[0]) *
                                                 static_cast<double>(st.q.scale[0])), 0);
        bt = add_tensor(std::move(bs));
    }
    const auto state = add_tensor(std::move(st));
    const auto y = activation({1, units});
    const auto act = coin(0.5) ? tflite::ActivationFunctionType_RELU : tflite::ActivationFunctionType_NONE;
    op(op_svdf, {x.tensor, wft, wtt, bt, state}, {y}, tflite::BuiltinOptions_SVDFOptions,
       [=](flatbuffers::FlatBufferBuilder& b) { return tflite::CreateSVDFOptions(b, rank, act).Union(); });
    op_names.push_back("SVDF");
    used.insert("svdf");
    return {y, {1, units}, true};
}

/// Two or three branches from x, each 0-2 size-keeping ops, joined by ADD or CONCATENATION.
value generator::fork_join(const value& x) {
    used.insert("dag");
    const bool concat = on("concat") && (!on("add") || coin(0.5));
    const bool other_axis = concat && on("concat_axis") && coin(0.4);
    const int branches = concat ? rnd(2, 3) : 2;
    const std::int32_t c = x.shape[3];
    const std::int32_t join_channels = (concat && !other_axis) ? 0 : (coin(0.5) ? c : rnd(1, 16));
    std::vector<value> ends;
    for (int i = 0; i < branches; ++i) {
        value v = x;
        const int length = (i == 0 && !concat && coin(0.4)) ? 0 : rnd(1, 2);
        for (int k = 0; k < length; ++k) {
            const bool last = k == length - 1;
            std::vector<int> choices;
            if (on("conv")) choices.push_back(0);
            if (on("dwconv") && !last) choices.push_back(1);
            if (on("maxpool") && !last) choices.push_back(2);
            if (on("avgpool") && !last) choices.push_back(3);
            if (on("relu") && !last) choices.push_back(4);
            if (choices.empty()) break;
            switch (choices[static_cast<std::size_t>(rnd(0, static_cast<int>(choices.size()) - 1))]) {
                case 0: v = conv(v, true, join_channels > 0 ? join_channels : rnd(1, 16)); break;
                case 1: v = dwconv(v, true); break;
                case 2: v = pool(v, true, true); break;
                case 3: v = pool(v, true, false); break;
                default: v = unary(v, op_relu); break;
            }
        }
        if (join_channels > 0 && v.shape[3] != join_channels) {
            if (!on("conv")) return x;
            v = conv(v, true, join_channels);
        }
        ends.push_back(v);
    }
    std::vector<std::int32_t> in;
    for (const auto& e : ends) in.push_back(e.tensor);
    if (!concat) {
        const auto y = activation(ends[0].shape);
        const auto act = fused();
        op(op_add, in, {y}, tflite::BuiltinOptions_AddOptions,
           [=](flatbuffers::FlatBufferBuilder& b) { return tflite::CreateAddOptions(b, act).Union(); });
        op_names.push_back("ADD");
        return {y, ends[0].shape, true};
    }
    const std::int32_t axis = other_axis ? rnd(1, 2) : 3;
    std::vector<std::int32_t> shape = ends[0].shape;
    shape[static_cast<std::size_t>(axis)] = 0;
    for (const auto& e : ends) shape[static_cast<std::size_t>(axis)] += e.shape[static_cast<std::size_t>(axis)];
    if (other_axis) used.insert("concat_axis");
    const auto y = activation(shape);
    op(op_concatenation, in, {y}, tflite::BuiltinOptions_ConcatenationOptions,
       [=](flatbuffers::FlatBufferBuilder& b) { return tflite::CreateConcatenationOptions(b, axis).Union(); });
    op_names.push_back("CONCATENATION");
    return {y, shape, true};
}

/// One random op (or block) on x.
value generator::step(const value& x) {
    const bool rank4 = x.shape.size() == 4;
    std::vector<std::string> choices;
    auto offer = [&](const std::string& f, bool ok) {
        // int32 bodies: the ops TFLM runs on unquantized int32 tensors.
        const bool int32_op = f == "add" || f == "mul" || f == "sub" || f == "reshape" || f == "reshape_no_shape" || f == "squeeze";
        if (on(f) && ok && (!int32() || int32_op)) choices.push_back(f);
    };
    offer("conv", rank4);
    offer("dwconv", rank4);
    offer("avgpool", rank4);
    offer("maxpool", rank4);
    offer("pad", rank4);
    offer("padv2", rank4);
    offer("mean", rank4);
    offer("reduce_max", rank4 && !int16());
    offer("sum", rank4);
    offer("tconv", rank4 && !int16());
    offer("dag", rank4 && x.common);
    offer("fc", !rank4 || on("fc_4d"));
    offer("svdf", !rank4 && !int16());
    offer("softmax", true);
    offer("logistic", true);
    offer("tanh", true);
    offer("relu", !int16());
    offer("relu6", !int16());
    offer("reshape", true);
    offer("reshape_no_shape", true);
    offer("squeeze", rank4 && x.shape[1] == 1 && x.shape[2] == 1);
    if (on("const_operand")) {
        offer("add", true);
        offer("mul", true);
        offer("sub", true);
    }
    if (choices.empty()) return x;
    const std::string f = choices[static_cast<std::size_t>(rnd(0, static_cast<int>(choices.size()) - 1))];
    if (f == "conv") return conv(x, false, rnd(1, 16));
    if (f == "dwconv") return dwconv(x, false);
    if (f == "avgpool") return pool(x, false, false);
    if (f == "maxpool") return pool(x, false, true);
    if (f == "pad") return pad(x, false);
    if (f == "padv2") return pad(x, true);
    if (f == "mean") return reduce(x, op_mean);
    if (f == "reduce_max") return reduce(x, op_reduce_max);
    if (f == "sum") return reduce(x, op_sum);
    if (f == "tconv") return tconv(x);
    if (f == "dag") return fork_join(x);
    if (f == "fc") return fc(x);
    if (f == "svdf") return svdf(x);
    if (f == "softmax") return unary(x, op_softmax);
    if (f == "logistic") return unary(x, op_logistic);
    if (f == "tanh") return unary(x, op_tanh);
    if (f == "relu") return unary(x, op_relu);
    if (f == "relu6") return unary(x, op_relu6);
    if (f == "reshape" || f == "reshape_no_shape") return reshape(x);
    if (f == "squeeze") return squeeze(x);
    if (f == "add") return elementwise_const(x, op_add);
    if (f == "mul") return elementwise_const(x, op_mul);
    return elementwise_const(x, op_sub);
}

/// "vela": the whole body is what Vela (the Ethos-U compiler) writes for an NPU-mapped graph: one
/// CUSTOM "ethos-u" operator whose inputs are, in tflite-micro's kernels/ethos_u/ethosu.cc order,
/// the command stream (a uint8 constant), the flash tensor (Vela's weights, a uint8 constant), the
/// arena scratch tensor and the fast scratch tensor (uint8, no data, written by no op: TFLM plans
/// them like any tensor, alive from the start to the op), then the model input; its output is the
/// model output. The custom options are the flexbuffer the kernel reads: the int 1 (CO_TYPE_ETHOSU).
/// The sizes are drawn; the command stream is random bytes (the oracles run it with
/// --stub-custom-ops, which never executes it).
value generator::vela(const value& x) {
    used.insert("vela");
    auto bytes_tensor = [&](std::int32_t n, bool constant) {
        tensor_spec t{{n}, tflite::TensorType_UINT8, {}, {}, false};
        if (constant) t.data = random_bytes(static_cast<std::size_t>(n));
        return add_tensor(std::move(t));
    };
    const auto command_stream = bytes_tensor(rnd(16, 512), true);
    const auto flash = bytes_tensor(rnd(16, 4096), true);
    const auto scratch = bytes_tensor(rnd(1, 8192), false);
    const auto fast_scratch = bytes_tensor(rnd(1, 2048), false);
    std::vector<std::int32_t> out_shape = x.shape;
    if (out_shape.size() == 4) out_shape = {1, rnd(1, 16), rnd(1, 16), rnd(1, 16)};
    const auto out = activation(out_shape);
    op_spec o{32, {command_stream, flash, scratch, fast_scratch, x.tensor}, {out}, tflite::BuiltinOptions_NONE, {},
              "ethos-u", {0x01, 0x04, 0x01}};
    ops_.push_back(std::move(o));
    op_names.push_back("CUSTOM:ethos-u");
    return {out, out_shape, true};
}

/// The stored plan: "offline_valid" gives every planned tensor its own 16-aligned slot (or, half the
/// time, leaves a random part to the online planner with -1); "offline_invalid" puts every planned
/// tensor at offset 0, so the first op's input and output overlap while both are live.
void generator::offline_plan(flatbuffers::FlatBufferBuilder& b, std::vector<flatbuffers::Offset<tflite::Buffer>>& buffers,
                             std::vector<flatbuffers::Offset<tflite::Metadata>>& metadata,
                             const std::vector<std::int32_t>&, const std::vector<std::int32_t>&) {
    const bool valid = on("offline_valid") && (!on("offline_invalid") || coin(0.5));
    used.insert(valid ? "offline_valid" : "offline_invalid");
    const bool partial = valid && coin(0.5);
    std::vector<std::int32_t> words{0, 1, static_cast<std::int32_t>(tensors_.size())};
    std::int64_t next = 0;
    for (const tensor_spec& t : tensors_) {
        const bool planned = t.data.empty() && !t.variable;
        if (!planned || (partial && coin(0.3))) {
            words.push_back(-1);
            continue;
        }
        words.push_back(valid ? static_cast<std::int32_t>(next) : 0);
        next += (elements(t.shape) * static_cast<std::int64_t>(type_bytes(t.type)) + 15) / 16 * 16;
    }
    const auto data = int32_bytes(words);
    buffers.push_back(tflite::CreateBufferDirect(b, &data));
    metadata.push_back(tflite::CreateMetadataDirect(b, "OfflineMemoryAllocation", static_cast<std::uint32_t>(buffers.size() - 1)));
}

std::vector<std::uint8_t> generator::build() {
    std::vector<tflite::TensorType> bodies;
    if (on("int8")) bodies.push_back(tflite::TensorType_INT8);
    if (on("int16")) bodies.push_back(tflite::TensorType_INT16);
    if (on("float32")) bodies.push_back(tflite::TensorType_FLOAT32);
    if (on("int32")) bodies.push_back(tflite::TensorType_INT32);
    if (bodies.empty()) bodies.push_back(tflite::TensorType_INT8);
    body_ = bodies[static_cast<std::size_t>(rnd(0, static_cast<int>(bodies.size()) - 1))];
    body_name = body_ == tflite::TensorType_INT8    ? "int8"
                : body_ == tflite::TensorType_INT16 ? "int16x8"
                : body_ == tflite::TensorType_INT32 ? "int32"
                                                    : "float32";
    if (quantized()) {
        const std::int64_t zero_point = int16() ? 0 : rnd(-20, 20);  // before the scale (see elementwise_const)
        common_ = per_tensor(uniform(0.01f, 0.1f), zero_point);
    }

    // An SVDF model is rank 2 throughout (the keyword models' shape); others start rank 4 mostly.
    const bool svdf_model = on("svdf") && !int16() && !int32() && coin(0.25);
    std::vector<std::int32_t> shape = (svdf_model || coin(0.15)) ? std::vector<std::int32_t>{1, rnd(1, 64)}
                                                                 : std::vector<std::int32_t>{1, rnd(1, 16), rnd(1, 16), rnd(1, 16)};
    const bool float_io = quantized() && on("float_io") && coin(0.5);
    io_name = float_io ? "float32" : body_name;
    std::int32_t input = 0;
    value x;
    if (float_io) {
        used.insert("float_io");
        input = add_tensor({shape, tflite::TensorType_FLOAT32, {}, {}, false});
        const auto q = activation(shape);
        op(op_quantize, {input}, {q});
        op_names.push_back("QUANTIZE");
        x = {q, shape, true};
    } else {
        input = activation(shape);
        x = {input, shape, true};
    }
    const int steps = rnd(1, max_steps_);
    const bool vela_model = on("vela") && !svdf_model && body_ == tflite::TensorType_INT8 && coin(0.5);
    for (int i = 0; i < steps || ops_.empty() || (float_io && ops_.size() < 2); ++i) {
        if (vela_model) {
            x = vela(x);
            break;
        }
        if (svdf_model) {
            x = (i % 2 == 0 || !on("fc")) ? svdf(x) : fc(x);
        } else {
            x = step(x);
        }
        if (i > 40) break;
    }
    std::int32_t output = x.tensor;
    if (float_io) {
        output = add_tensor({x.shape, tflite::TensorType_FLOAT32, {}, {}, false});
        op(op_dequantize, {x.tensor}, {output});
        op_names.push_back("DEQUANTIZE");
    }
    if (output == input) return {};  // no op applied: the caller draws again

    flatbuffers::FlatBufferBuilder b;
    std::vector<flatbuffers::Offset<tflite::Buffer>> buffers{tflite::CreateBufferDirect(b)};
    std::vector<flatbuffers::Offset<tflite::Tensor>> tensors;
    for (std::size_t k = 0; k < tensors_.size(); ++k) {
        const tensor_spec& t = tensors_[k];
        std::uint32_t buffer = 0;
        if (!t.data.empty()) {
            buffer = static_cast<std::uint32_t>(buffers.size());
            buffers.push_back(tflite::CreateBufferDirect(b, &t.data));
        }
        flatbuffers::Offset<tflite::QuantizationParameters> q = 0;
        if (!t.q.scale.empty())
            q = tflite::CreateQuantizationParametersDirect(b, nullptr, nullptr, &t.q.scale, &t.q.zero_point, t.q.dimension);
        const std::string name = "t" + std::to_string(k);
        tensors.push_back(tflite::CreateTensorDirect(b, &t.shape, t.type, buffer, name.c_str(), q, t.variable));
    }
    std::vector<flatbuffers::Offset<tflite::OperatorCode>> codes;
    std::map<std::int32_t, std::uint32_t> code_index;
    std::vector<flatbuffers::Offset<tflite::Operator>> ops;
    for (const op_spec& o : ops_) {
        if (code_index.count(o.code) == 0) {
            code_index[o.code] = static_cast<std::uint32_t>(codes.size());
            codes.push_back(tflite::CreateOperatorCodeDirect(b, static_cast<std::int8_t>(o.code < 127 ? o.code : 127),
                                                             o.custom_code.empty() ? nullptr : o.custom_code.c_str(), 1, o.code));
        }
        const auto options = o.options ? o.options(b) : flatbuffers::Offset<void>(0);
        ops.push_back(tflite::CreateOperatorDirect(b, code_index[o.code], &o.inputs, &o.outputs, o.options_type, options,
                                                   o.custom_options.empty() ? nullptr : &o.custom_options));
    }
    const std::vector<std::int32_t> inputs{input}, outputs{output};
    std::vector<flatbuffers::Offset<tflite::Metadata>> metadata;
    if ((on("offline_valid") || on("offline_invalid")) && coin(0.3)) offline_plan(b, buffers, metadata, inputs, outputs);
    std::vector<flatbuffers::Offset<tflite::SubGraph>> graphs{
        tflite::CreateSubGraphDirect(b, &tensors, &inputs, &outputs, &ops, "main")};
    b.Finish(tflite::CreateModelDirect(b, 3, &codes, &graphs, "tflite-gen", &buffers, nullptr, metadata.empty() ? nullptr : &metadata),
             tflite::ModelIdentifier());
    return {b.GetBufferPointer(), b.GetBufferPointer() + b.GetSize()};
}

std::set<std::string> parse_features(const std::string& list) {
    std::set<std::string> f;
    std::stringstream in(list);
    std::string item;
    while (std::getline(in, item, ',')) {
        if (item.empty()) continue;
        const bool remove = item[0] == '-';
        const std::string name = remove ? item.substr(1) : item;
        if (name == "all") {
            // "vela", "int32" and "bad_act_params" are named explicitly, never part of "all": the
            // models of every seed drawn before they existed stay byte for byte the same.
            for (const auto& [k, v] : feature_help)
                if (k != "vela" && k != "int32" && k != "bad_act_params") remove ? (void)f.erase(k) : (void)f.insert(k);
            continue;
        }
        if (feature_help.count(name) == 0) {
            std::fprintf(stderr, "tflite-gen: unknown feature %s\n", name.c_str());
            std::exit(1);
        }
        if (remove) f.erase(name);
        else f.insert(name);
    }
    return f;
}

std::string joined(const std::vector<std::string>& v) {
    std::string s;
    for (const auto& x : v) s += (s.empty() ? "" : ",") + x;
    return s.empty() ? "-" : s;
}

}  // namespace

int main(int argc, char** argv) {
    std::string dir, features = "all";
    std::uint64_t seed = 1, count = 1;
    int max_steps = 7;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const bool has_value = i + 1 < argc;
        if (a == "--out-dir" && has_value) dir = argv[++i];
        else if (a == "--seed" && has_value) seed = std::stoull(argv[++i]);
        else if (a == "--count" && has_value) count = std::stoull(argv[++i]);
        else if (a == "--features" && has_value) features = argv[++i];
        else if (a == "--max-steps" && has_value) max_steps = std::max(1, std::stoi(argv[++i]));
        else if (a == "--list-features") {
            for (const auto& [k, v] : feature_help) std::printf("%-18s %s\n", k.c_str(), v.c_str());
            return 0;
        } else {
            std::fprintf(stderr, "usage: tflite-gen --out-dir DIR --seed FIRST [--count N] [--features LIST] [--max-steps N] | --list-features\n");
            return 1;
        }
    }
    if (dir.empty()) {
        std::fprintf(stderr, "tflite-gen: --out-dir is required\n");
        return 1;
    }
    const std::set<std::string> f = parse_features(features);
    for (std::uint64_t s = seed; s < seed + count; ++s) {
        std::vector<std::uint8_t> bytes;
        generator g(s, f, max_steps);
        for (std::uint64_t attempt = 0; bytes.empty() && attempt < 100; ++attempt) {
            g = generator(s * 1000003ULL + attempt, f, max_steps);
            bytes = g.build();
        }
        if (bytes.empty()) continue;
        const std::string name = "gen_" + std::to_string(s) + ".tflite";
        std::ofstream out(dir + "/" + name, std::ios::binary);
        out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
        if (!out) {
            std::fprintf(stderr, "tflite-gen: cannot write %s/%s\n", dir.c_str(), name.c_str());
            return 1;
        }
        std::vector<std::string> used(g.used.begin(), g.used.end());
        std::printf("%s\t%s\t%s\t%s\t%s\n", name.c_str(), g.body_name.c_str(), g.io_name.c_str(), joined(g.op_names).c_str(),
                    joined(used).c_str());
    }
    return 0;
}
