// netmem/deploy/fits.hpp
// Budget checks the compiler enforces (design §3, §4B).
//
//   static_assert(netmem::fits<net, profile, netmem::targets::stm32f446re>);       // soft: a bool
//   netmem::assert_fits<net, profile, netmem::budget{.ram = 64_KiB, .flash = 512_KiB}>();  // hard
//   netmem::assert_report_fits<net, netmem::report_budget{.minibatch = 32,
//                                                         .mode = netmem::memory_use_mode::training, .bytes = 8_GiB},
//                              netmem::training_config{.updater = netmem::updater::adam}>();
//
// - fits<Net, Profile, Budget>: the RAM the profile's runtime needs <= Budget.ram (runtime::static_arena:
//   plan_memory<Net>(Profile).arena_bytes; runtime::tflm: TFLM's smallest working arena,
//   tflm::arena_report<Net>(Profile).min_arena_bytes, deploy/runtime/tflm.hpp) and
//   flash_usage total (weights + biases + quantization parameters) <= Budget.flash.
// - assert_fits: the same as a compile error whose first lines carry the numbers:
//     g++:     In instantiation of 'struct netmem::error::ram_budget_check<
//                netmem::error::required_bytes<301056>, netmem::error::budget_bytes<262144>,
//                netmem::error::peak_layer<3> >' ... the comparison reduces to '(301056 <= 262144)'
//     clang++: static_assert failed due to requirement
//                'required_bytes<301056>::value <= budget_bytes<262144>::value' "netmem: ..."
//   With runtime::tflm the RAM error is error::tflm_ram_budget_check<required_bytes<min arena>,
//   budget_bytes<ram>, assumed_runtime<runtime::tflm>, head_bytes<head>, tail_bytes<tail>>.
//   peak_layer is the layer (sequential: 0-based position in the layer list; graph: position in the
//   execution order, followed by the vertex's name as error::vertex<'n', 'a', 'm', 'e'>) whose step
//   sets the peak of live bytes; for flash, largest_layer is the layer with the most flash.
// - report_fits / assert_report_fits: DL4J report total_bytes (spec §3.2) at the budget's mode,
//   minibatch, cache mode and element type, against Budget.bytes; the error names
//   required_bytes, budget_bytes and minibatch. A report budget's minibatch below 1 is its own
//   error (error::report_minibatch_check<minibatch<N>>).
// Returns true so that `static_assert(netmem::assert_fits<...>())` also works.
#pragma once

#include <cstddef>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/policy.hpp>
#include <netmem/core/training_config.hpp>
#include <netmem/deploy/budget.hpp>
#include <netmem/deploy/plan_memory.hpp>
#include <netmem/deploy/runtime/tflm.hpp>
#include <netmem/network/queries.hpp>

namespace netmem {

namespace error {
/// Bytes a network needs (arena, flash or report total).
template <size_type V> struct required_bytes { static constexpr size_type value = V; };
/// Bytes the budget allows.
template <size_type V> struct budget_bytes { static constexpr size_type value = V; };
/// The layer (or vertex) index whose step sets the arena's peak.
template <std::size_t V> struct peak_layer { static constexpr std::size_t value = V; };
/// The layer (or vertex) index with the most flash.
template <std::size_t V> struct largest_layer { static constexpr std::size_t value = V; };
/// The minibatch a report budget is evaluated at.
template <size_type V> struct minibatch { static constexpr size_type value = V; };

/// assert_fits: the planned SRAM arena exceeds budget.ram. For a graph, `PeakVertex` is the
/// vertex's name (error::vertex<'n', 'a', 'm', 'e'>).
template <class Required, class Budget, class PeakLayer, class... PeakVertex>
struct ram_budget_check {
    static_assert(Required::value <= Budget::value,
                  "netmem: the planned SRAM arena (required_bytes: activations and kernel scratch) exceeds the "
                  "RAM budget (budget_bytes); peak_layer is the layer whose step sets the peak: make it smaller, "
                  "use a smaller activation type, other kernels, or a target with more RAM");
};
/// The runtime a RAM check assumed (deployment::runtime).
template <runtime R> struct assumed_runtime { static constexpr runtime value = R; };
/// TFLM's head (GreedyMemoryPlanner's peak) and tail (persistent section), bytes.
template <size_type V> struct head_bytes { static constexpr size_type value = V; };
template <size_type V> struct tail_bytes { static constexpr size_type value = V; };
/// assert_fits with runtime::tflm: TFLM's smallest working arena exceeds budget.ram.
template <class Required, class Budget, class Runtime, class Head, class Tail>
struct tflm_ram_budget_check {
    static_assert(Required::value <= Budget::value,
                  "netmem: TFLM's smallest working arena (required_bytes, runtime tflm: head_bytes of activations "
                  "and scratch planned by TFLM's GreedyMemoryPlanner, tail_bytes of TFLM's persistent data, and the "
                  "planner's temporary memory) exceeds the RAM budget (budget_bytes): use an offline plan "
                  "(deployment::offline_plan), runtime::static_arena, a smaller network or a target with more RAM");
};
/// assert_fits: weights + biases + quantization parameters exceed budget.flash. For a graph,
/// `LargestVertex` is the vertex's name.
template <class Required, class Budget, class LargestLayer, class... LargestVertex>
struct flash_budget_check {
    static_assert(Required::value <= Budget::value,
                  "netmem: the parameters in flash (required_bytes: weights, biases, quantization parameters) "
                  "exceed the flash budget (budget_bytes); largest_layer has the most flash: quantize the weights "
                  "or use a target with more flash");
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
/// The RAM Net needs under Profile's runtime (see the file comment).
template <deployable_network Net, deployment Profile>
consteval size_type runtime_ram_bytes() {
    if constexpr (Profile.runtime == runtime::tflm) return tflm::arena_report_of<Net, Profile>.min_arena_bytes;
    else return memory_plan_of<Net, Profile>.arena_bytes;
}
}  // namespace detail

/// True when Net under Profile fits Budget (the RAM of Profile's runtime, parameters in flash). Never a hard error
/// for a well-formed network the planner models (a recurrent layer is
/// error::recurrent_layer_has_no_deployment_model, see deploy/layer_deployment.hpp).
template <class Net, deployment Profile, budget Budget>
concept fits = deployable_network<Net> && detail::runtime_ram_bytes<Net, Profile>() <= Budget.ram &&
               memory_plan_of<Net, Profile>.flash.total() <= Budget.flash;

/// A compile error with the numbers when Net under Profile does not fit Budget (see file comment).
namespace detail {
/// error::vertex<...> of the vertex at execution position `Position` of a graph; nothing for a
/// sequential network (its layer index says it all).
template <class Net, std::size_t Position>
struct budget_where {
    template <template <class...> class Check, class... Numbers>
    using check = Check<Numbers...>;
};
template <class Net, std::size_t Position>
    requires deployment_network<Net>::has_vertex_names
struct budget_where<Net, Position> {
    template <template <class...> class Check, class... Numbers>
    using check = Check<Numbers..., typename deployment_network<Net>::template vertex_where<Position>>;
};
}  // namespace detail

/// A compile error with the numbers when Net under Profile does not fit Budget (see file comment).
template <deployable_network Net, deployment Profile, budget Budget>
consteval bool assert_fits() {
    constexpr const auto& plan = memory_plan_of<Net, Profile>;
    if constexpr (Profile.runtime == runtime::tflm) {
        constexpr const auto& tflm_arena = tflm::arena_report_of<Net, Profile>;
        static_assert(sizeof(error::tflm_ram_budget_check<
                             error::required_bytes<tflm_arena.min_arena_bytes>, error::budget_bytes<Budget.ram>,
                             error::assumed_runtime<runtime::tflm>, error::head_bytes<tflm_arena.head_bytes>,
                             error::tail_bytes<tflm_arena.tail_bytes>>) > 0);
    } else {
        using ram_check = typename detail::budget_where<Net, plan.peak_layer>::template check<
            error::ram_budget_check, error::required_bytes<plan.arena_bytes>, error::budget_bytes<Budget.ram>,
            error::peak_layer<plan.peak_layer>>;
        static_assert(sizeof(ram_check) > 0);
    }
    constexpr std::size_t largest = plan.flash.largest_layer();
    using flash_check = typename detail::budget_where<Net, largest>::template check<
        error::flash_budget_check, error::required_bytes<plan.flash.total()>, error::budget_bytes<Budget.flash>,
        error::largest_layer<largest>>;
    static_assert(sizeof(flash_check) > 0);
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
