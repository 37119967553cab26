// netmem/core/training_config.hpp
// What a memory report needs to know about training: the updater, dropout and per-layer
// overrides (DL4J NeuralNetConfiguration's updater and dropOut settings). The report policy is a
// template argument of memory_report, not part of this struct, so that policy::dl4j can reject
// layers DL4J has no report for at compile time.
#pragma once

#include <array>
#include <cstddef>

#include <netmem/core/updater.hpp>

namespace netmem {

/// A per-layer updater override: layer `layer` (0-based report order; for graphs the vertex's
/// position in the report) uses `updater` instead of the network's. DL4J: Layer.Builder.updater().
struct updater_override {
    std::size_t layer = static_cast<std::size_t>(-1);
    netmem::updater updater = updater::inherit;
};

/// Network-wide training settings for memory_report<Net>(config).
/// Field order (for designated initializers): updater, dropout, updater_overrides.
struct training_config {
    /// The network's updater. DL4J's default is Sgd (no state).
    netmem::updater updater = updater::sgd;
    /// True when dropout is configured on the layers (DL4J .dropOut(p)): layers that support it
    /// then count the D = input-size copy of their input as working memory (dl4j-memory-formulas#layers).
    bool dropout = false;
    /// Up to 16 per-layer updater overrides; unused entries have layer == size_t(-1).
    std::array<updater_override, 16> updater_overrides{};

    /// True when an override names an updater (otherwise every layer uses `updater`: the network
    /// reports skip updater_for's scan of the 16 entries per layer).
    constexpr bool has_updater_overrides() const noexcept {
        for (const auto& entry : updater_overrides)
            if (entry.updater != updater::inherit) return true;
        return false;
    }

    /// The updater that layer `layer` uses.
    constexpr netmem::updater updater_for(std::size_t layer) const noexcept {
        for (const auto& entry : updater_overrides)
            if (entry.layer == layer && entry.updater != updater::inherit) return entry.updater;
        return updater;
    }
};

}  // namespace netmem
