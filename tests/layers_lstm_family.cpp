// tests/layers_lstm_family.cpp: parameter counts, output shapes and policy::corrected reports of the
// recurrent family (lstm, graves_lstm, graves_bidirectional_lstm, simple_rnn, bidirectional,
// last_time_step, time_distributed, rnn_output, rnn_loss, embedding_sequence, repeat_vector).
// Every expected number is a Keras/PyTorch count or a hand computation written out next to it.
// Also tests: netmem/layers/bidirectional.hpp netmem/layers/graves_bidirectional_lstm.hpp
// Also tests: netmem/layers/last_time_step.hpp netmem/layers/time_distributed.hpp
// Also tests: netmem/layers/simple_rnn.hpp netmem/layers/rnn_output.hpp netmem/layers/embedding_sequence.hpp
// Also tests: netmem/layers/repeat_vector.hpp
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

template <class Net>
constexpr nm::input_type output_of = nm::output_type<Net>;

struct count_case {
    const char* what;
    nm::size_type parameters;
    nm::size_type expected;
};

}  // namespace

TEST_CASE("recurrent parameter counts against Keras / DL4J counts written out by hand") {
    const count_case cases[] = {
        // Keras LSTM(units) on n features: 4*units*(n + units + 1).
        {"lstm 20 on 20: 4*20*(20+20+1)", nm::parameter_count<nm::sequential<rnn_20_30, nm::lstm{.units = 20}>>, 3'280},
        {"lstm 64 on 32: 4*64*(32+64+1)",
         nm::parameter_count<nm::sequential<nm::input::recurrent{32, 10}, nm::lstm{.units = 64}>>, 24'832},
        // Keras LSTM(units, use_bias=False): 4*units*(n + units).
        {"lstm 64 on 32 without bias: 4*64*(32+64)",
         nm::parameter_count<nm::sequential<nm::input::recurrent{32, 10}, nm::lstm{.units = 64, .use_bias = false}>>,
         24'576},
        // DL4J GravesLSTM: 4*n*u + u*(4u + 3) + 4u = 1,600 + 1,660 + 80 (dl4j-memory-formulas#vectors-pairs table:
        // 3,340).
        {"graves_lstm 20 on 20", nm::parameter_count<nm::sequential<rnn_20_30, nm::graves_lstm{.units = 20}>>, 3'340},
        // DL4J GravesBidirectionalLSTM: 2 * 3,340 (the real count; the dl4j report doubles it again).
        {"graves_bidirectional_lstm 20 on 20",
         nm::parameter_count<nm::sequential<rnn_20_30, nm::graves_bidirectional_lstm{.units = 20}>>, 6'680},
        // Keras SimpleRNN(units) on n features: units*(n + units + 1) = 20*41.
        {"simple_rnn 20 on 20", nm::parameter_count<nm::sequential<rnn_20_30, nm::simple_rnn{.units = 20}>>, 820},
        // DL4J SimpleRnn with layer norm: + 2*units gains = 820 + 40.
        {"simple_rnn 20 on 20 with layer norm",
         nm::parameter_count<nm::sequential<rnn_20_30, nm::simple_rnn{.units = 20, .layer_norm = true}>>, 860},
        // Keras Bidirectional(LSTM(20)) on 20 features: 2 * 3,280.
        {"bidirectional lstm 20 on 20",
         nm::parameter_count<nm::sequential<rnn_20_30, nm::bidirectional<nm::lstm{.units = 20}>{}>>, 6'560},
        // Keras LSTM(20, return_sequences=False): the same 3,280.
        {"last_time_step lstm 20 on 20",
         nm::parameter_count<nm::sequential<rnn_20_30, nm::last_time_step<nm::lstm{.units = 20}>{}>>, 3'280},
        // Keras TimeDistributed(Dense(10)) on (30, 20): 20*10 + 10.
        {"time_distributed dense 10 on 20",
         nm::parameter_count<nm::sequential<rnn_20_30, nm::time_distributed<nm::dense{.units = 10}>{}>>, 210},
        // DL4J RnnOutputLayer = Keras TimeDistributed(Dense(5)): 20*5 + 5.
        {"rnn_output 5 on 20", nm::parameter_count<nm::sequential<rnn_20_30, nm::rnn_output{.units = 5}>>, 105},
        {"rnn_loss", nm::parameter_count<nm::sequential<rnn_20_30, nm::rnn_loss{}>>, 0},
        // Keras Embedding(1000, 64, input_length=10): 1000*64.
        {"embedding_sequence 1000 -> 64",
         nm::parameter_count<nm::sequential<nm::input::feed_forward{10},
                                            nm::embedding_sequence{.input_dim = 1'000, .output_dim = 64}>>,
         64'000},
        // Keras RepeatVector(3): no weights.
        {"repeat_vector 3",
         nm::parameter_count<nm::sequential<nm::input::feed_forward{32}, nm::repeat_vector{.repetitions = 3}>>, 0},
    };
    for (const auto& c : cases) {
        CAPTURE(c.what);
        CHECK(c.parameters == c.expected);
    }
}

TEST_CASE("recurrent output shapes (Keras output shapes written as netmem input types)") {
    // Keras LSTM(20) with return_sequences=True on (30, 20): (30, 20).
    CHECK(output_of<nm::sequential<rnn_20_30, nm::lstm{.units = 20}>> == nm::input_type(nm::input::recurrent{20, 30}));
    // DL4J GravesLSTM / GravesBidirectionalLSTM (directions summed) / SimpleRnn / RnnOutputLayer:
    // RNN(nOut, T) (dl4j-memory-formulas#shape-other).
    CHECK(output_of<nm::sequential<rnn_20_30, nm::graves_lstm{.units = 7}>> == nm::input_type(nm::input::recurrent{7, 30}));
    CHECK(output_of<nm::sequential<rnn_20_30, nm::graves_bidirectional_lstm{.units = 7}>> ==
          nm::input_type(nm::input::recurrent{7, 30}));
    CHECK(output_of<nm::sequential<rnn_20_30, nm::simple_rnn{.units = 7}>> == nm::input_type(nm::input::recurrent{7, 30}));
    CHECK(output_of<nm::sequential<rnn_20_30, nm::rnn_output{.units = 7}>> == nm::input_type(nm::input::recurrent{7, 30}));
    // Keras Bidirectional(LSTM(20)), merge_mode concat: (30, 40); sum / mul / ave: (30, 20).
    CHECK(output_of<nm::sequential<rnn_20_30, nm::bidirectional<nm::lstm{.units = 20}>{}>> ==
          nm::input_type(nm::input::recurrent{40, 30}));
    CHECK(output_of<nm::sequential<rnn_20_30, nm::bidirectional<nm::lstm{.units = 20}>{
                                                  .mode = nm::bidirectional_mode::average}>> ==
          nm::input_type(nm::input::recurrent{20, 30}));
    // Keras Bidirectional(LSTM(20, return_sequences=False)): (40,).
    CHECK(output_of<nm::sequential<rnn_20_30, nm::bidirectional<nm::last_time_step<nm::lstm{.units = 20}>{}>{}>> ==
          nm::input_type(nm::input::feed_forward{40}));
    // Keras LSTM(20, return_sequences=False): (20,).
    CHECK(output_of<nm::sequential<rnn_20_30, nm::last_time_step<nm::lstm{.units = 20}>{}>> ==
          nm::input_type(nm::input::feed_forward{20}));
    // Keras TimeDistributed(Dense(10)) on (30, 20): (30, 10).
    CHECK(output_of<nm::sequential<rnn_20_30, nm::time_distributed<nm::dense{.units = 10}>{}>> ==
          nm::input_type(nm::input::recurrent{10, 30}));
    // Keras Embedding(1000, 64, input_length=10): (10, 64).
    CHECK(output_of<nm::sequential<nm::input::feed_forward{10},
                                   nm::embedding_sequence{.input_dim = 1'000, .output_dim = 64, .input_length = 10}>> ==
          nm::input_type(nm::input::recurrent{64, 10}));
    // Keras RepeatVector(3) on (32,): (3, 32).
    CHECK(output_of<nm::sequential<nm::input::feed_forward{32}, nm::repeat_vector{.repetitions = 3}>> ==
          nm::input_type(nm::input::recurrent{32, 3}));
    // DL4J RnnLossLayer: the input.
    CHECK(output_of<nm::sequential<rnn_20_30, nm::rnn_loss{}>> == nm::input_type(rnn_20_30));
    // A dense layer on RNN(20, 30) input: netmem feeds FF(20) rows first (RnnToFeedForward); an LSTM after
    // a dense layer gets RNN(10, 30) back under policy::corrected (T restored, dl4j-memory-formulas#bug-14).
    CHECK(output_of<nm::sequential<rnn_20_30, nm::dense{.units = 10}, nm::lstm{.units = 4}>> ==
          nm::input_type(nm::input::recurrent{4, 30}));
}

TEST_CASE("graves_bidirectional_lstm pair under policy::corrected: no double count") {
    using net = nm::sequential<rnn_20_30, nm::graves_bidirectional_lstm{.units = 20},
                               nm::graves_bidirectional_lstm{.units = 20}>;
    constexpr auto report = nm::memory_report<net>();
    // P per layer = 2 * 3,340 = 6,680 (hand: both GravesLSTM directions once).
    CHECK(report[0].parameters == 6'680);
    // Inference: fixed = 2 layers * 6,680 * 4 B = 53,440; per example = activations 2 * 600 * 4 = 4,800
    // + working 2A = 2 * 4*30*20 = 4,800 elements * 4 B = 19,200 (corrected: scaled by M) = 24,000.
    CHECK(split(report, inference) == split_bytes{53'440, 24'000});
    // Training NONE: fixed = params + gradients = 2 * 53,440 = 106,880; per example = 4,800 + 4,800 +
    // 2 * (A + F + B) = 2 * (2,400 + 3,600 + 5,400) = 22,800 elements * 4 = 91,200 -> 100,800.
    CHECK(split(report, training) == split_bytes{106'880, 100'800});
    // With Adam: U = 2 * 6,680 per layer; fixed = 106,880 + 2 * 13,360 * 4 = 213,760.
    constexpr auto adam = nm::memory_report<net>(nm::training_config{.updater = nm::updater::adam});
    CHECK(adam[0].updater_state == 13'360);
    CHECK(split(adam, training).fixed == 213'760);
    // policy::dl4j with Adam: U = 2 * updater(2 * 3,340) = 2 * (2 * 6,680) = 26,720 per layer
    // (dl4j-memory-formulas#layers row).
    constexpr auto dl4j_adam = nm::memory_report<net, nm::policy::dl4j>(nm::training_config{.updater = nm::updater::adam});
    CHECK(dl4j_adam[0].updater_state == 26'720);
}

TEST_CASE("bidirectional<lstm> on RNN(20, 30): policy::dl4j vs policy::corrected") {
    using net = nm::sequential<rnn_20_30, nm::bidirectional<nm::lstm{.units = 20}>{}>;
    constexpr auto dl4j = nm::memory_report<net, nm::policy::dl4j>();
    constexpr auto corrected = nm::memory_report<net>();
    // Forward LSTM: P = 3,280, WVI = 2,400, WVT = 9,600 (NONE) / 6,000 (HOST), CV(HOST) = 3,600, out 20*30.
    // dl4j = scale(2): P 6,560, WVI 4,800, WVT NOT doubled, CV 7,200, output the fwd's 600 elements.
    CHECK(dl4j[0].parameters == 6'560);
    CHECK(dl4j[0].working_memory_variable_training[cache_mode::none] == 9'600);
    CHECK(dl4j[0].output == nm::input_type(nm::input::recurrent{20, 30}));
    // inference: fixed 6,560*4 + 4,800*4 (quirk) = 26,240 + 19,200 = 45,440; per example 600*4 = 2,400.
    CHECK(split(dl4j, inference) == split_bytes{45'440, 2'400});
    // training NONE: fixed 2 * 26,240 = 52,480; per example 2,400 + 2,400 + 9,600*4 = 43,200.
    CHECK(split(dl4j, training) == split_bytes{52'480, 43'200});
    // training HOST: 2,400 + 2,400 + 6,000*4 + 7,200*4 = 57,600.
    CHECK(split(dl4j, training, cache_mode::host) == split_bytes{52'480, 57'600});

    // corrected: WVT doubled (19,200 / 12,000) and the concat output RNN(40, 30) = 1,200 elements.
    CHECK(corrected[0].working_memory_variable_training[cache_mode::none] == 19'200);
    CHECK(corrected[0].output == nm::input_type(nm::input::recurrent{40, 30}));
    // inference: fixed 26,240; per example 1,200*4 + 4,800*4 = 24,000.
    CHECK(split(corrected, inference) == split_bytes{26'240, 24'000});
    // training NONE: per example 4,800 + 2,400 + 19,200*4 = 84,000; HOST: 4,800 + 2,400 + 12,000*4 + 7,200*4.
    CHECK(split(corrected, training) == split_bytes{52'480, 84'000});
    CHECK(split(corrected, training, cache_mode::host) == split_bytes{52'480, 84'000});
}

TEST_CASE("bidirectional concat under policy::dl4j: the network flow loses T (dl4j-memory-formulas#bug-10)") {
    using net = nm::sequential<rnn_20_30, nm::bidirectional<nm::lstm{.units = 20}>{}>;
    // DL4J re-creates the concat type without a time length.
    CHECK(nm::layer_output_types<net, nm::policy::dl4j>[0] == nm::input_type(nm::input::recurrent{40, 0}));
    CHECK(nm::layer_output_types<net>[0] == nm::input_type(nm::input::recurrent{40, 30}));
    // A following rnn_output is therefore rejected under dl4j (DL4J throws), and fine under corrected.
    using followed = nm::sequential<rnn_20_30, nm::bidirectional<nm::lstm{.units = 20}>{}, nm::rnn_output{.units = 5}>;
    CHECK(followed::analysis<nm::policy::dl4j>.failed_layer == 1);
    CHECK(followed::analysis<nm::policy::corrected>.failed_layer == nm::detail::npos);
    // add mode keeps the forward type, T included, under both policies.
    using add = nm::sequential<rnn_20_30, nm::bidirectional<nm::lstm{.units = 20}>{.mode = nm::bidirectional_mode::add},
                               nm::rnn_output{.units = 5}>;
    CHECK(add::analysis<nm::policy::dl4j>.failed_layer == nm::detail::npos);
}

TEST_CASE("last_time_step<lstm> on RNN(20, 30): policy::dl4j keeps the RNN output, corrected does not") {
    using net = nm::sequential<rnn_20_30, nm::last_time_step<nm::lstm{.units = 20}>{}>;
    constexpr auto dl4j = nm::memory_report<net, nm::policy::dl4j>();
    constexpr auto corrected = nm::memory_report<net>();
    // dl4j: the LSTM's report: inference fixed 3,280*4 + 2,400*4 = 22,720, per example 600*4 = 2,400.
    CHECK(split(dl4j, inference) == split_bytes{22'720, 2'400});
    // training NONE: 2 * 13,120 = 26,240; per example 2,400 + 2,400 + 9,600*4 = 43,200.
    CHECK(split(dl4j, training) == split_bytes{26'240, 43'200});
    // corrected: output FF(20) = 80 B; working + the full sequence 600: WVI 3,000, WVT 10,200.
    // inference per example 80 + 3,000*4 = 12,080; training 80 + 2,400 + 10,200*4 = 43,280.
    CHECK(split(corrected, inference) == split_bytes{13'120, 12'080});
    CHECK(split(corrected, training) == split_bytes{26'240, 43'280});
}

TEST_CASE("time_distributed<dense> on RNN(20, 30) under policy::corrected") {
    using net = nm::sequential<rnn_20_30, nm::time_distributed<nm::dense{.units = 10}>{}>;
    constexpr auto report = nm::memory_report<net>();
    // P = 210; output RNN(10, 30) = 300 elements; dense working = out per step = 10, times T = 300.
    CHECK(report[0].working_memory_variable_training[cache_mode::none] == 300);
    // inference: 210*4 = 840 fixed; per example 300*4 = 1,200.
    CHECK(split(report, inference) == split_bytes{840, 1'200});
    // training: 1,680 fixed; per example 1,200 (act) + 600*4 (input gradient) + 300*4 (working) = 4,800.
    CHECK(split(report, training) == split_bytes{1'680, 4'800});
    // DL4J crashes (TimeDistributed(Dense) gets an RNN type): no dl4j report.
    CHECK(net::analysis<nm::policy::dl4j>.dl4j_unsupported_layer == 0);
    // A wrapped layer that accepts any input (activation) has a DL4J report.
    using activation_net = nm::sequential<rnn_20_30, nm::time_distributed<nm::activation_layer{}>{}>;
    CHECK(activation_net::analysis<nm::policy::dl4j>.dl4j_unsupported_layer == nm::detail::npos);
}

TEST_CASE("simple_rnn: no DL4J report; policy::corrected formula") {
    using net = nm::sequential<rnn_20_30, nm::simple_rnn{.units = 20}>;
    CHECK(net::analysis<nm::policy::dl4j>.dl4j_unsupported_layer == 0);
    constexpr auto report = nm::memory_report<net>();
    // From DL4J's SimpleRnn backprop (file comment): WVT = 2*T*units + 3*units = 2*600 + 60 = 1,260;
    // no inference working memory without layer norm.
    CHECK(report[0].working_memory_variable_training[cache_mode::none] == 1'260);
    CHECK(report[0].working_memory_variable_inference == 0);
    // inference: 820*4 = 3,280 fixed; per example 600*4 = 2,400.
    CHECK(split(report, inference) == split_bytes{3'280, 2'400});
    // training: 6,560 fixed; per example 2,400 + 2,400 + 1,260*4 = 9,840.
    CHECK(split(report, training) == split_bytes{6'560, 9'840});
    // layer norm keeps two more T*units arrays: 4*600 + 60 = 2,460; inference 2*units = 40.
    using normalized = nm::sequential<rnn_20_30, nm::simple_rnn{.units = 20, .layer_norm = true}>;
    CHECK(nm::memory_report<normalized>()[0].working_memory_variable_training[cache_mode::host] == 2'460);
    CHECK(nm::memory_report<normalized>()[0].working_memory_variable_inference == 40);
    // bidirectional<simple_rnn> inherits the missing report.
    using wrapped = nm::sequential<rnn_20_30, nm::bidirectional<nm::simple_rnn{.units = 20}>{}>;
    CHECK(wrapped::analysis<nm::policy::dl4j>.dl4j_unsupported_layer == 0);
}

TEST_CASE("rnn_loss, embedding_sequence and repeat_vector reports") {
    using loss_net = nm::sequential<rnn_20_30, nm::rnn_loss{}>;
    // RnnLossLayer: DL4J records "LossLayer" (dl4j-memory-formulas#bug-13); out := in = 600 elements.
    CHECK(std::string_view(nm::memory_report<loss_net, nm::policy::dl4j>()[0].report_class) == "LossLayer");
    CHECK(std::string_view(nm::memory_report<loss_net>()[0].report_class) == "RnnLossLayer");
    // training per example: 600*4 activations + 600*4 gradients = 4,800; nothing fixed.
    CHECK(split(nm::memory_report<loss_net, nm::policy::dl4j>(), training) == split_bytes{0, 4'800});

    using embedding_net = nm::sequential<nm::input::feed_forward{10},
                                         nm::embedding_sequence{.input_dim = 1'000, .output_dim = 64}>;
    constexpr auto embedding = nm::memory_report<embedding_net, nm::policy::dl4j>();
    // P = 64,000; WVT = out = 64*10 = 640 (dl4j-memory-formulas#layers EmbeddingSequenceLayer row).
    CHECK(embedding[0].working_memory_variable_training[cache_mode::none] == 640);
    // training: fixed 2 * 64,000 * 4 = 512,000; per example 640*4 + 10*4 + 640*4 = 5,160.
    CHECK(split(embedding, training) == split_bytes{512'000, 5'160});
    // recurrent(1, 10) input: the same output.
    CHECK(output_of<nm::sequential<nm::input::recurrent{1, 10},
                                   nm::embedding_sequence{.input_dim = 1'000, .output_dim = 64}>> ==
          nm::input_type(nm::input::recurrent{64, 10}));

    using repeat_net = nm::sequential<nm::input::feed_forward{32}, nm::repeat_vector{.repetitions = 3}>;
    // training per example: activations 96*4 + gradients 32*4 = 512 (dl4j-memory-formulas#layers RepeatVector: all 0
    // otherwise).
    CHECK(split(nm::memory_report<repeat_net, nm::policy::dl4j>(), training) == split_bytes{0, 512});
}
