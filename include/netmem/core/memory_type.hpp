// netmem/core/memory_type.hpp
// DL4J's memory vocabulary: MemoryType, MemoryUseMode and CacheMode (dl4j-memory-formulas#memory-types).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include <netmem/core/integer.hpp>

namespace netmem {

/// The nine kinds of memory of a DL4J report, in DL4J's declaration order (which drives the
/// order of the printed breakdown). Source: org.deeplearning4j.nn.conf.memory.MemoryType.
/// DL4J spells the second one PARAMATER_GRADIENTS; netmem spells it correctly.
enum class memory_type : std::uint8_t {
    parameters,               ///< inference and training
    parameter_gradients,      ///< training only
    activations,              ///< inference and training
    activation_gradients,     ///< training only (gradient w.r.t. the layer input)
    updater_state,            ///< training only
    working_memory_fixed,     ///< inference and training; max over layers
    working_memory_variable,  ///< inference and training, per example; max over layers
    cached_memory_fixed,      ///< training only
    cached_memory_variable,   ///< training only, per example
};

/// All nine memory types in DL4J's order.
inline constexpr std::array<memory_type, 9> all_memory_types{
    memory_type::parameters,           memory_type::parameter_gradients,     memory_type::activations,
    memory_type::activation_gradients, memory_type::updater_state,           memory_type::working_memory_fixed,
    memory_type::working_memory_variable, memory_type::cached_memory_fixed, memory_type::cached_memory_variable};

/// DL4J MemoryType.isInference(): true for parameters, activations and the two working types.
constexpr bool is_inference(memory_type type) noexcept {
    return type == memory_type::parameters || type == memory_type::activations ||
           type == memory_type::working_memory_fixed || type == memory_type::working_memory_variable;
}

/// True for the two working-memory types, which networks aggregate by max instead of sum.
constexpr bool is_working_memory(memory_type type) noexcept {
    return type == memory_type::working_memory_fixed || type == memory_type::working_memory_variable;
}

/// DL4J's enum constant name ("PARAMATER_GRADIENTS" keeps DL4J's spelling), for DL4J-style text.
constexpr const char* dl4j_name_of(memory_type type) noexcept {
    constexpr const char* names[] = {"PARAMETERS",           "PARAMATER_GRADIENTS",     "ACTIVATIONS",
                                     "ACTIVATION_GRADIENTS", "UPDATER_STATE",           "WORKING_MEMORY_FIXED",
                                     "WORKING_MEMORY_VARIABLE", "CACHED_MEMORY_FIXED", "CACHED_MEMORY_VARIABLE"};
    return names[static_cast<std::size_t>(type)];
}

/// netmem's snake_case name ("parameter_gradients").
constexpr const char* name_of(memory_type type) noexcept {
    constexpr const char* names[] = {"parameters",           "parameter_gradients",     "activations",
                                     "activation_gradients", "updater_state",           "working_memory_fixed",
                                     "working_memory_variable", "cached_memory_fixed", "cached_memory_variable"};
    return names[static_cast<std::size_t>(type)];
}

/// DL4J MemoryUseMode: what the memory is for.
enum class memory_use_mode : std::uint8_t { inference, training };

/// DL4J CacheMode, in DL4J's declaration order DEVICE, HOST, NONE. The memory model never
/// distinguishes device from host; `none` means no caching of activations between passes.
enum class cache_mode : std::uint8_t { device, host, none };

/// One value per cache mode, indexed by cache_mode (device = 0, host = 1, none = 2).
struct per_cache_mode {
    std::int64_t values[3]{};
    constexpr std::int64_t operator[](cache_mode mode) const noexcept { return values[static_cast<std::size_t>(mode)]; }
    /// The same value for every mode (DL4J's cacheModeMapFor(v)).
    static constexpr per_cache_mode all(std::int64_t value) noexcept { return {{value, value, value}}; }
    /// `cached` for device and host, `none_value` for none.
    static constexpr per_cache_mode split(std::int64_t cached, std::int64_t none_value) noexcept {
        return {{cached, cached, none_value}};
    }
    /// Every value times `k` (checked_multiply).
    constexpr per_cache_mode times(std::int64_t k) const noexcept {
        return {{checked_multiply(values[0], k), checked_multiply(values[1], k), checked_multiply(values[2], k)}};
    }
    /// Every value plus `x` (checked_add).
    constexpr per_cache_mode plus(std::int64_t x) const noexcept {
        return {{checked_add(values[0], x), checked_add(values[1], x), checked_add(values[2], x)}};
    }
    friend constexpr bool operator==(const per_cache_mode&, const per_cache_mode&) = default;
};

}  // namespace netmem
