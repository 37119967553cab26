// static_tests/compile_fail/tflm_stored_plan_npu_scratch_overlap.cpp: a stored plan
// (netmem::tflm::stored_offline_plan) for a Vela-compiled Ethos-U op (netmem::ethos_u_operator)
// whose output sticks out of the op's arena scratch tensor. Vela puts the op's input and output
// inside that scratch on purpose, and netmem's check takes exactly that overlap
// (runtime/tflm/detail/tflm_graph.hpp inside_own_npu_scratch), nothing more. The lowering's
// non-constant tensors: the input [1,9,9,1] (81 B, steps 0..1), the scratch (3004 B) and the fast
// scratch (730 B), both -1..1, the output [1,13,12,3] (468 B, 1..1). The output at 2900 ends at
// 3368 > 3004: tensors 1 (the scratch) and 3 overlap at step 1. The twin: the output at 96, wholly
// inside the scratch (as Vela plans it), the input at 0 inside it too, the fast scratch at 3008:
// compiles, with TFLM's head 3008 + round16(730) = 3,744 B (the oracle's, check_vela_model.cmake).
#include <array>

#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

namespace nm = netmem;
using net = nm::sequential<nm::input::convolutional{.height = 9, .width = 9, .channels = 1},
                           nm::ethos_u_operator{.command_stream_bytes = 476, .flash_bytes = 1729,
                                                .scratch_bytes = 3004, .fast_scratch_bytes = 730,
                                                .output = nm::input::convolutional{.height = 13, .width = 12, .channels = 3}}>;

template <>
struct nm::tflm::stored_offline_plan<net> {
#ifdef NETMEM_COMPILE_FAIL
    // expect: stored_offline_plan_overlaps<netmem::tflm::error::tensor<1[a-zA-Z]*>, netmem::tflm::error::tensor<3[a-zA-Z]*>, netmem::tflm::error::step<1
    // expect: netmem: the stored offline plan \(OfflineMemoryAllocation\) puts two tensors
    static constexpr std::array<nm::size_type, 4> offsets{0, 0, 3008, 2900};
#else
    static constexpr std::array<nm::size_type, 4> offsets{0, 0, 3008, 96};
#endif
};

constexpr nm::deployment profile{.runtime = nm::runtime::tflm, .tflm = {.stub_custom_ops = true}};
static_assert(nm::tflm::arena_of<net, profile>.head_bytes == 3'744);
