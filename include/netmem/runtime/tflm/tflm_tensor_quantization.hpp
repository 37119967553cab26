// netmem/runtime/tflm/tflm_tensor_quantization.hpp
// Which tensors carry quantization parameters, as the model file says. TFLM copies a tensor's
// parameters into the arena whenever the file gives them: a TfLiteAffineQuantization and a
// zero-point TfLiteIntArray of one entry per scale, for every graph input and output (in the
// tail) and for every temporary TfLiteTensor a kernel takes in Prepare (tflite-micro
// micro_allocator.cc PopulateTfLiteTensorFromFlatbuffer: when the tensor's quantization has a
// non-empty scale vector and a non-empty zero_point vector; the array holds scale()->size()
// entries). The element type does not decide it: an int32 tensor of TFLM's integer ADD carries
// none, a float tensor may carry a scale.
//
// Without a specialisation the runtime model decides by the type: a graph input or output of an
// integer type (int8, uint8, int16, int32) carries one scale, a Prepare temporary of an int8 or
// int16 activation one, anything else none. A network whose file says otherwise says so by
// specialising tensor_quantization (netmem-import writes it into the generated header when the
// file differs from that default):
//
//   template <> struct netmem::tflm::tensor_quantization<my_models::int32_add> {
//       static constexpr std::array<std::size_t, 3> scales{0, 0, 0};
//   };
//
// `scales`: one entry per non-constant tensor of netmem's TFLite lowering
// (runtime/tflm/detail/tflm_graph.hpp): the graph inputs, then every operator's output, in
// operator order (the order of stored_offline_plan, tflm_stored_plan.hpp). An entry is the number
// of scales the tensor's quantization has (0: none). Every tflm figure follows: arena,
// arena_size, fits, assert_fits, static_arena. The specialisation belongs to the network's type:
// two files whose networks are the same netmem type but differ in quantization need two
// translation units (as stored_offline_plan and shared_constants).
//
// Fails to compile (arena_of, hence fits / assert_fits / static_arena):
// error::tensor_quantization_has_wrong_size<entries<E>, tensors<T>>: E entries for T tensors. In a
// constexpr call of tflm::arena the same check reaches the non-constexpr function
// detail::tensor_quantization_has_wrong_size.
#pragma once

#include <cstddef>

namespace netmem::tflm {

/// A network's tensor quantization as its file has it (see the file comment); the primary
/// template: none (the runtime model decides by the type).
template <class Net>
struct tensor_quantization {};

/// True when tensor_quantization<Net> is specialised with `scales`.
template <class Net>
concept has_tensor_quantization = requires { tensor_quantization<Net>::scales.size(); };

/// The scale counts as the runtime model reads them: `count` entries (nullptr / 0: none).
struct tensor_quantization_view {
    const std::size_t* scales = nullptr;
    std::size_t count = 0;
    constexpr bool present() const noexcept { return scales != nullptr; }
};

/// The tensor quantization of Net (empty without one).
template <class Net>
constexpr tensor_quantization_view tensor_quantization_of() noexcept {
    if constexpr (has_tensor_quantization<Net>)
        return {tensor_quantization<Net>::scales.data(), tensor_quantization<Net>::scales.size()};
    else
        return {};
}

namespace error {
/// The tensor quantization does not have one entry per non-constant tensor of the lowering.
template <class Entries, class Tensors>
struct tensor_quantization_has_wrong_size {
    static_assert(sizeof(Entries) == 0,
                  "netmem: tensor_quantization needs one entry per non-constant tensor of the lowering "
                  "(graph inputs, then each operator's output)");
};
}  // namespace error

}  // namespace netmem::tflm
