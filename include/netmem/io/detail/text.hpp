// netmem/io/detail/text.hpp
// Text helpers shared by the io/ printers (host only: std::string). Numbers and padding go
// through {fmt} (libfmt-dev; CMake target netmem::io): std::format is not in libstdc++ 12.
#pragma once

#include <cstddef>
#include <locale>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include <netmem/core/integer.hpp>
#include <netmem/core/name_view.hpp>

namespace netmem::io_detail {

/// A core name (core/name_view.hpp) as the standard types io prints with.
constexpr std::string_view text_of(name_view name) noexcept { return {name.data(), name.size()}; }
inline std::string string_of(name_view name) { return std::string(name.data(), name.size()); }

/// Digits grouped by three with ',' (Java's US/ROOT DecimalFormat "#,###"), whatever the global locale.
struct thousands_grouping : std::numpunct<char> {
    char do_thousands_sep() const override { return ','; }
    std::string do_grouping() const override { return "\3"; }
};

/// The classic locale with thousands_grouping (built once).
inline const std::locale& grouping_locale() {
    static const std::locale locale(std::locale::classic(), new thousands_grouping);
    return locale;
}

/// `value` in decimal with a comma every three digits, as Java's DecimalFormat("#,###") prints it
/// in the US/ROOT locale: 0 -> "0", 1234567 -> "1,234,567", -1234 -> "-1,234".
inline std::string group_thousands(size_type value) { return fmt::format(grouping_locale(), "{:L}", value); }

/// `text` padded with spaces on the right to at least `width` characters (Java "%-Ns").
inline std::string pad_right(std::string_view text, std::size_t width) { return fmt::format("{:<{}}", text, width); }

/// `text` padded with spaces on the left to at least `width` characters (Java "%Ns").
inline std::string pad_left(std::string_view text, std::size_t width) { return fmt::format("{:>{}}", text, width); }

/// A C string that may be null, as Java's string concatenation prints it ("null").
inline std::string_view or_null(const char* text) noexcept { return text ? std::string_view(text) : "null"; }

}  // namespace netmem::io_detail
