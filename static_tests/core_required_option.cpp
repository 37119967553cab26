// static_tests/core_required_option.cpp: every layer's required options (core/required_option.hpp).
// A layer whose kernel, filters, units, ... the user did not set is rejected by rules::
// required_option_not_set with the field's number, before any other rule; setting the field to an
// invalid value (0) stays rules::zero_size. The expected field is read off Keras's signatures
// (Conv2D(filters, kernel_size), Dense(units), LSTM(units), Embedding(input_dim, output_dim),
// MaxPooling2D / PyTorch MaxPool2d(kernel_size)) and DL4J's nOut / hiddenSize.
#include <netmem/netmem.hpp>

namespace nm = netmem;

namespace {

constexpr nm::input_type cnn = nm::input::convolutional{8, 8, 3};
constexpr nm::input_type cnn3d = nm::input::convolutional3d{4, 8, 8, 3};
constexpr nm::input_type rnn = nm::input::recurrent{4, 10};
constexpr nm::input_type ff = nm::input::feed_forward{6};

template <class Layer>
constexpr bool missing(const Layer& layer, const nm::input_type& in, nm::required_option option) {
    const nm::diagnostic d = layer.validate(in);
    return d.broken == &nm::rules::required_option_not_set &&
           d.values[0] == static_cast<nm::size_type>(option);
}
using opt = nm::required_option;

// Convolutions: filters and kernel.
static_assert(missing(nm::conv2d{.filters = 32}, cnn, opt::kernel));
static_assert(missing(nm::conv2d{.kernel = {3, 3}}, cnn, opt::filters));
static_assert(missing(nm::conv1d{.filters = 2}, rnn, opt::kernel));
static_assert(missing(nm::conv1d{.kernel = 3}, rnn, opt::filters));
static_assert(missing(nm::conv3d{.filters = 2}, cnn3d, opt::kernel));
static_assert(missing(nm::conv3d{.kernel = {1, 1, 1}}, cnn3d, opt::filters));
static_assert(missing(nm::depthwise_conv2d{}, cnn, opt::kernel));
static_assert(missing(nm::separable_conv2d{.filters = 4}, cnn, opt::kernel));
static_assert(missing(nm::separable_conv2d{.kernel = {3, 3}}, cnn, opt::filters));
static_assert(missing(nm::deconvolution2d{.filters = 4}, cnn, opt::kernel));
static_assert(missing(nm::deconvolution2d{.kernel = {3, 3}}, cnn, opt::filters));
static_assert(missing(nm::conv2d_transpose{.filters = 4}, cnn, opt::kernel));
static_assert(missing(nm::deconvolution3d{.filters = 4}, cnn3d, opt::kernel));
static_assert(missing(nm::deconvolution3d{.kernel = {1, 1, 1}}, cnn3d, opt::filters));
// A half-set kernel is not set either.
static_assert(missing(nm::conv2d{.filters = 4, .kernel = {3, nm::not_set}}, cnn, opt::kernel));
// Pooling windows.
static_assert(missing(nm::max_pool2d{}, cnn, opt::kernel));
static_assert(missing(nm::avg_pool2d{.stride = {2, 2}}, cnn, opt::kernel));
static_assert(missing(nm::pnorm_pool2d{}, cnn, opt::kernel));
static_assert(missing(nm::subsampling1d{}, rnn, opt::kernel));
static_assert(missing(nm::subsampling3d{}, cnn3d, opt::kernel));
// Units.
static_assert(missing(nm::dense{}, ff, opt::units));
static_assert(missing(nm::output{}, ff, opt::units));
static_assert(missing(nm::center_loss_output{}, ff, opt::units));
static_assert(missing(nm::autoencoder{}, ff, opt::units));
static_assert(missing(nm::rbm{}, ff, opt::units));
static_assert(missing(nm::variational_autoencoder{}, ff, opt::units));
static_assert(missing(nm::lstm{}, rnn, opt::units));
static_assert(missing(nm::graves_lstm{}, rnn, opt::units));
static_assert(missing(nm::graves_bidirectional_lstm{}, rnn, opt::units));
static_assert(missing(nm::simple_rnn{}, rnn, opt::units));
static_assert(missing(nm::rnn_output{}, rnn, opt::units));
static_assert(missing(nm::ocnn_output{}, ff, opt::hidden_size));
// Embeddings.
static_assert(missing(nm::embedding{.input_dim = 10}, nm::input::feed_forward{1}, opt::output_dim));
static_assert(missing(nm::embedding_sequence{.output_dim = 4}, nm::input::recurrent{1, 5}, opt::input_dim));
static_assert(missing(nm::embedding_sequence{.input_dim = 10}, nm::input::recurrent{1, 5}, opt::output_dim));
// The check comes first: a missing field is named even when the input kind is also wrong.
static_assert(missing(nm::dense{}, cnn, opt::units));
// A field set to 0 is the user's value: rules::zero_size, not required_option_not_set.
static_assert(nm::dense{.units = 0}.validate(ff).broken == &nm::rules::zero_size);
static_assert(nm::conv2d{.filters = 4, .kernel = {0, 3}}.validate(cnn).broken == &nm::rules::zero_size);
// Set fields validate.
static_assert(nm::conv2d{.filters = 4, .kernel = {3, 3}}.validate(cnn).ok());
static_assert(nm::max_pool2d{.kernel = {2, 2}}.validate(cnn).ok());

}  // namespace
