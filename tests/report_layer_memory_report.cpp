// tests/report_layer_memory_report.cpp: per-layer memory reports of the seed layers that DL4J's test
// vectors do not cover (autoencoder, RBM, global pooling, the dropout input copy D, flatten),
// each expected number a hand computation from the formulas of dl4j-memory-formulas#parameters, #updaters and #layers
// written out.
#include <doctest/doctest.h>

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
constexpr nm::training_config adam{.updater = nm::updater::adam};
constexpr nm::training_config with_dropout{.dropout = true};

using autoencoder_net = nm::sequential<ff20, nm::autoencoder{.units = 10}>;
using rbm_net = nm::sequential<ff20, nm::rbm{.units = 10}>;
using rbm3_net = nm::sequential<ff20, nm::rbm{.units = 10, .gibbs_steps = 3}>;

// dl4j-memory-formulas#vectors-lenet's network, used here with dropout configured.
using lenet_like = nm::sequential<nm::input::convolutional{.height = 28, .width = 28, .channels = 1},
                                  nm::conv2d{.filters = 20, .kernel = {5, 5}},
                                  nm::max_pool2d{.kernel = {2, 2}, .stride = {2, 2}},
                                  nm::dense{.units = 100},
                                  nm::output{.units = 10}>;

}  // namespace

// dl4j-memory-formulas#parameters, #bug-11
TEST_CASE("autoencoder FF(20) -> 10: DL4J's report forgets the visible bias") {
    // Real count: 20*10 + 10 + 20 = 230 (weights, hidden bias, visible bias).
    CHECK(nm::parameter_count<autoencoder_net> == 230);
    constexpr auto dl4j = nm::memory_report<autoencoder_net, nm::policy::dl4j>(adam);
    constexpr auto corrected = nm::memory_report<autoencoder_net>(adam);
    // policy::dl4j: P = 20*10 + 10 = 210, U = Adam 2 * 210 = 420.
    CHECK(dl4j[0].parameters == 210);
    CHECK(dl4j[0].updater_state == 420);
    // policy::corrected: P = 230, U = 2 * 230 = 460.
    CHECK(corrected[0].parameters == 230);
    CHECK(corrected[0].updater_state == 460);
    // WVT = D + out + in = 0 + 10 + 20 = 30 for every cache mode.
    for (cache_mode mode : {cache_mode::device, cache_mode::host, cache_mode::none})
        CHECK(dl4j[0].working_memory_variable_training[mode] == 30);
    // With dropout: D = in = 20 -> 50.
    CHECK(nm::memory_report<autoencoder_net>(with_dropout)[0].working_memory_variable_training[cache_mode::none] ==
          50);
    // Training fixed bytes, Sgd: (P + gradients) * 4: dl4j 2 * 210 * 4 = 1,680; corrected 2 * 230 * 4 = 1,840.
    CHECK(nm::memory_report<autoencoder_net, nm::policy::dl4j>().total_bytes(0, training) == 1'680);
    CHECK(nm::memory_report<autoencoder_net>().total_bytes(0, training) == 1'840);
}

TEST_CASE("RBM FF(20) -> 10 (dl4j-memory-formulas#layers, historical rows)") {
    constexpr auto dl4j = nm::memory_report<rbm_net, nm::policy::dl4j>();
    // P = 20*10 + 10 + 20 = 230; WVI = k*2*out + in = 1*2*10 + 20 = 40; WVT the same.
    CHECK(nm::parameter_count<rbm_net> == 230);
    CHECK(dl4j[0].parameters == 230);
    CHECK(dl4j[0].working_memory_variable_inference == 40);
    CHECK(dl4j[0].working_memory_variable_training[cache_mode::none] == 40);
    CHECK(dl4j[0].working_memory_variable_training[cache_mode::host] == 40);
    // Dropout is computed but never used by DL4J's RBM: still 40.
    CHECK(nm::memory_report<rbm_net>(with_dropout)[0].working_memory_variable_training[cache_mode::none] == 40);
    // k = 3: 3*2*10 + 20 = 80.
    CHECK(nm::memory_report<rbm3_net>()[0].working_memory_variable_inference == 80);
    // Inference totals in bytes: dl4j keeps WVI unscaled (dl4j-memory-formulas#memory-bytes): fixed 230*4 + 40*4 =
    // 1,080, per example out 10*4 = 40. corrected: fixed 920, per example 40 + 160 = 200.
    CHECK(split(dl4j, inference) == split_bytes{1'080, 40});
    CHECK(split(nm::memory_report<rbm_net>(), inference) == split_bytes{920, 200});
}

TEST_CASE("global pooling reports: pnorm keeps a copy of its input (dl4j-memory-formulas#layers)") {
    using pnorm_net = nm::sequential<nm::input::convolutional{.height = 4, .width = 4, .channels = 8},
                                     nm::global_pooling{.type = nm::pooling_type::pnorm}>;
    using max_net = nm::sequential<nm::input::convolutional{.height = 4, .width = 4, .channels = 8},
                                   nm::global_pooling{.type = nm::pooling_type::max}>;
    constexpr auto pnorm = nm::memory_report<pnorm_net, nm::policy::dl4j>(with_dropout);
    // in = 4*4*8 = 128: WVI = WVT = 128 (no dropout term); output FF(8).
    CHECK(pnorm[0].working_memory_variable_inference == 128);
    CHECK(pnorm[0].working_memory_variable_training[cache_mode::none] == 128);
    CHECK(pnorm[0].output == nm::input_type(nm::input::feed_forward{8}));
    constexpr auto max = nm::memory_report<max_net, nm::policy::dl4j>(with_dropout);
    CHECK(max[0].working_memory_variable_inference == 0);
    CHECK(max[0].working_memory_variable_training[cache_mode::none] == 0);
    // Bytes, inference, dl4j: activations 8*4 = 32 per example; WVI 128*4 = 512 fixed (unscaled).
    CHECK(split(pnorm, inference) == split_bytes{512, 32});
}

TEST_CASE("the dropout input copy D goes only to layers whose DL4J formula has it (dl4j-memory-formulas#layers)") {
    constexpr auto report = nm::memory_report<lenet_like, nm::policy::dl4j>(with_dropout);
    // conv: I = 14,400, D = 28*28*1 = 784: NONE 2I + D = 29,584; HOST I + D = 15,184.
    CHECK(report[0].working_memory_variable_training[cache_mode::none] == 29'584);
    CHECK(report[0].working_memory_variable_training[cache_mode::host] == 15'184);
    // pool: I = 11,520, D = 24*24*20 = 11,520: I + D = 23,040.
    CHECK(report[1].working_memory_variable_training[cache_mode::none] == 23'040);
    // dense: D + out = 2,880 + 100 = 2,980; output: 100 + 10 = 110.
    CHECK(report[2].working_memory_variable_training[cache_mode::none] == 2'980);
    CHECK(report[3].working_memory_variable_training[cache_mode::none] == 110);

    // Layers without D: the same with and without dropout.
    using no_d = nm::sequential<ff20, nm::activation_layer{}, nm::batch_normalization{}, nm::dropout{},
                                nm::embedding{.output_dim = 5}, nm::loss{}>;
    constexpr auto plain = nm::memory_report<no_d>();
    constexpr auto dropped = nm::memory_report<no_d>(with_dropout);
    // activation: in = 20; batch norm: 3*20 + 2*20 = 100; dropout layer: 0; embedding: out = 5; loss: 0.
    const nm::size_type expected[] = {20, 100, 0, 5, 0};
    for (std::size_t i = 0; i < 5; ++i) {
        CAPTURE(i);
        CHECK(plain[i].working_memory_variable_training[cache_mode::none] == expected[i]);
        CHECK(dropped[i].working_memory_variable_training[cache_mode::none] == expected[i]);
    }
}

TEST_CASE("a per-layer updater override changes only that layer's updater state") {
    nm::training_config config{.updater = nm::updater::sgd};
    config.updater_overrides[0] = {.layer = 2, .updater = nm::updater::nesterovs};
    const auto report = nm::memory_report<lenet_like>(config);
    // Sgd: 0 everywhere but layer 2 (dense, P = 288,100), whose Nesterovs state is P = 288,100.
    CHECK(report[0].updater_state == 0);
    CHECK(report[1].updater_state == 0);
    CHECK(report[2].updater_state == 288'100);
    CHECK(report[3].updater_state == 0);
}

TEST_CASE("flatten has no report entry; the entries after it are renumbered") {
    using flat = nm::sequential<nm::input::convolutional{.height = 3, .width = 4, .channels = 5}, nm::flatten{},
                                nm::dense{.units = 7}>;
    constexpr auto report = nm::memory_report<flat>();
    REQUIRE(report.size() == 1);
    // The dense layer sees FF(3*4*5 = 60): P = 60*7 + 7 = 427.
    CHECK(report[0].input == nm::input_type(nm::input::feed_forward{60}));
    CHECK(report[0].parameters == 427);
}
