// static_tests/compile_fail/tflm_stored_plan_wrong_size.cpp: a plan stored in the model
// (netmem::tflm::stored_offline_plan, runtime/tflm/tflm_stored_plan.hpp) with 3 entries for the 4
// non-constant tensors of TFLM hello_world's lowering (the input [1,1] and the outputs of its three
// FULLY_CONNECTED operators). TFLM reads one offset per tensor of the subgraph in order, so a
// short plan assigns offsets to the wrong tensors; netmem rejects it, naming both counts.
// The twin: 4 entries (0, 16, 0, 16) compile, with TFLM's head then 32 B.
#include <array>

#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;
using net = nm::zoo::tflm_hello_world;

template <>
struct nm::tflm::stored_offline_plan<net> {
#ifdef NETMEM_COMPILE_FAIL
    // expect: stored_offline_plan_has_wrong_size<netmem::tflm::error::entries<3[a-zA-Z]*>, netmem::tflm::error::tensors<4[a-zA-Z]*>
    static constexpr std::array<nm::size_type, 3> offsets{0, 16, 0};
#else
    static constexpr std::array<nm::size_type, 4> offsets{0, 16, 0, 16};
#endif
};

constexpr nm::deployment profile{.runtime = nm::runtime::tflm};
static_assert(nm::tflm::arena_of<net, profile>.head_bytes == 32);
