// tests/layers_layer_catalogue.cpp: parameter counts, output shapes and reports of prelu,
// elementwise_multiplication, center_loss_output, ocnn_output, variational_autoencoder,
// yolo2_output, cnn_loss, cnn3d_loss, frozen, frozen_with_backprop, mask_zero, mask and the explicit
// preprocessors. Every expected number is a Keras count or a hand computation written out next to it.
// Also tests: netmem/layers/center_loss_output.hpp netmem/layers/cnn_loss.hpp
// Also tests: netmem/layers/elementwise_multiplication.hpp netmem/layers/mask_zero.hpp
// Also tests: netmem/layers/ocnn_output.hpp netmem/layers/prelu.hpp netmem/layers/variational_autoencoder.hpp
// Also tests: netmem/layers/yolo2_output.hpp netmem/layers/frozen.hpp netmem/layers/preprocessors.hpp
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

struct count_case {
    const char* what;
    nm::size_type parameters;
    nm::size_type expected;
};

constexpr nm::input::convolutional image_28_28_32{.height = 28, .width = 28, .channels = 32};

}  // namespace

TEST_CASE("parameter counts against Keras / DL4J counts written out by hand") {
    const count_case cases[] = {
        // Keras PReLU on (28, 28, 32), shared_axes=[1, 2]: one alpha per channel = 32.
        {"prelu shared over h and w",
         nm::parameter_count<nm::sequential<image_28_28_32, nm::prelu{.shared_axes = {1, 2}}>>, 32},
        // Keras PReLU on (28, 28, 32) without shared axes: 28*28*32.
        {"prelu unshared", nm::parameter_count<nm::sequential<image_28_28_32, nm::prelu{}>>, 25'088},
        // Keras PReLU on (64,): 64.
        {"prelu on FF(64)", nm::parameter_count<nm::sequential<nm::input::feed_forward{64}, nm::prelu{}>>, 64},
        // Keras PReLU on (30, 20) with shared_axes=[1] (shared over time): 20.
        {"prelu on RNN(20, 30) shared over time",
         nm::parameter_count<nm::sequential<nm::input::recurrent{20, 30}, nm::prelu{.shared_axes = {1}}>>, 20},
        // DL4J ElementWiseMultiplicationLayer: w and b per element, 2*20.
        {"elementwise_multiplication on FF(20)",
         nm::parameter_count<nm::sequential<nm::input::feed_forward{20}, nm::elementwise_multiplication{}>>, 40},
        // DL4J CenterLossOutputLayer 20 -> 10: W 200 + b 10 + centres 200.
        {"center_loss_output 20 -> 10",
         nm::parameter_count<nm::sequential<nm::input::feed_forward{20}, nm::center_loss_output{.units = 10}>>, 410},
        // DL4J OCNNOutputLayer, n_in 20, hidden 8: V 160 + w 8 + r 1.
        {"ocnn_output 20, hidden 8",
         nm::parameter_count<nm::sequential<nm::input::feed_forward{20}, nm::ocnn_output{.hidden_size = 8}>>, 169},
        // DL4J VAE n_in 10, latent 2, encoder {5, 4}, decoder {3}, Gaussian:
        //   (10+1)*5 + (5+1)*4 = 79; (4+1)*2*2 = 20; (2+1)*3 = 9; (3+1)*2*10 = 80 -> 188.
        {"variational_autoencoder (small)",
         nm::parameter_count<nm::sequential<nm::input::feed_forward{10},
                                            nm::variational_autoencoder{.units = 2,
                                                                        .encoder_layer_sizes = {5, 4},
                                                                        .decoder_layer_sizes = {3}}>>,
         188},
        // DL4J VAE on 784 (MNIST), latent 32, defaults {100}/{100}, Bernoulli:
        //   (784+1)*100 = 78,500; (100+1)*2*32 = 6,464; (32+1)*100 = 3,300; (100+1)*784 = 79,184 -> 167,448.
        {"variational_autoencoder (MNIST, Bernoulli)",
         nm::parameter_count<nm::sequential<
             nm::input::feed_forward{784},
             nm::variational_autoencoder{.units = 32, .reconstruction = nm::reconstruction_distribution::bernoulli}>>,
         167'448},
        {"yolo2_output", nm::parameter_count<nm::sequential<nm::input::convolutional{13, 13, 125},
                                                            nm::yolo2_output{.bounding_boxes = 5}>>,
         0},
        {"cnn_loss", nm::parameter_count<nm::sequential<image_28_28_32, nm::cnn_loss{}>>, 0},
        {"cnn3d_loss",
         nm::parameter_count<nm::sequential<nm::input::convolutional3d{4, 8, 8, 2}, nm::cnn3d_loss{}>>, 0},
        // Keras Dense(20) on 20 with trainable=False: 420 params, all non-trainable.
        {"frozen dense 20 on 20",
         nm::parameter_count<nm::sequential<nm::input::feed_forward{20}, nm::frozen<nm::dense{.units = 20}>{}>>, 420},
        {"frozen dense 20 on 20: trainable",
         nm::trainable_parameter_count<nm::sequential<nm::input::feed_forward{20}, nm::frozen<nm::dense{.units = 20}>{}>>,
         0},
        {"frozen_with_backprop dense: trainable",
         nm::trainable_parameter_count<
             nm::sequential<nm::input::feed_forward{20}, nm::dense{.units = 20},
                            nm::frozen_with_backprop<nm::dense{.units = 20}>{}>>,
         420},
        // DL4J CenterLoss: the centres have no optimizer (NoOp): trainable 200 + 10.
        {"center_loss_output: trainable",
         nm::trainable_parameter_count<nm::sequential<nm::input::feed_forward{20}, nm::center_loss_output{.units = 10}>>,
         210},
        // Keras Masking + LSTM(20) on (30, 20): the LSTM's 3,280.
        {"mask_zero lstm",
         nm::parameter_count<nm::sequential<nm::input::recurrent{20, 30}, nm::mask_zero<nm::lstm{.units = 20}>{}>>,
         3'280},
    };
    for (const auto& c : cases) {
        CAPTURE(c.what);
        CHECK(c.parameters == c.expected);
    }
}

TEST_CASE("output shapes") {
    // PReLU, Yolo2, CnnLoss keep the input (dl4j-memory-formulas#shape-other).
    CHECK(nm::output_type<nm::sequential<image_28_28_32, nm::prelu{}>> == nm::input_type(image_28_28_32));
    CHECK(nm::output_type<nm::sequential<nm::input::feed_forward{20}, nm::ocnn_output{.hidden_size = 8}>> ==
          nm::input_type(nm::input::feed_forward{1}));
    CHECK(nm::output_type<nm::sequential<nm::input::feed_forward{20}, nm::center_loss_output{.units = 10}>> ==
          nm::input_type(nm::input::feed_forward{10}));
    CHECK(nm::output_type<nm::sequential<nm::input::feed_forward{784}, nm::variational_autoencoder{.units = 32}>> ==
          nm::input_type(nm::input::feed_forward{32}));
    // DL4J Yolo2OutputLayer, CnnLossLayer, Cnn3DLossLayer, MaskLayer: the input (dl4j-memory-formulas#shape-other).
    CHECK(nm::output_type<nm::sequential<nm::input::convolutional{13, 13, 125}, nm::yolo2_output{.bounding_boxes = 5}>> ==
          nm::input_type(nm::input::convolutional{13, 13, 125}));
    CHECK(nm::output_type<nm::sequential<image_28_28_32, nm::cnn_loss{}>> == nm::input_type(image_28_28_32));
    CHECK(nm::output_type<nm::sequential<nm::input::convolutional3d{4, 8, 8, 2}, nm::cnn3d_loss{}>> ==
          nm::input_type(nm::input::convolutional3d{4, 8, 8, 2}));
    CHECK(nm::output_type<nm::sequential<nm::input::recurrent{20, 30}, nm::mask{}>> ==
          nm::input_type(nm::input::recurrent{20, 30}));
    // DL4J ElementWiseMultiplicationLayer: nOut = nIn.
    CHECK(nm::output_type<nm::sequential<nm::input::feed_forward{20}, nm::elementwise_multiplication{}>> ==
          nm::input_type(nm::input::feed_forward{20}));
    // Frozen / MaskZero: the wrapped layer's output (dl4j-memory-formulas#shape-other): Dense(20) -> (20,), LSTM(20) ->
    // (30, 20).
    CHECK(nm::output_type<nm::sequential<nm::input::feed_forward{10}, nm::frozen<nm::dense{.units = 20}>{}>> ==
          nm::input_type(nm::input::feed_forward{20}));
    CHECK(nm::output_type<nm::sequential<nm::input::recurrent{20, 30}, nm::mask_zero<nm::lstm{.units = 20}>{}>> ==
          nm::input_type(nm::input::recurrent{20, 30}));
    // Preprocessors (dl4j-memory-formulas#preprocessors).
    CHECK(nm::output_type<nm::sequential<image_28_28_32, nm::cnn_to_feed_forward{}>> ==
          nm::input_type(nm::input::feed_forward{25'088}));  // 28*28*32
    CHECK(nm::output_type<nm::sequential<nm::input::feed_forward{784},
                                         nm::feed_forward_to_cnn{.height = 28, .width = 28, .channels = 1}>> ==
          nm::input_type(nm::input::convolutional{28, 28, 1}));
    CHECK(nm::output_type<nm::sequential<nm::input::recurrent{20, 30}, nm::rnn_to_feed_forward{}>> ==
          nm::input_type(nm::input::feed_forward{20}));
    CHECK(nm::output_type<nm::sequential<nm::input::feed_forward{20}, nm::feed_forward_to_rnn{.time_steps = 30}>> ==
          nm::input_type(nm::input::recurrent{20, 30}));
    CHECK(nm::output_type<nm::sequential<nm::input::convolutional{4, 4, 2}, nm::cnn_to_rnn{.time_steps = 7}>> ==
          nm::input_type(nm::input::recurrent{32, 7}));  // 4*4*2
    CHECK(nm::output_type<nm::sequential<nm::input::recurrent{32, 7},
                                         nm::rnn_to_cnn{.height = 4, .width = 4, .channels = 2}>> ==
          nm::input_type(nm::input::convolutional{4, 4, 2}));
    CHECK(nm::output_type<nm::sequential<nm::input::convolutional3d{4, 8, 8, 2}, nm::cnn3d_to_feed_forward{}>> ==
          nm::input_type(nm::input::feed_forward{512}));  // 4*8*8*2
    CHECK(nm::output_type<nm::sequential<nm::input::feed_forward{512},
                                         nm::feed_forward_to_cnn3d{.depth = 4, .height = 8, .width = 8, .channels = 2}>> ==
          nm::input_type(nm::input::convolutional3d{4, 8, 8, 2}));
    CHECK(nm::output_type<nm::sequential<nm::input::recurrent{32, 7},
                                         nm::composable<nm::rnn_to_feed_forward{},
                                                        nm::feed_forward_to_cnn{.height = 4, .width = 4, .channels = 2}>{}>> ==
          nm::input_type(nm::input::convolutional{4, 4, 2}));
}

TEST_CASE("explicit preprocessors get no report entry; feed_forward_to_rnn loses T under policy::dl4j") {
    using net = nm::sequential<nm::input::feed_forward{20}, nm::feed_forward_to_rnn{.time_steps = 30},
                               nm::lstm{.units = 20}, nm::rnn_to_feed_forward{}, nm::dense{.units = 5}>;
    // Two layers with reports: the LSTM and the dense.
    CHECK(nm::memory_report<net>().size() == 2);
    CHECK(net::analysis<nm::policy::dl4j>.failed_layer == 1);  // DL4J: RNN(20) without T reaches the LSTM
    CHECK(net::analysis<nm::policy::corrected>.failed_layer == nm::detail::npos);
}

TEST_CASE("frozen: policy::dl4j counts gradients and updater state, policy::corrected does not") {
    using pair = nm::sequential<nm::input::feed_forward{20}, nm::dense{.units = 20}, nm::frozen<nm::dense{.units = 20}>{}>;
    // dl4j: the Dense pair of dl4j-memory-formulas#vectors-pairs: 3,360 + M x 160 inference, 6,720 + M x 400 training.
    CHECK(split(nm::memory_report<pair, nm::policy::dl4j>(), inference) == split_bytes{3'360, 160});
    CHECK(split(nm::memory_report<pair, nm::policy::dl4j>(), training) == split_bytes{6'720, 400});
    // corrected: gradients of the trainable layer only: 3,360 + 420*4 = 5,040.
    CHECK(split(nm::memory_report<pair>(), training) == split_bytes{5'040, 400});
    // With Adam: dl4j U = 2*420 per layer -> 6,720 + 2 * 840 * 4 = 13,440;
    // corrected 3,360 (params) + 1,680 (gradients) + 840*4 (U of layer 0) = 8,400.
    constexpr nm::training_config adam{.updater = nm::updater::adam};
    CHECK(split(nm::memory_report<pair, nm::policy::dl4j>(adam), training).fixed == 13'440);
    CHECK(split(nm::memory_report<pair>(adam), training).fixed == 8'400);
    CHECK(split(nm::memory_report<pair>(adam), memory_type::parameter_gradients, training).fixed == 1'680);
}

TEST_CASE("reports of the remaining layers") {
    // center_loss_output 20 -> 10, Adam: U = 2*200 + 2*10 = 420 (centres NoOp, dl4j-memory-formulas#updaters); WVT =
    // out = 10.
    constexpr auto center =
        nm::memory_report<nm::sequential<nm::input::feed_forward{20}, nm::center_loss_output{.units = 10}>,
                          nm::policy::dl4j>(nm::training_config{.updater = nm::updater::adam});
    CHECK(center[0].updater_state == 420);
    CHECK(center[0].working_memory_variable_training[cache_mode::none] == 10);
    CHECK(std::string_view(center[0].report_class) == "CenterLossOutputLayer");

    // ocnn_output: DL4J records "OutputLayer" (dl4j-memory-formulas#layers); corrected "OCNNOutputLayer".
    using ocnn = nm::sequential<nm::input::feed_forward{20}, nm::ocnn_output{.hidden_size = 8}>;
    CHECK(std::string_view(nm::memory_report<ocnn, nm::policy::dl4j>()[0].report_class) == "OutputLayer");
    CHECK(std::string_view(nm::memory_report<ocnn>()[0].report_class) == "OCNNOutputLayer");
    // training per example: out 1*4 + in 20*4 + WVT (D + out = 1)*4 = 88; fixed 2 * 169 * 4 = 1,352.
    CHECK(split(nm::memory_report<ocnn>(), training) == split_bytes{1'352, 88});

    // VAE n_in 10, latent 2, encoder {5, 4}, decoder {3}, 1 sample:
    //   Q = 4*2 + 1*(2*2 + 3) + 2 = 17; dl4j E = 4 (skips index 0), corrected E = 9.
    using vae = nm::sequential<nm::input::feed_forward{10},
                               nm::variational_autoencoder{.units = 2, .encoder_layer_sizes = {5, 4},
                                                           .decoder_layer_sizes = {3}}>;
    constexpr auto vae_dl4j = nm::memory_report<vae, nm::policy::dl4j>();
    constexpr auto vae_corrected = nm::memory_report<vae>();
    CHECK(vae_dl4j[0].parameters == 22);  // 10*2 + 2: DL4J's Layer-overload count (dl4j-memory-formulas#parameters)
    CHECK(vae_corrected[0].parameters == 188);
    CHECK(vae_dl4j[0].working_memory_variable_inference == 4);
    CHECK(vae_corrected[0].working_memory_variable_inference == 9);
    CHECK(vae_dl4j[0].working_memory_variable_training[cache_mode::none] == 42);       // 2*(4 + 17)
    CHECK(vae_corrected[0].working_memory_variable_training[cache_mode::none] == 52);  // 2*(9 + 17)

    // yolo2_output on CNN(13, 13, 125) (YOLOv2 VOC: 5 boxes * (5 + 20 classes)): in = 21,125.
    constexpr auto yolo = nm::memory_report<nm::sequential<nm::input::convolutional{13, 13, 125},
                                                           nm::yolo2_output{.bounding_boxes = 5}>,
                                            nm::policy::dl4j>();
    CHECK(yolo[0].working_memory_variable_inference == 21'125);
    CHECK(yolo[0].working_memory_variable_training[cache_mode::none] == 126'750);  // 6 * 21,125

    // prelu, Adam: U = 2 * 32; no working memory (dl4j-memory-formulas#layers).
    constexpr auto prelu = nm::memory_report<nm::sequential<image_28_28_32, nm::prelu{.shared_axes = {1, 2}}>,
                                             nm::policy::dl4j>(nm::training_config{.updater = nm::updater::adam});
    CHECK(prelu[0].updater_state == 64);
    CHECK(prelu[0].working_memory_variable_training[cache_mode::none] == 0);

    // elementwise_multiplication on FF(20): WVT = D + out = 20, or 40 with dropout (D = in = 20).
    using elementwise = nm::sequential<nm::input::feed_forward{20}, nm::elementwise_multiplication{}>;
    CHECK(nm::memory_report<elementwise>()[0].working_memory_variable_training[cache_mode::none] == 20);
    CHECK(nm::memory_report<elementwise>(nm::training_config{.dropout = true})[0]
              .working_memory_variable_training[cache_mode::none] == 40);

    // cnn_loss on CNN(28, 28, 32): training per example 2 * 25,088 * 4 = 200,704, nothing else.
    CHECK(split(nm::memory_report<nm::sequential<image_28_28_32, nm::cnn_loss{}>>(), training) ==
          split_bytes{0, 200'704});

    // mask: DL4J's report is empty (no dl4j report); corrected: out := in only.
    using mask_net = nm::sequential<nm::input::recurrent{20, 30}, nm::mask{}>;
    CHECK(mask_net::analysis<nm::policy::dl4j>.dl4j_unsupported_layer == 0);
    CHECK(split(nm::memory_report<mask_net>(), training) == split_bytes{0, 4'800});  // (600 + 600) * 4
    // mask_zero: the wrapped layer's report (the LSTM pair of dl4j-memory-formulas#vectors-pairs, per layer: 17,920 + M
    // x 2,400).
    using mask_zero_net = nm::sequential<nm::input::recurrent{20, 30}, nm::mask_zero<nm::lstm{.units = 20}>{},
                                         nm::mask_zero<nm::lstm{.units = 20}>{}>;
    CHECK(split(nm::memory_report<mask_zero_net, nm::policy::dl4j>(), inference) == split_bytes{35'840, 4'800});
}
