// netmem/core/name_view.hpp
// name_view: a name as a pointer and a length, where the core would otherwise use std::string_view
// (graph vertex names, graph_nodes::position_of, kernel library names, budget region names). The
// core headers do not include <string_view>, which alone costs a translation unit about half of
// `#include <boost/hana.hpp>` (docs/benchmarks.md, "Include cost").
//
//   netmem::name_view n = "conv_a";                 // a string literal, without its '\0'
//   netmem::name_view m{pointer, length};           // any run of characters
//   netmem::name_view s = some_string_view;         // anything with data() and size()
//   n == "conv_a"; n.size() == 6;                   // compares the characters
//   std::string_view(n.data(), n.size());           // back to the standard type (io/ does)
//
// A name_view does not own its characters: they must outlive it (netmem's names point into string
// literals and template parameter objects, which live for the whole program).
#pragma once

#include <cstddef>

namespace netmem {

/// A read-only run of characters: a pointer and a length (see the file comment).
class name_view {
public:
    constexpr name_view() noexcept = default;
    /// A NUL-terminated string (a string literal): its characters before the first '\0'.
    constexpr name_view(const char* text) noexcept : data_{text} {  // NOLINT: implicit on purpose
        while (text[size_] != '\0') ++size_;
    }
    constexpr name_view(const char* data, std::size_t size) noexcept : data_{data}, size_{size} {}
    /// Anything with data() and size(): std::string_view, std::string, netmem's own names.
    template <class String>
        requires requires(const String& s) {
            static_cast<const char*>(s.data());
            static_cast<std::size_t>(s.size());
        }
    constexpr name_view(const String& s) noexcept  // NOLINT: implicit on purpose
        : data_{s.data()}, size_{static_cast<std::size_t>(s.size())} {}

    constexpr const char* data() const noexcept { return data_; }
    constexpr std::size_t size() const noexcept { return size_; }
    constexpr bool empty() const noexcept { return size_ == 0; }
    constexpr const char* begin() const noexcept { return data_; }
    constexpr const char* end() const noexcept { return data_ + size_; }
    constexpr char operator[](std::size_t i) const noexcept { return data_[i]; }

    /// The same characters. (Not by address first: clang does not constant-evaluate comparing the
    /// address of a string literal with another object's.)
    friend constexpr bool operator==(name_view a, name_view b) noexcept {
        if (a.size_ != b.size_) return false;
        for (std::size_t i = 0; i < a.size_; ++i)
            if (a.data_[i] != b.data_[i]) return false;
        return true;
    }

private:
    const char* data_ = "";
    std::size_t size_ = 0;
};

}  // namespace netmem
