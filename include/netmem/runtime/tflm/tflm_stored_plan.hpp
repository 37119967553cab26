// netmem/runtime/tflm/tflm_stored_plan.hpp
// A memory plan stored in the model: TFLM's OfflineMemoryAllocation metadata (tflite-micro
// tensorflow/lite/micro/docs/offline_memory_plan.md; micro_allocation_info.cc reads it, the
// GreedyMemoryPlanner places every tensor that has an offset there and plans the rest, the -1
// entries and every scratch buffer, around them). TFLM uses the offsets as given and checks
// nothing; netmem checks them.
//
// A network whose file carries such a plan says so by specialising stored_offline_plan
// (netmem-import writes it into the generated header):
//
//   template <> struct netmem::tflm::stored_offline_plan<my_models::vww> {
//       static constexpr std::array<netmem::size_type, 32> offsets{0, 27648, -1, ...};
//   };
//
// `offsets`: one entry per non-constant tensor of netmem's TFLite lowering
// (runtime/tflm/detail/tflm_graph.hpp): the graph inputs, then every operator's output, in
// operator order. An entry is the byte offset from the arena start (the head), or -1
// (online_planned): left to the online planner. Every tflm figure then follows the stored plan:
// tflm::arena, arena_size, fits, assert_fits, static_arena. deployment::tflm.offline_plan (netmem's own
// plan written into the model, as netmem-import --write-offline-plan does) replaces it.
//
// Fails to compile (arena_of, hence fits / assert_fits / static_arena):
// - error::stored_offline_plan_overlaps<tensor<A>, tensor<B>, step<S>>: tensors A and B are both
//   alive at TFLM's step S (operator S - 1 runs at step S) and their buffers (each rounded up to
//   16 B, as TFLM plans them) overlap. A RESHAPE or SQUEEZE whose output has its input's offset is
//   not an overlap: TFLM runs it in place (kernels/reshape.cc copies only when the two differ).
// - error::stored_offline_plan_has_wrong_size<entries<E>, tensors<T>>: E entries for T tensors.
// - error::stored_offline_plan_negative_offset<tensor<A>>: an entry below -1, before the arena.
// In a constexpr call of tflm::arena the same checks reach the non-constexpr functions
// detail::stored_offline_plan_overlaps / _has_wrong_size / _negative_offset.
#pragma once

#include <cstddef>

#include <netmem/core/integer.hpp>

namespace netmem::tflm {

/// A network's stored plan (see the file comment); the primary template: none.
template <class Net>
struct stored_offline_plan {};

/// True when stored_offline_plan<Net> is specialised with `offsets`.
template <class Net>
concept has_stored_offline_plan = requires { stored_offline_plan<Net>::offsets.size(); };

/// A stored plan as the runtime model reads it: `count` offsets (nullptr / 0: none).
struct stored_plan_view {
    const size_type* offsets = nullptr;
    std::size_t count = 0;
    constexpr bool present() const noexcept { return offsets != nullptr; }
};

/// The stored plan of Net (empty without one).
template <class Net>
constexpr stored_plan_view stored_plan_of() noexcept {
    if constexpr (has_stored_offline_plan<Net>)
        return {stored_offline_plan<Net>::offsets.data(), stored_offline_plan<Net>::offsets.size()};
    else
        return {};
}

namespace error {
template <std::size_t Index>
struct tensor {};  ///< a non-constant tensor of the lowering (stored_offline_plan's entry Index)
template <int Step>
struct step {};  ///< TFLM's time step (operator Step - 1 runs at Step; graph inputs exist at 0)
template <std::size_t Count>
struct entries {};
template <std::size_t Count>
struct tensors {};

/// Two tensors alive at the same step overlap in the stored plan.
template <class First, class Second, class Step>
struct stored_offline_plan_overlaps {
    static_assert(sizeof(First) == 0,
                  "netmem: the stored offline plan (OfflineMemoryAllocation) puts two tensors that are alive at "
                  "the same step at overlapping offsets; TFLM would use it as given and corrupt them");
};
/// The stored plan does not have one entry per non-constant tensor.
template <class Entries, class Tensors>
struct stored_offline_plan_has_wrong_size {
    static_assert(sizeof(Entries) == 0,
                  "netmem: the stored offline plan needs one entry per non-constant tensor of the lowering "
                  "(graph inputs, then each operator's output)");
};
/// An entry below -1 (-1 leaves the tensor to the online planner).
template <class Tensor>
struct stored_offline_plan_negative_offset {
    static_assert(sizeof(Tensor) == 0,
                  "netmem: a stored offline plan offset is below -1, before the arena start");
};
}  // namespace error

}  // namespace netmem::tflm
