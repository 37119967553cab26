// netmem/io/plan_verdict.hpp
// Does a deployment plan fit a target under its profile's runtime? And the one-line descriptions
// the plan printers share (host only: std::string).
//
//   constexpr netmem::deployment m4{.runtime = netmem::runtime::tflm, .kernels = netmem::kernel_library::cmsis_nn_dsp};
//   constexpr auto plan = netmem::memory_plan_of<net, m4>;
//   const netmem::plan_verdict v = netmem::verdict_of<net>(plan, m4, netmem::targets::stm32f446re);
//   std::cout << netmem::to_verdict_string(v, "stm32f446re");
//
// - plan_verdict: RAM and flash required and allowed (bytes; a budget field left at no_limit is
//   not checked), and whether each fits; the same rule as fits / assert_fits (deploy/fits.hpp):
//     runtime::static_arena  RAM = plan.arena_bytes (netmem's plan, placed by the linker);
//     runtime::tflm          RAM = TFLM's smallest working arena, tflm::arena<Net>(profile)
//                            .min_arena_bytes (head + persistent tail + what the planner needs
//                            while it runs; runtime/tflm/tflm.hpp), with its head and tail.
//   Flash = weights + biases + quantization parameters (plan.flash.total()) under both runtimes:
//   for a hand-declared network that is the payload, never less than what the firmware stores;
//   under runtime::tflm the firmware embeds the whole .tflite flatbuffer, which adds its own
//   structure (tables, names, activation quantization), so the verdict line says "payload" and
//   netmem-import --report --runtime tflm counts the file itself.
// - describe(deployment): the profile in one line ("int8 weights, int32 biases, int8
//   activations, per_channel convolution, per_tensor fully connected, per_tensor elementwise
//   quantization, reference kernels, 16-B alignment, batch norm folded,
//   activations fused, runtime tflm (32-bit pointers)").
// - planner_description(planner): what a planner of planning/planners.hpp does, in one line.
// Names of the core enums (io_detail::kernels_name, quantization_name) live in io_detail so that
// core may add its own name_of later without a clash.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/planning/budget.hpp>
#include <netmem/planning/plan_memory.hpp>
#include <netmem/planning/planners.hpp>
#include <netmem/planning/runtime_model.hpp>
#include <netmem/runtime/static_arena/static_arena.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/io/detail/text.hpp>

namespace netmem {

namespace io_detail {

/// "reference", "cmsis_nn_pure_c", "cmsis_nn_dsp", "cmsis_nn_mve", "cmsis_nn", "esp_nn", "esp_nn_esp32s3",
/// "esp_nn_esp32", "not_named"
/// (core/kernel_selection.hpp).
constexpr const char* kernels_name(kernel_library kernels) noexcept { return name_of(kernels); }

/// The kernels, core and ABI `profile` assumes, in words: "cmsis_nn_dsp kernels (kernel_library::cmsis_nn on
/// cortex-m4)", "reference kernels (not named: TFLM's default)", then ", core cortex-m4" when named.
inline std::string kernels_and_core(const deployment& profile) {
    const kernel_library runs = kernels_of(profile);
    std::string text = std::string(name_of(runs)) + " kernels";
    if (profile.kernels == kernel_library::not_named) text += " (not named: TFLM's default)";
    else if (profile.kernels != runs) text += std::string(" (") + name_of(profile.kernels) + " on " + name_of(profile.core) + ")";
    text += std::string(", core ") + name_of(profile.core);
    return text;
}

/// "none", "per_tensor", "per_channel".
constexpr const char* quantization_name(quantization_granularity granularity) noexcept {
    switch (granularity) {
        case quantization_granularity::none: return "none";
        case quantization_granularity::per_tensor: return "per_tensor";
        case quantization_granularity::per_channel: return "per_channel";
    }
    return "";
}

/// The quantization scheme (core/deployment.hpp): "per_channel" when every weight kind has the same
/// granularity, else "per_channel convolution, per_tensor fully connected, per_tensor elementwise".
inline std::string quantization_name(const quantization_scheme& scheme) {
    const quantization_granularity convolution = scheme.of(weight_kind::convolution);
    const quantization_granularity fully_connected = scheme.of(weight_kind::fully_connected);
    const quantization_granularity elementwise = scheme.of(weight_kind::elementwise);
    if (convolution == fully_connected && convolution == elementwise) return quantization_name(convolution);
    return std::string(quantization_name(convolution)) + " convolution, " + quantization_name(fully_connected) +
           " fully connected, " + quantization_name(elementwise) + " elementwise";
}

}  // namespace io_detail

/// What a planner does, in one line (planning/planners.hpp).
constexpr const char* planner_description(planner p) noexcept {
    switch (p) {
        case planner::greedy_by_size_tflm: return "TFLM's GreedyMemoryPlanner: largest first, each in the first gap";
        case planner::first_fit_by_size: return "largest first, each in the first gap (ties by tensor id)";
        case planner::first_fit_by_first_use: return "in execution order, each in the first gap";
        case planner::first_fit_by_lifetime: return "longest-living first, each in the first gap";
        case planner::first_fit_by_area: return "largest bytes x steps first, each in the first gap";
        case planner::best_fit_by_size: return "largest first, each in the smallest gap that fits";
        case planner::best_fit_by_first_use: return "in execution order, each in the smallest gap that fits";
        case planner::best_fit_by_lifetime: return "longest-living first, each in the smallest gap that fits";
        case planner::best_fit_by_area: return "largest bytes x steps first, each in the smallest gap that fits";
    }
    return "";
}

namespace io_detail {
/// What profile.runtime's model says its figures assume (runtime_model<R>::assumptions; none for a
/// model without that member or a runtime without a model).
inline runtime_assumptions runtime_assumptions_of(const deployment& profile) {
    runtime_assumptions assumed{};
    visit_runtime_model(profile.runtime,
                        [&](auto model) { assumed = assumptions_of_model<decltype(model)>(profile); });
    return assumed;
}
}  // namespace io_detail

/// The line a firmware declares `bytes` of RAM with under runtime `r` (its model's
/// ram_declaration: "{}" the bytes, "{,}" with thousands separators), without a newline:
/// "kTensorArenaSize = 100672;  // TFLM's smallest working arena, 100,672 B". A runtime whose
/// model gives none: "RAM = 100,672 B (runtime <name>)".
inline std::string ram_declaration(runtime r, size_type bytes) {
    std::string text = "RAM = {,} B (runtime " + std::string(name_of(r)) + ")";
    visit_runtime_model(r, [&](auto model) {
        const char* declaration = ram_declaration_of_model<decltype(model)>();
        if (*declaration != '\0') text = declaration;
    });
    for (std::size_t at = text.find("{,}"); at != std::string::npos; at = text.find("{,}", at))
        text.replace(at, 3, io_detail::group_thousands(bytes));
    for (std::size_t at = text.find("{}"); at != std::string::npos; at = text.find("{}", at))
        text.replace(at, 2, std::to_string(bytes));
    return text;
}

/// The name of runtime `r`: its model's (runtime_model<R>::name), else name_of(r) ("other" for a
/// value no shipped runtime uses).
inline const char* runtime_name(runtime r) {
    const char* name = name_of(r);
    visit_runtime_model(r, [&](auto model) { name = decltype(model)::name; });
    return name;
}

/// Whether the firmware stores the model file under runtime `r` (its model's embeds_model_file:
/// runtime::tflm embeds the .tflite flatbuffer), so that its flash is the file's size.
inline bool embeds_model_file(runtime r) {
    bool embeds = false;
    visit_runtime_model(r, [&](auto model) { embeds = embeds_model_file_of_model<decltype(model)>(); });
    return embeds;
}

/// The deployment profile in one line (see the file comment).
inline std::string describe(const deployment& profile) {
    std::string text = std::string(name_of(profile.weights)) + " weights, " + name_of(profile.biases) + " biases, " +
                       name_of(profile.activations) + " activations, " + io_detail::quantization_name(profile.quantization) +
                       " quantization, " + io_detail::kernels_and_core(profile) + ", " + std::to_string(profile.alignment) +
                       "-B alignment, batch norm " + (profile.fold_batch_normalization ? "folded" : "not folded") +
                       ", activations " + (profile.fuse_activations ? "fused" : "not fused");
    if (profile.in_place_activations) text += ", in-place activations";
    if (profile.in_place_depthwise) text += ", in-place depthwise";
    if (profile.minibatch != 1) text += ", minibatch " + std::to_string(profile.minibatch);
    text += std::string(", runtime ") + name_of(profile.runtime);
    const runtime_assumptions assumed = io_detail::runtime_assumptions_of(profile);
    if (assumed.pointer_bits > 0)
        text += " (" + std::to_string(assumed.pointer_bits) + "-bit pointers, " + name_of(assumed.structures) +
                " structures" + (assumed.offline_plan ? ", offline plan" : "") + ")";
    return text;
}

/// RAM and flash of a plan against a budget (bytes; see the file comment). runtime_name and text
/// are the runtime model's (planning/runtime_model.hpp: runtime_model<R>::name, verdict_text).
struct plan_verdict {
    netmem::runtime runtime = runtime::static_arena;
    size_type ram_required_bytes = 0;
    size_type ram_budget_bytes = no_limit;
    size_type flash_required_bytes = 0;
    size_type flash_budget_bytes = no_limit;
    const char* runtime_name = "static_arena";
    runtime_verdict_text text{.ram_basis = "netmem's arena, placed by the linker"};
    constexpr bool ram_fits() const noexcept { return ram_required_bytes <= ram_budget_bytes; }
    constexpr bool flash_fits() const noexcept { return flash_required_bytes <= flash_budget_bytes; }
    constexpr bool fits() const noexcept { return ram_fits() && flash_fits(); }
};

/// The verdict of `plan` (made with `profile`) of network Net against `target`, under
/// profile.runtime: its model's RAM figure and text (see the file comment). A runtime without a
/// model never fits: its RAM is no_limit bytes, and the text says why.
template <class Net, std::size_t T, std::size_t S, std::size_t N, std::size_t M>
constexpr plan_verdict verdict_of(const memory_plan<T, S, N, M>& plan, const deployment& profile, const budget& target) noexcept {
    // As fits: the arena against one RAM region (or ram), the parameters against one flash region.
    const size_type ram = std::min(target.arena_capacity(), target.ram);
    const size_type flash = std::min(target.weights_capacity(), target.flash);
    plan_verdict verdict{profile.runtime, no_limit, ram, plan.flash.total(), flash, "(no runtime model)",
                         {.ram_basis = "no runtime model for this deployment::runtime value"}};
    visit_runtime_model(profile.runtime, [&](auto model) {
        using model_type = decltype(model);
        decltype(auto) report = model_type::template arena<Net>(plan, profile);
        verdict.ram_required_bytes = model_type::ram_bytes(report);
        verdict.runtime_name = model_type::name;
        verdict.text = model_type::verdict_text(report);
    });
    return verdict;
}

/// "Verdict on <target> (runtime tflm): fits.\n  RAM ... of ... B (..%)\n  flash ...".
inline std::string to_verdict_string(const plan_verdict& verdict, std::string_view target_name) {
    using io_detail::group_thousands;
    const auto line = [](std::string_view what, size_type required, size_type allowed, const std::string& basis) {
        std::string text = fmt::format("  {:<6}{:>12} B", what, group_thousands(required));
        if (allowed == no_limit) return text + "  (no limit)  " + basis + "\n";
        return text + fmt::format(" of {:>12} B ({:5.1f} %) {}  {}\n", group_thousands(allowed),
                                  100.0 * static_cast<double>(required) / static_cast<double>(allowed),
                                  required <= allowed ? "ok  " : "OVER", basis);
    };
    // The runtime's basis, each "{}" replaced by the next of its numbers.
    std::string ram_basis = verdict.text.ram_basis;
    for (std::size_t k = 0, at = ram_basis.find("{}"); at != std::string::npos && k < verdict.text.ram_numbers.size();
         ++k, at = ram_basis.find("{}", at)) {
        const std::string number = group_thousands(verdict.text.ram_numbers[k]);
        ram_basis.replace(at, 2, number);
        at += number.size();
    }
    return fmt::format("Verdict on {} (runtime {}): {}\n", target_name, verdict.runtime_name,
                       verdict.fits() ? "fits" : "does NOT fit") +
           line("RAM", verdict.ram_required_bytes, verdict.ram_budget_bytes, ram_basis) +
           line("flash", verdict.flash_required_bytes, verdict.flash_budget_bytes, std::string(verdict.text.flash_basis));
}

}  // namespace netmem
