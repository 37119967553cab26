// tools/netmem-cli/main.cpp -- netmem-cli, the main job's command line (host only).
// For a network of netmem's zoo, deployed on a target preset by a runtime: prints the
// configuration, the Keras-style summary, the deployment plan (headline numbers, the planners,
// the arena per step, the per-layer flash/RAM table) and the verdict; with --output-dir, writes
// the plan JSON (docs/plan-json.md) and the SVG memory timeline there and prints their paths.
// Every number is a compile-time constant of netmem; this program only chooses and formats.
// Given a .tflite file instead of --network, it runs netmem-import MODEL --report with the same
// options (the netmem-import beside this program, else the one of its build tree): one command line
// for both (docs/reference/cli.md).
// It prints the verdict first (kTensorArenaSize for runtime tflm, the static arena for
// static_arena, flash, fits or not, and what the verdict assumed), then the details.
// Exit codes: netmem::cli_exit (netmem/io/cli_text.hpp), the same as netmem-import's: 0 fits (or
// target none), 1 usage or a file that cannot be written, 5 does not fit; for a .tflite also
// netmem-import's 2, 3, 4, 6 and 7. Every error is exactly
// one line on stderr naming the option; an unknown name lists the valid names. Names are
// case-insensitive; --ram/--flash take sizes with units (64KiB, 1MiB, 65536).
#include <algorithm>
#include <cerrno>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <system_error>
#include <utility>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <netmem/deploy/all.hpp>
#include <netmem/io/arena_svg.hpp>
#include <netmem/io/cli_text.hpp>
#include <netmem/io/dl4j_text.hpp>
#include <netmem/io/plan_json.hpp>
#include <netmem/io/plan_svg.hpp>
#include <netmem/io/plan_text.hpp>
#include <netmem/io/plan_verdict.hpp>
#include <netmem/io/summary.hpp>
#include <netmem/io/tflm_arena_svg.hpp>
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/keras_mnist.hpp>
#include <netmem/zoo/mlperf_anomaly_detection.hpp>
#include <netmem/zoo/mlperf_ds_cnn.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>
#include <netmem/zoo/tflm_test_conv_model.hpp>

#include <unistd.h>  // execv: netmem-import for a .tflite

namespace nm = netmem;

namespace {

constexpr std::string_view help_text = R"(usage: netmem-cli --network NAME [--target NAME] [--ram SIZE] [--flash SIZE] [--runtime NAME]
                  [--kernels NAME] [--abi NAME] [--output-dir DIR] [--width COLUMNS] [--no-summary]
       netmem-cli MODEL.tflite [--target NAME] [--ram SIZE] [--flash SIZE] [--runtime NAME]
                  [--kernels NAME] [--abi NAME] [--output-dir DIR]
       netmem-cli --list | --help

Prints what netmem computes at compile time for a network of its zoo deployed on a
microcontroller: first the verdict (kTensorArenaSize for runtime tflm, the static arena for
static_arena, flash, fits or not, and what it assumed), then the configuration, the Keras-style
summary, the int8 deployment plan (arena, lower bound, TFLM's greedy arena, flash, the arena per
execution step, flash and RAM per layer) and the verdict in detail. Layers are numbered #0, #1,
... as in the layer list (graphs: in execution order) everywhere. Given a .tflite file, it runs
netmem-import MODEL.tflite --report with these options (netmem-cli's defaults: --runtime tflm,
--target stm32f446re); netmem-import --help has the importer's other modes (the C++ header, the
offline plan).

examples:
  netmem-cli --network mlperf_vww_mobilenet_v1 --target stm32f446re
  netmem-cli --network mlperf_ds_cnn --runtime static_arena --ram 64KiB --kernels cmsis_nn
  netmem-cli person_detect.tflite --target nrf52840 --output-dir out

options:
  --network NAME     a zoo network (--list shows them); or give MODEL.tflite instead
  --target NAME      a target preset: its on-chip RAM and flash (deploy/targets.hpp);
                     "none" checks nothing                           (default: stm32f446re)
  --ram SIZE         the RAM for the arena instead of the target's (65536, 64KiB, 1MiB)
  --flash SIZE       the flash for the parameters instead of the target's
  --runtime NAME     who places the arena:                                  (default: tflm)
                       tflm          tflite-micro (RAM = its smallest working arena:
                                     planner head + persistent tail, 32-bit pointers)
                       static_arena  netmem's best plan, placed by the linker
  --kernels NAME     the kernels' scratch buffers                       (default: not_named)
                       not_named     TFLM's reference kernels (no OPTIMIZED_KERNEL_DIR)
                       reference     the same, named
                       cmsis_nn      CMSIS-NN in the variant the target's core compiles:
                                     pure C (Cortex-M0+/M3), DSP (M4/M7/M33), MVE (M55)
                       cmsis_nn_pure_c, cmsis_nn_dsp, cmsis_nn_mve  one variant (it must be
                                     the target core's)
                       esp_nn        ESP-NN via esp-tflite-micro in the target core's chip variant:
                                     esp_nn_esp32s3 (Xtensa LX7), esp_nn_esp32 (the generic
                                     kernels: LX6, RISC-V); an estimate
                       esp_nn_esp32s3, esp_nn_esp32  one chip (it must be the target core's)
                     docs/guide/cores-and-kernels.md
  --abi NAME         the C struct layout of TFLM's own objects (runtime tflm):
                                                          (default: from the target's core)
                       arm_eabi_gcc  arm-none-eabi-gcc, 32-bit pointers (Cortex-M)
                       ilp32_i386    i386 System V, 32-bit pointers (the host oracle)
                       lp64          x86-64 / AArch64 Linux, 64-bit pointers
                       ilp32_gcc     Xtensa / RISC-V GCC, 32-bit pointers (an estimate;
                                     required for TFLM on an Xtensa or RISC-V core:
                                     esp32_s3, esp32, esp32_c3)
  --output-dir DIR   also write DIR/<network>.plan.json (schema netmem.plan v1,
                     docs/plan-json.md) and DIR/<network>.svg (memory timeline); created if
                     missing; their paths are printed
  --width COLUMNS    characters of the arena in the text timeline               (default: 64)
  --no-summary       leave out the Keras-style summary (the plan tables still number layers)
  --list             print the networks, targets, runtimes and kernels, one per line
  --help             print this text
Names are case-insensitive.

exit status: 0 fits (or --target none); 1 a usage error or a file that could not be read or
written (one line on stderr; an unknown name lists the valid ones); 5 does not fit the target's
RAM or flash; for a .tflite also netmem-import's 2 (not a TFLite file), 3 (a model netmem does not
take), 4 (an op netmem has no layer for), 6 (a stored plan that is wrong), 7 (a model TFLM
refuses: AllocateTensors() or every Invoke() fails).
)";

struct options {
    std::string network, target = "stm32f446re", output_dir, ram, flash;
    std::string model;                 ///< a .tflite (or any file): netmem-import runs it
    std::vector<std::string> given;    ///< every option given, as written
    nm::runtime runtime = nm::runtime::tflm;
    nm::kernel_library kernels = nm::kernel_library::not_named;
    nm::struct_abi abi = nm::struct_abi::for_pointer_bits;  ///< --abi (for_pointer_bits: not given)
    std::size_t width = 64;
    bool summary = true;
};

/// A usage error: one line on stderr, exit code 1 (cli_exit::usage).
struct usage_error {
    std::string message;
};

/// A name the command line takes, its value and what it means (io/cli_text.hpp).
template <class Value>
using named = nm::cli_name<Value>;

/// --target, --abi, --kernels: the tables both command lines share (io/cli_text.hpp).
constexpr const auto& targets = nm::cli_targets;
constexpr const auto& struct_abis = nm::cli_struct_abis;
constexpr const auto& kernel_libraries = nm::cli_kernel_libraries;

/// The runtimes --help describes, in its order (the default first); runtime_of and runtime_list add
/// any other runtime with a model (io/cli_text.hpp runtime_named), so a runtime of one's own needs no
/// edit here.
constexpr std::array runtimes{
    named<nm::runtime>{"tflm", nm::runtime::tflm, "tflite-micro: its planner's head + persistent tail, 32-bit pointers"},
    named<nm::runtime>{"static_arena", nm::runtime::static_arena, "netmem's plan, placed by the linker"},
};
template <class Value, std::size_t K>
std::string names_of(const std::array<named<Value>, K>& table) {
    std::string text;
    for (const auto& entry : table) text += (text.empty() ? "" : ", ") + std::string(entry.name);
    return text;
}

template <class Value, std::size_t K>
const named<Value>& find(const std::array<named<Value>, K>& table, std::string_view what, std::string_view name) {
    for (const auto& entry : table)
        if (nm::same_name(entry.name, name)) return entry;
    throw usage_error{fmt::format("unknown {} '{}'; valid: {}", what, name, names_of(table))};
}


/// The runtimes --runtime takes: the table's, then the other runtimes with a model, in value order.
std::string runtime_list() {
    std::string valid = names_of(runtimes);
    for (unsigned value = 0; value < 256; ++value) {
        const auto r = static_cast<nm::runtime>(value);
        const std::string name = nm::runtime_name(r);
        bool listed = false;
        for (const auto& entry : runtimes) listed = listed || entry.value == r;
        if (!listed && nm::runtime_named(name) == r) valid += ", " + name;
    }
    return valid;
}

/// --runtime NAME: the table's entry, else a runtime with a model of that name.
named<nm::runtime> runtime_of(std::string_view name) {
    for (const auto& entry : runtimes)
        if (nm::same_name(entry.name, name)) return entry;
    if (const std::optional<nm::runtime> r = nm::runtime_named(name)) return {nm::runtime_name(*r), *r, "a runtime model"};
    throw usage_error{fmt::format("unknown runtime '{}'; valid: {}", name, runtime_list())};
}

/// The process's exit code, set by report (cli_exit::does_not_fit).
int exit_code = 0;

/// `b` with --ram / --flash: one block of that size, replacing the preset's regions of that kind.
nm::budget budget_of(const nm::budget& b, const options& opts) {
    auto without_regions = [](nm::budget in, bool ram_kind) {
        nm::budget result = in;
        for (auto& r : result.regions) r = {};
        std::size_t n = 0;
        for (std::size_t i = 0; i < nm::max_memory_regions; ++i)
            if (in.listed(i) && nm::is_ram(in.regions[i].kind) != ram_kind) result.regions[n++] = in.regions[i];
        (ram_kind ? result.arena_region : result.weights_region) = {};
        return result;
    };
    nm::budget result = b;
    if (!opts.ram.empty()) result = without_regions(result, true), result.ram = *nm::parse_size(opts.ram);
    if (!opts.flash.empty()) result = without_regions(result, false), result.flash = *nm::parse_size(opts.flash);
    return result;
}

void banner(std::string_view title) {
    const std::string line(title.size() + 6, '=');
    std::cout << "\n" << line << "\n== " << title << " ==\n" << line << "\n\n";
}

void write_file(const std::filesystem::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out) throw std::runtime_error("cannot write " + path.string());
}

/// The profile netmem-cli plans: the kernels named, run on the target's core (core/kernel_selection.hpp:
/// cmsis_nn on a Cortex-M4 is cmsis_nn_dsp); a choice the core cannot run is a usage error naming the rule.
nm::deployment profile_of(const options& opts) {
    const auto& preset = find(targets, "target", opts.target);
    nm::deployment profile{.kernels = opts.kernels};  // the plan does not depend on the runtime; the verdict does
    profile.runtime = opts.runtime;
    profile.core = preset.value.core;
    if (opts.abi != nm::struct_abi::for_pointer_bits) {  // as netmem-import --abi: the ABI gives the pointer width
        profile.tflm.abi = opts.abi;
        profile.tflm.pointer_bits = opts.abi == nm::struct_abi::lp64 ? 64 : 32;
    }
    if (const nm::kernel_selection_rule rule = nm::check_kernel_selection(profile); rule != nm::kernel_selection_rule::ok)
        throw usage_error{fmt::format("--kernels {} on core {} (--target {}): {} (kernels {}, core {}, abi {}; "
                                      "core/kernel_selection.hpp, docs/guide/cores-and-kernels.md)",
                                      nm::name_of(opts.kernels), nm::name_of(profile.core), preset.name, nm::name_of(rule),
                                      nm::name_of(opts.kernels), nm::name_of(profile.core),
                                      nm::name_of(nm::resolved_abi(profile)))
                          + (rule == nm::kernel_selection_rule::core_needs_a_named_struct_abi
                                 ? ": name one with --abi (ilp32_gcc is Xtensa / RISC-V GCC's layout, an estimate)"
                                 : "")};
    return profile;
}

/// Everything for network Net under the kernels K it runs (kernels_of(profile): a compile-time plan
/// per kernel variant).
template <class Net, nm::kernel_library K>
void report(std::string_view name, std::string_view description, const options& opts) {
    constexpr auto plan = nm::memory_plan_of<Net, nm::deployment{.kernels = K}>;
    const nm::deployment profile = profile_of(opts);
    const auto& preset = find(targets, "target", opts.target);
    const named<nm::budget> target{preset.name, budget_of(preset.value, opts), preset.description};
    const std::vector<std::string> labels = nm::plan_layer_labels<Net>();
    using nm::group_thousands;

    // The verdict first.
    const nm::plan_verdict verdict = nm::verdict_of<Net>(plan, profile, target.value);
    const bool checked = target.name != "none" || !opts.ram.empty() || !opts.flash.empty();
    std::cout << nm::ram_declaration(opts.runtime, verdict.ram_required_bytes) << "\n";
    std::cout << fmt::format("flash = {} B\n", group_thousands(verdict.flash_required_bytes));
    auto limit = [](nm::size_type v) { return v == nm::no_limit ? std::string("unlimited") : group_thousands(v) + " B"; };
    if (!checked)
        std::cout << "verdict: no target to check (--target none)\n";
    else
        std::cout << fmt::format("verdict: {} {} (RAM {} B of {}{}, flash {} B of {}{})\n",
                                 verdict.fits() ? "fits" : "DOES NOT FIT", target.name,
                                 group_thousands(verdict.ram_required_bytes), limit(verdict.ram_budget_bytes),
                                 verdict.ram_fits() ? "" : ": too large", group_thousands(verdict.flash_required_bytes),
                                 limit(verdict.flash_budget_bytes), verdict.flash_fits() ? "" : ": too large");
    std::cout << nm::verdict_assumptions(profile) << "\n";
    if (!verdict.fits()) exit_code = static_cast<int>(nm::cli_exit::does_not_fit);

    banner(fmt::format("{}: {}", name, description));
    std::cout << "Configuration\n"
              << fmt::format("  network  {} ({} layers, {} parameters)\n", name, labels.size(),
                             group_thousands(nm::parameter_count<Net>))
              << fmt::format("  target   {} ({}): RAM {} B, flash {} B\n", target.name, target.description,
                             target.value.ram == nm::no_limit ? "unlimited" : group_thousands(target.value.ram),
                             target.value.flash == nm::no_limit ? "unlimited" : group_thousands(target.value.flash))
              << fmt::format("  runtime  {} ({})\n", nm::runtime_name(opts.runtime),
                             runtime_of(nm::runtime_name(opts.runtime)).description)
              << "  profile  " << nm::describe(profile) << "\n\n";

    if (opts.summary) std::cout << nm::summary<Net>(name, /*numbered=*/true) << "\n";

    std::cout << "Deployment plan (" << nm::describe(profile) << ")\n";
    std::cout << nm::to_plan_summary_string(plan, labels);
    std::cout << "Planners (netmem runs them all and keeps the smallest arena; ties keep TFLM's):\n";
    std::cout << nm::to_planner_list_string(plan) << "\n";
    std::cout << "Arena per execution step (each letter is a tensor, '.' is free; # is the layer):\n";
    std::cout << nm::to_timeline_string(plan, labels, opts.width) << "\n";
    std::cout << "Layers that run (batch normalizations and activations folded or fused into them are left out):\n";
    std::cout << nm::to_layer_table_string(plan, labels, /*merged_rows=*/false) << "\n";

    std::cout << nm::to_verdict_string(verdict, target.name);

    if (!opts.output_dir.empty()) {
        const std::filesystem::path dir(opts.output_dir);  // made by main before anything is printed
        const std::filesystem::path json_path = dir / (std::string(name) + ".plan.json");
        const std::filesystem::path svg_path = dir / (std::string(name) + ".svg");
        write_file(json_path, nm::to_plan_json<Net>(plan, {.network_name = std::string(name),
                                                          .profile = profile,
                                                          .target_name = std::string(target.name),
                                                          .target = target.value}));
        // The picture of the arena the verdict is about: the one of the report profile.runtime's model
        // reads (io/arena_svg.hpp: TFLM's arena under runtime tflm, netmem's plan under static_arena).
        const nm::size_type budget = std::min(target.value.arena_capacity(), target.value.ram);
        write_file(svg_path, nm::to_arena_svg<Net>(plan, profile, labels, name, budget));
        std::cout << "\nWrote " << std::filesystem::absolute(json_path).string() << "\n      "
                  << std::filesystem::absolute(svg_path).string() << "\n";
    }
}

template <class Net>
void report_network(std::string_view name, std::string_view description, const options& opts) {
    switch (nm::kernels_of(profile_of(opts))) {
        case nm::kernel_library::reference: return report<Net, nm::kernel_library::reference>(name, description, opts);
        case nm::kernel_library::cmsis_nn_pure_c:
            return report<Net, nm::kernel_library::cmsis_nn_pure_c>(name, description, opts);
        case nm::kernel_library::cmsis_nn_dsp: return report<Net, nm::kernel_library::cmsis_nn_dsp>(name, description, opts);
        case nm::kernel_library::cmsis_nn_mve: return report<Net, nm::kernel_library::cmsis_nn_mve>(name, description, opts);
        case nm::kernel_library::esp_nn_esp32s3:
            return report<Net, nm::kernel_library::esp_nn_esp32s3>(name, description, opts);
        case nm::kernel_library::esp_nn_esp32: return report<Net, nm::kernel_library::esp_nn_esp32>(name, description, opts);
        default: break;  // kernels_of resolves not_named, cmsis_nn and esp_nn (profile_of rejects them without a core)
    }
}

using report_function = void (*)(std::string_view, std::string_view, const options&);
constexpr std::array networks{
    named<report_function>{"mlperf_vww_mobilenet_v1", &report_network<nm::zoo::mlperf_vww_mobilenet_v1>,
                           "MLPerf Tiny visual wake words, MobileNetV1 0.25, 96x96x3"},
    named<report_function>{"mlperf_ds_cnn", &report_network<nm::zoo::mlperf_ds_cnn>,
                           "MLPerf Tiny keyword spotting, DS-CNN, 49x10x1"},
    named<report_function>{"mlperf_resnet8", &report_network<nm::zoo::mlperf_resnet8>,
                           "MLPerf Tiny image classification, ResNet-8 (a graph), 32x32x3"},
    named<report_function>{"mlperf_anomaly_detection", &report_network<nm::zoo::mlperf_anomaly_detection>,
                           "MLPerf Tiny anomaly detection, FC autoencoder, 640"},
    named<report_function>{"tflm_test_conv_model", &report_network<nm::zoo::tflm_test_conv_model>,
                           "TFLM's test_conv_model, 16x16x1"},
    named<report_function>{"keras_io_mnist_convnet", &report_network<nm::zoo::keras_io_mnist_convnet>,
                           "keras-io simple MNIST convnet, 28x28x1"},
};

/// The value after option `argv[i]` (advances i); a missing value is a usage error.
std::string_view value_of(int argc, char** argv, int& i) {
    if (i + 1 >= argc) throw usage_error{fmt::format("option {} needs a value (see --help)", argv[i])};
    return argv[++i];
}

std::optional<options> parse(int argc, char** argv) {
    options opts;
    if (argc < 2) throw usage_error{"no --network given; valid: " + names_of(networks) + " (see --help)"};
    std::vector<std::string_view> given;
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument.starts_with("--") && std::find(given.begin(), given.end(), argument) != given.end())
            throw usage_error{fmt::format("option {} is given twice", argument)};
        given.push_back(argument);
        opts.given.emplace_back(argument);
        if (argument == "--help" || argument == "-h") {
            std::cout << help_text;
            return std::nullopt;
        } else if (argument == "--list") {
            if (argc != 2) throw usage_error{"--list takes no model file and no other option"};
            for (const auto& [what, list] : {std::pair{"network", names_of(networks)}, std::pair{"target", names_of(targets)},
                                             std::pair{"runtime", runtime_list()},
                                             std::pair{"kernels", names_of(kernel_libraries)},
                                             std::pair{"abi", names_of(struct_abis)}})
                std::cout << fmt::format("{:<8} {}\n", what, list);
            return std::nullopt;
        } else if (argument == "--network") {
            opts.network = find(networks, "network", value_of(argc, argv, i)).name;
        } else if (argument == "--target") {
            opts.target = find(targets, "target", value_of(argc, argv, i)).name;
        } else if (argument == "--ram" || argument == "--flash") {
            const std::string_view text = value_of(argc, argv, i);
            if (!nm::parse_size(text)) throw usage_error{nm::size_error(argument, text)};
            (argument == "--ram" ? opts.ram : opts.flash) = std::string(text);
        } else if (argument == "--runtime") {
            opts.runtime = runtime_of(value_of(argc, argv, i)).value;
        } else if (argument == "--kernels") {
            opts.kernels = find(kernel_libraries, "kernels", value_of(argc, argv, i)).value;
        } else if (argument == "--abi") {
            opts.abi = find(struct_abis, "abi", value_of(argc, argv, i)).value;
        } else if (argument == "--output-dir") {
            opts.output_dir = value_of(argc, argv, i);
            if (opts.output_dir.empty()) throw usage_error{"--output-dir needs a non-empty folder"};
        } else if (argument == "--no-summary") {
            opts.summary = false;
        } else if (argument == "--width") {
            const std::string_view text = value_of(argc, argv, i);
            std::size_t width = 0;
            for (const char c : text) {
                if (c < '0' || c > '9' || width > 10'000) throw usage_error{fmt::format("--width '{}' is not a number from 8 to 10000", text)};
                width = width * 10 + static_cast<std::size_t>(c - '0');
            }
            if (width < 8 || width > 10'000) throw usage_error{fmt::format("--width '{}' is not a number from 8 to 10000", text)};
            opts.width = width;
        } else if (!argument.empty() && argument[0] != '-') {
            if (!opts.model.empty()) throw usage_error{fmt::format("more than one model file: {}, {}", opts.model, argument)};
            opts.model = argument;
        } else {
            throw usage_error{fmt::format("unknown option '{}'; valid: --network, --target, --ram, --flash, --runtime, "
                                          "--kernels, --abi, --output-dir, --width, --no-summary, --list, --help",
                                          argument)};
        }
    }
    if (!opts.model.empty()) {
        if (!opts.network.empty())
            throw usage_error{fmt::format("--network and a model file ({}): give one of them", opts.model)};
        for (const std::string_view zoo_only : {"--width", "--no-summary"})
            if (std::find(given.begin(), given.end(), zoo_only) != given.end())
                throw usage_error{fmt::format("{} applies to zoo networks (--network) only, not to {}", zoo_only, opts.model)};
        return opts;
    }
    if (opts.network.empty()) throw usage_error{"no --network given; valid: " + names_of(networks) + " (see --help)"};
    return opts;
}

/// The netmem-import to run: the one beside this program (an install's bin/), else the one of the
/// build tree this program was built in (NETMEM_CLI_IMPORTER), else none.
std::string importer_path(const char* argv0) {
    std::error_code error;
    std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error) self = std::filesystem::path(argv0);
    const std::filesystem::path beside = self.parent_path() / "netmem-import";
    if (std::filesystem::is_regular_file(beside, error)) return beside.string();
#ifdef NETMEM_CLI_IMPORTER
    if (std::filesystem::is_regular_file(NETMEM_CLI_IMPORTER, error)) return NETMEM_CLI_IMPORTER;
#endif
    return {};
}

/// netmem-import MODEL --report with netmem-cli's options and defaults; replaces this process, so
/// netmem-import's output and exit code are the answer. Returns only when it cannot run.
[[noreturn]] void run_importer(const options& opts, const char* argv0) {
    const std::string importer = importer_path(argv0);
    if (importer.empty())
        throw usage_error{fmt::format("cannot run netmem-import for {}: it is neither beside netmem-cli nor in its build "
                                      "tree (build the target netmem-import)",
                                      opts.model)};
    std::vector<std::string> arguments{importer, opts.model, "--report", "--runtime", nm::runtime_name(opts.runtime),
                                       "--target", opts.target};
    if (!opts.ram.empty()) arguments.insert(arguments.end(), {"--ram", opts.ram});
    if (!opts.flash.empty()) arguments.insert(arguments.end(), {"--flash", opts.flash});
    if (opts.kernels != nm::kernel_library::not_named) arguments.insert(arguments.end(), {"--kernels", nm::name_of(opts.kernels)});
    if (opts.abi != nm::struct_abi::for_pointer_bits) arguments.insert(arguments.end(), {"--abi", nm::name_of(opts.abi)});
    if (!opts.output_dir.empty()) arguments.insert(arguments.end(), {"--output-dir", opts.output_dir});
    std::vector<char*> pointers;
    for (std::string& a : arguments) pointers.push_back(a.data());
    pointers.push_back(nullptr);
    std::cout.flush();
    ::execv(importer.c_str(), pointers.data());
    throw usage_error{fmt::format("cannot run {}: {}", importer, std::error_code(errno, std::generic_category()).message())};
}

}  // namespace

int main(int argc, char** argv) {
    try {
        const std::optional<options> opts = parse(argc, argv);
        if (!opts) return 0;
        if (!opts->model.empty()) run_importer(*opts, argv[0]);
        if (!opts->output_dir.empty()) {
            std::error_code error;
            std::filesystem::create_directories(opts->output_dir, error);
            if (error) throw std::runtime_error("cannot create " + opts->output_dir + ": " + error.message());
        }
        const auto& network = find(networks, "network", opts->network);
        network.value(network.name, network.description, *opts);
        return exit_code;
    } catch (const usage_error& error) {
        std::cerr << "netmem-cli: " << error.message << "\n";
        return static_cast<int>(nm::cli_exit::usage);
    } catch (const std::exception& error) {
        std::cerr << "netmem-cli: " << error.what() << "\n";
        return 1;
    }
}
