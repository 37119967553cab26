// netmem/core/required_option.hpp
// Options the user must set: a layer's kernel, filters, units, ... have no default in netmem.
//
// Why: a default that the user did not choose gives a silent wrong answer. `conv2d{.filters = 32}`
// was a 1x1 convolution (250,954 parameters on 28x28x1 -> output{10}) when the user meant Keras's
// 3x3 (216,650); Keras requires `kernel_size`, DL4J defaults to 5x5, PyTorch requires
// `kernel_size`. So such a field starts as `not_set`, and `validate` rejects it first, with a
// diagnostic whose first line names the layer and the field:
//   g++:     In instantiation of 'struct netmem::error::required_option_not_set<
//              netmem::error::layer<0>, netmem::error::option::kernel>'
//            error: static assertion failed: netmem: a required option is not set ...
//   clang++: error: static_assert failed due to requirement 'sizeof (netmem::error::option::kernel) == 0'
//            (in 'required_option_not_set<netmem::error::layer<0>, netmem::error::option::kernel>')
//
// Sentinel: `not_set` is the lowest int64 value, which no size can be (sizes are checked to be
// >= 1 or >= 0), so a user-written 0 stays rules::zero_size and only an untouched field is
// rules::required_option_not_set.
#pragma once

#include <cstdint>
#include <limits>

#include <netmem/core/diagnostics.hpp>
#include <netmem/core/integer.hpp>

namespace netmem {

/// The value of a required option the user did not set (never a valid size).
inline constexpr size_type not_set = std::numeric_limits<size_type>::min();

/// The required options, by their field names (the number in rules::required_option_not_set).
enum class required_option : std::uint8_t {
    kernel,       ///< conv1d/2d/3d, depthwise/separable, deconvolution, pooling windows
    filters,      ///< conv1d/2d/3d, separable, deconvolution, conv2d_transpose
    units,        ///< dense, output, lstm, simple_rnn, gru, autoencoder, rbm, ...
    input_dim,    ///< embedding_sequence (Keras Embedding input_dim, DL4J nIn)
    output_dim,   ///< embedding, embedding_sequence (Keras Embedding output_dim, DL4J nOut)
    hidden_size,  ///< ocnn_output (DL4J hiddenSize)
};

namespace error {
/// The field of rules::required_option_not_set, as a type so that both compilers print its name.
namespace option {
struct kernel {};
struct filters {};
struct units {};
struct input_dim {};
struct output_dim {};
struct hidden_size {};
}  // namespace option

/// Rule netmem::rules::required_option_not_set. `Option` is the missing field.
template <class Where, class Option>
struct required_option_not_set {
    static_assert(sizeof(Option) == 0,
                  "netmem: a required option is not set (the field is named by the second template argument, "
                  "error::option::kernel, filters, units, ...): netmem assumes no default for it (Keras and "
                  "PyTorch require it, DL4J's default differs), so set it, e.g. .kernel = {3, 3}, .filters = 32, "
                  ".units = 10");
};

namespace detail {
template <required_option O> struct option_type;
template <> struct option_type<required_option::kernel> { using type = option::kernel; };
template <> struct option_type<required_option::filters> { using type = option::filters; };
template <> struct option_type<required_option::units> { using type = option::units; };
template <> struct option_type<required_option::input_dim> { using type = option::input_dim; };
template <> struct option_type<required_option::output_dim> { using type = option::output_dim; };
template <> struct option_type<required_option::hidden_size> { using type = option::hidden_size; };
}  // namespace detail
}  // namespace error

namespace rules {
/// A required option (kernel, filters, units, ...) was left unset. Numbers: the required_option.
inline constexpr rule required_option_not_set{"required_option_not_set"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::required_option_not_set, W, A, B, C, D>
    : error::required_option_not_set<
          W, typename error::detail::option_type<static_cast<required_option>(A)>::type> {};

/// ok unless `value` is not_set; then rules::required_option_not_set naming `option`.
constexpr diagnostic require_set(size_type value, required_option option) noexcept {
    return value == not_set ? violated(rules::required_option_not_set, static_cast<size_type>(option))
                            : diagnostic{};
}

}  // namespace netmem
