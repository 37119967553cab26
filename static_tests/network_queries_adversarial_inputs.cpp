// static_tests/network_queries_adversarial_inputs.cpp: networks a user can get wrong, each asked through
// netmem::is_valid, which must answer false (never a hard error) for every rule found by the
// adversarial review (compile-fail tests in compile_fail/ check the messages and numbers), plus
// edge cases that must stay valid. Expected sizes are hand computations written next to them.
#include <netmem/netmem.hpp>

namespace nm = netmem;

namespace {
constexpr nm::size_type two_62 = 4'611'686'018'427'387'904;  // 2^62
constexpr nm::size_type two_40 = 1'099'511'627'776;          // 2^40
constexpr nm::size_type two_31 = 2'147'483'648;              // 2^31
constexpr nm::size_type two_30 = 1'073'741'824;              // 2^30
constexpr nm::size_type max_size = 9'223'372'036'854'775'807;  // 2^63 - 1

using cnn = nm::input::convolutional;

// Overflow (rules::size_overflow, rules::size_sum_overflow).
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{two_31}, nm::dense{.units = two_31},
                                           nm::dense{.units = two_31}>>);  // parameter total
static_assert(!nm::is_valid<nm::sequential<cnn{4, 1, 1}, nm::zero_padding2d{.padding = {two_62, two_62, 0, 0}}>>);
static_assert(!nm::is_valid<nm::sequential<cnn{4, 4, 1}, nm::zero_padding2d{.padding = {two_40, 0, two_40, 0}}>>);
static_assert(!nm::is_valid<nm::sequential<cnn{8, 8, 1}, nm::conv2d{.filters = 2, .kernel = {3, 3},
                                                                     .dilation = {two_62, 1}}>>);
static_assert(!nm::is_valid<nm::sequential<cnn{4, 4, 1}, nm::max_pool2d{.kernel = {2, 2},
                                                                         .explicit_padding = {two_62, 0}}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::recurrent{4, 10}, nm::conv1d{.filters = 2, .kernel = 3,
                                                                                    .explicit_padding = two_62}>>);
static_assert(!nm::is_valid<nm::sequential<cnn{4, 4, 1}, nm::deconvolution2d{.filters = 1, .kernel = {3, 3},
                                                                               .explicit_padding = {two_62, 0}}>>);
static_assert(!nm::is_valid<nm::sequential<cnn{4, 4, 1}, nm::space_to_batch{.block_shape = {1, 1},
                                                                             .paddings = {two_62, two_62, 0, 0}}>>);
static_assert(!nm::is_valid<nm::sequential<cnn{4, 4, 1}, nm::cropping2d{.cropping = {two_62, two_62, 0, 0}}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::recurrent{two_30, 2}, nm::lstm{.units = two_30}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::recurrent{two_30 / 2, 2},
                                           nm::bidirectional<nm::lstm{.units = two_30}>{}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{two_62}, nm::batch_normalization{}>>);
static_assert(!nm::is_valid<nm::sequential<nm::input::feed_forward{4},
                                           nm::variational_autoencoder{.units = 2, .samples = two_62}>>);
static_assert(!nm::is_valid<nm::sequential<cnn{1, 1, 4}, nm::conv2d{.filters = 1, .kernel = {1, 1},
                                                                     .explicit_padding = {two_30, two_30}}>>);

// padding::causal on 2D layers (rules::causal_padding_needs_1d_layer).
static_assert(!nm::is_valid<nm::sequential<cnn{8, 8, 1}, nm::conv2d{.filters = 2, .kernel = {3, 3},
                                                                     .padding = nm::padding::causal}>>);
static_assert(!nm::is_valid<nm::sequential<cnn{8, 8, 1}, nm::avg_pool2d{.kernel = {2, 2}, .padding = nm::padding::causal}>>);

// Graph rules.
static_assert(!nm::is_valid<nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>,
                                      nm::vertex<"d", nm::dense{.units = 2}, "in">, nm::outputs<"d", "d">>>);
static_assert(!nm::is_valid<nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{3}>>,
                                      nm::vertex<"r", nm::reshape_vertex{.shape = {3, 0, 4}}, "in">,
                                      nm::outputs<"r">>>);
static_assert(!nm::is_valid<nm::graph<nm::inputs<nm::graph_input<"ff", nm::input::feed_forward{4}>,
                                                 nm::graph_input<"seq", nm::input::recurrent{4, 3}>>,
                                      nm::vertex<"dup", nm::duplicate_to_time_series{.time_steps = -5}, "ff">,
                                      nm::vertex<"add", nm::elementwise{}, "dup", "seq">, nm::outputs<"add">>>);

// Still valid: a stride of 2^63 - 1 with padding::same gives ceil(4 / (2^63 - 1)) = 1 (the
// ceiling used to overflow computing 4 + 2^63 - 2).
using huge_stride = nm::sequential<cnn{4, 4, 1}, nm::max_pool2d{.kernel = {1, 1}, .stride = {max_size, 1},
                                                                 .padding = nm::padding::same}>;
static_assert(nm::is_valid<huge_stride>);
static_assert(nm::output_type<huge_stride> == nm::input_type(cnn{1, 4, 1}));
// Still valid: minibatch 0 gives a report's fixed part. FF(4) -> dense 3: 4 * 3 + 3 = 15 parameters,
// float32 = 60 bytes in inference (activations scale with the minibatch, so none at 0).
static_assert(nm::memory_report<nm::sequential<nm::input::feed_forward{4}, nm::dense{.units = 3}>>().total_bytes(
                  0, nm::memory_use_mode::inference) == 60);
}  // namespace
