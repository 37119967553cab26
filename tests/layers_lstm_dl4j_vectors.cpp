// tests/layers_lstm_dl4j_vectors.cpp: the recurrent memory-report vectors of dl4j-memory-formulas#vectors-pairs
// (testMemoryReportSimple, pairs of identical layers on RNN(20, T = 30)) and #vectors-lstm
// (LSTM with Adam), under policy::dl4j. FLOAT, bytes, written "fixed + M x per example".
#include <string_view>

#include <doctest/doctest.h>

#include <netmem/netmem.hpp>

#include "support.hpp"

namespace {

namespace nm = netmem;
using nm::cache_mode;
using nm::memory_type;
using test_support::inference;
using test_support::split;
using test_support::split_bytes;
using test_support::training;

constexpr nm::input::recurrent rnn_20_30{.size = 20, .time_steps = 30};

using lstm_pair = nm::sequential<rnn_20_30, nm::lstm{.units = 20}, nm::lstm{.units = 20}>;
using graves_lstm_pair = nm::sequential<rnn_20_30, nm::graves_lstm{.units = 20}, nm::graves_lstm{.units = 20}>;
using graves_bidirectional_pair =
    nm::sequential<rnn_20_30, nm::graves_bidirectional_lstm{.units = 20}, nm::graves_bidirectional_lstm{.units = 20}>;
using rnn_output_pair = nm::sequential<rnn_20_30, nm::rnn_output{.units = 20}, nm::rnn_output{.units = 20}>;

struct pair_case {
    const char* what;
    split_bytes inference;
    split_bytes training_none;
    split_bytes training_host;
};

template <class Net>
void check_pair(const pair_case& expected) {
    constexpr auto report = nm::memory_report<Net, nm::policy::dl4j>();
    CAPTURE(expected.what);
    CHECK(split(report, inference) == expected.inference);
    CHECK(split(report, training, cache_mode::none) == expected.training_none);
    CHECK(split(report, training, cache_mode::host) == expected.training_host);
    // DEVICE and HOST always give the same numbers (dl4j-memory-formulas#memory-types).
    CHECK(split(report, training, cache_mode::device) == expected.training_host);
}

}  // namespace

TEST_CASE("dl4j-memory-formulas#vectors-pairs recurrent layer pairs on RNN(20, 30) under policy::dl4j") {
    // All four rows are dl4j-memory-formulas#vectors-pairs table (derived there from DL4J's formulas and checked
    // against DL4J's asserted vectors).
    check_pair<lstm_pair>({"LSTM 20->20", {35'840, 4'800}, {52'480, 48'000}, {52'480, 62'400}});
    check_pair<graves_lstm_pair>({"GravesLSTM 20->20", {36'320, 4'800}, {53'440, 55'200}, {53'440, 69'600}});
    check_pair<graves_bidirectional_pair>(
        {"GravesBidirectionalLSTM 20->20", {126'080, 4'800}, {213'760, 100'800}, {213'760, 129'600}});
    check_pair<rnn_output_pair>({"RnnOutput 20->20", {3'360, 4'800}, {6'720, 12'000}, {6'720, 12'000}});
}

TEST_CASE("dl4j-memory-formulas#vectors-pairs per-layer values: P / WVI / WVT(NONE) / CV(HOST)") {
    struct layer_case {
        const char* what;
        nm::layer_memory_report report;
        nm::size_type parameters, inference_working, training_working_none, cache_host;
    };
    const layer_case cases[] = {
        // dl4j-memory-formulas#vectors-pairs table, column "per-layer P / WVI / WVT(NONE) / CV(HOST)".
        {"LSTM", nm::memory_report<lstm_pair, nm::policy::dl4j>()[0], 3'280, 2'400, 9'600, 3'600},
        {"GravesLSTM", nm::memory_report<graves_lstm_pair, nm::policy::dl4j>()[0], 3'340, 2'400, 11'400, 3'600},
        {"GravesBidirectionalLSTM (double-counted P)", nm::memory_report<graves_bidirectional_pair, nm::policy::dl4j>()[0],
         13'360, 4'800, 22'800, 7'200},
        {"RnnOutput", nm::memory_report<rnn_output_pair, nm::policy::dl4j>()[0], 420, 0, 600, 0},
    };
    for (const auto& c : cases) {
        CAPTURE(c.what);
        CHECK(c.report.parameters == c.parameters);
        CHECK(c.report.working_memory_variable_inference == c.inference_working);
        CHECK(c.report.working_memory_variable_training[cache_mode::none] == c.training_working_none);
        CHECK(c.report.cache_memory_variable[cache_mode::host] == c.cache_host);
    }
}

TEST_CASE("dl4j-memory-formulas#vectors-pairs LSTM pair breakdown under policy::dl4j") {
    constexpr auto report = nm::memory_report<lstm_pair, nm::policy::dl4j>();
    struct type_case {
        const char* what;
        memory_type type;
        nm::memory_use_mode mode;
        cache_mode cache;
        split_bytes expected;
    };
    // dl4j-memory-formulas#vectors-pairs, the LSTM pair's breakdown.
    const type_case cases[] = {
        {"inference PARAMETERS", memory_type::parameters, inference, cache_mode::none, {26'240, 0}},
        {"inference ACTIVATIONS", memory_type::activations, inference, cache_mode::none, {0, 4'800}},
        {"inference WORKING_MEMORY_VARIABLE: 9,600 fixed (dl4j-memory-formulas#bug-1)",
         memory_type::working_memory_variable, inference, cache_mode::none, {9'600, 0}},
        {"training PARAMETERS", memory_type::parameters, training, cache_mode::none, {26'240, 0}},
        {"training PARAMATER_GRADIENTS", memory_type::parameter_gradients, training, cache_mode::none, {26'240, 0}},
        {"training ACTIVATIONS", memory_type::activations, training, cache_mode::none, {0, 4'800}},
        {"training ACTIVATION_GRADIENTS", memory_type::activation_gradients, training, cache_mode::none, {0, 4'800}},
        {"training WORKING_MEMORY_VARIABLE", memory_type::working_memory_variable, training, cache_mode::none,
         {0, 38'400}},
        {"training HOST: working M x 24,000", memory_type::working_memory_variable, training, cache_mode::host,
         {0, 24'000}},
        {"training HOST: CACHED_MEMORY_VARIABLE M x 28,800 (summed over both layers)",
         memory_type::cached_memory_variable, training, cache_mode::host, {0, 28'800}},
    };
    for (const auto& c : cases) {
        CAPTURE(c.what);
        CHECK(split(report, c.type, c.mode, c.cache) == c.expected);
    }
}

TEST_CASE("dl4j-memory-formulas#vectors-lstm: LSTM 10->16 on RNN(10, T = 5) with Adam") {
    using net = nm::sequential<nm::input::recurrent{.size = 10, .time_steps = 5}, nm::lstm{.units = 16}>;
    constexpr auto report = nm::memory_report<net, nm::policy::dl4j>(nm::training_config{.updater = nm::updater::adam});
    const auto& layer = report[0];
    // dl4j-memory-formulas#vectors-lstm: P = 1,728, U = 3,456, WVI = 320, WVT(NONE) = 1,280, WVT(cm*) = 800, CV(cm*) =
    // 480.
    CHECK(layer.parameters == 1'728);
    CHECK(layer.updater_state == 3'456);
    CHECK(layer.working_memory_variable_inference == 320);
    CHECK(layer.working_memory_variable_training[cache_mode::none] == 1'280);
    CHECK(layer.working_memory_variable_training[cache_mode::host] == 800);
    CHECK(layer.working_memory_variable_training[cache_mode::device] == 800);
    CHECK(layer.cache_memory_variable[cache_mode::host] == 480);
    CHECK(layer.cache_memory_variable[cache_mode::none] == 0);
    // INFERENCE 8,192 + M x 320; TRAINING 27,648 + M x 5,640 for every cache mode (dl4j-memory-formulas#vectors-lstm).
    CHECK(split(report, inference) == split_bytes{8'192, 320});
    for (cache_mode cache : {cache_mode::device, cache_mode::host, cache_mode::none}) {
        CAPTURE(static_cast<int>(cache));
        CHECK(split(report, training, cache) == split_bytes{27'648, 5'640});
    }
}

TEST_CASE("LSTM-family report classes and names (dl4j-memory-formulas#layers)") {
    // LSTM and GravesLSTM record their own class; GravesBidirectionalLSTM records DL4J's report class
    // "LayerMemoryReport" (dl4j-memory-formulas#bug-9); RnnOutputLayer records "OutputLayer"
    // (dl4j-memory-formulas#layers).
    CHECK(std::string_view(nm::memory_report<lstm_pair, nm::policy::dl4j>()[0].report_class) == "LSTM");
    CHECK(std::string_view(nm::memory_report<graves_lstm_pair, nm::policy::dl4j>()[0].report_class) == "GravesLSTM");
    CHECK(std::string_view(nm::memory_report<graves_bidirectional_pair, nm::policy::dl4j>()[0].report_class) ==
          "LayerMemoryReport");
    CHECK(std::string_view(nm::memory_report<graves_bidirectional_pair>()[0].report_class) ==
          "GravesBidirectionalLSTM");
    CHECK(std::string_view(nm::memory_report<rnn_output_pair, nm::policy::dl4j>()[0].report_class) == "OutputLayer");
    CHECK(nm::memory_report<lstm_pair, nm::policy::dl4j>()[0].name == nullptr);
}
