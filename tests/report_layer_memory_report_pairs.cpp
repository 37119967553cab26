// tests/report_layer_memory_report_pairs.cpp: dl4j-memory-formulas#vectors-pairs (DL4J testMemoryReportSimple /
// testMemoryReportSimpleCG), two clones of one layer, for the seed layers: Activation, Dense, Dropout, Embedding (CG
// and MLN variants), Output and LossLayer. Numbers are that section's derived table: FLOAT bytes,
// "fixed + M x per example"; training with cache NONE and HOST. Where policy::corrected differs
// (LossLayer only), its numbers are hand computations written out next to them.
#include <doctest/doctest.h>

#include <iterator>
#include <string_view>

#include <netmem/netmem.hpp>

#include "support.hpp"

namespace {

namespace nm = netmem;
using nm::cache_mode;
using test_support::split_bytes;
using test_support::inference;
using test_support::split;
using test_support::training;

constexpr nm::input::feed_forward ff20{.size = 20};

using activation_pair = nm::sequential<ff20, nm::activation_layer{.activation = nm::activation::tanh},
                                       nm::activation_layer{.activation = nm::activation::tanh}>;
using dense_pair = nm::sequential<ff20, nm::dense{.units = 20}, nm::dense{.units = 20}>;
using dropout_pair = nm::sequential<ff20, nm::dropout{}, nm::dropout{}>;
// CG (and the 2019 MLN builder): both layers keep nIn = 1.
using embedding_pair_cg =
    nm::sequential<ff20, nm::embedding{.input_dim = 1, .output_dim = 20}, nm::embedding{.input_dim = 1, .output_dim = 20}>;
// MLN with the 2020+ builder: it keeps layer0's nIn = 1 and overwrites layer1's nIn with the propagated 20.
using embedding_pair_mln =
    nm::sequential<ff20, nm::embedding{.input_dim = 1, .output_dim = 20}, nm::embedding{.output_dim = 20}>;
using output_pair = nm::sequential<ff20, nm::output{.units = 20}, nm::output{.units = 20}>;
using loss_pair = nm::sequential<ff20, nm::loss{}, nm::loss{}>;

/// One row of the table: per-layer P / WVI / WVT(NONE) / CV(HOST) and the three totals.
struct row {
    nm::size_type parameters[2];
    nm::size_type working_variable_inference;
    nm::size_type working_variable_training_none;
    nm::size_type cache_variable_host;
    split_bytes inference_total;
    split_bytes training_none;
    split_bytes training_host;
};

template <class Report>
void check_row(const Report& report, const row& expected) {
    REQUIRE(report.size() == 2);
    for (std::size_t i = 0; i < 2; ++i) {
        CAPTURE(i);
        const auto& layer = report[i];
        CHECK(layer.parameters == expected.parameters[i]);
        CHECK(layer.working_memory_variable_inference == expected.working_variable_inference);
        CHECK(layer.working_memory_variable_training[cache_mode::none] == expected.working_variable_training_none);
        CHECK(layer.cache_memory_variable[cache_mode::host] == expected.cache_variable_host);
    }
    CHECK(split(report, inference) == expected.inference_total);
    CHECK(split(report, training, cache_mode::none) == expected.training_none);
    CHECK(split(report, training, cache_mode::host) == expected.training_host);
}

}  // namespace

TEST_CASE("dl4j-memory-formulas#vectors-pairs layer pairs, policy::dl4j (and policy::corrected where equal)") {
    SUBCASE("Activation(tanh), FF(20): 0/0/20/0; 0 + M x 160; 0 + M x 400") {
        const row r{{0, 0}, 0, 20, 0, {0, 160}, {0, 400}, {0, 400}};
        check_row(nm::memory_report<activation_pair, nm::policy::dl4j>(), r);
        check_row(nm::memory_report<activation_pair>(), r);
    }
    SUBCASE("Dense 20->20, FF(20): 420/0/20/0; 3,360 + M x 160; 6,720 + M x 400") {
        const row r{{420, 420}, 0, 20, 0, {3'360, 160}, {6'720, 400}, {6'720, 400}};
        check_row(nm::memory_report<dense_pair, nm::policy::dl4j>(), r);
        check_row(nm::memory_report<dense_pair>(), r);
    }
    SUBCASE("Dropout, FF(20): 0/0/0/0; 0 + M x 160; 0 + M x 320") {
        const row r{{0, 0}, 0, 0, 0, {0, 160}, {0, 320}, {0, 320}};
        check_row(nm::memory_report<dropout_pair, nm::policy::dl4j>(), r);
        check_row(nm::memory_report<dropout_pair>(), r);
    }
    SUBCASE("Embedding nIn=1 nOut=20, CG: 20 and 20/0/20/0; 160 + M x 160; 320 + M x 400") {
        const row r{{20, 20}, 0, 20, 0, {160, 160}, {320, 400}, {320, 400}};
        check_row(nm::memory_report<embedding_pair_cg, nm::policy::dl4j>(), r);
        check_row(nm::memory_report<embedding_pair_cg>(), r);
    }
    SUBCASE("Embedding, MLN, 2020+ builder (layer1 nIn := 20): 20 and 400; 1,680 + M x 160; 3,360 + M x 400") {
        const row r{{20, 400}, 0, 20, 0, {1'680, 160}, {3'360, 400}, {3'360, 400}};
        check_row(nm::memory_report<embedding_pair_mln, nm::policy::dl4j>(), r);
        check_row(nm::memory_report<embedding_pair_mln>(), r);
    }
    SUBCASE("Output 20->20, FF(20): 420/0/20/0; 3,360 + M x 160; 6,720 + M x 400") {
        const row r{{420, 420}, 0, 20, 0, {3'360, 160}, {6'720, 400}, {6'720, 400}};
        check_row(nm::memory_report<output_pair, nm::policy::dl4j>(), r);
        check_row(nm::memory_report<output_pair>(), r);
    }
    SUBCASE("LossLayer, FF(20), policy::dl4j: the 2nd layer sees FF(0); 0 + M x 80; 0 + M x 160") {
        constexpr auto report = nm::memory_report<loss_pair, nm::policy::dl4j>();
        check_row(report, {{0, 0}, 0, 0, 0, {0, 80}, {0, 160}, {0, 160}});
        CHECK(report[1].input == nm::input_type(nm::input::feed_forward{0}));
        CHECK(report[1].output == nm::input_type(nm::input::feed_forward{0}));  // the report's out := in
    }
}

TEST_CASE("LossLayer pair under policy::corrected: a loss layer passes its input through") {
    constexpr auto report = nm::memory_report<loss_pair>();
    // Hand computation: both layers see FF(20) and record out = in = 20 elements.
    // Inference: activations 2 layers x 20 x 4 bytes = 160 per example, nothing fixed.
    // Training: activations 160 + activation gradients 2 x 20 x 4 = 160 -> 320 per example.
    check_row(report, {{0, 0}, 0, 0, 0, {0, 160}, {0, 320}, {0, 320}});
    CHECK(report[1].input == nm::input_type(ff20));
}

TEST_CASE("dl4j-memory-formulas#layers recorded classes of the seed layers") {
    using all = nm::sequential<nm::input::convolutional{.height = 6, .width = 6, .channels = 2},
                               nm::max_pool2d{.kernel = {2, 2}},          // SubsamplingLayer
                               nm::avg_pool2d{.kernel = {1, 1}},          // SubsamplingLayer
                               nm::pnorm_pool2d{.kernel = {1, 1}},        // SubsamplingLayer
                               nm::batch_normalization{},                 // BatchNormalization
                               nm::activation_layer{},                    // ActivationLayer
                               nm::dropout{},                             // DropoutLayer
                               nm::global_pooling{},                      // GlobalPoolingLayer
                               nm::autoencoder{.units = 4},               // AutoEncoder
                               nm::rbm{.units = 4},                       // RBM
                               nm::embedding{.output_dim = 4},            // EmbeddingLayer
                               nm::dense{.units = 4},                     // DenseLayer
                               nm::output{.units = 4},                    // OutputLayer
                               nm::loss{.units = 4}>;                     // LossLayer
    constexpr auto report = nm::memory_report<all, nm::policy::dl4j>();
    const char* const expected[] = {"SubsamplingLayer", "SubsamplingLayer", "SubsamplingLayer", "BatchNormalization",
                                    "ActivationLayer",  "DropoutLayer",     "GlobalPoolingLayer", "AutoEncoder",
                                    "RBM",              "EmbeddingLayer",   "DenseLayer",       "OutputLayer",
                                    "LossLayer"};
    REQUIRE(report.size() == std::size(expected));
    for (std::size_t i = 0; i < report.size(); ++i) {
        CAPTURE(i);
        CHECK(std::string_view(report[i].report_class) == expected[i]);
    }
}
