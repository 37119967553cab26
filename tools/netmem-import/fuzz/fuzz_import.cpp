// tools/netmem-import/fuzz/fuzz_import.cpp
// The importer's fuzz target (libFuzzer's entry point): every path a .tflite takes through
// netmem-import, on bytes held in a buffer of exactly their size (so AddressSanitizer sees a read
// one byte past the file): read and verify, map to layers (with and without --allow-unknown),
// write the header, plan (static arena and TFLM's arena, 32- and 64-bit), the --report text, the
// picture of TFLM's arena and the offline plan. An import_error is the expected answer to a bad
// file; anything else (a crash, a sanitizer report, another exception) is a finding.
// Built by: netmem-import-fuzz (NETMEM_FUZZ=ON, clang++: -fsanitize=fuzzer) and
// netmem-import-fuzz-replay (replay_main.cpp, any compiler, ASan+UBSan; ctest netmem_import.fuzz_replay).
#include <cstddef>
#include <cstdint>
#include <vector>

#include <netmem/deploy/targets.hpp>

#include "header_writer.hpp"
#include "import_error.hpp"
#include "imported_network.hpp"
#include "offline_plan.hpp"
#include "runtime_plan.hpp"
#include "tflite_model.hpp"

namespace {

void import_everything(std::vector<std::uint8_t> bytes) {
    using namespace netmem_import;
    const model_info model = read_tflite_model(std::move(bytes));
    for (const bool allow_unknown : {false, true}) {
        try {
            const imported_network net = import_network(model, allow_unknown);
            (void)write_header(model, net, header_options{"fuzzed", "netmem_models", "fuzz.tflite", "fuzz"});
            if (net.nodes.size() > capacity_nodes) continue;  // --report's limit (plan_network throws)
            // Every runtime with a model (static_arena, tflm), TFLM's
            // structures at 64-bit pointers where the runtime reads TFLM's report.
            for (unsigned value = 0; value < 256; ++value) {
                netmem::deployment profile{};
                profile.runtime = static_cast<netmem::runtime>(value);
                if (!netmem::visit_runtime_model(profile.runtime, [](auto) {})) continue;  // no model
                profile.quantization = net.quantization();
                profile.tflm.pointer_bits = runtime_report_of(profile) == runtime_report::tflm_arena ? 64 : 32;
                const auto plan = plan_network(net, profile);
                (void)report_text(net, *plan, profile, "stm32f446re", &netmem::targets::stm32f446re);
                (void)runtime_svg(net, *plan, profile, "fuzzed", netmem::no_limit);
                const auto file_plan = plan_network(net, profile, execution_order::file);
                (void)with_offline_plan(model, offline_offsets(model, net, *file_plan));
            }
        } catch (const import_error&) {
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        import_everything(std::vector<std::uint8_t>(data, data + size));
    } catch (const netmem_import::import_error&) {
    }
    return 0;
}
