// netmem/core/kernel_selection.hpp
// Which kernels a profile really runs, from deployment::kernels and deployment::core (core/cpu_core.hpp),
// and the rules that reject a choice netmem cannot turn into exact figures.
//
// Resolution (kernels_of(profile)):
//   not_named -> reference (TFLM without OPTIMIZED_KERNEL_DIR); on the Espressif cores (Xtensa
//                LX6 / LX7, riscv32) the choice is rejected first (core_needs_a_named_kernel_library)
//   cmsis_nn  -> cmsis_nn_pure_c (Cortex-M0+, M3), cmsis_nn_dsp (M4, M7, M33), cmsis_nn_mve (M55):
//                the path CMSIS-NN 4ab83cc3's Include/arm_nn_math_types.h selects from the feature
//                macros arm-none-eabi-gcc -mcpu=<core> defines (__ARM_FEATURE_DSP, __ARM_FEATURE_MVE);
//                the Arm oracle (../shared/oracles/arm) prints cmsis_nn_variant=dsp / mve for them
//   esp_nn    -> esp_nn_esp32s3 on Xtensa LX7 (the ESP32-S3: espressif/esp-nn d45b843c's include/esp_nn.h
//                picks the _esp32s3 kernels for CONFIG_IDF_TARGET_ESP32S3), esp_nn_esp32 on Xtensa LX6
//                and on RISC-V (the ESP32 and the ESP32-C3: esp_nn_generic_opt.h, the generic optimised
//                kernels, which esp_nn.h includes for every chip but the ESP32-S3 and the ESP32-P4;
//                netmem's riscv32 core is the ESP32-C3's, not the ESP32-P4's, whose PIE kernels it does
//                not model)
//   the rest  -> themselves
//
// Rules (each a compile error naming the kernels, the core and the ABI; the first four checked by
// kernels/kernel_selection_check.hpp check_kernel_library_choice, which asks the kernel libraries'
// models which cores they run on; the last is a runtime's own, runtime_model<R>::profile_rule,
// checked through planning/profile_check.hpp check_kernel_selection, which asks the profile's
// runtime model):
//   kernel_library_needs_a_core      cmsis_nn or esp_nn with core unspecified and no target: the
//                                    variant, and so the scratch, depends on the core
//   kernel_library_not_for_core      the core cannot run this library, or not in this variant: a
//                                    CMSIS-NN variant whose feature macros the core's compiler does
//                                    not define (DSP on M0+/M3, MVE off the M55) or does define
//                                    (pure C on M4: CMSIS-NN takes the DSP path there), CMSIS-NN off
//                                    Cortex-M, ESP-NN off the Espressif cores, an ESP-NN chip variant
//                                    on another chip's core (esp_nn_esp32s3 off LX7, esp_nn_esp32
//                                    off LX6 and RISC-V)
//   core_needs_a_named_kernel_library    no library named on an Espressif core (Xtensa LX6 / LX7,
//                                    and RISC-V: the ESP32-C3's): esp-tflite-micro 99f49e14 builds
//                                    ESP-NN's kernels in place of TFLM's ADD, CONV_2D, DEPTHWISE_CONV_2D,
//                                    FULLY_CONNECTED, MUL, pooling and SOFTMAX on every chip (its
//                                    CMakeLists.txt), never TFLM's reference kernels in silence:
//                                    name kernel_library::esp_nn or kernel_library::reference
//   core_differs_from_target         deployment::core and the target's budget::core both given, and
//                                    different
//   core_needs_a_named_struct_abi    a runtime that lays out C structures of its own cannot take the
//                                    profile's default ABI on this core (TFLM's rule, in
//                                    runtime/tflm/tflm.hpp tflm::needs_a_named_struct_abi: 32-bit
//                                    pointers on an Xtensa or RISC-V core and deployment::tflm.abi
//                                    left to for_pointer_bits, arm_eabi_gcc, whose short enums make
//                                    TFLM's tail smaller than these cores' GCC lays it out): name
//                                    struct_abi::ilp32_gcc (an estimate: no oracle for these cores)
//                                    or the ABI the firmware is built with
#pragma once

#include <cstdint>

#include <netmem/core/cpu_core.hpp>
#include <netmem/core/deployment.hpp>

namespace netmem {

/// Why a (kernels, core) choice is rejected; ok when it is not.
enum class kernel_selection_rule : std::uint8_t {
    ok,
    kernel_library_needs_a_core,
    kernel_library_not_for_core,
    core_needs_a_named_kernel_library,
    core_differs_from_target,
    core_needs_a_named_struct_abi,
};

constexpr bool is_cortex_m(cpu_core core) noexcept {
    return core == cpu_core::cortex_m0plus || core == cpu_core::cortex_m3 || core == cpu_core::cortex_m4 ||
           core == cpu_core::cortex_m7 || core == cpu_core::cortex_m33 || core == cpu_core::cortex_m55;
}
constexpr bool is_xtensa(cpu_core core) noexcept { return core == cpu_core::xtensa_lx6 || core == cpu_core::xtensa_lx7; }
/// True for the cores of netmem's Espressif targets (Xtensa LX6 / LX7, RISC-V: the ESP32-C3's), where
/// TFLM is esp-tflite-micro and runs ESP-NN (see the file comment, core_needs_a_named_kernel_library).
constexpr bool is_espressif_core(cpu_core core) noexcept { return is_xtensa(core) || core == cpu_core::riscv32; }

/// True for a resolved CMSIS-NN variant (pure C, DSP, MVE): TFLM built with OPTIMIZED_KERNEL_DIR=cmsis_nn.
constexpr bool is_cmsis_nn(kernel_library kernels) noexcept {
    return kernels == kernel_library::cmsis_nn_pure_c || kernels == kernel_library::cmsis_nn_dsp ||
           kernels == kernel_library::cmsis_nn_mve;
}

/// The CMSIS-NN variant a Cortex-M core compiles to (see the file comment); cmsis_nn for another core.
constexpr kernel_library cmsis_nn_variant_of(cpu_core core) noexcept {
    switch (core) {
        case cpu_core::cortex_m0plus:
        case cpu_core::cortex_m3: return kernel_library::cmsis_nn_pure_c;
        case cpu_core::cortex_m4:
        case cpu_core::cortex_m7:
        case cpu_core::cortex_m33: return kernel_library::cmsis_nn_dsp;
        case cpu_core::cortex_m55: return kernel_library::cmsis_nn_mve;
        default: return kernel_library::cmsis_nn;
    }
}

/// True for a resolved ESP-NN variant (esp-tflite-micro with ESP-NN for one chip).
constexpr bool is_esp_nn(kernel_library kernels) noexcept {
    return kernels == kernel_library::esp_nn_esp32s3 || kernels == kernel_library::esp_nn_esp32;
}

/// The ESP-NN variant an Espressif core compiles to (see the file comment); esp_nn for another core.
constexpr kernel_library esp_nn_variant_of(cpu_core core) noexcept {
    switch (core) {
        case cpu_core::xtensa_lx7: return kernel_library::esp_nn_esp32s3;
        case cpu_core::xtensa_lx6:
        case cpu_core::riscv32: return kernel_library::esp_nn_esp32;
        default: return kernel_library::esp_nn;
    }
}

/// The kernels `kernels` means on `core` (see the file comment); unresolvable choices stay as they are.
constexpr kernel_library resolved_kernels(kernel_library kernels, cpu_core core) noexcept {
    if (kernels == kernel_library::not_named) return kernel_library::reference;
    if (kernels == kernel_library::cmsis_nn) return cmsis_nn_variant_of(core);
    if (kernels == kernel_library::esp_nn) return esp_nn_variant_of(core);
    return kernels;
}
/// The kernels `profile` runs: resolved_kernels(profile.kernels, profile.core).
constexpr kernel_library kernels_of(const deployment& profile) noexcept {
    return resolved_kernels(profile.kernels, profile.core);
}

/// `profile` on a target whose core is `target_core`: the profile's core if it names one, else the
/// target's. (When both are named and differ, target_core_conflict() says so.)
constexpr deployment on_core(deployment profile, cpu_core target_core) noexcept {
    if (profile.core == cpu_core::unspecified) profile.core = target_core;
    return profile;
}
/// The name of a kernel library ("reference", "cmsis_nn_dsp", ...; "not_named"; "own" for a value
/// netmem does not enumerate).
constexpr const char* name_of(kernel_library kernels) noexcept {
    switch (kernels) {
        case kernel_library::reference: return "reference";
        case kernel_library::cmsis_nn_pure_c: return "cmsis_nn_pure_c";
        case kernel_library::cmsis_nn_dsp: return "cmsis_nn_dsp";
        case kernel_library::cmsis_nn_mve: return "cmsis_nn_mve";
        case kernel_library::cmsis_nn: return "cmsis_nn";
        case kernel_library::esp_nn: return "esp_nn";
        case kernel_library::esp_nn_esp32s3: return "esp_nn_esp32s3";
        case kernel_library::esp_nn_esp32: return "esp_nn_esp32";
        case kernel_library::not_named: return "not_named";
    }
    return "own";  // a project's own library (kernels/kernel_library_model.hpp: a value of its own)
}

/// The rule's name ("kernel_library_not_for_core", ...).
constexpr const char* name_of(kernel_selection_rule rule) noexcept {
    switch (rule) {
        case kernel_selection_rule::kernel_library_needs_a_core: return "kernel_library_needs_a_core";
        case kernel_selection_rule::kernel_library_not_for_core: return "kernel_library_not_for_core";
        case kernel_selection_rule::core_needs_a_named_kernel_library: return "core_needs_a_named_kernel_library";
        case kernel_selection_rule::core_differs_from_target: return "core_differs_from_target";
        case kernel_selection_rule::core_needs_a_named_struct_abi: return "core_needs_a_named_struct_abi";
        case kernel_selection_rule::ok: break;
    }
    return "ok";
}

}  // namespace netmem

namespace netmem {

namespace error {
/// The kernels, core and ABI a diagnostic assumed (their values as template arguments).
template <kernel_library K> struct assumed_kernels { static constexpr kernel_library value = K; };
template <cpu_core C> struct assumed_core { static constexpr cpu_core value = C; };
template <struct_abi A> struct assumed_abi { static constexpr struct_abi value = A; };
/// The profile's core and the target's, when they differ.
template <cpu_core C> struct target_core { static constexpr cpu_core value = C; };

}  // namespace error


}  // namespace netmem
