// netmem/deploy/fits.hpp
// Budget checks the compiler enforces (how the numbers reach the error: docs/developing.md, "Diagnostics").
//
//   static_assert(netmem::fits<net, profile, netmem::targets::stm32f446re>);       // soft: a bool
//   netmem::assert_fits<net, profile, netmem::budget{.ram = 64_KiB, .flash = 512_KiB}>();  // hard
//   netmem::assert_fits<net, profile, netmem::targets::stm32h743.with_arena_in("DTCMRAM")>();
//   netmem::assert_report_fits<net, netmem::report_budget{.minibatch = 32,
//                                                         .mode = netmem::memory_use_mode::training, .bytes = 8_GiB},
//                              netmem::training_config{.updater = netmem::updater::adam}>();
//
// - fits<Net, Profile, Budget>: the RAM the profile's runtime needs (required_ram_bytes;
//   runtime::static_arena: plan_memory<Net>(Profile).arena_bytes; runtime::tflm: TFLM's smallest
//   working arena, tflm::arena_report<Net>(Profile).min_arena_bytes, runtime/tflm/tflm.hpp)
//   <= Budget.arena_capacity() (ONE region: an arena is contiguous; budget.hpp) and <= Budget.ram,
//   and the flash (weights + biases + quantization parameters) <= Budget.weights_capacity() and
//   <= Budget.flash; false when the budget places the arena or the weights in a region it lacks.
// - assert_fits: the same as a compile error whose first lines carry the numbers:
//     g++:     In instantiation of 'struct netmem::error::ram_budget_check<
//                netmem::error::required_bytes<819776>, netmem::error::budget_bytes<524288>,
//                netmem::error::excess_bytes<295488>, netmem::error::peak_layer<1>,
//                netmem::error::peak_kind<netmem::conv2d, 1>, netmem::error::live_tensors<
//                  netmem::error::activation_tensor<0, 409600>, netmem::error::activation_tensor<1, 409600>,
//                  netmem::error::scratch_tensor<1, 576> >, netmem::error::arena_region<1> >'
//     clang++: static_assert failed due to requirement 'required_bytes<819776>::value <= ...'
//   budget_bytes is the capacity checked (the arena's region, or budget.ram without regions);
//   excess_bytes = required - budget; peak_layer is the layer whose step sets the peak, numbered as
//   everywhere else (sequential: 0-based position in the layer list, as error::layer<i>; graph:
//   position in the execution order, followed by the vertex's name as error::vertex<'n', ...>);
//   peak_kind is that layer's type and how many layers of its kind precede it (sequential
//   networks: peak_kind<netmem::conv2d, 1> is Keras's "conv2d_1", the name io/summary.hpp and the
//   plan tables print next to the same 0-based index); live_tensors are the arena tensors live
//   at that step (input_tensor<network input, bytes>, activation_tensor<writer layer, bytes>,
//   scratch_tensor<layer, bytes>, arena bytes); arena_region is the index in budget.regions of the
//   region checked (error::no_region_listed without regions). For flash: flash_budget_check with
//   largest_layer, the layer with the most flash, and weights_region.
//   With runtime::tflm the RAM error is error::tflm_ram_budget_check<required_bytes<min arena>,
//   budget_bytes<capacity>, assumed_runtime<runtime::tflm>, head_bytes<head>, tail_bytes<tail>,
//   excess_bytes<excess>, peak_layer<i>, peak_kind<...> or the vertex name, arena_region<i> or
//   no_region_listed> (the same region rule); peak_layer is the layer whose TFLite operator runs at
//   the step that sets the head's peak (tflm::arena_figures::peak_node).
//   A region named in with_arena_in / with_weights_in that the budget lacks (or of the wrong kind)
//   is error::no_memory_region_with_this_name<arena_placement or weights_placement>.
// - report_fits / assert_report_fits: DL4J report total_bytes (dl4j-memory-formulas#network-report) at the budget's
//   mode, minibatch, cache mode and element type, against Budget.bytes; the error names
//   required_bytes, budget_bytes and minibatch. A report budget's minibatch below 1 is its own
//   error (error::report_minibatch_check<minibatch<N>>).
// Returns true so that `static_assert(netmem::assert_fits<...>())` also works.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/kernel_selection.hpp>
#include <netmem/core/policy.hpp>
#include <netmem/core/training_config.hpp>
#include <netmem/deploy/budget.hpp>
#include <netmem/deploy/plan_memory.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/network/queries.hpp>

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
/// The layer (or vertex) index with the most flash.
template <std::size_t V> struct largest_layer { static constexpr std::size_t value = V; };
/// The minibatch a report budget is evaluated at.
template <size_type V> struct minibatch { static constexpr size_type value = V; };
/// Which placement names a missing region.
template <bool Valid> struct arena_placement { static constexpr bool value = Valid; };
template <bool Valid> struct weights_placement { static constexpr bool value = Valid; };

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
/// The runtime a RAM check assumed (deployment::runtime).
template <runtime R> struct assumed_runtime { static constexpr runtime value = R; };
/// TFLM's head (GreedyMemoryPlanner's peak) and tail (persistent section), bytes.
template <size_type V> struct head_bytes { static constexpr size_type value = V; };
template <size_type V> struct tail_bytes { static constexpr size_type value = V; };
/// assert_fits with runtime::tflm: TFLM's smallest working arena exceeds the RAM it may use (the
/// arena's region, or budget.ram; excess and region as for ram_budget_check).
/// peak_layer / Where: the layer whose operator's step sets TFLM's head peak, named as for
/// ram_budget_check.
template <class Required, class Budget, class Runtime, class Head, class Tail, class Excess, class PeakLayer,
          class Where, class Region>
struct tflm_ram_budget_check {
    static_assert(Required::value <= Budget::value,
                  "netmem: TFLM's smallest working arena (required_bytes, runtime tflm: head_bytes of activations "
                  "and scratch planned by TFLM's GreedyMemoryPlanner, tail_bytes of TFLM's persistent data, and the "
                  "planner's temporary memory) exceeds the RAM it may use (budget_bytes: the arena's region, the "
                  "largest RAM region unless placed, or budget.ram) by excess_bytes; peak_layer is the layer whose "
                  "operator's step sets the head's peak: use an offline plan "
                  "(deployment::offline_plan), runtime::static_arena, a smaller network or a target with more RAM");
};
/// assert_fits: weights + biases + quantization parameters exceed the flash they may use. Where:
/// as for ram_budget_check, of the layer with the most flash.
template <class Required, class Budget, class Excess, class LargestLayer, class Where, class Region>
struct flash_budget_check {
    static_assert(Required::value <= Budget::value,
                  "netmem: the parameters in flash (required_bytes: weights, biases, quantization parameters, one "
                  "contiguous model) exceed the flash they may use (budget_bytes: the weights' region, the largest "
                  "flash region unless placed, or budget.flash) by excess_bytes; largest_layer has the most flash: "
                  "quantize the weights or use a target with more flash");
};
/// assert_fits: with_arena_in / with_weights_in names a region the budget does not list (or a
/// flash region for the arena, a RAM region for the weights).
template <class Placement>
struct no_memory_region_with_this_name {
    static_assert(Placement::value,
                  "netmem: the budget has no region of this name and kind for this placement (arena: a RAM region "
                  "of budget.regions; weights: a flash region): use a name from the target's regions");
};
/// assert_report_fits: report_budget.minibatch is below 1.
template <class Minibatch>
struct report_minibatch_check {
    static_assert(Minibatch::value >= 1, "netmem: report_budget::minibatch must be at least 1 (examples per step)");
};
/// assert_report_fits: the DL4J report total exceeds report_budget.bytes.
template <class Required, class Budget, class Minibatch>
struct report_budget_check {
    static_assert(Required::value <= Budget::value,
                  "netmem: the memory report's total (required_bytes, DL4J NetworkMemoryReport.getTotalMemoryBytes "
                  "at this minibatch) exceeds the budget (budget_bytes): use a smaller minibatch, a smaller data "
                  "type, a stateless updater or more memory");
};
}  // namespace error

namespace detail {
/// The RAM figure a budget is checked against (bytes): the RAM Net needs under Profile's runtime
/// (runtime::tflm: TFLM's smallest working arena; runtime::static_arena: the planned arena; see the
/// file comment). Every check below reads it through this one function.
template <class Net, deployment Profile>
consteval size_type required_ram_bytes() {
    if constexpr (Profile.runtime == runtime::tflm) return tflm::arena_report_of<Net, Profile>.min_arena_bytes;
    else return memory_plan_of<Net, Profile>.arena_bytes;
}
/// The flash figure: weights + biases + quantization parameters (bytes).
template <class Net, deployment Profile>
consteval size_type required_flash_bytes() {
    return memory_plan_of<Net, Profile>.flash.total();
}
/// The smaller of a region's capacity and the total.
constexpr size_type capped(size_type capacity, size_type total) noexcept { return capacity < total ? capacity : total; }
}  // namespace detail

namespace detail {
/// Profile's kernel library on the target's core (core/kernel_selection.hpp): a compile error naming
/// the rule, the kernels, the core and the ABI when netmem rejects the choice; true otherwise.
template <deployment Profile, cpu_core TargetCore>
consteval bool kernel_selection_valid() {
    static_assert(sizeof(kernel_selection_check_of<Profile, TargetCore>) > 0);
    return check_kernel_selection(Profile, TargetCore) == kernel_selection_rule::ok;
}
}  // namespace detail

/// True when Net under Profile fits Budget (arena in one RAM region, parameters in one flash
/// region; see the file comment). The profile runs on the target's core (Budget.core, unless
/// Profile.core names one): that core picks the kernel variant (core/kernel_selection.hpp), and a
/// kernel library it cannot run is a compile error, not `false`. Never a hard error otherwise.
template <class Net, deployment Profile, budget Budget>
concept fits = deployable_network<Net> && detail::kernel_selection_valid<Profile, Budget.core>() &&
               Budget.placement_valid() &&
               detail::required_ram_bytes<Net, on_core(Profile, Budget.core)>() <=
                   detail::capped(Budget.arena_capacity(), Budget.ram) &&
               detail::required_flash_bytes<Net, on_core(Profile, Budget.core)>() <=
                   detail::capped(Budget.weights_capacity(), Budget.flash);

namespace detail {
/// How a budget error names the layer at execution position `Position`: error::peak_kind<its type>
/// for a sequential network, error::vertex<'n', 'a', 'm', 'e'> (its name) for a graph.
template <class Net, std::size_t Position>
struct budget_where {
    static constexpr std::size_t occurrence = [] {
        const auto& kinds = deployment_network<Net>::kind_names;
        const std::string_view kind = kinds[Position];
        std::size_t n = 0;
        for (std::size_t i = 0; i < Position; ++i) n += std::string_view(kinds[i]) == kind ? 1 : 0;
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

template <std::size_t Index, template <std::size_t> class Region>
using region_argument = std::conditional_t<Index == no_region, error::no_region_listed, Region<Index>>;

constexpr size_type excess(size_type required, size_type allowed) noexcept {
    return required > allowed ? required - allowed : 0;
}
}  // namespace detail

/// A compile error with the numbers when Net under Profile does not fit Budget (see file comment).
template <deployable_network Net, deployment Given, budget Budget>
consteval bool assert_fits() {
    static_assert(detail::kernel_selection_valid<Given, Budget.core>());
    constexpr deployment Profile = on_core(Given, Budget.core);  // the target's core (budget::core)
    static_assert(sizeof(error::no_memory_region_with_this_name<
                         error::arena_placement<Budget.arena_region.empty() ||
                                                Budget.arena_region_index() != no_region>>) > 0);
    static_assert(sizeof(error::no_memory_region_with_this_name<
                         error::weights_placement<Budget.weights_region.empty() ||
                                                  Budget.weights_region_index() != no_region>>) > 0);
    constexpr const auto& plan = memory_plan_of<Net, Profile>;
    constexpr size_type ram_required = detail::required_ram_bytes<Net, Profile>();
    constexpr size_type ram_allowed = detail::capped(Budget.arena_capacity(), Budget.ram);
    if constexpr (ram_required > ram_allowed && Profile.runtime == runtime::tflm) {
        constexpr const auto& tflm_arena = tflm::arena_report_of<Net, Profile>;
        using ram_check = error::tflm_ram_budget_check<
            error::required_bytes<ram_required>, error::budget_bytes<ram_allowed>, error::assumed_runtime<runtime::tflm>,
            error::head_bytes<tflm_arena.head_bytes>, error::tail_bytes<tflm_arena.tail_bytes>,
            error::excess_bytes<detail::excess(ram_required, ram_allowed)>, error::peak_layer<tflm_arena.peak_node>,
            typename detail::budget_where<Net, tflm_arena.peak_node>::type,
            detail::region_argument<Budget.arena_region_index(), error::arena_region>>;
        static_assert(sizeof(ram_check) > 0);
    } else if constexpr (ram_required > ram_allowed) {
        using ram_check = error::ram_budget_check<
            error::required_bytes<ram_required>, error::budget_bytes<ram_allowed>,
            error::excess_bytes<detail::excess(ram_required, ram_allowed)>, error::peak_layer<plan.peak_layer>,
            typename detail::budget_where<Net, plan.peak_layer>::type, detail::live_tensors_at_peak<plan>,
            detail::region_argument<Budget.arena_region_index(), error::arena_region>>;
        static_assert(sizeof(ram_check) > 0);
    }
    constexpr std::size_t largest = plan.flash.largest_layer();
    constexpr size_type flash_required = detail::required_flash_bytes<Net, Profile>();
    constexpr size_type flash_allowed = detail::capped(Budget.weights_capacity(), Budget.flash);
    if constexpr (flash_required > flash_allowed) {
        using flash_check = error::flash_budget_check<
            error::required_bytes<flash_required>, error::budget_bytes<flash_allowed>,
            error::excess_bytes<detail::excess(flash_required, flash_allowed)>, error::largest_layer<largest>,
            typename detail::budget_where<Net, largest>::type,
            detail::region_argument<Budget.weights_region_index(), error::weights_region>>;
        static_assert(sizeof(flash_check) > 0);
    }
    return true;
}

/// The DL4J report total of Net (bytes) at Budget's mode, minibatch, cache mode and element type.
template <network Net, report_budget Budget, training_config Config = training_config{}, policy P = policy::corrected>
inline constexpr size_type report_total_bytes =
    memory_report<Net, P>(Config).total_bytes(Budget.minibatch, Budget.mode, Budget.cache, Budget.element);

/// True when the DL4J report total of Net fits Budget.bytes.
template <class Net, report_budget Budget, training_config Config = training_config{}, policy P = policy::corrected>
concept report_fits = network<Net> && report_total_bytes<Net, Budget, Config, P> <= Budget.bytes;

/// A compile error with the numbers when the DL4J report total of Net exceeds Budget.bytes.
template <network Net, report_budget Budget, training_config Config = training_config{}, policy P = policy::corrected>
consteval bool assert_report_fits() {
    static_assert(sizeof(error::report_minibatch_check<error::minibatch<Budget.minibatch>>) > 0);
    if constexpr (Budget.minibatch >= 1) {
        static_assert(
            sizeof(error::report_budget_check<error::required_bytes<report_total_bytes<Net, Budget, Config, P>>,
                                              error::budget_bytes<Budget.bytes>, error::minibatch<Budget.minibatch>>) > 0);
    }
    return Budget.minibatch >= 1;
}

}  // namespace netmem
