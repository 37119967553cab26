// tests/kernels_cmsis_nn_scratch_issue_243.cpp: CMSIS-NN#243 (ARM-software/CMSIS-NN pull request 243, merged after
// the pinned 4ab83cc3): arm_transpose_conv_s8_get_buffer_size sizes the rolling buffer's width with
// the HEIGHT stride, arm_transpose_conv_s8 with the WIDTH stride. The case of the pull request:
// input NHWC [2, 1, 9, 4], filter OHWI [4, 1, 1, 4], output NHWC [2, 1, 17, 4], stride HW [1, 2]:
// "the sizing API returns 272 bytes while the kernel initializes and resets 288 bytes".
// Hand computation from the pinned sources (Source/ConvolutionFunctions/
// arm_transpose_conv_get_buffer_sizes_s8.c lines 74-76, arm_transpose_conv_s8.c lines 91-94), C_in 4
// <= 16 so not the reverse convolution:
//   requested ((W - 1) s_w + max(K_w, s_h)) C_out max(K_h, s_h) 4 = (8*2 + max(1, 1)) * 4 * 1 * 4 = 272
//   written   ((W - 1) s_w + max(K_w, s_w)) C_out max(K_h, s_h) 4 = (8*2 + max(1, 2)) * 4 * 1 * 4 = 288
#include <doctest/doctest.h>

#include <netmem/kernels/kernel_scratch.hpp>
#include <netmem/runtime/tflm/detail/tflm_operators.hpp>

namespace {
namespace nm = netmem;
constexpr nm::kernel_call pull_243{.operation = nm::kernel_operation::transpose_convolution, .batches = 2,
                                   .input_height = 1, .input_width = 9, .input_channels = 4,
                                   .filter_height = 1, .filter_width = 1,
                                   .output_height = 1, .output_width = 17, .output_channels = 4,
                                   .stride_height = 1, .stride_width = 2};
}  // namespace

TEST_CASE("CMSIS-NN#243: transpose conv with a width-only stride, 272 B requested, 288 B written") {
    for (const nm::kernel_library library :
         {nm::kernel_library::cmsis_nn_pure_c, nm::kernel_library::cmsis_nn_dsp, nm::kernel_library::cmsis_nn_mve}) {
        CAPTURE(static_cast<int>(library));
        CHECK(nm::cmsis_nn::transpose_conv_s8_buffer(pull_243, library) == 272);
        CHECK(nm::cmsis_nn::transpose_conv_s8_buffer_written(pull_243, library) == 288);
        CHECK(nm::cmsis_nn::transpose_conv_s8_under_requests(pull_243, library));
        // netmem's plan reserves what the kernel writes (the reverse-filter buffer is 0 here).
        CHECK(nm::kernel_scratch_bytes(pull_243, library, nm::data_type::int8, 16) == 288);
    }
    // A square stride: both formulas agree ((8*2 + 2) * 4 * 2 * 4 = 576), nothing to flag.
    nm::kernel_call square = pull_243;
    square.stride_height = 2;
    square.output_height = 2;
    CHECK(nm::cmsis_nn::transpose_conv_s8_buffer(square, nm::kernel_library::cmsis_nn_dsp) == 576);
    CHECK(!nm::cmsis_nn::transpose_conv_s8_under_requests(square, nm::kernel_library::cmsis_nn_dsp));
}

TEST_CASE("CMSIS-NN#243 in the TFLM runtime model: TFLM plans the 272-B request, the operator is flagged") {
    nm::tflm::tflm_operator op{};
    op.kind = nm::tflm::builtin_operator::transpose_conv;
    op.input = {{2, 1, 9, 4}, 4};
    op.weights = {{4, 1, 1, 4}, 4};
    op.output = {{2, 1, 17, 4}, 4};
    op.input_count = 3;
    op.stride_height = 1;
    op.stride_width = 2;
    const auto facts = nm::tflm::tflm_operator_facts_of(op, nm::kernel_library::cmsis_nn_dsp, nm::tflm::abi::arm_eabi_gcc);
    REQUIRE(facts.scratch_count == 2);
    CHECK(facts.scratch[0] == 272);  // what TFLM's RequestScratchBufferInArena gets, and so plans
    CHECK(facts.scratch[1] == 0);
    CHECK(facts.kernel_overruns_scratch);
    CHECK(facts.known_issue == "CMSIS-NN#243");  // the name netmem-import's note prints
    // The reference kernel (kernels/transpose_conv.cc: an int32 per output element, 2*17*4*4 = 544 B)
    // has no such bug.
    CHECK(!nm::tflm::tflm_operator_facts_of(op, nm::kernel_library::reference, nm::tflm::abi::arm_eabi_gcc)
               .kernel_overruns_scratch);
}
