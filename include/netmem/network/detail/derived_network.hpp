// netmem/network/detail/derived_network.hpp
// A user's named network: `struct my_net : netmem::graph<...> {};` (or netmem::sequential<...>).
// Derive publicly (a struct): the queries read the network's members through the derived type.
// Every netmem query accepts it as it accepts the network type itself:
// - graph_parts, and deployment_network of a named sequential network, reach the base through
//   `Net::network_type`, which graph<...> and sequential<...> define as themselves;
// - a graph's analysis, checks and report are computed by detail::graph_queries<Net>
//   (network/graph.hpp), and its deployment view by detail::graph_deployment_network<Net>
//   (network/graph_nodes.hpp), keyed on the user's type: g++ gives every function and variable a
//   translation unit uses a mangled name, and a graph's own name spells every vertex (at 1,000
//   vertices each such name costs g++ about as much as a planner; docs/benchmarks.md, round 6).
#pragma once

#include <type_traits>

namespace netmem::detail {

/// Net is derived from a netmem network type and is not that type itself.
/// (std::is_same<...>::value, not std::is_same_v: g++ gives every variable template specialization
/// a mangled name, and this one would spell the whole network type.)
template <class Net>
concept derived_network = requires { typename Net::network_type; } &&
                          !std::is_same<Net, typename Net::network_type>::value &&
                          std::is_base_of<typename Net::network_type, Net>::value;

/// Net is a graph<...> or derived from one.
template <class Net>
concept graph_network = requires { typename Net::item_table; };

template <class Net>
struct graph_queries;  // network/graph.hpp

template <class Net>
struct network_queries {
    using type = Net;  // sequential<...> (or derived from it): its own members
};
template <graph_network Net>
struct network_queries<Net> {
    using type = graph_queries<Net>;
};
/// Where netmem asks Net for checked_analysis<P>(), analysis<P>, output_of<Name>() and
/// memory_report<P>(config): Net itself (sequential), or graph_queries<Net> (graphs).
template <class Net>
using queries_t = typename network_queries<Net>::type;

}  // namespace netmem::detail
