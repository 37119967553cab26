// netmem/core/span_view.hpp
// span_view<T, Extent>: a pointer and a count of T, where the core would otherwise return a
// std::span (memory_plan::tensors(), static_arena's tensor views). The core headers do not
// include <span>, whose ranges machinery costs a translation unit about a tenth of
// `#include <boost/hana.hpp>` (docs/benchmarks.md, "Include cost").
//
//   auto in = arena.input<std::int8_t>();            // span_view<std::int8_t, 784>
//   in[0] = 42; in.data(); in.size(); decltype(in)::extent;  for (auto x : in) ...
//   std::span<std::int8_t, 784> s = arena.input<std::int8_t>();   // converts (include <span>)
//   std::span<std::int8_t> d = arena.input<std::int8_t>();        // so does a dynamic extent
//
// A span_view converts to any type S constructible from (T*, count) whose S::extent is its own
// static extent (std::span<T, N>, std::span<const T, N>), and, as a temporary, to one whose extent
// is dynamic (std::span<T>); std::span's own constructor takes a span_view lvalue (it is a
// contiguous, sized range). The view does not own its elements.
#pragma once

#include <cstddef>

namespace netmem {

/// A count of elements not known at compile time (std::dynamic_extent's value).
inline constexpr std::size_t dynamic_extent = static_cast<std::size_t>(-1);

namespace detail {
/// S can be built from a pointer to T and a count, and names its extent E.
template <class S, class T, std::size_t E>
concept span_with_extent = requires(T* data, std::size_t count) {
    S(data, count);
    S::extent;
} && (S::extent == E);
}  // namespace detail

/// Extent (or, with dynamic_extent, size()) elements of T at data() (see the file comment).
template <class T, std::size_t Extent = dynamic_extent>
class span_view {
public:
    using element_type = T;
    static constexpr std::size_t extent = Extent;

    constexpr span_view() noexcept = default;
    constexpr span_view(T* data, std::size_t size) noexcept : data_{data}, size_{size} {}

    constexpr T* data() const noexcept { return data_; }
    constexpr std::size_t size() const noexcept { return Extent == dynamic_extent ? size_ : Extent; }
    constexpr std::size_t size_bytes() const noexcept { return size() * sizeof(T); }
    constexpr bool empty() const noexcept { return size() == 0; }
    constexpr T* begin() const noexcept { return data_; }
    constexpr T* end() const noexcept { return data_ + size(); }
    constexpr T& operator[](std::size_t i) const noexcept { return data_[i]; }
    constexpr T& front() const noexcept { return data_[0]; }
    constexpr T& back() const noexcept { return data_[size() - 1]; }

    /// To a span of the same static extent (std::span<T, Extent>).
    template <class S>
        requires(Extent != dynamic_extent && detail::span_with_extent<S, T, Extent>)
    constexpr operator S() const& noexcept {  // NOLINT: implicit on purpose
        return S(data_, size());
    }
    /// A temporary to a span of dynamic extent (std::span<T>); an lvalue converts through
    /// std::span's range constructor.
    template <class S>
        requires detail::span_with_extent<S, T, dynamic_extent>
    constexpr operator S() const&& noexcept {  // NOLINT: implicit on purpose
        return S(data_, size());
    }

private:
    T* data_ = nullptr;
    std::size_t size_ = 0;
};

}  // namespace netmem
