// tests/report_network_memory_report_validate_simple.cpp: DL4J's asserted memory-report vectors (dl4j-memory-formulas#vectors-pr3672 and
// #vectors-validate-simple), under policy::dl4j, and where the corrected policy gives the same numbers.
#include <doctest/doctest.h>

#include <netmem/netmem.hpp>

#include "support.hpp"

namespace {

namespace nm = netmem;
using nm::cache_mode;
using nm::data_type;
using nm::memory_type;
using test_support::inference;
using test_support::training;

// validateSimple (dl4j-memory-formulas#vectors-validate-simple): MLN Dense 10->20, Dense 20->27 on FF(10).
using validate_simple =
    nm::sequential<nm::input::feed_forward{.size = 10}, nm::dense{.units = 20}, nm::dense{.units = 27}>;

// PR #3672 sample (dl4j-memory-formulas#vectors-pr3672): two Dense 20->20 on FF(20).
using pr_3672 = nm::sequential<nm::input::feed_forward{.size = 20}, nm::dense{.units = 20}, nm::dense{.units = 20}>;

struct total_case {
    const char* what;
    nm::size_type minibatch;
    nm::memory_use_mode mode;
    nm::size_type expected_bytes;
};

struct type_case {
    const char* what;
    memory_type type;
    nm::size_type minibatch;
    nm::memory_use_mode mode;
    nm::size_type expected_bytes;
};

}  // namespace

TEST_CASE("validateSimple (dl4j-memory-formulas#vectors-validate-simple, asserted by DL4J) under policy::dl4j") {
    constexpr auto report = nm::memory_report<validate_simple, nm::policy::dl4j>();
    // P = (10*20 + 20) + (20*27 + 27) = 787 (dl4j-memory-formulas#vectors-validate-simple).
    CHECK(report.parameter_count() == 787);

    const total_case totals[] = {
        {"inference total, M = 0: 787 * 4 (asserted)", 0, inference, 3'148},
        {"inference total, M = 1: 3,148 + 188 (asserted 188 per example)", 1, inference, 3'148 + 188},
        {"inference total, M = 15 (asserted)", 15, inference, 5'968},
        {"training total, M = 0 (derived in #vectors-validate-simple: 6,296 + M x 416)", 0, training, 6'296},
        {"training total, M = 1 (derived in #vectors-validate-simple)", 1, training, 6'296 + 416},
    };
    for (const auto& c : totals) {
        CAPTURE(c.what);
        CHECK(report.total_bytes(c.minibatch, c.mode, cache_mode::none, data_type::float32) == c.expected_bytes);
    }

    const type_case types[] = {
        {"ACTIVATIONS, M = 1, training (asserted)", memory_type::activations, 1, training, 188},
        {"ACTIVATIONS, M = 1, inference (asserted)", memory_type::activations, 1, inference, 188},
        {"ACTIVATION_GRADIENTS, M = 1, training: (10 + 20) * 4 (asserted)", memory_type::activation_gradients, 1,
         training, 120},
        {"ACTIVATION_GRADIENTS, M = 1, inference (asserted)", memory_type::activation_gradients, 1, inference, 0},
        {"WORKING_MEMORY_VARIABLE, M = 1, training: 27 * 4, the max (asserted)", memory_type::working_memory_variable,
         1, training, 108},
        {"WORKING_MEMORY_VARIABLE, M = 1, inference (asserted)", memory_type::working_memory_variable, 1, inference,
         0},
    };
    for (const auto& c : types) {
        CAPTURE(c.what);
        CHECK(report.memory_bytes(c.type, c.minibatch, c.mode, cache_mode::none, data_type::float32) ==
              c.expected_bytes);
    }

    // toString's "Network Input" shows FF(27), the last layer's output (dl4j-memory-formulas#vectors-validate-simple,
    // #bug-2).
    CHECK(report.network_inputs[0] == nm::input_type(nm::input::feed_forward{27}));
}

TEST_CASE("validateSimple: policy::corrected gives the same numbers (dense has no inference working memory)") {
    constexpr auto report = nm::memory_report<validate_simple>();
    CHECK(report.total_bytes(0, inference) == 3'148);   // dl4j-memory-formulas#vectors-validate-simple (asserted)
    CHECK(report.total_bytes(15, inference) == 5'968);  // dl4j-memory-formulas#vectors-validate-simple (asserted)
    CHECK(report.memory_bytes(memory_type::working_memory_variable, 1, training, cache_mode::none) == 108);
    // policy::corrected records the real network input FF(10) (docs/differences.md).
    CHECK(report.network_inputs[0] == nm::input_type(nm::input::feed_forward{10}));
}

TEST_CASE("PR #3672 sample (dl4j-memory-formulas#vectors-pr3672): two Dense 20->20 on FF(20)") {
    constexpr auto report = nm::memory_report<pr_3672, nm::policy::dl4j>();
    // Inference 3,360 + nEx x 160; training 6,720 + nEx x 400 (published sample).
    CHECK(test_support::split(report, inference) == test_support::split_bytes{3'360, 160});
    CHECK(test_support::split(report, training) == test_support::split_bytes{6'720, 400});

    const type_case types[] = {
        {"PARAMETERS 3,360 (published)", memory_type::parameters, 1, training, 3'360},
        {"PARAMATER_GRADIENTS 3,360 (published)", memory_type::parameter_gradients, 1, training, 3'360},
        {"ACTIVATIONS nEx x 160 (published), nEx = 3", memory_type::activations, 3, training, 480},
        {"ACTIVATION_GRADIENTS nEx x 160 (derived, #vectors-pr3672), nEx = 3", memory_type::activation_gradients, 3,
         training, 480},
        {"WORKING_MEMORY_VARIABLE nEx x 80 (derived, #vectors-pr3672), nEx = 3",
         memory_type::working_memory_variable, 3, training, 240},
    };
    for (const auto& c : types) {
        CAPTURE(c.what);
        CHECK(report.memory_bytes(c.type, c.minibatch, c.mode, cache_mode::none, data_type::float32) ==
              c.expected_bytes);
    }
}

TEST_CASE("validateSimple in every DL4J data type and int8: total(15, inference) = (787 + 15 * 47) * b") {
    // dl4j-memory-formulas#vectors-validate-simple: 5,968 = (787 + 15*47) * 4 bytes = 1,492 elements * 4; the other
    // types scale the same 1,492 elements by their bytes per element (dl4j-memory-formulas#data-types: DOUBLE 8, FLOAT
    // 4, HALF 2; int8 1).
    constexpr auto report = nm::memory_report<validate_simple, nm::policy::dl4j>();
    struct case_ {
        data_type type;
        nm::size_type bytes_per_element;
        nm::size_type expected_bytes;
    };
    const case_ cases[] = {
        {data_type::float64, 8, 11'936},
        {data_type::float32, 4, 5'968},
        {data_type::float16, 2, 2'984},
        {data_type::int8, 1, 1'492},
    };
    for (const auto& c : cases) {
        CAPTURE(nm::name_of(c.type));
        CHECK(nm::bytes_per_element(c.type) == c.bytes_per_element);
        CHECK(report.total_bytes(15, inference, cache_mode::none, c.type) == c.expected_bytes);
    }
}
