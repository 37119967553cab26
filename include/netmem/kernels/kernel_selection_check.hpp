// netmem/kernels/kernel_selection_check.hpp
// The kernel-selection rules (core/kernel_selection.hpp lists them) checked against the kernel
// libraries' models: which cores a library runs on is its model's fact (kernel_library_model<L>::
// runs_on, in kernels/<library>/), so the check lives here, above both core/ (the rules, the
// resolution of not_named and cmsis_nn) and the models, and core includes no kernels/ header.
//
// - runs_on(kernels, core): true when `core` runs `kernels` in that variant. An unspecified core
//   runs every library (as a host build can); otherwise the library is resolved on the core
//   (resolved_kernels: not_named -> reference, cmsis_nn / esp_nn -> the core's variant) and its
//   model answers: reference every core; cmsis_nn_pure_c / _dsp / _mve the Cortex-M cores that
//   compile to that variant; esp_nn_esp32s3 Xtensa LX7, esp_nn_esp32 LX6 and RISC-V. A library with
//   no model (cmsis_nn off Cortex-M) or a model without runs_on (esp_nn off the Espressif cores) runs on no named core,
//   so a choice netmem cannot vouch for is rejected.
// - check_kernel_selection(kernels, core), check_kernel_library_choice(profile[, target_core]): the
//   kernel-library rule broken, or ok. The whole check of a profile, with its runtime's own rule
//   (runtime_model<R>::profile_rule: TFLM's core_needs_a_named_struct_abi), is
//   check_kernel_selection(profile[, target_core]) in planning/profile_check.hpp.
// - error::kernel_selection_check<Rule, assumed_kernels<K>, assumed_core<C>, assumed_abi<A>,
//   target_core<T>>: the compile error of a rejected choice, one static_assert per rule (the
//   runtime's rule too: one registry of the texts; planning/profile_check.hpp instantiates it for
//   deploy/fits.hpp, memory_plan_of and tflm::arena_of).
// A kernel library's runs_on must be visible where this header is included (as its model must be
// where kernels/kernel_scratch.hpp is: include a project's own library first).
#pragma once

#include <array>

#include <netmem/core/cpu_core.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/kernel_selection.hpp>
#include <netmem/kernels/kernel_library_model.hpp>
#include <netmem/kernels/kernel_scratch.hpp>

namespace netmem {

namespace detail {
/// A kernel library's answer to runs_on (a resolved library, a named core).
using runs_on_function = bool (*)(cpu_core) noexcept;
/// A library whose model does not say where it runs (or that has no model): no named core.
constexpr bool runs_on_no_named_core(cpu_core) noexcept { return false; }
template <kernel_library Library>
struct runs_on_entry_of {
    static constexpr runs_on_function entry() noexcept {
        if constexpr (requires(cpu_core c) { kernel_library_model<Library>::runs_on(c); })
            return &kernel_library_model<Library>::runs_on;
        else return &runs_on_no_named_core;
    }
};
inline constexpr std::array<runs_on_function, kernel_library_slots> runs_on_table =
    kernel_library_table<runs_on_function, runs_on_entry_of>();
}  // namespace detail

/// True when `core` runs `kernels` in that variant (see the file comment; unspecified: every library).
constexpr bool runs_on(kernel_library kernels, cpu_core core) noexcept {
    if (core == cpu_core::unspecified) return true;
    return detail::runs_on_table[detail::kernel_library_slot(resolved_kernels(kernels, core))](core);
}

/// The rule a (kernels, core) choice breaks, or ok.
constexpr kernel_selection_rule check_kernel_selection(kernel_library kernels, cpu_core core) noexcept {
    if ((kernels == kernel_library::cmsis_nn || kernels == kernel_library::esp_nn) && core == cpu_core::unspecified)
        return kernel_selection_rule::kernel_library_needs_a_core;
    if (!runs_on(kernels, core)) return kernel_selection_rule::kernel_library_not_for_core;
    if (kernels == kernel_library::not_named && is_espressif_core(core))
        return kernel_selection_rule::core_needs_a_named_kernel_library;
    return kernel_selection_rule::ok;
}
/// The kernel-library rule `profile` on a target with `target_core` breaks, or ok (not its
/// runtime's: planning/profile_check.hpp check_kernel_selection asks the runtime's model too).
constexpr kernel_selection_rule check_kernel_library_choice(const deployment& profile,
                                                            cpu_core target_core = cpu_core::unspecified) noexcept {
    if (profile.core != cpu_core::unspecified && target_core != cpu_core::unspecified && profile.core != target_core)
        return kernel_selection_rule::core_differs_from_target;
    const deployment on_target = on_core(profile, target_core);
    return check_kernel_selection(on_target.kernels, on_target.core);
}

namespace error {
/// A kernel-library choice netmem rejects (core/kernel_selection.hpp, the file comment;
/// checked here): one
/// template for every rule; the assertion of the rule `Rule` fails (its message names the rule and
/// the fix, the template arguments the kernels, the core and the ABI assumed); `ok` passes them all.
template <kernel_selection_rule Rule, class Kernels, class Core, class Abi, class Target = target_core<cpu_core::unspecified>>
struct kernel_selection_check {
    static_assert(Rule != kernel_selection_rule::kernel_library_needs_a_core,
                  "netmem: kernel_library_needs_a_core: this kernel library (assumed_kernels) compiles to a "
                  "different variant, with different scratch, on each core: set deployment::core, check against "
                  "a target (netmem::targets::...), or name the variant (cmsis_nn_pure_c / cmsis_nn_dsp / cmsis_nn_mve)");
    static_assert(Rule != kernel_selection_rule::kernel_library_not_for_core,
                  "netmem: kernel_library_not_for_core: the core (assumed_core) does not run this kernel library "
                  "in this variant (assumed_kernels): CMSIS-NN takes its path from the core's feature macros (pure C "
                  "on Cortex-M0+/M3, DSP on M4/M7/M33, MVE on M55), ESP-NN runs on the Espressif cores only, its "
                  "ESP32-S3 kernels on LX7 and its generic ones on the ESP32's LX6 and the ESP32-C3's RISC-V: "
                  "name kernel_library::cmsis_nn or esp_nn (the core's variant) or kernel_library::reference");
    static_assert(Rule != kernel_selection_rule::core_needs_a_named_kernel_library,
                  "netmem: core_needs_a_named_kernel_library: on this core (assumed_core) esp-tflite-micro runs "
                  "ESP-NN's kernels, which request scratch the reference kernels do not (int8 SOFTMAX on every chip; "
                  "CONV_2D and DEPTHWISE_CONV_2D on the ESP32-S3, espressif/esp-nn#30): name "
                  "deployment::kernels = kernel_library::esp_nn, or kernel_library::reference if the firmware "
                  "really runs TFLM's reference kernels");
    static_assert(Rule != kernel_selection_rule::core_differs_from_target,
                  "netmem: core_differs_from_target: deployment::core (assumed_core) is not the target's core "
                  "(target_core): leave deployment::core unspecified to take the target's");
    static_assert(Rule != kernel_selection_rule::core_needs_a_named_struct_abi,
                  "netmem: core_needs_a_named_struct_abi: TFLM's tail depends on the struct layout, and the 32-bit "
                  "default (assumed_abi arm_eabi_gcc, short enums) is Cortex-M's, not this core's (assumed_core): "
                  "name deployment::tflm.abi = struct_abi::ilp32_gcc (Xtensa / RISC-V GCC by their ABIs; an estimate, "
                  "no oracle) or the ABI the firmware is built with");
};
}  // namespace error

}  // namespace netmem
