// static_tests/compile_fail/tflm_stored_plan_negative_offset.cpp: a plan stored in the model
// (netmem::tflm::stored_offline_plan, runtime/tflm/tflm_stored_plan.hpp) whose entry for tensor 2
// is -16: below -1 (online_planned), an offset before the arena's start. TFLM would add it to the
// arena pointer; netmem rejects it, naming the tensor. TFLM hello_world's lowering has four
// non-constant tensors (the input [1,1] and the outputs of its three FULLY_CONNECTED operators).
// The twin: 0, 16, -1, -1 (the last two left to the online planner) compiles.
#include <array>

#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;
using net = nm::zoo::tflm_hello_world;

template <>
struct nm::tflm::stored_offline_plan<net> {
#ifdef NETMEM_COMPILE_FAIL
    // expect: stored_offline_plan_negative_offset<netmem::tflm::error::tensor<2[a-zA-Z]*>
    static constexpr std::array<nm::size_type, 4> offsets{0, 16, -16, -1};
#else
    static constexpr std::array<nm::size_type, 4> offsets{0, 16, -1, -1};
#endif
};

constexpr nm::deployment profile{.runtime = nm::runtime::tflm};
static_assert(nm::tflm::arena_of<net, profile>.offline_planned_buffers == 2);
