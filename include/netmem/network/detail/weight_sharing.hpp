// netmem/network/detail/weight_sharing.hpp
// The rule behind shared_weights<L> (layers/shared_weights.hpp): a second application of a layer
// owns no weights, so the network must also hold L itself, with exactly the same options, to own
// them: an earlier layer of a sequential network, or another vertex of a graph. Otherwise the
// parameters and the flash of L would be counted nowhere.
// A layer value's identity is the address of its type-erased entry (detail::entry_of<L> in a
// sequential network, detail::vertex_entry_of<L> in a graph): one object per distinct value (same
// type, same options).
// Fails to compile: error::shared_weights_without_owner<layer<i>> / <vertex<...>>.
#pragma once

#include <cstddef>

namespace netmem::error {

/// shared_weights<L> at `Where` has no owner: no earlier layer (sequential) or other vertex (graph)
/// is the layer value L itself with the same options.
template <class Where>
struct shared_weights_without_owner {
    static_assert(sizeof(Where) == 0,
                  "netmem: shared_weights<L> reuses the weights of layer value L, but no earlier layer "
                  "(sequential) or other vertex (graph) is L itself with exactly the same options: declare L "
                  "first (its parameters and flash are counted there), or use L instead of shared_weights<L>");
};

}  // namespace netmem::error

namespace netmem::detail {

/// The first of `count` elements whose owner(k) is set but equals no identity(j) of an element
/// that owns its weights (owner(j) nullptr) at an allowed position (`earlier_only`: j < k), or
/// `count`. identity(k), owner(k): const void* (nullptr for an element that is not a layer).
/// O(count) when no element is shared_weights<L>.
template <class Identity, class Owner>
constexpr std::size_t first_shared_weights_without_owner(std::size_t count, Identity identity, Owner owner,
                                                          bool earlier_only) noexcept {
    for (std::size_t k = 0; k < count; ++k) {
        const void* wanted = owner(k);
        if (wanted == nullptr) continue;
        bool owned = false;
        for (std::size_t j = 0; j < count && !owned; ++j)
            owned = owner(j) == nullptr && identity(j) == wanted && (!earlier_only || j < k);
        if (!owned) return k;
    }
    return count;
}

}  // namespace netmem::detail
