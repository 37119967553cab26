// tests/tflm_lowering_regressions.cpp -- issue 22, deliverables 5 and 6: netmem's TFLM runtime model
// (deploy/runtime/tflm.hpp) lowers every operator as itself. One test case per fixed rule; each
// figure is TFLM's own, from the oracles (../shared/oracles/bin/tflm-arena-{m32,m64,cmsis-nn-m32}
// --min-arena, TFLM 90b983c2) run on the model file named in the test (tests/tflm_models/, built
// from the .json beside it with flatc, see the README there). The figures are written out here,
// so the test needs no oracle; rerun the command in the comment to check them.
#include <doctest/doctest.h>

#include <netmem/netmem.hpp>

namespace nm = netmem;

namespace {

constexpr nm::deployment m32{.runtime = nm::runtime::tflm, .abi = nm::struct_abi::ilp32_i386};
constexpr nm::deployment m64{.runtime = nm::runtime::tflm, .pointer_bits = 64};
constexpr nm::deployment cmsis_nn_m32{.kernels = nm::kernel_library::cmsis_nn_pure_c,
                                       .runtime = nm::runtime::tflm,
                                       .abi = nm::struct_abi::ilp32_i386};

/// The oracle's figures for one build.
struct oracle_figures {
    nm::size_type arena_used, head, tail;
    nm::size_type allocator_objects, eval_tensors, persistent_tensors, persistent_quantization, persistent_buffers,
        variable_buffers, node_and_registration, other;
    nm::size_type min_arena_multiple_of_16;
};

void check(const nm::tflm::arena_figures& mine, const oracle_figures& theirs) {
    CHECK(mine.arena_used_bytes == theirs.arena_used);
    CHECK(mine.head_bytes == theirs.head);
    CHECK(mine.tail_bytes == theirs.tail);
    CHECK(mine.tail.allocator_objects == theirs.allocator_objects);
    CHECK(mine.tail.eval_tensors == theirs.eval_tensors);
    CHECK(mine.tail.persistent_tensors == theirs.persistent_tensors);
    CHECK(mine.tail.persistent_quantization == theirs.persistent_quantization);
    CHECK(mine.tail.persistent_buffers == theirs.persistent_buffers);
    CHECK(mine.tail.variable_buffers == theirs.variable_buffers);
    CHECK(mine.tail.node_and_registration == theirs.node_and_registration);
    CHECK(mine.tail.other == theirs.other);
    // 0: not checked here (the smallest arena is set by Prepare-time temporaries that netmem's
    // model does not have yet: issue 22 deliverable 2).
    if (theirs.min_arena_multiple_of_16 != 0) CHECK(mine.min_arena_bytes == theirs.min_arena_multiple_of_16);
    CHECK(mine.unmodelled_operators == 0);
}

}  // namespace

// LOGISTIC is not SOFTMAX: TFLite's parser allocates no options for LOGISTIC (SOFTMAX: a
// TfLiteSoftmaxParams), its Init allocates OpDataLogistic (kernels/logistic.cc), not SoftmaxParams.
// Model: tests/tflm_models/fc_logistic.tflite: int8 [1,16] -> FULLY_CONNECTED 8 -> LOGISTIC.
TEST_CASE("TFLM lowering: a sigmoid dense is FULLY_CONNECTED then LOGISTIC (fc_logistic.tflite)") {
    using net = nm::sequential<nm::input::feed_forward{16}, nm::dense{.units = 8, .activation = nm::activation::sigmoid}>;
    // tflm-arena-m32 --min-arena tests/tflm_models/fc_logistic.tflite
    check(nm::tflm::arena_report<net>(m32), {508, 32, 476, 116, 60, 80, 40, 84, 0, 64, 32, 736});
    // tflm-arena-m64 --min-arena (min_arena_bytes_multiple_of_16 = 1168: Prepare's temporary
    // TfLiteTensors set it, docs/explanation/tflm-prepare-memory.md)
    check(nm::tflm::arena_report<net>(m64), {848, 32, 816, 216, 120, 128, 64, 112, 0, 128, 48, 1168});
    // tflm-arena-cmsis-nn-m32 --min-arena
    check(nm::tflm::arena_report<net>(cmsis_nn_m32), {540, 32, 508, 116, 60, 80, 40, 116, 0, 64, 32, 768});
}

// SVDF and its variable tensor (issue 22, "the TFLM micro_speech keyword models"): the state
// [1, filters x memory_size] lives in the tail (tail_variable_buffers_bytes: 16-aligned, so the
// first one carries the alignment padding before it), the kernel requests its scratch in the head.
// Models: tests/tflm_models/svdf_int8.tflite and svdf_float.tflite: [1,40] -> SVDF (units 16,
// rank 1, memory 10, bias; int8: int16 time weights and state) -> FULLY_CONNECTED 4 -> SOFTMAX.
TEST_CASE("TFLM lowering: SVDF with its state as a variable tensor (svdf_int8.tflite, svdf_float.tflite)") {
    using net = nm::sequential<nm::input::feed_forward{40}, nm::svdf{.units = 16, .memory_size = 10},
                               nm::dense{.units = 4, .activation = nm::activation::softmax}>;
    constexpr nm::deployment float_m32{.weights = nm::data_type::float32, .activations = nm::data_type::float32,
                                       .runtime = nm::runtime::tflm, .abi = nm::struct_abi::ilp32_i386};
    constexpr nm::deployment float_m64{.weights = nm::data_type::float32, .activations = nm::data_type::float32,
                                       .runtime = nm::runtime::tflm, .pointer_bits = 64};
    constexpr nm::deployment float_cmsis_nn_m32{.weights = nm::data_type::float32,
                                                .activations = nm::data_type::float32,
                                                .kernels = nm::kernel_library::cmsis_nn_pure_c,
                                                .runtime = nm::runtime::tflm,
                                                .abi = nm::struct_abi::ilp32_i386};
    // tflm-arena-m32 --min-arena tests/tflm_models/svdf_int8.tflite
    check(nm::tflm::arena_report<net>(m32), {1196, 192, 1004, 116, 120, 80, 40, 168, 328, 96, 56, 1568});
    // tflm-arena-m64 --min-arena tests/tflm_models/svdf_int8.tflite
    check(nm::tflm::arena_report<net>(m64), {1648, 192, 1456, 216, 240, 128, 64, 216, 320, 192, 80, 2096});
    // tflm-arena-cmsis-nn-m32 --min-arena tests/tflm_models/svdf_int8.tflite
    check(nm::tflm::arena_report<net>(cmsis_nn_m32), {1244, 192, 1052, 116, 120, 80, 40, 216, 328, 96, 56, 1616});
    // tflm-arena-m32 --min-arena tests/tflm_models/svdf_float.tflite
    check(nm::tflm::arena_report<net>(float_m32), {1576, 288, 1288, 116, 120, 80, 0, 172, 652, 96, 52, 1824});
    // tflm-arena-m64 --min-arena tests/tflm_models/svdf_float.tflite
    check(nm::tflm::arena_report<net>(float_m64), {2000, 288, 1712, 216, 240, 128, 0, 216, 648, 192, 72, 2336});
    // tflm-arena-cmsis-nn-m32 --min-arena tests/tflm_models/svdf_float.tflite
    check(nm::tflm::arena_report<net>(float_cmsis_nn_m32), {1624, 288, 1336, 116, 120, 80, 0, 220, 652, 96, 52, 1872});
}

// The fused RELU_N1_TO_1 (netmem's hard_tanh, clip to [-1, 1]): part of its FULLY_CONNECTED, as
// RELU and RELU6 are, never an operator of its own (TFLM has no standalone RELU_N1_TO_1 kernel).
// Model: tests/tflm_models/fc_relu_n1_to_1.tflite: int8 [1,16] -> FULLY_CONNECTED 8, RELU_N1_TO_1.
TEST_CASE("TFLM lowering: a dense with hard_tanh is one FULLY_CONNECTED with RELU_N1_TO_1 (fc_relu_n1_to_1.tflite)") {
    using net = nm::sequential<nm::input::feed_forward{16}, nm::dense{.units = 8, .activation = nm::activation::hard_tanh}>;
    // tflm-arena-m32 --min-arena tests/tflm_models/fc_relu_n1_to_1.tflite
    check(nm::tflm::arena_report<net>(m32), {460, 32, 428, 116, 48, 80, 40, 80, 0, 32, 32, 672});
    // tflm-arena-m64 --min-arena tests/tflm_models/fc_relu_n1_to_1.tflite
    check(nm::tflm::arena_report<net>(m64), {752, 32, 720, 216, 96, 128, 64, 104, 0, 64, 48, 1072});
    // tflm-arena-cmsis-nn-m32 --min-arena tests/tflm_models/fc_relu_n1_to_1.tflite
    check(nm::tflm::arena_report<net>(cmsis_nn_m32), {476, 32, 444, 116, 48, 80, 40, 96, 0, 32, 32, 688});
}

// RESHAPE with or without its shape tensor, as the file has it: without one TFLM has one tensor
// fewer (a TfLiteEvalTensor less; the tail's alignment padding moves with it).
// Models: tests/tflm_models/reshape_shape.tflite and reshape_no_shape.tflite: int8 [1,16] ->
// FULLY_CONNECTED 16 -> RESHAPE [1,4,4,1], with the int32 [4] shape input and without it.
TEST_CASE("TFLM lowering: RESHAPE with and without its shape tensor (reshape_shape.tflite, reshape_no_shape.tflite)") {
    using with_shape = nm::sequential<nm::input::feed_forward{16}, nm::dense{.units = 16},
                                      nm::reshape{.target = nm::input::convolutional{4, 4, 1}}>;
    using without_shape = nm::sequential<nm::input::feed_forward{16}, nm::dense{.units = 16},
                                         nm::reshape{.target = nm::input::convolutional{4, 4, 1}, .shape_tensor = false}>;
    // tflm-arena-m32 --min-arena tests/tflm_models/reshape_shape.tflite
    check(nm::tflm::arena_report<with_shape>(m32), {540, 32, 508, 116, 72, 80, 40, 68, 0, 64, 68, 800});
    // tflm-arena-m64 --min-arena tests/tflm_models/reshape_shape.tflite
    check(nm::tflm::arena_report<with_shape>(m64), {896, 32, 864, 216, 144, 128, 64, 100, 0, 128, 84, 1216});
    // tflm-arena-cmsis-nn-m32 --min-arena tests/tflm_models/reshape_shape.tflite
    check(nm::tflm::arena_report<with_shape>(cmsis_nn_m32), {572, 32, 540, 116, 72, 80, 40, 100, 0, 64, 68, 832});
    // tflm-arena-m32 --min-arena tests/tflm_models/reshape_no_shape.tflite
    check(nm::tflm::arena_report<without_shape>(m32), {540, 32, 508, 116, 60, 80, 40, 80, 0, 64, 68, 768});
    // tflm-arena-m64 --min-arena tests/tflm_models/reshape_no_shape.tflite
    check(nm::tflm::arena_report<without_shape>(m64), {880, 32, 848, 216, 120, 128, 64, 108, 0, 128, 84, 1200});
    // tflm-arena-cmsis-nn-m32 --min-arena tests/tflm_models/reshape_no_shape.tflite
    check(nm::tflm::arena_report<without_shape>(cmsis_nn_m32), {556, 32, 524, 116, 60, 80, 40, 96, 0, 64, 68, 784});
}
