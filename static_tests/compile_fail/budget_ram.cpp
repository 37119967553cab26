// static_tests/compile_fail/budget_ram.cpp: assert_fits with too little RAM.
// MLPerf Tiny VWW int8 needs a 55,296 B arena (published-networks#mlperf-tiny-peaks: 48*48*8 + 48*48*16 at
// op 2 = layer 6, the 1x1 conv to 16 channels); a 48 KiB (49,152 B) budget must fail with
// required_bytes<55296>, budget_bytes<49152>, excess_bytes<6144> (55,296 - 49,152), peak_layer<6>,
// its kind (conv2d, the second one: peak_kind<netmem::conv2d, 1>, Keras's "conv2d_1") and the two tensors live there: layer 3's 48*48*8 = 18,432 B and layer 6's
// 48*48*16 = 36,864 B (the budget has no regions: no_region_listed).
// The twin: the same network in 64 KiB compiles.
#include <netmem/netmem.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>

namespace nm = netmem;
using namespace nm::literals;

#ifdef NETMEM_COMPILE_FAIL
// expect: ram_budget_check<netmem::error::required_bytes<55296>, netmem::error::budget_bytes<49152>, netmem::error::excess_bytes<6144>, netmem::error::peak_layer<6>, netmem::error::peak_kind<netmem::conv2d, 1>
// expect: live_tensors<netmem::error::activation_tensor<3, 18432>, netmem::error::activation_tensor<6, 36864> ?>, netmem::error::no_region_listed
// expect: netmem: the planned SRAM arena
// expect-gcc: the comparison reduces to .*\(55296 <= 49152\)
constexpr nm::budget target{.ram = 48_KiB, .flash = 512_KiB};
#else
constexpr nm::budget target{.ram = 64_KiB, .flash = 512_KiB};
#endif

static_assert(nm::assert_fits<nm::zoo::mlperf_vww_mobilenet_v1, nm::deployment{}, target>());
