// static_tests/compile_fail/runtime_no_reuse_budget.cpp: assert_fits under the test-only no-reuse
// runtime (tests/support/no_reuse_runtime/) is that runtime's own RAM diagnostic, reached through
// runtime_model<R>::assert_ram_fits without fits knowing the runtime. FF(16) -> dense(32) ->
// dense(16), int8, 16-B alignment: every tensor its own buffer, 16 + 32 + 16 = 64 B (hand
// computation: tests/planning_runtime_model_no_reuse.cpp); 63 B fails by 1 B (no regions: no_region_listed).
// The twin: 64 B compiles.
#include "../../tests/support/no_reuse_runtime/no_reuse_runtime.hpp"

#include <netmem/netmem.hpp>

namespace nm = netmem;

using net = nm::sequential<nm::input::feed_forward{.size = 16}, nm::dense{.units = 32}, nm::dense{.units = 16}>;
constexpr nm::deployment profile{.runtime = netmem_test::no_reuse};

#ifdef NETMEM_COMPILE_FAIL
// expect: no_reuse_ram_budget_check<netmem::error::required_bytes<64>, netmem::error::budget_bytes<63>, netmem::error::excess_bytes<1>, netmem::error::no_region_listed ?>
// expect: netmem test runtime no_reuse: the sum of the arena tensors
constexpr nm::budget target{.ram = 63};
#else
constexpr nm::budget target{.ram = 64};
#endif

static_assert(nm::assert_fits<net, profile, target>());
