// netmem/kernels/esp_nn/esp_nn.hpp
// ESP-NN (espressif/esp-nn d45b843c) through esp-tflite-micro (espressif/esp-tflite-micro 99f49e14)
// as a kernel library: kernel_library_model<kernel_library::esp_nn>.
//
// ESP-NN's scratch depends on the chip (the ESP32-S3's esp_nn_get_*_scratch_size_esp32s3, the
// ESP32's generic _opt functions, which return 0), and netmem's kernel_library names no chip, so
// this model's scratch_bytes is a compile error (detail::kernel_scratch_bytes_has_no_esp_nn_model),
// never another library's figures in silence; the per-chip rules are netmem::esp_nn::* in
// kernels/esp_nn/scratch.hpp. A whole network under kernel_library::esp_nn is rejected before it
// gets here (core/kernel_selection.hpp, kernel_library_not_modelled_on_core), and TFLM's operator
// table has no esp_nn rows (no tflm::tflm_kernels<kernel_library::esp_nn>): see
// docs/guide/cores-and-kernels.md for what is modelled and what is missing.
#pragma once


#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/name_view.hpp>
#include <netmem/kernels/esp_nn/scratch.hpp>
#include <netmem/kernels/kernel_library_model.hpp>

namespace netmem {

namespace detail {
/// Not constexpr: reaching it is the compile error for kernel_scratch_bytes under
/// kernel_library::esp_nn, whose rules depend on the chip (kernels/esp_nn/scratch.hpp has them per
/// chip; a whole network under esp_nn is already rejected by kernel_library_not_modelled_on_core).
[[noreturn]] inline void kernel_scratch_bytes_has_no_esp_nn_model() noexcept { __builtin_trap(); }
}  // namespace detail

template <>
struct kernel_library_model<kernel_library::esp_nn> {
    static constexpr bool modelled = true;
    static constexpr name_view name = "esp_nn";
    static constexpr size_type scratch_bytes(const kernel_call& k, data_type, size_type) noexcept {
        // Every call: no kernel_operation has the value 255 (the test only keeps this a valid
        // constexpr function, which must be able to return).
        if (k.operation != kernel_operation{255}) detail::kernel_scratch_bytes_has_no_esp_nn_model();
        return 0;
    }
};

}  // namespace netmem
