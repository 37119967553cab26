// tests/runtime_tflm_tflm_oracle.cpp: netmem's TFLM runtime model (runtime/tflm/tflm.hpp) against TFLM itself.
// For every model in ../shared/models that netmem declares, the test runs the tflm-arena oracle
// (TFLM at tflite-micro 90b983c2, ../shared/oracles/README.md) with --min-arena and compares, byte
// for byte, the head, the tail and each of its categories, arena_used_bytes, the planning need and
// the smallest working arena (multiple of 16), and the counts (tensors, operators, planned and
// scratch buffers), for three builds: reference kernels with 32-bit pointers (tflm-arena-m32),
// with 64-bit pointers (tflm-arena-m64), and CMSIS-NN pure-C kernels with 32-bit pointers
// (tflm-arena-cmsis-nn-m32). The 32-bit oracles are i386 executables: where the kernel cannot run
// them natively they run under qemu-i386. A missing ../shared or an oracle that cannot run is a
// failure, not a skip.
#include <doctest/doctest.h>

#include "support/tflm_oracle.hpp"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <future>
#include <map>
#include <string>

#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/mlperf_anomaly_detection.hpp>
#include <netmem/zoo/mlperf_ds_cnn.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>
#include <netmem/zoo/tflm_micro_speech.hpp>
#include <netmem/zoo/tflm_person_detection.hpp>

#ifndef NETMEM_TESTS_BINARY_DIR  // where the offline-plan test writes its files: the build folder (tests/CMakeLists.txt)
#define NETMEM_TESTS_BINARY_DIR "."
#endif

namespace {
namespace nm = netmem;
using netmem_tests::oracle_keys;
using netmem_tests::number;
using netmem_tests::run;
using netmem_tests::oracle;


constexpr nm::deployment m32{.runtime = nm::runtime::tflm, .tflm = {.abi = nm::struct_abi::ilp32_i386}};
constexpr nm::deployment m64{.runtime = nm::runtime::tflm, .tflm = {.pointer_bits = 64}};
constexpr nm::deployment cmsis_nn_m32{.runtime = nm::runtime::tflm,
                                       .kernels = nm::kernel_library::cmsis_nn_pure_c,
                                       .tflm = {.abi = nm::struct_abi::ilp32_i386}};

template <class Net, nm::deployment Profile>
void compare(const std::string& model, const char* binary, const oracle_keys& theirs) {
    constexpr nm::tflm::arena_report mine = nm::tflm::arena<Net>(Profile);
    CAPTURE(model);
    const std::string build_name = binary;
    CAPTURE(build_name);
    netmem_tests::check_arena_figures(mine, theirs, binary);
}

template <class Net>
void compare_all(const std::string& model) {
    // The three oracle runs (each about 1 s natively, 10 s under qemu) in parallel.
    auto run_m32 = std::async(std::launch::async, oracle, "tflm-arena-m32", model);
    auto run_m64 = std::async(std::launch::async, oracle, "tflm-arena-m64", model);
    auto run_cmsis_nn = std::async(std::launch::async, oracle, "tflm-arena-cmsis-nn-m32", model);
    compare<Net, m32>(model, "tflm-arena-m32", run_m32.get());
    compare<Net, m64>(model, "tflm-arena-m64", run_m64.get());
    compare<Net, cmsis_nn_m32>(model, "tflm-arena-cmsis-nn-m32", run_cmsis_nn.get());
}
}  // namespace

TEST_CASE("TFLM oracle: MLPerf Tiny ResNet-8 (pretrainedResnet_quant.tflite)") {
    compare_all<nm::zoo::mlperf_resnet8>("pretrainedResnet_quant");
}
TEST_CASE("TFLM oracle: MLPerf Tiny DS-CNN (kws_ref_model.tflite)") { compare_all<nm::zoo::mlperf_ds_cnn>("kws_ref_model"); }
TEST_CASE("TFLM oracle: MLPerf Tiny VWW (vww_96_int8.tflite)") {
    compare_all<nm::zoo::mlperf_vww_mobilenet_v1>("vww_96_int8");
}
TEST_CASE("TFLM oracle: MLPerf Tiny AD (ad01_int8.tflite)") {
    compare_all<nm::zoo::mlperf_anomaly_detection>("ad01_int8");
}
TEST_CASE("TFLM oracle: TFLM person_detection (person_detect.tflite)") {
    compare_all<nm::zoo::tflm_person_detection>("person_detect");
}
TEST_CASE("TFLM oracle: TFLM micro_speech (micro_speech_quantized.tflite)") {
    compare_all<nm::zoo::tflm_micro_speech>("micro_speech_quantized");
}
TEST_CASE("TFLM oracle: TFLM hello_world (hello_world_int8.tflite)") {
    compare_all<nm::zoo::tflm_hello_world>("hello_world_int8");
}

namespace {
/// Writes netmem's plan into a copy of `model` with the oracle's add_offline_plan.py and runs the
/// oracle on it: TFLM must take every offset and report the head netmem predicts.
template <class Net, nm::deployment Profile>
void compare_offline(const std::string& model, const char* binary) {
    constexpr nm::deployment offline = [] {
        nm::deployment p = Profile;
        p.tflm.offline_plan = true;
        return p;
    }();
    constexpr auto offsets = nm::tflm::offline_plan_offsets<Net>(offline);
    constexpr nm::tflm::arena_report mine = nm::tflm::arena<Net>(offline);
    const std::string shared = NETMEM_SHARED_DIR;
    // Into the build folder, whatever the working directory (never the source tree).
    const std::string plan_file = std::string(NETMEM_TESTS_BINARY_DIR) + "/tflm_oracle_" + model + "_plan.txt";
    const std::string out_model = std::string(NETMEM_TESTS_BINARY_DIR) + "/tflm_oracle_" + model + "_offline.tflite";
    {
        std::ofstream out(plan_file);
        for (std::size_t t = 0; t < offsets.count; ++t) out << offsets.offsets[t] << (t + 1 < offsets.count ? "," : "\n");
    }
    const std::string write = "python3 " + shared + "/oracles/src/add_offline_plan.py " + shared + "/models/" + model +
                              ".tflite " + out_model + " --offsets-file " + plan_file + " > /dev/null";
    REQUIRE_MESSAGE(std::system(write.c_str()) == 0, write);
    const std::string path = shared + "/oracles/bin/" + binary;
    oracle_keys theirs = run(path + " --min-arena " + out_model);
    if (theirs.empty() && std::string(NETMEM_QEMU_I386).size() > 0)
        theirs = run(std::string(NETMEM_QEMU_I386) + " " + path + " --min-arena " + out_model);
    REQUIRE_MESSAGE(!theirs.empty(), "the oracle did not run: ", path);
    const std::string build_name = binary;
    CAPTURE(build_name);
    CHECK(theirs["offline_plan"] == "yes");
    CHECK(number(theirs, "offline_planned_buffers") == mine.offline_planned_buffers);
    CHECK(number(theirs, "plan_overlapping_pairs") == 0);
    CHECK(number(theirs, "head_bytes") == mine.head_bytes);
    CHECK(number(theirs, "tail_bytes") == mine.tail_bytes);
    CHECK(number(theirs, "arena_used_bytes") == mine.arena_used_bytes);
    CHECK(number(theirs, "min_arena_bytes_multiple_of_16") == mine.min_arena_bytes);
}
}  // namespace

TEST_CASE("TFLM oracle: netmem's plan as an offline plan (OfflineMemoryAllocation)") {
    // VWW: TFLM's head drops from 73,728 (greedy) to netmem's 55,296 B.
    compare_offline<nm::zoo::mlperf_vww_mobilenet_v1, m32>("vww_96_int8", "tflm-arena-m32");
    compare_offline<nm::zoo::mlperf_vww_mobilenet_v1, m64>("vww_96_int8", "tflm-arena-m64");
    compare_offline<nm::zoo::mlperf_resnet8, m64>("pretrainedResnet_quant", "tflm-arena-m64");
    compare_offline<nm::zoo::mlperf_ds_cnn, m64>("kws_ref_model", "tflm-arena-m64");
}
