// static_tests/support/every_planner.hpp -- runs each of the nine planners on a network, each in its
// own constant evaluation (detail::placement_v: the placement is verified, a failure is a compile
// error), for the static tests that show every planner fits the compilers' default limits
// (planning_plan_memory_1000_tensors.cpp, planning_plan_memory_2000_tensors.cpp): memory_plan_of itself stops at the first planner
// that reaches the lower bound, so on a chain it would run TFLM's planner only.
#pragma once

#include <cstddef>
#include <utility>

#include <netmem/netmem.hpp>

namespace netmem_static_test {

template <class Net, netmem::deployment Profile, std::size_t... K>
constexpr bool every_planner_reaches(netmem::size_type bytes, std::index_sequence<K...>) {
    return ((netmem::detail::placement_v<Net, Profile, netmem::all_planners[K]>.arena_bytes == bytes) && ...);
}

/// True when each of the nine planners places Net's buffers under Profile in exactly `bytes`.
template <class Net, netmem::deployment Profile>
constexpr bool every_planner_reaches(netmem::size_type bytes) {
    return every_planner_reaches<Net, Profile>(bytes, std::make_index_sequence<netmem::planner_count>{});
}

}  // namespace netmem_static_test
