// static_tests/layers_operator_kind.cpp: layers/operator_kind.hpp, the neutral operator kind each
// layer names for the runtimes' lowering. Expected values: the TFLite operator TensorFlow's
// converter emits for the Keras layer (tensorflow/lite/schema BuiltinOperator, as the kind's
// comment in operator_kind.hpp names it): Dense -> FULLY_CONNECTED, Conv2D -> CONV_2D,
// DepthwiseConv2D -> DEPTHWISE_CONV_2D, Conv2DTranspose -> TRANSPOSE_CONV, MaxPooling2D ->
// MAX_POOL_2D, AveragePooling2D -> AVERAGE_POOL_2D, tf.reduce_mean -> MEAN (a reduction), LSTM ->
// UNIDIRECTIONAL_SEQUENCE_LSTM, SVDF -> SVDF; Flatten and DL4J's preprocessors only reshape.
#include <string_view>

#include <netmem/layers/all.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace {
namespace nm = netmem;
using nm::operator_kind;

static_assert(nm::operator_kind_of<nm::dense>() == operator_kind::fully_connected);
static_assert(nm::operator_kind_of<nm::conv2d>() == operator_kind::convolution);
static_assert(nm::operator_kind_of<nm::depthwise_conv2d>() == operator_kind::depthwise_convolution);
static_assert(nm::operator_kind_of<nm::conv2d_transpose>() == operator_kind::transposed_convolution);
static_assert(nm::operator_kind_of<nm::max_pool2d>() == operator_kind::max_pooling);
static_assert(nm::operator_kind_of<nm::avg_pool2d>() == operator_kind::average_pooling);
static_assert(nm::operator_kind_of<nm::reduce_mean>() == operator_kind::reduction);
static_assert(nm::operator_kind_of<nm::lstm>() == operator_kind::lstm);
static_assert(nm::operator_kind_of<nm::svdf>() == operator_kind::svdf);
static_assert(nm::operator_kind_of<nm::dropout>() == operator_kind::dropout);
// A reshape-only layer (is_preprocessor, no kind of its own) is a reshape.
static_assert(nm::operator_kind_of<nm::cnn_to_feed_forward>() == operator_kind::reshape);
static_assert(nm::operator_kind_of<nm::feed_forward_to_rnn>() == operator_kind::reshape);
// A type that names no kind has none (no deployment model).
struct not_a_layer {};
static_assert(nm::operator_kind_of<not_a_layer>() == operator_kind::none);
static_assert(!nm::names_operator_kind<not_a_layer> && nm::names_operator_kind<nm::dense>);

// Names, for printing: the enumerator's own spelling.
static_assert(std::string_view(nm::name_of(operator_kind::fully_connected)) == "fully_connected");
static_assert(std::string_view(nm::name_of(operator_kind::transposed_convolution)) == "transposed_convolution");
static_assert(std::string_view(nm::name_of(operator_kind::shared_weights)) == "shared_weights");
static_assert(std::string_view(nm::name_of(operator_kind::none)) == "none");
}  // namespace
