// netmem/io/cli_text.hpp
// What netmem's two command-line programs (netmem-cli, netmem-import) read and print the same
// way (host only: std::string). docs/reference/cli.md.
//
// - parse_size("64KiB") == 65536: a byte count with an optional unit, case-insensitive:
//     65536, 65536B; 64KiB or 64K = 64 x 1,024; 1MiB or 1M = 1,048,576; 2GiB or 2G = 2 x 2^30.
//   K, M and G are binary, as GNU ld's linker scripts read `LENGTH = 128K`. "KB", "MB" and "GB"
//   are refused: datasheets use them for both 1,000 and 1,024, and a wrong guess would be silent.
//   Returns std::nullopt for anything else (empty, a sign, a fraction, above 2^63 - 1).
// - same_name(a, b): equal ignoring ASCII case ("STM32F446RE" names stm32f446re).
// - the names both programs take, one table each, in the order errors list them: cli_targets
//   (--target), cli_struct_abis (--abi), cli_kernel_libraries (--kernels); cli_find(table, name)
//   (ignoring case) and cli_names(table) ("stm32f446re, stm32h743, ...").
// - runtime_named(name), runtime_names(): `--runtime` by its model's name, among the runtimes with a
//   model declared where this header is included (planning/runtime_model.hpp; io includes the shipped
//   ones), so a runtime of one's own is one both tools take without an edit.
// - exit codes both programs return (cli_exit): 0 printed and fits (or nothing to check), 1 usage or
//   a file that cannot be read or written, 2 not a TFLite file, 3 a model netmem does not take,
//   4 an op netmem has no layer for, 5 does not fit the target, 6 (netmem-import) a plan stored in
//   the file that is malformed or wrong, 7 (netmem-import) a model TFLM refuses.
// - verdict_assumptions(profile): what a verdict assumed, in one line: runtime, the kernel library
//   it runs (core/kernel_selection.hpp kernels_of: cmsis_nn on a Cortex-M4 is cmsis_nn_dsp), the core,
//   TFLM's struct ABI and pointer width, the TFLM and CMSIS-NN commits the runtime model follows,
//   and what flash counts (`flash_counts`: the caller's figure, e.g. "weights + biases +
//   quantization parameters").
#pragma once

#include <array>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/kernel_selection.hpp>
#include <netmem/kernels/kernel_selection_check.hpp>
#include <netmem/planning/budget.hpp>
#include <netmem/deploy/targets.hpp>
#include <netmem/kernels/kernel_scratch.hpp>
#include <netmem/io/plan_verdict.hpp>

namespace netmem {

/// Exit codes of netmem-cli and netmem-import (docs/reference/cli.md).
enum class cli_exit : int {
    ok = 0,                ///< printed; fits the target, or no target to check
    usage = 1,             ///< a bad command line, or a file that cannot be read or written
    invalid_file = 2,      ///< not a TFLite flatbuffer (truncated, wrong identifier, fails verification)
    unsupported_model = 3, ///< a valid file netmem does not take (the message names the op and rule)
    unknown_operator = 4,  ///< an op netmem has no layer for (netmem-import --allow-unknown)
    does_not_fit = 5,      ///< the verdict: RAM or flash exceeds the target
    invalid_stored_plan = 6, ///< netmem-import: the file's own OfflineMemoryAllocation is malformed or wrong
    rejected_by_tflm = 7,  ///< netmem-import: a model TFLM refuses (AllocateTensors() or Invoke() fails)
};

/// True when `a` and `b` are equal ignoring ASCII case.
inline bool same_name(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
    return true;
}

/// One name a command line takes for a value, and what it means (--target, --abi, --kernels).
template <class Value>
struct cli_name {
    std::string_view name;
    Value value;
    std::string_view description;
};

/// --target: the boards of deploy/targets.hpp, and none (no limit).
inline constexpr std::array cli_targets{
    cli_name<budget>{"stm32f446re", targets::stm32f446re, "ST STM32F446RE, Cortex-M4F"},
    cli_name<budget>{"stm32h743", targets::stm32h743, "ST STM32H743, Cortex-M7"},
    cli_name<budget>{"nrf52840", targets::nrf52840, "Nordic nRF52840, Cortex-M4F"},
    cli_name<budget>{"rp2040", targets::rp2040, "Raspberry Pi RP2040 (Pico), Cortex-M0+"},
    cli_name<budget>{"esp32_s3", targets::esp32_s3, "Espressif ESP32-S3, Xtensa LX7"},
    cli_name<budget>{"stm32f103rb", targets::stm32f103rb, "ST STM32F103RB, Cortex-M3"},
    cli_name<budget>{"nrf5340", targets::nrf5340, "Nordic nRF5340 application core, Cortex-M33"},
    cli_name<budget>{"esp32", targets::esp32, "Espressif ESP32 (ESP32-WROOM-32), Xtensa LX6"},
    cli_name<budget>{"esp32_c3", targets::esp32_c3, "Espressif ESP32-C3, RISC-V"},
    cli_name<budget>{"none", budget{}, "no limit: nothing is checked"},
};
/// --abi: TFLM's struct ABIs (core/deployment.hpp struct_abi).
inline constexpr std::array cli_struct_abis{
    cli_name<struct_abi>{"arm_eabi_gcc", struct_abi::arm_eabi_gcc, "arm-none-eabi-gcc (AAPCS), 32-bit pointers"},
    cli_name<struct_abi>{"ilp32_i386", struct_abi::ilp32_i386, "i386 System V, 32-bit pointers"},
    cli_name<struct_abi>{"lp64", struct_abi::lp64, "x86-64 / AArch64 LP64, 64-bit pointers"},
    cli_name<struct_abi>{"ilp32_gcc", struct_abi::ilp32_gcc, "Xtensa / RISC-V GCC, 32-bit pointers (an estimate)"},
};
/// --kernels: the kernel libraries (core/deployment.hpp kernel_library).
inline constexpr std::array cli_kernel_libraries{
    cli_name<kernel_library>{"not_named", kernel_library::not_named, "TFLM's default: its reference kernels"},
    cli_name<kernel_library>{"reference", kernel_library::reference, "TFLM reference kernels, no scratch"},
    cli_name<kernel_library>{"cmsis_nn", kernel_library::cmsis_nn, "CMSIS-NN, the variant the target's core compiles"},
    cli_name<kernel_library>{"cmsis_nn_pure_c", kernel_library::cmsis_nn_pure_c, "CMSIS-NN, plain C (Cortex-M0/M3)"},
    cli_name<kernel_library>{"cmsis_nn_dsp", kernel_library::cmsis_nn_dsp, "CMSIS-NN, DSP extension (Cortex-M4/M7/M33)"},
    cli_name<kernel_library>{"cmsis_nn_mve", kernel_library::cmsis_nn_mve, "CMSIS-NN, Helium (Cortex-M55/M85)"},
    cli_name<kernel_library>{"esp_nn", kernel_library::esp_nn, "ESP-NN, the chip the target's core is (an estimate)"},
    cli_name<kernel_library>{"esp_nn_esp32s3", kernel_library::esp_nn_esp32s3, "ESP-NN, ESP32-S3 kernels (an estimate)"},
    cli_name<kernel_library>{"esp_nn_esp32", kernel_library::esp_nn_esp32, "ESP-NN, generic kernels: ESP32, ESP32-C3 (an estimate)"},
};

/// The names of a table, in order, joined by ", " (what an unknown name's error lists).
template <class Value, std::size_t K>
std::string cli_names(const std::array<cli_name<Value>, K>& table) {
    std::string text;
    for (const auto& entry : table) text += (text.empty() ? "" : ", ") + std::string(entry.name);
    return text;
}
/// The entry named `name` (same_name: ignoring case), or nullptr.
template <class Value, std::size_t K>
const cli_name<Value>* cli_find(const std::array<cli_name<Value>, K>& table, std::string_view name) {
    for (const auto& entry : table)
        if (same_name(entry.name, name)) return &entry;
    return nullptr;
}

/// Bytes from "65536", "64KiB", "64K", "1MiB", "2G" (see the file comment); nullopt if not one.
inline std::optional<size_type> parse_size(std::string_view text) {
    std::size_t digits = 0;
    std::uint64_t value = 0;
    constexpr std::uint64_t largest = 9223372036854775807ull;  // size_type's maximum
    while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') {
        const auto d = static_cast<std::uint64_t>(text[digits] - '0');
        if (value > (largest - d) / 10) return std::nullopt;
        value = value * 10 + d;
        ++digits;
    }
    if (digits == 0) return std::nullopt;
    const std::string_view unit = text.substr(digits);
    std::uint64_t scale = 0;
    if (unit.empty() || same_name(unit, "B")) scale = 1;
    else if (same_name(unit, "K") || same_name(unit, "KiB")) scale = 1024;
    else if (same_name(unit, "M") || same_name(unit, "MiB")) scale = 1024ull * 1024;
    else if (same_name(unit, "G") || same_name(unit, "GiB")) scale = 1024ull * 1024 * 1024;
    else return std::nullopt;
    if (value > largest / scale) return std::nullopt;
    return static_cast<size_type>(value * scale);
}

/// The message for a --ram/--flash value parse_size refuses (one line, names the option).
inline std::string size_error(std::string_view option, std::string_view text) {
    return std::string(option) + " '" + std::string(text) +
           "' is not a size: write bytes (65536), or a number with KiB, MiB or GiB (64KiB; K, M, G are the same "
           "binary units; KB and MB are refused as ambiguous)";
}

/// The runtimes with a model declared here (io includes the shipped ones), in value order, as
/// `--runtime` reads them: runtime_named("TFLM") == runtime::tflm (same_name: ignoring case);
/// nullopt for a name no model has. runtime_names(): "static_arena, tflm".
inline std::optional<runtime> runtime_named(std::string_view name) {
    std::optional<runtime> found;
    for (unsigned value = 0; value < (1u << (8 * sizeof(runtime))); ++value) {
        const auto r = static_cast<runtime>(value);
        visit_runtime_model(r, [&](auto model) {
            if (!found && same_name(decltype(model)::name, name)) found = r;
        });
    }
    return found;
}
inline std::string runtime_names() {
    std::string names;
    for (unsigned value = 0; value < (1u << (8 * sizeof(runtime))); ++value)
        visit_runtime_model(static_cast<runtime>(value), [&](auto model) {
            names += (names.empty() ? "" : ", ") + std::string(decltype(model)::name);
        });
    return names;
}

/// What a verdict assumed (one line; see the file comment). The runtime's part is its model's
/// (runtime_model<R>::assumptions: TFLM's struct ABI and pointer width, the tflite-micro commit its
/// model was read from and the oracles are built at; runtime/tflm/tflm.hpp).
inline std::string verdict_assumptions(const deployment& profile,
                                       std::string_view flash_counts = "weights + biases + quantization parameters") {
    std::string text = "assumes: runtime ";
    text += name_of(profile.runtime);
    const kernel_library runs = kernels_of(profile);
    text += ", kernels ";
    text += name_of(runs);
    if (profile.kernels == kernel_library::not_named) text += " (not named: TFLM's default)";
    else if (profile.kernels != runs) text += std::string(" (") + name_of(profile.kernels) + " on " + name_of(profile.core) + ")";
    text += ", core ";
    text += name_of(profile.core);
    const runtime_assumptions assumed = io_detail::runtime_assumptions_of(profile);
    if (assumed.pointer_bits > 0) {
        text += ", ";
        text += assumed.structures_name;
        text += " ";
        text += name_of(assumed.structures);
        text += " (";
        text += std::to_string(assumed.pointer_bits);
        text += assumed.structures_estimated ? "-bit pointers; its layout an estimate, checked by no oracle)" : "-bit pointers)";
    }
    if (*assumed.pinned_source != '\0') {
        text += ", ";
        text += assumed.pinned_source;
    }
    const name_view kernels_source = kernel_library_source(runs);
    if (!kernels_source.empty()) {
        text += ", ";
        text.append(kernels_source.data(), kernels_source.size());
    }
    if (kernel_library_estimated(runs)) {
        text += " (";
        text += name_of(runs);
        text += ": an estimate, checked by no oracle)";
    }
    text += "; flash = ";
    text += flash_counts;
    return text;
}

}  // namespace netmem
