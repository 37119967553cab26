// netmem/deploy/plan_memory.hpp
// plan_memory<Net>(profile): the SRAM arena of a network under a deployment profile, planned at
// compile time; flash_usage<Net>(profile): its flash, per layer and in total.
//
//   constexpr auto plan = netmem::plan_memory<net>(netmem::deployment{.kernels = netmem::kernel_library::cmsis_nn_dsp});
//   alignas(plan.alignment) static std::byte arena[plan.arena_bytes];     // or netmem::static_arena
//
// The plan (all sizes in bytes, steps 0-based positions in the execution order):
// - arena_bytes: the best placement found (the smallest over every planner of deploy/planners.hpp;
//   ties keep TFLM's), lower_bound_bytes (max over steps of live bytes: no plan can be smaller),
//   greedy_bytes (TFLM's head: its GreedyMemoryPlanner on the buffers TFLM plans for this network,
//   i.e. a Reshape's own output, nothing in place, TFLM's tie order; runtime/tflm/tflm.hpp; for a
//   network with a layer the TFLM model cannot lower yet, GreedyMemoryPlanner on netmem's buffers),
//   and which planner won;
// - tensors(): a std::span over the tensor_count real tensors (the fixed-size storage is private):
//   offset, arena bytes (rounded up to the alignment), data bytes,
//   lifetime, kind (network input, activation, scratch, state) and the layer that writes it;
// - peak_step and peak_layer: the first step where the live bytes reach the lower bound and the
//   layer (sequential: index in the layer list; graph: vertex index) that runs in it;
// - timeline[0 .. step_count): live bytes at every step, step_layer: the layer of each step, and
//   steps: each step's input, output and scratch tensors;
// - layer_tensor[i]: the tensor that holds layer i's output (a folded, fused or aliasing layer
//   shares its producer's tensor), and merged_into[i]: the layer a folded batch norm or fused
//   activation i runs inside.
// Every placement a planner computes is verified (no two tensors live at a common step overlap,
// each lies inside the arena, each offset is aligned); a plan that fails is a compile error in
// netmem::detail::plan_verification_failed(first_tensor, second_tensor).
// Size: every planner is available at every size (no tensor-count threshold); they run in order
// (all_planners) until one reaches the lower bound: no placement is smaller, so no later planner
// could win, and the plan is the one running all nine gives (tests/deploy_mlperf.cpp compares).
// memory_plan_of<Net, Profile> (and plan_memory<Net, Profile>(), the same object) plans once per
// translation unit, in parts that are each their own constant evaluation (the nodes, the
// deployment steps, the buffers, each planner that runs, and TFLM's head: its graph, the scratch
// requests, its GreedyMemoryPlanner; TFLM's nodes and steps are the plan's own when the profile
// plans nothing in place), in arrays of the exact tensor and step counts, so each part has the
// compiler's whole budget: at default limits (clang -fconstexpr-steps 1,048,576, g++
// -fconstexpr-ops-limit) each of the nine planners runs on a 1,000- and a 2,000-layer chain
// (static_tests/plan_1000_tensors.cpp, plan_2000_tensors.cpp), and ResNet-50 and MobileNetV2
// plan on both compilers. The planners find the placed buffers that
// overlap a new one in time through a lifetime index (planners.hpp), not by scanning every placed
// buffer. Before any planner runs, the cost of one is estimated
// (detail::estimated_planner_steps); above NETMEM_CONSTANT_EVALUATION_STEPS (default 1,048,576)
// it is a compile error naming the tensor count and the flag to raise
// (error::constant_evaluation_budget_check). plan_memory<Net>(profile) computes everything in ONE
// evaluation: on clang at default limits a 500-layer chain (TFLM's planner at the bound: one
// planner runs), about 250 tensors where all nine run.
// Fails to compile: a broken shape rule in Net (its own diagnostic); alignment < 1 or not a power of
// two, or minibatch < 1 (netmem::detail::invalid_deployment_profile; memory_plan_of names them with
// error::alignment_not_a_power_of_two / error::minibatch_not_positive).
#pragma once

#include <array>
#include <cstddef>
#include <span>
#include <type_traits>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/kernel_selection.hpp>
#include <netmem/deploy/detail/deployment_steps.hpp>
#include <netmem/network/network_nodes.hpp>
#include <netmem/deploy/planners.hpp>
#include <netmem/runtime/tflm/detail/tflm_graph.hpp>
#include <netmem/runtime/tflm/detail/tflm_kernels.hpp>
#include <netmem/runtime/tflm/tflm_shared_constants.hpp>

/// The constant-evaluation budget, in clang steps, that memory_plan_of assumes for each planner's
/// evaluation: clang's default -fconstexpr-steps. Define it (with the compiler flag raised to the
/// same value) to plan larger networks; error::constant_evaluation_budget_check names it.
#ifndef NETMEM_CONSTANT_EVALUATION_STEPS
#define NETMEM_CONSTANT_EVALUATION_STEPS 1048576
#endif

namespace netmem {

/// One tensor of a plan.
struct planned_tensor {
    tensor_kind kind = tensor_kind::activation;
    size_type offset = 0;       ///< bytes from the start of the arena
    size_type arena_bytes = 0;  ///< bytes reserved (data_bytes rounded up to the alignment)
    size_type data_bytes = 0;   ///< bytes of data
    std::size_t first_step = 0;
    std::size_t last_step = 0;
    std::size_t layer = detail::no_index;  ///< writer (layer or vertex index); network input index for inputs
    friend constexpr bool operator==(const planned_tensor&, const planned_tensor&) = default;
};

/// One execution step of a plan: the layer (or vertex) that runs and the tensors it reads and
/// writes (indices into memory_plan::tensors(); scratch = detail::no_index when it has none);
/// inputs[0 .. input_count), M = the most inputs a step of the network has.
template <std::size_t M>
struct planned_step {
    std::size_t layer = detail::no_index;
    std::array<std::size_t, M> inputs{};
    std::size_t input_count = 0;
    std::size_t output = detail::no_index;
    std::size_t scratch = detail::no_index;
};

/// The flash of a network of N layers (bytes).
template <std::size_t N>
struct flash_report {
    std::array<layer_flash, N> layers{};
    size_type weights = 0;
    size_type biases = 0;
    size_type quantization = 0;
    /// weights + biases (the .tflite buffer payload for int8 / int32 models).
    constexpr size_type weights_and_biases() const noexcept { return checked_add(weights, biases); }
    /// weights + biases + quantization parameters.
    constexpr size_type total() const noexcept { return checked_add(weights_and_biases(), quantization); }
    /// The layer with the most flash (first on ties).
    constexpr std::size_t largest_layer() const noexcept {
        std::size_t best = 0;
        for (std::size_t i = 1; i < N; ++i)
            if (layers[i].total() > layers[best].total()) best = i;
        return best;
    }
};

namespace detail {
struct plan_access;
}  // namespace detail

/// A memory plan of up to T tensors, S steps, N layers, M inputs per step (see the file comment).
template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
struct memory_plan {
    size_type alignment = 16;
    size_type arena_bytes = 0;
    size_type lower_bound_bytes = 0;
    size_type greedy_bytes = 0;
    /// true: greedy_bytes is TFLM's head; false: TFLM's lowering cannot express a layer of the
    /// network, and greedy_bytes is GreedyMemoryPlanner on netmem's own buffers (the fallback).
    bool greedy_is_tflm_head = true;
    netmem::planner planner = planner::greedy_by_size_tflm;
    std::size_t peak_step = 0;
    std::size_t peak_layer = 0;
    std::size_t tensor_count = 0;  ///< == tensors().size()
    std::array<size_type, S> timeline{};
    std::array<std::size_t, S> step_layer{};
    std::array<planned_step<M>, S> steps{};
    std::size_t step_count = 0;
    std::array<std::size_t, N> layer_tensor{};
    /// The layer a batch norm was folded into or an activation fused into (detail::no_index: none).
    std::array<std::size_t, N> merged_into{};
    std::size_t input_tensor = 0;   ///< the (first) network input
    std::size_t output_tensor = 0;  ///< the (first) network output
    flash_report<N> flash{};

    /// The arena tensors, in id order (network inputs first, then per step its output and scratch).
    constexpr std::span<const planned_tensor> tensors() const noexcept { return {tensor_storage_.data(), tensor_count}; }
    constexpr const planned_tensor& input() const noexcept { return tensor_storage_[input_tensor]; }
    constexpr const planned_tensor& output() const noexcept { return tensor_storage_[output_tensor]; }
    constexpr const planned_tensor& output_of(std::size_t layer) const noexcept {
        return tensor_storage_[layer_tensor[layer]];
    }
    /// Flash bytes: weights + biases + quantization parameters.
    constexpr size_type flash_bytes() const noexcept { return flash.total(); }
    /// Bytes of arena above the lower bound (0: provably optimal).
    constexpr size_type slack_bytes() const noexcept { return arena_bytes - lower_bound_bytes; }

private:
    friend struct detail::plan_access;
    std::array<planned_tensor, T> tensor_storage_{};
};

namespace detail {
/// Write access to a plan's tensor storage, for plan_memory (and tests that corrupt a plan).
struct plan_access {
    template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
    static constexpr std::array<planned_tensor, T>& tensors(memory_plan<T, S, N, M>& plan) noexcept {
        return plan.tensor_storage_;
    }
};
}  // namespace detail

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

/// Net lowered to TFLite's graph (runtime/tflm/detail/tflm_graph.hpp) as TFLM runs it under
/// `profile`: its nodes and steps with nothing in place (TFLM never runs an operator in place) and
/// the converter's operator order; without the kernels' scratch requests (attach_scratch adds
/// them). One evaluation; shared by plan_memory<Net>(profile)'s TFLM head and by
/// tflm::arena_report and tflm::offline_plan_offsets (memory_plan_of builds the same graph from
/// nodes_v and steps_v instead: tflm_lowered_v).
template <class Net>
constexpr auto tflm_graph_of(const deployment& profile) noexcept {
    using view = deployment_network<Net>;
    const deployment tflm_profile = tflm::detail::without_in_place(profile);
    const auto nodes = view::nodes(tflm_profile);
    const auto steps = build_deployment_steps(nodes, view::input_types, tflm_profile);
    auto graph = tflm::detail::lower(nodes, view::input_types, steps, tflm::detail::converter_order(nodes));
    // A constant several operators read is one tensor of the model (tflm_shared_constants.hpp).
    graph.constant_tensors = tflm::detail::without_repeated_reads(graph.constant_tensors, tflm::shared_constant_reads<Net>());
    return graph;
}

/// `graph` with the kernels' scratch requests under `profile` (a graph with an unlowered node is
/// returned as it is: it has no head).
template <std::size_t N, std::size_t I, std::size_t M>
constexpr tflm::detail::graph<N, I, M> with_scratch(tflm::detail::graph<N, I, M> graph,
                                                    const deployment& profile) noexcept {
    if (graph.unlowered_node == no_index) tflm::detail::attach_scratch(graph, profile);
    return graph;
}

/// TFLM's head for Net under `profile` (runtime/tflm/detail/tflm_graph.hpp): the figure
/// memory_plan::greedy_bytes reports; -1 when the lowering cannot express a layer of Net (the
/// plan then reports GreedyMemoryPlanner on netmem's own buffers).
template <class Net>
constexpr size_type tflm_head_bytes(const deployment& profile) noexcept {
    auto graph = tflm_graph_of<Net>(profile);
    if (graph.unlowered_node != no_index) return -1;
    tflm::detail::attach_scratch(graph, profile);
    return tflm::detail::plan_head(graph, false).placed.arena_bytes;
}

template <std::size_t N, std::size_t I, std::size_t M>
constexpr flash_report<N> flash_of_steps(const deployment_steps<N, I, M>& steps) noexcept {
    flash_report<N> report{};
    report.layers = steps.flash;
    for (const layer_flash& f : steps.flash) {
        report.weights = checked_add(report.weights, f.weights);
        report.biases = checked_add(report.biases, f.biases);
        report.quantization = checked_add(report.quantization, f.quantization);
    }
    return report;
}

}  // namespace detail

/// Flash of `Net` under `profile`, per layer and in total (bytes, three lines).
template <deployable_network Net>
constexpr auto flash_usage(const deployment& profile = {}) noexcept {
    return detail::flash_of_steps(detail::steps_of<Net>(profile));
}

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
                             const placement<T>& best, planner winner, size_type greedy_bytes,
                             size_type alignment, bool greedy_is_tflm_head = true) noexcept {
    constexpr std::size_t S = StepCapacity > 0 ? StepCapacity : deployment_steps<N, I, M>::step_capacity;
    memory_plan<T, S, N, M> plan{};
    plan.alignment = alignment;
    plan.flash = flash_of_steps(steps);
    plan.tensor_count = steps.tensor_count;
    plan.step_count = steps.step_count;
    plan.arena_bytes = best.arena_bytes;
    plan.greedy_bytes = greedy_bytes;
    plan.greedy_is_tflm_head = greedy_is_tflm_head;
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
/// plan_memory<Net> returns, except greedy_bytes
/// (0 here: TFLM's head is a function of the network's TFLite lowering, which plan_memory<Net>
/// adds with tflm_head_bytes<Net>; a negative greedy_bytes, tflm_head_bytes' "cannot lower",
/// reports GreedyMemoryPlanner on these buffers instead). Also callable at run time on steps built from data
/// (tools/netmem-import builds them from a .tflite file), so both share every formula.
template <std::size_t TensorCapacity = 0, std::size_t StepCapacity = 0, std::size_t N, std::size_t I, std::size_t M>
constexpr auto plan_of_steps(const deployment_steps<N, I, M>& steps, const deployment& profile,
                             size_type greedy_bytes = 0) noexcept {
    const auto buffers = buffers_of<TensorCapacity>(steps);
    using placement_type = std::remove_cvref_t<decltype(verified_placement(planner{}, buffers, 1))>;
    // The planners in order, keeping the smallest verified placement (ties: the earlier planner).
    placement_type best = verified_placement(all_planners[0], buffers, profile.alignment);
    planner winner = all_planners[0];
    static_assert(all_planners[0] == planner::greedy_by_size_tflm);
    const size_type greedy = greedy_bytes >= 0 ? greedy_bytes : best.arena_bytes;
    // A planner at the lower bound cannot be beaten: the later ones are not run.
    for (std::size_t k = 1; k < planner_count && best.arena_bytes > buffers.lower_bound_bytes; ++k) {
        const placement_type candidate = verified_placement(all_planners[k], buffers, profile.alignment);
        if (candidate.arena_bytes < best.arena_bytes) {
            best = candidate;
            winner = all_planners[k];
        }
    }
    return assemble_plan<StepCapacity>(steps, buffers, best, winner, greedy, profile.alignment, greedy_bytes >= 0);
}

}  // namespace detail

/// The memory plan of `Net` under `profile` (see the file comment), in ONE constant evaluation:
/// the planners that run share its budget (clang's -fconstexpr-steps).
/// plan_memory<Net, Profile>() and memory_plan_of<Net, Profile> give each planner its own
/// evaluation, plan once per translation unit, and reach larger networks.
template <deployable_network Net>
constexpr auto plan_memory(const deployment& profile = {}) noexcept {
    detail::check_kernels(profile);
    return detail::plan_of_steps(detail::steps_of<Net>(profile), profile, detail::tflm_head_bytes<Net>(profile));
}

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
           check_kernel_selection(Profile) == kernel_selection_rule::ok;
}

// Plan once per translation unit, each part in its own constant evaluation (its own budget):
// the nodes, the deployment steps, the buffers, each planner's placement, then TFLM's head
// (greedy_bytes). TFLM's nodes and steps are nodes_v / steps_v under without_in_place(Profile):
// the same objects when the profile plans nothing in place (the default), not built twice.
// Only these arrays (and the plan) are variables keyed on the network. The compile-time numbers
// of the plan (the winning planner, TFLM's head) are the `value` of a class named by the number
// alone (constant<V>), and whether TFLM's lowering expresses every node is a template argument:
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
/// memory_plan::greedy_bytes: TFLM's head over TFLM's own buffers, in evaluations of its own:
/// TFLM's nodes and steps (nodes_v / steps_v under without_in_place(Profile): the plan's own unless
/// the profile plans something in place), its graph (lowered, then with the scratch requests), the head's
/// GreedyMemoryPlanner.
template <class Net, deployment Profile>
inline constexpr auto tflm_lowered_v =
    tflm::detail::lower(nodes_v<Net, tflm::detail::without_in_place(Profile)>, deployment_network<Net>::input_types,
                        steps_v<Net, tflm::detail::without_in_place(Profile)>,
                        tflm::detail::converter_order(nodes_v<Net, tflm::detail::without_in_place(Profile)>));
template <class Net, deployment Profile>
inline constexpr auto tflm_graph_v = with_scratch(tflm_lowered_v<Net, Profile>, Profile);
template <std::size_t N, std::size_t I, std::size_t M>
constexpr std::size_t tflm_head_capacity(const tflm::detail::graph<N, I, M>& g) noexcept {
    const std::size_t count = tflm::detail::head_buffer_count(g);
    return count > 0 ? count : 1;
}
/// TFLM's head in bytes, or -1 when TFLM's lowering cannot express a node (found by a scan of the
/// nodes, tflm::detail::lowers_every_node; see tflm_head_bytes): then TFLM's graph is not built.
template <class Net, deployment Profile,
          bool Lowered = tflm::detail::lowers_every_node(nodes_v<Net, tflm::detail::without_in_place(Profile)>,
                                                         steps_v<Net, tflm::detail::without_in_place(Profile)>)>
struct tflm_head_of : constant<size_type{-1}> {};
template <class Net, deployment Profile>
struct tflm_head_of<Net, Profile, true>
    : constant<tflm::detail::plan_head_in<tflm_head_capacity(tflm_graph_v<Net, Profile>)>(tflm_graph_v<Net, Profile>,
                                                                                          false)
                   .placed.arena_bytes> {};

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
        return plan_memory<Net>(deployment{});
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
            // TFLM's head, or GreedyMemoryPlanner on netmem's buffers when TFLM's lowering cannot
            // express a layer.
            constexpr size_type head = tflm_head_of<Net, Profile>::value;
            constexpr size_type greedy =
                head >= 0 ? head : placement_v<Net, Profile, planner::greedy_by_size_tflm>.arena_bytes;
            constexpr const auto& steps = steps_v<Net, Profile>;
            return assemble_plan<(steps.step_count > 0 ? steps.step_count : 1)>(
                steps, buffers, placement_v<Net, Profile, all_planners[winner]>, all_planners[winner], greedy,
                Profile.alignment, head >= 0);
        }
    }
}
}  // namespace detail

/// The plan of `Net` under `Profile` as a constant (shared by fits, assert_fits and static_arena).
/// A profile whose alignment is not a power of two, or whose minibatch is below 1, is a compile
/// error naming the value (error::alignment_not_a_power_of_two<alignment_bytes<N>>,
/// error::minibatch_not_positive<minibatch_size<N>>).
template <deployable_network Net, deployment Profile = deployment{}>
inline constexpr auto memory_plan_of = detail::checked_plan<Net, Profile>();

/// memory_plan_of<Net, Profile> (the same object: planned once per translation unit).
template <deployable_network Net, deployment Profile>
constexpr const auto& plan_memory() noexcept {
    return memory_plan_of<Net, Profile>;
}

}  // namespace netmem
