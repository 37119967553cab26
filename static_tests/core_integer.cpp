// static_tests/core_integer.cpp: core/integer.hpp, netmem's checked 64-bit size arithmetic. Every
// expected value is the arithmetic written next to it; the overflow itself is a compile error
// (static_tests/compile_fail/ files expect size_overflow).
#include <cstdint>
#include <limits>

#include <netmem/core/integer.hpp>

namespace {
namespace nm = netmem;
constexpr nm::size_type max = std::numeric_limits<std::int64_t>::max();  // 2^63 - 1

static_assert(nm::checked_add(40, 2) == 42);
static_assert(nm::checked_multiply(96 * 96, 3) == 27'648);       // a 96x96x3 int8 image
static_assert(nm::checked_product(49, 10, 64, 4) == 125'440);     // 49*10 = 490, *64 = 31,360, *4
static_assert(!nm::multiply_overflows(max / 2, 2));               // 2^63 - 2 fits
static_assert(nm::multiply_overflows(max / 2 + 1, 2));            // 2^63 does not
static_assert(nm::multiply_overflows(std::int64_t{1} << 32, std::int64_t{1} << 31));  // 2^63
// ceil(a / b): 49 / 2 -> 25, 48 / 2 -> 24, 0 / 7 -> 0; and with a huge a no a + b - 1 overflows.
static_assert(nm::ceil_divide(49, 2) == 25 && nm::ceil_divide(48, 2) == 24 && nm::ceil_divide(0, 7) == 0);
static_assert(nm::ceil_divide(max, max) == 1);
// round_up: 1,960 B to 16 -> 123 * 16 = 1,968; 4,000 already a multiple of 16.
static_assert(nm::round_up(1'960, 16) == 1'968 && nm::round_up(4'000, 16) == 4'000 && nm::round_up(0, 16) == 0);
}  // namespace
