// netmem/deploy/static_arena.hpp
// static_arena<Net, Profile>: the planned arena as an object of exactly plan.arena_bytes bytes,
// aligned to the profile's alignment, with typed views of its tensors at their planned offsets.
//
//   static netmem::static_arena<net, profile> arena;      // a global: zero-initialized, in .bss
//   auto in = arena.input<std::int8_t>();                  // span_view<std::int8_t, 27648>
//   std::span<std::int8_t, 27648> s = arena.input<std::int8_t>();   // converts (include <span>)
//   auto logits = arena.output<std::int8_t>();
//   auto after_layer_3 = arena.output_of<3, std::int8_t>();            // sequential: layer index
//   auto block = arena.output_of<"stack1_add", std::int8_t>();         // graph: vertex name
//
// The object is the arena of the profile's runtime (planning/runtime_model.hpp): its model's RAM
// figure in bytes, at its model's alignment. With runtime::tflm that is TFLM's tensor arena:
// exactly tflm::arena_size<Net>(Profile) bytes (the smallest working arena, runtime/tflm/tflm.hpp),
// 16-aligned, to hand to tflite::MicroInterpreter through bytes(); a runtime that places the
// tensors itself (runtime_model<R>::addresses_tensors false: TFLM) has no typed views (they do not
// compile: use the interpreter's input() / output()).
//
// sizeof(static_arena<Net, Profile>) == plan.arena_bytes (every buffer size is a multiple of the
// alignment, so the arena is too). The views are span_view with a static extent (data bytes /
// sizeof(T); core/span_view.hpp: they convert to std::span<T, extent> and std::span<T>); offsets
// and extents are compile-time constants, so a view costs one address
// computation. A view is valid only during its tensor's lifetime (plan.tensors()[i].first_step to
// last_step): other tensors reuse the bytes outside it.
// Fails to compile: an alignment that is not a power of two (error::alignment_not_a_power_of_two,
// from memory_plan_of); a view type T whose size
// does not divide the tensor's bytes or whose alignment exceeds the arena's; T not trivially
// copyable.
#pragma once

#include <cstddef>
#include <type_traits>

#include <netmem/core/deployment.hpp>
#include <netmem/core/fixed_string.hpp>
#include <netmem/core/span_view.hpp>
#include <netmem/planning/plan_memory.hpp>
#include <netmem/planning/runtime_model.hpp>
#include <netmem/network/network_nodes.hpp>
// The default runtime's model (deployment{}.runtime); runtime::tflm's: <netmem/runtime/tflm/tflm.hpp>.
#include <netmem/runtime/static_arena/static_arena.hpp>

namespace netmem {

/// Aligned static storage for Net's planned arena under Profile (see the file comment).
template <deployable_network Net, deployment Profile = deployment{}>
class static_arena {
public:
    /// The plan this arena follows.
    static constexpr const auto& plan = memory_plan_of<Net, Profile>;
    /// Bytes of the arena: the RAM the runtime needs (runtime_ram_bytes: plan.arena_bytes for
    /// runtime::static_arena, TFLM's smallest working arena for runtime::tflm).
    static constexpr std::size_t size_bytes = static_cast<std::size_t>(runtime_ram_bytes<Net, Profile>());
    /// Alignment of the arena and of every tensor offset.
    static constexpr std::size_t alignment = static_cast<std::size_t>(Profile.alignment);
    /// The alignment the storage uses (the runtime model's: the profile's for static_arena, 16 for
    /// runtime::tflm; 16 when the profile's is invalid, whose compile error comes from memory_plan_of).
    static constexpr std::size_t storage_alignment =
        static_cast<std::size_t>(detail::runtime_storage_alignment<Profile>());

    /// Tensor `Tensor` of the plan as `T` elements.
    template <std::size_t Tensor, class T = std::byte>
    span_view<T, static_cast<std::size_t>(plan.tensors()[Tensor].data_bytes) / sizeof(T)> tensor() noexcept {
        static_assert(detail::runtime_addresses_tensors<Profile>(),
                      "netmem: this runtime places the tensors itself (runtime::tflm: TFLM does): use the "
                      "interpreter's input() / output()");
        static_assert(Tensor < plan.tensor_count, "netmem: no such tensor in the plan");
        static_assert(std::is_trivially_copyable_v<T>, "netmem: arena views need a trivially copyable element type");
        static_assert(plan.tensors()[Tensor].data_bytes % static_cast<size_type>(sizeof(T)) == 0,
                      "netmem: the element type's size does not divide the tensor's bytes");
        static_assert(alignof(T) <= alignment, "netmem: the element type needs more alignment than the arena");
        constexpr std::size_t offset = static_cast<std::size_t>(plan.tensors()[Tensor].offset);
        constexpr std::size_t extent = static_cast<std::size_t>(plan.tensors()[Tensor].data_bytes) / sizeof(T);
        return span_view<T, extent>(reinterpret_cast<T*>(storage_ + offset), extent);
    }
    /// The network input (the first one of a graph).
    template <class T = std::byte>
    auto input() noexcept { return tensor<plan.input_tensor, T>(); }
    /// The network output (the first one of a graph).
    template <class T = std::byte>
    auto output() noexcept { return tensor<plan.output_tensor, T>(); }
    /// The tensor that holds layer (or vertex) `Layer`'s output.
    template <std::size_t Layer, class T = std::byte>
    auto output_of() noexcept { return tensor<plan.layer_tensor[Layer], T>(); }
    /// Graphs: the tensor that holds the output of the vertex named `Name` (a compile error when
    /// there is none).
    template <fixed_string Name, class T = std::byte>
    auto output_of() noexcept {
        constexpr std::size_t position = deployment_network<Net>::position_of(Name.view());
        static_assert(position != detail::no_index, "netmem: the graph has no vertex with this name");
        return tensor<plan.layer_tensor[position], T>();
    }
    /// The raw bytes.
    span_view<std::byte, size_bytes> bytes() noexcept { return span_view<std::byte, size_bytes>(storage_, size_bytes); }

private:
    alignas(storage_alignment) std::byte storage_[size_bytes > 0 ? size_bytes : 1];
};

}  // namespace netmem
