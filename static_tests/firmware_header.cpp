// static_tests/firmware_header.cpp
// A firmware translation unit that includes only <netmem/firmware.hpp> (issue 24, deliverable 8):
// assert_fits against a target preset and a tight budget, and static_arena's storage and views.
// Also compiled by arm-none-eabi-g++ -fno-exceptions -fno-rtti (ctest arm.core_headers). That the
// header reaches no training, io or TFLM header is ctest firmware_header.includes.
#include <netmem/firmware.hpp>

#include <cstdint>
#include <utility>

namespace {

namespace nm = netmem;
using namespace nm::literals;

// 784 -> 100 -> 10 multilayer perceptron, int8 (the default profile: int8 weights and activations,
// int32 biases, per-tensor quantization for dense, 16-byte alignment, runtime::static_arena).
using mlp = nm::sequential<nm::input::feed_forward{.size = 784},
                           nm::dense{.units = 100},
                           nm::dense{.units = 10}>;
constexpr nm::deployment profile{};

// By hand. Tensors (1 B per int8 element, each buffer rounded up to 16 B): input 784, dense 0's
// output 100 -> 112, dense 1's output 10 -> 16. Step 0 reads the input and writes dense 0's output:
// 784 + 112 = 896 B live; step 1: 112 + 16 = 128 B. Reference kernels: no scratch for dense.
// The arena is the peak, 896 B.
constexpr const auto& plan = nm::memory_plan_of<mlp, profile>;
static_assert(plan.arena_bytes == 896);
// Flash by hand: weights 784*100 + 100*10 = 79,400 B; biases (100 + 10) * 4 = 440 B; one
// per-tensor (scale, zero point) pair of 8 B per dense layer = 16 B: 79,856 B.
static_assert(plan.flash_bytes() == 79'856);

// STM32F446RE (128 KiB SRAM, 512 KiB flash; deploy/targets.hpp): fits, as a hard check.
static_assert(nm::assert_fits<mlp, profile, nm::targets::stm32f446re>());
static_assert(nm::fits<mlp, profile, nm::targets::stm32f446re>);
// One byte short of the arena or of the flash: does not fit.
static_assert(!nm::fits<mlp, profile, nm::budget{.ram = 895, .flash = 512_KiB}>);
static_assert(nm::fits<mlp, profile, nm::budget{.ram = 896, .flash = 79'856}>);
static_assert(!nm::fits<mlp, profile, nm::budget{.ram = 896, .flash = 79'855}>);

// static_arena: exactly the arena, aligned to the profile's 16 B; views with the tensors' element
// counts (784 input bytes, 100 and 10 outputs).
using arena_type = nm::static_arena<mlp, profile>;
static_assert(sizeof(arena_type) == 896 && alignof(arena_type) == 16);
static_assert(decltype(std::declval<arena_type&>().input<std::int8_t>())::extent == 784);
static_assert(decltype(std::declval<arena_type&>().output_of<0, std::int8_t>())::extent == 100);
static_assert(decltype(std::declval<arena_type&>().output<std::int8_t>())::extent == 10);

// A global: zero-initialized, in .bss.
arena_type firmware_arena;

}  // namespace

// External linkage, so the object file holds the arena and a view for the target.
std::int8_t* netmem_firmware_input() { return firmware_arena.input<std::int8_t>().data(); }
