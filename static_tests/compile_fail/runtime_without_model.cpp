// static_tests/compile_fail/runtime_without_model.cpp: a deployment::runtime value that no
// runtime_model<R> is declared for (planning/runtime_model.hpp) is a compile error naming the value,
// not a figure of some other runtime. runtime{201}: no shipped runtime, no test runtime.
// The twin: the same network with runtime::static_arena (the default) compiles.
#include <netmem/netmem.hpp>

namespace nm = netmem;

using net = nm::sequential<nm::input::feed_forward{.size = 16}, nm::dense{.units = 32}, nm::dense{.units = 16}>;

#ifdef NETMEM_COMPILE_FAIL
// expect: no_runtime_model<netmem::error::runtime_value<.*201
// expect: netmem: no runtime model for this deployment::runtime value
constexpr nm::deployment profile{.runtime = nm::runtime{201}};
#else
constexpr nm::deployment profile{.runtime = nm::runtime::static_arena};
#endif

static_assert(nm::assert_fits<net, profile, nm::budget{.ram = 1024}>());
