// static_tests/core_name_view.cpp: core/name_view.hpp: netmem::name_view.
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

// A string literal: its characters before the '\0' ("conv_a": c o n v _ a = 6).
constexpr name_view conv_a = "conv_a";
static_assert(conv_a.size() == 6 && !conv_a.empty() && conv_a[0] == 'c' && conv_a[5] == 'a');
static_assert(name_view{}.empty() && name_view{}.size() == 0);
// Equality compares characters, not addresses: the same text from another object is equal; a
// prefix ("conv", 4 characters) or a different last character is not.
constexpr std::array<char, 6> conv_a_characters{'c', 'o', 'n', 'v', '_', 'a'};
static_assert(conv_a == name_view(conv_a_characters.data(), conv_a_characters.size()));
static_assert(conv_a == "conv_a" && !(conv_a == "conv") && !(conv_a == "conv_b"));
// From anything with data() and size(), and back to the standard type.
constexpr std::string_view standard = "dense_1";
constexpr name_view from_standard = standard;
static_assert(from_standard.size() == 7 && from_standard == "dense_1");
static_assert(std::string_view(from_standard.data(), from_standard.size()) == standard);
// Iteration covers exactly size() characters ("a_b": one underscore).
constexpr int underscores(name_view n) {
    int count = 0;
    for (const char c : n) count += c == '_' ? 1 : 0;
    return count;
}
static_assert(underscores("a_b") == 1 && underscores("conv_a_b") == 2 && underscores("") == 0);

}  // namespace
