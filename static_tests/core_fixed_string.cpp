// static_tests/core_fixed_string.cpp: core/fixed_string.hpp, the structural copy of a string
// literal that names graph vertices ("conv1": c o n v 1 = 5 characters, the array holds 6 with '\0').
#include <netmem/core/fixed_string.hpp>

namespace {
namespace nm = netmem;

template <nm::fixed_string Name>
constexpr std::size_t length_of = Name.size();

constexpr nm::fixed_string conv1 = "conv1";
static_assert(conv1.size() == 5 && sizeof(conv1.data) == 6 && conv1.data[5] == '\0');
static_assert(conv1.view() == "conv1" && conv1.view().size() == 5);
static_assert(length_of<"conv1"> == 5 && length_of<""> == 0);
// Equality is by characters, also between different lengths: "conv1" is not "conv10".
static_assert(conv1 == nm::fixed_string("conv1") && !(conv1 == nm::fixed_string("conv10")));
}  // namespace
