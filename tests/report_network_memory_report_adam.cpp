// tests/report_network_memory_report_adam.cpp: dl4j-memory-formulas#vectors-lenet LeNet-like MLN with Adam and (b) batch normalization
// with Adam (derived vectors: #vectors-extra, from a reference model that reproduces DL4J's asserted
// numbers), every DL4J data type and int8, cache modes NONE and HOST; and the
// policy::corrected differences, each a hand computation written out.
// Also tests: netmem/core/training_config.hpp
#include <doctest/doctest.h>

#include <netmem/netmem.hpp>

#include "support.hpp"

namespace {

namespace nm = netmem;
using nm::cache_mode;
using nm::data_type;
using nm::memory_type;
using test_support::split_bytes;
using test_support::inference;
using test_support::split;
using test_support::training;

// dl4j-memory-formulas#vectors-lenet: conv 1->20 5x5 stride 1 truncate on CNN(28,28,1); max pool 2x2 stride 2;
// dense 2880->100 (after CnnToFF); output 100->10.
using lenet_like = nm::sequential<nm::input::convolutional{.height = 28, .width = 28, .channels = 1},
                                  nm::conv2d{.filters = 20, .kernel = {5, 5}},
                                  nm::max_pool2d{.kernel = {2, 2}, .stride = {2, 2}},
                                  nm::dense{.units = 100},
                                  nm::output{.units = 10}>;

// dl4j-memory-formulas#vectors-batchnorm: batch normalization on FF(100).
using batch_norm_100 = nm::sequential<nm::input::feed_forward{.size = 100}, nm::batch_normalization{}>;
using batch_norm_100_locked =
    nm::sequential<nm::input::feed_forward{.size = 100}, nm::batch_normalization{.lock_gamma_beta = true}>;

constexpr nm::training_config adam{.updater = nm::updater::adam};

}  // namespace

TEST_CASE("dl4j-memory-formulas#vectors-lenet LeNet-like with Adam: per-layer numbers") {
    constexpr auto report = nm::memory_report<lenet_like, nm::policy::dl4j>(adam);
    REQUIRE(report.size() == 4);
    // conv: out 24x24x20 = 11,520; P = 520; U = 1,040; I = 14,400.
    CHECK(report[0].output.elements_per_example() == 11'520);
    CHECK(report[0].parameters == 520);
    CHECK(report[0].updater_state == 1'040);
    CHECK(report[0].working_memory_variable_inference == 14'400);
    // max pool: out 12x12x20 = 2,880; I = 11,520.
    CHECK(report[1].output.elements_per_example() == 2'880);
    CHECK(report[1].working_memory_variable_inference == 11'520);
    // dense 2880->100: P = 288,100; U = 576,200.
    CHECK(report[2].parameters == 288'100);
    CHECK(report[2].updater_state == 576'200);
    // output 100->10: P = 1,010; U = 2,020.
    CHECK(report[3].parameters == 1'010);
    CHECK(report[3].updater_state == 2'020);
}

TEST_CASE("dl4j-memory-formulas#vectors-lenet LeNet-like with Adam: totals and breakdown, policy::dl4j") {
    constexpr auto report = nm::memory_report<lenet_like, nm::policy::dl4j>(adam);
    // INFERENCE 1,216,120 + M x 58,040 (fixed = params 1,158,520 + conv working 57,600, dl4j-memory-formulas#bug-1).
    CHECK(split(report, inference) == split_bytes{1'216'120, 58'040});
    // TRAINING NONE 4,634,080 + M x 234,376; TRAINING HOST the same totals.
    CHECK(split(report, training, cache_mode::none) == split_bytes{4'634'080, 234'376});
    CHECK(split(report, training, cache_mode::host) == split_bytes{4'634'080, 234'376});

    struct case_ {
        const char* what;
        memory_type type;
        cache_mode cache;
        nm::size_type expected_at_m1;
    };
    const case_ cases[] = {
        {"params 1,158,520", memory_type::parameters, cache_mode::none, 1'158'520},
        {"gradients 1,158,520", memory_type::parameter_gradients, cache_mode::none, 1'158'520},
        {"updater 2,317,040", memory_type::updater_state, cache_mode::none, 2'317'040},
        {"activations M x 58,040", memory_type::activations, cache_mode::none, 58'040},
        {"activation gradients M x 61,136", memory_type::activation_gradients, cache_mode::none, 61'136},
        {"working M x 115,200 (NONE)", memory_type::working_memory_variable, cache_mode::none, 115'200},
        {"working M x 57,600 (HOST)", memory_type::working_memory_variable, cache_mode::host, 57'600},
        {"CACHED_MEMORY_VARIABLE M x 57,600 (HOST)", memory_type::cached_memory_variable, cache_mode::host, 57'600},
        {"CACHED_MEMORY_VARIABLE 0 (NONE)", memory_type::cached_memory_variable, cache_mode::none, 0},
    };
    for (const auto& c : cases) {
        CAPTURE(c.what);
        CHECK(report.memory_bytes(c.type, 1, training, c.cache, data_type::float32) == c.expected_at_m1);
    }
}

TEST_CASE("dl4j-memory-formulas#vectors-lenet at M = 16 in every DL4J data type, and int8 (hand computation)") {
    constexpr auto report = nm::memory_report<lenet_like, nm::policy::dl4j>(adam);
    struct case_ {
        data_type type;
        nm::size_type inference_bytes;
        nm::size_type training_bytes;
    };
    const case_ cases[] = {
        {data_type::float32, 2'144'760, 8'384'096},   // dl4j-memory-formulas#vectors-lenet FLOAT
        {data_type::float64, 4'289'520, 16'768'192},  // dl4j-memory-formulas#vectors-lenet DOUBLE
        {data_type::float16, 1'072'380, 4'192'048},   // dl4j-memory-formulas#vectors-lenet HALF
        // int8, 1 byte per element: the FLOAT numbers / 4 (every term is elements x 4 bytes):
        // 2,144,760 / 4 = 536,190 and 8,384,096 / 4 = 2,096,024.
        {data_type::int8, 536'190, 2'096'024},
    };
    for (const auto& c : cases) {
        CAPTURE(nm::name_of(c.type));
        CHECK(report.total_bytes(16, inference, cache_mode::none, c.type) == c.inference_bytes);
        CHECK(report.total_bytes(16, training, cache_mode::none, c.type) == c.training_bytes);
        CHECK(report.total_bytes(16, training, cache_mode::host, c.type) == c.training_bytes);
    }
}

TEST_CASE("dl4j-memory-formulas#vectors-lenet, policy::corrected: inference working memory scales with M") {
    constexpr auto report = nm::memory_report<lenet_like>(adam);
    // Hand computation: the conv layer's 14,400-element working memory (57,600 bytes) becomes per
    // example: fixed = params 1,158,520; per example = activations 58,040 + 57,600 = 115,640.
    CHECK(split(report, inference) == split_bytes{1'158'520, 115'640});
    // M = 16: 1,158,520 + 16 x 115,640 = 3,008,760 (DL4J: 2,144,760).
    CHECK(report.total_bytes(16, inference) == 3'008'760);
    // Training is unchanged (dl4j-memory-formulas#vectors-lenet).
    CHECK(split(report, training, cache_mode::none) == split_bytes{4'634'080, 234'376});
}

TEST_CASE("dl4j-memory-formulas#vectors-batchnorm batch normalization on FF(100) with Adam") {
    constexpr auto report = nm::memory_report<batch_norm_100, nm::policy::dl4j>(adam);
    // P = 400, U = 2 * (2 * 100) = 400, WFT = 200, WVT = 500.
    CHECK(report[0].parameters == 400);
    CHECK(report[0].updater_state == 400);
    CHECK(report[0].working_memory_fixed_training[cache_mode::none] == 200);
    CHECK(report[0].working_memory_variable_training[cache_mode::none] == 500);
    // INFERENCE 1,600 + M x 400; TRAINING 5,600 + M x 2,800; M = 8: 4,800 and 28,000.
    CHECK(split(report, inference) == split_bytes{1'600, 400});
    CHECK(split(report, training) == split_bytes{5'600, 2'800});
    CHECK(report.total_bytes(8, inference) == 4'800);
    CHECK(report.total_bytes(8, training) == 28'000);
    // Not locked: policy::corrected is the same.
    CHECK(nm::memory_report<batch_norm_100>(adam).total_bytes(8, training) == 28'000);
}

TEST_CASE("batch normalization with lock_gamma_beta: DL4J still counts gamma/beta updater state") {
    // Hand computation from dl4j-memory-formulas#parameters, #updaters and #layers with C = 100 and Adam:
    // P = 2 * 100 = 200 (mean, variance); WFT = 200; WVT = 3 * 100 + 2 * 100 = 500.
    // policy::dl4j: U = 2 * stateSize(100) = 2 * 200 = 400 (dl4j-memory-formulas#updaters, #bug-12).
    // policy::corrected: U = 0 (gamma and beta are not parameters).
    constexpr auto dl4j = nm::memory_report<batch_norm_100_locked, nm::policy::dl4j>(adam);
    constexpr auto corrected = nm::memory_report<batch_norm_100_locked>(adam);
    CHECK(dl4j[0].parameters == 200);
    CHECK(dl4j[0].updater_state == 400);
    CHECK(corrected[0].parameters == 200);
    CHECK(corrected[0].updater_state == 0);
    // Training fixed bytes: (P 200 + gradients 200 + U + WFT 200) * 4:
    // dl4j (200 + 200 + 400 + 200) * 4 = 4,000; corrected (200 + 200 + 0 + 200) * 4 = 2,400.
    CHECK(dl4j.total_bytes(0, training) == 4'000);
    CHECK(corrected.total_bytes(0, training) == 2'400);
    CHECK(nm::trainable_parameter_count<batch_norm_100_locked> == 0);
    CHECK(nm::trainable_parameter_count<batch_norm_100> == 200);  // gamma, beta: 2 * 100
}

TEST_CASE("DL4J LeNet with Adam: every data type and int8 keep the element counts") {
    // The same report in any data type is the float32 byte count / 4 * bytes per element
    // (dl4j-memory-formulas#data-types: all stored quantities are element counts). This checks the data type is applied
    // to every type.
    using lenet = nm::sequential<nm::input::convolutional{.height = 28, .width = 28, .channels = 1},
                                 nm::conv2d{.filters = 20, .kernel = {5, 5}},
                                 nm::max_pool2d{.kernel = {2, 2}, .stride = {2, 2}},
                                 nm::conv2d{.filters = 50, .kernel = {5, 5}},
                                 nm::max_pool2d{.kernel = {2, 2}, .stride = {2, 2}},
                                 nm::dense{.units = 500, .activation = nm::activation::relu},
                                 nm::output{.units = 10}>;
    constexpr auto report = nm::memory_report<lenet, nm::policy::dl4j>(adam);
    // Parameters: 431,080 (published-networks#dl4j-lenet) x 4 bytes = 1,724,320 in float32.
    CHECK(report.memory_bytes(memory_type::parameters, 1, training, cache_mode::none, data_type::float32) ==
          1'724'320);
    CHECK(report.memory_bytes(memory_type::parameters, 1, training, cache_mode::none, data_type::float64) ==
          3'448'640);  // 431,080 x 8
    CHECK(report.memory_bytes(memory_type::parameters, 1, training, cache_mode::none, data_type::float16) ==
          862'160);  // 431,080 x 2
    CHECK(report.memory_bytes(memory_type::parameters, 1, training, cache_mode::none, data_type::int8) ==
          431'080);  // 431,080 x 1
    // Adam: updater state 2 x 431,080 = 862,160 elements.
    CHECK(report.memory_bytes(memory_type::updater_state, 1, training, cache_mode::none, data_type::int8) ==
          862'160);
}
