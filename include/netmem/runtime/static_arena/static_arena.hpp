// netmem/runtime/static_arena/static_arena.hpp
// The static_arena runtime model (planning/runtime_model.hpp): netmem's own plan
// (memory_plan_of<Net, Profile>, planning/plan_memory.hpp), placed by the linker
// (deploy/static_arena.hpp). The RAM a board needs is the plan's arena_bytes; the firmware
// addresses each tensor at its planned offset; the object is aligned to profile.alignment.
// assert_fits' RAM error is error::ram_budget_check<required_bytes<arena>, budget_bytes<capacity>,
// excess_bytes<excess>, peak_layer<i>, peak_kind<...> or the vertex's name,
// live_tensors<...>, arena_region<i> or no_region_listed> (deploy/fits.hpp's file comment).
#pragma once

#include <array>
#include <cstddef>
#include <type_traits>
#include <utility>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/kernel_selection.hpp>
#include <netmem/planning/detail/budget_where.hpp>
#include <netmem/planning/plan_memory.hpp>
#include <netmem/planning/runtime_model.hpp>

namespace netmem {

namespace error {
/// assert_fits: the planned SRAM arena exceeds the RAM it may use (see the file comment). Where:
/// error::peak_kind<layer type> (sequential) or the vertex's name error::vertex<'n', 'a', ...> (graph).
template <class Required, class Budget, class Excess, class PeakLayer, class Where, class LiveTensors, class Region>
struct ram_budget_check {
    static_assert(Required::value <= Budget::value,
                  "netmem: the planned SRAM arena (required_bytes: activations and kernel scratch, one contiguous "
                  "block) exceeds the RAM it may use (budget_bytes: the arena's region, the largest RAM region "
                  "unless placed, or budget.ram) by excess_bytes; peak_layer is the layer whose step sets the peak "
                  "and live_tensors what is live there: make it smaller, use a smaller activation type, other "
                  "kernels, a larger region or a target with more RAM");
};
}  // namespace error

namespace detail {
/// The tensors of a plan live at its peak step (ids into plan.tensors()), and how many.
struct live_set {
    std::array<std::size_t, 64> ids{};
    std::size_t count = 0;
};
template <const auto& Plan>
consteval live_set live_at_peak() {
    live_set result{};
    for (std::size_t i = 0; i < Plan.tensor_count && result.count < result.ids.size(); ++i) {
        const planned_tensor& t = Plan.tensors()[i];
        if (t.first_step <= Plan.peak_step && Plan.peak_step <= t.last_step && t.arena_bytes > 0)
            result.ids[result.count++] = i;
    }
    return result;
}
template <const auto& Plan, std::size_t Id>
using live_tensor_type = std::conditional_t<
    Plan.tensors()[Id].kind == tensor_kind::network_input,
    error::input_tensor<Plan.tensors()[Id].layer, Plan.tensors()[Id].arena_bytes>,
    std::conditional_t<Plan.tensors()[Id].kind == tensor_kind::scratch,
                       error::scratch_tensor<Plan.tensors()[Id].layer, Plan.tensors()[Id].arena_bytes>,
                       error::activation_tensor<Plan.tensors()[Id].layer, Plan.tensors()[Id].arena_bytes>>>;
template <const auto& Plan, std::size_t... K>
auto live_tensor_list(std::index_sequence<K...>)
    -> error::live_tensors<live_tensor_type<Plan, live_at_peak<Plan>().ids[K]>...>;
template <const auto& Plan>
using live_tensors_at_peak = decltype(live_tensor_list<Plan>(std::make_index_sequence<live_at_peak<Plan>().count>{}));
}  // namespace detail

template <>
struct runtime_model<runtime::static_arena> {
    static constexpr bool registered = true;
    static constexpr const char* name = "static_arena";
    /// The firmware addresses tensors at the plan's offsets (static_arena's typed views).
    static constexpr bool addresses_tensors = true;
    /// No rule of its own on the profile: netmem's plan lays out no C structures.
    static constexpr kernel_selection_rule profile_rule(const deployment&) noexcept { return kernel_selection_rule::ok; }
    /// The report: netmem's plan (once per translation unit).
    template <class Net, deployment Profile>
    static consteval const auto& arena() {
        return memory_plan_of<Net, Profile>;
    }
    /// The same at run time: the plan itself.
    template <class Net, class Plan>
    static constexpr const Plan& arena(const Plan& plan, const deployment&) noexcept {
        return plan;
    }
    /// The RAM a board needs: the planned arena.
    template <class Plan>
    static constexpr size_type ram_bytes(const Plan& plan) noexcept {
        return plan.arena_bytes;
    }
    /// The profile's alignment (16 when it is not a power of two: that profile's compile error
    /// comes from memory_plan_of).
    static constexpr size_type storage_alignment(const deployment& profile) noexcept {
        const size_type a = profile.alignment;
        return a > 0 && (a & (a - 1)) == 0 ? a : 16;
    }
    /// The firmware's arena: netmem::static_arena, placed by the linker.
    static constexpr const char* ram_declaration =
        "static arena = {,} B  // netmem's plan, placed by the linker (netmem::static_arena)";
    template <class Plan>
    static constexpr runtime_verdict_text verdict_text(const Plan&) noexcept {
        return {.ram_basis = "netmem's arena, placed by the linker"};
    }
    /// assert_fits: error::ram_budget_check with the plan's peak layer and the tensors live there.
    template <class Net, deployment Profile, class Budget, class Excess, class Region>
    static consteval void assert_ram_fits() {
        constexpr const auto& plan = memory_plan_of<Net, Profile>;
        using ram_check =
            error::ram_budget_check<error::required_bytes<plan.arena_bytes>, Budget, Excess,
                                    error::peak_layer<plan.peak_layer>,
                                    typename detail::budget_where<Net, plan.peak_layer>::type,
                                    detail::live_tensors_at_peak<plan>, Region>;
        static_assert(sizeof(ram_check) > 0);
    }
};

}  // namespace netmem
