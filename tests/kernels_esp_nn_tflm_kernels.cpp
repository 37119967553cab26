// tests/kernels_esp_nn_tflm_kernels.cpp: what esp-tflite-micro's kernels allocate in TFLM's arena
// (kernels/esp_nn/tflm_kernels.hpp), per kernel and for a whole network, by hand from the sources.
// No oracle runs esp-tflite-micro, so every figure here is written out from:
// - espressif/esp-tflite-micro 99f49e1498b0984f4db54d9bf3938aceb99ad422, tensorflow/lite/micro/
//   kernels/esp_nn/{conv,depthwise_conv,softmax,fully_connected,pooling,add,mul}.cc (Init, Prepare),
//   and its CMakeLists.txt (those seven replace TFLM's own .cc files, every other kernel is TFLM's);
// - the structures of tensorflow/lite/micro/kernels/conv.h and tensorflow/lite/kernels/internal/
//   types.h, byte for byte the same in esp-tflite-micro 99f49e14 and tflite-micro 90b983c2;
// - espressif/esp-nn d45b843c's sizing rules, worked out by hand in tests/kernels_esp_nn_scratch.cpp;
// - for the whole network, the host oracle's figures for kws_ref_model.tflite
//   (../shared/oracles/bin/tflm-arena-m32 --min-arena --tensors: TFLM 90b983c2 with its reference
//   kernels), plus the differences derived by hand below.
// Struct layouts under struct_abi::ilp32_gcc (Xtensa GCC: 4-byte int and pointers, 8-byte double
// 8-aligned, int enums):
//   OpDataConv (conv.h): TfLitePaddingValues padding {int width, height, width_offset,
//     height_offset} 16; int32 input_zero_point, filter_zero_point, output_zero_point,
//     output_multiplier 16; int output_shift 4; int32* per_channel_output_multiplier,
//     per_channel_output_shift 8; int32 output_activation_min, output_activation_max 8;
//     int filter_buffer_index 4 = 56 B, alignment 4.
//   esp_nn conv.cc / depthwise_conv.cc NodeData {OpDataConv op_data; int buffer_idx} = 60 B.
//   SoftmaxParams (types.h): double beta 8; int32 input_multiplier, input_left_shift,
//     reverse_scaling_divisor, reverse_scaling_right_shift, int diff_min, int32 zero_point, float
//     scale 28; float* table, int16* exp_lut, int16* one_over_one_plus_x_lut, uint8* uint8_table1,
//     uint8_table2 20 = 56 B, alignment 8.
//   esp_nn softmax.cc NodeData {SoftmaxParams op_data; int buffer_idx} = 60, rounded to 8: 64 B.
// Also tests: netmem/kernels/esp_nn/esp_nn.hpp
#include <doctest/doctest.h>

#include "support/plan_scratch.hpp"

#include <string>

#include <netmem/io/plan_verdict.hpp>
#include <netmem/runtime/tflm/detail/tflm_operators.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/mlperf_ds_cnn.hpp>

namespace {
namespace nm = netmem;
namespace tf = netmem::tflm;
constexpr auto s3 = nm::kernel_library::esp_nn_esp32s3;
constexpr auto esp32 = nm::kernel_library::esp_nn_esp32;
constexpr auto xtensa = tf::abi::ilp32_gcc;

/// int8 CONV_2D over H x W x C_in with a K x K filter (C_out, K, K, C_in), per-channel weights, bias.
constexpr tf::tflm_operator conv(nm::size_type h, nm::size_type w, nm::size_type c_in, nm::size_type k,
                                 nm::size_type c_out, nm::size_type stride, tf::padding_type padding,
                                 nm::size_type h_o, nm::size_type w_o) {
    return {.kind = tf::builtin_operator::conv_2d,
            .input = tf::shape(1, h, w, c_in),
            .weights = tf::shape(c_out, k, k, c_in),
            .output = tf::shape(1, h_o, w_o, c_out),
            .input_count = 3,
            .has_bias = true,
            .padding = padding,
            .stride_height = stride,
            .stride_width = stride};
}
/// int8 DEPTHWISE_CONV_2D, multiplier 1, 3x3: weights (1, 3, 3, C).
constexpr tf::tflm_operator depthwise(nm::size_type h, nm::size_type w, nm::size_type c, nm::size_type stride,
                                      nm::size_type h_o, nm::size_type w_o) {
    return {.kind = tf::builtin_operator::depthwise_conv_2d,
            .input = tf::shape(1, h, w, c),
            .weights = tf::shape(1, 3, 3, c),
            .output = tf::shape(1, h_o, w_o, c),
            .input_count = 3,
            .has_bias = true,
            .padding = tf::padding_type::same,
            .stride_height = stride,
            .stride_width = stride};
}
/// Every allocation of two rows equal (persistent, scratch, temporaries, flags).
bool same_allocations(const tf::tflm_operator_facts& a, const tf::tflm_operator_facts& b) {
    return a.modelled == b.modelled && a.builtin_data_bytes == b.builtin_data_bytes &&
           a.builtin_data_alignment == b.builtin_data_alignment && a.persistent == b.persistent &&
           a.persistent_count == b.persistent_count && a.scratch == b.scratch && a.scratch_count == b.scratch_count &&
           a.temps == b.temps && a.temp_count == b.temp_count && a.temps_modelled == b.temps_modelled &&
           a.kernel_overruns_scratch == b.kernel_overruns_scratch;
}
}  // namespace

TEST_CASE("esp_nn conv.cc: Init NodeData (60 B), the reference Prepare's arrays, ESP-NN's scratch on the S3") {
    // 16x16x8 -> 16 channels, 3x3 SAME stride 1: TFLM's padding (1, 1).
    // Persistent: Init sizeof(NodeData) = 60 (not OpDataConv's 56: the a91b8077 fix, before the pin);
    // Prepare num_channels (filter dim 0 = 16) x 4 twice = 64, 64.
    // Scratch (esp_nn_get_conv_scratch_size_esp32s3): not 1x1; K_w C = 24 >= 16, so not im2col; the
    // general case: padded input (16+2)(16+2) 8 = 2,592; filter 3*3*round16(8)*16 = 2,304; filter
    // alignment round16(24)*3*16 = 1,536; R = max(0, 16*1 + 3 - 1 - 16) = 2, B = 2: boundary
    // (16+2)(16+2) 8 = 2,592; 64; 4*16 = 64: 2,592 + 2,304 + 1,536 + 2,592 + 64 + 64 = 9,152.
    const tf::tflm_operator op = conv(16, 16, 8, 3, 16, 1, tf::padding_type::same, 16, 16);
    const tf::tflm_operator_facts f = tf::tflm_operator_facts_of(op, s3, xtensa);
    REQUIRE(f.modelled);
    REQUIRE(f.persistent_count == 3);
    CHECK(f.persistent[0].bytes == 60);
    CHECK(f.persistent[0].phase == tf::allocation_phase::init);
    CHECK(f.persistent[1].bytes == 64);
    CHECK(f.persistent[2].bytes == 64);
    REQUIRE(f.scratch_count == 1);
    CHECK(f.scratch[0] == 9'152);
    CHECK(!f.kernel_overruns_scratch);
    // Temporaries: output, input, filter, then CalculateOpDataConv's input, filter, bias, output:
    // the same seven as TFLM's reference conv.cc, in the same order.
    const tf::tflm_operator_facts reference = tf::tflm_operator_facts_of(op, nm::kernel_library::reference, xtensa);
    CHECK(f.temp_count == 7);
    CHECK(f.temp_count == reference.temp_count);
    CHECK(reference.persistent[0].bytes == 56);  // OpDataConv
    // The ESP32 (generic _opt kernels): esp_nn_get_conv_scratch_size_opt returns 0, so no request.
    const tf::tflm_operator_facts generic = tf::tflm_operator_facts_of(op, esp32, xtensa);
    CHECK(generic.scratch_count == 0);
    CHECK(generic.persistent[0].bytes == 60);
    // float32: the reference code path, no ESP-NN request (Prepare asks only for int8 input).
    tf::tflm_operator float_op = op;
    float_op.input_type = float_op.output_type = float_op.weights_type = float_op.bias_type = nm::data_type::float32;
    float_op.quantization = nm::quantization_granularity::none;
    CHECK(tf::tflm_operator_facts_of(float_op, s3, xtensa).scratch_count == 0);
}

TEST_CASE("esp_nn depthwise_conv.cc: DS-CNN's 25x5x64 layer, and espressif/esp-nn#30 flagged") {
    // kws_ref_model.tflite's depthwise layers: 25x5x64, 3x3 SAME stride 1, padding (1, 1).
    // esp_nn_get_depthwise_conv_scratch_size_esp32s3: m = 1, C % 16 = 0, padding given: P_w = P_h = 2;
    // padded (5+2)(25+2) 64 = 12,096 <= 40,960: filter 3*3*64 = 576 + 12,096 + 16 = 12,688.
    const tf::tflm_operator_facts f = tf::tflm_operator_facts_of(depthwise(25, 5, 64, 1, 25, 5), s3, xtensa);
    REQUIRE(f.persistent_count == 3);
    CHECK(f.persistent[0].bytes == 60);   // NodeData
    CHECK(f.persistent[1].bytes == 256);  // 64 channels (weights dim 3) x 4
    CHECK(f.persistent[2].bytes == 256);
    REQUIRE(f.scratch_count == 1);
    CHECK(f.scratch[0] == 12'688);
    CHECK(!f.kernel_overruns_scratch);
    // esp-nn#30: 49x20x32 stride 2 SAME, padding (1, 0): 32,944 B requested (TFLM plans that),
    // 44,912 B written (tests/kernels_esp_nn_scratch.cpp works both out): the row says so.
    const tf::tflm_operator_facts bug = tf::tflm_operator_facts_of(depthwise(49, 20, 32, 2, 25, 10), s3, xtensa);
    REQUIRE(bug.scratch_count == 1);
    CHECK(bug.scratch[0] == 32'944);
    CHECK(bug.kernel_overruns_scratch);
    CHECK(bug.known_issue == "espressif/esp-nn#30");
    // The ESP32: esp_nn_get_depthwise_conv_scratch_size_opt returns 0; nothing requested, nothing to flag.
    const tf::tflm_operator_facts generic = tf::tflm_operator_facts_of(depthwise(49, 20, 32, 2, 25, 10), esp32, xtensa);
    CHECK(generic.scratch_count == 0);
    CHECK(!generic.kernel_overruns_scratch);
}

TEST_CASE("esp_nn softmax.cc: NodeData (64 B), 4 x dims[1] requested, under-request flagged") {
    // [1, 12] int8 -> int8: esp_nn_get_softmax_scratch_size(12, ...) = 4 * 12 = 48; the kernel writes
    // 4 x depth = 48. Persistent: Init sizeof(NodeData) = 64 (SoftmaxParams 56 + int, 8-aligned).
    const tf::tflm_operator op{.kind = tf::builtin_operator::softmax, .input = tf::shape(1, 12), .output = tf::shape(1, 12)};
    for (const nm::kernel_library chip : {s3, esp32}) {
        const tf::tflm_operator_facts f = tf::tflm_operator_facts_of(op, chip, xtensa);
        REQUIRE(f.persistent_count == 1);
        CHECK(f.persistent[0].bytes == 64);
        REQUIRE(f.scratch_count == 1);
        CHECK(f.scratch[0] == 48);
        CHECK(!f.kernel_overruns_scratch);
        CHECK(f.temp_count == 2);  // input, output (softmax_common.cc's calls)
    }
    // [1, 4, 4, 32]: dims[1] = 4 -> 16 B requested; esp_nn_softmax_s8 writes 4 * 32 = 128 B.
    const tf::tflm_operator image{.kind = tf::builtin_operator::softmax, .input = tf::shape(1, 4, 4, 32),
                                  .output = tf::shape(1, 4, 4, 32)};
    const tf::tflm_operator_facts f = tf::tflm_operator_facts_of(image, s3, xtensa);
    REQUIRE(f.scratch_count == 1);
    CHECK(f.scratch[0] == 16);
    CHECK(f.kernel_overruns_scratch);
    // int8 -> int16: the reference softmax, no request (Prepare asks for int8 -> int8 only).
    tf::tflm_operator wide = op;
    wide.output_type = nm::data_type::int16;
    CHECK(tf::tflm_operator_facts_of(wide, s3, xtensa).scratch_count == 0);
}

TEST_CASE("esp_nn fully_connected.cc, pooling.cc, add.cc, mul.cc and TFLM's own kernels: the reference rows") {
    // Their Init and Prepare make the reference kernels' calls (the files differ only in Eval), and
    // every kernel esp-tflite-micro does not replace is TFLM's own .cc: rows equal, field for field.
    const tf::tflm_operator ops[] = {
        {.kind = tf::builtin_operator::fully_connected, .input = tf::shape(1, 64), .weights = tf::shape(12, 64),
         .output = tf::shape(1, 12), .input_count = 3, .has_bias = true,
         .quantization = nm::quantization_granularity::per_tensor},
        {.kind = tf::builtin_operator::average_pool_2d, .input = tf::shape(1, 25, 5, 64),
         .output = tf::shape(1, 1, 1, 64), .filter_height = 25, .filter_width = 5},
        {.kind = tf::builtin_operator::max_pool_2d, .input = tf::shape(1, 8, 8, 16), .output = tf::shape(1, 4, 4, 16),
         .stride_height = 2, .stride_width = 2, .filter_height = 2, .filter_width = 2},
        {.kind = tf::builtin_operator::add, .input = tf::shape(1, 8, 8, 16), .output = tf::shape(1, 8, 8, 16),
         .input_count = 2},
        {.kind = tf::builtin_operator::mul, .input = tf::shape(1, 8, 8, 16), .output = tf::shape(1, 8, 8, 16),
         .input_count = 2},
        {.kind = tf::builtin_operator::reshape, .input = tf::shape(1, 1, 1, 64), .output = tf::shape(1, 64),
         .input_count = 2},
    };
    for (const tf::tflm_operator& op : ops) {
        CAPTURE(tf::builtin_name(op.kind));
        const tf::tflm_operator_facts reference = tf::tflm_operator_facts_of(op, nm::kernel_library::reference, xtensa);
        CHECK(same_allocations(tf::tflm_operator_facts_of(op, s3, xtensa), reference));
        CHECK(same_allocations(tf::tflm_operator_facts_of(op, esp32, xtensa), reference));
        CHECK(reference.modelled);
    }
}

// MLPerf Tiny DS-CNN (kws_ref_model.tflite, netmem::zoo::mlperf_ds_cnn) on the ESP32-S3.
// The host oracle, TFLM 90b983c2 reference kernels, 32-bit (tflm-arena-m32 --min-arena --tensors):
//   head 16,000, tail 6,780, arena_used 22,780, min arena (x16) 22,784; planned buffers: 14 tensors,
//   t0 input 496 B (lifetime 0..1), t22..t30 eight-thousand-byte activations (lifetimes 1..2 ..
//   9..10, op k's output lives k+1..k+2), t31 64 (10..11), t32 64 (11..12), t33 16 (12..13),
//   t34 16 (13..13). The i386 layout it uses differs from ilp32_gcc only in the alignment of 8-byte
//   members, and the one such structure in this tail (SoftmaxParams, double beta first) is 56 B in
//   both, so ilp32_gcc's reference figures are the oracle's (checked below).
// What esp-tflite-micro changes (its sources as in the test cases above):
//   Tail, kernels' persistent data: conv and depthwise NodeData 60 B where OpDataConv is 56, softmax
//     NodeData 64 where SoftmaxParams is 56; each allocation takes align_down(p - bytes, 16), and
//     every p here is 0 or 4 mod 16 (the oracle's op.k.persistent_bytes 572 / 576 / 64), where
//     p - 56 and p - 60 (and p - 56, p - 64 for p = 0 mod 16) round down to the same multiple of 16:
//     +0 B.
//   Tail, scratch handles: 10 requests (5 CONV_2D, 4 DEPTHWISE_CONV_2D, SOFTMAX), one 4-B
//     ScratchBufferHandle each, 4-aligned, after the 16-aligned kernel data: 40 B; the input pointer
//     array after it (4 B, 16-aligned) then takes 8 B instead of 16: +40 - 8 = +32 B. Tail 6,812.
//   Head, the scratch buffers (lifetime: their operator's scope, op k -> k+1), sizes:
//     op 0 CONV_2D 49x10x1, 10x4 (K_h x K_w) stride 2 SAME -> 25x5x64: K_w C = 4 < 16 and
//       K_w K_h C = 40 >= 16: im2col, L = round16(40) = 48: 4*64 + 16 + 64*48 + 16 + 48 + 64 = 3,472;
//     ops 1, 3, 5, 7 DEPTHWISE 25x5x64: 12,688 (above);
//     ops 2, 4, 6, 8 CONV_2D 1x1 64 -> 64, no padding, stride 1: C % 8 = 0 -> no input copy;
//       C8 C_out = 4,096; W H = 125 >= 8 -> 16 C8 = 1,024; + 64: 5,184;
//     op 12 SOFTMAX [1, 12]: 48.
//   GreedyMemoryPlanner (greedy_memory_planner.cc: largest first, equal sizes in buffer order, each
//   at the lowest offset clear of the placed buffers alive at the same time):
//     the four 12,688-B scratches at 0 (scopes 2, 4, 6, 8 do not overlap);
//     t22 (1..2) at 12,688; t23 (2..3) at 20,688 (clear of t22 and the scope-2 scratch), ending at
//     28,688; t24 12,688; t25 20,688; t26 12,688; t27 20,688; t28 12,688; t29 20,688; t30 (9..10) at 0;
//     the 5,184-B scratches of scopes 3, 5, 7 at 0, of scope 9 at 8,000 (clear of t30); the 3,472-B
//     one (scope 1) at 0; t0 at 3,472; t31 8,000; t32 0; the softmax scratch 0; t33 64; t34 48.
//     Head = 28,688.
//   arena_used = 28,688 + 6,812 = 35,500; the smallest arena, a multiple of 16, 35,504 (the planning
//   need stays far below: at most the tail 6,812 + the request array 12 (10 + 12) + 4 + AllocationInfo
//   24 (35 + 10) + 40 x 24 planned buffers = 9,120 B).
// The ESP32 (generic kernels): only SOFTMAX requests (48 B, one 4-B handle: the input pointer array
//   then takes align_down(p - 8, 16) = p - 16, as without it); the scratch fits below the head's
//   16,000 (scope 13 holds 32 B of tensors): the reference figures, 22,780 and 22,784. The ESP32-C3
//   (RISC-V) runs the same generic kernels (esp-nn d45b843c include/esp_nn.h): the same figures.
TEST_CASE("MLPerf DS-CNN under esp_nn on the ESP32-S3, the ESP32 and the ESP32-C3: the oracle's figures plus the hand differences") {
    constexpr nm::deployment reference{.runtime = nm::runtime::tflm, .kernels = nm::kernel_library::reference,
                                       .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
    constexpr nm::deployment on_s3{.runtime = nm::runtime::tflm, .kernels = nm::kernel_library::esp_nn,
                                   .core = nm::cpu_core::xtensa_lx7, .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
    constexpr nm::deployment on_esp32{.runtime = nm::runtime::tflm, .kernels = nm::kernel_library::esp_nn,
                                      .core = nm::cpu_core::xtensa_lx6, .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
    constexpr auto base = nm::tflm::arena_of<nm::zoo::mlperf_ds_cnn, reference>;
    CHECK(base.head_bytes == 16'000);  // the oracle's
    CHECK(base.tail_bytes == 6'780);
    CHECK(base.min_arena_bytes == 22'784);

    constexpr auto s3_figures = nm::tflm::arena_of<nm::zoo::mlperf_ds_cnn, on_s3>;
    CHECK(s3_figures.scratch_buffers == 10);
    CHECK(s3_figures.scratch_bytes == 3'472 + 4 * 12'688 + 4 * 5'184 + 48);
    CHECK(s3_figures.head_bytes == 28'688);
    CHECK(s3_figures.tail_bytes == 6'780 + 32);
    CHECK(s3_figures.arena_used_bytes == 35'500);
    CHECK(s3_figures.min_arena_bytes == 35'504);
    CHECK(s3_figures.kernel_overrun_operators == 0);
    CHECK(s3_figures.abi == nm::tflm::abi::ilp32_gcc);

    constexpr auto esp32_figures = nm::tflm::arena_of<nm::zoo::mlperf_ds_cnn, on_esp32>;
    CHECK(esp32_figures.scratch_buffers == 1);
    CHECK(esp32_figures.scratch_bytes == 48);
    CHECK(esp32_figures.head_bytes == 16'000);
    CHECK(esp32_figures.tail_bytes == 6'780);
    CHECK(esp32_figures.min_arena_bytes == 22'784);

    constexpr nm::deployment on_esp32_c3{.runtime = nm::runtime::tflm, .kernels = nm::kernel_library::esp_nn,
                                         .core = nm::cpu_core::riscv32, .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
    constexpr auto c3_figures = nm::tflm::arena_of<nm::zoo::mlperf_ds_cnn, on_esp32_c3>;
    CHECK(c3_figures.scratch_buffers == 1);
    CHECK(c3_figures.scratch_bytes == 48);
    CHECK(c3_figures.head_bytes == 16'000);
    CHECK(c3_figures.tail_bytes == 6'780);
    CHECK(c3_figures.min_arena_bytes == 22'784);

    // The ESP32-S3 target: 35,504 B fit its 416-KiB SRAM1.
    static_assert(nm::fits<nm::zoo::mlperf_ds_cnn,
                           nm::deployment{.runtime = nm::runtime::tflm, .kernels = nm::kernel_library::esp_nn,
                                          .tflm = {.abi = nm::struct_abi::ilp32_gcc}},
                           nm::targets::esp32_s3>);
}

// espressif/esp-nn#30 in a whole network: an input 49x20x32 (H x W x C), one 3x3 stride-2 SAME
// depthwise layer (TFLM's padding (1, 0): total (25-1)*2 + 3 - 49 = 2 rows, (10-1)*2 + 3 - 20 = 1
// column, the pad before is the floor of half) and a dense output. TFLM plans the 32,944-B request
// (the depthwise test case above); the report counts the one operator whose kernel writes more
// (44,912 B) and names the issue, which netmem-import's tflm_kernel_overrun_operators note prints.
TEST_CASE("espressif/esp-nn#30 in a network: TFLM plans the request, the report names the operator and the issue") {
    using net = nm::sequential<nm::input::convolutional{.height = 49, .width = 20, .channels = 32},
                               nm::depthwise_conv2d{.kernel = {3, 3}, .stride = {2, 2}, .padding = nm::padding::same},
                               nm::flatten{}, nm::output{.units = 4, .activation = nm::activation::softmax}>;
    constexpr nm::deployment on_s3{.runtime = nm::runtime::tflm, .kernels = nm::kernel_library::esp_nn_esp32s3,
                                   .tflm = {.abi = nm::struct_abi::ilp32_gcc}};
    constexpr auto figures = nm::tflm::arena_of<net, on_s3>;
    CHECK(figures.kernel_overrun_operators == 1);
    CHECK(figures.kernel_overrun_issue == "espressif/esp-nn#30");
    // Its scratch as requested: the depthwise 32,944 B, the softmax's [1, 4] 16 B.
    CHECK(figures.scratch_buffers == 2);
    CHECK(figures.scratch_bytes == 32'944 + 16);
    // The verdict says so next to TFLM's figure.
    const nm::plan_verdict verdict =
        nm::verdict_of<net>(nm::memory_plan_of<net, on_s3>, on_s3, nm::targets::esp32_s3);
    CHECK(std::string(verdict.text.ram_basis).find("WARNING: a kernel writes more scratch than it requests") !=
          std::string::npos);
    // netmem's own plan (kernel_library_model, runtime::static_arena) reserves what the kernel
    // writes: 44,912 B on the S3 (tests/kernels_esp_nn_scratch.cpp), nothing on the ESP32.
    const nm::kernel_call k{.operation = nm::kernel_operation::depthwise_convolution, .input_height = 49,
                            .input_width = 20, .input_channels = 32, .filter_height = 3, .filter_width = 3,
                            .output_height = 25, .output_width = 10, .output_channels = 32, .stride_height = 2,
                            .stride_width = 2, .padding_height = 1, .padding_width = 0};
    CHECK(nm::kernel_scratch_bytes(k, s3, nm::data_type::int8) == 44'912);
    CHECK(nm::kernel_scratch_bytes(k, esp32, nm::data_type::int8) == 0);
    CHECK(nm::kernel_library_estimated(s3));
    CHECK(nm::kernel_library_estimated(esp32));
    CHECK(!nm::kernel_library_estimated(nm::kernel_library::reference));
}

// netmem's own plan (runtime::static_arena) reserves ESP-NN SOFTMAX's row buffer: what
// esp_nn_softmax_s8 writes, 4 B per element of the last dimension, at least the 4 x dims[1] that
// esp-tflite-micro requests (tests/kernels_esp_nn_scratch.cpp). By hand, int8:
// - output 10 (TFLite FULLY_CONNECTED, then SOFTMAX over [1, 10]): 4 x 10 = 40 B, on both chips;
// - a 8x8x3 input, conv2d 32 filters 3x3 stride 2 SAME -> 4x4x32, then a softmax activation layer
//   (SOFTMAX over [1, 4, 4, 32]): dims[1] = 4 -> 16 B requested, depth 32 -> 128 B written: 128 B;
// - the reference kernels and CMSIS-NN (arm_softmax_s8) request none: 0.
TEST_CASE("ESP-NN SOFTMAX in netmem's own plan: the scratch the kernel writes") {
    using dense_softmax = nm::sequential<nm::input::feed_forward{16}, nm::output{.units = 10}>;
    using map_softmax =
        nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 3},
                       nm::conv2d{.filters = 32, .kernel = {3, 3}, .stride = {2, 2}, .padding = nm::padding::same},
                       nm::activation_layer{.activation = nm::activation::softmax}>;
    constexpr nm::deployment on_s3{.kernels = s3};
    constexpr nm::deployment on_esp32{.kernels = esp32};
    constexpr nm::deployment reference{.kernels = nm::kernel_library::reference};
    constexpr nm::deployment dsp{.kernels = nm::kernel_library::cmsis_nn_dsp};
    CHECK(netmem_test::scratch_of_layer(nm::memory_plan_of<dense_softmax, on_s3>, 0) == 40);
    CHECK(netmem_test::scratch_of_layer(nm::memory_plan_of<dense_softmax, on_esp32>, 0) == 40);
    CHECK(netmem_test::scratch_of_layer(nm::memory_plan_of<dense_softmax, reference>, 0) == 0);
    CHECK(netmem_test::scratch_of_layer(nm::memory_plan_of<dense_softmax, dsp>, 0) == 0);
    CHECK(netmem_test::scratch_of_layer(nm::memory_plan_of<map_softmax, on_s3>, 1) == 128);
    CHECK(netmem_test::scratch_of_layer(nm::memory_plan_of<map_softmax, on_esp32>, 1) == 128);
    CHECK(netmem_test::scratch_of_layer(nm::memory_plan_of<map_softmax, reference>, 1) == 0);
    // The kernel call the plan asks for: dims[1] and the last dimension of each input kind.
    CHECK(nm::softmax_kernel_call(nm::input::feed_forward{10}) ==
          nm::kernel_call{.operation = nm::kernel_operation::softmax, .input_height = 10, .input_channels = 10});
    CHECK(nm::softmax_kernel_call(nm::input::convolutional{.height = 4, .width = 4, .channels = 32}) ==
          nm::kernel_call{.operation = nm::kernel_operation::softmax, .input_height = 4, .input_channels = 32});
    // Every other kind is [N, E] as TFLM's lowering shapes it: a recurrent 10 x 49 is [1, 490],
    // 4 x 490 = 1,960 B requested and written; a convolutional_flat 4x4x8 is [1, 128]: 512 B.
    CHECK(nm::kernel_scratch_bytes(nm::softmax_kernel_call(nm::input::recurrent{.size = 10, .time_steps = 49}), s3,
                                   nm::data_type::int8) == 1'960);
    CHECK(nm::kernel_scratch_bytes(
              nm::softmax_kernel_call(nm::input::convolutional_flat{.height = 4, .width = 4, .depth = 8}), s3,
              nm::data_type::int8) == 512);
    // float32 runs TFLM's reference softmax under esp-tflite-micro: no scratch.
    CHECK(nm::kernel_scratch_bytes(nm::softmax_kernel_call(nm::input::feed_forward{10}), s3,
                                   nm::data_type::float32) == 0);
}
