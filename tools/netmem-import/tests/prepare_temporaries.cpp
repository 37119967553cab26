// tools/netmem-import/tests/prepare_temporaries.cpp
// Issue 22, "Prepare-time memory": models whose smallest TFLM arena is set by what the kernels take
// while they run Prepare (temporary TfLiteTensors and their quantization, above the scratch-request
// array, below the tail as it is then), not by head + tail or the planner's need. The models are
// written by make_prepare_models.cpp; every figure below was printed by the tflm-arena oracle
// (TFLM itself at tflite-micro 90b983c2, ../shared/oracles) run as
//     bin/tflm-arena-<build> --min-arena MODEL.tflite
// and is written here next to the model, so the test does not run the oracle. netmem's
// min_arena_bytes is the oracle's min_arena_bytes_multiple_of_16 (an alignas(16) arena of a
// multiple of 16 bytes); the oracle's min_arena_bytes (any length) is noted too.
// Checked: netmem-import's run-time figures (what --report prints) for three builds, and, for the
// two models of the table, the compile-time tflm::arena<> of the generated type.
#include <doctest/doctest.h>

#include <string>

#include <netmem/runtime/tflm/tflm.hpp>

#include "prepare_conv_2x2.hpp"
#include "prepare_transpose_conv.hpp"

#include "host_oracle_builds.hpp"
#include "imported_network.hpp"
#include "runtime_plan.hpp"
#include "tflite_model.hpp"

namespace {

namespace nm = netmem;

using namespace netmem_import_test;

void check_model(const std::string& file, build b, oracle_figures expected) {
    CAPTURE(file);
    CAPTURE(static_cast<int>(b));
    const netmem_import::model_info model = netmem_import::read_tflite_file(std::string(NETMEM_PREPARE_MODELS_DIR) + "/" + file);
    const netmem_import::imported_network net = netmem_import::import_network(model, false);
    nm::deployment file_profile{};  // the file's types (every model here: int8, int32 biases)
    file_profile.quantization = net.quantization();
    const nm::deployment profile = profile_of(b, file_profile);
    const nm::tflm::arena_report mine = netmem_import::tflm_arena(net, profile);
    CHECK(mine.head_bytes == expected.head);
    CHECK(mine.tail_bytes == expected.tail);
    CHECK(mine.min_arena_bytes == expected.min_arena);
}

}  // namespace

// Issue 22 table row "one CONV_2D 2x2, 2 filters, valid, on 2x2x2 int8" (tflite-micro#2738).
// Oracle (m32): head 32, tail 476, arena_used 508, planning_need 672, min_arena_bytes 904,
// min_arena_bytes_multiple_of_16 912. netmem said 672 (the planning need) before Prepare's
// temporaries were modelled. By hand, 32-bit i386: during CONV_2D's Prepare the head holds 12
// scratch requests (144 B); the tail is 304 B (allocator objects 116, 2 x 8, eval tensors 4 x 12,
// NodeAndRegistration 32, TfLiteConvParams 28, OpDataConv 56 -> 16-aligned); ConvPrepare takes
// output, input, filter (40 + 12 + 8, 40 + 12 + 8, 40 + 12 + 12 with 2 scales: up to 328), the two
// per-channel arrays move the tail to 336, CalculateOpDataConv takes input, filter, bias, output
// again (60 + 64 + 64 + 60: up to 576), and 576 + 336 = 912.
TEST_CASE("Prepare temporaries: CONV_2D 2x2 on 2x2x2 (issue 22 table, tflite-micro#2738)") {
    check_model("conv_2x2.tflite", build::m32, {32, 476, 912});            // min_arena_bytes 904
    check_model("conv_2x2.tflite", build::cmsis_nn_m32, {64, 476, 912});   // 908
    check_model("conv_2x2.tflite", build::m64, {32, 768, 1440});           // 1440
    // The compile-time path: the generated type under the same profiles.
    constexpr nm::deployment conv = netmem_models::prepare_conv_2x2_deployment;
    static_assert(nm::tflm::arena<netmem_models::prepare_conv_2x2>(profile_of(build::m32, conv)).min_arena_bytes == 912);
    static_assert(nm::tflm::arena<netmem_models::prepare_conv_2x2>(profile_of(build::m64, conv)).min_arena_bytes == 1440);
    static_assert(nm::tflm::arena<netmem_models::prepare_conv_2x2>(profile_of(build::cmsis_nn_m32, conv)).min_arena_bytes ==
                  912);
}

// Issue 22 table row "TRANSPOSE_CONV on a tiny input" (CMSIS-NN#243's layer; here [1,2,2,4] ->
// 4 filters 3x3, stride 2, same -> [1,4,4,4]). Oracle (m32): head 336, tail 492, planning_need 780,
// min_arena_bytes 956, min_arena_bytes_multiple_of_16 960 (the 956 vs 896).
TEST_CASE("Prepare temporaries: TRANSPOSE_CONV on a tiny input (issue 22 table)") {
    check_model("transpose_conv.tflite", build::m32, {336, 492, 960});           // 956
    check_model("transpose_conv.tflite", build::cmsis_nn_m32, {320, 492, 960});  // 960
    check_model("transpose_conv.tflite", build::m64, {336, 800, 1488});          // 1480
    constexpr nm::deployment conv = netmem_models::prepare_transpose_conv_deployment;
    static_assert(nm::tflm::arena<netmem_models::prepare_transpose_conv>(profile_of(build::m32, conv)).min_arena_bytes ==
                  960);
    static_assert(nm::tflm::arena<netmem_models::prepare_transpose_conv>(profile_of(build::m64, conv)).min_arena_bytes ==
                  1488);
}

// A CONV_2D whose per-channel arrays (2 x 64 x 4 B) are larger than the room left between the
// first temporaries and the tail in small arenas: there AllocatePersistentBuffer (checked against
// the head only) puts the tail below the temp pointer, AllocateTemp's unsigned difference wraps,
// and TFLM crashes (signal 11 at 1,024 and 1,200 B) instead of failing cleanly. The oracle's
// smallest working arena is the non-overlapping one, which netmem gives.
// Oracle (m32): head 80, tail 956, planning_need 1152, min_arena_bytes 2136, x16 2144.
TEST_CASE("Prepare temporaries: per-channel arrays between the temporaries") {
    check_model("conv_wide.tflite", build::m32, {80, 956, 2144});            // 2136
    check_model("conv_wide.tflite", build::cmsis_nn_m32, {80, 956, 2144});   // 2140
    check_model("conv_wide.tflite", build::m64, {80, 1248, 2656});           // 2656
}

// One model per other operator row with Prepare temporaries (oracle, {head, tail,
// min_arena_bytes_multiple_of_16}; min_arena_bytes in the comment).
TEST_CASE("Prepare temporaries: one operator each") {
    check_model("depthwise.tflite", build::m32, {48, 476, 912});             // 904
    check_model("depthwise.tflite", build::cmsis_nn_m32, {48, 476, 912});    // 908
    check_model("depthwise.tflite", build::m64, {48, 768, 1440});            // 1440
    check_model("dense.tflite", build::m32, {32, 540, 800});                 // 788 (planning need 792)
    check_model("dense.tflite", build::cmsis_nn_m32, {32, 556, 816});        // 812
    check_model("dense.tflite", build::m64, {32, 896, 1248});                // 1240
    check_model("average_pool.tflite", build::m32, {48, 412, 560});          // 548
    check_model("average_pool.tflite", build::cmsis_nn_m32, {48, 412, 656}); // 648: AveragePrepare takes input and output twice
    check_model("average_pool.tflite", build::m64, {48, 656, 816});          // 816
    check_model("max_pool.tflite", build::m32, {48, 412, 560});              // 548
    check_model("max_pool.tflite", build::cmsis_nn_m32, {48, 412, 560});     // 552
    check_model("max_pool.tflite", build::m64, {48, 656, 816});              // 816
    check_model("add.tflite", build::m32, {64, 396, 592});                   // 592 (planning need 544)
    check_model("add.tflite", build::cmsis_nn_m32, {64, 396, 592});          // 592
    check_model("add.tflite", build::m64, {64, 656, 912});                   // 912
    check_model("mul.tflite", build::m32, {64, 380, 576});                   // 564
    check_model("mul.tflite", build::cmsis_nn_m32, {64, 380, 576});          // 564
    check_model("mul.tflite", build::m64, {64, 624, 880});                   // 880
    check_model("concatenation.tflite", build::m32, {128, 364, 672});        // 668 (planning need 512)
    check_model("concatenation.tflite", build::cmsis_nn_m32, {128, 364, 672});
    check_model("concatenation.tflite", build::m64, {128, 640, 1088});       // 1080
    check_model("pad.tflite", build::m32, {112, 396, 560});                  // 560
    check_model("pad.tflite", build::cmsis_nn_m32, {112, 396, 560});         // 560
    check_model("pad.tflite", build::m64, {112, 672, 896});                  // 888
    check_model("mean.tflite", build::m32, {96, 396, 816});                  // 808 (planning need 804)
    check_model("mean.tflite", build::cmsis_nn_m32, {96, 396, 816});         // 808
    check_model("mean.tflite", build::m64, {96, 672, 1136});                 // 1136
}
