// tools/netmem-import/tests/tflm_oracle.cpp
// The types netmem-import generates from every model of ../shared/models against TFLM itself: the
// tflm-arena oracle (TFLM at tflite-micro 90b983c2, ../shared/oracles/README.md) run with
// --min-arena on the same file. Compared: TFLM's head, its tail and every tail category,
// arena_used_bytes, the planning need, the smallest working arena (multiple of 16) and the counts,
// from netmem::tflm::arena_report<generated type> computed at compile time, for three builds:
// reference kernels with 32-bit pointers (tflm-arena-m32, an i386 executable: run under qemu-i386
// where the kernel cannot run it natively), with 64-bit pointers (tflm-arena-m64), and CMSIS-NN
// pure-C kernels with 32-bit pointers (tflm-arena-cmsis-nn-m32).
// Then netmem-import's run-time figures (tflm_arena, what --report prints) against the compile-time
// ones: the same lowering on the same nodes.
// (tests/tflm_oracle.cpp does the same for the zoo's hand-written types.) A missing ../shared or an
// oracle that cannot run is a failure, not a skip.
#include <doctest/doctest.h>

#include <cstdio>
#include <map>
#include <string>

#include <netmem/deploy/runtime/tflm.hpp>

#include "ad01_int8.hpp"
#include "hello_world_int8.hpp"
#include "kws_ref_model.hpp"
#include "micro_speech_quantized.hpp"
#include "person_detect.hpp"
#include "pretrained_resnet_quant.hpp"
#include "vww_96_int8.hpp"

#include "imported_network.hpp"
#include "runtime_plan.hpp"
#include "tflite_model.hpp"

namespace {

namespace nm = netmem;
namespace m = netmem_models;

using oracle_keys = std::map<std::string, std::string>;

/// The number a key holds (-1 when absent or not a number).
long long number(const oracle_keys& keys, const std::string& key) {
    const auto it = keys.find(key);
    if (it == keys.end()) return -1;
    try {
        return std::stoll(it->second);
    } catch (...) {
        return -1;
    }
}

/// Runs `command`, returns its key=value lines (empty when it printed no tflm_commit).
oracle_keys run(const std::string& command) {
    oracle_keys keys;
    FILE* pipe = popen((command + " 2>/dev/null").c_str(), "r");
    if (pipe == nullptr) return keys;
    char line[512];
    bool valid = false;
    while (std::fgets(line, sizeof line, pipe) != nullptr) {
        const std::string text(line);
        const auto equals = text.find('=');
        if (equals == std::string::npos) continue;
        const std::string key = text.substr(0, equals);
        if (key == "tflm_commit") valid = true;
        std::string value = text.substr(equals + 1);
        while (!value.empty() && (value.back() == '\n' || value.back() == '\r')) value.pop_back();
        keys[key] = value;
    }
    pclose(pipe);
    if (!valid) keys.clear();
    return keys;
}

/// The oracle's figures for `model` from `binary`, natively or under qemu-i386.
oracle_keys oracle(const std::string& binary, const std::string& model) {
    const std::string shared = NETMEM_SHARED_DIR;
    const std::string arguments = " --min-arena " + shared + "/models/" + model + ".tflite";
    const std::string path = shared + "/oracles/bin/" + binary;
    oracle_keys keys = run(path + arguments);
    if (keys.empty() && std::string(NETMEM_QEMU_I386).size() > 0) keys = run(std::string(NETMEM_QEMU_I386) + " " + path + arguments);
    return keys;
}

/// `base` (the file's data types) with TFLM's runtime, pointer width and kernels.
constexpr nm::deployment tflm_profile(nm::deployment base, int pointer_bits, nm::kernel_library kernels) {
    base.runtime = nm::runtime::tflm;
    base.pointer_bits = pointer_bits;
    base.kernels = kernels;
    return base;
}

template <class Net, nm::deployment Profile>
void compare(const std::string& model, const char* binary) {
    constexpr nm::tflm::arena_figures mine = nm::tflm::arena_report<Net>(Profile);
    CAPTURE(model);
    const std::string build_name = binary;
    CAPTURE(build_name);
    const oracle_keys theirs = oracle(binary, model);
    REQUIRE_MESSAGE(!theirs.empty(), "the oracle did not run: ", NETMEM_SHARED_DIR, "/oracles/bin/", binary,
                    " (is ../shared present? qemu-i386 for the 32-bit ones?)");
    auto expect = [&](const std::string& key, nm::size_type value) {
        CAPTURE(key);
        REQUIRE(theirs.count(key) == 1);
        CHECK(number(theirs, key) == value);
    };
    CHECK(mine.unmodelled_operators == 0);
    expect("tensors", mine.tensors);
    expect("operators", mine.operators);
    expect("planned_buffers", mine.planned_buffers);
    expect("scratch_buffers", mine.scratch_buffers);
    expect("scratch_bytes", mine.scratch_bytes);
    expect("head_bytes", mine.head_bytes);
    expect("tail_bytes", mine.tail_bytes);
    expect("tail_allocator_objects_bytes", mine.tail.allocator_objects);
    expect("tail_eval_tensors_bytes", mine.tail.eval_tensors);
    expect("tail_node_and_registration_bytes", mine.tail.node_and_registration);
    expect("tail_persistent_buffers_bytes", mine.tail.persistent_buffers);
    expect("tail_persistent_tensors_bytes", mine.tail.persistent_tensors);
    expect("tail_persistent_quantization_bytes", mine.tail.persistent_quantization);
    expect("tail_variable_buffers_bytes", mine.tail.variable_buffers);
    expect("tail_other_bytes", mine.tail.other);
    expect("kernel_persistent_bytes", mine.tail.kernel_persistent);
    expect("interpreter_persistent_bytes", mine.tail.interpreter_persistent);
    expect("arena_used_bytes", mine.arena_used_bytes);
    expect("planning_need_bytes", mine.planning_need_bytes);
    expect("min_arena_bytes_multiple_of_16", mine.min_arena_bytes);

    // --report's run-time figures: the same lowering, on nodes built from the parsed file.
    const netmem_import::imported_network net = netmem_import::import_network(
        netmem_import::read_tflite_file(std::string(NETMEM_SHARED_MODELS_DIR) + "/" + model + ".tflite"), false);
    const nm::tflm::arena_figures run_time = netmem_import::tflm_arena(net, Profile);
    CHECK(run_time == mine);
}

template <class Net, nm::deployment File>
void compare_all(const std::string& model) {
    compare<Net, tflm_profile(File, 32, nm::kernel_library::reference)>(model, "tflm-arena-m32");
    compare<Net, tflm_profile(File, 64, nm::kernel_library::reference)>(model, "tflm-arena-m64");
    compare<Net, tflm_profile(File, 32, nm::kernel_library::cmsis_nn_pure_c)>(model, "tflm-arena-cmsis-nn-m32");
}

}  // namespace

TEST_CASE("netmem-import vs the TFLM oracle: pretrainedResnet_quant.tflite") {
    compare_all<m::pretrained_resnet_quant, m::pretrained_resnet_quant_deployment>("pretrainedResnet_quant");
}
TEST_CASE("netmem-import vs the TFLM oracle: kws_ref_model.tflite") {
    compare_all<m::kws_ref_model, m::kws_ref_model_deployment>("kws_ref_model");
}
TEST_CASE("netmem-import vs the TFLM oracle: vww_96_int8.tflite") {
    compare_all<m::vww_96_int8, m::vww_96_int8_deployment>("vww_96_int8");
}
TEST_CASE("netmem-import vs the TFLM oracle: ad01_int8.tflite") {
    compare_all<m::ad01_int8, m::ad01_int8_deployment>("ad01_int8");
}
TEST_CASE("netmem-import vs the TFLM oracle: person_detect.tflite") {
    compare_all<m::person_detect, m::person_detect_deployment>("person_detect");
}
TEST_CASE("netmem-import vs the TFLM oracle: micro_speech_quantized.tflite") {
    compare_all<m::micro_speech_quantized, m::micro_speech_quantized_deployment>("micro_speech_quantized");
}
TEST_CASE("netmem-import vs the TFLM oracle: hello_world_int8.tflite") {
    compare_all<m::hello_world_int8, m::hello_world_int8_deployment>("hello_world_int8");
}
