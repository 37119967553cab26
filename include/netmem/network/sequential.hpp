// netmem/network/sequential.hpp
// sequential<Input, Layers...>: a chain of layers (DL4J MultiLayerNetwork / Keras Sequential).
//
//   using lenet = netmem::sequential<
//       netmem::input::convolutional{.height = 28, .width = 28, .channels = 1},
//       netmem::conv2d{.filters = 20, .kernel = {5, 5}},
//       ...>;
//
// Shape propagation runs through the whole list in one constexpr loop (dl4j-memory-formulas#sequential): for layer i,
// DL4J's automatic preprocessor is applied (network/preprocessor.hpp), the layer validates its
// input, and its output type becomes the next input. The first broken rule stops the walk and
// becomes ONE compile error naming layer i (0-based position in the layer list), the rule and the
// numbers, as soon as any query (parameter_count, output_type, memory_report, ...) is used.
// `netmem::is_valid<Net>` asks the same question without a hard error.
//
// Layers that only reshape (flatten) get no report entry, like DL4J's preprocessors; report
// entries are numbered separately (DL4J's "layer0", "layer1", ...).
#pragma once

#include <array>
#include <cstddef>
#include <type_traits>

#include <boost/hana/at.hpp>
#include <boost/hana/basic_tuple.hpp>

#include <netmem/core/diagnostics.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/policy.hpp>
#include <netmem/core/training_config.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/network/detail/layer_entry.hpp>
#include <netmem/network/detail/weight_sharing.hpp>
#include <netmem/network/preprocessor.hpp>
#include <netmem/report/network_memory_report.hpp>

namespace netmem {

namespace detail {

inline constexpr std::size_t npos = static_cast<std::size_t>(-1);

/// Index of the first true value, or npos.
template <std::size_t N>
constexpr std::size_t first_true(const std::array<bool, N>& values) noexcept {
    for (std::size_t i = 0; i < N; ++i)
        if (values[i]) return i;
    return npos;
}

template <std::size_t N>
constexpr bool all_true(const std::array<bool, N>& values) noexcept {
    for (bool value : values)
        if (!value) return false;
    return true;
}

/// The result of walking a sequential network once.
template <std::size_t N>
struct sequential_analysis {
    std::array<input_type, N> inputs{};   ///< each layer's input, after its preprocessor
    std::array<input_type, N> outputs{};  ///< each layer's output
    std::array<size_type, N> parameters{};
    std::array<size_type, N> trainable_parameters{};
    std::size_t failed_layer = npos;      ///< first layer whose rule is broken, or npos
    diagnostic failure{};
    std::size_t dl4j_unsupported_layer = npos;  ///< first layer DL4J has no report for, or npos
    input_type output{};                  ///< the network's output type
    size_type parameter_total = 0;
    size_type trainable_parameter_total = 0;
    std::size_t report_count = 0;         ///< layers that get a report entry
    /// No layer's rule is broken (netmem::is_valid).
    constexpr bool valid() const noexcept { return failed_layer == npos; }
};

template <std::size_t N>
constexpr sequential_analysis<N> analyze_sequential(const std::array<layer_entry, N>& entries, input_type input,
                                                    policy rules_policy) noexcept {
    sequential_analysis<N> result{};
    if (const diagnostic d = validate_input_type(input); !d.ok()) {
        result.failed_layer = 0;
        result.failure = d;
        return result;
    }
    // Read the entries from a local copy: g++ 12 pays a cost proportional to the template's argument
    // count on every read of a static member of sequential<Input, Layers...>, which made this loop
    // quadratic in the layer count (docs/benchmarks.md).
    const std::array<layer_entry, N> local_entries = entries;
    input_type current = input;
    size_type time_steps = input.is_recurrent() ? input.time_steps : 0;
    const layer_entry* entry = local_entries.data();
    for (std::size_t i = 0; i < N; ++i) {
        const input_type in = preprocess(entry[i].accepts, current, time_steps, rules_policy);
        const layer_result r = entry[i].analyze(in, rules_policy);
        if (!r.check.ok()) {
            result.failed_layer = i;
            result.failure = r.check;
            // Keras's Embedding is a sequence layer; netmem's embedding (DL4J EmbeddingLayer) is not.
            if (r.check.broken == &rules::recurrent_input_without_time_steps && i > 0 &&
                entry[i - 1].outputs_one_vector_per_example)
                result.failure = violated(rules::embedding_output_is_not_a_sequence, static_cast<size_type>(i - 1));
            return result;
        }
        // The parameter total must fit in 64 bits (a named diagnostic at this layer instead of a
        // failed constant evaluation in a later one; the output's elements are checked by the
        // layer's analyze). Only a failure builds a diagnostic.
        size_type parameter_total{};
        if (__builtin_add_overflow(result.parameter_total, r.parameters, &parameter_total)) {
            result.failed_layer = i;
            result.failure = violated(rules::size_sum_overflow, result.parameter_total, r.parameters);
            return result;
        }
        if (result.dl4j_unsupported_layer == npos && r.dl4j_has_no_report) result.dl4j_unsupported_layer = i;
        result.inputs[i] = in;
        current = r.output;
        result.outputs[i] = current;
        if (current.is_recurrent() && current.time_steps > 0) time_steps = current.time_steps;
        result.parameters[i] = r.parameters;
        result.trainable_parameters[i] = r.trainable_parameters;
        result.parameter_total = parameter_total;
        result.trainable_parameter_total = checked_add(result.trainable_parameter_total, r.trainable_parameters);
        if (!entry[i].is_preprocessor) ++result.report_count;
    }
    result.output = current;
    return result;
}

}  // namespace detail

/// A sequential network: `Input` is one of the input kinds (input::feed_forward{...}, ...), each
/// of `Layers` a layer value (dense{...}, conv2d{...}, ...). The network is a type; nothing is
/// stored at run time.
template <auto Input, auto... Layers>
struct sequential {
    // (A constrained pack `layer auto...` would be a fold expression, which clang limits to 256.)
    static_assert(detail::all_true(std::array<bool, sizeof...(Layers)>{layer<decltype(Layers)>...}),
                  "netmem: every template argument after the input of sequential<> must be a layer value "
                  "(e.g. netmem::dense{.units = 10}); see netmem::layer in layers/layer.hpp");
    /// This network type. A user's `struct my_net : netmem::sequential<...> {};` inherits it:
    /// netmem's queries accept such a named network and reach the layer list through it.
    using network_type = sequential;
    /// The network input type.
    static constexpr input_type input = Input;
    /// Number of layers in the list (including reshape-only layers such as flatten).
    static constexpr std::size_t layer_count = sizeof...(Layers);
    /// The layer values, as a Hana tuple (hana::at_c<i>(layer_values()) is layer i). A function, not
    /// a static member: g++ 12 builds a Hana tuple of N elements in time quadratic in N, so it is
    /// built only when asked for (docs/benchmarks.md).
    static constexpr auto layer_values() noexcept { return boost::hana::make_basic_tuple(Layers...); }
    /// True when one of the layers is of type `Layer`. (An array of booleans, not hana::contains on a
    /// hana::tuple_t: at 1,000 layers that exceeds g++'s template depth of 900, docs/benchmarks.md.)
    template <class Layer>
    static constexpr bool has_layer_of_type() noexcept {
        return detail::first_true(std::array<bool, sizeof...(Layers)>{
                   std::is_same_v<std::remove_cv_t<decltype(Layers)>, Layer>...}) != detail::npos;
    }
    /// The layers, type-erased for constexpr loops.
    static constexpr std::array<detail::layer_entry, layer_count> entries{detail::entry_of<Layers>...};

    /// Shapes, parameter counts and the first broken rule, under `P`'s preprocessor rules.
    template <policy P = policy::corrected>
    static constexpr detail::sequential_analysis<layer_count> analysis =
        detail::analyze_sequential(entries, input, P);

    /// True when a layer is shared_weights<L> (network/detail/weight_sharing.hpp).
    static constexpr bool has_shared_weights = detail::first_true(std::array<bool, sizeof...(Layers)>{
        (detail::shared_weights_owner<decltype(Layers)>() != nullptr)...}) != detail::npos;
    /// The first shared_weights<L> layer with no earlier layer L, or layer_count.
    static consteval std::size_t first_shared_weights_without_owner() noexcept {
        const std::array<const void*, layer_count> identity{&detail::entry_of<Layers>...};
        const std::array<const void*, layer_count> owner{detail::shared_weights_owner<decltype(Layers)>()...};
        return detail::first_shared_weights_without_owner(
            layer_count, [&](std::size_t k) { return identity[k]; }, [&](std::size_t k) { return owner[k]; }, true);
    }

    /// The analysis, after turning a broken rule into its compile error (names layer i).
    template <policy P = policy::corrected>
    static consteval const detail::sequential_analysis<layer_count>& checked_analysis() {
        constexpr const auto& result = analysis<P>;
        if constexpr (has_shared_weights) {
            constexpr std::size_t unowned = first_shared_weights_without_owner();
            if constexpr (unowned != layer_count)
                static_assert(sizeof(error::shared_weights_without_owner<error::layer<unowned>>) > 0);
        }
        if constexpr (result.failed_layer != detail::npos)
            raise<error::layer<result.failed_layer>, result.failure>();
        if constexpr (P == policy::dl4j && result.failed_layer == detail::npos &&
                      result.dl4j_unsupported_layer != detail::npos)
            raise<error::layer<result.dl4j_unsupported_layer>, violated(rules::dl4j_produces_no_report)>();
        return result;
    }

    /// DL4J MultiLayerConfiguration.getMemoryReport (dl4j-memory-formulas#sequential): one report per layer, in order.
    template <policy P = policy::corrected>
    static constexpr auto memory_report(const training_config& config) noexcept {
        [[maybe_unused]] constexpr const auto& raised = checked_analysis<P>();  // the compile error, if any
        // An invalid network already has its one compile error (checked_analysis); return an empty
        // report instead of walking layers whose shapes were never computed (follow-up errors).
        constexpr const auto& checked = analysis<P>;
        if constexpr (checked.failed_layer != detail::npos ||
                      (P == policy::dl4j && checked.dl4j_unsupported_layer != detail::npos))
            return network_memory_report<0>{};
        else return build_memory_report<P>(config);
    }

  private:
    template <policy P>
    static constexpr auto build_memory_report(const training_config& config) noexcept {
        constexpr const auto& checked = analysis<P>;
        // Local copies of what the loop reads (see analyze_sequential: linear compile time on g++),
        // and only that: the layer inputs, not the whole analysis.
        const std::array<input_type, layer_count> inputs = checked.inputs;
        const std::array<detail::layer_entry, layer_count> local_entries = entries;
        network_memory_report<checked.report_count> report{};
        report.policy = P;
        report.model_class = "org.deeplearning4j.nn.conf.MultiLayerConfiguration";
        report.model_name = "MultiLayerNetwork";
        // DL4J records the last layer's output as "network input" (dl4j-memory-formulas#bug-2).
        report.network_inputs[0] = P == policy::dl4j ? checked.output : input;
        report.network_input_count = 1;
        std::size_t slot = 0;
        const detail::layer_entry* entry = local_entries.data();
        const input_type* input_of = inputs.data();
        layer_memory_report* layer = report.layers.data();
        const bool overrides = config.has_updater_overrides();
        for (std::size_t i = 0; i < layer_count; ++i) {
            if (entry[i].is_preprocessor) continue;
            layer[slot] = entry[i].memory_report({.input = input_of[i],
                                                  .updater = overrides ? config.updater_for(slot) : config.updater,
                                                  .dropout = config.dropout,
                                                  .policy = P});
            ++slot;
        }
        return report;
    }
};

/// Layer `Index` (0-based position in the layer list) of a sequential network, as its value:
/// e.g. `netmem::layer_at<lenet, 0>.filters == 20`. Hana's at_c on the layer tuple.
template <class Net, std::size_t Index>
inline constexpr auto layer_at = boost::hana::at_c<Index>(Net::layer_values());

/// True when a sequential network has at least one layer of type `Layer` (e.g. netmem::lstm).
template <class Net, class Layer>
inline constexpr bool contains_layer = Net::template has_layer_of_type<Layer>();

}  // namespace netmem
