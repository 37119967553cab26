// tests/consumer_firmware/firmware.cpp: a firmware's view of an imported model (CMakeLists.txt here).
#include <cstdint>

#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

#include "person_detect.hpp"  // netmem_import_tflite(TARGET firmware MODEL person_detect.tflite NAME person_detect)

namespace nm = netmem;

// The file's own data types, run by TFLM with 32-bit pointers on an STM32F446RE.
constexpr nm::deployment profile = [] {
    nm::deployment p = netmem_models::person_detect_deployment;
    p.runtime = nm::runtime::tflm;
    return p;
}();
using person_detect = netmem_models::person_detect;
static_assert(nm::assert_fits<person_detect, profile, nm::targets::stm32f446re>());
// 82,304 B: TFLM's smallest working arena for person_detect.tflite with reference kernels and
// 32-bit pointers, as the tflm-arena oracle prints it (../shared/oracles/README.md).
constexpr std::size_t kTensorArenaSize = nm::tflm::arena_size<person_detect>(profile);
static_assert(kTensorArenaSize == 82'304);

alignas(16) std::uint8_t tensor_arena[kTensorArenaSize];

std::uint8_t* firmware_arena() { return tensor_arena; }
