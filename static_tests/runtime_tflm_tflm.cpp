// static_tests/runtime_tflm_tflm.cpp: netmem's TFLM runtime model (runtime/tflm/tflm.hpp) as
// static_asserts. Every number is TFLM's own, measured by the tflm-arena oracle (TFLM at
// tflite-micro 90b983c2) on the .tflite named in each block: ../shared/oracles/README.md, tables
// "32-bit, reference kernels", "64-bit, reference kernels", "32-bit, CMSIS-NN kernels, pure C" and
// "Tail by category" (columns head, tail, arena_used, min arena (x16)). tests/runtime_tflm_tflm_oracle.cpp runs
// the oracle itself and compares every key.
// Also tests: netmem/zoo/tflm_hello_world.hpp netmem/zoo/tflm_micro_speech.hpp
// Also tests: netmem/zoo/tflm_person_detection.hpp
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/mlperf_anomaly_detection.hpp>
#include <netmem/zoo/mlperf_ds_cnn.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>
#include <netmem/zoo/tflm_micro_speech.hpp>
#include <netmem/zoo/tflm_person_detection.hpp>

namespace {
namespace nm = netmem;
using namespace nm::literals;
constexpr nm::deployment m32{.runtime = nm::runtime::tflm, .tflm = {.abi = nm::struct_abi::ilp32_i386}};
constexpr nm::deployment m64{.runtime = nm::runtime::tflm, .tflm = {.pointer_bits = 64}};
constexpr nm::deployment cmsis_nn_m32{.runtime = nm::runtime::tflm,
                                       .kernels = nm::kernel_library::cmsis_nn_pure_c,
                                       .tflm = {.abi = nm::struct_abi::ilp32_i386}};

/// head, tail, arena_used, min arena (x16) of a report.
struct figures {
    nm::size_type head, tail, used, min_arena;
    friend constexpr bool operator==(const figures&, const figures&) = default;
};
template <class Net, nm::deployment Profile>
constexpr figures figures_of() {
    constexpr auto r = nm::tflm::arena<Net>(Profile);
    static_assert(r.arena_used_bytes == r.head_bytes + r.tail_bytes);
    static_assert(r.tail.total() == r.tail_bytes);
    static_assert(r.unmodelled_operators == 0);
    return {r.head_bytes, r.tail_bytes, r.arena_used_bytes, r.min_arena_bytes};
}

// pretrainedResnet_quant.tflite (MLPerf Tiny ResNet-8)
static_assert(figures_of<nm::zoo::mlperf_resnet8, m32>() == figures{49'152, 5'212, 54'364, 54'368});
static_assert(figures_of<nm::zoo::mlperf_resnet8, m64>() == figures{49'152, 6'560, 55'712, 55'712});
static_assert(figures_of<nm::zoo::mlperf_resnet8, cmsis_nn_m32>() == figures{49'728, 5'276, 55'004, 55'008});
// kws_ref_model.tflite (MLPerf Tiny DS-CNN)
static_assert(figures_of<nm::zoo::mlperf_ds_cnn, m32>() == figures{16'000, 6'780, 22'780, 22'784});
static_assert(figures_of<nm::zoo::mlperf_ds_cnn, m64>() == figures{16'000, 8'000, 24'000, 24'000});
static_assert(figures_of<nm::zoo::mlperf_ds_cnn, cmsis_nn_m32>() == figures{16'000, 6'828, 22'828, 22'832});
// vww_96_int8.tflite (MLPerf Tiny VWW)
static_assert(figures_of<nm::zoo::mlperf_vww_mobilenet_v1, m32>() == figures{73'728, 26'940, 100'668, 100'672});
static_assert(figures_of<nm::zoo::mlperf_vww_mobilenet_v1, m64>() == figures{73'728, 29'664, 103'392, 103'392});
static_assert(figures_of<nm::zoo::mlperf_vww_mobilenet_v1, cmsis_nn_m32>() ==
              figures{73'728, 26'988, 100'716, 100'720});
// ad01_int8.tflite (MLPerf Tiny AD): bounded by the planning need, not by head + tail.
static_assert(figures_of<nm::zoo::mlperf_anomaly_detection, m32>() == figures{768, 1'612, 2'380, 2'816});
static_assert(figures_of<nm::zoo::mlperf_anomaly_detection, m64>() == figures{768, 2'656, 3'424, 4'080});
static_assert(figures_of<nm::zoo::mlperf_anomaly_detection, cmsis_nn_m32>() == figures{768, 1'916, 2'684, 3'120});
// micro_speech_quantized.tflite (TFLM micro_speech)
static_assert(figures_of<nm::zoo::tflm_micro_speech, m32>() == figures{5'968, 844, 6'812, 6'816});
static_assert(figures_of<nm::zoo::tflm_micro_speech, m64>() == figures{5'968, 1'344, 7'312, 7'312});
static_assert(figures_of<nm::zoo::tflm_micro_speech, cmsis_nn_m32>() == figures{5'968, 876, 6'844, 6'848});
// hello_world_int8.tflite (TFLM hello_world): bounded by the planning need (1,104 > 716).
static_assert(figures_of<nm::zoo::tflm_hello_world, m32>() == figures{32, 684, 716, 1'104});
static_assert(figures_of<nm::zoo::tflm_hello_world, m64>() == figures{32, 1'152, 1'184, 1'616});
static_assert(figures_of<nm::zoo::tflm_hello_world, cmsis_nn_m32>() == figures{32, 780, 812, 1'200});
// person_detect.tflite (TFLM person_detection)
static_assert(figures_of<nm::zoo::tflm_person_detection, m32>() == figures{55'296, 27'004, 82'300, 82'304});
static_assert(figures_of<nm::zoo::tflm_person_detection, m64>() == figures{55'296, 29'728, 85'024, 85'024});
static_assert(figures_of<nm::zoo::tflm_person_detection, cmsis_nn_m32>() == figures{55'296, 27'020, 82'316, 82'320});

// VWW's tail by category, 32-bit reference kernels (docs/guide/deploy-on-a-microcontroller.md, "Tail by category").
constexpr auto vww_tail = nm::tflm::arena<nm::zoo::mlperf_vww_mobilenet_v1>(m32).tail;
static_assert(vww_tail == nm::tflm::tail_categories{.allocator_objects = 116,
                                                    .eval_tensors = 1'068,
                                                    .node_and_registration = 992,
                                                    .persistent_buffers = 23'776,
                                                    .persistent_tensors = 80,
                                                    .persistent_quantization = 40,
                                                    .variable_buffers = 0,
                                                    .other = 868,
                                                    .kernel_persistent = 23'756,
                                                    .interpreter_persistent = 20});

// kTensorArenaSize and the budget checks follow the profile's runtime: VWW's static arena (55,296 B,
// published-networks#mlperf-tiny-peaks) fits 64 KiB, TFLM's 100,672 B does not; it fits 128 KiB.
static_assert(nm::tflm::arena_size<nm::zoo::mlperf_vww_mobilenet_v1>(m32) == 100'672);
static_assert(nm::fits<nm::zoo::mlperf_vww_mobilenet_v1, nm::deployment{}, nm::budget{.ram = 64_KiB}>);
static_assert(!nm::fits<nm::zoo::mlperf_vww_mobilenet_v1, m32, nm::budget{.ram = 64_KiB}>);
static_assert(nm::fits<nm::zoo::mlperf_vww_mobilenet_v1, m32, nm::budget{.ram = 128_KiB}>);
static_assert(sizeof(nm::static_arena<nm::zoo::mlperf_vww_mobilenet_v1, m32>) == 100'672);
static_assert(alignof(nm::static_arena<nm::zoo::mlperf_vww_mobilenet_v1, m32>) == 16);

// Offline plan: TFLM takes netmem's offsets (OfflineMemoryAllocation) and its head becomes netmem's
// plan, 55,296 B for VWW (issue 8; the arena shrinks by 73,728 - 55,296 = 18,432 B).
constexpr nm::deployment vww_offline{.runtime = nm::runtime::tflm, .tflm = {.abi = nm::struct_abi::ilp32_i386, .offline_plan = true}};
static_assert(nm::tflm::arena<nm::zoo::mlperf_vww_mobilenet_v1>(vww_offline).head_bytes == 55'296);
static_assert(nm::tflm::arena_size<nm::zoo::mlperf_vww_mobilenet_v1>(vww_offline) == 100'672 - 18'432);


// The firmware's ABI. By default a 32-bit profile lays TFLM's structures out as arm-none-eabi-gcc
// does (struct_abi::arm_eabi_gcc: short enums; sizes checked against that compiler's sizeof by
// static_tests/kernels_tflm_operator_struct_layouts.cpp); the oracle comparisons above name ilp32_i386. AD's tail,
// derived by hand from the i386 one (bytes; positions count down from the arena end):
//   allocator objects 116, eval tensors 31 x 12 = 372, node and registration 10 x 32 = 320: as i386
//     (no enums in them): position 808;
//   other: MicroBuiltinDataAllocator 8 + SubgraphAllocations 8 + 10 TfLiteFullyConnectedParams of
//     5 B (3 one-byte enums + 2 bools, 1-aligned; 16 B on i386) = 66 (i386: 176): position 874;
//   kernel persistent: the same 480 B of OpData as i386, the first one 16-aligned: 880 - 874 = 6 B
//     of padding -> 486 (i386: 488): position 1,360;
//   interpreter persistent and tensors: input pointer array 4 B at 16 -> 1,376 (16 B); TfLiteTensor
//     32 B (on i386 40: its enums are bytes) -> 1,408; TfLiteAffineQuantization 12 + zero-point
//     array 8 -> 1,428; output pointer array 4 B at 16 -> 1,440 (12 B); TfLiteTensor 32 -> 1,472;
//     quantization 20 -> 1,492.
constexpr nm::deployment firmware{.runtime = nm::runtime::tflm};
static_assert(nm::resolved_abi(firmware) == nm::struct_abi::arm_eabi_gcc);
constexpr auto ad_firmware = nm::tflm::arena<nm::zoo::mlperf_anomaly_detection>(firmware);
static_assert(ad_firmware.tail == nm::tflm::tail_categories{.allocator_objects = 116,
                                                            .eval_tensors = 372,
                                                            .node_and_registration = 320,
                                                            .persistent_buffers = 486 + 28,
                                                            .persistent_tensors = 64,
                                                            .persistent_quantization = 40,
                                                            .variable_buffers = 0,
                                                            .other = 66,
                                                            .kernel_persistent = 486,
                                                            .interpreter_persistent = 28});
static_assert(ad_firmware.tail_bytes == 1'492);
static_assert(nm::tflm::arena<nm::zoo::mlperf_anomaly_detection>(m32).tail_bytes == 1'612);
// The head does not depend on the ABI.
static_assert(ad_firmware.head_bytes == 768);
}  // namespace
