// static_tests/support/shapes.hpp: the short spellings the static tests share for input types
// (cnn, cnn3d, rnn, ff), a network of one layer (one<In, Layer>), a layer's output type
// (out_of<Input, Layer, P>) and element-wise equality of constexpr arrays (same). Test support only: nothing here is netmem's API.
#pragma once

#include <array>
#include <cstddef>

#include <netmem/netmem.hpp>

namespace netmem_static_tests {

/// convolutional(h, w, c), NHWC per example.
constexpr netmem::input_type cnn(netmem::size_type h, netmem::size_type w, netmem::size_type c) {
    return netmem::input::convolutional{h, w, c};
}
/// convolutional3d(d, h, w, c).
constexpr netmem::input_type cnn3d(netmem::size_type d, netmem::size_type h, netmem::size_type w, netmem::size_type c) {
    return netmem::input::convolutional3d{d, h, w, c};
}
/// recurrent(size, time steps).
constexpr netmem::input_type rnn(netmem::size_type size, netmem::size_type steps) {
    return netmem::input::recurrent{size, steps};
}
/// feed_forward(n).
constexpr netmem::input_type ff(netmem::size_type n) { return netmem::input::feed_forward{n}; }

/// A network of one layer on input In.
template <auto In, auto Layer>
using one = netmem::sequential<In, Layer>;

/// Every element equal (input types, counts, ...).
template <class T, std::size_t N>
constexpr bool same(const std::array<T, N>& got, const std::array<T, N>& expected) {
    for (std::size_t i = 0; i < N; ++i)
        if (!(got[i] == expected[i])) return false;
    return true;
}

/// The output type of Layer on Input (a one-layer sequential), under policy P.
template <auto Input, auto Layer, netmem::policy P = netmem::policy::corrected>
constexpr netmem::input_type out_of = netmem::layer_output_types<netmem::sequential<Input, Layer>, P>[0];

}  // namespace netmem_static_tests
