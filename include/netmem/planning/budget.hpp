// netmem/planning/budget.hpp
// Memory budgets: what a target offers (RAM for the arena, flash for the parameters), as named
// memory regions, and the budget of a DL4J-style report total ("training at minibatch 32 in
// float32 fits in 8 GiB").
//
// A target's RAM is not one block: the STM32H743's 1,060 KiB of RAM are six regions (DTCMRAM,
// RAM_D1 = AXI SRAM, RAM_D2 = D2 SRAM, RAM_D3 = D3 SRAM, ITCMRAM, BKPSRAM; deploy/targets.hpp), the
// largest 512 KiB. An arena is one contiguous block
// (TFLM's MicroAllocator takes one `uint8_t* tensor_arena`), and so is the model's flatbuffer
// (TFLM's `GetModel(const void*)`), so the arena is checked against ONE RAM region and the weights
// against ONE flash region:
// - budget.regions lists the regions (name, kind, bytes); a budget without regions is one block of
//   `ram` bytes and one of `flash` bytes (budget{.ram = 64_KiB, .flash = 512_KiB});
// - arena_region / weights_region name where the arena / the weights go; left empty, the largest
//   region that can hold them (RAM: sram or tightly_coupled; flash: flash or external_flash);
// - `ram` / `flash` are the totals (the datasheet's figures); the check is against
//   arena_capacity() / weights_capacity(), which never exceed them.
// Place the arena in a named region: targets::stm32h743.with_arena_in("DTCMRAM") (a compile error when
// the target has no region of that name, error::no_memory_region_with_this_name).
// All sizes are bytes.
#pragma once

#include <cstddef>
#include <cstdint>

#include <netmem/core/cpu_core.hpp>
#include <netmem/core/data_type.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/memory_type.hpp>
#include <netmem/core/name_view.hpp>

namespace netmem {

/// "Not checked": the largest size.
inline constexpr size_type no_limit = 0x7fff'ffff'ffff'ffff;

/// What a memory region is. RAM kinds may hold the arena, flash kinds the weights.
enum class memory_kind : std::uint8_t {
    sram,             ///< on-chip SRAM on the system bus (e.g. STM32H7 AXI SRAM, D2/D3 SRAM)
    tightly_coupled,  ///< tightly coupled memory (Cortex-M7 DTCM / ITCM): zero wait state, CPU only
    flash,            ///< on-chip flash
    external_flash,   ///< flash outside the chip, read through XIP (RP2040's QSPI flash)
};

/// True for the kinds that may hold an arena.
constexpr bool is_ram(memory_kind kind) noexcept {
    return kind == memory_kind::sram || kind == memory_kind::tightly_coupled;
}

/// A region's name: up to 23 characters, structural (usable inside a template argument).
struct region_name {
    static constexpr std::size_t capacity = 24;
    char text[capacity]{};

    constexpr region_name() noexcept = default;
    template <std::size_t N>
        requires(N <= capacity)
    constexpr region_name(const char (&name)[N]) noexcept {  // NOLINT: implicit on purpose
        for (std::size_t i = 0; i < N; ++i) text[i] = name[i];
    }
    constexpr name_view view() const noexcept {
        std::size_t n = 0;
        while (n < capacity && text[n] != '\0') ++n;
        return {text, n};
    }
    constexpr bool empty() const noexcept { return text[0] == '\0'; }
    friend constexpr bool operator==(const region_name&, const region_name&) = default;
};

/// One contiguous memory region of a target: its name (as the vendor's linker script names it),
/// kind and size in bytes.
struct memory_region {
    region_name name{};
    memory_kind kind = memory_kind::sram;
    size_type bytes = 0;
    friend constexpr bool operator==(const memory_region&, const memory_region&) = default;
};

/// Regions a budget can list.
inline constexpr std::size_t max_memory_regions = 8;

/// "No such region" (an index).
inline constexpr std::size_t no_region = static_cast<std::size_t>(-1);

/// A target's memory, in bytes (see the file comment): `ram` and `flash` totals, the named
/// `regions`, and where the arena and the weights go. Structural: usable as a template argument,
/// e.g. assert_fits<Net, profile, budget{.ram = 128_KiB, .flash = 512_KiB}>().
/// A field left at `no_limit` is not checked: budget{.ram = 64_KiB} checks the arena only.
struct budget {
    size_type ram = no_limit;
    size_type flash = no_limit;
    memory_region regions[max_memory_regions]{};
    region_name arena_region{};    ///< where the arena goes; empty: the largest RAM region
    region_name weights_region{};  ///< where the weights go; empty: the largest flash region
    /// The target's processor core (core/cpu_core.hpp): fits / assert_fits run the profile on it, so
    /// it picks the kernel variant (kernel_library::cmsis_nn on a Cortex-M4 is cmsis_nn_dsp) and
    /// rejects a library it cannot run (core/kernel_selection.hpp). unspecified: any core.
    cpu_core core = cpu_core::unspecified;

    /// True when regions[i] is a region (a size above 0); an empty slot anywhere in the array,
    /// e.g. a zero-size region the user wrote, is skipped and never hides the slots after it.
    constexpr bool listed(std::size_t i) const noexcept { return i < max_memory_regions && regions[i].bytes > 0; }
    /// Number of regions listed (slots with a size, wherever they are).
    constexpr std::size_t region_count() const noexcept {
        std::size_t n = 0;
        for (std::size_t i = 0; i < max_memory_regions; ++i) n += listed(i) ? 1 : 0;
        return n;
    }
    /// Index of the region named `name`, or no_region.
    constexpr std::size_t region_index(const region_name& name) const noexcept {
        for (std::size_t i = 0; i < max_memory_regions; ++i)
            if (listed(i) && regions[i].name == name) return i;
        return no_region;
    }
    /// The region the arena goes to (the named one, else the largest RAM region; first on ties),
    /// or no_region when the budget lists no RAM region or names one it does not have.
    constexpr std::size_t arena_region_index() const noexcept { return placed(arena_region, true); }
    /// The region the weights go to (as arena_region_index for flash).
    constexpr std::size_t weights_region_index() const noexcept { return placed(weights_region, false); }
    /// Bytes the arena may use: its region's size, or `ram` without regions.
    constexpr size_type arena_capacity() const noexcept {
        const std::size_t r = arena_region_index();
        return r == no_region ? ram : regions[r].bytes;
    }
    /// Bytes the weights, biases and quantization parameters may use.
    constexpr size_type weights_capacity() const noexcept {
        const std::size_t r = weights_region_index();
        return r == no_region ? flash : regions[r].bytes;
    }
    /// This budget with the arena placed in region `name` (a RAM region of this target).
    constexpr budget with_arena_in(const region_name& name) const noexcept {
        budget b = *this;
        b.arena_region = name;
        return b;
    }
    /// This budget with the weights placed in region `name` (a flash region of this target).
    constexpr budget with_weights_in(const region_name& name) const noexcept {
        budget b = *this;
        b.weights_region = name;
        return b;
    }
    /// True when a region named for the arena / weights exists and has the right kind.
    constexpr bool placement_valid() const noexcept {
        auto valid = [&](const region_name& name, bool ram_kind) {
            if (name.empty()) return true;
            const std::size_t r = region_index(name);
            return r != no_region && is_ram(regions[r].kind) == ram_kind;
        };
        return valid(arena_region, true) && valid(weights_region, false);
    }
    friend constexpr bool operator==(const budget&, const budget&) = default;

private:
    constexpr std::size_t placed(const region_name& name, bool ram_kind) const noexcept {
        if (!name.empty()) {
            const std::size_t r = region_index(name);
            return r != no_region && is_ram(regions[r].kind) == ram_kind ? r : no_region;
        }
        std::size_t best = no_region;
        for (std::size_t i = 0; i < max_memory_regions; ++i)
            if (listed(i) && is_ram(regions[i].kind) == ram_kind &&
                (best == no_region || regions[i].bytes > regions[best].bytes))
                best = i;
        return best;
    }
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

namespace error {
/// Bytes a network needs (arena, flash, report total or training step), in budget errors
/// (deploy/fits.hpp, training/fits.hpp).
template <size_type V> struct required_bytes { static constexpr size_type value = V; };
/// Bytes the budget allows.
template <size_type V> struct budget_bytes { static constexpr size_type value = V; };
}  // namespace error

}  // namespace netmem
