// static_tests/core_span_view.cpp: core/span_view.hpp: netmem::span_view.
// Moved verbatim from static_tests/core_name_and_span_views.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
#include <array>
#include <span>
#include <string_view>
#include <type_traits>

#include <netmem/core/name_view.hpp>
#include <netmem/core/span_view.hpp>

// From the former static_tests/core_name_and_span_views.cpp: 
// netmem::name_view (core/name_view.hpp) and netmem::span_view (core/span_view.hpp), the core's
// pointer-and-length stand-ins for std::string_view and std::span. Every expected value is the
// literal's own count, written out here.
namespace {

using netmem::name_view;
using netmem::span_view;

// span_view of a static extent: size() is the extent whatever the stored count; size_bytes() =
// 4 elements x sizeof(short) B.
constexpr std::array<short, 4> values{3, 1, 4, 1};
constexpr span_view<const short, 4> fixed{values.data(), 4};
static_assert(fixed.size() == 4 && fixed.size_bytes() == 4 * sizeof(short) && decltype(fixed)::extent == 4);
static_assert(fixed.front() == 3 && fixed.back() == 1 && fixed[2] == 4 && fixed.end() - fixed.begin() == 4);
// Dynamic extent: size() is the count given (the first 3 of the 4 values: 3 + 1 + 4 = 8).
constexpr span_view<const short> first_three{values.data(), 3};
static_assert(first_three.size() == 3 && decltype(first_three)::extent == netmem::dynamic_extent);
constexpr int sum(span_view<const short> s) {
    int total = 0;
    for (const short v : s) total += v;
    return total;
}
static_assert(sum(first_three) == 8 && span_view<const short>{}.empty());
// Conversions: to std::span of the same static extent, and (a temporary) to a dynamic one; not to
// a std::span of another static extent.
constexpr std::span<const short, 4> as_fixed = fixed;
static_assert(as_fixed.size() == 4 && as_fixed.data() == values.data());
constexpr std::span<const short> as_dynamic = span_view<const short, 4>{values.data(), 4};
static_assert(as_dynamic.size() == 4 && as_dynamic[3] == 1);
static_assert(!std::is_convertible_v<span_view<const short, 4>, std::span<const short, 3>>);
static_assert(std::is_convertible_v<span_view<const short, 4>, std::span<const short, 4>>);

}  // namespace
