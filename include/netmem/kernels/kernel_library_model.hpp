// netmem/kernels/kernel_library_model.hpp
// A kernel library as a customization point: `kernel_library_model<L>` answers, for the kernel
// library `L` (core/deployment.hpp kernel_library), the scratch one kernel call requests in
// netmem's own plan. Each library implements it in its own folder, include/netmem/kernels/<library>/
// (reference/, cmsis_nn/, esp_nn/); what a library's kernels allocate inside TFLM (its Init and
// Prepare requests, operator by operator) is the second customization point of the same folder,
// `tflm::tflm_kernels<L>` (kernels/tflm_operator.hpp), in kernels/<library>/tflm_kernels.hpp.
// Callers (planning/detail/deployment_steps.hpp through kernel_scratch_bytes, TFLM's operator
// table) ask the model and never branch on which library it is.
//
// A specialization provides:
//   static constexpr bool modelled = true;
//   static constexpr name_view name;           // "cmsis_nn_dsp"
//   static constexpr size_type scratch_bytes(const kernel_call& k, data_type activations,
//                                            size_type alignment) noexcept;
//       bytes of scratch the kernel for `k` (its operation and shapes) on `activations`-typed
//       input requests; a kernel with several buffers rounds each but the last up to `alignment`.
// and optionally
//   static constexpr name_view pinned_source;         // "CMSIS-NN 4ab83cc3": the commit its rules
//                                                     // were read from, which io's verdict names
//   static constexpr bool estimated = true;           // no oracle runs this library: io's verdict
//                                                     // labels its figures an estimate
//   static constexpr bool runs_on(cpu_core core) noexcept;  // the cores that run this library in this
//                                                     // variant (kernels/kernel_selection_check.hpp asks it;
//                                                     // without it: no named core, so a profile naming a
//                                                     // core rejects it as kernel_library_not_for_core)
//
// `kernel_library` is an enum with a fixed underlying type, so a project (or a test:
// tests/support/no_scratch_kernels.hpp) adds a library without editing netmem: take a value from
// kernel_library_first_extension .. kernel_library_slots - 1, specialize the model for it, and
// include that specialization BEFORE netmem's planning headers (kernels/kernel_scratch.hpp builds its
// dispatch table from the specializations visible there; specializing later is a compile error,
// "specialization after instantiation").
//
// What fails to compile, and why:
// - kernel_library_model<L>::scratch_bytes(...) for an L without a specialization: the primary
//   template's static_assert, naming L ("netmem: kernel_library_model<L> has no specialization").
// - a profile or call with such an L (a value, e.g. tflm::arena<Net>(profile)): the dispatch reaches
//   kernel_library_has_no_model<L>, a function that is not constexpr, named with L.
// - an L outside 0 .. kernel_library_slots - 1: kernel_library_value_out_of_range.
#pragma once

#include <array>
#include <cstddef>
#include <utility>

#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/name_view.hpp>

namespace netmem {

/// The kernel_library values a dispatch table covers (the enum's own values and the extensions).
inline constexpr std::size_t kernel_library_slots = 64;
/// The first value netmem leaves to projects' own kernel libraries (netmem's own are below it).
inline constexpr std::size_t kernel_library_first_extension = 32;

template <kernel_library Library>
inline constexpr bool kernel_library_is_modelled_placeholder = false;

/// The primary template: no model. Using it is a compile error naming the library.
template <kernel_library Library>
struct kernel_library_model {
    static constexpr bool modelled = false;
    static constexpr name_view name = "not modelled";
    static constexpr size_type scratch_bytes(const kernel_call&, data_type, size_type) noexcept {
        static_assert(kernel_library_is_modelled_placeholder<Library>,
                      "netmem: kernel_library_model<L> has no specialization for this kernel library (L in the "
                      "instantiation above): write one in include/netmem/kernels/<library>/ (see "
                      "kernels/kernel_library_model.hpp) and include it before netmem's planning headers");
        return 0;
    }
};

namespace detail {
/// Not constexpr: reaching it in a constant evaluation is the compile error for a kernel library
/// value with no kernel_library_model (named by the template argument).
template <kernel_library Library>
[[noreturn]] inline size_type kernel_library_has_no_model(const kernel_call&, data_type, size_type) noexcept {
    __builtin_trap();
}
/// Not constexpr: a kernel_library value at or above kernel_library_slots.
[[noreturn]] inline void kernel_library_value_out_of_range(kernel_library) noexcept { __builtin_trap(); }

/// The table index of `library` (a compile error when it is out of range).
constexpr std::size_t kernel_library_slot(kernel_library library) noexcept {
    const auto index = static_cast<std::size_t>(library);
    if (index >= kernel_library_slots) kernel_library_value_out_of_range(library);
    return index;
}

/// One entry per kernel_library value 0 .. kernel_library_slots - 1: Entry_of<L>::entry() for each
/// (the libraries' models visible where the table is built). One pack expansion, no recursion.
template <class Entry, template <kernel_library> class EntryOf, std::size_t... Values>
constexpr std::array<Entry, sizeof...(Values)> kernel_library_table(std::index_sequence<Values...>) noexcept {
    return {EntryOf<static_cast<kernel_library>(Values)>::entry()...};
}
template <class Entry, template <kernel_library> class EntryOf>
constexpr std::array<Entry, kernel_library_slots> kernel_library_table() noexcept {
    return kernel_library_table<Entry, EntryOf>(std::make_index_sequence<kernel_library_slots>{});
}
}  // namespace detail

}  // namespace netmem
