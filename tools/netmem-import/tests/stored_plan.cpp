// tools/netmem-import/tests/stored_plan.cpp
// Issue 22, "plans stored in the file": models that already carry an OfflineMemoryAllocation. TFLM
// places every tensor with an offset there and plans the rest (-1) online around them; netmem-import
// reads the plan and every TFLM figure follows it, at run time (tflm_arena, what --report prints)
// and at compile time (the generated header's netmem::tflm::stored_offline_plan specialisation).
// The models are built at test build time (tests/CMakeLists.txt):
//   resnet_sequential.tflite   ../shared/oracles/src/add_offline_plan.py --sequential on
//                              pretrainedResnet_quant.tflite: every planned tensor its own slot
//   resnet_input_65536.tflite  the same script, --offsets-file: only tensor 0 (the input, 3,072 B)
//                              at 65,536, the other 37 entries -1
//   vww_netmem.tflite          netmem-import --write-offline-plan on vww_96_int8.tflite
// Every expected figure was printed by the tflm-arena oracle (TFLM at tflite-micro 90b983c2,
// ../shared/oracles) run as `bin/tflm-arena-<build> --min-arena MODEL` on these files:
// head_bytes, tail_bytes, min_arena_bytes_multiple_of_16. The first two rows are the worked example
// of ../shared/oracles/README.md ("Offline memory plans").
#include <doctest/doctest.h>

#include <string>

#include <netmem/runtime/tflm/tflm.hpp>

#include "stored_resnet_sequential.hpp"
#include "stored_vww_netmem.hpp"

#include "host_oracle_builds.hpp"
#include "imported_network.hpp"
#include "runtime_plan.hpp"
#include "tflite_model.hpp"

namespace {

namespace nm = netmem;

using namespace netmem_import_test;

netmem_import::imported_network import(const std::string& file) {
    const netmem_import::model_info model =
        netmem_import::read_tflite_file(std::string(NETMEM_STORED_PLAN_MODELS_DIR) + "/" + file);
    return netmem_import::import_network(model, false);
}

void check_model(const std::string& file, const nm::deployment& file_profile, build b, oracle_figures expected) {
    CAPTURE(file);
    CAPTURE(static_cast<int>(b));
    const nm::tflm::arena_report mine = netmem_import::tflm_arena(import(file), profile_of(b, file_profile));
    CHECK(mine.head_bytes == expected.head);
    CHECK(mine.tail_bytes == expected.tail);
    CHECK(mine.min_arena_bytes == expected.min_arena);
}

}  // namespace

// Issue 22 table row "ResNet-8 carrying an OfflineMemoryAllocation that gives every tensor its own
// buffer": TFLM head 117,920 (the 17 planned sizes, each rounded to 16, one after another), smallest
// arena 123,136; netmem said 54,368 (its online figure) before it read the plan.
TEST_CASE("stored plan: ResNet-8, sequential (issue 22 table)") {
    constexpr nm::deployment file = netmem_models::stored_resnet_sequential_deployment;
    check_model("resnet_sequential.tflite", file, build::m32, {117'920, 5'212, 123'136});
    check_model("resnet_sequential.tflite", file, build::cmsis_nn_m32, {117'920, 5'276, 123'200});
    check_model("resnet_sequential.tflite", file, build::m64, {117'920, 6'560, 124'480});
    // The compile-time path: the generated type carries the offsets.
    static_assert(nm::tflm::has_stored_offline_plan<netmem_models::stored_resnet_sequential>);
    constexpr auto m32 = nm::tflm::arena<netmem_models::stored_resnet_sequential>(profile_of(build::m32, file));
    static_assert(m32.head_bytes == 117'920 && m32.tail_bytes == 5'212 && m32.min_arena_bytes == 123'136);
    static_assert(m32.offline_planned_buffers == 17);  // the oracle's offline_planned_buffers
    constexpr auto m64 = nm::tflm::arena<netmem_models::stored_resnet_sequential>(profile_of(build::m64, file));
    static_assert(m64.min_arena_bytes == 124'480);
    // deployment::tflm.offline_plan writes netmem's own plan instead (--write-offline-plan): 54,368, the
    // oracle's figure for ResNet-8 with netmem's plan (TFLM's head 49,152 + tail 5,212).
    nm::deployment own = profile_of(build::m32, file);
    own.tflm.offline_plan = true;
    CHECK(netmem_import::tflm_arena(import("resnet_sequential.tflite"), own).min_arena_bytes == 54'368);
}

// A mixed plan: one offset given, the other tensors left to the online planner (-1), which places
// them around it: head 68,608 = 65,536 + 3,072 (oracles/README.md).
TEST_CASE("stored plan: one tensor fixed, the rest online") {
    constexpr nm::deployment file = netmem_models::stored_resnet_sequential_deployment;  // the same file types
    check_model("resnet_input_65536.tflite", file, build::m32, {68'608, 5'212, 73'824});
    check_model("resnet_input_65536.tflite", file, build::cmsis_nn_m32, {68'608, 5'276, 73'888});
    check_model("resnet_input_65536.tflite", file, build::m64, {68'608, 6'560, 75'168});
}

// Issue 22 table row "VWW after netmem-import --write-offline-plan": 82,240 with the plan
// (TFLM's head 55,296, netmem's arena, + tail 26,940); netmem said 100,672 (the online head)
// before it read the plan. The plan runs the flatten's RESHAPE in place (its output at its input's
// offset: the oracle's plan_overlapping_pairs=1), which is not an overlap.
TEST_CASE("stored plan: VWW re-imported after --write-offline-plan (issue 22 table)") {
    constexpr nm::deployment file = netmem_models::stored_vww_netmem_deployment;
    check_model("vww_netmem.tflite", file, build::m32, {55'296, 26'940, 82'240});
    check_model("vww_netmem.tflite", file, build::cmsis_nn_m32, {55'296, 26'988, 82'288});
    check_model("vww_netmem.tflite", file, build::m64, {55'296, 29'664, 84'960});
    constexpr auto m32 = nm::tflm::arena<netmem_models::stored_vww_netmem>(profile_of(build::m32, file));
    static_assert(m32.head_bytes == 55'296 && m32.min_arena_bytes == 82'240 && m32.offline_planned_buffers == 32);
}
