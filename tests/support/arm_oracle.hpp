// tests/support/arm_oracle.hpp -- test helper: runs the Arm oracle (../shared/oracles/arm/
// tflm-arena-arm: TFLM 90b983c2 and CMSIS-NN 4ab83cc3 cross-compiled with arm-none-eabi-gcc and run
// on QEMU's MPS2/MPS3 boards; ../shared/oracles/README.md, "Arm oracle") and checks netmem's
// tflm::arena_report against its key=value output, key by key. Without --min-arena the oracle
// prints no planning need and no smallest arena; those two figures are then not compared.
// The including target defines NETMEM_SHARED_DIR.
#pragma once

#include <doctest/doctest.h>

#include <string>

#include <netmem/core/deployment.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

#include "tflm_oracle.hpp"

namespace netmem_tests {

/// One build of the Arm oracle: the core it ran on and the kernels it was linked with.
struct arm_build {
    const char* cpu;          ///< --cpu: cortex-m4, cortex-m7, cortex-m33 (DSP), cortex-m55 (MVE)
    const char* kernels;      ///< --kernels: reference or cmsis_nn
    netmem::kernel_library library;  ///< what netmem calls those kernels on that core
    bool min_arena;           ///< run with --min-arena (one QEMU process per probe: seconds)
};

/// The wrapper script's path.
inline std::string arm_oracle_path() { return std::string(NETMEM_SHARED_DIR) + "/oracles/arm/tflm-arena-arm"; }

/// `tflm-arena-arm --cpu C --kernels K [--min-arena] MODEL`: its keys (empty if it did not run).
inline oracle_keys arm_oracle(const arm_build& build, const std::string& model_path) {
    std::string command = arm_oracle_path() + " --cpu " + build.cpu + " --kernels " + build.kernels;
    if (build.min_arena) command += " --min-arena";
    return run(command + " " + model_path);
}

/// netmem's figures against the Arm oracle's. `theirs` must come from `build`.
inline void check_arm_figures(const netmem::tflm::arena_report& mine, const oracle_keys& theirs, const arm_build& build) {
    REQUIRE_MESSAGE(!theirs.empty(), "the Arm oracle did not run: ", arm_oracle_path(), " --cpu ", build.cpu,
                    " --kernels ", build.kernels, " (is qemu-system-arm installed? tools/install-dependencies.sh)");
    // The build is the one asked for (README "Output keys": target, kernels, cmsis_nn_variant).
    CHECK(theirs.at("target") == build.cpu);
    CHECK(theirs.at("kernels") == build.kernels);
    // A cmsis_nn image's code path is the one netmem's kernels name (a pure C netmem variant, which
    // no Arm image has, fails here too).
    if (std::string(build.kernels) == "cmsis_nn") {
        const char* variant = build.library == netmem::kernel_library::cmsis_nn_dsp   ? "dsp"
                              : build.library == netmem::kernel_library::cmsis_nn_mve ? "mve"
                                                                                      : "not dsp or mve";
        CHECK(theirs.at("cmsis_nn_variant") == variant);
    } else {
        // A reference image has no CMSIS-NN in it, so prints no variant (README "Output keys").
        CHECK(theirs.count("cmsis_nn_variant") == 0);
    }
    CHECK(mine.pointer_bits == 32);
    CHECK(mine.abi == netmem::tflm::abi::arm_eabi_gcc);
    auto expect = [&](const std::string& key, netmem::size_type value) {
        CAPTURE(key);
        REQUIRE(theirs.count(key) == 1);
        CHECK(number(theirs, key) == value);
    };
    CHECK(mine.unmodelled_operators == 0);
    expect("pointer_bits", 32);
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
    if (build.min_arena) {
        expect("planning_need_bytes", mine.planning_need_bytes);
        expect("min_arena_bytes_multiple_of_16", mine.min_arena_bytes);
        CHECK(theirs.at("min_arena_window_check") == "ok");
    }
}

}  // namespace netmem_tests
