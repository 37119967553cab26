// tests/support.hpp: helpers shared by the doctest suites (seed_layers_*, recurrent_*,
// misc_layers_*).
#pragma once

#include <netmem/netmem.hpp>

namespace test_support {

/// A DL4J-style "fixed + M x per-example" split of a network total, in bytes, the way DL4J's
/// NetworkMemoryReport.toString computes it (dl4j-memory-formulas#report-text): fixed = total(M = 0) and
/// per_example = total(M = 1) - total(M = 0).
struct split_bytes {
    netmem::size_type fixed = 0;
    netmem::size_type per_example = 0;
    friend constexpr bool operator==(const split_bytes&, const split_bytes&) = default;
};

/// The network total of `report` split as above (FLOAT).
template <class Report>
constexpr split_bytes split(const Report& report, netmem::memory_use_mode mode,
                            netmem::cache_mode cache = netmem::cache_mode::none) {
    const netmem::size_type fixed = report.total_bytes(0, mode, cache, netmem::data_type::float32);
    return {fixed, report.total_bytes(1, mode, cache, netmem::data_type::float32) - fixed};
}

/// fixed and per-example bytes of one memory type across the network (dl4j-memory-formulas#network-report), FLOAT.
template <class Report>
constexpr split_bytes split(const Report& report, netmem::memory_type type, netmem::memory_use_mode mode,
                            netmem::cache_mode cache = netmem::cache_mode::none) {
    const netmem::size_type fixed = report.memory_bytes(type, 0, mode, cache, netmem::data_type::float32);
    return {fixed, report.memory_bytes(type, 1, mode, cache, netmem::data_type::float32) - fixed};
}

inline constexpr auto inference = netmem::memory_use_mode::inference;
inline constexpr auto training = netmem::memory_use_mode::training;

}  // namespace test_support
