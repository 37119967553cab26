// netmem/network/queries.hpp
// What a user asks of a network type, at compile time. Every query first turns a broken rule into
// its compile error (naming the layer or vertex, the rule and the numbers).
//
//   netmem::parameter_count<Net>            elements, all parameters (DL4J numParams)
//   netmem::trainable_parameter_count<Net>  elements, excluding e.g. batch-norm running statistics
//   netmem::output_type<Net>                the network's output input_type
//   netmem::output_type<Net, "name">        a graph vertex's (or input's) output input_type
//   netmem::is_valid<Net>                   bool; never a hard error
//   netmem::layer_input_types<Net, P>       std::array<input_type, layer_count>: each layer's input
//   netmem::layer_output_types<Net, P>      std::array<input_type, layer_count>: each layer's output
//   netmem::memory_report<Net>(config)      DL4J NetworkMemoryReport (policy::corrected)
//   netmem::memory_report<Net, netmem::policy::dl4j>(config)   bit-exact DL4J
#pragma once

#include <netmem/core/fixed_string.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/policy.hpp>
#include <netmem/core/training_config.hpp>
#include <netmem/network/detail/derived_network.hpp>

namespace netmem {

/// A network type: sequential<...> or graph<...>, or a user's type derived from one
/// (`struct my_net : netmem::graph<...> {};`, network/detail/derived_network.hpp).
template <class Net>
concept network = requires { detail::queries_t<Net>::template checked_analysis<policy::corrected>(); };

/// All parameters (elements). Source: DL4J numParams, summed over layers.
template <network Net>
inline constexpr size_type parameter_count = detail::queries_t<Net>::template checked_analysis<>().parameter_total;

/// Trainable parameters (elements): excludes batch-norm running mean/variance and frozen layers.
template <network Net>
inline constexpr size_type trainable_parameter_count = detail::queries_t<Net>::template checked_analysis<>().trainable_parameter_total;

namespace detail {
template <class Net, fixed_string... Name>
consteval input_type output_type_query() {
    static_assert(sizeof...(Name) <= 1, "netmem: write output_type<Net> or output_type<Net, \"vertex name\">");
    if constexpr (sizeof...(Name) == 0) return detail::queries_t<Net>::template checked_analysis<>().output;
    else return detail::queries_t<Net>::template output_of<Name...>();
}
}  // namespace detail

/// The network's output type (a graph with several outputs: its first output). With a name
/// (graphs only): the output type of that vertex or input, e.g. output_type<Net, "conv1">.
template <network Net, fixed_string... Name>
inline constexpr input_type output_type = detail::output_type_query<Net, Name...>();

/// Each layer's input type after its automatic preprocessor, in layer-list order (sequential
/// networks; std::array<input_type, layer_count>). `P` selects the flow rules (policy::dl4j keeps
/// DL4J's flow quirks, e.g. a loss layer's FF(nOut) output).
template <network Net, policy P = policy::corrected>
inline constexpr auto layer_input_types = detail::queries_t<Net>::template checked_analysis<P>().inputs;

/// Each layer's output type, in layer-list order (sequential networks; std::array<input_type,
/// layer_count>): Keras's "Output Shape" column of model.summary().
template <network Net, policy P = policy::corrected>
inline constexpr auto layer_output_types = detail::queries_t<Net>::template checked_analysis<P>().outputs;

namespace detail {
/// False for a sequential network with a shared_weights<L> layer that no earlier layer L owns
/// (network/detail/weight_sharing.hpp); a graph's analysis applies that rule itself.
template <class Net>
consteval bool shared_weights_owned() {
    if constexpr (requires { Net::has_shared_weights; }) {
        if constexpr (Net::has_shared_weights) return Net::first_shared_weights_without_owner() == Net::layer_count;
    }
    return true;
}
}  // namespace detail

/// True when the network is well formed; false instead of a compile error when it is not (under
/// policy::corrected's rules, no rule is broken: the same rules as the compile errors, including
/// shared_weights<L> without an owner).
template <class Net>
inline constexpr bool is_valid =
    detail::queries_t<Net>::template analysis<policy::corrected>.valid() && detail::shared_weights_owned<Net>();

/// The DL4J memory report of `Net` (element counts inside; query bytes with total_bytes and
/// memory_bytes). `P` = policy::corrected (default) or policy::dl4j.
template <network Net, policy P = policy::corrected>
constexpr auto memory_report(const training_config& config = {}) noexcept {
    return detail::queries_t<Net>::template memory_report<P>(config);
}

}  // namespace netmem
