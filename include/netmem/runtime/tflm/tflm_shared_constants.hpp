// netmem/runtime/tflm/tflm_shared_constants.hpp
// Constants that several operators of a model read: TFLite's converter stores identical constant
// tensors once (three PADs with the same paddings read one int32 [4, 2] tensor; two MEANs one axis
// tensor), and TFLM has one TfLiteEvalTensor and one AllocationInfo per tensor of the model, not
// per read. netmem's TFLite lowering (runtime/tflm/detail/tflm_graph.hpp) gives every operator its
// own constants; a network whose model shares some says how many reads repeat a tensor an earlier
// operator already read by specialising shared_constants (netmem-import writes it into the
// generated header, counting the file's operators' constant inputs):
//
//   template <> struct netmem::tflm::shared_constants<my_models::net> {
//       static constexpr netmem::size_type repeated_reads = 2;  // 3 PADs, 1 paddings tensor
//   };
//
// Every tflm figure then counts that many constant tensors fewer (tflm::arena, arena_size, fits,
// assert_fits, static_arena, offline_plan_offsets). Fails to compile: more repeated reads than the
// lowering has constants (tflm::detail::more_shared_constant_reads_than_constants).
#pragma once

#include <netmem/core/integer.hpp>

namespace netmem::tflm {

/// A network's shared constants (see the file comment); the primary template: none.
template <class Net>
struct shared_constants {};

/// The repeated reads of Net's shared constants (0 without a specialisation).
template <class Net>
constexpr size_type shared_constant_reads() noexcept {
    if constexpr (requires { shared_constants<Net>::repeated_reads; })
        return shared_constants<Net>::repeated_reads;
    else
        return 0;
}

namespace detail {
/// Not constexpr: reaching it is the compile error for a shared_constants specialisation that
/// repeats more reads than the lowering has constant tensors.
[[noreturn]] inline void more_shared_constant_reads_than_constants(size_type /*reads*/, size_type /*constants*/) noexcept {
    __builtin_trap();
}
/// `constant_tensors` less `reads` (the graph's constants once each).
constexpr size_type without_repeated_reads(size_type constant_tensors, size_type reads) noexcept {
    if (reads < 0 || reads > constant_tensors) more_shared_constant_reads_than_constants(reads, constant_tensors);
    return constant_tensors - reads;
}
}  // namespace detail

}  // namespace netmem::tflm
