// static_tests/core_diagnostics.cpp: core/diagnostics.hpp, what validate returns: ok, or the first
// broken rule with its numbers (at most four). Every expected value is the argument passed.
#include <netmem/core/diagnostics.hpp>

namespace {
namespace nm = netmem;

static_assert(nm::diagnostic{}.ok());
constexpr nm::diagnostic zero = nm::violated(nm::rules::zero_size, 3, 0);
static_assert(!zero.ok() && zero.broken == &nm::rules::zero_size && zero.values[0] == 3 && zero.values[1] == 0);
// first_violation: the first that is not ok, in argument order.
constexpr nm::diagnostic overflow = nm::violated(nm::rules::size_overflow, 1, 2, 3, 4);
static_assert(nm::first_violation(nm::diagnostic{}, zero, overflow).broken == &nm::rules::zero_size);
static_assert(nm::first_violation(overflow, zero).values[3] == 4);
static_assert(nm::first_violation(nm::diagnostic{}, nm::diagnostic{}).ok());
}  // namespace
