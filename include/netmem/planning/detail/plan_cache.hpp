// netmem/planning/detail/plan_cache.hpp
// The plan once per translation unit (memory_plan_of, planning/plan_memory.hpp), each part in its
// own constant evaluation so that each gets the compiler's whole budget: the nodes, the steps,
// the buffers, their overlap lists, each planner that runs (chosen_planner stops at the lower
// bound), after the profile's checks and the estimated cost of one planner.
#pragma once

#include <cstddef>
#include <type_traits>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/kernel_selection.hpp>
#include <netmem/kernels/kernel_selection_check.hpp>
#include <netmem/planning/detail/planning.hpp>
#include <netmem/planning/memory_plan.hpp>
#include <netmem/planning/planners.hpp>
#include <netmem/planning/profile_check.hpp>
#include <netmem/network/network_nodes.hpp>

/// The constant-evaluation budget, in clang steps, that memory_plan_of assumes for each planner's
/// evaluation: clang's default -fconstexpr-steps. Define it (with the compiler flag raised to the
/// same value) to plan larger networks; error::constant_evaluation_budget_check names it.
#ifndef NETMEM_CONSTANT_EVALUATION_STEPS
#define NETMEM_CONSTANT_EVALUATION_STEPS 1048576
#endif

namespace netmem {

namespace error {
template <size_type V> struct alignment_bytes { static constexpr size_type value = V; };
template <size_type V> struct minibatch_size { static constexpr size_type value = V; };
/// The profile's alignment is not a power of two (1, 2, 4, 8, 16, ...).
template <class Alignment>
struct alignment_not_a_power_of_two {
    static_assert(Alignment::value >= 1 && (Alignment::value & (Alignment::value - 1)) == 0,
                  "netmem: deployment::alignment must be a power of two (TFLM uses 16)");
};
/// The profile's minibatch is below 1.
template <class Minibatch>
struct minibatch_not_positive {
    static_assert(Minibatch::value >= 1, "netmem: deployment::minibatch must be at least 1");
};
template <std::size_t V> struct tensor_count { static constexpr std::size_t value = V; };
template <std::size_t V> struct overlapping_pairs { static constexpr std::size_t value = V; };
template <size_type V> struct estimated_steps { static constexpr size_type value = V; };
template <size_type V> struct budget_steps { static constexpr size_type value = V; };
/// memory_plan_of: one planner's constant evaluation over TensorCount arena tensors (with
/// OverlappingPairs pairs of tensors live at a common step) would need about EstimatedSteps
/// steps, more than BudgetSteps (NETMEM_CONSTANT_EVALUATION_STEPS: clang's default
/// -fconstexpr-steps unless defined otherwise).
template <class TensorCount, class OverlappingPairs, class EstimatedSteps, class BudgetSteps>
struct constant_evaluation_budget_check {
    static_assert(EstimatedSteps::value <= BudgetSteps::value,
                  "netmem: planning this many arena tensors (tensor_count) needs more constant-evaluation steps per "
                  "planner (estimated_steps) than the compiler allows by default (budget_steps): compile with "
                  "-fconstexpr-steps=N on clang (on g++, raise -fconstexpr-ops-limit in proportion if it runs out) "
                  "and define NETMEM_CONSTANT_EVALUATION_STEPS=N");
};
}  // namespace error

namespace detail {
template <deployment Profile>
consteval bool check_profile() {
    static_assert(sizeof(error::alignment_not_a_power_of_two<error::alignment_bytes<Profile.alignment>>) > 0);
    static_assert(sizeof(error::minibatch_not_positive<error::minibatch_size<Profile.minibatch>>) > 0);
    static_assert(sizeof(kernel_selection_check_of<Profile>) > 0);
    return Profile.alignment >= 1 && (Profile.alignment & (Profile.alignment - 1)) == 0 && Profile.minibatch >= 1 &&
           kernel_selection_rule_of<Profile>() == kernel_selection_rule::ok;
}

// Plan once per translation unit, each part in its own constant evaluation (its own budget):
// the nodes, the deployment steps, the buffers, each planner's placement (TFLM's head reuses
// nodes_v / steps_v: runtime/tflm/tflm.hpp head_bytes_of).
// Only these arrays (and the plan) are variables keyed on the network. The compile-time numbers
// of the plan (the winning planner) are the `value` of a class named by the number
// alone (constant<V>):
// g++ mangles the name of every variable and function a translation unit uses, and a name holding
// a 1,000-vertex graph costs it 0.02-0.035 s (docs/benchmarks.md, finding 3 and round 4); a class
// keyed on the network costs nothing.
template <auto V>
struct constant {
    static constexpr auto value = V;
};

template <class Net, deployment Profile>
inline constexpr auto nodes_v = deployment_network<Net>::nodes(Profile);
template <class Net, deployment Profile>
inline constexpr auto steps_v = build_deployment_steps(nodes_v<Net, Profile>, deployment_network<Net>::input_types, Profile);
template <class Net, deployment Profile>
inline constexpr auto buffers_v =
    buffers_of<(steps_v<Net, Profile>.tensor_count > 0 ? steps_v<Net, Profile>.tensor_count : 1)>(steps_v<Net, Profile>);
/// The buffers' overlap lists (planners.hpp list_overlaps), shared by every planner that runs.
template <class Net, deployment Profile>
inline constexpr auto overlaps_v =
    list_overlaps<(buffers_v<Net, Profile>.overlapping_pairs > 0 ? 2 * buffers_v<Net, Profile>.overlapping_pairs : 1)>(
        buffers_v<Net, Profile>.buffers, buffers_v<Net, Profile>.count, buffers_v<Net, Profile>.index);
template <class Net, deployment Profile, planner P>
inline constexpr auto placement_v =
    verified_placement(P, buffers_v<Net, Profile>, overlaps_v<Net, Profile>, Profile.alignment);
/// An upper estimate of the constant-evaluation steps (clang's unit) of ONE planner's evaluation
/// (placement and verification) of `count` buffers with `pairs` pairs that share a step:
///   count x (60 + 34 log2 count) + pairs x (40 + 3 log2 count) + pairs^2 / count,
/// the sort and the lifetime-index searches per buffer, the gap walk per pair, and the insertion
/// sort of each buffer's overlapping set (degree^2 per buffer, pairs^2 / count on average).
/// Measured on clang 14, the most expensive of the nine planners (estimate in parentheses): chain of
/// 1,001 tensors, 1,000 pairs: 403,242 steps (471,399); chain of 2,001: 844,327 (1,016,433); graph of
/// 1,001 tensors with 4,690 pairs: 592,598 (750,674); with 15,742 pairs: 1,430,210 (1,749,903).
constexpr size_type estimated_planner_steps(std::size_t count, std::size_t pairs) noexcept {
    size_type log2 = 1;
    while ((std::size_t{1} << log2) < count) ++log2;
    const auto n = static_cast<size_type>(count);
    const auto p = static_cast<size_type>(pairs);
    const size_type per_buffer = checked_multiply(n, 60 + 34 * log2);
    const size_type per_pair = checked_multiply(p, 40 + 3 * log2);
    return checked_add(checked_add(per_buffer, per_pair), n > 0 ? checked_multiply(p, p) / n : 0);
}

/// A planner of all_planners (its index) and the arena bytes of its placement.
struct planner_choice {
    std::size_t index = 0;
    size_type arena_bytes = 0;
};
/// chosen_planner<Net, Profile, K>::value: the planner the plan keeps among all_planners[0 .. K]:
/// the smallest arena, the earlier planner on ties. Planner K runs (placement_v is instantiated)
/// only when every earlier one left bytes above the lower bound: no placement is smaller than the
/// bound, so a later planner cannot win, and the plan is the same as with all nine run. A chain,
/// or TFLM's planner reaching the bound as it does on most CNNs, costs one placement instead of
/// nine. (A recursion over the nine planners, not over the network; classes, so that g++ mangles
/// no name holding the network.)
template <class Net, deployment Profile, std::size_t K>
struct chosen_planner;
template <class Net, deployment Profile>
struct chosen_planner<Net, Profile, 0>
    : constant<planner_choice{0, placement_v<Net, Profile, all_planners[0]>.arena_bytes}> {};
/// Planner K against the earlier choice.
template <class Net, deployment Profile, std::size_t K, planner_choice Earlier>
struct planner_against
    : constant<(placement_v<Net, Profile, all_planners[K]>.arena_bytes < Earlier.arena_bytes
                    ? planner_choice{K, placement_v<Net, Profile, all_planners[K]>.arena_bytes}
                    : Earlier)> {};
template <class Net, deployment Profile, std::size_t K>
struct chosen_planner
    : std::conditional_t<(chosen_planner<Net, Profile, K - 1>::value.arena_bytes <=
                          buffers_v<Net, Profile>.lower_bound_bytes),
                         constant<chosen_planner<Net, Profile, K - 1>::value>,
                         planner_against<Net, Profile, K, chosen_planner<Net, Profile, K - 1>::value>> {};

/// The plan, after checking the profile and the estimated cost of one planner against the budget.
template <deployable_network Net, deployment Profile>
consteval auto checked_plan() {
    if constexpr (!check_profile<Profile>()) {
        return plan_of_steps(steps_of<Net>(deployment{}), deployment{});
    } else {
        constexpr const auto& buffers = buffers_v<Net, Profile>;
        constexpr size_type estimate = estimated_planner_steps(buffers.count, buffers.overlapping_pairs);
        static_assert(sizeof(error::constant_evaluation_budget_check<
                             error::tensor_count<buffers.count>, error::overlapping_pairs<buffers.overlapping_pairs>,
                             error::estimated_steps<estimate>, error::budget_steps<NETMEM_CONSTANT_EVALUATION_STEPS>>) > 0);
        if constexpr (estimate > NETMEM_CONSTANT_EVALUATION_STEPS) {
            // The error above is the diagnostic; an empty plan (not planned, never read).
            return memory_plan<buffers.count, 1, deployment_network<Net>::node_count, deployment_network<Net>::max_inputs>{};
        } else {
            constexpr std::size_t winner = chosen_planner<Net, Profile, planner_count - 1>::value.index;
            constexpr const auto& steps = steps_v<Net, Profile>;
            return assemble_plan<(steps.step_count > 0 ? steps.step_count : 1)>(
                steps, buffers, placement_v<Net, Profile, all_planners[winner]>, all_planners[winner], Profile.alignment);
        }
    }
}
}  // namespace detail

}  // namespace netmem
