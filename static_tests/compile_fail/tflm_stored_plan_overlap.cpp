// static_tests/compile_fail/tflm_stored_plan_overlap.cpp: a plan stored in the model
// (netmem::tflm::stored_offline_plan, runtime/tflm/tflm_stored_plan.hpp) that puts two tensors
// alive at the same step at overlapping offsets. TFLM would use it as given; netmem's TFLM model
// rejects it, naming the two tensors and the step. TFLM hello_world's lowering has four
// non-constant tensors: the input [1,1] (alive at steps 0..1), the outputs of FULLY_CONNECTED 0
// [1,16] (1..2), 1 [1,16] (2..3) and 2 [1,1] (3..3), each 16 B in the planner. The input and the
// first output both at offset 0 overlap at step 1 (operator 0 reads the one and writes the other).
// The twin: offsets 0, 16, 0, 16 (each tensor apart from those alive with it) compiles, with
// TFLM's head then 32 B.
#include <array>

#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;
using net = nm::zoo::tflm_hello_world;

template <>
struct nm::tflm::stored_offline_plan<net> {
#ifdef NETMEM_COMPILE_FAIL
    // expect: stored_offline_plan_overlaps<netmem::tflm::error::tensor<0[a-zA-Z]*>, netmem::tflm::error::tensor<1[a-zA-Z]*>, netmem::tflm::error::step<1>
    // expect: netmem: the stored offline plan \(OfflineMemoryAllocation\) puts two tensors
    static constexpr std::array<nm::size_type, 4> offsets{0, 0, -1, -1};
#else
    static constexpr std::array<nm::size_type, 4> offsets{0, 16, 0, 16};
#endif
};

constexpr nm::deployment profile{.runtime = nm::runtime::tflm};
static_assert(nm::tflm::arena_of<net, profile>.head_bytes == 32);
