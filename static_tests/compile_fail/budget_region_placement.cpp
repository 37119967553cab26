// static_tests/compile_fail/budget_region_placement.cpp: placing the arena in a region the target
// does not have (or in a flash region) is a compile error, not a silent fall-back to the total.
// The network: FF(4) -> dense 3 -> output 2 (fits anywhere).
// The twin: the arena in the STM32H743's DTCM (DTCMRAM, 128 KiB) compiles.
#include <netmem/netmem.hpp>

namespace nm = netmem;

using net = nm::sequential<nm::input::feed_forward{4}, nm::dense{.units = 3}, nm::output{.units = 2}>;

#ifdef NETMEM_COMPILE_FAIL
// expect: no_memory_region_with_this_name<netmem::error::arena_placement<false> ?>
// expect: netmem: the budget has no region of this name and kind for this placement
constexpr nm::budget target = nm::targets::stm32h743.with_arena_in("FLASH");
#else
constexpr nm::budget target = nm::targets::stm32h743.with_arena_in("DTCMRAM");
#endif

static_assert(nm::assert_fits<net, nm::deployment{}, target>());
