// static_tests/layers_dense_explicit_n_in.cpp: an explicit DL4J nIn (input_size, input_channels) that differs
// from what the input type implies (issue 11 §3). DL4J builds the parameters from nIn
// (DefaultParamInitializer / ConvolutionParamInitializer / LSTMParamInitializer numParams read the
// layer configuration) and the activations and working memory from the input type
// (getOutputType / getMemoryReport read inputType); policy::dl4j does the same, policy::corrected
// rejects the mismatch (static_tests/compile_fail/explicit_input_size_mismatch.cpp).
#include <netmem/netmem.hpp>

namespace nm = netmem;

namespace {

// DenseLayer nIn 20 on FF(10), nOut 5: parameters 20*5 + 5 = 105; activations 5.
using dense_net = nm::sequential<nm::input::feed_forward{10}, nm::dense{.units = 5, .input_size = 20}>;
constexpr auto dense_report = nm::memory_report<dense_net, nm::policy::dl4j>();
static_assert(dense_report[0].parameters == 105);
static_assert(dense_report[0].output == nm::input_type(nm::input::feed_forward{5}));
static_assert(!nm::is_valid<dense_net>);
// nIn equal to the input: accepted under both policies, 10*5 + 5 = 55.
using dense_same = nm::sequential<nm::input::feed_forward{10}, nm::dense{.units = 5, .input_size = 10}>;
static_assert(nm::parameter_count<dense_same> == 55);

// OutputLayer nIn 8 on FF(4), 3 classes: 8*3 + 3 = 27.
using output_net = nm::sequential<nm::input::feed_forward{4}, nm::output{.units = 3, .input_size = 8}>;
static_assert(nm::memory_report<output_net, nm::policy::dl4j>()[0].parameters == 27);

// ConvolutionLayer nIn 1 on 8x8x3, 4 filters 3x3: parameters 1*4*3*3 + 4 = 40; DL4J's im2col from the
// input type: 3 channels * 6*6 output * 3*3 = 972 elements per example.
using conv_net = nm::sequential<nm::input::convolutional{8, 8, 3},
                                nm::conv2d{.filters = 4, .kernel = {3, 3}, .input_channels = 1}>;
constexpr auto conv_report = nm::memory_report<conv_net, nm::policy::dl4j>();
static_assert(conv_report[0].parameters == 40);
static_assert(conv_report[0].working_memory_variable_inference == 972);
static_assert(!nm::is_valid<conv_net>);

// LSTM nIn 6 on RNN(4, T 3), 2 units: 4*2*(6 + 2 + 1) = 72; activations 2*3 = 6 per example.
using lstm_net = nm::sequential<nm::input::recurrent{4, 3}, nm::lstm{.units = 2, .input_size = 6}>;
static_assert(nm::memory_report<lstm_net, nm::policy::dl4j>()[0].parameters == 72);
static_assert(nm::memory_report<lstm_net, nm::policy::dl4j>()[0].output == nm::input_type(nm::input::recurrent{2, 3}));

}  // namespace
