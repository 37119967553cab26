// static_tests/compile_fail/budget_graph_ram.cpp: assert_fits on a graph names the peak vertex.
// MLPerf Tiny ResNet-8 int8 needs 49,152 B (published-networks#mlperf-tiny-peaks: 3 x 32*32*16 at op 2,
// the vertex "stack1_conv2", position 6 of the execution order); a 32 KiB (32,768 B) budget must
// fail with required_bytes<49152>, budget_bytes<32768>, excess_bytes<16384> (49,152 - 32,768),
// peak_layer<6>, the vertex's name and the three 32*32*16 = 16,384 B tensors live there (the
// outputs of vertices 0, 3 and 6: the block input kept for the shortcut, conv1, conv2).
// The twin: 48 KiB (49,152 B) is exactly enough.
#include <netmem/netmem.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>

namespace nm = netmem;
using namespace nm::literals;

#ifdef NETMEM_COMPILE_FAIL
// expect: ram_budget_check<netmem::error::required_bytes<49152>, netmem::error::budget_bytes<32768>, netmem::error::excess_bytes<16384>, netmem::error::peak_layer<6>, netmem::error::vertex<.s., .t., .a., .c., .k., .1., ._., .c., .o., .n., .v., .2.> ?,
// expect: live_tensors<netmem::error::activation_tensor<0, 16384>, netmem::error::activation_tensor<3, 16384>, netmem::error::activation_tensor<6, 16384> ?>
// expect: netmem: the planned SRAM arena
constexpr nm::budget target{.ram = 32_KiB};
#else
constexpr nm::budget target{.ram = 48_KiB};
#endif

static_assert(nm::assert_fits<nm::zoo::mlperf_resnet8, nm::deployment{}, target>());
