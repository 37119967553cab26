// static_tests/runtime_static_arena_static_arena.cpp: runtime/static_arena/static_arena.hpp, the
// static_arena runtime model: netmem's own plan, placed by the linker. By hand, for one Dense(10)
// on FF(10) under the default profile (int8, 16-byte alignment, reference kernels): the input
// 10 B and the output 10 B, each rounded up to 16 B, are both alive at the one step, and a
// reference FULLY_CONNECTED asks for no scratch: 16 + 16 = 32 B.
#include <string_view>

#include <netmem/layers/dense.hpp>
#include <netmem/network/sequential.hpp>
#include <netmem/runtime/static_arena/static_arena.hpp>

namespace {
namespace nm = netmem;
using model = nm::runtime_model<nm::runtime::static_arena>;
using net = nm::sequential<nm::input::feed_forward{10}, nm::dense{.units = 10}>;
constexpr nm::deployment profile{};

static_assert(model::registered && model::addresses_tensors);
static_assert(std::string_view(model::name) == "static_arena");
// The report is netmem's plan, and the RAM a board needs its arena: 32 B.
static_assert(&model::arena<net, profile>() == &nm::memory_plan_of<net, profile>);
static_assert(model::ram_bytes(model::arena<net, profile>()) == 32);
// static_arena's alignment: the profile's when it is a power of two, else 16.
static_assert(model::storage_alignment(nm::deployment{.alignment = 64}) == 64);
static_assert(model::storage_alignment(nm::deployment{.alignment = 8}) == 8);
static_assert(model::storage_alignment(nm::deployment{.alignment = 24}) == 16);
}  // namespace
