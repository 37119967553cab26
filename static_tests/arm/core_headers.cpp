// static_tests/arm/core_headers.cpp: the core headers on the firmware toolchain.
// Compiled by ctest `arm.core_headers` (cmake/check_arm_core_headers.cmake) with
//   arm-none-eabi-g++ -std=c++20 -fno-exceptions -fno-rtti -mcpu=cortex-m4 -mthumb
//                     -Wall -Wextra -Wpedantic -Werror -c
// against newlib, with Boost reached through a directory that holds only `boost/`
// (docs/developing.md, "Cross-compiling").
// It uses the queries so that their templates are instantiated for the target, not only parsed.
#include <netmem/netmem.hpp>

namespace nm = netmem;

namespace {

// 784 -> 100 -> 10 multilayer perceptron.
using mlp = nm::sequential<nm::input::feed_forward{.size = 784},
                           nm::dense{.units = 100},
                           nm::dense{.units = 10}>;

// Hand computation (dense parameters = n_in*units + units):
//   784*100 + 100 = 78,500;  100*10 + 10 = 1,010;  total 79,510.
static_assert(nm::parameter_count<mlp> == 79'510);
static_assert(nm::output_type<mlp> == nm::input_type(nm::input::feed_forward{.size = 10}));

// The memory report is built at compile time on the target as well: one report per dense layer,
// whose parameters add up to the same hand-computed 79,510.
constexpr auto mlp_report = nm::memory_report<mlp>();
static_assert(mlp_report.size() == 2);
static_assert(mlp_report.parameter_count() == 79'510);

}  // namespace

// External linkage, so the object file holds code for the target.
nm::size_type netmem_arm_parameter_count() { return mlp_report[0].parameters + mlp_report[1].parameters; }
