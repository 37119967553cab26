// netmem/runtime/tflm/detail/tflm_operators.hpp
// TFLM's operator table: what TFLM allocates for one operator (tflm_operator_facts, see
// kernels/tflm_operator.hpp for the order), as a function of its kind, options, shapes, the
// kernel library and the target ABI (docs/developing.md, "Layout").
//
// Pinned versions: tflite-micro 90b983c2 (tensorflow/tflite-micro), esp-tflite-micro 99f49e14 and
// ESP-NN d45b843c (kernels/esp_nn/tflm_kernels.hpp), CMSIS-NN 4ab83cc3
// (ARM-software/CMSIS-NN, the commit TFLM's tools/make/ext_libs/cmsis_nn_download.sh pins), TFLM
// built as its Makefile builds it but without USE_TFLM_COMPRESSION (the oracle's build,
// ../shared/oracles/src/build.sh).
//
// A row is put together from three places:
//  - the builtin data the op's parser allocates: kernels/detail/tflm_operator_layouts.hpp (builtin_data);
//  - what the kernels allocate (Init, Prepare, scratch): the kernel library's
//    tflm_kernels<L>::requests (kernels/<library>/tflm_kernels.hpp: reference = TFLM's
//    kernels/<op>.cc, the cmsis_nn variants = kernels/cmsis_nn/<op>.cc where that file exists),
//    which for the kernels a library does not replace is TFLM's shared rows
//    (kernels/detail/tflm_operator_rows.hpp);
//  - the struct layouts both use: kernels/detail/tflm_operator_layouts.hpp on kernels/detail/tflm_struct_layout.hpp.
// The table asks the library through a dispatch table built here from every tflm_kernels<L>
// visible at this point (netmem's own and any a project specialized before including it); a
// library without one (an unresolved kernel_library::esp_nn or cmsis_nn) is a compile error naming
// it (tflm_kernels_not_modelled<L>).
//
// An operator kind or a type combination without a row gives `modelled == false`; the caller
// decides what that means (the TFLM runtime model rejects it).
#pragma once

#include <array>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/kernels/cmsis_nn/tflm_kernels.hpp>
#include <netmem/kernels/esp_nn/tflm_kernels.hpp>
#include <netmem/kernels/kernel_library_model.hpp>
#include <netmem/kernels/reference/tflm_kernels.hpp>
#include <netmem/kernels/detail/tflm_struct_layout.hpp>
#include <netmem/kernels/detail/tflm_operator_layouts.hpp>
#include <netmem/kernels/detail/tflm_operator_rows.hpp>
#include <netmem/kernels/tflm_operator.hpp>

namespace netmem::tflm {

namespace detail {
/// A kernel library's answer to the operator table.
using tflm_kernels_function = void (*)(const tflm_operator&, const target_abi&, tflm_operator_facts&) noexcept;
/// Not constexpr: reaching it in a constant evaluation is the compile error for a kernel library
/// without tflm_kernels<L> (named by the template argument).
template <kernel_library Library>
[[noreturn]] inline void tflm_kernels_not_modelled(const tflm_operator&, const target_abi&, tflm_operator_facts&) noexcept {
    __builtin_trap();
}
template <kernel_library Library>
struct tflm_kernels_entry_of {
    static constexpr tflm_kernels_function entry() noexcept {
        if constexpr (tflm_kernels<Library>::modelled) return &tflm_kernels<Library>::requests;
        else return &tflm_kernels_not_modelled<Library>;
    }
};
inline constexpr std::array<tflm_kernels_function, kernel_library_slots> tflm_kernels_table =
    netmem::detail::kernel_library_table<tflm_kernels_function, tflm_kernels_entry_of>();
}  // namespace detail

/// What TFLM allocates for `op` with `kernels` on `target` (see the file comment); not_named is
/// the reference kernels.
constexpr tflm_operator_facts tflm_operator_facts_of(const tflm_operator& op, kernel_library kernels,
                                                     const target_abi& target) noexcept {
    tflm_operator_facts f{};
    const detail::layout params = detail::builtin_data(op.kind, target);
    f.builtin_data_bytes = params.bytes();
    f.builtin_data_alignment = params.alignment();
    if (kernels == kernel_library::not_named) kernels = kernel_library::reference;
    detail::tflm_kernels_table[netmem::detail::kernel_library_slot(kernels)](op, target, f);
    return f;
}

/// The same for the oracle ABI with `pointer_bits`-bit pointers (32: abi::ilp32_i386, 64: abi::lp64).
constexpr tflm_operator_facts tflm_operator_facts_of(const tflm_operator& op, kernel_library kernels,
                                                     size_type pointer_bits) noexcept {
    return tflm_operator_facts_of(op, kernels, abi_for_pointer_bits(pointer_bits));
}

}  // namespace netmem::tflm
