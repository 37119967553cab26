// tests/io_json.cpp -- netmem::to_json: the JSON parses (nlohmann::ordered_json, strict RFC 8259,
// keys in document order), has the documented keys, and carries the report's numbers.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "support/json_document.hpp"

#include <netmem/io/json.hpp>
#include <netmem/layers/lstm.hpp>
#include <netmem/netmem.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>

namespace nm = netmem;

namespace {

using netmem_test::json;
using netmem_test::keys;
using netmem_test::parse;

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
    CHECK(keys(doc) == std::vector<std::string>{"model_class", "model_name", "policy", "network_inputs", "minibatch",
                                                 "cache_mode", "data_type", "bytes_per_element", "layers", "totals"});
    CHECK(doc.at("model_name").get<std::string>() == "MultiLayerNetwork");
    CHECK(doc.at("policy").get<std::string>() == "corrected");
    CHECK(doc.at("minibatch").get<std::int64_t>() == 32);
    CHECK(doc.at("cache_mode").get<std::string>() == "none");
    CHECK(doc.at("data_type").get<std::string>() == "float32");
    CHECK(doc.at("bytes_per_element").get<std::int64_t>() == 4);
    REQUIRE(doc.at("layers").size() == 2);

    const json& layer1 = doc.at("layers").at(1);
    // DL4J's key "layer" + index (dl4j-memory-formulas#sequential)
    CHECK(layer1.at("key").get<std::string>() == "layer1");
    CHECK(layer1.at("name").is_null());
    CHECK(layer1.at("report_class").get<std::string>() == "DenseLayer");
    CHECK(layer1.at("input").at("kind").get<std::string>() == "feed_forward");
    CHECK(layer1.at("input").at("size").get<std::int64_t>() == 20);
    // Dense 20->20: P = 20*20 + 20 = 420; WVT = out = 20 per example (dl4j-memory-formulas#vectors-pairs).
    CHECK(layer1.at("elements").at("parameters").get<std::int64_t>() == 420);
    CHECK(layer1.at("elements").at("working_memory_variable_training").at("none").get<std::int64_t>() == 20);
    CHECK(keys(layer1.at("inference_bytes")) == memory_type_keys);
    // One layer, training, M = 32: 420*4 params + 420*4 gradients = 3,360, plus activations,
    // activation gradients and working memory 32*(20 + 20 + 20)*4 = 7,680: 11,040.
    CHECK(layer1.at("training_bytes").at("total").get<std::int64_t>() == 11'040);

    // dl4j-memory-formulas#vectors-pr3672: inference 3,360 + M x 160 and training 6,720 + M x 400 bytes; at M = 32:
    // 3,360 + 5,120 = 8,480 and 6,720 + 12,800 = 19,520.
    const json& totals = doc.at("totals");
    CHECK(totals.at("inference_bytes").at("total").get<std::int64_t>() == 8'480);
    CHECK(totals.at("training_bytes").at("total").get<std::int64_t>() == 19'520);
    CHECK(totals.at("training_bytes").at("activations").get<std::int64_t>() == 32 * 160);
    CHECK(totals.at("training_bytes").at("working_memory_variable").get<std::int64_t>() == 32 * 80);
    // Both layers need 32*80 B of training working memory; the first wins the tie
    // (dl4j-memory-formulas#network-report).
    CHECK(totals.at("training_bytes").at("working_memory_layer").get<std::int64_t>() == 0);
    CHECK(totals.at("inference_bytes").at("working_memory_layer").is_null());  // no working memory
}

TEST_CASE("to_json: data type and policy::dl4j's Network Input") {
    // validateSimple (dl4j-memory-formulas#vectors-validate-simple) in float16 at M = 1: (787 + 47) elements x 2 B =
    // 1,668 B inference.
    const json doc = parse(nm::to_json(nm::memory_report<validate_simple, nm::policy::dl4j>(),
                                       {.minibatch = 1, .element = nm::data_type::float16}));
    CHECK(doc.at("policy").get<std::string>() == "dl4j");
    CHECK(doc.at("data_type").get<std::string>() == "float16");
    CHECK(doc.at("bytes_per_element").get<std::int64_t>() == 2);
    CHECK(doc.at("totals").at("inference_bytes").at("total").get<std::int64_t>() == 1'668);
    // DL4J records the last layer's output FF(27) as the network input (dl4j-memory-formulas#sequential,
    // #vectors-validate-simple).
    REQUIRE(doc.at("network_inputs").size() == 1);
    CHECK(doc.at("network_inputs").at(0).at("kind").get<std::string>() == "feed_forward");
    CHECK(doc.at("network_inputs").at(0).at("size").get<std::int64_t>() == 27);
}

TEST_CASE("to_json: recurrent types, cache modes and working memory of the LSTM pair") {
    const json doc = parse(nm::to_json(nm::memory_report<lstm_pair, nm::policy::dl4j>(),
                                       {.minibatch = 4, .cache = nm::cache_mode::host}));
    CHECK(doc.at("cache_mode").get<std::string>() == "host");
    const json& layer0 = doc.at("layers").at(0);
    CHECK(layer0.at("report_class").get<std::string>() == "LSTM");
    CHECK(keys(layer0.at("input")) == std::vector<std::string>{"kind", "size", "time_steps"});
    CHECK(layer0.at("input").at("time_steps").get<std::int64_t>() == 30);
    // dl4j-memory-formulas#vectors-pairs LSTM pair: P = 3,280, WVI = 2,400, WVT(NONE) = 9,600, CV(HOST) = 3,600 per
    // layer.
    CHECK(layer0.at("elements").at("parameters").get<std::int64_t>() == 3'280);
    CHECK(layer0.at("elements").at("working_memory_variable_inference").get<std::int64_t>() == 2'400);
    CHECK(layer0.at("elements").at("working_memory_variable_training").at("none").get<std::int64_t>() == 9'600);
    CHECK(layer0.at("elements").at("cache_memory_variable").at("host").get<std::int64_t>() == 3'600);
    // Training HOST (dl4j-memory-formulas#vectors-pairs, LSTM row): 52,480 + M x 62,400 -> at M = 4: 52,480 + 249,600 =
    // 302,080.
    CHECK(doc.at("totals").at("training_bytes").at("total").get<std::int64_t>() == 302'080);
    // Inference under policy::dl4j: 35,840 + M x 4,800 -> 35,840 + 19,200 = 55,040 (WVI not scaled).
    CHECK(doc.at("totals").at("inference_bytes").at("total").get<std::int64_t>() == 55'040);
}

TEST_CASE("to_json's layout: two-space indentation, keys in the documented order, one value per line") {
    // The text netmem wrote by hand before nlohmann_json, unchanged (validateSimple,
    // dl4j-memory-formulas#vectors-validate-simple: dense 10->20 has 10*20 + 20 = 220 parameters).
    const std::string text = nm::to_json(nm::memory_report<validate_simple>());
    const std::string beginning =
        "{\n"
        "  \"model_class\": \"org.deeplearning4j.nn.conf.MultiLayerConfiguration\",\n"
        "  \"model_name\": \"MultiLayerNetwork\",\n"
        "  \"policy\": \"corrected\",\n"
        "  \"network_inputs\": [\n"
        "    {\n"
        "      \"kind\": \"feed_forward\",\n"
        "      \"size\": 10\n"
        "    }\n"
        "  ],\n"
        "  \"minibatch\": 1,\n";
    CHECK(text.substr(0, beginning.size()) == beginning);
    CHECK(text.find("        \"parameters\": 220,\n") != std::string::npos);
    CHECK(text.back() == '\n');
}

TEST_CASE("json_text escapes quotes, backslashes and control characters, and replaces invalid UTF-8") {
    using nm::io_detail::json_text;
    CHECK(json_text(nm::io_detail::json("a\"b\\c\nd")) == "\"a\\\"b\\\\c\\nd\"\n");
    CHECK(json_text(nm::io_detail::json(std::string(1, '\x01'))) == "\"\\u0001\"\n");
    // A byte 0xFF is no UTF-8: written as U+FFFD (EF BF BD) instead of throwing.
    CHECK(json_text(nm::io_detail::json("x\xff")) == "\"x\xef\xbf\xbd\"\n");
}

TEST_CASE("to_json of a graph: keys are vertex names, inputs are the graph's inputs") {
    // DL4J keys a ComputationGraph report by vertex name, in topological order, and records the
    // real network inputs (dl4j-memory-formulas#graph). ResNet-8: input 32x32x3, first vertex "conv", last "dense"
    // (zoo/mlperf_resnet8.hpp, published-networks#resnet-8).
    const json doc = parse(nm::to_json(nm::memory_report<nm::zoo::mlperf_resnet8>()));
    CHECK(doc.at("model_name").get<std::string>() == "ComputationGraph");
    REQUIRE(doc.at("network_inputs").size() == 1);
    CHECK(keys(doc.at("network_inputs").at(0)) == std::vector<std::string>{"kind", "height", "width", "channels"});
    CHECK(doc.at("network_inputs").at(0).at("channels").get<std::int64_t>() == 3);
    REQUIRE(doc.at("layers").size() == 29);
    CHECK(doc.at("layers").at(0).at("key").get<std::string>() == "conv");
    CHECK(doc.at("layers").at(0).at("elements").at("parameters").get<std::int64_t>() == 448);  // 3*3*3*16 + 16 (§1.2)
    CHECK(doc.at("layers").at(28).at("key").get<std::string>() == "dense");
    CHECK(doc.at("layers").at(28).at("elements").at("parameters").get<std::int64_t>() == 650);  // 64*10 + 10 (§1.2)
}
