// tests/kernels_kernel_library_model.cpp: a kernel library is a customization point
// (kernels/kernel_library_model.hpp): the test-only library of tests/support/no_scratch_kernels.hpp
// (TFLM's reference kernels without any scratch) plugs in without editing netmem, and changes the
// figures exactly by the reference kernels' scratch, computed here by hand.
//
// The network: one Keras Conv2DTranspose(16, 3, strides=2, padding="valid") on an int8 (8, 8, 32)
// input (TFLite TRANSPOSE_CONV), output (8 - 1) * 2 + 3 = 17: (17, 17, 16).
// TFLM's reference kernel (tensorflow/lite/micro/kernels/transpose_conv.cc at tflite-micro 90b983c2,
// Prepare) requests one int32 scratch per output element: 1 * 17 * 17 * 16 * 4 = 18,496 B.
// Tensors (int8, 1 B per element, each a multiple of 16 already): input 8 * 8 * 32 = 2,048 B, output
// 17 * 17 * 16 = 4,624 B; all three are alive at the one operator, so
//   reference:  2,048 + 4,624 + 18,496 = 25,168 B at the peak,
//   no scratch: 2,048 + 4,624          =  6,672 B.
// Also tests: netmem/kernels/reference/reference.hpp
#include "support/no_scratch_kernels.hpp"  // first: before netmem's dispatch tables are built

#include <doctest/doctest.h>

#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

namespace {
namespace nm = netmem;
using netmem_test::no_scratch_kernels;

using transposed = nm::sequential<nm::input::convolutional{8, 8, 32},
                                  nm::conv2d_transpose{.filters = 16, .kernel = {3, 3}, .stride = {2, 2}}>;

constexpr nm::kernel_call call{.operation = nm::kernel_operation::transpose_convolution, .batches = 1,
                               .input_height = 8, .input_width = 8, .input_channels = 32,
                               .filter_height = 3, .filter_width = 3,
                               .output_height = 17, .output_width = 17, .output_channels = 16,
                               .stride_height = 2, .stride_width = 2};
}  // namespace

TEST_CASE("kernel_scratch_bytes asks the library's model: reference 18,496 B, the test library 0") {
    static_assert(nm::kernel_scratch_bytes(call, nm::kernel_library::reference, nm::data_type::int8, 16) == 18'496);
    static_assert(nm::kernel_scratch_bytes(call, no_scratch_kernels, nm::data_type::int8, 16) == 0);
    CHECK(nm::kernel_library_model<no_scratch_kernels>::name == "no_scratch (test)");
}

TEST_CASE("TFLM's operator table asks the library: the reference row without its scratch") {
    nm::tflm::tflm_operator op{};
    op.kind = nm::tflm::builtin_operator::transpose_conv;
    op.input = nm::tflm::shape(1, 8, 8, 32);
    op.weights = nm::tflm::shape(16, 3, 3, 32);
    op.output = nm::tflm::shape(1, 17, 17, 16);
    op.input_count = 3;
    op.stride_height = 2;
    op.stride_width = 2;
    const auto reference = nm::tflm::tflm_operator_facts_of(op, nm::kernel_library::reference, nm::tflm::abi::arm_eabi_gcc);
    const auto none = nm::tflm::tflm_operator_facts_of(op, no_scratch_kernels, nm::tflm::abi::arm_eabi_gcc);
    REQUIRE(reference.scratch_count == 1);
    CHECK(reference.scratch[0] == 18'496);
    CHECK(none.scratch_count == 0);
    // Everything else is the reference kernel's: the same Init and Prepare allocations.
    CHECK(none.persistent_requested_bytes() == reference.persistent_requested_bytes());
    CHECK(none.temp_count == reference.temp_count);
    CHECK(none.builtin_data_bytes == reference.builtin_data_bytes);
}

TEST_CASE("a whole network under the test library: the peak drops by the 18,496 B of scratch") {
    constexpr nm::deployment reference{.kernels = nm::kernel_library::reference};
    constexpr nm::deployment none{.kernels = no_scratch_kernels};
    constexpr auto with = nm::memory_plan_of<transposed, reference>;
    constexpr auto without = nm::memory_plan_of<transposed, none>;
    CHECK(with.lower_bound_bytes == 25'168);
    CHECK(without.lower_bound_bytes == 6'672);

    constexpr nm::deployment tflm_reference{.runtime = nm::runtime::tflm, .kernels = nm::kernel_library::reference};
    constexpr nm::deployment tflm_none{.runtime = nm::runtime::tflm, .kernels = no_scratch_kernels};
    constexpr auto tflm_with = nm::tflm::arena<transposed>(tflm_reference);
    constexpr auto tflm_without = nm::tflm::arena<transposed>(tflm_none);
    CHECK(tflm_with.scratch_buffers == 1);
    CHECK(tflm_with.scratch_bytes == 18'496);
    CHECK(tflm_without.scratch_buffers == 0);
    CHECK(tflm_without.scratch_bytes == 0);
    CHECK(tflm_with.head_bytes == 25'168);
    CHECK(tflm_without.head_bytes == 6'672);
}
