// netmem/deploy/plan_memory.hpp
// plan_memory<Net>(profile): the SRAM arena of a network under a deployment profile, planned at
// compile time; flash_usage<Net>(profile): its flash, per layer and in total (design §4B).
//
//   constexpr auto plan = netmem::plan_memory<net>(netmem::deployment{.kernels = netmem::kernel_library::cmsis_nn_dsp});
//   alignas(plan.alignment) static std::byte arena[plan.arena_bytes];     // or netmem::static_arena
//
// The plan (all sizes in bytes, steps 0-based positions in the execution order):
// - arena_bytes: the best placement found (the smallest over every planner of deploy/planners.hpp;
//   ties keep TFLM's), lower_bound_bytes (max over steps of live bytes: no plan can be smaller),
//   greedy_bytes (TFLM's head: its GreedyMemoryPlanner on the buffers TFLM plans for this network,
//   i.e. a Reshape's own output, nothing in place, TFLM's tie order; deploy/runtime/tflm.hpp; for a
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
// Every placement is verified (no two tensors live at a common step overlap, each lies inside the
// arena, each offset is aligned); a plan that fails is a compile error in
// netmem::detail::plan_verification_failed(first_tensor, second_tensor).
// Size: every planner runs up to 128 arena tensors, TFLM's and the execution-order first fit up
// to 256, TFLM's alone beyond; about 300 tensors fit clang's default -fconstexpr-steps
// (1,048,576) and GCC's -fconstexpr-ops-limit; larger networks need those limits raised.
// Fails to compile: a broken shape rule in Net (its own diagnostic); alignment < 1 or not a power of
// two, or minibatch < 1 (netmem::detail::invalid_deployment_profile; memory_plan_of names them with
// error::alignment_not_a_power_of_two / error::minibatch_not_positive).
#pragma once

#include <array>
#include <cstddef>
#include <span>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/deploy/detail/deployment_steps.hpp>
#include <netmem/deploy/network_nodes.hpp>
#include <netmem/deploy/planners.hpp>
#include <netmem/deploy/runtime/detail/tflm_graph.hpp>

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

template <class Net>
constexpr auto steps_of(const deployment& profile) noexcept {
    using view = deployment_network<Net>;
    if (profile.alignment < 1 || (profile.alignment & (profile.alignment - 1)) != 0 || profile.minibatch < 1)
        invalid_deployment_profile(profile.alignment, profile.minibatch);
    return build_deployment_steps(view::nodes(profile), view::input_types, profile);
}

/// TFLM's head for Net under `profile` (deploy/runtime/detail/tflm_graph.hpp): the figure
/// memory_plan::greedy_bytes reports; -1 when the lowering cannot express a layer of Net (the
/// plan then reports GreedyMemoryPlanner on netmem's own buffers).
template <class Net>
constexpr size_type tflm_head_bytes(const deployment& profile) noexcept {
    using view = deployment_network<Net>;
    const deployment tflm_profile = tflm::detail::without_in_place(profile);
    const auto nodes = view::nodes(tflm_profile);
    const auto graph = tflm::detail::lower(nodes, view::input_types, build_deployment_steps(nodes, view::input_types, tflm_profile),
                                          tflm::detail::converter_order<Net>());
    if (graph.unlowered_node != no_index) return -1;
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

/// The memory plan of `Net` under `profile` (see the file comment).
template <deployable_network Net>
constexpr auto plan_memory(const deployment& profile = {}) noexcept {
    using view = deployment_network<Net>;
    constexpr std::size_t N = view::node_count;
    constexpr std::size_t M = view::max_inputs;
    using steps_type = detail::deployment_steps<N, view::input_count, M>;
    constexpr std::size_t T = steps_type::tensor_capacity;
    constexpr std::size_t S = steps_type::step_capacity;
    const steps_type steps = detail::steps_of<Net>(profile);

    memory_plan<T, S, N, M> plan{};
    plan.alignment = profile.alignment;
    plan.flash = detail::flash_of_steps(steps);
    plan.tensor_count = steps.tensor_count;
    plan.step_count = steps.step_count;
    std::array<buffer_request, T> buffers{};
    for (std::size_t i = 0; i < steps.tensor_count; ++i)
        buffers[i] = {steps.tensors[i].arena_bytes, steps.tensors[i].first_step, steps.tensors[i].last_step};

    // Every planner; keep the smallest verified placement.
    placement<T> best{};
    constexpr planner all[] = {planner::greedy_by_size_tflm,  planner::first_fit_by_size,
                               planner::first_fit_by_first_use, planner::first_fit_by_lifetime,
                               planner::first_fit_by_area,    planner::best_fit_by_size,
                               planner::best_fit_by_first_use, planner::best_fit_by_lifetime,
                               planner::best_fit_by_area};
    // Constant-evaluation budget (each planner is O(tensors^2); clang's default
    // -fconstexpr-steps is 1,048,576): up to 128 tensors every planner, up to 256 TFLM's and the
    // execution-order first fit, beyond that TFLM's only.
    const std::size_t planner_count =
        steps.tensor_count > 256 ? 1 : steps.tensor_count > 128 ? 2 : sizeof(all) / sizeof(all[0]);
    for (std::size_t k = 0; k < planner_count; ++k) {
        const planner p = planner_count == 2 && k == 1 ? planner::first_fit_by_first_use : all[k];
        const placement<T> candidate = place_with(p, buffers, steps.tensor_count);
        const placement_check check = verify_placement(buffers, steps.tensor_count, candidate, profile.alignment);
        if (!check.ok) detail::plan_verification_failed(check.first, check.second);
        if (k == 0) {
            best = candidate;
            plan.planner = p;
        } else if (candidate.arena_bytes < best.arena_bytes) {
            best = candidate;
            plan.planner = p;
        }
    }
    plan.arena_bytes = best.arena_bytes;
    const size_type tflm_head = detail::tflm_head_bytes<Net>(profile);
    plan.greedy_bytes = tflm_head >= 0 ? tflm_head
                                       : place_with(planner::greedy_by_size_tflm, buffers, steps.tensor_count).arena_bytes;

    // Live bytes per step (a difference array: + at the first step, - after the last), the lower
    // bound (their maximum) and the first step that reaches it.
    std::array<size_type, S + 1> change{};
    for (std::size_t i = 0; i < steps.tensor_count; ++i) {
        change[buffers[i].first_step] = checked_add(change[buffers[i].first_step], buffers[i].bytes);
        change[buffers[i].last_step + 1] -= buffers[i].bytes;
    }
    size_type live = 0;
    // A network of aliases only has no step: its inputs are live at "step 0".
    const std::size_t timeline_steps = steps.step_count > 0 ? steps.step_count : 1;
    for (std::size_t s = 0; s < timeline_steps; ++s) {
        live = checked_add(live, change[s]);
        plan.timeline[s] = live;
        if (live > plan.lower_bound_bytes) {
            plan.lower_bound_bytes = live;
            plan.peak_step = s;
        }
        if (s >= steps.step_count) continue;
        plan.step_layer[s] = steps.steps[s].node;
        plan.steps[s] = {steps.steps[s].node, steps.steps[s].inputs, steps.steps[s].input_count,
                         steps.steps[s].output, steps.steps[s].scratch};
    }
    plan.peak_layer = steps.step_count > 0 ? steps.steps[plan.peak_step].node : 0;
    for (std::size_t i = 0; i < steps.tensor_count; ++i) {
        const detail::tensor_record& t = steps.tensors[i];
        detail::plan_access::tensors(plan)[i] = {t.kind, best.offsets[i], t.arena_bytes, t.data_bytes, t.first_step, t.last_step, t.node};
    }
    plan.layer_tensor = steps.node_tensor;
    plan.merged_into = steps.merged_into;
    plan.input_tensor = steps.input_tensors[0];
    plan.output_tensor = steps.output_tensor;
    return plan;
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
}  // namespace error

namespace detail {
template <deployment Profile>
consteval bool check_profile() {
    static_assert(sizeof(error::alignment_not_a_power_of_two<error::alignment_bytes<Profile.alignment>>) > 0);
    static_assert(sizeof(error::minibatch_not_positive<error::minibatch_size<Profile.minibatch>>) > 0);
    return Profile.alignment >= 1 && (Profile.alignment & (Profile.alignment - 1)) == 0 && Profile.minibatch >= 1;
}
template <deployable_network Net, deployment Profile>
consteval auto checked_plan() {
    if constexpr (check_profile<Profile>()) return plan_memory<Net>(Profile);
    else return plan_memory<Net>(deployment{});
}
}  // namespace detail

/// The plan of `Net` under `Profile` as a constant (shared by fits, assert_fits and static_arena).
/// A profile whose alignment is not a power of two, or whose minibatch is below 1, is a compile
/// error naming the value (error::alignment_not_a_power_of_two<alignment_bytes<N>>,
/// error::minibatch_not_positive<minibatch_size<N>>).
template <deployable_network Net, deployment Profile = deployment{}>
inline constexpr auto memory_plan_of = detail::checked_plan<Net, Profile>();

}  // namespace netmem
