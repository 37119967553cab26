// tools/netmem-import/main.cpp
// netmem-import: a .tflite model as a netmem type (a C++ header), its plan and fit verdict, or a
// copy of the file carrying netmem's plan as TFLM's offline plan. docs/guide/import-a-tflite.md.
//
//   netmem-import MODEL.tflite [--name NAME] [--namespace NS] [--output HEADER] [--allow-unknown]
//   netmem-import MODEL.tflite --report [--target NAME] [--ram SIZE] [--flash SIZE] [--kernels NAME]
//                 [--runtime static_arena|tflm] [--pointer-bits 32|64] [--abi NAME] [--output-dir DIR]
//   netmem-import MODEL.tflite --write-offline-plan OUT.tflite [--kernels NAME]
//   netmem-import MODEL.tflite --figures          (the file's own figures, key=value)
// Exit status: exit_status (import_error.hpp), the codes of netmem::cli_exit (netmem/io/cli_text.hpp,
// netmem-cli's; static_asserts below): 0 ok, 1 usage or I/O, 2 invalid file, 3 unsupported model,
// 4 unknown op, 5 does not fit the target, 6 a wrong stored plan, 7 a model TFLM refuses.
// Every error is one line on stderr naming the option or the file. docs/reference/cli.md.
#include <cctype>
#include <cstring>
#include <filesystem>
#include <set>
#include <fstream>
#include <iostream>
#include <map>
#include <string>

#include <netmem/deploy/targets.hpp>
#include <netmem/io/cli_text.hpp>
#include <netmem/io/plan_json.hpp>
#include <netmem/io/plan_svg.hpp>

#include "header_writer.hpp"
#include "import_error.hpp"
#include "imported_network.hpp"
#include "offline_plan.hpp"
#include "runtime_plan.hpp"
#include "tflite_model.hpp"

namespace netmem_import {
namespace {

// netmem-import's exit codes are netmem-cli's (netmem-cli hands a .tflite to this importer's code).
constexpr bool same_code(exit_status mine, netmem::cli_exit theirs) { return static_cast<int>(mine) == static_cast<int>(theirs); }
static_assert(same_code(exit_status::ok, netmem::cli_exit::ok) && same_code(exit_status::usage, netmem::cli_exit::usage) &&
              same_code(exit_status::invalid_file, netmem::cli_exit::invalid_file) &&
              same_code(exit_status::unsupported_model, netmem::cli_exit::unsupported_model) &&
              same_code(exit_status::unknown_operator, netmem::cli_exit::unknown_operator) &&
              same_code(exit_status::does_not_fit, netmem::cli_exit::does_not_fit) &&
              same_code(exit_status::invalid_stored_plan, netmem::cli_exit::invalid_stored_plan) &&
              same_code(exit_status::rejected_by_tflm, netmem::cli_exit::rejected_by_tflm));

constexpr const char* usage_text =
    "usage: netmem-import MODEL.tflite [--name NAME] [--namespace NS] [--output HEADER.hpp] [--allow-unknown]\n"
    "       netmem-import MODEL.tflite --report [--target NAME] [--ram SIZE] [--flash SIZE] [--kernels NAME]\n"
    "                     [--runtime tflm|static_arena] [--pointer-bits 32|64] [--abi arm_eabi_gcc|ilp32_i386|lp64|ilp32_gcc]\n"
    "                     [--output-dir DIR] [--allow-unknown] [--stub-custom-ops]\n"
    "       netmem-import MODEL.tflite --write-offline-plan OUT.tflite [--kernels NAME] [--allow-unknown]\n"
    "       netmem-import MODEL.tflite --figures [--allow-unknown]\n"
    "\n"
    "Without --report, --write-offline-plan or --figures: writes the model as a netmem type (a C++ header).\n"
    "--report prints the verdict first (kTensorArenaSize for --runtime tflm, the static arena for\n"
    "static_arena, flash, fits or not, and what it assumed), then the plan; --output-dir also writes\n"
    "DIR/<name>.plan.json (docs/plan-json.md) and DIR/<name>.svg (the arena per step).\n"
    "\n"
    "examples:\n"
    "  netmem-import person_detect.tflite --report --runtime tflm --target stm32f446re\n"
    "  netmem-import vww_96_int8.tflite --report --ram 64KiB --flash 1MiB --output-dir out\n"
    "  netmem-import vww_96_int8.tflite --write-offline-plan vww_96_int8.offline.tflite\n"
    "\n"
    "sizes: bytes (65536) or KiB/MiB/GiB (64KiB, 1MiB; K/M/G the same). Names are case-insensitive.\n"
    "targets: stm32f446re stm32h743 nrf52840 rp2040 esp32_s3 stm32f103rb nrf5340 esp32 esp32_c3 none\n"
    "kernels: not_named (default: TFLM's reference kernels) reference cmsis_nn (the target's core picks\n"
    "         pure C, DSP or MVE) cmsis_nn_pure_c cmsis_nn_dsp cmsis_nn_mve esp_nn (the core picks\n"
    "         esp_nn_esp32s3 or esp_nn_esp32, the generic kernels; an estimate) esp_nn_esp32s3 esp_nn_esp32\n"
    "         (esp32_s3, esp32 and esp32_c3 need --kernels named, and under --runtime tflm --abi ilp32_gcc:\n"
    "         docs/guide/cores-and-kernels.md)\n"
    "--stub-custom-ops: TFLM's figures with every custom op's kernel a stub that allocates nothing (the\n"
    "         oracles' --stub-custom-ops): a Vela model's ethos-u op without its OpData and scratch requests.\n"
    "         Without it they are in (tflite-micro kernels/ethos_u/ethosu.cc). Vela's own SRAM use is never\n"
    "         modelled: docs/guide/cores-and-kernels.md, \"Ethos-U (Vela) models\".\n"
    "runtime default: static_arena. Zoo networks declared in C++: netmem-cli --help.\n"
    "exit status: 0 ok (fits, or no target), 1 usage or a file that cannot be read or written,\n"
    "2 not a TFLite file, 3 a model netmem does not take, 4 an op netmem has no layer for,\n"
    "5 does not fit the target (RAM or flash), 6 a stored plan that is wrong,\n"
    "7 a model TFLM itself refuses (a kernel's Prepare checks its quantization parameters; an ethos-u op's\n"
    "custom options: docs/guide/cores-and-kernels.md).\n";

struct arguments {
    std::string model, name, name_space = "netmem_models", output, target, offline_output, kernels = "not_named";
    std::string ram, flash;  ///< --ram / --flash: a budget of their own (a size), or overrides of --target's
    std::string output_dir;  ///< --output-dir: JSON and SVG of --report's plan
    std::set<std::string> given;  ///< every option given (each at most once)
    std::string runtime = "static_arena";  ///< --runtime: what the verdict's RAM is (deployment::runtime)
    std::string pointer_bits = "32";       ///< --pointer-bits: TFLM's structure sizes (deployment::tflm.pointer_bits)
    std::string abi;                       ///< --abi: TFLM's struct ABI (deployment::tflm.abi; default: from the pointer bits)
    bool allow_unknown = false, report = false, figures = false;
    bool stub_custom_ops = false;          ///< --stub-custom-ops: custom kernels allocate nothing (deployment::tflm.stub_custom_ops)
    std::string command;
};

/// A usage error: one line, naming the option.
[[noreturn]] void usage_error(const std::string& message) { throw import_error(exit_status::usage, message + " (see --help)"); }

/// True for a C++ namespace name the header can open: identifiers ([A-Za-z_][A-Za-z0-9_]*, not a
/// keyword) joined by "::" (C++17 nested namespace definitions).
bool is_namespace_name(const std::string& name) {
    static const std::set<std::string> keywords{
        "alignas", "alignof", "and", "asm", "auto", "bool", "break", "case", "catch", "char", "class", "const",
        "constexpr", "consteval", "constinit", "continue", "decltype", "default", "delete", "do", "double", "else",
        "enum", "explicit", "export", "extern", "false", "float", "for", "friend", "goto", "if", "inline", "int",
        "long", "mutable", "namespace", "new", "noexcept", "not", "nullptr", "operator", "or", "private",
        "protected", "public", "register", "requires", "return", "short", "signed", "sizeof", "static",
        "struct", "switch", "template", "this", "throw", "true", "try", "typedef", "typename", "union",
        "unsigned", "using", "virtual", "void", "volatile", "while", "concept", "co_await", "co_return",
        "co_yield", "char8_t", "char16_t", "char32_t", "wchar_t", "static_assert", "static_cast",
        "dynamic_cast", "reinterpret_cast", "const_cast", "thread_local", "typeid", "xor", "bitand", "bitor",
        "compl", "not_eq", "or_eq", "and_eq", "xor_eq"};
    std::size_t start = 0;
    while (true) {
        const std::size_t end = name.find("::", start);
        const std::string part = name.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (part.empty() || std::isdigit(static_cast<unsigned char>(part[0])) || keywords.count(part) != 0) return false;
        for (char c : part)
            if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
        if (end == std::string::npos) return true;
        start = end + 2;
    }
}

/// `name` in `valid` ignoring case, or a usage error listing them.
std::string one_of(const std::string& option, const std::string& name, std::initializer_list<const char*> valid) {
    std::string list;
    for (const char* v : valid) {
        if (netmem::same_name(name, v)) return v;
        list += (list.empty() ? "" : ", ") + std::string(v);
    }
    throw import_error(exit_status::usage, option + " '" + name + "' is unknown; valid: " + list);
}
/// `name` in a table both command lines share (io/cli_text.hpp) ignoring case, as the table spells
/// it, or a usage error listing the table.
template <class Value, std::size_t K>
std::string one_of(const std::string& option, const std::string& name, const std::array<netmem::cli_name<Value>, K>& table) {
    if (const auto* entry = netmem::cli_find(table, name)) return std::string(entry->name);
    throw import_error(exit_status::usage, option + " '" + name + "' is unknown; valid: " + netmem::cli_names(table));
}

arguments parse(int argc, char** argv) {
    arguments a;
    a.command = "netmem-import";
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        a.command += " " + arg;
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) usage_error(arg + " needs a value");
            a.command += std::string(" ") + argv[i + 1];
            return argv[++i];
        };
        if (arg.size() > 1 && arg[0] == '-' && !a.given.insert(arg == "-o" ? "--output" : arg).second)
            usage_error(arg + " is given twice");
        if (arg == "--name") a.name = value();
        else if (arg == "--namespace") a.name_space = value();
        else if (arg == "--output" || arg == "-o") a.output = value();
        else if (arg == "--allow-unknown") a.allow_unknown = true;
        else if (arg == "--report") a.report = true;
        else if (arg == "--target") a.target = value();
        else if (arg == "--kernels") a.kernels = value();
        else if (arg == "--ram") a.ram = value();
        else if (arg == "--flash") a.flash = value();
        else if (arg == "--runtime") a.runtime = value();
        else if (arg == "--pointer-bits") a.pointer_bits = value();
        else if (arg == "--abi") a.abi = value();
        else if (arg == "--write-offline-plan") a.offline_output = value();
        else if (arg == "--output-dir") a.output_dir = value();
        else if (arg == "--figures") a.figures = true;
        else if (arg == "--stub-custom-ops") a.stub_custom_ops = true;
        else if (arg == "--help" || arg == "-h") {
            std::cout << usage_text;
            std::exit(0);
        } else if (!arg.empty() && arg[0] == '-')
            usage_error("unknown option " + arg + "; valid: --name, --namespace, --output, --allow-unknown, --report, "
                        "--target, --ram, --flash, --kernels, --runtime, --pointer-bits, --abi, --output-dir, "
                        "--stub-custom-ops, --write-offline-plan, --figures, --help");
        else if (a.model.empty()) a.model = arg;
        else usage_error("more than one model file: " + a.model + ", " + arg);
    }
    if (a.model.empty()) usage_error("no model file");
    if (const auto r = netmem::runtime_named(a.runtime)) a.runtime = netmem::runtime_name(*r);
    else throw import_error(exit_status::usage, "--runtime '" + a.runtime + "' is unknown; valid: " + netmem::runtime_names());
    a.kernels = one_of("--kernels", a.kernels, netmem::cli_kernel_libraries);
    a.pointer_bits = one_of("--pointer-bits", a.pointer_bits, {"32", "64"});
    if (!a.abi.empty()) a.abi = one_of("--abi", a.abi, netmem::cli_struct_abis);
    // --abi alone gives the pointer width (lp64: 64; the others: 32).
    if (!a.abi.empty() && a.given.count("--pointer-bits") == 0) a.pointer_bits = a.abi == "lp64" ? "64" : "32";
    if (!a.target.empty())
        a.target = one_of("--target", a.target, netmem::cli_targets);
    if (!a.ram.empty() && !netmem::parse_size(a.ram)) usage_error(netmem::size_error("--ram", a.ram));
    if (!a.flash.empty() && !netmem::parse_size(a.flash)) usage_error(netmem::size_error("--flash", a.flash));
    if (a.given.count("--output-dir") != 0 && a.output_dir.empty()) usage_error("--output-dir needs a non-empty folder");
    // No option is accepted and ignored: each belongs to a mode.
    const bool offline = !a.offline_output.empty();
    auto refuse = [&](std::initializer_list<const char*> options, const std::string& why) {
        for (const char* o : options)
            if (a.given.count(o) != 0) usage_error(std::string(o) + " " + why);
    };
    if (a.figures)
        refuse({"--report", "--write-offline-plan", "--name", "--namespace", "--output", "--target", "--ram", "--flash",
                "--kernels", "--runtime", "--pointer-bits", "--abi", "--output-dir", "--stub-custom-ops"},
               "cannot be combined with --figures (which prints only the file's own figures)");
    if (!a.report)
        refuse({"--target", "--ram", "--flash", "--runtime", "--pointer-bits", "--abi", "--output-dir", "--stub-custom-ops"},
               "applies to --report only (add --report)");
    if (!a.report && !offline) refuse({"--kernels"}, "applies to --report and --write-offline-plan only");
    if (a.report || offline)
        refuse({"--name", "--namespace", "--output"},
               "applies to the header (without --report and --write-offline-plan)");
    if (a.name.empty()) {
        std::string base = a.model.substr(a.model.find_last_of('/') == std::string::npos ? 0 : a.model.find_last_of('/') + 1);
        base = base.substr(0, base.rfind('.'));
        a.name = identifier_from(base);
    }
    if (a.name != identifier_from(a.name)) usage_error("--name " + a.name + " is not a lower-case C++ identifier");
    if (!a.name_space.empty() && !is_namespace_name(a.name_space))
        usage_error("--namespace '" + a.name_space + "' is not a C++ namespace name (identifiers joined by ::)");
    return a;
}

netmem::deployment profile_of(const imported_network& net, const std::string& kernels) {
    netmem::deployment p{};
    auto type = [](tensor_type t, netmem::data_type fallback) {
        const std::string n = data_type_name(t);
        static const std::map<std::string, netmem::data_type> types{
            {"float32", netmem::data_type::float32}, {"float16", netmem::data_type::float16},
            {"bfloat16", netmem::data_type::bfloat16}, {"float64", netmem::data_type::float64},
            {"int32", netmem::data_type::int32}, {"int16", netmem::data_type::int16},
            {"int8", netmem::data_type::int8}, {"uint8", netmem::data_type::uint8}, {"int64", netmem::data_type::int64}};
        const auto it = types.find(n);
        return it == types.end() ? fallback : it->second;
    };
    p.weights = type(net.weights, p.weights);
    p.biases = type(net.biases, p.biases);
    p.activations = type(net.activations, p.activations);
    p.quantization = net.quantization();  // the file's, per weight kind (imported_network.hpp)
    const auto* library = netmem::cli_find(netmem::cli_kernel_libraries, kernels);
    if (library == nullptr) usage_error("--kernels '" + kernels + "' is unknown");
    p.kernels = library->value;
    return p;
}

const netmem::budget* target_of(const std::string& name) {
    if (name.empty()) return nullptr;
    const auto* target = netmem::cli_find(netmem::cli_targets, name);
    if (target == nullptr) usage_error("--target '" + name + "' is unknown");
    return &target->value;
}

void write_file(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out) throw import_error(exit_status::usage, "cannot write \"" + path + "\"");
}

/// "55,296".
std::string grouped(netmem::size_type v) {
    std::string s = std::to_string(v);
    for (int i = static_cast<int>(s.size()) - 3; i > (s[0] == '-' ? 1 : 0); i -= 3) s.insert(static_cast<std::size_t>(i), 1, ',');
    return s;
}
std::string limit_text(netmem::size_type v) { return v == netmem::no_limit ? std::string("unlimited") : grouped(v) + " B"; }

struct verdict_lines {
    std::string text;  ///< the verdict block --report prints first
    bool fits = true;  ///< true without a target
    netmem::plan_verdict figures{};
};

/// The verdict first (RAM figure: kTensorArenaSize for TFLM, the static arena for static_arena;
/// flash; fits or not; the assumptions), as netmem::fits reads a budget: the arena against one RAM
/// region, the flash against one flash region (planning/budget.hpp).
verdict_lines verdict_of(const imported_network& net, const plan_type& plan, const netmem::deployment& profile,
                         const netmem::budget* target, const std::string& target_name) {
    const netmem::size_type ram = runtime_ram_bytes(net, plan, profile);
    const netmem::size_type flash = runtime_flash_bytes(net, plan, profile);
    verdict_lines v;
    v.text += netmem::ram_declaration(profile.runtime, ram) + "\n";
    v.text += "flash = " + grouped(flash) + " B\n";
    if (target == nullptr) {
        v.text += "verdict: no target to check (--target, --ram or --flash)\n";
    } else {
        const netmem::size_type ram_limit = netmem::detail::capped(target->arena_capacity(), target->ram);
        const netmem::size_type flash_limit = netmem::detail::capped(target->weights_capacity(), target->flash);
        const bool ram_ok = ram <= ram_limit, flash_ok = flash <= flash_limit;
        v.fits = ram_ok && flash_ok;
        v.figures = {profile.runtime, ram, ram_limit, flash, flash_limit};
        v.figures.runtime_name = netmem::runtime_name(profile.runtime);
        v.text += "verdict: " + std::string(v.fits ? "fits " : "DOES NOT FIT ") + target_name + " (RAM " + grouped(ram) +
                  " B of " + limit_text(ram_limit) + (ram_ok ? "" : ": too large") + ", flash " + grouped(flash) +
                  " B of " + limit_text(flash_limit) + (flash_ok ? "" : ": too large") + ")\n";
    }
    v.text += netmem::verdict_assumptions(profile, netmem::embeds_model_file(profile.runtime)
                                                       ? "the .tflite file, which the firmware embeds"
                                                       : "weights + biases + quantization parameters") + "\n";
    return v;
}

/// --output-dir: DIR/<name>.plan.json and DIR/<name>.svg of --report's plan.
void write_pictures(const arguments& a, const imported_network& net, const plan_type& plan,
                    const netmem::deployment& profile, const netmem::budget* target, const std::string& target_name,
                    const netmem::plan_verdict& verdict) {
    std::error_code error;
    std::filesystem::create_directories(a.output_dir, error);
    if (error) throw import_error(exit_status::usage, "--output-dir: cannot create \"" + a.output_dir + "\": " + error.message());
    const std::vector<std::string> labels = plan_labels(net);
    netmem::plan_json_network facts{labels, plan_kinds(net), !net.chain, parameter_count(net), std::nullopt};
    try {
        facts.tflm = tflm_arena(net, profile);  // the JSON's "tflm": TFLM's figures whatever the runtime
    } catch (const import_error&) {  // not lowered: the JSON's "tflm" is null
    }
    netmem::plan_verdict figures = verdict;
    runtime_verdict_text(net, plan, profile, figures);  // the name and basis of the runtime's model
    const std::string base = (std::filesystem::path(a.output_dir) / a.name).string();
    write_file(base + ".plan.json",
               netmem::to_plan_json(plan, facts, figures,
                                    {.network_name = a.name, .profile = profile,
                                     .target_name = target != nullptr ? target_name : std::string{},
                                     .target = target != nullptr ? *target : netmem::budget{}}));
    // The picture of the arena the verdict is about: of the report the runtime's model reads
    // (runtime_svg: TFLM's arena under --runtime tflm, netmem's plan under static_arena).
    const netmem::size_type budget = target != nullptr ? netmem::detail::capped(target->arena_capacity(), target->ram)
                                                       : netmem::no_limit;
    write_file(base + ".svg", runtime_svg(net, plan, profile, a.name, budget));
    std::cout << "wrote " << base << ".plan.json\n      " << base << ".svg\n";
}

int run(int argc, char** argv) {
    const arguments a = parse(argc, argv);
    const model_info model = read_tflite_file(a.model);
    // --report and --write-offline-plan plan into a fixed capacity: stop the import at its limit.
    const bool plans = a.report || !a.offline_output.empty();
    const imported_network net =
        import_network(model, a.allow_unknown, plans ? capacity_nodes : static_cast<std::size_t>(-1));

    if (a.figures) {
        std::int64_t weights = 0, biases = 0, constant = 0;
        for (const imported_node& n : net.nodes) {
            weights += n.file_weight_bytes;
            biases += n.file_bias_bytes;
        }
        for (std::size_t t = 0; t < model.tensors.size(); ++t)
            if (model.is_constant(t)) constant += static_cast<std::int64_t>(model.buffers[model.tensors[t].buffer].size);
        std::cout << "file_bytes=" << model.bytes.size() << "\noperators=" << model.operators.size()
                  << "\ntensors=" << model.tensors.size() << "\nnetwork=" << (net.chain ? "sequential" : "graph")
                  << "\nlayers=" << net.nodes.size() << "\nfile_weight_bytes=" << weights
                  << "\nfile_bias_bytes=" << biases << "\nfile_constant_bytes=" << constant
                  << "\nnetmem_parameter_count=" << parameter_count(net) << "\n";
        for (std::size_t k = 0; k < net.nodes.size(); ++k) {
            const imported_node& n = net.nodes[k];
            std::cout << "layer." << k << "=" << n.name << " op " << n.op_index << " " << n.op_name << " "
                      << shape_text(model.tensors[static_cast<std::size_t>(n.output_tensor)].shape) << "\n";
        }
        return 0;
    }
    if (a.report || !a.offline_output.empty()) {
        netmem::deployment profile = profile_of(net, a.kernels);
        profile.runtime = *netmem::runtime_named(a.runtime);  // parse checked the name
        profile.tflm.pointer_bits = a.pointer_bits == "64" ? 64 : 32;
        if (const auto* abi = netmem::cli_find(netmem::cli_struct_abis, a.abi)) profile.tflm.abi = abi->value;
        profile.tflm.stub_custom_ops = a.stub_custom_ops;
        // The target's core picks the kernel variant (--kernels cmsis_nn on stm32f446re: DSP) and
        // rejects a library it cannot run (core/kernel_selection.hpp).
        if (const netmem::budget* preset = target_of(a.target)) profile.core = preset->core;
        if (const netmem::kernel_selection_rule rule = netmem::check_kernel_selection(profile);
            rule != netmem::kernel_selection_rule::ok)
            throw import_error(exit_status::usage,
                               std::string("--kernels ") + a.kernels + " on core " + netmem::name_of(profile.core) +
                                   (a.target.empty() ? std::string() : " (--target " + a.target + ")") + ": " +
                                   netmem::name_of(rule) + " (kernels " + netmem::name_of(profile.kernels) + ", core " +
                                   netmem::name_of(profile.core) + ", abi " + netmem::name_of(netmem::resolved_abi(profile)) +
                                   "; core/kernel_selection.hpp)" +
                                   (rule == netmem::kernel_selection_rule::core_needs_a_named_struct_abi
                                        ? ": name --abi (ilp32_gcc is Xtensa / RISC-V GCC's layout, an estimate)"
                                        : ""));
        const auto plan = plan_network(net, profile);
        if (!a.offline_output.empty()) {
            // Planned in the file's order: the order TFLM runs the ops.
            const auto file_plan = plan_network(net, profile, execution_order::file);
            const std::vector<std::uint8_t> bytes = with_offline_plan(model, offline_offsets(model, net, *file_plan));
            write_file(a.offline_output, std::string(bytes.begin(), bytes.end()));
            std::cout << "wrote " << a.offline_output << ": OfflineMemoryAllocation with netmem's plan in the file's "
                      << "op order, arena_bytes=" << file_plan->arena_bytes << "\n";
            if (net.any_npu_operator())
                std::cout << "note: the ethos-u op's scratch and fast-scratch tensors are left to TFLM's online planner "
                             "(-1): netmem's plan holds them as the op's scratch, TFLM keeps them from the start, so "
                             "TFLM's head may be larger than arena_bytes (run --report --runtime tflm on the copy)\n";
        }
        if (a.report) {
            if (!a.output_dir.empty()) {  // before any verdict is printed: never a verdict with an error exit
                std::error_code error;
                std::filesystem::create_directories(a.output_dir, error);
                if (error || !std::filesystem::is_directory(a.output_dir, error))
                    throw import_error(exit_status::usage, "--output-dir: cannot create \"" + a.output_dir + "\": " +
                                                               (error ? error.message() : std::string("not a directory")));
            }
            const netmem::budget* preset = target_of(a.target);
            netmem::budget custom = preset != nullptr ? *preset : netmem::budget{};
            // --ram / --flash: one block of that size, replacing the preset's regions of that kind.
            auto without_regions = [](netmem::budget b, bool ram_kind) {
                netmem::budget result = b;
                for (auto& r : result.regions) r = {};
                std::size_t n = 0;
                for (std::size_t i = 0; i < netmem::max_memory_regions; ++i)
                    if (b.listed(i) && netmem::is_ram(b.regions[i].kind) != ram_kind) result.regions[n++] = b.regions[i];
                (ram_kind ? result.arena_region : result.weights_region) = {};
                return result;
            };
            if (!a.ram.empty()) custom = without_regions(custom, true), custom.ram = *netmem::parse_size(a.ram);
            if (!a.flash.empty()) custom = without_regions(custom, false), custom.flash = *netmem::parse_size(a.flash);
            const bool has_budget = (preset != nullptr && a.target != "none") || !a.ram.empty() || !a.flash.empty();
            const netmem::budget* target = has_budget ? &custom : nullptr;
            const std::string target_name = a.target.empty() ? std::string("custom") : a.target;
            const verdict_lines v = verdict_of(net, *plan, profile, target, target_name);
            std::cout << v.text << "\n";
            std::cout << report_text(net, *plan, profile, target_name, target);
            if (!a.output_dir.empty()) write_pictures(a, net, *plan, profile, target, target_name, v.figures);
            if (!v.fits) return static_cast<int>(exit_status::does_not_fit);
        }
        return 0;
    }
    header_options options{a.name, a.name_space, a.model, a.command};
    const std::string header = write_header(model, net, options);
    if (a.output.empty()) std::cout << header;
    else write_file(a.output, header);
    return 0;
}

}  // namespace
}  // namespace netmem_import

int main(int argc, char** argv) {
    try {
        return netmem_import::run(argc, argv);
    } catch (const netmem_import::import_error& e) {
        std::cerr << "netmem-import: error: " << e.what() << "\n";
        return static_cast<int>(e.status);
    } catch (const std::exception& e) {
        std::cerr << "netmem-import: error: " << e.what() << "\n";
        return static_cast<int>(netmem_import::exit_status::invalid_file);
    }
}
