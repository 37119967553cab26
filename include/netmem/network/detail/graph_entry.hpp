// netmem/network/detail/graph_entry.hpp
// Type erasure of graph vertices for the constexpr loops (docs/developing.md, "Arithmetic"): every vertex value, layer
// or not, becomes a vertex_entry of function pointers that take all of the vertex's inputs at once.
//
// A layer becomes DL4J's LayerVertex (dl4j-memory-formulas#graph): it takes exactly one input, DL4J's automatic
// preprocessor is applied to it (network/preprocessor.hpp, with the time length known on the
// input's path), and the layer protocol does the rest through its sequential layer_entry. A
// reshape-only layer (flatten) has no DL4J layer: in a graph it is reported like DL4J's
// PreprocessorVertex (activations and activation gradients only).
//
// The entry also carries what the deployment planner (network/graph_nodes.hpp) and the training
// walk (training/training_peak.hpp) need of the value: its layer_deployment hook, its training
// operations and whether a deployment model covers its options. Hence the include of
// layers/layer_deployment.hpp (the protocol every layer file implements; it depends on core/ and
// network/detail/layer_entry.hpp only).
#pragma once

#include <concepts>
#include <cstddef>
#include <type_traits>

#include <netmem/core/deployment.hpp>
#include <netmem/core/diagnostics.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/policy.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/layer_deployment.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>
#include <netmem/network/detail/layer_entry.hpp>
#include <netmem/network/preprocessor.hpp>
#include <netmem/report/layer_memory_report.hpp>
#include <netmem/vertices/vertex.hpp>

namespace netmem::detail {

/// The inputs of a vertex with at most two (every layer; elementwise, a merge of two), as the
/// graph's loops give them: their types (a layer's before DL4J's automatic preprocessor), the
/// last known time length T on the first one's path, the graph's first recurrent input's T and the
/// rules. Passed BY VALUE: g++ memoizes a constant evaluation's call whose arguments are
/// constants, so a vertex value that meets the same inputs again (a ResNet's repeated blocks,
/// every batch norm of one width, every residual add of one shape) is analysed, reported and
/// described once per translation unit (network/detail/layer_entry.hpp). A vertex with more
/// inputs gets them gathered (vertex_inputs).
struct vertex_inputs_by_value {
    static constexpr std::size_t capacity = 2;
    input_type types[capacity]{};
    std::size_t count = 0;
    size_type time_steps = 0;
    size_type network_time_steps = 0;
    netmem::policy policy = policy::corrected;
    /// The same inputs as the vertex protocol's vertex_inputs (pointing into this object).
    constexpr vertex_inputs view() const noexcept {
        return {.types = types, .count = count, .time_steps = time_steps, .network_time_steps = network_time_steps,
                .policy = policy};
    }
};

/// One vertex (layer or not), type-erased. Every function is constexpr-callable. (Only what the
/// graph's report and analysis, the deployment planner and the training walk call: each function
/// pointer instantiates its function for every distinct vertex value, which is compile time.)
/// The *_by_value functions take a vertex with at most two inputs (vertex_inputs_by_value,
/// memoized by g++); the others any number of gathered inputs.
struct vertex_entry {
    const char* kind_name;
    operator_kind kind;  ///< layers/operator_kind.hpp: what a runtime's lowering switches on
    bool is_layer;
    std::size_t min_inputs;
    std::size_t max_inputs;
    layer_memory_report (*memory_report)(const vertex_context&);
    /// validate and the output's element count (rules::size_overflow), then (when ok) output type,
    /// parameter counts and dl4j_has_no_report together.
    layer_result (*analyze)(const vertex_inputs&);
    layer_result (*analyze_by_value)(vertex_inputs_by_value);
    layer_memory_report (*memory_report_by_value)(vertex_inputs_by_value, updater, bool dropout);
    /// False when the value has no deployment model (network/graph_nodes.hpp names the vertex in
    /// the error); deployment_hook is then nullptr. A flag of its own: g++ 12 does not accept
    /// comparing a function template specialization's address with nullptr in a constant
    /// expression. The graph's deployment facts live here, one entry per distinct value, so that
    /// the planner reads them in its constexpr loop instead of expanding the graph's items once
    /// per fact.
    bool deployment_modelled;
    /// The deployment planner's description of the vertex on its inputs under a profile
    /// (layers/layer_deployment.hpp; a layer: its hook on the preprocessed input); nullptr when
    /// deployment_modelled is false.
    layer_deployment (*deployment_hook)(const vertex_inputs&, const deployment&);
    /// deployment_hook on at most two inputs; nullptr when deployment_modelled is false.
    layer_deployment (*deployment_by_value)(vertex_inputs_by_value, deployment);
    /// The training walk's operations of the vertex on its inputs (core/training_op.hpp).
    layer_training (*training_hook)(const vertex_inputs&);
    /// False for a layer whose options its deployment hook does not cover (pnorm pooling,
    /// layer_norm: core/deployment.hpp options_have_deployment_model).
    bool deployment_options_modelled;
};

/// True when `type` is recurrent without a time length (DL4J's arrayElementsPerExample throws).
constexpr bool lacks_time_steps(const input_type& type) noexcept {
    return type.is_recurrent() && type.time_steps <= 0;
}

/// A layer as DL4J's LayerVertex. The functions on a vertex_inputs_by_value do the work (by value:
/// memoized by g++); those on vertex_inputs forward to them.
template <auto L>
struct layer_vertex_functions {
    static constexpr const layer_entry& entry = entry_of<L>;

    /// The layer's input after DL4J's automatic preprocessor.
    static constexpr input_type layer_input(const vertex_inputs_by_value& in) noexcept {
        return preprocess(entry.accepts, in.types[0], in.time_steps, in.policy);
    }
    static constexpr input_type layer_input(const vertex_inputs& in) noexcept {
        return preprocess(entry.accepts, in[0], in.time_steps, in.policy);
    }
    static constexpr vertex_inputs_by_value single(const vertex_inputs& in) noexcept {
        return {.types = {in[0]}, .count = 1, .time_steps = in.time_steps, .network_time_steps = in.network_time_steps,
                .policy = in.policy};
    }

    static constexpr layer_result analyze_by_value(vertex_inputs_by_value in) noexcept {
        // One call through the layer's entry (layer_entry::analyze) instead of one per question.
        const layer_result r = entry.analyze(layer_input(in), in.policy);
        return {.check = r.check,
                .output = r.output,
                .parameters = r.parameters,
                .trainable_parameters = r.trainable_parameters,
                .dl4j_has_no_report = in.policy == policy::dl4j && r.dl4j_has_no_report};
    }
    static constexpr layer_result analyze(const vertex_inputs& in) noexcept { return analyze_by_value(single(in)); }

    static constexpr layer_memory_report memory_report_by_value(vertex_inputs_by_value in, updater layer_updater,
                                                                bool dropout) noexcept {
        const input_type type = layer_input(in);
        if (entry.is_preprocessor) {
            layer_memory_report report{};
            report.report_class = "PreprocessorVertex";
            report.input = type;
            report.output = entry.output_type(type, in.policy);
            report.policy = in.policy;
            return report;
        }
        return entry.memory_report({.input = type, .updater = layer_updater, .dropout = dropout, .policy = in.policy});
    }
    static constexpr layer_memory_report memory_report(const vertex_context& context) noexcept {
        return memory_report_by_value(single(context.inputs), context.updater, context.dropout);
    }

    static constexpr layer_deployment deployment_by_value(vertex_inputs_by_value in, deployment profile) noexcept {
        return layer_deployment_of(L, layer_input(in), profile);
    }
};

/// A non-layer vertex (vertices/vertex.hpp protocol). Every input type is checked first; a
/// recurrent input or output without a time length is rejected under policy::corrected and makes
/// the report unavailable under policy::dl4j (DL4J's totals throw).
template <auto V>
struct vertex_functions {
    static constexpr diagnostic validate(const vertex_inputs& in) noexcept {
        for (std::size_t i = 0; i < in.count; ++i)
            if (const diagnostic d = validate_input_type(in[i]); !d.ok()) return d;
        if (const diagnostic d = V.validate(in); !d.ok()) return d;
        if (in.policy == policy::corrected) {
            for (std::size_t i = 0; i < in.count; ++i)
                if (lacks_time_steps(in[i])) return violated(rules::recurrent_input_without_time_steps, 0);
            if (lacks_time_steps(V.output_type(in))) return violated(rules::recurrent_input_without_time_steps, 0);
        }
        return {};
    }
    static constexpr bool dl4j_has_no_report(const vertex_inputs& in) noexcept {
        return vertex_dl4j_has_no_report(V, in) || lacks_time_steps(in[0]) || lacks_time_steps(V.output_type(in));
    }
    static constexpr layer_result analyze(const vertex_inputs& in) noexcept {
        layer_result result{.check = validate(in)};
        if (!result.check.ok()) return result;
        result.output = V.output_type(in);
        if (result.check = require_elements_fit(result.output); !result.check.ok()) return result;
        result.parameters = vertex_parameter_count(V, in);
        result.trainable_parameters = vertex_trainable_parameter_count(V, in);
        result.dl4j_has_no_report = in.policy == policy::dl4j && dl4j_has_no_report(in);
        return result;
    }
    static constexpr layer_result analyze_by_value(vertex_inputs_by_value in) noexcept { return analyze(in.view()); }
    static constexpr layer_memory_report memory_report(const vertex_context& context) noexcept {
        return V.memory_report(context);
    }
    static constexpr layer_memory_report memory_report_by_value(vertex_inputs_by_value in, updater vertex_updater,
                                                                bool dropout) noexcept {
        return V.memory_report({.inputs = in.view(), .updater = vertex_updater, .dropout = dropout});
    }
    static constexpr layer_deployment deployment_by_value(vertex_inputs_by_value in, deployment profile) noexcept {
        return V.deployment(in.view(), profile);
    }
};

/// The deployment description of vertex value V on its inputs: a layer's hook on its preprocessed
/// input (DL4J LayerVertex), or the vertex's own optional hook
///   constexpr layer_deployment deployment(const vertex_inputs& in, const netmem::deployment& profile) const;
template <auto V>
constexpr layer_deployment vertex_deployment(const vertex_inputs& in, const deployment& profile) noexcept {
    if constexpr (!layer<decltype(V)> && !names_operator_kind<decltype(V)>)
        static_assert(sizeof(error::hook_names_no_operator_kind<decltype(V)>) > 0);
    if constexpr (layer<decltype(V)>) return layer_vertex_functions<V>::deployment_by_value(layer_vertex_functions<V>::single(in), profile);
    else return V.deployment(in, profile);
}

/// The training description of vertex value V on its inputs (core/training_op.hpp).
template <auto V>
constexpr layer_training vertex_training(const vertex_inputs& in) noexcept {
    if constexpr (layer<decltype(V)>) return training_function<V>(layer_vertex_functions<V>::layer_input(in));
    else return layer_training_of(V, in);
}

/// True when vertex value type V (a layer or a vertex) has no deployment model.
template <class V>
constexpr bool vertex_lacks_deployment_model() noexcept {
    if constexpr (layer<V>) return lacks_deployment_model<V>();
    else return !requires(const V& v, const vertex_inputs& in, const deployment& profile) {
        { v.deployment(in, profile) } -> std::same_as<layer_deployment>;
    };
}

template <auto V>
consteval vertex_entry make_vertex_entry() noexcept {
    using type = decltype(V);
    constexpr bool modelled = !vertex_lacks_deployment_model<type>();
    layer_deployment (*deployment_hook)(const vertex_inputs&, const deployment&) = nullptr;
    if constexpr (modelled) deployment_hook = &vertex_deployment<V>;
    using f = std::conditional_t<layer<type>, layer_vertex_functions<V>, vertex_functions<V>>;
    layer_deployment (*deployment_by_value)(vertex_inputs_by_value, deployment) = nullptr;
    if constexpr (modelled) deployment_by_value = &f::deployment_by_value;
    std::size_t min_inputs = 1, max_inputs = 1;
    if constexpr (!layer<type>) {
        min_inputs = type::min_inputs;
        max_inputs = type::max_inputs;
    }
    return {type::kind_name, operator_kind_of<type>(), layer<type>, min_inputs, max_inputs, &f::memory_report, &f::analyze,
            &f::analyze_by_value, &f::memory_report_by_value, modelled, deployment_hook, deployment_by_value,
            &vertex_training<V>, options_have_deployment_model(V)};
}

/// The entry of vertex value V (a layer or a graph_vertex).
template <auto V>
inline constexpr vertex_entry vertex_entry_of = make_vertex_entry<V>();

/// The identity of the vertex value whose weights vertex value type T reuses (T =
/// shared_weights<L>: &vertex_entry_of<L>, network/detail/weight_sharing.hpp), or nullptr.
template <class T>
constexpr const void* shared_weights_owner_vertex() noexcept {
    if constexpr (requires { T::shares_weights; }) return &vertex_entry_of<T::wrapped>;
    else return nullptr;
}

}  // namespace netmem::detail
