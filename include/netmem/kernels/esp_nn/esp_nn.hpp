// netmem/kernels/esp_nn/esp_nn.hpp
// ESP-NN (espressif/esp-nn d45b843c) through esp-tflite-micro (espressif/esp-tflite-micro 99f49e14)
// as a kernel library, per chip: kernel_library_model<kernel_library::esp_nn_esp32s3> (the
// ESP32-S3's _esp32s3 kernels) and <esp_nn_esp32> (the generic optimised kernels: the ESP32's and
// the ESP32-C3's). Which chip a core means is core/kernel_selection.hpp's (kernel_library::esp_nn
// resolves there: Xtensa LX7 -> esp_nn_esp32s3, LX6 and RISC-V -> esp_nn_esp32).
//
// Scratch of one kernel call (netmem's own plan), bytes: for int8 activations what ESP-NN's kernel
// WRITES, at least what esp-tflite-micro requests (esp_nn::scratch_bytes(chip, call),
// kernels/esp_nn/scratch.hpp: espressif/esp-nn#30 reserved as written); kernels esp-tflite-micro
// does not replace, and every other element type (esp-tflite-micro runs TFLM's reference code for
// float32 and int16), TFLM's reference kernels' (kernels/reference/reference.hpp).
// TFLM's per-operator rows: kernels/esp_nn/tflm_kernels.hpp.
//
// Every figure under these libraries is an estimate (`estimated = true`, which the verdict's
// assumes line prints): no oracle runs esp-tflite-micro, the rules are read from the sources only.
//
// kernel_library::esp_nn itself (no chip) keeps a model whose scratch_bytes is a compile error
// (detail::kernel_scratch_bytes_has_no_esp_nn_model): kernel_scratch_bytes asked for it directly,
// without a core to resolve it, never gets another chip's figures in silence.
#pragma once


#include <netmem/core/cpu_core.hpp>
#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/name_view.hpp>
#include <netmem/kernels/esp_nn/scratch.hpp>
#include <netmem/kernels/kernel_library_model.hpp>

namespace netmem {

namespace detail {
/// Not constexpr: reaching it is the compile error for kernel_scratch_bytes under
/// kernel_library::esp_nn, whose rules depend on the chip (a profile resolves it from its core to
/// esp_nn_esp32s3 or esp_nn_esp32, core/kernel_selection.hpp; kernel_scratch_bytes does not).
[[noreturn]] inline void kernel_scratch_bytes_has_no_esp_nn_model() noexcept { __builtin_trap(); }
}  // namespace detail

namespace esp_nn {
/// The model of ESP-NN on the chip `Chip`.
template <chip Chip>
struct chip_model {
    static constexpr bool modelled = true;
    /// The commits these rules were read from; no oracle checks them.
    static constexpr name_view pinned_source = "ESP-NN d45b843c via esp-tflite-micro 99f49e14";
    /// No oracle runs these kernels: every figure is an estimate read from the sources.
    static constexpr bool estimated = true;
    static constexpr size_type scratch_bytes(const kernel_call& k, data_type activations, size_type alignment) noexcept {
        // The kernels esp-tflite-micro keeps from TFLM (TRANSPOSE_CONV, the LSTM's gates: buffers
        // each rounded to `alignment` but the last) and every other type: the reference kernels'.
        const bool reference_kernel =
            k.operation == kernel_operation::lstm_gates || k.operation == kernel_operation::transpose_convolution;
        if (activations == data_type::int8 && !reference_kernel) return esp_nn::scratch_bytes(Chip, k);
        return kernel_library_model<kernel_library::reference>::scratch_bytes(k, activations, alignment);
    }
};
}  // namespace esp_nn

template <>
struct kernel_library_model<kernel_library::esp_nn_esp32s3> : esp_nn::chip_model<esp_nn::chip::esp32s3> {
    static constexpr name_view name = "esp_nn_esp32s3";
    /// The ESP32-S3's core, Xtensa LX7 (esp-nn include/esp_nn.h: the _esp32s3 kernels for
    /// CONFIG_IDF_TARGET_ESP32S3; core/kernel_selection.hpp esp_nn_variant_of).
    static constexpr bool runs_on(cpu_core core) noexcept { return core == cpu_core::xtensa_lx7; }
};
template <>
struct kernel_library_model<kernel_library::esp_nn_esp32> : esp_nn::chip_model<esp_nn::chip::esp32> {
    static constexpr name_view name = "esp_nn_esp32";
    /// esp-nn's generic optimised kernels (esp_nn_generic_opt.h), which its include/esp_nn.h
    /// includes for every chip but the ESP32-S3 and the ESP32-P4: the ESP32's Xtensa LX6 and the
    /// ESP32-C3's RISC-V core (core/kernel_selection.hpp esp_nn_variant_of).
    static constexpr bool runs_on(cpu_core core) noexcept {
        return core == cpu_core::xtensa_lx6 || core == cpu_core::riscv32;
    }
};

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
