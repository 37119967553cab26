// netmem/core/data_type.hpp
// Element data types and their sizes in bytes.
//
// DL4J's memory reports accept DOUBLE, FLOAT and HALF (MemoryReport.getBytesPerElement,
// dl4j-memory-formulas#data-types) and throw for anything else. netmem names them float64, float32 and float16
// (TFLite's names) and adds bfloat16, int64, int32, int16, int8 and uint8, which DL4J rejects; see docs/differences.md.
#pragma once

#include <cstdint>

#include <netmem/core/integer.hpp>

namespace netmem {

/// Element type of parameters, activations and working memory.
enum class data_type : std::uint8_t {
    float64,   ///< DL4J DOUBLE, 8 bytes
    float32,   ///< DL4J FLOAT, 4 bytes (DL4J's default)
    float16,   ///< DL4J HALF, 2 bytes
    bfloat16,  ///< 2 bytes (not accepted by DL4J)
    int32,     ///< 4 bytes (TFLite int8 models keep biases in int32)
    int16,     ///< 2 bytes
    int8,      ///< 1 byte
    uint8,     ///< 1 byte
    int64,     ///< 8 bytes (TFLite 16x8 models keep biases in int64; not accepted by DL4J)
};

/// Bytes per element of `type`. Source: DL4J MemoryReport.getBytesPerElement for the first three.
constexpr size_type bytes_per_element(data_type type) noexcept {
    switch (type) {
        case data_type::float64: return 8;
        case data_type::float32: return 4;
        case data_type::float16: return 2;
        case data_type::bfloat16: return 2;
        case data_type::int32: return 4;
        case data_type::int16: return 2;
        case data_type::int8: return 1;
        case data_type::uint8: return 1;
        case data_type::int64: return 8;
    }
    return 0;
}

/// An element type a layer or tensor fixes, or none (`set` false: the rule of the field holding it
/// applies, e.g. quantize::to unset = the profile's activations). Implicit from a data_type, so
/// `quantize{.to = data_type::int16}` reads as written.
struct element_type {
    bool set = false;
    data_type type = data_type::int8;
    constexpr element_type() noexcept = default;
    constexpr element_type(data_type t) noexcept : set(true), type(t) {}  // NOLINT: implicit on purpose
    /// The fixed type, or `fallback` when none is fixed.
    constexpr data_type or_else(data_type fallback) const noexcept { return set ? type : fallback; }
    friend constexpr bool operator==(const element_type&, const element_type&) = default;
};

/// Lower-case name ("float32"), for printing.
constexpr const char* name_of(data_type type) noexcept {
    switch (type) {
        case data_type::float64: return "float64";
        case data_type::float32: return "float32";
        case data_type::float16: return "float16";
        case data_type::bfloat16: return "bfloat16";
        case data_type::int32: return "int32";
        case data_type::int16: return "int16";
        case data_type::int8: return "int8";
        case data_type::uint8: return "uint8";
        case data_type::int64: return "int64";
    }
    return "";
}

}  // namespace netmem
