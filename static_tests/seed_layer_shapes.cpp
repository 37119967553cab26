// static_tests/seed_layer_shapes.cpp: shape rules, parameter counts and soft rejections
// (netmem::is_valid) of the seed layers. Each number is a hand computation from the rule quoted
// next to it (dl4j-memory-formulas#shapes, #parameters) or a published shape (docs/reference/published-networks.md).
#include <string_view>

#include <netmem/netmem.hpp>

namespace {

namespace nm = netmem;
using nm::input_type;

constexpr input_type cnn(nm::size_type h, nm::size_type w, nm::size_type c) { return nm::input::convolutional{h, w, c}; }
constexpr input_type ff(nm::size_type n) { return nm::input::feed_forward{n}; }
constexpr input_type rnn(nm::size_type n, nm::size_type t) { return nm::input::recurrent{n, t}; }

template <auto Input, auto Layer, nm::policy P = nm::policy::corrected>
constexpr input_type out_of = nm::layer_output_types<nm::sequential<Input, Layer>, P>[0];

// ---- pooling2d ----
constexpr nm::input::convolutional ds_cnn_features{.height = 25, .width = 5, .channels = 64};
// MLPerf Tiny DS-CNN (published-networks#ds-cnn): the shipped 25x5 average pool on 25x5x64 -> 1x1x64,
// and the 24x5 window its code computes: floor((25 - 24) / 24) + 1 = 1 row, floor(0 / 5) + 1 = 1 column.
static_assert(out_of<ds_cnn_features, nm::avg_pool2d{.kernel = {25, 5}}> == cnn(1, 1, 64));
static_assert(out_of<ds_cnn_features, nm::avg_pool2d{.kernel = {24, 5}}> == cnn(1, 1, 64));
// Stride defaults to the kernel (Keras): 3x3 on 9x9 -> (9 - 3) / 3 + 1 = 3; DL4J-style stride 1 -> 7.
static_assert(out_of<nm::input::convolutional{9, 9, 2}, nm::max_pool2d{.kernel = {3, 3}}> == cnn(3, 3, 2));
static_assert(out_of<nm::input::convolutional{9, 9, 2}, nm::max_pool2d{.kernel = {3, 3}, .stride = {1, 1}}> ==
              cnn(7, 7, 2));
// Same mode: ceil(7 / 2) = 4.
static_assert(out_of<nm::input::convolutional{7, 7, 2}, nm::max_pool2d{.kernel = {2, 2}, .padding = nm::padding::same}> ==
              cnn(4, 4, 2));
// Explicit padding 1 and dilation 2 (k' = 3 + 2*1 = 5): (10 - 5 + 2) / 1 + 1 = 8.
static_assert(out_of<nm::input::convolutional{10, 10, 1},
                     nm::pnorm_pool2d{.kernel = {3, 3}, .stride = {1, 1}, .dilation = {2, 2}, .explicit_padding = {1, 1}}> ==
              cnn(8, 8, 1));
// A convolutional_flat input is unflattened first (DL4J FeedForwardToCnn): 28x28x1 -> 14x14x1.
static_assert(out_of<nm::input::convolutional_flat{28, 28, 1}, nm::max_pool2d{.kernel = {2, 2}}> == cnn(14, 14, 1));
// Soft rejections: a 3x3 window on 2x2 (truncate), strict 3/2 on 6x6 (6 - 3 = 3 not a multiple of 2),
// feed-forward input, p-norm exponent 0.
static_assert(!nm::is_valid<nm::sequential<nm::input::convolutional{2, 2, 1}, nm::max_pool2d{.kernel = {3, 3}}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::convolutional{6, 6, 1},
                                           nm::max_pool2d{.kernel = {3, 3}, .stride = {2, 2},
                                                          .padding = nm::padding::strict}>>);
static_assert(nm::is_valid<nm::sequential<nm::input::convolutional{7, 7, 1},
                                          nm::max_pool2d{.kernel = {3, 3}, .stride = {2, 2},
                                                         .padding = nm::padding::strict}>>);  // (7 - 3) % 2 == 0
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{10}, nm::max_pool2d{.kernel = {2, 2}}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::convolutional{4, 4, 1}, nm::pnorm_pool2d{.kernel = {2, 2}, .pnorm = 0}>>);

// ---- global_pooling (dl4j-memory-formulas#shape-other table) ----
static_assert(out_of<nm::input::convolutional{5, 5, 8}, nm::global_pooling{}> == ff(8));
static_assert(out_of<nm::input::convolutional{5, 5, 8}, nm::global_pooling{.collapse = false}> == cnn(1, 1, 8));
static_assert(out_of<nm::input::convolutional3d{2, 3, 4, 6}, nm::global_pooling{}> == ff(6));
static_assert(out_of<nm::input::convolutional3d{2, 3, 4, 6}, nm::global_pooling{.collapse = false}> ==
              input_type(nm::input::convolutional3d{1, 1, 1, 6}));
static_assert(out_of<nm::input::convolutional_flat{4, 4, 3}, nm::global_pooling{}> == ff(3));
static_assert(out_of<nm::input::convolutional_flat{4, 4, 3}, nm::global_pooling{.collapse = false}> == cnn(1, 1, 3));
static_assert(out_of<nm::input::recurrent{10, 7}, nm::global_pooling{.type = nm::pooling_type::sum}> == ff(10));
// Without collapse on RNN: DL4J keeps the input type; policy::corrected gives the real [10, 1].
static_assert(out_of<nm::input::recurrent{10, 7}, nm::global_pooling{.collapse = false}, nm::policy::dl4j> ==
              rnn(10, 7));
static_assert(out_of<nm::input::recurrent{10, 7}, nm::global_pooling{.collapse = false}> == rnn(10, 1));
// FF input: rejected (dl4j-memory-formulas#shape-other: GlobalPooling on FF throws).
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{10}, nm::global_pooling{}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::recurrent{10, 0}, nm::global_pooling{}>>);  // no time steps

// ---- flatten ----
static_assert(out_of<nm::input::convolutional{3, 4, 5}, nm::flatten{}> == ff(60));  // 3*4*5
static_assert(out_of<nm::input::recurrent{6, 4}, nm::flatten{}> == ff(24));         // 6*4
static_assert(out_of<nm::input::feed_forward{9}, nm::flatten{}> == ff(9));
static_assert(nm::sequential<nm::input::convolutional{3, 4, 5}, nm::flatten{}, nm::dense{.units = 2}>::analysis<>
                  .report_count == 1);

// ---- batch_normalization (dl4j-memory-formulas#parameters: 4*C, or 2*C locked; Keras: 2*C trainable) ----
using bn_cnn = nm::sequential<nm::input::convolutional{4, 4, 3}, nm::batch_normalization{}>;
static_assert(nm::parameter_count<bn_cnn> == 12);            // 4 * 3
static_assert(nm::trainable_parameter_count<bn_cnn> == 6);   // 2 * 3
static_assert(nm::output_type<bn_cnn> == cnn(4, 4, 3));
using bn_locked = nm::sequential<nm::input::feed_forward{50}, nm::batch_normalization{.lock_gamma_beta = true}>;
static_assert(nm::parameter_count<bn_locked> == 100);        // 2 * 50
static_assert(nm::trainable_parameter_count<bn_locked> == 0);
static_assert(out_of<nm::input::convolutional_flat{4, 4, 2}, nm::batch_normalization{}> == cnn(4, 4, 2));
static_assert(nm::parameter_count<nm::sequential<nm::input::recurrent{7, 3}, nm::batch_normalization{}>> == 28);  // 4*7

// ---- activation_layer, dropout: out := in (dl4j-memory-formulas#shape-other) ----
static_assert(out_of<nm::input::convolutional{3, 3, 2}, nm::activation_layer{.activation = nm::activation::relu}> ==
              cnn(3, 3, 2));
static_assert(out_of<nm::input::recurrent{4, 9}, nm::dropout{.rate = 0.1}> == rnn(4, 9));
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{4}, nm::dropout{.rate = 1.0}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{4}, nm::dropout{.rate = -0.1}>>);
static_assert(nm::is_valid<nm::sequential<nm::input::feed_forward{4}, nm::dropout{.rate = 0.0}>>);

// ---- embedding (dl4j-memory-formulas#parameters: V*nOut + bias; bias off by default) ----
static_assert(nm::parameter_count<nm::sequential<nm::input::feed_forward{1}, nm::embedding{.input_dim = 1000,
                                                                                            .output_dim = 16}>> ==
              16'000);  // 1000 * 16
static_assert(nm::parameter_count<nm::sequential<nm::input::feed_forward{1},
                                                 nm::embedding{.input_dim = 1000, .output_dim = 16, .use_bias = true}>> ==
              16'016);  // 1000 * 16 + 16
static_assert(nm::parameter_count<nm::sequential<nm::input::feed_forward{30}, nm::embedding{.output_dim = 4}>> ==
              120);  // input_dim 0 -> V = 30: 30 * 4
static_assert(out_of<nm::input::feed_forward{1}, nm::embedding{.input_dim = 10, .output_dim = 4}> == ff(4));

// ---- output / loss ----
static_assert(nm::parameter_count<nm::sequential<nm::input::feed_forward{100}, nm::output{.units = 10}>> ==
              1'010);  // 100*10 + 10
static_assert(nm::parameter_count<nm::sequential<nm::input::feed_forward{100},
                                                 nm::output{.units = 10, .use_bias = false}>> == 1'000);
// A CNN input is flattened first: 2*2*3 = 12 -> 12*5 + 5 = 65.
static_assert(nm::parameter_count<nm::sequential<nm::input::convolutional{2, 2, 3}, nm::output{.units = 5}>> == 65);
// Loss: DL4J's flow gives FF(nOut) (default 0); corrected passes the input through.
using two_losses = nm::sequential<nm::input::feed_forward{20}, nm::loss{}, nm::loss{}>;
static_assert(nm::layer_output_types<two_losses, nm::policy::dl4j>[0] == ff(0));
static_assert(nm::layer_input_types<two_losses, nm::policy::dl4j>[1] == ff(0));
static_assert(nm::layer_output_types<two_losses>[0] == ff(20));
static_assert(nm::layer_output_types<nm::sequential<nm::input::feed_forward{20}, nm::loss{.units = 20}>,
                                     nm::policy::dl4j>[0] == ff(20));
// A dense layer after a DL4J loss of nOut 0 sees FF(0): rejected under policy::dl4j only.
using loss_then_dense = nm::sequential<nm::input::feed_forward{20}, nm::loss{}, nm::dense{.units = 3}>;
static_assert(!nm::sequential<nm::input::feed_forward{20}, nm::loss{}, nm::dense{.units = 3}>::analysis<nm::policy::dl4j>
                   .failure.ok());
static_assert(nm::is_valid<loss_then_dense>);

// Loss function names line up with the enum (DL4J LossFunctions.LossFunction order, then the
// ILossFunction classes without a constant).
static_assert(std::string_view(nm::name_of(nm::loss_function::mse)) == "mse");
static_assert(std::string_view(nm::name_of(nm::loss_function::wasserstein)) == "wasserstein");
static_assert(std::string_view(nm::name_of(nm::loss_function::multi_label)) == "multi_label");

// ---- autoencoder, rbm: P = nIn*nOut + nOut + nIn ----
static_assert(nm::parameter_count<nm::sequential<nm::input::feed_forward{784}, nm::autoencoder{.units = 250}>> ==
              197'034);  // 784*250 + 250 + 784
static_assert(nm::parameter_count<nm::sequential<nm::input::feed_forward{784}, nm::rbm{.units = 500}>> ==
              393'284);  // 784*500 + 500 + 784
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{4}, nm::rbm{.units = 3, .gibbs_steps = 0}>>);

}  // namespace
