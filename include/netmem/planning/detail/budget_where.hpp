// netmem/planning/detail/budget_where.hpp
// The pieces every budget diagnostic shares (deploy/fits.hpp and each runtime model's RAM
// diagnostic, planning/runtime_model.hpp): the named quantities, how an error names a layer
// (budget_where) and the region checked (region_argument).
#pragma once

#include <array>
#include <cstddef>
#include <type_traits>

#include <netmem/core/integer.hpp>
#include <netmem/core/name_view.hpp>
#include <netmem/planning/budget.hpp>
#include <netmem/network/network_nodes.hpp>

namespace netmem {

namespace error {
/// Bytes over the budget (required - budget).
template <size_type V> struct excess_bytes { static constexpr size_type value = V; };
/// The layer (or vertex) index whose step sets the arena's peak.
template <std::size_t V> struct peak_layer { static constexpr std::size_t value = V; };
/// The type of the layer at the peak (sequential networks) and how many layers of that kind come
/// before it: Keras's name of the layer is kind_name for 0, kind_name_1 for 1, ... (as
/// io/summary.hpp and io/plan_text.hpp print it).
template <class Layer, std::size_t Occurrence> struct peak_kind {};
/// A network input live at the peak: its index and arena bytes.
template <std::size_t Input, size_type Bytes> struct input_tensor {};
/// An activation tensor live at the peak: the layer that writes it and its arena bytes.
template <std::size_t Layer, size_type Bytes> struct activation_tensor {};
/// A kernel scratch buffer live at the peak: its layer and arena bytes.
template <std::size_t Layer, size_type Bytes> struct scratch_tensor {};
/// The tensors live at the peak.
template <class... Tensors> struct live_tensors {};
/// The region (index in budget.regions) the arena / weights were checked against.
template <std::size_t V> struct arena_region { static constexpr std::size_t value = V; };
template <std::size_t V> struct weights_region { static constexpr std::size_t value = V; };
/// The budget lists no region: `ram` / `flash` are one block each.
struct no_region_listed {};
}  // namespace error

namespace detail {
/// How a budget error names the layer at execution position `Position`: error::peak_kind<its type>
/// for a sequential network, error::vertex<'n', 'a', 'm', 'e'> (its name) for a graph.
template <class Net, std::size_t Position>
struct budget_where {
    static constexpr std::size_t occurrence = [] {
        const auto& kinds = deployment_network<Net>::kind_names;
        const name_view kind = kinds[Position];
        std::size_t n = 0;
        for (std::size_t i = 0; i < Position; ++i) n += name_view(kinds[i]) == kind ? 1 : 0;
        return n;
    }();
    using type = error::peak_kind<typename deployment_network<Net>::template layer_type<Position>, occurrence>;
    /// Check<Numbers...> (training budget errors: a sequential layer is named by its index alone).
    template <template <class...> class Check, class... Numbers>
    using check = Check<Numbers...>;
};
template <class Net, std::size_t Position>
    requires deployment_network<Net>::has_vertex_names
struct budget_where<Net, Position> {
    using type = typename deployment_network<Net>::template vertex_where<Position>;
    /// Check<Numbers..., the vertex's name>.
    template <template <class...> class Check, class... Numbers>
    using check = Check<Numbers..., type>;
};

template <std::size_t Index, template <std::size_t> class Region>
using region_argument = std::conditional_t<Index == no_region, error::no_region_listed, Region<Index>>;

constexpr size_type excess(size_type required, size_type allowed) noexcept {
    return required > allowed ? required - allowed : 0;
}
}  // namespace detail

}  // namespace netmem
