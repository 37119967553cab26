// tests/recurrent_support.hpp: helpers shared by the recurrent_*.cpp and misc_layers_*.cpp suites.
#pragma once

#include <netmem/netmem.hpp>

namespace recurrent_support {

/// A network total as DL4J's toString splits it (spec §3.3), in bytes: fixed = total(M = 0),
/// per_example = total(M = 1) - total(M = 0).
struct split_bytes {
    netmem::size_type fixed = 0;
    netmem::size_type per_example = 0;
    friend constexpr bool operator==(const split_bytes&, const split_bytes&) = default;
};

template <class Report>
constexpr split_bytes split(const Report& report, netmem::memory_use_mode mode,
                            netmem::cache_mode cache = netmem::cache_mode::none) {
    const netmem::size_type fixed = report.total_bytes(0, mode, cache, netmem::data_type::float32);
    return {fixed, report.total_bytes(1, mode, cache, netmem::data_type::float32) - fixed};
}

/// fixed and per-example bytes of one memory type across the network (spec §3.1).
template <class Report>
constexpr split_bytes split(const Report& report, netmem::memory_type type, netmem::memory_use_mode mode,
                            netmem::cache_mode cache = netmem::cache_mode::none) {
    const netmem::size_type fixed = report.memory_bytes(type, 0, mode, cache, netmem::data_type::float32);
    return {fixed, report.memory_bytes(type, 1, mode, cache, netmem::data_type::float32) - fixed};
}

inline constexpr auto inference = netmem::memory_use_mode::inference;
inline constexpr auto training = netmem::memory_use_mode::training;

}  // namespace recurrent_support
