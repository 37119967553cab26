// netmem/core/integer.hpp
// 64-bit size arithmetic whose overflow is a compile error.
//
// Every element or byte count in netmem is a `netmem::size_type` (std::int64_t). Sizes are signed
// on purpose: DL4J's own formulas can produce negative numbers (the SubsetVertex channel-sign bug,
// the negative per-example correction in NetworkMemoryReport.toString), and reproducing them
// bit for bit under policy::dl4j needs a signed type.
//
// Overflow: `checked_add` and `checked_multiply` call `size_overflow()`, which is not constexpr.
// In a constant expression that is a hard compile error whose instantiation notes show the two
// operands ("in 'constexpr' expansion of netmem::checked_multiply(4611686018427387904, 4)").
// At run time (never reached by the estimation code, which is all constexpr) it traps.
// Layer shape rules use `multiply_overflows` to turn overflow into a named diagnostic
// (rule netmem::rules::size_overflow) that names the layer.
#pragma once

#include <cstdint>

namespace netmem {

/// Element and byte counts: signed 64-bit.
using size_type = std::int64_t;

namespace detail {
/// Not constexpr: reaching it during constant evaluation is the overflow compile error.
[[noreturn]] inline void size_overflow(size_type /*left*/, size_type /*right*/) noexcept { __builtin_trap(); }
}  // namespace detail

/// a + b; a compile error on 64-bit overflow.
constexpr size_type checked_add(size_type a, size_type b) noexcept {
    size_type result{};
    if (__builtin_add_overflow(a, b, &result)) detail::size_overflow(a, b);
    return result;
}

/// a * b; a compile error on 64-bit overflow.
constexpr size_type checked_multiply(size_type a, size_type b) noexcept {
    size_type result{};
    if (__builtin_mul_overflow(a, b, &result)) detail::size_overflow(a, b);
    return result;
}

/// Product of several factors; a compile error on 64-bit overflow.
template <class... Factors>
constexpr size_type checked_product(size_type first, Factors... rest) noexcept {
    size_type result = first;
    ((result = checked_multiply(result, static_cast<size_type>(rest))), ...);
    return result;
}

/// True when a * b does not fit in 64 bits (used by shape rules to report a named diagnostic).
constexpr bool multiply_overflows(size_type a, size_type b) noexcept {
    size_type result{};
    return __builtin_mul_overflow(a, b, &result);
}

/// ceil(a / b) for a >= 0, b > 0 (no intermediate a + b - 1, so a huge stride cannot overflow).
constexpr size_type ceil_divide(size_type a, size_type b) noexcept { return a / b + (a % b != 0 ? 1 : 0); }

/// a rounded up to a multiple of `alignment` (alignment > 0).
constexpr size_type round_up(size_type a, size_type alignment) noexcept {
    return checked_multiply(ceil_divide(a, alignment), alignment);
}

namespace literals {
/// Bytes: 256_KiB == 262'144.
consteval size_type operator""_KiB(unsigned long long value) { return static_cast<size_type>(value) * 1024; }
/// Bytes: 1_MiB == 1'048'576.
consteval size_type operator""_MiB(unsigned long long value) { return static_cast<size_type>(value) * 1024 * 1024; }
/// Bytes: 8_GiB == 8'589'934'592.
consteval size_type operator""_GiB(unsigned long long value) { return static_cast<size_type>(value) * 1024 * 1024 * 1024; }
}  // namespace literals

}  // namespace netmem
