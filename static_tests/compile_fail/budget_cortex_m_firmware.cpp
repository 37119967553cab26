// static_tests/compile_fail/budget_cortex_m_firmware.cpp: the Cortex-M example
// (examples/cortex_m/firmware.cpp) with a too-small target. With 48 KiB of RAM instead of the
// STM32F446RE's 128 KiB, MLPerf Tiny VWW's 55,296 B arena (published-networks#mlperf-tiny-peaks; the peak
// is layer 6, the 1x1 conv to 16 channels: 48*48*8 + 48*48*16) no longer fits: the error names
// required_bytes<55296>, budget_bytes<49152>, peak_layer<6>. The twin is the firmware as shipped.
#ifdef NETMEM_COMPILE_FAIL
// expect: ram_budget_check<netmem::error::required_bytes<55296>, netmem::error::budget_bytes<49152>, netmem::error::excess_bytes<6144>, netmem::error::peak_layer<6>, netmem::error::peak_kind<netmem::conv2d, 1>
// expect: netmem: the planned SRAM arena
#define NETMEM_EXAMPLE_TARGET_RAM (48 * 1024)
#endif
#include "../../examples/cortex_m/firmware.cpp"
