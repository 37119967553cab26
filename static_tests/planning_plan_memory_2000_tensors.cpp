// static_tests/planning_plan_memory_2000_tensors.cpp -- a 2,000-layer chain is planned, each of the nine planners is
// run (detail::placement_v: memory_plan_of itself stops at TFLM's planner, which reaches the lower
// bound), and TFLM's head (tflm::head_bytes_of) is computed, at the compilers' default limits
// (issue 10: "2,000 tensors with at least the TFLM-compatible planner and the best one"): no -fconstexpr-steps,
// -fconstexpr-ops-limit or -fconstexpr-loop-limit flag is set for this file. Each part of
// memory_plan_of is its own constant evaluation; the largest at this size, measured on clang 14 by
// bisecting -fconstexpr-steps, is TFLM's head (GreedyMemoryPlanner over 2,001 buffers): 901,260 of
// the default 1,048,576 steps. The budget check's estimate for one planner (plan_memory.hpp,
// estimated_planner_steps; log2 rounded up = 11): 2,001 x (60 + 34 x 11) + 2,000 x (40 + 3 x 11) +
// 2,000^2 / 2,001 = 868,434 + 146,000 + 1,999 = 1,016,433 <= 1,048,576, so it plans.
//
// The chain: feed_forward(16) input, then 2,000 dense layers of 16 units. Default profile: int8
// activations, alignment 16, minibatch 1.
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

#include "support/every_planner.hpp"

namespace nm = netmem;

namespace {

#define NETMEM_DENSE nm::dense{.units = 16}
#define NETMEM_TIMES2(x) x, x
#define NETMEM_TIMES10(x) x, x, x, x, x, x, x, x, x, x

using chain = nm::sequential<nm::input::feed_forward{.size = 16},
                             NETMEM_TIMES2(NETMEM_TIMES10(NETMEM_TIMES10(NETMEM_TIMES10(NETMEM_DENSE))))>;

#undef NETMEM_DENSE
#undef NETMEM_TIMES2
#undef NETMEM_TIMES10

static_assert(chain::layer_count == 2'000);

constexpr const auto& plan = nm::memory_plan_of<chain, nm::deployment{}>;

// Hand computation: 2,001 tensors of 16 int8 elements = 16 B each (a multiple of the alignment);
// step s reads tensor s and writes tensor s + 1, so two tensors live at every step: lower bound
// 32 B, reached by ping-pong between offsets 0 and 16. TFLM's planner (its head over the same
// 2,001 buffers: dense has no scratch on the reference kernels, no Reshape) finds it too.
static_assert(plan.tensor_count == 2'001);
static_assert(plan.step_count == 2'000);
static_assert(plan.lower_bound_bytes == 32);
static_assert(plan.arena_bytes == 32);
static_assert(nm::tflm::head_bytes_of<chain, nm::deployment{}> == 32);  // TFLM's head, planned in parts
static_assert(plan.planner == nm::planner::greedy_by_size_tflm);  // ties keep TFLM's
static_assert(plan.tensors()[1'500].offset != plan.tensors()[1'501].offset);
static_assert(nm::fits<chain, nm::deployment{}, nm::budget{.ram = 32}>);

// Every planner, each its own evaluation: a ping-pong placement of 32 B, the lower bound (every
// tensor is 16 B and overlaps only its predecessor and successor, so any first or best fit puts it
// at 0 or 16).
static_assert(netmem_static_test::every_planner_reaches<chain, nm::deployment{}>(32));

}  // namespace
