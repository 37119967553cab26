// static_tests/compile_fail/budget_ram_region.cpp: an arena is one contiguous block, so it is checked
// against ONE RAM region of the target, not the total (issue 11 §1).
// The network: input 160x160x3 int8, conv2d{16, 3x3, same} twice, global_pooling, output{2}, on a
// Cortex-M7 (CMSIS-NN DSP). By hand:
//   conv 1 output 160*160*16 = 409,600 B; conv 2 output 409,600 B; conv 2's im2col scratch
//   (arm_convolve_s8_get_buffer_size, DSP) 2 * round4(3*3*16 = 144) * 2 = 576 B.
//   Peak at conv 2 (layer 1, the second conv2d: Keras's "conv2d_1"): 409,600 + 409,600 + 576 = 819,776 B.
// STM32H743: 1,060 KiB of RAM, but its largest region is the 512 KiB AXI SRAM (RAM_D1, region 1 of
// targets::stm32h743; DS12110 §3.3.2): 819,776 > 524,288, excess 295,488 B.
// The twin: the same network against a budget without regions (one 1,060 KiB block) compiles:
// what netmem wrongly said for the STM32H743 before regions.
#include <netmem/netmem.hpp>

namespace nm = netmem;
using namespace nm::literals;

using net = nm::sequential<nm::input::convolutional{160, 160, 3},
                           nm::conv2d{.filters = 16, .kernel = {3, 3}, .padding = nm::padding::same},
                           nm::conv2d{.filters = 16, .kernel = {3, 3}, .padding = nm::padding::same},
                           nm::global_pooling{}, nm::output{.units = 2}>;
constexpr nm::deployment m7{.kernels = nm::kernel_library::cmsis_nn_dsp};
static_assert(nm::memory_plan_of<net, m7>.arena_bytes == 819'776);

#ifdef NETMEM_COMPILE_FAIL
// expect: ram_budget_check<netmem::error::required_bytes<819776>, netmem::error::budget_bytes<524288>, netmem::error::excess_bytes<295488>, netmem::error::peak_layer<1>, netmem::error::peak_kind<netmem::conv2d, 1>
// expect: live_tensors<netmem::error::activation_tensor<0, 409600>, netmem::error::activation_tensor<1, 409600>, netmem::error::scratch_tensor<1, 576> ?>, netmem::error::arena_region<1>
// expect: netmem: the planned SRAM arena \(required_bytes: activations and kernel scratch, one contiguous block\)
constexpr nm::budget target = nm::targets::stm32h743;
#else
constexpr nm::budget target{.ram = 1060_KiB, .flash = 2_MiB};
#endif

static_assert(nm::assert_fits<net, m7, target>());
