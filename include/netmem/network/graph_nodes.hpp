// netmem/network/graph_nodes.hpp
// deployment_network<graph<...>>: a graph's vertices as deployment nodes, in the graph's
// execution order (DL4J's topological order, network/graph.hpp); see network/network_nodes.hpp.
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
#include <type_traits>

#include <netmem/core/deployment.hpp>
#include <netmem/core/name_view.hpp>
#include <netmem/network/detail/network_node.hpp>
#include <netmem/layers/layer_deployment.hpp>
#include <netmem/network/network_nodes.hpp>
#include <netmem/network/graph.hpp>

namespace netmem {

namespace detail {

/// error::layer_has_no_deployment_model naming node `Node` of graph `Graph` (instantiated only
/// for a vertex without a deployment model, or whose options have none:
/// deployment_network<graph>::nodes, options_model_check).
template <class Graph, std::size_t Node>
struct vertex_model_error {
    using type = error::layer_has_no_deployment_model<typename graph_vertex_name<Graph, Node>::type>;
};

/// The node ids (network/graph.hpp's numbering: the I inputs, then the vertices in declaration
/// order) of the first vertex that has no deployment model (its entry's deployment_modelled is
/// false) and of the first whose options its hook does not cover, or no_node; one pass over the
/// items, read from each vertex's entry (network/detail/graph_entry.hpp), one per distinct value.
struct unplannable_nodes {
    std::size_t without_model = no_node;
    std::size_t without_options_model = no_node;
};
template <std::size_t I, std::size_t M>
constexpr unplannable_nodes first_unplannable_nodes(const std::array<graph_item, M>& items) noexcept {
    unplannable_nodes first{};
    std::size_t node = I;
    for (const graph_item* item = items.data(); item != items.data() + M; ++item) {
        if (item->kind != graph_item_kind::vertex) continue;
        if (first.without_model == no_node && !item->entry->deployment_modelled) first.without_model = node;
        if (first.without_options_model == no_node && !item->entry->deployment_options_modelled)
            first.without_options_model = node;
        ++node;
    }
    return first;
}

/// deployment_network<graph>'s numbers, in a base named by them alone: g++ mangles the name of
/// every static data member of deployment_network<graph<...>>, and such a name carries the whole
/// graph (0.02-0.035 s each at 1,000 vertices; docs/benchmarks.md, finding 3 and round 4).
template <std::size_t Nodes, std::size_t Inputs, std::size_t MaxInputs, std::size_t Unplannable,
          std::size_t UnmodelledOptions>
struct graph_deployment_facts {
    static constexpr std::size_t node_count = Nodes;
    static constexpr std::size_t input_count = Inputs;
    /// Inputs per node: the largest vertex's (no fixed limit; a DenseNet concatenation has 25).
    static constexpr std::size_t max_inputs = MaxInputs;
    /// The node id of the first vertex whose value has no deployment model at all (lstm's
    /// bidirectional wrapper, gru, ...), or no_node: nodes() makes it
    /// error::layer_has_no_deployment_model<vertex<'n', 'a', ...>>.
    static constexpr std::size_t unplannable_node = Unplannable;
    /// The node id of the first layer vertex whose options its hook does not cover
    /// (options_have_deployment_model: pnorm pooling, layer_norm), or no_node.
    static constexpr std::size_t unmodelled_options_node = UnmodelledOptions;
    /// Vertices have names (budget errors print them).
    static constexpr bool has_vertex_names = true;
};

/// error::vertex<...> of the node at position K of Graph's execution order (inputs first). A class
/// of its own, so that the order is read only when an error names a vertex: clang evaluates the
/// non-dependent `analysis<>.order` of an alias member when the class is instantiated, copying the
/// whole analysis (0.35 s at 1,000 vertices).
template <class Graph, std::size_t K>
struct graph_vertex_where {
    using type =
        typename graph_vertex_name<Graph, graph_queries<Graph>::template analysis<policy::corrected>.order[K]>::type;
};

template <std::size_t Nodes, std::size_t Inputs, std::size_t MaxInputs, unplannable_nodes First>
struct graph_deployment_facts_with
    : graph_deployment_facts<Nodes, Inputs, MaxInputs, First.without_model, First.without_options_model> {};
template <class Graph>
using graph_deployment_facts_of =
    graph_deployment_facts_with<Graph::vertex_count, Graph::input_count,
                                (Graph::max_vertex_inputs > 0 ? Graph::max_vertex_inputs : 1),
                                first_unplannable_nodes<Graph::input_count>(
                                    typename Graph::item_array(Graph::item_table::items))>;

/// deployment_network of graph `Net`: a graph<...>, or a user's network derived from one
/// (`struct my_net : netmem::graph<...> {};`). Keyed on Net, not on the graph's template
/// arguments, so that a named network's nodes() has a short name (network/detail/derived_network.hpp).
template <class Net>
struct graph_deployment_network : graph_deployment_facts_of<Net>, Net::inputs_table {
    using network_type = Net;
    using facts = graph_deployment_facts_of<Net>;
    using facts::input_count;
    using facts::max_inputs;
    using facts::node_count;
    using facts::unmodelled_options_node;
    using facts::unplannable_node;
    using facts::has_vertex_names;
    /// The network inputs' types (a base named by the inputs alone: a static member of this class
    /// would be a name g++ mangles with the whole graph).
    using Net::inputs_table::input_types;
    /// error::layer_has_no_deployment_model<vertex<'n', 'a', ...>> naming the first vertex whose
    /// options have no deployment model, or a complete type: the deployment planner's nodes()
    /// instantiate it, the training walk's nodes<true>() do not (such a layer still trains).
    using options_model_check =
        typename std::conditional_t<unmodelled_options_node == no_node,
                                    std::type_identity<has_deployment_model>,
                                    vertex_model_error<network_type, unmodelled_options_node>>::type;

    /// error::vertex<'n', 'a', 'm', 'e'> of the vertex at execution position `Position`.
    template <std::size_t Position>
    using vertex_where = typename graph_vertex_where<network_type, Position + input_count>::type;

    /// Position of the vertex named `name` in the execution order, or detail::no_index.
    static consteval std::size_t position_of(name_view name) {
        constexpr const auto& a = graph_queries<Net>::template checked_analysis<>();
        for (std::size_t k = input_count; k < network_type::node_count; ++k)
            if (graph_parts<network_type>::node_names[a.order[k]] == name) return k - input_count;
        return no_index;
    }

    /// The nodes under `profile` (WithTraining, and the options check: as
    /// deployment_network<sequential>::nodes).
    template <bool WithTraining = false>
    static constexpr std::array<deployment_node<max_inputs>, node_count> nodes(const deployment& profile) noexcept {
        if constexpr (!WithTraining) static_assert(sizeof(options_model_check) > 0);
        // A reference: graph_queries<Net> has one template argument, so reading its static member
        // does not cost g++ a time per graph vertex as graph<...>'s did (docs/benchmarks.md, finding
        // 1); a copy cost 13 M more instructions at 250 vertices (round 6).
        const auto& a = graph_queries<Net>::template checked_analysis<>();
        // A vertex without a deployment model: a compile error naming it (the training walk's
        // nodes<true>() take it with an empty description: training_peak reads its training ops).
        if constexpr (!WithTraining && unplannable_node != no_node)
            static_assert(sizeof(typename vertex_model_error<network_type, unplannable_node>::type) > 0);
        // Raw pointers in the loops: std::array::operator[] is a function call, which g++'s
        // constant evaluation pays for on every access.
        const std::size_t* order = a.order.data();
        const std::size_t* input_begin = a.input_begin.data();
        const std::size_t* input_node = a.input_node.data();
        const std::size_t* item_of_node = a.item_of_node.data();
        const input_type* outputs = a.outputs.data();
        // Node id -> position in the execution order.
        std::array<std::size_t, network_type::node_count> positions{};
        std::size_t* position = positions.data();
        for (std::size_t k = 0; k < network_type::node_count; ++k) position[order[k]] = k;
        std::array<deployment_node<max_inputs>, node_count> result{};
        deployment_node<max_inputs>* nodes = result.data();
        std::array<input_type, network_type::max_vertex_inputs + 1> buffer{};
        // A local array, not the static variable: g++ 12 reads a static member of a class template
        // with N arguments in O(N) (docs/benchmarks.md, finding 1).
        const typename Net::item_array item_array = Net::item_table::items;
        const graph_item* items = item_array.data();
        for (std::size_t k = input_count; k < network_type::node_count; ++k) {
            const std::size_t n = order[k];
            deployment_node<max_inputs>& node = nodes[k - input_count];
            const vertex_entry& entry = *items[item_of_node[n]].entry;
            node.kind_name = entry.kind_name;
            node.kind = entry.kind;
            const std::size_t begin = input_begin[n];
            node.input_count = input_begin[n + 1] - begin;
            node_input* inputs = node.inputs.data();
            for (std::size_t e = 0; e < node.input_count; ++e) {
                const std::size_t from = input_node[begin + e];
                inputs[e] = from < input_count ? node_input{true, from} : node_input{false, position[from] - input_count};
            }
            node.output = outputs[n];
            node.declared = n - input_count;
            // At most two inputs: by value, memoized by g++ (network/detail/graph_entry.hpp).
            if (!entry.deployment_modelled) {
                // Only the training walk reaches here (above): no description.
            } else if (has_few_inputs(a, n)) {
                node.description = entry.deployment_by_value(inputs_by_value(a, n, policy::corrected), profile);
            } else {
                node.description = entry.deployment_hook(gather_inputs(a, n, buffer, policy::corrected), profile);
            }
            if constexpr (WithTraining) node.training = entry.training_hook(gather_inputs(a, n, buffer, policy::corrected));
        }
        // Network outputs (an output may name a network input: no node).
        for (std::size_t o = 0; o < network_type::output_count; ++o)
            if (const std::size_t n = a.output_nodes[o]; n >= input_count) nodes[position[n] - input_count].network_output = true;
        return result;
    }
};

}  // namespace detail

template <class... GraphInputs, class... Items>
struct deployment_network<graph<inputs<GraphInputs...>, Items...>>
    : detail::graph_deployment_network<graph<inputs<GraphInputs...>, Items...>> {};

/// A user's network derived from a graph: its own view, so that the view's functions are named
/// by the user's type.
template <class Net>
    requires detail::derived_network<Net> && detail::graph_network<Net>
struct deployment_network<Net> : detail::graph_deployment_network<Net> {};

}  // namespace netmem
