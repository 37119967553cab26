// netmem/core/fixed_string.hpp
// A string literal usable as a template argument: graph vertex names, e.g.
// `netmem::vertex<"conv_a", netmem::conv2d{...}, "input">`.
#pragma once

#include <cstddef>

#include <netmem/core/name_view.hpp>

namespace netmem {

/// A structural, fixed-size copy of a string literal (N includes the terminating '\0').
template <std::size_t N>
struct fixed_string {
    char data[N]{};

    constexpr fixed_string(const char (&text)[N]) noexcept {  // NOLINT: implicit on purpose
        for (std::size_t i = 0; i < N; ++i) data[i] = text[i];
    }
    /// Length without the terminating '\0'.
    static constexpr std::size_t size() noexcept { return N - 1; }
    constexpr name_view view() const noexcept { return {data, N - 1}; }

    template <std::size_t M>
    friend constexpr bool operator==(const fixed_string& a, const fixed_string<M>& b) noexcept {
        return a.view() == b.view();
    }
};

}  // namespace netmem
