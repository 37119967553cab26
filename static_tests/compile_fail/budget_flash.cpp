// static_tests/compile_fail/budget_flash.cpp: assert_fits with too little flash.
// MLPerf Tiny AD int8: weights + biases 270,880 B (published-networks#ad-autoencoder) + quantization
// pairs (10 dense layers, per tensor as TFLite: 10 x 8 B = 80) = 270,960 B > 256 KiB (262,144),
// excess 8,816 B. The layer with the most flash is the last dense (layer 27: 128*640 weights +
// 640*4 bias bytes + 8 = 84,488), the tenth dense layer (peak_kind<netmem::dense, 9>: "dense_9").
// The twin: 512 KiB of flash compiles.
#include <netmem/netmem.hpp>
#include <netmem/zoo/mlperf_anomaly_detection.hpp>

namespace nm = netmem;
using namespace nm::literals;

#ifdef NETMEM_COMPILE_FAIL
// expect: flash_budget_check<netmem::error::required_bytes<270960>, netmem::error::budget_bytes<262144>, netmem::error::excess_bytes<8816>, netmem::error::largest_layer<27>, netmem::error::peak_kind<netmem::dense, 9>
// expect: netmem: the parameters in flash
// expect-gcc: the comparison reduces to .*\(270960 <= 262144\)
constexpr nm::budget target{.ram = 128_KiB, .flash = 256_KiB};
#else
constexpr nm::budget target{.ram = 128_KiB, .flash = 512_KiB};
#endif

static_assert(nm::assert_fits<nm::zoo::mlperf_anomaly_detection, nm::deployment{}, target>());
