// static_tests/compile_fail/budget_tflm_arena.cpp: a network whose activation plan fits the RAM
// budget but whose TFLM arena does not. MLPerf Tiny VWW int8: netmem's static arena is 55,296 B
// (published-networks#mlperf-tiny-peaks), which fits 64 KiB (65,536 B); under TFLM (runtime::tflm, 32-bit
// pointers, reference kernels) the smallest working arena is 100,672 B = head 73,728 + tail 26,940,
// rounded up to 16 (tflm-arena-m32 on vww_96_int8.tflite: min_arena_bytes_multiple_of_16=100672,
// head_bytes=73728, tail_bytes=26940; ../shared/oracles/README.md).
// The error names the peak layer as the static one does: tflm-arena-m64 --tensors on the file
// places tensor 58 (the first CONV_2D's output, lifetime 1..2) at 55,296 + 18,432 = 73,728 = the
// head; it is written at step 1, by operator 0: layer 0, netmem::conv2d, the first of its kind.
// The twin: the same network with runtime::static_arena (the default) in 64 KiB compiles.
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>

namespace nm = netmem;
using namespace nm::literals;

#ifdef NETMEM_COMPILE_FAIL
// expect: tflm_ram_budget_check<netmem::error::required_bytes<100672>, netmem::error::budget_bytes<65536>, netmem::error::assumed_runtime<.*tflm.*head_bytes<73728>, netmem::error::tail_bytes<26940>, netmem::error::excess_bytes<35136>, netmem::error::peak_layer<0>, netmem::error::peak_kind<netmem::conv2d, 0>
// expect: netmem: TFLM's smallest working arena
// expect-gcc: the comparison reduces to .*\(100672 <= 65536\)
constexpr nm::deployment profile{.runtime = nm::runtime::tflm, .tflm = {.abi = nm::struct_abi::ilp32_i386}};  // the oracle's ABI
#else
constexpr nm::deployment profile{};
#endif

static_assert(nm::assert_fits<nm::zoo::mlperf_vww_mobilenet_v1, profile, nm::budget{.ram = 64_KiB, .flash = 512_KiB}>());
