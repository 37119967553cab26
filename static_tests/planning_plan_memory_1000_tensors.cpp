// static_tests/planning_plan_memory_1000_tensors.cpp -- a 1,000-layer chain is planned at the compilers' default
// limits (issue 10): no -fconstexpr-steps, -fconstexpr-ops-limit or -fconstexpr-loop-limit flag is
// set for this file. memory_plan_of stops at TFLM's planner here (it reaches the lower bound), so
// the test also runs each of the nine planners (detail::placement_v, each its own constant
// evaluation, each placement verified) to show every one fits the default limits at this size.
//
// The chain: feed_forward(16) input, then 1,000 dense layers of 16 units (macros keep the file
// small). Default profile: int8 activations, alignment 16, minibatch 1.
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

#include "support/every_planner.hpp"

namespace nm = netmem;

namespace {

#define NETMEM_DENSE nm::dense{.units = 16}
#define NETMEM_TIMES10(x) x, x, x, x, x, x, x, x, x, x

using chain = nm::sequential<nm::input::feed_forward{.size = 16},
                             NETMEM_TIMES10(NETMEM_TIMES10(NETMEM_TIMES10(NETMEM_DENSE)))>;

#undef NETMEM_DENSE
#undef NETMEM_TIMES10

static_assert(chain::layer_count == 1'000);

constexpr const auto& plan = nm::memory_plan_of<chain, nm::deployment{}>;

// Hand computation: 1,001 tensors (the input and one output per dense layer; dense has no kernel
// scratch on the reference kernels), each 16 int8 elements = 16 B (already a multiple of the
// alignment 16). Step s (layer s) reads tensor s and writes tensor s + 1: two tensors live at
// every step, so the lower bound is 32 B; the network output lives to the last step only.
static_assert(plan.tensor_count == 1'001);
static_assert(plan.step_count == 1'000);
static_assert(plan.lower_bound_bytes == 32);
// Ping-pong between offsets 0 and 16 reaches the bound; TFLM's planner finds it too (each new
// tensor overlaps only its predecessor, and the first gap that fits is the free 16 B).
static_assert(plan.arena_bytes == 32);
static_assert(nm::tflm::head_bytes_of<chain, nm::deployment{}> == 32);  // TFLM's head, planned in parts
static_assert(plan.planner == nm::planner::greedy_by_size_tflm);  // ties keep TFLM's
static_assert(plan.tensors()[500].offset != plan.tensors()[501].offset);

// Planned once: memory_plan_of<Net, Profile>, fits and static_arena read the same object.
static_assert(&nm::memory_plan_of<chain, nm::deployment{}> == &plan);
static_assert(nm::fits<chain, nm::deployment{}, nm::budget{.ram = 32}>);
static_assert(!nm::fits<chain, nm::deployment{}, nm::budget{.ram = 31}>);
static_assert(sizeof(nm::static_arena<chain, nm::deployment{}>) == 32);

// Every planner, each its own evaluation: a ping-pong placement of 32 B, the lower bound (every
// tensor is 16 B and overlaps only its predecessor and successor, so any first or best fit puts it
// at 0 or 16).
static_assert(netmem_static_test::every_planner_reaches<chain, nm::deployment{}>(32));

}  // namespace
