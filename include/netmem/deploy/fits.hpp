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
// - fits<Net, Profile, Budget>: the RAM the profile's runtime needs (runtime_ram_bytes: its model,
//   planning/runtime_model.hpp, says which figure; runtime::static_arena: memory_plan_of<Net, Profile>.arena_bytes;
//   runtime::tflm: TFLM's smallest working arena, tflm::arena<Net>(Profile).min_arena_bytes)
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
//   The RAM error is the runtime model's (runtime_model<R>::assert_ram_fits; the one above is
//   static_arena's). With runtime::tflm it is error::tflm_ram_budget_check<required_bytes<min arena>,
//   budget_bytes<capacity>, assumed_runtime<runtime::tflm>, head_bytes<head>, tail_bytes<tail>,
//   excess_bytes<excess>, peak_layer<i>, peak_kind<...> or the vertex name, arena_region<i> or
//   no_region_listed> (the same region rule); peak_layer is the layer whose TFLite operator runs at
//   the step that sets the head's peak (tflm::arena_report::peak_node).
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
#include <type_traits>
#include <utility>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/kernel_selection.hpp>
#include <netmem/kernels/kernel_selection_check.hpp>
#include <netmem/core/policy.hpp>
#include <netmem/core/training_config.hpp>
#include <netmem/planning/budget.hpp>
#include <netmem/planning/detail/budget_where.hpp>
#include <netmem/planning/plan_memory.hpp>
#include <netmem/planning/profile_check.hpp>
#include <netmem/planning/runtime_model.hpp>
#include <netmem/network/queries.hpp>
// The default runtime's model (deployment{}.runtime); runtime::tflm's: <netmem/runtime/tflm/tflm.hpp>.
#include <netmem/runtime/static_arena/static_arena.hpp>

namespace netmem {

namespace error {
/// The layer (or vertex) index with the most flash.
template <std::size_t V> struct largest_layer { static constexpr std::size_t value = V; };
/// The minibatch a report budget is evaluated at.
template <size_type V> struct minibatch { static constexpr size_type value = V; };
/// Which placement names a missing region.
template <bool Valid> struct arena_placement { static constexpr bool value = Valid; };
template <bool Valid> struct weights_placement { static constexpr bool value = Valid; };

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
    return kernel_selection_rule_of<Profile, TargetCore>() == kernel_selection_rule::ok;
}
}  // namespace detail

/// True when Net under Profile fits Budget (arena in one RAM region, parameters in one flash
/// region; see the file comment). The profile runs on the target's core (Budget.core, unless
/// Profile.core names one): that core picks the kernel variant (core/kernel_selection.hpp), and a
/// kernel library it cannot run is a compile error, not `false`. Never a hard error otherwise.
template <class Net, deployment Profile, budget Budget>
concept fits = deployable_network<Net> && detail::kernel_selection_valid<Profile, Budget.core>() &&
               Budget.placement_valid() &&
               runtime_ram_bytes<Net, on_core(Profile, Budget.core)>() <=
                   detail::capped(Budget.arena_capacity(), Budget.ram) &&
               detail::required_flash_bytes<Net, on_core(Profile, Budget.core)>() <=
                   detail::capped(Budget.weights_capacity(), Budget.flash);

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
    constexpr size_type ram_required = runtime_ram_bytes<Net, Profile>();
    constexpr size_type ram_allowed = detail::capped(Budget.arena_capacity(), Budget.ram);
    if constexpr (ram_required > ram_allowed) {
        // The runtime's own diagnostic (runtime_model<R>::assert_ram_fits), with the generic numbers.
        runtime_model<Profile.runtime>::template assert_ram_fits<
            Net, Profile, error::budget_bytes<ram_allowed>, error::excess_bytes<detail::excess(ram_required, ram_allowed)>,
            detail::region_argument<Budget.arena_region_index(), error::arena_region>>();
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
