// netmem/deploy/graph_nodes.hpp
// deployment_network<graph<...>>: a graph's vertices as deployment nodes, in the graph's
// execution order (DL4J's topological order, network/graph.hpp); see deploy/network_nodes.hpp.
//
// Node index = the vertex's position in that order, which is also its position in the graph's
// memory report; `position_of("name")` finds it. A layer vertex uses the layer's deployment hook on
// its preprocessed input (DL4J LayerVertex); another vertex uses its own optional hook
//   constexpr layer_deployment deployment(const vertex_inputs& in, const netmem::deployment& profile) const;
// (elementwise, merge, reshape_vertex have one). A vertex (or layer vertex) without a deployment
// model makes planning a compile error naming the vertex (error::layer_has_no_deployment_model).
// Every network input is an arena tensor; every vertex named in outputs<...>
// is a network output (the first one is plan.output_tensor).
#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <type_traits>

#include <netmem/core/deployment.hpp>
#include <netmem/deploy/detail/deployment_steps.hpp>
#include <netmem/deploy/layer_deployment.hpp>
#include <netmem/deploy/network_nodes.hpp>
#include <netmem/network/graph.hpp>

namespace netmem {

namespace detail {

using vertex_deployment_function = layer_deployment (*)(const vertex_inputs&, const deployment&);

template <auto V>
constexpr layer_deployment vertex_deployment(const vertex_inputs& in, const deployment& profile) noexcept {
    using value_type = decltype(V);
    if constexpr (layer<value_type>) {
        return layer_deployment_of(V, layer_vertex_functions<V>::layer_input(in), profile);
    } else {
        return V.deployment(in, profile);
    }
}

/// The training description of vertex value V on its inputs (core/training_op.hpp).
template <auto V>
constexpr layer_training vertex_training(const vertex_inputs& in) noexcept {
    if constexpr (layer<decltype(V)>) return layer_training_of(V, layer_vertex_functions<V>::layer_input(in));
    else return layer_training_of(V, in);
}
using vertex_training_function = layer_training (*)(const vertex_inputs&);

/// error::layer_has_no_deployment_model<Where> when vertex value type V (a layer or a vertex)
/// has no deployment model.
template <class V>
constexpr bool vertex_lacks_deployment_model() noexcept {
    if constexpr (layer<V>) return lacks_deployment_model<V>();
    else return !requires(const V& v, const vertex_inputs& in, const deployment& profile) {
        { v.deployment(in, profile) } -> std::same_as<layer_deployment>;
    };
}
/// error::layer_has_no_deployment_model naming node `Node` of graph `Graph` (instantiated only
/// for a vertex without a deployment model, or whose options have none:
/// deployment_network<graph>::nodes, options_model_check).
template <class Graph, std::size_t Node>
struct vertex_model_error {
    using type = error::layer_has_no_deployment_model<typename Graph::template where<Node>>;
};

/// The deployment facts of a graph item's value V (a layer or vertex value; detail::not_a_vertex for
/// outputs<> and allow_disconnected), instantiated once per distinct value through the item's
/// `with_value` alias (network/graph.hpp), not once per vertex: a class per vertex cost g++ 0.7 s
/// at 1,000 vertices. The graph's entry points turn a missing model into the compile error that
/// names the vertex (deployment_network<graph>::unplannable_node, unmodelled_options_node).
template <auto V>
struct value_deployment {
    static constexpr bool is_vertex = !std::is_same_v<std::remove_cv_t<decltype(V)>, not_a_vertex>;
    /// False for a value with no deployment model (vertex_lacks_deployment_model).
    static constexpr bool modelled = [] {
        if constexpr (is_vertex) return !vertex_lacks_deployment_model<decltype(V)>();
        else return true;
    }();
    /// False for a layer value whose options its hook does not cover (options_have_deployment_model):
    /// checked by the deployment planner's entry points, not by the training walk.
    static constexpr bool options_modelled = [] {
        if constexpr (is_vertex) return options_have_deployment_model(V);
        else return true;
    }();
    static constexpr vertex_deployment_function function = [] {
        if constexpr (is_vertex && !vertex_lacks_deployment_model<decltype(V)>())
            return vertex_deployment_function{&vertex_deployment<V>};
        else return vertex_deployment_function{nullptr};
    }();
    static constexpr vertex_training_function training = [] {
        if constexpr (is_vertex) return vertex_training_function{&vertex_training<V>};
        else return vertex_training_function{nullptr};
    }();
};

}  // namespace detail

template <class... GraphInputs, class... Items>
struct deployment_network<graph<inputs<GraphInputs...>, Items...>> {
    using network_type = graph<inputs<GraphInputs...>, Items...>;
    static constexpr std::size_t node_count = network_type::vertex_count;
    static constexpr std::size_t input_count = network_type::input_count;
    /// Inputs per node: the largest vertex's (no fixed limit; a DenseNet concatenation has 25).
    static constexpr std::size_t max_inputs =
        network_type::max_vertex_inputs > 0 ? network_type::max_vertex_inputs : 1;
    /// The node id (network/graph.hpp's numbering: the inputs, then the vertices in declaration
    /// order; not the execution position of position_of) of the first layer vertex whose options
    /// its hook does not cover (options_have_deployment_model: pnorm pooling, layer_norm), or
    /// detail::no_node. One array of flags, not a std::tuple of one check per vertex (libstdc++'s
    /// tuple is recursive: 0.6 s of clang's time on ResNet-50).
    static constexpr std::size_t unmodelled_options_node = detail::node_of_item<input_count>(
        detail::first_true(std::array<bool, sizeof...(Items)>{
            !Items::template with_value<detail::value_deployment>::options_modelled...}),
        std::array<detail::graph_item, sizeof...(Items)>{Items::item...});
    /// The node id (as unmodelled_options_node) of the first vertex whose value has no deployment
    /// model at all (lstm's bidirectional wrapper, gru, ...), or detail::no_node: nodes() makes it
    /// error::layer_has_no_deployment_model<vertex<'n', 'a', ...>>.
    static constexpr std::size_t unplannable_node = detail::node_of_item<input_count>(
        detail::first_true(
            std::array<bool, sizeof...(Items)>{!Items::template with_value<detail::value_deployment>::modelled...}),
        std::array<detail::graph_item, sizeof...(Items)>{Items::item...});
    /// error::layer_has_no_deployment_model<vertex<'n', 'a', ...>> naming that vertex, or a
    /// complete type: the planner's entry points instantiate it (plan_memory.hpp nodes_of), the
    /// training walk does not (such a layer still trains).
    using options_model_check =
        typename std::conditional_t<unmodelled_options_node == detail::no_node,
                                    std::type_identity<detail::has_deployment_model>,
                                    detail::vertex_model_error<network_type, unmodelled_options_node>>::type;
    static constexpr std::array<input_type, input_count> input_types = network_type::input_types;
    static constexpr std::array<detail::vertex_deployment_function, sizeof...(Items)> hooks{
        Items::template with_value<detail::value_deployment>::function...};
    static constexpr std::array<detail::vertex_training_function, sizeof...(Items)> training_hooks{
        Items::template with_value<detail::value_deployment>::training...};

    /// Vertices have names (budget errors print them).
    static constexpr bool has_vertex_names = true;
    /// error::vertex<'n', 'a', 'm', 'e'> of the vertex at execution position `Position`.
    template <std::size_t Position>
    using vertex_where =
        typename network_type::template where<network_type::template analysis<>.order[Position + input_count]>;

    /// Position of the vertex named `name` in the execution order, or detail::no_index.
    static consteval std::size_t position_of(std::string_view name) {
        constexpr const auto& a = network_type::template checked_analysis<>();
        for (std::size_t k = input_count; k < network_type::node_count; ++k)
            if (network_type::node_names[a.order[k]] == name) return k - input_count;
        return detail::no_index;
    }

    /// The nodes under `profile` (WithTraining: as deployment_network<sequential>::nodes).
    template <bool WithTraining = false>
    static constexpr std::array<detail::deployment_node<max_inputs>, node_count> nodes(const deployment& profile) noexcept {
        constexpr const auto& a = network_type::template checked_analysis<>();
        // A vertex without a deployment model: a compile error naming it.
        if constexpr (unplannable_node != detail::no_node)
            static_assert(sizeof(typename detail::vertex_model_error<network_type, unplannable_node>::type) > 0);
        // Node id -> position in the execution order.
        std::array<std::size_t, network_type::node_count> position{};
        for (std::size_t k = 0; k < network_type::node_count; ++k) position[a.order[k]] = k;
        std::array<detail::deployment_node<max_inputs>, node_count> result{};
        std::array<input_type, network_type::max_vertex_inputs + 1> buffer{};
        // Local copies: g++ 12 reads a static member of a class template with N arguments in O(N)
        // (docs/benchmarks.md, finding 1).
        const std::array<detail::vertex_deployment_function, sizeof...(Items)> local_hooks = hooks;
        const std::array<detail::graph_item, sizeof...(Items)> items{Items::item...};
        for (std::size_t k = input_count; k < network_type::node_count; ++k) {
            const std::size_t n = a.order[k];
            detail::deployment_node<max_inputs>& node = result[k - input_count];
            node.kind_name = items[a.item_of_node[n]].entry->kind_name;
            const std::size_t begin = a.input_begin[n];
            node.input_count = a.input_begin[n + 1] - begin;
            for (std::size_t e = 0; e < node.input_count; ++e) {
                const std::size_t from = a.input_node[begin + e];
                node.inputs[e] = from < input_count ? detail::node_input{true, from}
                                                    : detail::node_input{false, position[from] - input_count};
            }
            node.output = a.outputs[n];
            const vertex_inputs gathered = detail::gather_inputs(a, n, buffer, policy::corrected);
            node.description = local_hooks[a.item_of_node[n]](gathered, profile);
            if constexpr (WithTraining) node.training = training_hooks[a.item_of_node[n]](gathered);
            for (std::size_t o = 0; o < network_type::output_count; ++o)
                if (a.output_nodes[o] == n) node.network_output = true;
        }
        return result;
    }
};

}  // namespace netmem
