// static_tests/layers_ethos_u_operator.cpp: layers/ethos_u_operator.hpp, a Vela-compiled Ethos-U
// operator, at compile time: the layer's own figures, TFLM's arena with the kernel stubbed (against
// the oracles) and with the ethos-u kernel's own data (against a hand derivation from
// tflite-micro 90b983c2 tensorflow/lite/micro/kernels/ethos_u/ethosu.cc), and netmem's own plan.
// Also tests: netmem/runtime/tflm/tflm.hpp
//
// The network is tflite-gen's Vela-style model `tflite-gen --seed 2 --count 1 --features int8,vela`
// (tools/tflite-gen/check_vela_model.cmake): one CUSTOM ethos-u op reading a command stream of
// 476 B, a flash tensor of 1,729 B, the arena scratch [3004] and the fast scratch [730] (uint8), and
// the input [1,9,9,1] int8; output [1,13,12,3] int8. As netmem-import writes it.
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

namespace {
namespace nm = netmem;

using vela_2 = nm::sequential<
    nm::input::convolutional{.height = 9, .width = 9, .channels = 1},
    nm::ethos_u_operator{.command_stream_bytes = 476, .flash_bytes = 1729, .scratch_bytes = 3004,
                         .fast_scratch_bytes = 730, .output = nm::input::convolutional{.height = 13, .width = 12, .channels = 3}}>;

// The layer: the constants are its parameters (uint8: one element per byte).
static_assert(nm::parameter_count<vela_2> == 476 + 1729);
static_assert(nm::output_type<vela_2> == nm::input_type(nm::input::convolutional{.height = 13, .width = 12, .channels = 3}));

// TFLM with the ethos-u kernel stubbed (deployment::tflm.stub_custom_ops, the oracles'
// --stub-custom-ops). Oracle runs on that model (tflm-arena-<build> --stub-custom-ops --min-arena):
//   tflm-arena-m32:          head_bytes=4320 tail_bytes=364 arena_used_bytes=4684 min_arena_bytes_multiple_of_16=4688
//                            planning_need_bytes=700
//   tflm-arena-m64:          head_bytes=4320 tail_bytes=672 arena_used_bytes=4992 min_arena_bytes_multiple_of_16=4992
//   tflm-arena-cmsis-nn-m32: the m32 figures
// The head by hand: input round16(81) = 96, scratch round16(3004) = 3008, fast scratch
// round16(730) = 736, output round16(468) = 480, all alive at the one operator (the scratch tensors
// from the start: written by no op), so GreedyMemoryPlanner stacks them: 4,320 B.
constexpr nm::deployment m32_stub{.runtime = nm::runtime::tflm,
                                  .tflm = {.abi = nm::struct_abi::ilp32_i386, .stub_custom_ops = true}};
constexpr nm::deployment m64_stub{.runtime = nm::runtime::tflm, .tflm = {.pointer_bits = 64, .stub_custom_ops = true}};
constexpr nm::deployment cmsis_m32_stub{.runtime = nm::runtime::tflm, .kernels = nm::kernel_library::cmsis_nn_pure_c,
                                        .tflm = {.abi = nm::struct_abi::ilp32_i386, .stub_custom_ops = true}};
constexpr auto stub32 = nm::tflm::arena<vela_2>(m32_stub);
static_assert(stub32.head_bytes == 4'320 && stub32.tail_bytes == 364 && stub32.arena_used_bytes == 4'684);
static_assert(stub32.min_arena_bytes == 4'688 && stub32.planning_need_bytes == 700);
static_assert(stub32.planned_buffers == 4 && stub32.scratch_buffers == 0 && stub32.tail.kernel_persistent == 0);
static_assert(stub32.tensors == 6 && stub32.operators == 1);
constexpr auto stub64 = nm::tflm::arena<vela_2>(m64_stub);
static_assert(stub64.head_bytes == 4'320 && stub64.tail_bytes == 672 && stub64.arena_used_bytes == 4'992);
static_assert(stub64.min_arena_bytes == 4'992 && stub64.planning_need_bytes == 1'016);
static_assert(nm::tflm::arena<vela_2>(cmsis_m32_stub) == stub32);

// TFLM with the ethos-u kernel's own data (no oracle runs it: it needs the NPU driver), by hand
// from ethosu.cc on ilp32_i386 (4-byte int, pointer and size_t), the tail allocation by allocation
// (runtime/tflm/tflm.hpp: position' = align_up(position + bytes, alignment)):
//   allocator objects 116, MicroBuiltinDataAllocator 8 (124), SubgraphAllocations 8 (132),
//   6 TfLiteEvalTensors x 12 = 72 (204), 1 NodeAndRegistration 32 (236); a custom op has no
//   builtin data; Init: AllocatePersistentBuffer(sizeof(OpData) = 3 ints = 12), 16-aligned:
//   align_up(248, 16) = 256, so 20 B; Prepare: two scratch requests, so 2 handles x 4 B (264);
//   the input pointer array 4 B, 16-aligned: 272; its TfLiteTensor 40 (312), quantization 12 + 8
//   (332); the output pointer array 4 B, 16-aligned: 336; TfLiteTensor 40 (376), quantization
//   12 + 8 (396). Tail 396: persistent buffers 20 + 8 + 4 = 32, other 8 + 8 + 8 = 24.
//   Head: the op has 5 inputs + 1 output = 6 base addresses; Prepare requests 6 x sizeof(uint64_t)
//   = 48 B and 6 x sizeof(size_t) = 24 B (rounded: 48 and 32), alive at the operator with the
//   four tensors: 4,320 + 48 + 32 = 4,400. arena_used 4,796; smallest arena round16(4,796) =
//   4,800 (the planner needs 880 at most, Prepare's one temporary tensor less).
constexpr nm::deployment m32{.runtime = nm::runtime::tflm, .tflm = {.abi = nm::struct_abi::ilp32_i386}};
constexpr auto own32 = nm::tflm::arena<vela_2>(m32);
static_assert(own32.head_bytes == 4'400 && own32.scratch_buffers == 2 && own32.scratch_bytes == 48 + 24);
static_assert(own32.tail_bytes == 396 && own32.tail.kernel_persistent == 20 && own32.tail.persistent_buffers == 32);
static_assert(own32.tail.other == 24 && own32.arena_used_bytes == 4'796 && own32.min_arena_bytes == 4'800);
// 64-bit (lp64): size_t is 8 B, so the second request is 48 B too: head 4,320 + 48 + 48 = 4,416.
constexpr nm::deployment m64{.runtime = nm::runtime::tflm, .tflm = {.pointer_bits = 64}};
static_assert(nm::tflm::arena<vela_2>(m64).head_bytes == 4'416);
static_assert(nm::tflm::arena<vela_2>(m64).scratch_bytes == 48 + 48);

// netmem's own plan (runtime::static_arena): the two RAM tensors are the operator's scratch,
// round16(3004) + round16(730) = 3,744 B, and so are the kernel's base-address arrays (ethosu.cc
// Prepare: 6 tensors x 8 B = 48 B, then 6 x 4 B = 24 B with 32-bit pointers): 3,816 B, one scratch
// tensor of round16(3,816) = 3,824 B, live with the input (96 B) and the output (480 B): 4,400 B,
// TFLM's head above. With a stub kernel (the oracles' --stub-custom-ops) only the tensors: 96 +
// 3,744 + 480 = 4,320 B; with 64-bit pointers 48 + 48 B: round16(3,840) = 3,840, 4,416 B.
// Flash: the command stream and the flash tensor, 476 + 1,729 = 2,205 B.
static_assert(nm::memory_plan_of<vela_2>.arena_bytes == 4'400);
static_assert(nm::memory_plan_of<vela_2, nm::deployment{.tflm = {.stub_custom_ops = true}}>.arena_bytes == 4'320);
static_assert(nm::memory_plan_of<vela_2, nm::deployment{.tflm = {.pointer_bits = 64}}>.arena_bytes == 4'416);
static_assert(nm::memory_plan_of<vela_2>.flash_bytes() == 2'205);

}  // namespace
