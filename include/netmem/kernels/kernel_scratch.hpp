// netmem/kernels/kernel_scratch.hpp
// kernel_scratch_bytes: the scratch of one kernel call under a kernel library, asked of that
// library's kernel_library_model (kernels/kernel_library_model.hpp) through a table built here from
// every model visible at this point: netmem's own (kernels/reference/, kernels/cmsis_nn/,
// kernels/esp_nn/) and any a project specialized before including this header.
#pragma once

#include <array>

#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/name_view.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/kernels/cmsis_nn/cmsis_nn.hpp>
#include <netmem/kernels/esp_nn/esp_nn.hpp>
#include <netmem/kernels/kernel_library_model.hpp>
#include <netmem/kernels/reference/reference.hpp>

namespace netmem {

namespace detail {
/// A kernel library's answer to kernel_scratch_bytes.
using kernel_scratch_function = size_type (*)(const kernel_call&, data_type, size_type) noexcept;
template <kernel_library Library>
struct kernel_scratch_entry_of {
    static constexpr kernel_scratch_function entry() noexcept {
        if constexpr (kernel_library_model<Library>::modelled) return &kernel_library_model<Library>::scratch_bytes;
        else return &kernel_library_has_no_model<Library>;
    }
};
inline constexpr std::array<kernel_scratch_function, kernel_library_slots> kernel_scratch_table =
    kernel_library_table<kernel_scratch_function, kernel_scratch_entry_of>();

/// A kernel library's pinned_source ("" when its model names none, or it has no model).
template <kernel_library Library>
struct kernel_source_entry_of {
    static constexpr name_view entry() noexcept {
        if constexpr (requires { kernel_library_model<Library>::pinned_source; })
            return kernel_library_model<Library>::pinned_source;
        else return {};
    }
};
inline constexpr std::array<name_view, kernel_library_slots> kernel_source_table =
    kernel_library_table<name_view, kernel_source_entry_of>();
/// A kernel library's `estimated` (false when its model does not say, or it has none).
template <kernel_library Library>
struct kernel_estimated_entry_of {
    static constexpr bool entry() noexcept {
        if constexpr (requires { kernel_library_model<Library>::estimated; }) return kernel_library_model<Library>::estimated;
        else return false;
    }
};
inline constexpr std::array<bool, kernel_library_slots> kernel_estimated_table =
    kernel_library_table<bool, kernel_estimated_entry_of>();
}  // namespace detail

/// The source `library`'s model was read from, as its kernel_library_model<library>::pinned_source
/// says ("CMSIS-NN 4ab83cc3" for every CMSIS-NN variant; "" for the reference kernels and a library
/// that names none; not_named: the reference kernels').
constexpr name_view kernel_library_source(kernel_library library) noexcept {
    if (library == kernel_library::not_named) library = kernel_library::reference;
    return detail::kernel_source_table[detail::kernel_library_slot(library)];
}

/// True when `library`'s model says its figures are an estimate (kernel_library_model<library>::
/// estimated: no oracle runs it; the ESP-NN variants).
constexpr bool kernel_library_estimated(kernel_library library) noexcept {
    if (library == kernel_library::not_named) library = kernel_library::reference;
    return detail::kernel_estimated_table[detail::kernel_library_slot(library)];
}

/// Scratch bytes of one kernel call under `library` with `activations` elements: the library's
/// kernel_library_model<library>::scratch_bytes (not_named: the reference kernels, as
/// core/kernel_selection.hpp resolves it). A kernel with several buffers rounds each but the last
/// up to `alignment`. A library without a model is a compile error naming it; kernel_library::esp_nn
/// is one too (its rules are per chip: netmem::esp_nn::*, kernels/esp_nn/scratch.hpp), never
/// another library's figures in silence.
constexpr size_type kernel_scratch_bytes(const kernel_call& k, kernel_library library, data_type activations,
                                         size_type alignment = 1) noexcept {
    if (library == kernel_library::not_named) library = kernel_library::reference;
    return detail::kernel_scratch_table[detail::kernel_library_slot(library)](k, activations, alignment);
}

}  // namespace netmem
