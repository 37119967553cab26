// static_tests/network_graph_1000_vertices.cpp: a generated 1,000-vertex graph compiles with the
// compilers' default constexpr limits (GCC: -fconstexpr-ops-limit=33554432 and
// -fconstexpr-loop-limit=262144; clang: -fconstexpr-steps=1048576), on g++ 12 and clang++ 14.
//
// The graph is generated here, at compile time, instead of by a script: vertex I (1..1000) is
// named "v0001" .. "v1000" (the input is "v0000"); every third vertex adds the previous vertex
// and the one three back (a residual connection), every other vertex is a dense layer of 16 units
// on the previous vertex. So the graph has 1,000 vertices, 1,333 edges and 333 skip connections.
// Measured (this file, 2026-11): g++ 12 needs between 2M and 4M constexpr operations of its 33.5M;
// clang++ 14 about 372k steps of its 1,048,576 (graphs of this shape fit clang's default up to
// about 2,800 vertices, g++'s beyond 4,000). Name length does not matter: names are hashed where
// they are declared and compared by address. Every step of the analysis is linear in vertices +
// edges.
#include <array>
#include <cstddef>
#include <utility>

#include <netmem/netmem.hpp>

namespace nm = netmem;

namespace {

/// "vNNNN\0" for I (four digits).
template <std::size_t I>
inline constexpr char name_of[6] = {'v', static_cast<char>('0' + I / 1000 % 10), static_cast<char>('0' + I / 100 % 10),
                                    static_cast<char>('0' + I / 10 % 10), static_cast<char>('0' + I % 10), '\0'};

template <std::size_t I>
struct generated_vertex {
    using type = nm::vertex<name_of<I>, nm::dense{.units = 16}, name_of<I - 1>>;
};
template <std::size_t I>
    requires(I % 3 == 0)
struct generated_vertex<I> {
    using type = nm::vertex<name_of<I>, nm::elementwise{.op = nm::elementwise_op::add}, name_of<I - 1>, name_of<I - 3>>;
};

template <class Sequence>
struct generated_graph;
template <std::size_t... I>
struct generated_graph<std::index_sequence<I...>> {
    using type = nm::graph<nm::inputs<nm::graph_input<name_of<0>, nm::input::feed_forward{16}>>,
                           typename generated_vertex<I + 1>::type..., nm::outputs<name_of<sizeof...(I)>>>;
};

using big = generated_graph<std::make_index_sequence<1000>>::type;

static_assert(big::vertex_count == 1000);
static_assert(big::edge_count == 1333);  // 667 dense vertices * 1 + 333 adds * 2
static_assert(nm::is_valid<big>);
// 1000 - 333 = 667 dense 16 -> 16 layers of 16*16 + 16 = 272 parameters each: 181,424.
static_assert(nm::parameter_count<big> == 181'424);
static_assert(nm::output_type<big> == nm::input_type(nm::input::feed_forward{16}));
static_assert(nm::output_type<big, "v0500"> == nm::input_type(nm::input::feed_forward{16}));

// The report has one entry per vertex, in topological order: with one chain, declaration order.
constexpr auto report = nm::memory_report<big, nm::policy::dl4j>();
static_assert(report.size() == 1000);
static_assert(report.parameter_count() == 181'424);
// Inference, M = 1: parameters 181,424 + activations 1000 * 16 elements = 197,424 elements * 4 bytes.
static_assert(report.total_bytes(1, nm::memory_use_mode::inference) == 197'424 * 4);

}  // namespace
