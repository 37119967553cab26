// tests/support/tflm_oracle.hpp -- test helper shared by tests/runtime_tflm_tflm_oracle.cpp and
// tools/netmem-import/tests/tflm_oracle.cpp: runs TFLM's own allocator (../shared/oracles/bin/*,
// the 32-bit ones under qemu-i386 when they cannot run natively), reads its key=value lines, and
// checks netmem's tflm::arena_report against them key by key (oracles/README.md "Output keys").
// The including target defines NETMEM_SHARED_DIR and NETMEM_QEMU_I386 (tests/CMakeLists.txt).
#pragma once

#include <doctest/doctest.h>

#include <cstdio>
#include <map>
#include <string>

#include <netmem/runtime/tflm/tflm.hpp>

#ifndef NETMEM_SHARED_DIR
#define NETMEM_SHARED_DIR "../shared"
#endif
#ifndef NETMEM_QEMU_I386
#define NETMEM_QEMU_I386 ""
#endif

namespace netmem_tests {

/// The oracle's output: key -> value.
using oracle_keys = std::map<std::string, std::string>;

/// The integer value of `key`, -1 when absent or not a number.
inline long long number(const oracle_keys& keys, const std::string& key) {
    const auto it = keys.find(key);
    if (it == keys.end()) return -1;
    try {
        return std::stoll(it->second);
    } catch (...) {
        return -1;
    }
}

/// Runs `command` and parses its key=value lines; empty unless it printed tflm_commit.
inline oracle_keys run(const std::string& command) {
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

/// `binary --min-arena` on the .tflite file at `model_path`, natively, else under qemu-i386.
inline oracle_keys oracle_on_file(const std::string& binary, const std::string& model_path) {
    const std::string shared = NETMEM_SHARED_DIR;
    const std::string arguments = " --min-arena " + model_path;
    const std::string path = shared + "/oracles/bin/" + binary;
    oracle_keys keys = run(path + arguments);
    if (keys.empty() && std::string(NETMEM_QEMU_I386).size() > 0) keys = run(std::string(NETMEM_QEMU_I386) + " " + path + arguments);
    return keys;
}

/// `binary --min-arena` on ../shared/models/<model>.tflite, natively, else under qemu-i386.
inline oracle_keys oracle(const std::string& binary, const std::string& model) {
    return oracle_on_file(binary, std::string(NETMEM_SHARED_DIR) + "/models/" + model + ".tflite");
}

/// Every figure of `mine` equals the oracle's key of the same meaning (bytes and counts).
inline void check_arena_figures(const netmem::tflm::arena_report& mine, const oracle_keys& theirs, const char* binary) {
    REQUIRE_MESSAGE(!theirs.empty(), "the oracle did not run: ", NETMEM_SHARED_DIR, "/oracles/bin/", binary,
                    " (is ../shared present? qemu-i386 for the 32-bit ones?)");
    auto expect = [&](const std::string& key, netmem::size_type value) {
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
}

}  // namespace netmem_tests
