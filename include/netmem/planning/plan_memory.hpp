// netmem/planning/plan_memory.hpp
// memory_plan_of<Net, Profile>: the SRAM arena of a network under a deployment profile, planned at
// compile time (the one spelling of planning); flash_usage<Net>(profile): its flash, per layer and
// in total.
//
//   constexpr netmem::deployment m4{.kernels = netmem::kernel_library::cmsis_nn_dsp};
//   constexpr const auto& plan = netmem::memory_plan_of<net, m4>;
//   alignas(plan.alignment) static std::byte arena[plan.arena_bytes];     // or netmem::static_arena
//
// The plan (all sizes in bytes, steps 0-based positions in the execution order):
// - arena_bytes: the best placement found (the smallest over every planner of planning/planners.hpp;
//   ties keep TFLM's), lower_bound_bytes (max over steps of live bytes: no plan can be smaller),
//   and which planner won. The plan knows no runtime: TFLM's head (its GreedyMemoryPlanner on the
//   buffers TFLM plans) is tflm::arena<Net>(profile).head_bytes, or, planned in parts,
//   tflm::head_bytes_of<Net, Profile> (runtime/tflm/tflm.hpp);
// - tensors(): a span_view (core/span_view.hpp) over the tensor_count real tensors (the fixed-size storage is private):
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
// could win, and the plan is the one running all nine gives (tests/planning_plan_memory_mlperf.cpp compares).
// memory_plan_of<Net, Profile> plans once per translation unit (planning/detail/plan_cache.hpp), in
// parts that are each their own constant evaluation (the nodes, the deployment steps, the buffers,
// each planner that runs), in arrays of the exact tensor and step counts, so each part has the
// compiler's whole budget: at default limits (clang -fconstexpr-steps 1,048,576, g++
// -fconstexpr-ops-limit) each of the nine planners runs on a 1,000- and a 2,000-layer chain
// (static_tests/planning_plan_memory_1000_tensors.cpp, planning_plan_memory_2000_tensors.cpp), and ResNet-50 and MobileNetV2
// plan on both compilers. The planners find the placed buffers that
// overlap a new one in time through a lifetime index (planners.hpp), not by scanning every placed
// buffer. Before any planner runs, the cost of one is estimated
// (detail::estimated_planner_steps); above NETMEM_CONSTANT_EVALUATION_STEPS (default 1,048,576)
// it is a compile error naming the tensor count and the flag to raise
// (error::constant_evaluation_budget_check). detail::plan_in_one_evaluation<Net>(profile) (the
// tests' check that both paths give one plan) computes everything in ONE evaluation: on clang at
// default limits a 500-layer chain (TFLM's planner at the bound: one planner runs), about 250
// tensors where all nine run.
// Fails to compile: a broken shape rule in Net (its own diagnostic); alignment < 1 or not a power of
// two, or minibatch < 1 (netmem::detail::invalid_deployment_profile; memory_plan_of names them with
// error::alignment_not_a_power_of_two / error::minibatch_not_positive).
#pragma once

// The plan's types, the algorithm (detail/planning.hpp) and the once-per-translation-unit cache
// (detail/plan_cache.hpp); this header is the public entry.
#include <netmem/core/deployment.hpp>
#include <netmem/planning/detail/plan_cache.hpp>
#include <netmem/planning/detail/planning.hpp>
#include <netmem/planning/memory_plan.hpp>
#include <netmem/network/network_nodes.hpp>

namespace netmem {

/// Flash of `Net` under `profile`, per layer and in total (bytes, three lines).
template <deployable_network Net>
constexpr auto flash_usage(const deployment& profile = {}) noexcept {
    return detail::flash_of_steps(detail::steps_of<Net>(profile));
}

/// The plan of `Net` under `Profile` as a constant (shared by fits, assert_fits and static_arena).
/// A profile whose alignment is not a power of two, or whose minibatch is below 1, is a compile
/// error naming the value (error::alignment_not_a_power_of_two<alignment_bytes<N>>,
/// error::minibatch_not_positive<minibatch_size<N>>).
template <deployable_network Net, deployment Profile = deployment{}>
inline constexpr auto memory_plan_of = detail::checked_plan<Net, Profile>();

}  // namespace netmem
