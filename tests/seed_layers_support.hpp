// tests/seed_layers_support.hpp: helpers shared by the seed_layers_*.cpp doctest suites.
#pragma once

#include <netmem/netmem.hpp>

namespace seed_support {

/// A DL4J-style "fixed + M x per-example" split of a network total, in bytes, the way DL4J's
/// NetworkMemoryReport.toString computes it (spec §3.3): fixed = total(M = 0) and
/// per_example = total(M = 1) - total(M = 0).
struct fixed_and_per_example {
    netmem::size_type fixed = 0;
    netmem::size_type per_example = 0;
    friend constexpr bool operator==(const fixed_and_per_example&, const fixed_and_per_example&) = default;
};

template <class Report>
constexpr fixed_and_per_example split(const Report& report, netmem::memory_use_mode mode,
                                      netmem::cache_mode cache = netmem::cache_mode::none,
                                      netmem::data_type type = netmem::data_type::float32) {
    const netmem::size_type fixed = report.total_bytes(0, mode, cache, type);
    return {fixed, report.total_bytes(1, mode, cache, type) - fixed};
}

inline constexpr auto inference = netmem::memory_use_mode::inference;
inline constexpr auto training = netmem::memory_use_mode::training;

}  // namespace seed_support
