// tools/netmem-import/main.cpp
// netmem-import: a .tflite model as a netmem type (a C++ header), its plan and fit verdict, or a
// copy of the file carrying netmem's plan as TFLM's offline plan. README section "netmem-import".
//
//   netmem-import MODEL.tflite [--name NAME] [--namespace NS] [--output HEADER] [--allow-unknown]
//   netmem-import MODEL.tflite --report [--target stm32f446re] [--kernels reference]
//                 [--runtime static_arena|tflm] [--pointer-bits 32|64] [--abi arm_eabi_gcc|ilp32_i386|lp64]
//   netmem-import MODEL.tflite --write-offline-plan OUT.tflite
//   netmem-import MODEL.tflite --figures          (the file's own figures, key=value)
// Exit status: import_error.hpp (0 ok, 1 usage or I/O, 2 invalid file, 3 unsupported model,
// 4 unknown op, 5 does not fit the --target).
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <string>

#include <netmem/deploy/targets.hpp>

#include "header_writer.hpp"
#include "import_error.hpp"
#include "imported_network.hpp"
#include "offline_plan.hpp"
#include "runtime_plan.hpp"
#include "tflite_model.hpp"

namespace netmem_import {
namespace {

constexpr const char* usage_text =
    "usage: netmem-import MODEL.tflite [--name NAME] [--namespace NS] [--output HEADER.hpp] [--allow-unknown]\n"
    "       netmem-import MODEL.tflite --report [--target NAME] [--ram BYTES] [--flash BYTES]\n"
    "                     [--kernels reference|cmsis_nn|cmsis_nn_pure_c|cmsis_nn_dsp|cmsis_nn_mve]\n"
    "                     [--runtime static_arena|tflm] [--pointer-bits 32|64] [--abi arm_eabi_gcc|ilp32_i386|lp64]\n"
    "       netmem-import MODEL.tflite --write-offline-plan OUT.tflite\n"
    "       netmem-import MODEL.tflite --figures\n"
    "targets: stm32f446re stm32h743 nrf52840 rp2040 esp32_s3 (the target's core picks --kernels cmsis_nn's variant;\n"
    "         esp32_s3 needs --kernels named: docs/guide/cores-and-kernels.md)\n";

struct arguments {
    std::string model, name, name_space = "netmem_models", output, target, offline_output, kernels = "not_named";
    std::string ram, flash;  ///< --ram / --flash: a budget of their own (bytes), or overrides of --target's
    std::string runtime = "static_arena";  ///< --runtime: what the verdict's RAM is (deployment::runtime)
    std::string pointer_bits = "32";       ///< --pointer-bits: TFLM's structure sizes (deployment::pointer_bits)
    std::string abi;                       ///< --abi: TFLM's struct ABI (deployment::abi; default: from the pointer bits)
    bool allow_unknown = false, report = false, figures = false;
    std::string command;
};

[[noreturn]] void usage_error(const std::string& message) { throw import_error(exit_status::usage, message + "\n" + usage_text); }

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
        else if (arg == "--figures") a.figures = true;
        else if (arg == "--help" || arg == "-h") {
            std::cout << usage_text;
            std::exit(0);
        } else if (!arg.empty() && arg[0] == '-') usage_error("unknown option " + arg);
        else if (a.model.empty()) a.model = arg;
        else usage_error("more than one model file: " + a.model + ", " + arg);
    }
    if (a.model.empty()) usage_error("no model file");
    if (a.runtime != "static_arena" && a.runtime != "tflm") usage_error("--runtime " + a.runtime + " is not static_arena or tflm");
    if (a.pointer_bits != "32" && a.pointer_bits != "64") usage_error("--pointer-bits " + a.pointer_bits + " is not 32 or 64");
    if (!a.abi.empty() && a.abi != "arm_eabi_gcc" && a.abi != "ilp32_i386" && a.abi != "lp64")
        usage_error("--abi " + a.abi + " is not arm_eabi_gcc, ilp32_i386 or lp64");
    if (a.name.empty()) {
        std::string base = a.model.substr(a.model.find_last_of('/') == std::string::npos ? 0 : a.model.find_last_of('/') + 1);
        base = base.substr(0, base.rfind('.'));
        a.name = identifier_from(base);
    }
    if (a.name != identifier_from(a.name)) usage_error("--name " + a.name + " is not a lower-case C++ identifier");
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
    static const std::map<std::string, netmem::kernel_library> libraries{
        {"not_named", netmem::kernel_library::not_named}, {"reference", netmem::kernel_library::reference},
        {"cmsis_nn", netmem::kernel_library::cmsis_nn}, {"cmsis_nn_pure_c", netmem::kernel_library::cmsis_nn_pure_c},
        {"cmsis_nn_dsp", netmem::kernel_library::cmsis_nn_dsp}, {"cmsis_nn_mve", netmem::kernel_library::cmsis_nn_mve},
        {"esp_nn", netmem::kernel_library::esp_nn}};
    const auto it = libraries.find(kernels);
    if (it == libraries.end()) usage_error("unknown --kernels " + kernels);
    p.kernels = it->second;
    return p;
}

const netmem::budget* target_of(const std::string& name) {
    static const std::map<std::string, netmem::budget> targets{
        {"stm32f446re", netmem::targets::stm32f446re}, {"stm32h743", netmem::targets::stm32h743},
        {"nrf52840", netmem::targets::nrf52840},       {"rp2040", netmem::targets::rp2040},
        {"esp32_s3", netmem::targets::esp32_s3}};
    if (name.empty()) return nullptr;
    const auto it = targets.find(name);
    if (it == targets.end()) usage_error("unknown --target " + name);
    return &it->second;
}

void write_file(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out) throw import_error(exit_status::usage, "cannot write \"" + path + "\"");
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
        profile.runtime = a.runtime == "tflm" ? netmem::runtime::tflm : netmem::runtime::static_arena;
        profile.pointer_bits = a.pointer_bits == "64" ? 64 : 32;
        if (a.abi == "arm_eabi_gcc") profile.abi = netmem::struct_abi::arm_eabi_gcc;
        if (a.abi == "ilp32_i386") profile.abi = netmem::struct_abi::ilp32_i386;
        if (a.abi == "lp64") profile.abi = netmem::struct_abi::lp64;
        // The target's core picks the kernel variant (--kernels cmsis_nn on stm32f446re: DSP) and
        // rejects a library it cannot run (core/kernel_selection.hpp).
        if (const netmem::budget* preset = target_of(a.target)) profile.core = preset->core;
        if (const netmem::kernel_selection_rule rule = netmem::check_kernel_selection(profile);
            rule != netmem::kernel_selection_rule::ok)
            throw import_error(exit_status::usage,
                               std::string("error: --kernels ") + a.kernels + " on core " + netmem::name_of(profile.core) +
                                   (a.target.empty() ? std::string() : " (--target " + a.target + ")") + ": " +
                                   netmem::name_of(rule) + " (kernels " + netmem::name_of(profile.kernels) + ", core " +
                                   netmem::name_of(profile.core) + ", abi " + netmem::name_of(netmem::resolved_abi(profile)) +
                                   "; core/kernel_selection.hpp)");
        const auto plan = plan_network(net, profile);
        if (!a.offline_output.empty()) {
            // Planned in the file's order: the order TFLM runs the ops.
            const auto file_plan = plan_network(net, profile, execution_order::file);
            const std::vector<std::uint8_t> bytes = with_offline_plan(model, offline_offsets(model, net, *file_plan));
            write_file(a.offline_output, std::string(bytes.begin(), bytes.end()));
            std::cout << "wrote " << a.offline_output << ": OfflineMemoryAllocation with netmem's plan in the file's "
                      << "op order, arena_bytes=" << file_plan->arena_bytes << "\n";
        }
        if (a.report) {
            const netmem::budget* preset = target_of(a.target);
            netmem::budget custom = preset != nullptr ? *preset : netmem::budget{};
            auto bytes = [](const std::string& option, const std::string& text) {
                std::size_t used = 0;
                long long v = -1;
                try {
                    v = std::stoll(text, &used);
                } catch (const std::exception&) {
                }
                if (v < 0 || used != text.size()) usage_error(option + " " + text + " is not a byte count");
                return static_cast<netmem::size_type>(v);
            };
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
            if (!a.ram.empty()) custom = without_regions(custom, true), custom.ram = bytes("--ram", a.ram);
            if (!a.flash.empty()) custom = without_regions(custom, false), custom.flash = bytes("--flash", a.flash);
            const bool has_budget = preset != nullptr || !a.ram.empty() || !a.flash.empty();
            const netmem::budget* target = has_budget ? &custom : nullptr;
            const std::string target_name = a.target.empty() ? std::string("custom") : a.target;
            std::cout << report_text(net, *plan, profile, target_name, target);
            if (target != nullptr &&
                (runtime_ram_bytes(net, *plan, profile) > netmem::detail::capped(target->arena_capacity(), target->ram) ||
                 runtime_flash_bytes(net, *plan, profile) > netmem::detail::capped(target->weights_capacity(), target->flash)))
                return static_cast<int>(exit_status::does_not_fit);
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
