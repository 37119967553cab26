// tests/io_json.cpp -- netmem::to_json: the JSON parses, has the documented keys, and carries the
// report's numbers. A small strict JSON parser below checks the structure (no JSON library).
#include <doctest/doctest.h>

#include <cctype>
#include <cstdint>
#include <string>
#include <vector>

#include <netmem/io/json.hpp>
#include <netmem/layers/lstm.hpp>
#include <netmem/netmem.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>

namespace nm = netmem;

namespace {

/// A parsed JSON value (RFC 8259 subset netmem writes: no floats, no exponents).
struct json {
    enum class kind { null, boolean, number, string, array, object } type = kind::null;
    std::int64_t number = 0;
    std::string text;
    std::vector<json> items;
    std::vector<std::string> member_names;  // object keys, in document order
    std::vector<json> member_values;        // (parallel vectors: std::pair needs a complete json)

    const json& operator[](const std::string& key) const {
        for (std::size_t i = 0; i < member_names.size(); ++i)
            if (member_names[i] == key) return member_values[i];
        FAIL("missing key " << key);
        static const json none{};
        return none;
    }
    const json& operator[](std::size_t index) const { return items.at(index); }
    std::vector<std::string> keys() const { return member_names; }
};

/// Strict recursive-descent parser; `ok` turns false on any syntax error or trailing text.
class parser {
public:
    explicit parser(const std::string& input) : s_(input) {}
    json parse_document() {
        json value = parse_value();
        skip_space();
        if (pos_ != s_.size()) ok = false;
        return value;
    }
    bool ok = true;

private:
    void skip_space() {
        while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\n' || s_[pos_] == '\t' || s_[pos_] == '\r')) ++pos_;
    }
    bool eat(char c) {
        skip_space();
        if (pos_ < s_.size() && s_[pos_] == c) {
            ++pos_;
            return true;
        }
        return false;
    }
    bool literal(const std::string& word) {
        if (s_.compare(pos_, word.size(), word) != 0) return false;
        pos_ += word.size();
        return true;
    }
    std::string parse_string() {
        std::string out;
        if (!eat('"')) {
            ok = false;
            return out;
        }
        while (pos_ < s_.size() && s_[pos_] != '"') {
            char c = s_[pos_++];
            if (static_cast<unsigned char>(c) < 0x20) ok = false;  // raw control characters are invalid
            if (c == '\\') {
                if (pos_ >= s_.size()) break;
                const char e = s_[pos_++];
                switch (e) {
                    case '"': out += '"'; break;
                    case '\\': out += '\\'; break;
                    case 'n': out += '\n'; break;
                    case 't': out += '\t'; break;
                    case 'r': out += '\r'; break;
                    case 'u':
                        out += static_cast<char>(std::stoi(s_.substr(pos_, 4), nullptr, 16));
                        pos_ += 4;
                        break;
                    default: ok = false;
                }
            } else {
                out += c;
            }
        }
        if (pos_ >= s_.size()) ok = false;
        ++pos_;
        return out;
    }
    json parse_value() {
        json v;
        skip_space();
        if (pos_ >= s_.size()) {
            ok = false;
            return v;
        }
        const char c = s_[pos_];
        if (c == '{') {
            v.type = json::kind::object;
            ++pos_;
            if (eat('}')) return v;
            do {
                std::string key = parse_string();
                if (!eat(':')) ok = false;
                v.member_names.push_back(key);
                v.member_values.push_back(parse_value());
            } while (ok && eat(','));
            if (!eat('}')) ok = false;
        } else if (c == '[') {
            v.type = json::kind::array;
            ++pos_;
            if (eat(']')) return v;
            do v.items.push_back(parse_value());
            while (ok && eat(','));
            if (!eat(']')) ok = false;
        } else if (c == '"') {
            v.type = json::kind::string;
            v.text = parse_string();
        } else if (c == '-' || std::isdigit(static_cast<unsigned char>(c))) {
            v.type = json::kind::number;
            const std::size_t start = pos_;
            if (s_[pos_] == '-') ++pos_;
            while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) ++pos_;
            v.number = std::stoll(s_.substr(start, pos_ - start));
        } else if (literal("null")) {
            v.type = json::kind::null;
        } else if (literal("true") || literal("false")) {
            v.type = json::kind::boolean;
        } else {
            ok = false;
        }
        return v;
    }
    const std::string& s_;
    std::size_t pos_ = 0;
};

json parse(const std::string& text) {
    parser p(text);
    json document = p.parse_document();
    REQUIRE(p.ok);
    return document;
}

using two_dense = nm::sequential<nm::input::feed_forward{.size = 20}, nm::dense{.units = 20}, nm::dense{.units = 20}>;
using validate_simple =
    nm::sequential<nm::input::feed_forward{.size = 10}, nm::dense{.units = 20}, nm::dense{.units = 27}>;
using lstm_pair = nm::sequential<nm::input::recurrent{.size = 20, .time_steps = 30}, nm::lstm{.units = 20},
                                 nm::lstm{.units = 20}>;

const std::vector<std::string> memory_type_keys{"parameters",
                                                "parameter_gradients",
                                                "activations",
                                                "activation_gradients",
                                                "updater_state",
                                                "working_memory_fixed",
                                                "working_memory_variable",
                                                "cached_memory_fixed",
                                                "cached_memory_variable",
                                                "total"};

}  // namespace

TEST_CASE("to_json: two Dense 20->20 at minibatch 32 in float32") {
    const json doc = parse(nm::to_json(nm::memory_report<two_dense>(), {.minibatch = 32}));
    CHECK(doc.keys() == std::vector<std::string>{"model_class", "model_name", "policy", "network_inputs", "minibatch",
                                                 "cache_mode", "data_type", "bytes_per_element", "layers", "totals"});
    CHECK(doc["model_name"].text == "MultiLayerNetwork");
    CHECK(doc["policy"].text == "corrected");
    CHECK(doc["minibatch"].number == 32);
    CHECK(doc["cache_mode"].text == "none");
    CHECK(doc["data_type"].text == "float32");
    CHECK(doc["bytes_per_element"].number == 4);
    REQUIRE(doc["layers"].items.size() == 2);

    const json& layer1 = doc["layers"][1];
    CHECK(layer1["key"].text == "layer1");  // DL4J's key "layer" + index (spec §4.1)
    CHECK(layer1["name"].type == json::kind::null);
    CHECK(layer1["report_class"].text == "DenseLayer");
    CHECK(layer1["input"]["kind"].text == "feed_forward");
    CHECK(layer1["input"]["size"].number == 20);
    // Dense 20->20: P = 20*20 + 20 = 420; WVT = out = 20 per example (spec §11.1).
    CHECK(layer1["elements"]["parameters"].number == 420);
    CHECK(layer1["elements"]["working_memory_variable_training"]["none"].number == 20);
    CHECK(layer1["inference_bytes"].keys() == memory_type_keys);
    // One layer, training, M = 32: 420*4 params + 420*4 gradients = 3,360, plus activations,
    // activation gradients and working memory 32*(20 + 20 + 20)*4 = 7,680: 11,040.
    CHECK(layer1["training_bytes"]["total"].number == 11'040);

    // Spec §11.2: inference 3,360 + M x 160 and training 6,720 + M x 400 bytes; at M = 32:
    // 3,360 + 5,120 = 8,480 and 6,720 + 12,800 = 19,520.
    const json& totals = doc["totals"];
    CHECK(totals["inference_bytes"]["total"].number == 8'480);
    CHECK(totals["training_bytes"]["total"].number == 19'520);
    CHECK(totals["training_bytes"]["activations"].number == 32 * 160);
    CHECK(totals["training_bytes"]["working_memory_variable"].number == 32 * 80);
    // Both layers need 32*80 B of training working memory; the first wins the tie (spec §3.2).
    CHECK(totals["training_bytes"]["working_memory_layer"].number == 0);
    CHECK(totals["inference_bytes"]["working_memory_layer"].type == json::kind::null);  // no working memory
}

TEST_CASE("to_json: data type and policy::dl4j's Network Input") {
    // validateSimple (spec §11.3) in float16 at M = 1: (787 + 47) elements x 2 B = 1,668 B inference.
    const json doc = parse(nm::to_json(nm::memory_report<validate_simple, nm::policy::dl4j>(),
                                       {.minibatch = 1, .element = nm::data_type::float16}));
    CHECK(doc["policy"].text == "dl4j");
    CHECK(doc["data_type"].text == "float16");
    CHECK(doc["bytes_per_element"].number == 2);
    CHECK(doc["totals"]["inference_bytes"]["total"].number == 1'668);
    // DL4J records the last layer's output FF(27) as the network input (spec §4.1, §11.3).
    REQUIRE(doc["network_inputs"].items.size() == 1);
    CHECK(doc["network_inputs"][0]["kind"].text == "feed_forward");
    CHECK(doc["network_inputs"][0]["size"].number == 27);
}

TEST_CASE("to_json: recurrent types, cache modes and working memory of the LSTM pair") {
    const json doc = parse(nm::to_json(nm::memory_report<lstm_pair, nm::policy::dl4j>(),
                                       {.minibatch = 4, .cache = nm::cache_mode::host}));
    CHECK(doc["cache_mode"].text == "host");
    const json& layer0 = doc["layers"][0];
    CHECK(layer0["report_class"].text == "LSTM");
    CHECK(layer0["input"].keys() == std::vector<std::string>{"kind", "size", "time_steps"});
    CHECK(layer0["input"]["time_steps"].number == 30);
    // Spec §11.1 LSTM pair: P = 3,280, WVI = 2,400, WVT(NONE) = 9,600, CV(HOST) = 3,600 per layer.
    CHECK(layer0["elements"]["parameters"].number == 3'280);
    CHECK(layer0["elements"]["working_memory_variable_inference"].number == 2'400);
    CHECK(layer0["elements"]["working_memory_variable_training"]["none"].number == 9'600);
    CHECK(layer0["elements"]["cache_memory_variable"]["host"].number == 3'600);
    // Training HOST (spec §11.1, LSTM row): 52,480 + M x 62,400 -> at M = 4: 52,480 + 249,600 = 302,080.
    CHECK(doc["totals"]["training_bytes"]["total"].number == 302'080);
    // Inference under policy::dl4j: 35,840 + M x 4,800 -> 35,840 + 19,200 = 55,040 (WVI not scaled).
    CHECK(doc["totals"]["inference_bytes"]["total"].number == 55'040);
}

TEST_CASE("json_string escapes quotes, backslashes and control characters") {
    CHECK(nm::io_detail::json_string("a\"b\\c\nd") == "\"a\\\"b\\\\c\\nd\"");
    CHECK(nm::io_detail::json_string(std::string(1, '\x01')) == "\"\\u0001\"");
    CHECK(parse(nm::io_detail::json_string("x\"\\\t\x1f")).text == "x\"\\\t\x1f");
}

TEST_CASE("to_json of a graph: keys are vertex names, inputs are the graph's inputs") {
    // DL4J keys a ComputationGraph report by vertex name, in topological order, and records the
    // real network inputs (spec §4.2). ResNet-8: input 32x32x3, first vertex "conv", last "dense"
    // (zoo/mlperf_resnet8.hpp, reference-networks.md §1.2).
    const json doc = parse(nm::to_json(nm::memory_report<nm::zoo::mlperf_resnet8>()));
    CHECK(doc["model_name"].text == "ComputationGraph");
    REQUIRE(doc["network_inputs"].items.size() == 1);
    CHECK(doc["network_inputs"][0].keys() == std::vector<std::string>{"kind", "height", "width", "channels"});
    CHECK(doc["network_inputs"][0]["channels"].number == 3);
    REQUIRE(doc["layers"].items.size() == 29);
    CHECK(doc["layers"][0]["key"].text == "conv");
    CHECK(doc["layers"][0]["elements"]["parameters"].number == 448);  // 3*3*3*16 + 16 (§1.2)
    CHECK(doc["layers"][28]["key"].text == "dense");
    CHECK(doc["layers"][28]["elements"]["parameters"].number == 650);  // 64*10 + 10 (§1.2)
}
