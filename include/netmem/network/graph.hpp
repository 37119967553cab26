// netmem/network/graph.hpp
// graph<inputs<...>, vertex<...>..., outputs<...>>: a network of named vertices (DL4J
// ComputationGraph, Keras functional model), dl4j-memory-formulas#graph.
//
//   using block = netmem::graph<
//       netmem::inputs<netmem::graph_input<"in", netmem::input::convolutional{32, 32, 16}>>,
//       netmem::vertex<"conv", netmem::conv2d{.filters = 16, .kernel = {3, 3}, .padding = netmem::padding::same}, "in">,
//       netmem::vertex<"add", netmem::elementwise{.op = netmem::elementwise_op::add}, "in", "conv">,
//       netmem::outputs<"add">>;
//
// - inputs<graph_input<"name", type>...>: the network inputs, in DL4J's addInputs order.
// - vertex<"name", value, "input"...>: a layer (dense{...}, conv2d{...}: DL4J LayerVertex, exactly
//   one input, DL4J's automatic preprocessor applied) or a vertex (vertices/: elementwise, merge,
//   subset, ...), with the names of its inputs in order. Names are string literals.
// - outputs<"name"...>: the network outputs (DL4J setOutputs); the first one is output_type<Net>.
// - allow_disconnected (optional, anywhere after the inputs): accept vertices no output depends on
//   (DL4J allowDisconnected).
//
// Analysis (network/detail/graph_analysis.hpp), one constexpr pass: unique names, name
// resolution, input counts, DL4J's topological order (Kahn's algorithm seeded with the inputs in
// declaration order, FIFO), cycle and disconnection checks, then shape propagation in that order.
// The report (memory_report) has one entry per vertex, in topological order, keyed by the vertex
// name (network_memory_report::keys).
//
// Fails to compile, ONE error for the first broken rule, naming the vertex as
// netmem::error::vertex<'n','a','m','e'>:
//   duplicate name                 error::duplicate_vertex_name<vertex, first_declared_at, declared_again_at>
//   unknown input name             error::unknown_input_name<vertex, input_name<...>, input_position>
//   unknown output name            error::unknown_output_name<output_name<...>>
//   an output listed twice         error::duplicate_output_name<first_output_position, repeated_output_position>
//   a cycle                        error::vertices_form_a_cycle<cycle_length, vertex<...>...> (up to 8
//                                  names, in data-flow order, starting with the first declared)
//   a vertex no output depends on  error::no_output_depends_on_vertex<vertex>
//   wrong number of inputs         error::too_few_inputs / error::too_many_inputs
//   a vertex's own rule            its diagnostic (input_shapes_differ, merge_spatial_size_mismatch, ...)
//   shared_weights<L>, no vertex L error::shared_weights_without_owner<vertex>
// `netmem::is_valid<Net>` asks the same without a hard error.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

#include <netmem/core/diagnostics.hpp>
#include <netmem/core/fixed_string.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/name_view.hpp>
#include <netmem/core/policy.hpp>
#include <netmem/core/training_config.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/network/detail/derived_network.hpp>
#include <netmem/network/detail/graph_analysis.hpp>
#include <netmem/network/detail/graph_entry.hpp>
#include <netmem/network/detail/weight_sharing.hpp>
#include <netmem/report/network_memory_report.hpp>
#include <netmem/vertices/vertex.hpp>

namespace netmem {

namespace error {
/// A name that is not a vertex's (an input or output name that was looked up).
template <char... Name>
struct input_name {};
template <char... Name>
struct output_name {};
template <class Where, size_type V> struct first_declared_at : quantity<Where, V> {};
template <class Where, size_type V> struct declared_again_at : quantity<Where, V> {};
template <class Where, size_type V> struct cycle_length : quantity<Where, V> {};

/// Two inputs or vertices share a name. Positions count the inputs, then the vertices, from 0.
template <class Vertex, class First, class Again>
struct duplicate_vertex_name {
    static_assert(First::value == Again::value,
                  "netmem: two graph inputs or vertices have the same name; rename one of them");
};
template <class Where, size_type V> struct first_output_position : quantity<Where, V> {};
template <class Where, size_type V> struct repeated_output_position : quantity<Where, V> {};
/// Rule netmem::rules::duplicate_output_name: outputs<...> lists this vertex twice.
template <class FirstPosition, class RepeatedPosition>
struct duplicate_output_name {
    static_assert(FirstPosition::value == RepeatedPosition::value,
                  "netmem: netmem::outputs<...> lists this vertex twice (positions counted from 0): list each output "
                  "once");
};
/// A vertex lists an input that is neither a network input nor a vertex.
template <class Vertex, class Name, class Position>
struct unknown_input_name {
    static_assert(sizeof(Vertex) + sizeof(Name) == 0,
                  "netmem: this vertex lists an input name that is no graph input and no vertex");
};
/// outputs<...> names something that is neither a network input nor a vertex.
template <class Name>
struct unknown_output_name {
    static_assert(sizeof(Name) == 0, "netmem: netmem::outputs<...> names no graph input and no vertex");
};
/// The graph has a cycle through these vertices.
template <class Length, class... Vertices>
struct vertices_form_a_cycle {
    static_assert(Length::value == 0,
                  "netmem: the graph has a cycle through these vertices (in data-flow order, starting with the "
                  "first declared; cycle_length counts them): a computation graph must be acyclic");
};
/// No output depends on this vertex or input.
template <class Vertex>
struct no_output_depends_on_vertex {
    static_assert(sizeof(Vertex) == 0,
                  "netmem: no graph output depends on this vertex (or input): remove it, list it in "
                  "netmem::outputs<...>, or add netmem::allow_disconnected (DL4J allowDisconnected)");
};
/// vertex_output_type<Net, "name"> names no vertex or input.
template <class Vertex>
struct no_vertex_with_this_name {
    static_assert(sizeof(Vertex) == 0, "netmem: the graph has no vertex or input with this name");
};
}  // namespace error

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::duplicate_output_name, W, A, B, C, D>
    : error::duplicate_output_name<error::first_output_position<W, A>, error::repeated_output_position<W, B>> {};

/// One network input: its name and its type (input::feed_forward{...}, ...).
template <fixed_string Name, auto Type>
struct graph_input {
    static constexpr name_view name = Name.view();
    static constexpr input_type type = Type;
};

/// The network inputs of a graph, in DL4J's addInputs order.
template <class... GraphInputs>
struct inputs {};

namespace detail {
template <fixed_string... Names>
inline constexpr std::array<name_view, sizeof...(Names)> name_list{Names.view()...};
}  // namespace detail

/// A vertex named `Name` computing `Value` (a layer or a vertex) from the vertices or inputs
/// named `Inputs`, in order.
template <fixed_string Name, auto Value, fixed_string... Inputs>
struct vertex {
    static_assert(layer<decltype(Value)> || graph_vertex<decltype(Value)>,
                  "netmem: a vertex value must be a layer (netmem::dense{...}, ...) or a graph vertex "
                  "(netmem::elementwise{...}, ...)");
    static constexpr detail::graph_item item{detail::graph_item_kind::vertex,
                                             Name.view(),
                                             detail::name_list<Inputs...>.data(),
                                             sizeof...(Inputs),
                                             &detail::vertex_entry_of<Value>,
                                             detail::shared_weights_owner_vertex<decltype(Value)>()};
};

/// The network outputs (DL4J setOutputs), by name.
template <fixed_string... Names>
struct outputs {
    static constexpr detail::graph_item item{detail::graph_item_kind::outputs, {}, detail::name_list<Names...>.data(),
                                             sizeof...(Names)};
};

/// Option: accept vertices that no output depends on (DL4J allowDisconnected(true)).
struct allow_disconnected {
    static constexpr detail::graph_item item{detail::graph_item_kind::allow_disconnected};
};

namespace detail {

/// The counts of a graph's items, in one pass (graph_sizes).
struct graph_item_counts {
    std::size_t vertices = 0;
    std::size_t edges = 0;     ///< names listed by the vertices
    std::size_t outputs = 0;   ///< names listed by outputs<...>
    std::size_t largest_input_count = 1;
};
template <std::size_t M>
constexpr graph_item_counts count_items(const std::array<graph_item, M>& items) noexcept {
    graph_item_counts counts{};
    for (const graph_item* item = items.data(); item != items.data() + M; ++item) {
        if (item->kind == graph_item_kind::outputs) counts.outputs += item->name_count;
        if (item->kind != graph_item_kind::vertex) continue;
        ++counts.vertices;
        counts.edges += item->name_count;
        if (item->name_count > counts.largest_input_count) counts.largest_input_count = item->name_count;
    }
    return counts;
}
/// Node names: the inputs', then the vertices'.
template <std::size_t N, std::size_t I, std::size_t M>
constexpr std::array<name_view, N> node_names_of(const std::array<name_view, I>& input_names,
                                                         const std::array<graph_item, M>& items) noexcept {
    std::array<name_view, N> names{};
    std::size_t n = 0;
    for (; n < I; ++n) names[n] = input_names[n];
    for (const auto& item : items)
        if (item.kind == graph_item_kind::vertex) names[n++] = item.name;
    return names;
}
/// The hash of each node name, in node order: computed here, in one loop (each vertex's own item
/// computing its hash cost g++ about 7 times more per name: docs/benchmarks.md, round 6).
template <std::size_t N>
constexpr std::array<std::uint64_t, N> node_hashes_of(const std::array<name_view, N>& names) noexcept {
    std::array<std::uint64_t, N> hashes{};
    for (std::size_t n = 0; n < N; ++n) hashes[n] = name_hash(names[n]);
    return hashes;
}
/// All names listed by items of `kind`, flattened in declaration order.
template <std::size_t K, std::size_t M>
constexpr std::array<name_view, K> listed_names(const std::array<graph_item, M>& items,
                                                       graph_item_kind kind) noexcept {
    std::array<name_view, K> names{};
    std::size_t n = 0;
    for (const auto& item : items)
        if (item.kind == kind)
            for (std::size_t k = 0; k < item.name_count; ++k) names[n++] = item.names[k];
    return names;
}

/// The counts of a graph. graph<...> inherits them: g++ mangles the name of every static data
/// member and every function declared in graph<...> itself that the translation unit uses, and
/// mangling graph<...> costs a time quadratic in the number of vertices (the mangler compares each
/// component with every vertex type already in its substitution table); these names are short.
template <std::size_t Inputs, std::size_t Vertices, std::size_t Edges, std::size_t Outputs, std::size_t LargestInputs>
struct graph_sizes {
    static constexpr std::size_t input_count = Inputs;
    static constexpr std::size_t vertex_count = Vertices;  ///< layers and other vertices; not the inputs
    static constexpr std::size_t node_count = Inputs + Vertices;
    static constexpr std::size_t edge_count = Edges;
    static constexpr std::size_t output_count = Outputs;
    static constexpr std::size_t max_vertex_inputs = LargestInputs;
};
/// Every item of a graph, type-erased, in declaration order: the one expansion of the item pack
/// (each `{Items::item...}` costs g++ an overload resolution per item). graph<...> names it as
/// its member type `item_table`, so that code keyed on a user's named network
/// (`struct my_net : netmem::graph<...> {};`) reads the items without spelling the graph.
template <class... Items>
struct graph_items {
    static constexpr std::array<graph_item, sizeof...(Items)> items{Items::item...};
};
/// graph_sizes from the counts of one pass over the items (a class named by the counts alone).
template <std::size_t Inputs, graph_item_counts C>
struct graph_sizes_from : graph_sizes<Inputs, C.vertices, C.edges, C.outputs, C.largest_input_count> {};
template <std::size_t Inputs, class... Items>
using graph_sizes_of =
    graph_sizes_from<Inputs, count_items(std::array<graph_item, sizeof...(Items)>(graph_items<Items...>::items))>;

// The functions below take the graph's parts as arguments (the graph passes temporaries): their
// loops read locals, never a static data member of graph<...> (on g++ each such read costs a time
// proportional to the graph's template-argument count), and their names stay short.

/// The analysis of a graph (analyze_graph) from its inputs' names and types and its items.
template <std::size_t N, std::size_t E, std::size_t O, std::size_t B, std::size_t I, std::size_t M>
constexpr graph_analysis<N, E, O> analyze_graph_parts(const std::array<name_view, I>& input_names,
                                                      const std::array<input_type, I>& input_types,
                                                      const std::array<graph_item, M>& items, policy rules_policy) noexcept {
    const std::array<name_view, N> names = node_names_of<N>(input_names, items);
    const std::array<std::uint64_t, N> hashes = node_hashes_of(names);
    return analyze_graph<N, E, O, B>(names, hashes, input_types, items, rules_policy);
}

/// The node with name `name`, or no_node.
template <std::size_t N, std::size_t I, std::size_t M>
constexpr std::size_t find_graph_node(name_view name, const std::array<name_view, I>& input_names,
                                      const std::array<graph_item, M>& items) noexcept {
    const std::array<name_view, N> names = node_names_of<N>(input_names, items);
    for (std::size_t n = 0; n < N; ++n)
        if (names[n] == name) return n;
    return no_node;
}

/// The report position (topological order, inputs excluded) of the vertex named `name`, or no_node.
/// `order`: a copy (by value) of the analysis's order.
template <std::size_t N, std::size_t I, std::size_t M>
constexpr std::size_t graph_report_index(name_view name, const std::array<std::size_t, N> order,
                                         const std::array<name_view, I>& input_names,
                                         const std::array<graph_item, M>& items) noexcept {
    const std::array<name_view, N> names = node_names_of<N>(input_names, items);
    for (std::size_t k = I; k < N; ++k)
        if (names[order[k]] == name) return k - I;
    return no_node;
}

/// The memory report of a valid graph: one entry per vertex, in topological order. `a` is the
/// graph's analysis (detail::graph_queries<Net>::analysis).
template <std::size_t N, std::size_t E, std::size_t O, std::size_t B, std::size_t I, std::size_t M>
constexpr network_memory_report<N - I> graph_memory_report(const graph_analysis<N, E, O>& a,
                                                           const std::array<input_type, I>& input_types,
                                                           const std::array<name_view, I>& input_names,
                                                           const std::array<graph_item, M>& items,
                                                           const training_config& config, policy rules_policy) noexcept {
    const std::array<name_view, N> names = node_names_of<N>(input_names, items);
    network_memory_report<N - I> report{};
    report.policy = rules_policy;
    report.model_class = "org.deeplearning4j.nn.conf.ComputationGraphConfiguration";
    report.model_name = "ComputationGraph";
    for (std::size_t i = 0; i < I && i < report.network_inputs.size(); ++i) report.network_inputs[i] = input_types[i];
    report.network_input_count = I < report.network_inputs.size() ? I : report.network_inputs.size();
    std::array<input_type, B> buffer{};
    const bool overrides = config.has_updater_overrides();
    const std::size_t* order = a.order.data();
    const std::size_t* item_of = a.item_of_node.data();
    const graph_item* item = items.data();
    const name_view* name = names.data();
    layer_memory_report* layer = report.layers.data();
    const char** key = report.keys.data();
    std::size_t slot = 0;
    for (std::size_t k = I; k < N; ++k) {
        const std::size_t n = order[k];
        const vertex_entry& entry = *item[item_of[n]].entry;
        const updater vertex_updater = overrides ? config.updater_for(slot) : config.updater;
        if (has_few_inputs(a, n)) {
            // By value, memoized by g++ (network/detail/graph_entry.hpp).
            layer[slot] = entry.memory_report_by_value(inputs_by_value(a, n, rules_policy), vertex_updater, config.dropout);
        } else {
            layer[slot] = entry.memory_report({.inputs = gather_inputs(a, n, buffer, rules_policy),
                                               .updater = vertex_updater,
                                               .dropout = config.dropout});
        }
        key[slot] = name[n].data();
        ++slot;
    }
    return report;
}

/// Tag<c...> spelling Names[K] (Names: a constexpr array of name_view).
template <template <char...> class Tag, const auto& Names, std::size_t K, std::size_t... I>
auto spelled(std::index_sequence<I...>) -> Tag<Names[K][I]...>;
template <template <char...> class Tag, const auto& Names, std::size_t K>
using spelled_t = decltype(spelled<Tag, Names, K>(std::make_index_sequence<Names[K].size()>{}));

/// A graph's network inputs (types, names, name hashes), in a base of graph<...> named by the
/// inputs alone: g++ mangles the name of every static data member of graph<...> that a
/// translation unit instantiates, and such a name carries the whole graph (about 0.023 s each at
/// 1,000 vertices; docs/benchmarks.md, finding 3).
template <class... GraphInputs>
struct graph_inputs_of {
    static constexpr std::array<input_type, sizeof...(GraphInputs)> input_types{GraphInputs::type...};
    static constexpr std::array<name_view, sizeof...(GraphInputs)> input_names{GraphInputs::name...};
};

/// graph_parts<Graph>: the node names (inputs, then vertices, in declaration order), the input
/// names the vertices list (flattened in declaration order) and the output names of graph
/// `Graph` (its items: Graph::item_table::items). A class of its own, defined after graph<...>, instantiated only
/// where they are read (a compile error that spells a vertex, position_of, io/): as static members
/// of graph<...> they were instantiated with every graph (g++ instantiates a class template's
/// static data members with it) and their names mangled.
template <class Graph>
struct graph_parts;

/// error::vertex<'n', 'a', 'm', 'e'> spelling node `Node` of graph `Graph` (graph::where). A class
/// of its own, so that the alias member graph::where<Node> names the node names only when an
/// error (or a budget message) spells a vertex, not when the graph class is instantiated.
template <class Graph, std::size_t Node>
struct graph_vertex_name {
    using type = spelled_t<error::vertex, graph_parts<Graph>::node_names, Node>;
};

}  // namespace detail

/// A computation graph. See the file comment.
template <class Inputs, class... Items>
struct graph {
    static_assert(sizeof(Inputs) == 0,
                  "netmem: a graph starts with netmem::inputs<netmem::graph_input<\"name\", type>...>");
};

template <class... GraphInputs, class... Items>
struct graph<inputs<GraphInputs...>, Items...> : detail::graph_sizes_of<sizeof...(GraphInputs), Items...>,
                                                  detail::graph_inputs_of<GraphInputs...> {
  private:
    using sizes = detail::graph_sizes_of<sizeof...(GraphInputs), Items...>;
    using inputs_base = detail::graph_inputs_of<GraphInputs...>;

  public:
    // Compile time (docs/benchmarks.md, finding 3): g++ pays a time quadratic in the number of
    // vertices for every static data member and every used function declared here, and a time
    // proportional to it for every read of a static data member in a constexpr loop. So the
    // counts and the inputs' arrays are inherited (detail::graph_sizes, detail::graph_inputs_of:
    // classes named without the vertices), the work is done by detail:: functions that get the
    // graph's parts as arguments, and the analysis, checks and report are computed by
    // detail::graph_queries<Net>, keyed on the network type netmem was asked about (a user's named
    // network has a short name: network/detail/derived_network.hpp); the members below forward.
    static_assert(sizeof...(GraphInputs) >= 1, "netmem: a graph needs at least one netmem::graph_input");
    /// This graph type. A user's `struct my_net : netmem::graph<...> {};` inherits it: netmem's
    /// queries accept such a named network and reach the graph through it.
    using network_type = graph;
    /// Number of network inputs.
    using sizes::input_count;
    /// Number of vertices (layers and other vertices; not the inputs).
    using sizes::vertex_count;
    /// input_count + vertex_count.
    using sizes::node_count;
    /// Number of input names listed by all vertices.
    using sizes::edge_count;
    /// Number of names in outputs<...>.
    using sizes::output_count;
    /// The largest number of inputs of any vertex (at least 1).
    using sizes::max_vertex_inputs;

    /// The network inputs' types (std::array<input_type, input_count>, in inputs<...> order).
    using inputs_base::input_types;
    /// Every template argument after the inputs, type-erased: item_table::items, a
    /// std::array<detail::graph_item, sizeof...(Items)> (detail::graph_items).
    using item_table = detail::graph_items<Items...>;
    /// The inputs' names, hashes and types (detail::graph_inputs_of).
    using inputs_table = inputs_base;
    /// item_array(item_table::items): a copy to pass to the detail:: functions, so that their loops
    /// read a local, not the static variable (on g++ every read of a constant variable copies it:
    /// docs/benchmarks.md, finding 1).
    using item_array = std::array<detail::graph_item, sizeof...(Items)>;

    using analysis_type = detail::graph_analysis<node_count, edge_count, output_count>;

    /// Order, shapes, parameter counts and the first broken rule, under `P`'s rules
    /// (detail::graph_queries<graph>::analysis).
    template <policy P = policy::corrected>
    static constexpr const analysis_type& analysis = detail::graph_queries<graph>::template analysis<P>;

    /// error::vertex<...> naming node `Node`.
    template <std::size_t Node>
    using where = typename detail::graph_vertex_name<graph, Node>::type;

    /// The analysis, after turning a broken rule into its compile error (names the vertex).
    template <policy P = policy::corrected>
    static consteval const analysis_type& checked_analysis() {
        return detail::graph_queries<graph>::template checked_analysis<P>();
    }

    /// The output type of the vertex or input named `Name` (a compile error if there is none).
    template <fixed_string Name>
    static consteval input_type output_of() {
        return detail::graph_queries<graph>::template output_of<Name>();
    }

    /// The position of vertex `name` in the memory report (DL4J's topological order, inputs
    /// excluded), e.g. for training_config::updater_overrides; detail::no_node if there is none.
    static consteval std::size_t report_index(name_view name) {
        return detail::graph_queries<graph>::report_index(name);
    }

    /// DL4J ComputationGraphConfiguration.getMemoryReport (dl4j-memory-formulas#graph): one report per vertex, in
    /// topological order, keyed by vertex name. network_inputs records the first 8 input types.
    template <policy P = policy::corrected>
    static constexpr auto memory_report(const training_config& config) noexcept {
        return detail::graph_queries<graph>::template memory_report<P>(config);
    }
};

namespace detail {
template <class... GraphInputs, class... Items>
struct graph_parts<graph<inputs<GraphInputs...>, Items...>> {
    using graph_type = graph<inputs<GraphInputs...>, Items...>;
    /// Node names: the inputs', then the vertices', in declaration order.
    static constexpr std::array<name_view, graph_type::node_count> node_names =
        node_names_of<graph_type::node_count>(graph_inputs_of<GraphInputs...>::input_names,
                                              std::array<graph_item, sizeof...(Items)>(graph_items<Items...>::items));
    /// The input names listed by the vertices, flattened in declaration order.
    static constexpr std::array<name_view, graph_type::edge_count> edge_names =
        listed_names<graph_type::edge_count>(std::array<graph_item, sizeof...(Items)>(graph_items<Items...>::items), graph_item_kind::vertex);
    /// The names listed in outputs<...>, in order.
    static constexpr std::array<name_view, graph_type::output_count> output_names =
        listed_names<graph_type::output_count>(std::array<graph_item, sizeof...(Items)>(graph_items<Items...>::items), graph_item_kind::outputs);
};
/// A network derived from a graph (`struct my_net : netmem::graph<...> {};`): the graph's parts.
template <detail::derived_network Net>
struct graph_parts<Net> : graph_parts<typename Net::network_type> {};
}  // namespace detail

namespace detail {
/// What netmem asks of graph `Net`: a graph<...>, or a user's network derived from one
/// (`struct my_net : netmem::graph<...> {};`). Keyed on Net, not on the graph's template
/// arguments: g++ mangles the name of every function and variable used here, and with a named
/// network that name is short (docs/benchmarks.md, round 6). netmem's own queries reach a graph
/// through it (detail::queries_t<Net>); graph<...>'s members of the same names forward here.
template <class Net>
struct graph_queries {
    using analysis_type = typename Net::analysis_type;
    using item_array = typename Net::item_array;
    using inputs_table = typename Net::inputs_table;

    /// Order, shapes, parameter counts and the first broken rule, under `P`'s rules (the
    /// detail::analyze_graph steps: names, edges, Kahn's order, outputs, shapes, shared weights).
    template <policy P>
    static constexpr analysis_type analysis =
        analyze_graph_parts<Net::node_count, Net::edge_count, Net::output_count, Net::max_vertex_inputs>(
            inputs_table::input_names, inputs_table::input_types,
            item_array(Net::item_table::items), P);

    /// error::vertex<...> naming node `Node`.
    template <std::size_t Node>
    using where = typename graph_vertex_name<Net, Node>::type;

    /// The analysis, after turning a broken rule into its compile error (names the vertex; the
    /// errors are listed at the top of this file).
    template <policy P = policy::corrected>
    static consteval const analysis_type& checked_analysis() {
        constexpr const analysis_type& a = analysis<P>;
        using failure = graph_failure;
        if constexpr (a.failure == failure::input_type || a.failure == failure::rule) {
            raise<where<a.failed_node>, a.rule>();
        } else if constexpr (a.failure == failure::duplicate_name) {
            using w = where<a.failed_node>;
            static_assert(sizeof(error::duplicate_vertex_name<w, error::first_declared_at<w, a.first_node>,
                                                              error::declared_again_at<w, a.failed_node>>) > 0);
        } else if constexpr (a.failure == failure::unknown_input) {
            using w = where<a.failed_node>;
            static_assert(sizeof(error::unknown_input_name<w, spelled_t<error::input_name, graph_parts<Net>::edge_names, a.failed_edge>,
                                                           error::input_position<w, a.failed_edge - a.input_begin[a.failed_node]>>) > 0);
        } else if constexpr (a.failure == failure::unknown_output) {
            static_assert(sizeof(error::unknown_output_name<spelled_t<error::output_name, graph_parts<Net>::output_names, a.failed_edge>>) > 0);
        } else if constexpr (a.failure == failure::no_output) {
            static_assert(a.failure != failure::no_output, "netmem: a graph needs netmem::outputs<\"name\", ...>");
        } else if constexpr (a.failure == failure::cycle) {
            raise_cycle_error<analysis<P>>(std::make_index_sequence<(a.cycle_length < 8 ? a.cycle_length : 8)>{});
        } else if constexpr (a.failure == failure::disconnected) {
            static_assert(sizeof(error::no_output_depends_on_vertex<where<a.failed_node>>) > 0);
        } else if constexpr (a.failure == failure::dl4j_no_report) {
            raise<where<a.failed_node>, violated(rules::dl4j_produces_no_report)>();
        } else if constexpr (a.failure == failure::shared_weights_without_owner) {
            static_assert(sizeof(error::shared_weights_without_owner<where<a.failed_node>>) > 0);
        }
        return a;
    }

    template <const analysis_type& A, std::size_t... I>
    static consteval void raise_cycle_error(std::index_sequence<I...>) {
        using w = where<A.failed_node>;
        static_assert(sizeof(error::vertices_form_a_cycle<error::cycle_length<w, A.cycle_length>, where<A.cycle[I]>...>) > 0);
    }

    /// The output type of the vertex or input named `Name` (error::no_vertex_with_this_name if none).
    template <fixed_string Name>
    static consteval input_type output_of() {
        constexpr std::size_t node =
            find_graph_node<Net::node_count>(Name.view(), inputs_table::input_names, item_array(Net::item_table::items));
        if constexpr (node == no_node) {
            static_assert(sizeof(error::no_vertex_with_this_name<netmem::vertex_where<Name>>) > 0);
            return {};
        } else {
            return checked_analysis<>().outputs[node];
        }
    }

    /// The position of vertex `name` in the memory report, or no_node.
    static consteval std::size_t report_index(name_view name) {
        return graph_report_index(name, checked_analysis<>().order, inputs_table::input_names,
                                  item_array(Net::item_table::items));
    }

    /// DL4J ComputationGraphConfiguration.getMemoryReport (dl4j-memory-formulas#graph): network_memory_report<vertex
    /// count>, one layer_memory_report per vertex in topological order, keyed by vertex name.
    template <policy P = policy::corrected>
    static constexpr auto memory_report(const training_config& config) noexcept {
        // An invalid graph already has its one compile error (checked_analysis); return an empty
        // report instead of walking vertices whose shapes were never computed (follow-up errors).
        [[maybe_unused]] constexpr const auto& raised = checked_analysis<P>();  // the compile error, if any
        if constexpr (analysis<P>.failure != graph_failure::none) {
            return network_memory_report<0>{};
        } else {
            return graph_memory_report<Net::node_count, Net::edge_count, Net::output_count, Net::max_vertex_inputs>(
                analysis<P>, inputs_table::input_types, inputs_table::input_names,
                item_array(Net::item_table::items), config, P);
        }
    }
};
}  // namespace detail

/// The output type of the vertex (or input) named `Name` of graph `Net` (also spelled
/// netmem::output_type<Net, "name">).
template <class Net, fixed_string Name>
inline constexpr input_type vertex_output_type = detail::queries_t<Net>::template output_of<Name>();

}  // namespace netmem
