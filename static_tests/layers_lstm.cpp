// static_tests/layers_lstm.cpp: compile-time checks of the recurrent family, the wrappers and
// the rest of the catalogue (layers/lstm.hpp ... layers/preprocessors.hpp). Only static_asserts;
// every number has its source next to it.
#include <netmem/netmem.hpp>

namespace {

namespace nm = netmem;

constexpr nm::input::recurrent rnn_20_30{.size = 20, .time_steps = 30};

// Every new layer satisfies the layer protocol.
static_assert(nm::layer<nm::lstm> && nm::layer<nm::graves_lstm> && nm::layer<nm::graves_bidirectional_lstm> &&
              nm::layer<nm::simple_rnn> && nm::layer<nm::rnn_output> && nm::layer<nm::rnn_loss> &&
              nm::layer<nm::embedding_sequence> && nm::layer<nm::repeat_vector> && nm::layer<nm::prelu> &&
              nm::layer<nm::elementwise_multiplication> && nm::layer<nm::center_loss_output> &&
              nm::layer<nm::ocnn_output> && nm::layer<nm::variational_autoencoder> && nm::layer<nm::yolo2_output> &&
              nm::layer<nm::cnn_loss> && nm::layer<nm::cnn3d_loss> && nm::layer<nm::mask>);
static_assert(nm::layer<nm::bidirectional<nm::lstm{.units = 4}>> &&
              nm::layer<nm::last_time_step<nm::lstm{.units = 4}>> &&
              nm::layer<nm::time_distributed<nm::dense{.units = 4}>> &&
              nm::layer<nm::frozen<nm::dense{.units = 4}>> && nm::layer<nm::frozen_with_backprop<nm::dense{.units = 4}>> &&
              nm::layer<nm::mask_zero<nm::lstm{.units = 4}>>);
static_assert(nm::layer<nm::cnn_to_feed_forward> && nm::layer<nm::feed_forward_to_cnn> &&
              nm::layer<nm::rnn_to_feed_forward> && nm::layer<nm::feed_forward_to_rnn> && nm::layer<nm::cnn_to_rnn> &&
              nm::layer<nm::rnn_to_cnn> && nm::layer<nm::cnn3d_to_feed_forward> &&
              nm::layer<nm::feed_forward_to_cnn3d> &&
              nm::layer<nm::composable<nm::rnn_to_feed_forward{}, nm::feed_forward_to_rnn{.time_steps = 2}>>);

// Keras LSTM(20) on 20 features: 4*20*(20 + 20 + 1) = 3,280; Bidirectional: 6,560.
static_assert(nm::parameter_count<nm::sequential<rnn_20_30, nm::lstm{.units = 20}>> == 3'280);
static_assert(nm::parameter_count<nm::sequential<rnn_20_30, nm::bidirectional<nm::lstm{.units = 20}>{}>> == 6'560);
// Keras SimpleRNN(20) on 20 features: 20*(20 + 20 + 1) = 820.
static_assert(nm::parameter_count<nm::sequential<rnn_20_30, nm::simple_rnn{.units = 20}>> == 820);
// Stacked Keras model: LSTM(32, return_sequences=True) on (30, 20) -> 4*32*(20+32+1) = 6,784;
// LSTM(16) -> 4*16*(32+16+1) = 3,136; Dense(1) -> 17. Total 9,937.
using stacked = nm::sequential<rnn_20_30, nm::lstm{.units = 32}, nm::last_time_step<nm::lstm{.units = 16}>{},
                               nm::dense{.units = 1}>;
static_assert(nm::parameter_count<stacked> == 9'937);
static_assert(nm::output_type<stacked> == nm::input_type(nm::input::feed_forward{1}));

// Soft rejections (no hard error): the same rules the compile_fail tests show.
static_assert(!nm::is_valid<nm::sequential<nm::input::recurrent{.size = 20}, nm::lstm{.units = 20}>>);
static_assert(!nm::is_valid<nm::sequential<rnn_20_30, nm::bidirectional<nm::dense{.units = 20}>{}>>);
static_assert(!nm::is_valid<nm::sequential<rnn_20_30, nm::last_time_step<nm::dense{.units = 20}>{}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{100},
                                           nm::feed_forward_to_cnn{.height = 28, .width = 28, .channels = 1}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::convolutional{13, 13, 126}, nm::yolo2_output{.bounding_boxes = 5}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{10}, nm::prelu{.shared_axes = {2}}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{10},
                                           nm::variational_autoencoder{.units = 2, .encoder_layer_sizes = {}}>>);
static_assert(nm::is_valid<nm::sequential<rnn_20_30, nm::bidirectional<nm::last_time_step<nm::lstm{.units = 20}>{}>{}>>);

// Explicit preprocessors have no report entry: 3 layers in the list, 1 report.
using with_preprocessors = nm::sequential<nm::input::feed_forward{20}, nm::feed_forward_to_rnn{.time_steps = 5},
                                          nm::lstm{.units = 4}, nm::rnn_to_feed_forward{}>;
static_assert(nm::memory_report<with_preprocessors>().size() == 1);

// frozen: all parameters, none trainable (Keras trainable=False: 420 non-trainable for Dense(20) on 20).
using frozen_dense = nm::sequential<nm::input::feed_forward{20}, nm::frozen<nm::dense{.units = 20}>{}>;
static_assert(nm::parameter_count<frozen_dense> == 420 && nm::trainable_parameter_count<frozen_dense> == 0);

}  // namespace
