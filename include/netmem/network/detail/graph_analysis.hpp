// netmem/network/detail/graph_analysis.hpp
// The whole analysis of a computation graph in one constexpr function (dl4j-memory-formulas#graph): name
// resolution, structural checks, DL4J's Kahn order, and shape propagation. Plain loops over
// std::array (docs/developing.md, "Arithmetic"); every step is linear in the number of vertices and edges, so a graph
// of thousands of vertices stays far inside the compilers' default constexpr limits:
// - names are resolved through an open-addressing hash table (FNV-1a), not by pairwise search.
//   The node names' hashes are computed in one loop before the analysis (node_hashes_of in
//   network/graph.hpp); an input name's here, when it is looked up (an array of hashes per vertex,
//   a variable of its own, cost more: about 0.1 s at 1,000 vertices). Names compare by address first: equal names
//   given as template arguments are the same template parameter object ([temp.param]), so a
//   lookup almost never compares characters (only on a hash collision between different names),
//   and an input name that is the previous node's (a chain) is found by address, unhashed;
// - consumers are stored as compressed rows (CSR), so Kahn's algorithm touches each edge once;
// - a vertex with at most two inputs is analysed on them by value (vertex_inputs_by_value), which
//   g++ memoizes: a vertex value on inputs met before costs a lookup.
//
// Nodes are numbered in declaration order: the network inputs first (0 .. inputs-1), then the
// vertices. The first broken rule stops the analysis and is recorded (with the node and the
// numbers the diagnostic needs); the graph type turns it into one compile error.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include <netmem/core/diagnostics.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/name_view.hpp>
#include <netmem/core/policy.hpp>
#include <netmem/network/detail/graph_entry.hpp>
#include <netmem/network/detail/weight_sharing.hpp>
#include <netmem/vertices/vertex.hpp>

namespace netmem::rules {
/// outputs<...> lists the same vertex twice. Numbers: both positions in outputs<...> (0-based).
inline constexpr rule duplicate_output_name{"duplicate_output_name"};
}  // namespace netmem::rules

namespace netmem::detail {

inline constexpr std::size_t no_node = static_cast<std::size_t>(-1);

/// What a graph template argument (after the inputs) is.
enum class graph_item_kind : std::uint8_t { vertex, outputs, allow_disconnected };

/// One template argument of a graph, type-erased: a vertex (name, input names, entry), the list of
/// outputs (names), or the allow_disconnected option.
struct graph_item {
    graph_item_kind kind = graph_item_kind::vertex;
    name_view name{};
    const name_view* names = nullptr;  ///< vertex: its input names; outputs: the output names
    std::size_t name_count = 0;
    const vertex_entry* entry = nullptr;
    const void* shares_weights_of = nullptr;     ///< shared_weights<L>: &vertex_entry_of<L> (weight_sharing.hpp)
};

/// The first broken rule of a graph.
enum class graph_failure : std::uint8_t {
    none,
    input_type,      ///< a network input type is invalid (rule + numbers, at the input)
    duplicate_name,  ///< failed_node reuses the name of first_node
    unknown_input,   ///< vertex failed_node lists an input name (edge failed_edge) that does not exist
    unknown_output,  ///< output name failed_edge does not exist
    no_output,       ///< the graph lists no output
    cycle,           ///< cycle[0 .. min(cycle_length, 8)) are on a cycle
    disconnected,    ///< no output depends on failed_node
    rule,            ///< vertex failed_node broke `rule` (input count or shape)
    dl4j_no_report,  ///< policy::dl4j: DL4J produces no report for failed_node
    shared_weights_without_owner,  ///< failed_node is shared_weights<L>, and no other vertex is L
};

/// The result of analysing a graph of N nodes, E edges and O outputs.
template <std::size_t N, std::size_t E, std::size_t O>
struct graph_analysis {
    /// The graph is well formed: no rule is broken (netmem::is_valid).
    constexpr bool valid() const noexcept { return failure == graph_failure::none; }
    graph_failure failure = graph_failure::none;
    std::size_t failed_node = no_node;
    std::size_t failed_edge = no_node;
    std::size_t first_node = no_node;
    diagnostic rule{};
    std::array<std::size_t, 8> cycle{};
    std::size_t cycle_length = 0;

    std::array<std::size_t, N> order{};         ///< DL4J's topological order (Kahn, FIFO)
    std::size_t order_size = 0;
    std::array<std::size_t, N + 1> input_begin{};  ///< edges of node v: input_begin[v] .. input_begin[v+1]
    std::array<std::size_t, E + 1> input_node{};   ///< the node each edge comes from
    std::array<std::size_t, N> item_of_node{};     ///< vertex nodes: their item index
    std::array<std::size_t, O + 1> output_nodes{};
    std::array<input_type, N> outputs{};           ///< each node's output type
    std::array<size_type, N> time_steps{};         ///< the last known T on each node's path
    std::array<size_type, N> parameters{};
    std::array<size_type, N> trainable_parameters{};
    size_type network_time_steps = 0;
    size_type parameter_total = 0;
    size_type trainable_parameter_total = 0;
    input_type output{};                            ///< the first output's type
};

/// FNV-1a over the characters of a name.
constexpr std::uint64_t name_hash(name_view name) noexcept {
    // A raw pointer loop: each call costs constant evaluation.
    std::uint64_t h = 1469598103934665603ull;
    const char* c = name.data();
    for (const char* end = c + name.size(); c != end; ++c) {
        h ^= static_cast<unsigned char>(*c);
        h *= 1099511628211ull;
    }
    return h;
}

/// The smallest power of two >= 2n (at least 2): the hash table size.
constexpr std::size_t hash_table_size(std::size_t n) noexcept {
    std::size_t size = 2;
    while (size < 2 * n) size *= 2;
    return size;
}

/// True when two names with equal hashes are equal: by address (the same template parameter
/// object) or by their characters.
constexpr bool same_name(name_view a, name_view b) noexcept {
    return a.size() == b.size() && (a.data() == b.data() || a == b);
}

/// Open-addressing table of node names: insert in declaration order, look up by name. `names` and
/// `hashes` point to the node names and their hashes. A slot holds node + 1 (0: empty), so that the
/// value-initialized array is the empty table (no initialization loop).
template <std::size_t Size>
struct name_table {
    std::array<std::size_t, Size> slot_array{};
    const name_view* names = nullptr;
    const std::uint64_t* hashes = nullptr;

    constexpr name_table(const name_view* node_names, const std::uint64_t* node_hashes) noexcept
        : names{node_names}, hashes{node_hashes} {}
    /// Inserts node `node`; returns the node that already has its name, or no_node.
    constexpr std::size_t insert(std::size_t node) noexcept {
        const std::uint64_t hash = hashes[node];
        std::size_t* slots = slot_array.data();
        std::size_t i = hash & (Size - 1);
        for (; slots[i] != 0; i = (i + 1) & (Size - 1))
            if (hashes[slots[i] - 1] == hash && same_name(names[slots[i] - 1], names[node])) return slots[i] - 1;
        slots[i] = node + 1;
        return no_node;
    }
    constexpr std::size_t find(name_view name, std::uint64_t hash) const noexcept {
        const std::size_t* slots = slot_array.data();
        for (std::size_t i = hash & (Size - 1); slots[i] != 0; i = (i + 1) & (Size - 1))
            if (hashes[slots[i] - 1] == hash && same_name(names[slots[i] - 1], name)) return slots[i] - 1;
        return no_node;
    }
};

/// The vertex inputs of node v: its input types gathered into `buffer`.
template <std::size_t N, std::size_t E, std::size_t O, std::size_t B>
constexpr vertex_inputs gather_inputs(const graph_analysis<N, E, O>& a, std::size_t v, std::array<input_type, B>& buffer,
                                      policy rules_policy) noexcept {
    const std::size_t begin = a.input_begin.data()[v];
    const std::size_t count = a.input_begin.data()[v + 1] - begin;
    const std::size_t* from = a.input_node.data() + begin;
    const input_type* outputs = a.outputs.data();
    input_type* types = buffer.data();
    for (std::size_t k = 0; k < count; ++k) types[k] = outputs[from[k]];
    return {.types = types,
            .count = count,
            .time_steps = count > 0 ? a.time_steps.data()[from[0]] : 0,
            .network_time_steps = a.network_time_steps,
            .policy = rules_policy};
}

/// The inputs of node v by value, when it has at most vertex_inputs_by_value::capacity of them (for
/// the vertex's memoized calls: network/detail/graph_entry.hpp).
template <std::size_t N, std::size_t E, std::size_t O>
constexpr vertex_inputs_by_value inputs_by_value(const graph_analysis<N, E, O>& a, std::size_t v,
                                                 policy rules_policy) noexcept {
    const std::size_t begin = a.input_begin.data()[v];
    const std::size_t count = a.input_begin.data()[v + 1] - begin;
    const std::size_t* from = a.input_node.data() + begin;
    const input_type* outputs = a.outputs.data();
    vertex_inputs_by_value in{.count = count,
                              .time_steps = count > 0 ? a.time_steps.data()[from[0]] : 0,
                              .network_time_steps = a.network_time_steps,
                              .policy = rules_policy};
    for (std::size_t k = 0; k < count; ++k) in.types[k] = outputs[from[k]];
    return in;
}
/// True when node v's inputs fit in a vertex_inputs_by_value.
template <std::size_t N, std::size_t E, std::size_t O>
constexpr bool has_few_inputs(const graph_analysis<N, E, O>& a, std::size_t v) noexcept {
    return a.input_begin.data()[v + 1] - a.input_begin.data()[v] <= vertex_inputs_by_value::capacity;
}

/// Names the vertices of a cycle: some unprocessed vertex leads (following unprocessed inputs) into
/// a cycle; records it in input-to-consumer order, starting with its first-declared vertex.
template <std::size_t N, std::size_t E, std::size_t O>
constexpr void find_cycle(graph_analysis<N, E, O>& a, const std::array<bool, N>& done) noexcept {
    auto unprocessed_input = [&](std::size_t v) {
        for (std::size_t e = a.input_begin[v]; e < a.input_begin[v + 1]; ++e)
            if (!done[a.input_node[e]]) return a.input_node[e];
        return no_node;
    };
    std::size_t v = 0;
    while (done[v]) ++v;
    for (std::size_t step = 0; step < N; ++step) v = unprocessed_input(v);  // now on a cycle
    std::array<std::size_t, N> walk{};  // walk[0] = v, walk[k+1] = an input of walk[k]
    std::size_t length = 0;
    std::size_t u = v;
    do {
        walk[length++] = u;
        u = unprocessed_input(u);
    } while (u != v);
    std::size_t first = 0;  // position of the first-declared vertex
    for (std::size_t k = 1; k < length; ++k)
        if (walk[k] < walk[first]) first = k;
    a.cycle_length = length;
    // Forward order (input before consumer) is the walk reversed.
    for (std::size_t k = 0; k < length && k < a.cycle.size(); ++k) a.cycle[k] = walk[(first + length - k) % length];
    a.failure = graph_failure::cycle;
    a.failed_node = walk[first];
}

/// The node of the first shared_weights<L> vertex whose L is no other vertex's value
/// (network/detail/weight_sharing.hpp), or no_node. Node ids: the I inputs, then the vertices in
/// declaration order. (Reads the items in place: arrays of identities would cost g++ more than
/// the scan, which is O(M) for a graph without shared_weights.)
template <std::size_t I, std::size_t M>
constexpr std::size_t shared_weights_without_owner_node(const std::array<graph_item, M>& items) noexcept {
    const graph_item* item = items.data();
    const std::size_t unowned = first_shared_weights_without_owner(
        M, [item](std::size_t k) -> const void* { return item[k].kind == graph_item_kind::vertex ? item[k].entry : nullptr; },
        [item](std::size_t k) { return item[k].shares_weights_of; }, false);
    if (unowned == M) return no_node;
    std::size_t node = I;
    for (std::size_t k = 0; k < unowned; ++k)
        if (item[k].kind == graph_item_kind::vertex) ++node;
    return node;
}

/// Analyses a graph: `names` are the node names (inputs, then vertices) and `hashes` their hashes, `input_types` the network
/// inputs, `items` every template argument after the inputs. B: the largest number of inputs of
/// any vertex (at least 1).
template <std::size_t N, std::size_t E, std::size_t O, std::size_t B, std::size_t I, std::size_t M>
constexpr graph_analysis<N, E, O> analyze_graph(const std::array<name_view, N>& names,
                                                const std::array<std::uint64_t, N>& hashes,
                                                const std::array<input_type, I>& input_types,
                                                const std::array<graph_item, M>& items, policy rules_policy) noexcept {
    graph_analysis<N, E, O> a{};
    auto fail = [&a](graph_failure failure, std::size_t node) {
        a.failure = failure;
        a.failed_node = node;
    };
    // 1. Network input types.
    for (std::size_t i = 0; i < I; ++i) {
        if (const diagnostic d = validate_input_type(input_types[i]); !d.ok()) {
            a.rule = d;
            fail(graph_failure::input_type, i);
            return a;
        }
        a.outputs[i] = input_types[i];
    }
    // 2. Unique names.
    name_table<hash_table_size(N)> table{names.data(), hashes.data()};
    for (std::size_t v = 0; v < N; ++v) {
        if (const std::size_t first = table.insert(v); first != no_node) {
            a.first_node = first;
            fail(graph_failure::duplicate_name, v);
            return a;
        }
    }
    // 3. Edges: resolve input names; check the number of inputs of each vertex.
    bool disconnected_allowed = false;
    std::size_t v = I;
    std::size_t edge = 0;
    std::size_t output_count = 0;
    std::size_t* input_begin = a.input_begin.data();
    std::size_t* input_node = a.input_node.data();
    const name_view* node_name = names.data();
    for (std::size_t item = 0; item < M; ++item) {
        const graph_item& it = items.data()[item];
        if (it.kind == graph_item_kind::allow_disconnected) disconnected_allowed = true;
        if (it.kind == graph_item_kind::outputs) {
            for (std::size_t k = 0; k < it.name_count; ++k) {
                const std::size_t node = table.find(it.names[k], name_hash(it.names[k]));
                if (node == no_node) {
                    a.failed_edge = output_count;
                    fail(graph_failure::unknown_output, no_node);
                    return a;
                }
                for (std::size_t earlier = 0; earlier < output_count; ++earlier)
                    if (a.output_nodes[earlier] == node) {
                        a.rule = violated(rules::duplicate_output_name, static_cast<size_type>(earlier),
                                          static_cast<size_type>(output_count));
                        fail(graph_failure::rule, node);
                        return a;
                    }
                a.output_nodes[output_count++] = node;
            }
        }
        if (it.kind != graph_item_kind::vertex) continue;
        a.item_of_node.data()[v] = item;
        input_begin[v] = edge;
        for (std::size_t k = 0; k < it.name_count; ++k, ++edge) {
            // Most inputs name the node declared just before (a chain): the same template parameter
            // object, found without hashing the name. The sizes first: g++ 12 cannot compare the
            // addresses of two template parameter objects of different types (fixed_string<N>)
            // in a constant expression, as same_name does.
            const name_view name = it.names[k];
            const name_view previous = node_name[v - 1];
            const std::size_t node = previous.size() == name.size() && previous.data() == name.data()
                                         ? v - 1
                                         : table.find(name, name_hash(name));
            if (node == no_node) {
                a.failed_edge = edge;
                fail(graph_failure::unknown_input, v);
                return a;
            }
            input_node[edge] = node;
        }
        const auto count = static_cast<size_type>(it.name_count);
        if (it.name_count < it.entry->min_inputs) {
            a.rule = violated(rules::too_few_inputs, count, static_cast<size_type>(it.entry->min_inputs));
            fail(graph_failure::rule, v);
            return a;
        }
        if (it.name_count > it.entry->max_inputs) {
            a.rule = violated(rules::too_many_inputs, count, static_cast<size_type>(it.entry->max_inputs));
            fail(graph_failure::rule, v);
            return a;
        }
        ++v;
    }
    for (std::size_t n = v; n <= N; ++n) input_begin[n] = edge;
    if (output_count == 0) {
        fail(graph_failure::no_output, no_node);
        return a;
    }
    // 4. Kahn's algorithm, seeded with the inputs in declaration order, FIFO (DL4J). Consumers of
    //    a node are visited in declaration order. (Hot loops index raw pointers: std::array's
    //    operator[] is a function call, which constant evaluation counts as extra steps.)
    const std::size_t* begin = a.input_begin.data();
    const std::size_t* from = a.input_node.data();
    std::size_t* order = a.order.data();
    std::array<std::size_t, N + 2> consumer_offsets{};
    std::array<std::size_t, E + 1> consumer_list{};
    std::array<std::size_t, N + 1> pending_edges{};  // unprocessed input edges of each node
    std::size_t* consumer_begin = consumer_offsets.data();
    std::size_t* consumers = consumer_list.data();
    std::size_t* pending = pending_edges.data();
    for (std::size_t e = 0; e < E; ++e) ++consumer_begin[from[e] + 2];
    for (std::size_t n = 1; n <= N; ++n) consumer_begin[n + 1] += consumer_begin[n];
    // consumer_begin[n + 1] is now the first slot of node n; filling advances it to the end of
    // node n's slots, which is where node n + 1 begins: afterwards consumer_begin[n] .. [n + 1].
    for (std::size_t n = I; n < N; ++n) {
        pending[n] = begin[n + 1] - begin[n];
        for (std::size_t e = begin[n]; e < begin[n + 1]; ++e) consumers[consumer_begin[from[e] + 1]++] = n;
    }
    std::array<bool, N> done{};
    bool* is_done = done.data();
    std::size_t size = 0;
    for (std::size_t i = 0; i < I; ++i) order[size++] = i;
    for (std::size_t head = 0; head < size; ++head) {
        const std::size_t n = order[head];
        is_done[n] = true;
        for (std::size_t c = consumer_begin[n]; c < consumer_begin[n + 1]; ++c)
            if (--pending[consumers[c]] == 0) order[size++] = consumers[c];
    }
    a.order_size = size;
    if (size < N) {
        find_cycle(a, done);
        return a;
    }
    // 5. Every node must feed an output (unless allow_disconnected): walk back from the outputs.
    if (!disconnected_allowed) {
        std::array<bool, N> needed_nodes{};
        bool* needed = needed_nodes.data();
        for (std::size_t k = 0; k < output_count; ++k) needed[a.output_nodes[k]] = true;
        for (std::size_t k = N; k-- > 0;) {  // reverse topological order: consumers before inputs
            const std::size_t n = order[k];
            if (!needed[n]) continue;
            for (std::size_t e = begin[n]; e < begin[n + 1]; ++e) needed[from[e]] = true;
        }
        for (std::size_t n = 0; n < N; ++n)
            if (!needed[n]) {
                fail(graph_failure::disconnected, n);
                return a;
            }
    }
    // 6. Shapes, parameters, in topological order.
    for (std::size_t i = 0; i < I; ++i) {
        const input_type& in = input_types[i];
        a.time_steps[i] = in.is_recurrent() ? in.time_steps : 0;
        if (a.network_time_steps == 0 && in.is_recurrent()) a.network_time_steps = in.time_steps;
    }
    std::array<input_type, B> buffer{};
    const graph_item* item_list = items.data();
    const std::size_t* item_of = a.item_of_node.data();
    size_type* time_steps = a.time_steps.data();
    for (std::size_t k = I; k < N; ++k) {
        const std::size_t n = order[k];
        const vertex_entry& entry = *item_list[item_of[n]].entry;
        // T on the path of the first input.
        const size_type path_time_steps = begin[n + 1] > begin[n] ? time_steps[from[begin[n]]] : 0;
        // At most two inputs (every layer): by value, memoized by g++ (graph_entry.hpp); more:
        // gathered.
        const layer_result r = has_few_inputs(a, n) ? entry.analyze_by_value(inputs_by_value(a, n, rules_policy))
                                                     : entry.analyze(gather_inputs(a, n, buffer, rules_policy));
        if (!r.check.ok()) {
            a.rule = r.check;
            fail(graph_failure::rule, n);
            return a;
        }
        // The parameter total must fit in 64 bits (a named diagnostic; the output's elements are
        // checked by the vertex's analyze). Only a failure builds a diagnostic.
        size_type parameter_total{};
        if (__builtin_add_overflow(a.parameter_total, r.parameters, &parameter_total)) {
            a.rule = violated(rules::size_sum_overflow, a.parameter_total, r.parameters);
            fail(graph_failure::rule, n);
            return a;
        }
        if (r.dl4j_has_no_report) {
            fail(graph_failure::dl4j_no_report, n);
            return a;
        }
        a.outputs.data()[n] = r.output;
        time_steps[n] = r.output.is_recurrent() && r.output.time_steps > 0 ? r.output.time_steps : path_time_steps;
        a.parameters.data()[n] = r.parameters;
        a.trainable_parameters.data()[n] = r.trainable_parameters;
        a.parameter_total = parameter_total;
        a.trainable_parameter_total = checked_add(a.trainable_parameter_total, r.trainable_parameters);
    }
    a.output = a.outputs[a.output_nodes[0]];
    // 7. Every shared_weights<L> vertex needs a vertex L that owns the weights.
    if (const std::size_t node = shared_weights_without_owner_node<I>(items); node != no_node)
        fail(graph_failure::shared_weights_without_owner, node);
    return a;
}

}  // namespace netmem::detail
