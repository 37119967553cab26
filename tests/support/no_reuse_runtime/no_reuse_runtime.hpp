// tests/support/no_reuse_runtime/no_reuse_runtime.hpp
// A test-only runtime, "no reuse": every arena tensor of netmem's plan gets its own buffer, so
// the arena is the sum of the tensors' aligned sizes (planned_tensor::arena_bytes: data bytes
// rounded up to profile.alignment). It shows that a runtime is one header plugged in through
// netmem::runtime_model (planning/runtime_model.hpp) without touching fits, static_arena, io or the
// tools: tests/planning_runtime_model_no_reuse.cpp checks assert_fits, static_arena and the verdict text with it.
#pragma once

#include <cstddef>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/planning/detail/budget_where.hpp>
#include <netmem/planning/plan_memory.hpp>
#include <netmem/planning/runtime_model.hpp>

namespace netmem_test {

/// deployment::runtime's value for "no reuse" (any value no shipped runtime uses).
inline constexpr netmem::runtime no_reuse{200};

/// The no-reuse arena of a plan: one buffer per tensor.
struct no_reuse_arena {
    netmem::size_type arena_bytes = 0;  ///< sum of the tensors' arena bytes
    std::size_t tensors = 0;
};

template <class Plan>
constexpr no_reuse_arena no_reuse_arena_of(const Plan& plan) noexcept {
    no_reuse_arena arena{};
    for (const netmem::planned_tensor& t : plan.tensors()) arena.arena_bytes = netmem::checked_add(arena.arena_bytes, t.arena_bytes);
    arena.tensors = plan.tensor_count;
    return arena;
}

namespace error {
/// assert_fits with the no-reuse runtime: the sum of the tensors exceeds the RAM it may use.
template <class Required, class Budget, class Excess, class Region>
struct no_reuse_ram_budget_check {
    static_assert(Required::value <= Budget::value,
                  "netmem test runtime no_reuse: the sum of the arena tensors (required_bytes) exceeds the RAM "
                  "(budget_bytes) by excess_bytes");
};
}  // namespace error

}  // namespace netmem_test

template <>
struct netmem::runtime_model<netmem_test::no_reuse> {
    static constexpr bool registered = true;
    static constexpr const char* name = "no_reuse";
    static constexpr bool addresses_tensors = false;  // no offsets: the buffers are the runtime's
    template <class Net, deployment Profile>
    static consteval netmem_test::no_reuse_arena arena() {
        return netmem_test::no_reuse_arena_of(memory_plan_of<Net, Profile>);
    }
    template <class Net, class Plan>
    static constexpr netmem_test::no_reuse_arena arena(const Plan& plan, const deployment&) noexcept {
        return netmem_test::no_reuse_arena_of(plan);
    }
    static constexpr size_type ram_bytes(const netmem_test::no_reuse_arena& a) noexcept { return a.arena_bytes; }
    static constexpr size_type storage_alignment(const deployment& profile) noexcept { return profile.alignment; }
    static constexpr runtime_verdict_text verdict_text(const netmem_test::no_reuse_arena& a) noexcept {
        return {.ram_basis = "every tensor its own buffer ({} B in all)", .ram_numbers = {a.arena_bytes, 0}};
    }
    template <class Net, deployment Profile, class Budget, class Excess, class Region>
    static consteval void assert_ram_fits() {
        using check = netmem_test::error::no_reuse_ram_budget_check<
            error::required_bytes<arena<Net, Profile>().arena_bytes>, Budget, Excess, Region>;
        static_assert(sizeof(check) > 0);
    }
};
