// netmem/deploy/budget.hpp
// Memory budgets: what a target offers (RAM for the arena, flash for the parameters), and the
// budget of a DL4J-style report total ("training at minibatch 32 in float32 fits in 8 GiB").
#pragma once

#include <netmem/core/data_type.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/memory_type.hpp>

namespace netmem {

/// "Not checked": the largest size.
inline constexpr size_type no_limit = 0x7fff'ffff'ffff'ffff;

/// A target's memory, in bytes: `ram` for the planned arena (activations and kernel scratch),
/// `flash` for weights, biases and quantization parameters. Structural: usable as a template
/// argument, e.g. assert_fits<Net, profile, budget{.ram = 128_KiB, .flash = 512_KiB}>().
/// A field left at `no_limit` is not checked: budget{.ram = 64_KiB} checks the arena only.
struct budget {
    size_type ram = no_limit;
    size_type flash = no_limit;
    friend constexpr bool operator==(const budget&, const budget&) = default;
};

/// A budget for a DL4J-style memory report total (network_memory_report::total_bytes): the
/// minibatch, mode, cache mode and element type it is evaluated at (total_bytes's argument order),
/// and the bytes available.
/// E.g. report_budget{.minibatch = 32, .mode = memory_use_mode::training, .bytes = 8_GiB}.
struct report_budget {
    size_type minibatch = 1;
    memory_use_mode mode = memory_use_mode::inference;
    netmem::cache_mode cache = cache_mode::none;
    data_type element = data_type::float32;
    size_type bytes = no_limit;
    friend constexpr bool operator==(const report_budget&, const report_budget&) = default;
};

}  // namespace netmem
