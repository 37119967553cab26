// netmem/planning/detail/planning.hpp
// The planning algorithm (planning/plan_memory.hpp's file comment): a network's nodes, its
// deployment steps, the buffers, every planner's verified placement, the plan (plan_of_steps, one
// evaluation; also at run time on steps built from data: tools/netmem-import).
#pragma once

#include <array>
#include <cstddef>
#include <type_traits>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/kernel_selection.hpp>
#include <netmem/kernels/kernel_selection_check.hpp>
#include <netmem/planning/detail/deployment_steps.hpp>
#include <netmem/planning/memory_plan.hpp>
#include <netmem/planning/planners.hpp>
#include <netmem/planning/profile_check.hpp>
#include <netmem/network/network_nodes.hpp>

namespace netmem {

namespace detail {

/// Not constexpr: reaching it while planning is the compile error for a plan that overlaps live
/// tensors (the arguments name the two tensors).
[[noreturn]] inline void plan_verification_failed(std::size_t /*first_tensor*/, std::size_t /*second_tensor*/) noexcept {
    __builtin_trap();
}
/// Not constexpr: alignment below 1 or not a power of two, or minibatch below 1.
[[noreturn]] inline void invalid_deployment_profile(size_type /*alignment*/, size_type /*minibatch*/) noexcept {
    __builtin_trap();
}

/// Net's deployment nodes under `profile` (network/network_nodes.hpp, graph_nodes.hpp).
template <class Net>
constexpr auto nodes_of(const deployment& profile) noexcept {
    using view = deployment_network<Net>;
    if (profile.alignment < 1 || (profile.alignment & (profile.alignment - 1)) != 0 || profile.minibatch < 1)
        invalid_deployment_profile(profile.alignment, profile.minibatch);
    return view::nodes(profile);
}

template <class Net>
constexpr auto steps_of(const deployment& profile) noexcept {
    return build_deployment_steps(nodes_of<Net>(profile), deployment_network<Net>::input_types, profile);
}

template <std::size_t N, std::size_t I, std::size_t M>
constexpr flash_usage_report<N> flash_of_steps(const deployment_steps<N, I, M>& steps) noexcept {
    flash_usage_report<N> report{};
    report.layers = steps.flash;
    for (const layer_flash& f : steps.flash) {
        report.weights = checked_add(report.weights, f.weights);
        report.biases = checked_add(report.biases, f.biases);
        report.quantization = checked_add(report.quantization, f.quantization);
    }
    return report;
}

}  // namespace detail

namespace detail {

/// The buffers a planner places (one per arena tensor), their lifetime index, and the number of
/// pairs of buffers that share a step (what the planners' cost grows with, with the count).
template <std::size_t T>
struct plan_buffers {
    std::array<buffer_request, T> buffers{};
    std::size_t count = 0;
    lifetime_index<T> index{};
    std::size_t overlapping_pairs = 0;
    /// The most bytes live at one step (planners.hpp lower_bound): no placement is smaller, so once
    /// a planner reaches it no later planner can win and the rest are not run.
    size_type lower_bound_bytes = 0;
};

/// The bytes live at each step, their maximum (the lower bound: no placement is smaller) and the
/// first step that reaches it. S >= max(step_count, 1).
template <std::size_t S>
struct live_timeline {
    std::array<size_type, S> bytes{};
    size_type peak = 0;
    std::size_t peak_step = 0;
};
/// The live bytes of the first `count` buffers at each step of [0, step_count) (a network of
/// aliases only has no step: its inputs are live at "step 0"): a difference array over the steps,
/// + at a buffer's first step, - after its last. Shared by buffers_of (the bound the planners stop
/// at) and assemble_plan (the plan's timeline and lower bound), so the two cannot differ.
template <std::size_t S, std::size_t T>
constexpr live_timeline<S> live_timeline_of(const std::array<buffer_request, T>& buffers, std::size_t count,
                                            std::size_t step_count) noexcept {
    std::array<size_type, S + 1> change{};
    size_type* delta = change.data();
    const buffer_request* b = buffers.data();
    for (std::size_t i = 0; i < count; ++i) {
        delta[b[i].first_step] = checked_add(delta[b[i].first_step], b[i].bytes);
        delta[b[i].last_step + 1] -= b[i].bytes;
    }
    live_timeline<S> result{};
    size_type* bytes = result.bytes.data();
    size_type live = 0;
    const std::size_t steps = step_count > 0 ? step_count : 1;
    for (std::size_t s = 0; s < steps; ++s) {
        live = checked_add(live, delta[s]);
        bytes[s] = live;
        if (live > result.peak) {
            result.peak = live;
            result.peak_step = s;
        }
    }
    return result;
}

/// The buffers of `steps`, in arrays of Capacity (0: the steps' tensor_capacity; memory_plan_of
/// passes the exact tensor count: constant evaluation copies and clears whole arrays, so the
/// planners' cost follows the capacity, not only the count).
template <std::size_t Capacity = 0, std::size_t N, std::size_t I, std::size_t M>
constexpr auto buffers_of(const deployment_steps<N, I, M>& steps) noexcept {
    constexpr std::size_t T = Capacity > 0 ? Capacity : deployment_steps<N, I, M>::tensor_capacity;
    plan_buffers<T> result{};
    result.count = steps.tensor_count;
    // Raw pointers: std::array::operator[] is a call constant evaluation pays for.
    const tensor_record* tensor = steps.tensors.data();
    buffer_request* buffer = result.buffers.data();
    for (std::size_t i = 0; i < steps.tensor_count; ++i)
        buffer[i] = {tensor[i].arena_bytes, tensor[i].first_step, tensor[i].last_step};
    result.index = index_lifetimes(result.buffers, result.count);
    // Pairs (i, j), j starting after i (by first step) and before i ends.
    const buffer_request* b = result.buffers.data();
    const std::size_t* by_first = result.index.by_first.data();
    for (std::size_t n = 0; n < result.count; ++n)
        for (std::size_t m = n + 1; m < result.count && b[by_first[m]].first_step <= b[by_first[n]].last_step; ++m)
            ++result.overlapping_pairs;
    result.lower_bound_bytes =
        live_timeline_of<deployment_steps<N, I, M>::step_capacity>(result.buffers, result.count, steps.step_count).peak;
    return result;
}

/// Planner `p`'s placement, verified (a failure is a compile error in plan_verification_failed);
/// `overlaps`: the buffers' lifetime index or their overlap lists (planners.hpp list_overlaps).
template <std::size_t T, class Overlaps>
constexpr placement<T> verified_placement(planner p, const plan_buffers<T>& buffers, const Overlaps& overlaps,
                                          size_type alignment) noexcept {
    const placement<T> candidate = place_with(p, buffers.buffers, buffers.count, overlaps);
    const placement_check check =
        verify_in_order(buffers.buffers, buffers.count, candidate, alignment, buffers.index.by_first);
    if (!check.ok) plan_verification_failed(check.first, check.second);
    return candidate;
}
/// The same through the buffers' lifetime index.
template <std::size_t T>
constexpr placement<T> verified_placement(planner p, const plan_buffers<T>& buffers, size_type alignment) noexcept {
    return verified_placement(p, buffers, buffers.index, alignment);
}

/// The plan from the steps and the winning placement (see the file comment), with room for
/// StepCapacity steps (0: the steps' step_capacity; memory_plan_of passes the exact step count).
template <std::size_t StepCapacity = 0, std::size_t N, std::size_t I, std::size_t M, std::size_t T>
constexpr auto assemble_plan(const deployment_steps<N, I, M>& steps, const plan_buffers<T>& buffers,
                             const placement<T>& best, planner winner, size_type alignment) noexcept {
    constexpr std::size_t S = StepCapacity > 0 ? StepCapacity : deployment_steps<N, I, M>::step_capacity;
    memory_plan<T, S, N, M> plan{};
    plan.alignment = alignment;
    plan.flash = flash_of_steps(steps);
    plan.tensor_count = steps.tensor_count;
    plan.step_count = steps.step_count;
    plan.arena_bytes = best.arena_bytes;
    plan.planner = winner;
    // Live bytes per step, the lower bound and the first step that reaches it (the same function
    // gave the bound the planners stopped at: plan_buffers::lower_bound_bytes).
    const live_timeline<S> live = live_timeline_of<S>(buffers.buffers, buffers.count, steps.step_count);
    plan.timeline = live.bytes;
    plan.lower_bound_bytes = live.peak;
    plan.peak_step = live.peak_step;
    // Raw pointers: std::array::operator[] is a call constant evaluation pays for.
    const step_record<M>* step = steps.steps.data();
    std::size_t* step_layer = plan.step_layer.data();
    planned_step<M>* planned = plan.steps.data();
    for (std::size_t s = 0; s < steps.step_count; ++s) {
        step_layer[s] = step[s].node;
        planned[s] = {step[s].node, step[s].inputs, step[s].input_count, step[s].output, step[s].scratch};
    }
    plan.peak_layer = steps.step_count > 0 ? step[plan.peak_step].node : 0;
    const tensor_record* tensor = steps.tensors.data();
    const size_type* offset = best.offsets.data();
    planned_tensor* placed = plan_access::tensors(plan).data();
    for (std::size_t i = 0; i < steps.tensor_count; ++i) {
        const tensor_record& t = tensor[i];
        placed[i] = {t.kind, offset[i], t.arena_bytes, t.data_bytes, t.first_step, t.last_step, t.node};
    }
    plan.layer_tensor = steps.node_tensor;
    plan.merged_into = steps.merged_into;
    plan.input_tensor = steps.input_tensors[0];
    plan.output_tensor = steps.output_tensor;
    return plan;
}

/// The plan of the steps and tensors a network's nodes give (build_deployment_steps) under
/// `profile`, in one evaluation (the planners in order until one reaches the lower bound): what
/// memory_plan_of<Net, Profile> holds. Also callable at run time on steps built from data (tools/netmem-import
/// builds them from a .tflite file), so both share every formula.
template <std::size_t TensorCapacity = 0, std::size_t StepCapacity = 0, std::size_t N, std::size_t I, std::size_t M>
constexpr auto plan_of_steps(const deployment_steps<N, I, M>& steps, const deployment& profile) noexcept {
    const auto buffers = buffers_of<TensorCapacity>(steps);
    using placement_type = std::remove_cvref_t<decltype(verified_placement(planner{}, buffers, 1))>;
    // The planners in order, keeping the smallest verified placement (ties: the earlier planner).
    placement_type best = verified_placement(all_planners[0], buffers, profile.alignment);
    planner winner = all_planners[0];
    static_assert(all_planners[0] == planner::greedy_by_size_tflm);
    // A planner at the lower bound cannot be beaten: the later ones are not run.
    for (std::size_t k = 1; k < planner_count && best.arena_bytes > buffers.lower_bound_bytes; ++k) {
        const placement_type candidate = verified_placement(all_planners[k], buffers, profile.alignment);
        if (candidate.arena_bytes < best.arena_bytes) {
            best = candidate;
            winner = all_planners[k];
        }
    }
    return assemble_plan<StepCapacity>(steps, buffers, best, winner, profile.alignment);
}

/// The memory plan of `Net` under `profile` in ONE constant evaluation: the planners that run
/// share its budget (clang's -fconstexpr-steps). memory_plan_of<Net, Profile> (the public
/// spelling, planning/plan_memory.hpp) gives each planner its own evaluation, plans once per
/// translation unit and reaches larger networks; this one is the tests' second path to the same
/// plan (planning_plan_memory_mlperf, deploy_options_without_model_graph's twin, the alignment compile-fail).
template <class Net>
constexpr auto plan_in_one_evaluation(const deployment& profile = {}) noexcept {
    check_kernels<Net>(profile);
    return plan_of_steps(steps_of<Net>(profile), profile);
}

}  // namespace detail

}  // namespace netmem
