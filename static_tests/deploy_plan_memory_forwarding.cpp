// static_tests/deploy_plan_memory_forwarding.cpp: the old include paths of the headers that moved
// from deploy/ to planning/ (docs/history/api-changes.md) still give the same API. This file
// includes nothing of planning/ by its new path: each name below reaches it through a forwarding
// header. The figure is the hand computation of static_tests/deploy_fits.cpp (issue 11 §1):
// 409,600 + 409,600 + 576 (conv 2's CMSIS-NN DSP im2col, 2 * round4(144) * 2) = 819,776 B.
// Also tests: netmem/deploy/memory_plan.hpp netmem/deploy/planners.hpp
// Also tests: netmem/deploy/runtime_model.hpp netmem/deploy/budget.hpp
#include <netmem/deploy/budget.hpp>
#include <netmem/deploy/memory_plan.hpp>
#include <netmem/deploy/plan_memory.hpp>
#include <netmem/deploy/planners.hpp>
#include <netmem/deploy/runtime_model.hpp>
#include <netmem/layers/all.hpp>
#include <netmem/network/sequential.hpp>
#include <netmem/runtime/static_arena/static_arena.hpp>

namespace {
namespace nm = netmem;
using namespace nm::literals;

using h743_case = nm::sequential<nm::input::convolutional{160, 160, 3},
                                 nm::conv2d{.filters = 16, .kernel = {3, 3}, .padding = nm::padding::same},
                                 nm::conv2d{.filters = 16, .kernel = {3, 3}, .padding = nm::padding::same},
                                 nm::global_pooling{}, nm::output{.units = 2}>;
constexpr nm::deployment m4_int8{.kernels = nm::kernel_library::cmsis_nn_dsp};

static_assert(nm::memory_plan_of<h743_case, m4_int8>.arena_bytes == 819'776);     // plan_memory.hpp
static_assert(nm::all_planners[0] == nm::planner::greedy_by_size_tflm);            // planners.hpp
static_assert(nm::budget{.ram = 64_KiB}.arena_capacity() == 65'536);                // budget.hpp
static_assert(nm::has_runtime_model<nm::runtime::static_arena>);                    // runtime_model.hpp
static_assert(nm::runtime_ram_bytes<h743_case, m4_int8>() == 819'776);
static_assert(nm::memory_plan_of<h743_case, m4_int8>.tensors().size() > 0);          // memory_plan.hpp
}  // namespace
