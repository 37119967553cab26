// netmem/io/detail/text.hpp
// Text helpers shared by the io/ printers (host only: std::string).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include <netmem/core/integer.hpp>

namespace netmem::io_detail {

/// `value` in decimal with a comma every three digits, as Java's DecimalFormat("#,###") prints it
/// in the US/ROOT locale: 0 -> "0", 1234567 -> "1,234,567", -1234 -> "-1,234".
inline std::string group_thousands(size_type value) {
    // Work on the magnitude as unsigned so that INT64_MIN does not overflow.
    const bool negative = value < 0;
    unsigned long long magnitude =
        negative ? 0ULL - static_cast<unsigned long long>(value) : static_cast<unsigned long long>(value);
    std::string digits;
    int count = 0;
    do {
        if (count > 0 && count % 3 == 0) digits.insert(digits.begin(), ',');
        digits.insert(digits.begin(), static_cast<char>('0' + magnitude % 10));
        magnitude /= 10;
        ++count;
    } while (magnitude != 0);
    return negative ? "-" + digits : digits;
}

/// `text` padded with spaces on the right to at least `width` characters (Java "%-Ns").
inline std::string pad_right(std::string_view text, std::size_t width) {
    std::string result(text);
    if (result.size() < width) result.append(width - result.size(), ' ');
    return result;
}

/// `text` padded with spaces on the left to at least `width` characters (Java "%Ns").
inline std::string pad_left(std::string_view text, std::size_t width) {
    std::string result(text);
    if (result.size() < width) result.insert(0, width - result.size(), ' ');
    return result;
}

/// A C string that may be null, as Java's string concatenation prints it ("null").
inline std::string_view or_null(const char* text) noexcept { return text ? std::string_view(text) : "null"; }

}  // namespace netmem::io_detail
