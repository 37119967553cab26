// netmem/network/detail/layer_entry.hpp
// Type erasure of layers for the constexpr loops (docs/developing.md, "Arithmetic"): each layer value L becomes a
// layer_entry of function pointers, so that a network of any size is processed by plain loops over
// a std::array instead of recursive templates or fold expressions.
#pragma once

#include <netmem/core/diagnostics.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/report/layer_memory_report.hpp>

namespace netmem::detail {

/// What a network's analysis needs of a layer (or a graph vertex) on a given input, computed in one
/// call (keeps the compile time of networks of thousands of layers low, docs/benchmarks.md).
struct layer_result {
    diagnostic check{};        ///< ok, or the first broken rule
    input_type output{};       ///< valid when check is ok
    size_type parameters = 0;
    size_type trainable_parameters = 0;
    bool dl4j_has_no_report = false;
};

/// One layer, type-erased. Every function is constexpr-callable.
struct layer_entry {
    const char* kind_name;
    accepted_input accepts;
    /// True for layers that only reshape (flatten, explicit preprocessors): DL4J has no layer for
    /// them, so they get no report entry of their own.
    bool is_preprocessor;
    /// True for a layer that gives one vector per example where users often expect a sequence
    /// (embedding): a recurrent layer right after it gets rules::embedding_output_is_not_a_sequence.
    bool outputs_one_vector_per_example;
    diagnostic (*validate)(const input_type&, policy);
    /// The output type under a policy (the two differ only for layers whose DL4J flow has a quirk,
    /// e.g. loss: layers/layer.hpp, output_type_of).
    input_type (*output_type)(const input_type&, policy);
    size_type (*parameter_count)(const input_type&, policy);
    size_type (*trainable_parameter_count)(const input_type&, policy);
    bool (*dl4j_has_no_report)(const input_type&);
    /// The two per-layer calls of a network's loops take their arguments BY VALUE: g++ memoizes a
    /// constant evaluation's call whose arguments are constants, so a layer value that recurs on
    /// the same input (a ResNet's repeated blocks, every batch norm of one width) is computed once
    /// per translation unit. (A reference to a loop's local is no constant: no memo.)
    layer_memory_report (*memory_report)(layer_context);
    /// validate and the output's element count (rules::size_overflow), then (when ok) the output
    /// type, both parameter counts and dl4j_has_no_report.
    layer_result (*analyze)(input_type, policy);
};

template <auto L>
struct layer_functions {
    static constexpr diagnostic validate(const input_type& in, policy rules_policy) noexcept {
        if constexpr (validates_own_input_type<decltype(L)>()) return validate_of(L, in, rules_policy);
        const diagnostic type_check = validate_input_type(in);
        return type_check.ok() ? validate_of(L, in, rules_policy) : type_check;
    }
    static constexpr input_type output_type(const input_type& in, policy rules_policy) noexcept {
        return output_type_of(L, in, rules_policy);
    }
    static constexpr size_type parameter_count(const input_type& in, policy rules_policy) noexcept {
        return parameter_count_of(L, in, rules_policy);
    }
    static constexpr size_type trainable_parameter_count(const input_type& in, policy rules_policy) noexcept {
        return trainable_parameter_count_of(L, in, rules_policy);
    }
    static constexpr bool dl4j_has_no_report(const input_type& in) noexcept { return dl4j_has_no_report_of(L, in); }
    static constexpr layer_memory_report memory_report(layer_context context) noexcept {
        return memory_report_of(L, context);
    }
    static constexpr layer_result analyze(input_type in, policy rules_policy) noexcept {
        layer_result result{.check = validate(in, rules_policy)};
        if (!result.check.ok()) return result;
        result.output = output_type_of(L, in, rules_policy);
        // The output's elements must fit in 64 bits (a named diagnostic at this layer instead of a
        // failed constant evaluation in a later one).
        if (result.check = require_elements_fit(result.output); !result.check.ok()) return result;
        result.parameters = parameter_count_of(L, in, rules_policy);
        result.trainable_parameters = trainable_parameter_count_of(L, in, rules_policy);
        result.dl4j_has_no_report = dl4j_has_no_report_of(L, in);
        return result;
    }
};

using netmem::is_preprocessor_layer;

template <class L>
constexpr bool outputs_one_vector_per_example() noexcept {
    if constexpr (requires { L::outputs_one_vector_per_example; }) return L::outputs_one_vector_per_example;
    else return false;
}

/// The entry of layer value L.
template <auto L>
inline constexpr layer_entry entry_of{
    decltype(L)::kind_name,
    accepts_of<decltype(L)>(),
    is_preprocessor_layer<decltype(L)>(),
    outputs_one_vector_per_example<decltype(L)>(),
    &layer_functions<L>::validate,
    &layer_functions<L>::output_type,
    &layer_functions<L>::parameter_count,
    &layer_functions<L>::trainable_parameter_count,
    &layer_functions<L>::dl4j_has_no_report,
    &layer_functions<L>::memory_report,
    &layer_functions<L>::analyze,
};

/// The identity of the layer whose weights layer type T reuses (T = shared_weights<L>:
/// &entry_of<L>, network/detail/weight_sharing.hpp), or nullptr when T owns its weights.
template <class T>
constexpr const void* shared_weights_owner() noexcept {
    if constexpr (requires { T::shares_weights; }) return &entry_of<T::wrapped>;
    else return nullptr;
}

}  // namespace netmem::detail
