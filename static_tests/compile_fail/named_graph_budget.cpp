// static_tests/compile_fail/named_graph_budget.cpp: assert_fits on a user's named graph
// (`struct resnet8 : netmem::zoo::mlperf_resnet8 {};`) fails as it does on the graph itself
// (budget_graph_ram.cpp): MLPerf Tiny ResNet-8 int8 needs 49,152 B (published-networks#mlperf-tiny-peaks),
// a 32 KiB (32,768 B) budget is 16,384 B short, the peak is vertex "stack1_conv2" at position 6.
// The message names the user's type, not the graph's 29 vertices.
// The twin: 48 KiB (49,152 B) is exactly enough.
#include <netmem/netmem.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>

namespace nm = netmem;
using namespace nm::literals;

struct resnet8 : nm::zoo::mlperf_resnet8 {};

#ifdef NETMEM_COMPILE_FAIL
// expect: ram_budget_check<netmem::error::required_bytes<49152>, netmem::error::budget_bytes<32768>, netmem::error::excess_bytes<16384>, netmem::error::peak_layer<6>, netmem::error::vertex<.s., .t., .a., .c., .k., .1., ._., .c., .o., .n., .v., .2.> ?,
// expect: netmem: the planned SRAM arena
// expect: (Net = resnet8;|assert_fits<resnet8,)
constexpr nm::budget target{.ram = 32_KiB};
#else
constexpr nm::budget target{.ram = 48_KiB};
#endif

static_assert(nm::assert_fits<resnet8, nm::deployment{}, target>());
