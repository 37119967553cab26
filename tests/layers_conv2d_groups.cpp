// tests/layers_conv2d_groups.cpp: conv2d's `groups` (PyTorch Conv2d / Keras Conv2D groups), issue 11 §3.
// Every expected value is worked out by hand in its comment.
#include <doctest/doctest.h>

#include "support/plan_scratch.hpp"

#include <cstddef>

#include <netmem/netmem.hpp>

namespace {
namespace nm = netmem;
using netmem_test::scratch_of_layer;
constexpr nm::deployment dsp{.kernels = nm::kernel_library::cmsis_nn_dsp};


// 8x8x16 -> 1x1 conv, 16 filters of 8 input channels (groups 2), no bias.
using grouped = nm::sequential<nm::input::convolutional{8, 8, 16},
                               nm::conv2d{.filters = 16, .kernel = {1, 1}, .use_bias = false, .groups = 2}>;
using ungrouped = nm::sequential<nm::input::convolutional{8, 8, 16},
                                 nm::conv2d{.filters = 16, .kernel = {1, 1}, .use_bias = false}>;
}  // namespace

TEST_CASE("grouped 1x1 convolution: parameters and CMSIS-NN DSP scratch") {
    // PyTorch Conv2d(16, 16, 1, groups=2, bias=False): weight (16, 16 / 2, 1, 1): 16 filters *
    // 8 channels * 1 * 1 = 128 weights; with the bias (16 more) 144, issue 11's count.
    CHECK(nm::parameter_count<grouped> == 128);
    using grouped_bias = nm::sequential<nm::input::convolutional{8, 8, 16},
                                        nm::conv2d{.filters = 16, .kernel = {1, 1}, .groups = 2}>;
    CHECK(nm::parameter_count<grouped_bias> == 144);
    // Ungrouped: 16 * 16 = 256 weights.
    CHECK(nm::parameter_count<ungrouped> == 256);
    // The output shape does not change: 8x8x16.
    CHECK(nm::output_type<grouped> == nm::input_type(nm::input::convolutional{8, 8, 16}));

    // CMSIS-NN: filter_dims->c = 8 differs from input_dims->c = 16, so arm_nn_is_convolve_1x1 is
    // false (CMSIS-NN issue 200) and the wrapper takes arm_convolve_s8: 2 * round4(1 * 1 * 16) * 2 B
    // = 64 B. The ungrouped 1x1 takes the 1x1 fast path: 0 B with GCC.
    constexpr auto grouped_plan = nm::memory_plan_of<grouped, dsp>;
    constexpr auto ungrouped_plan = nm::memory_plan_of<ungrouped, dsp>;
    CHECK(scratch_of_layer(grouped_plan, 0) == 64);
    CHECK(scratch_of_layer(ungrouped_plan, 0) == 0);
    // Flash: 128 int8 weights (the ungrouped layer: 256).
    const auto call = nm::conv2d{.filters = 16, .kernel = {1, 1}, .groups = 2}
                          .deployment(nm::input::convolutional{8, 8, 16}, dsp);
    CHECK(call.weight_elements == 128);
    CHECK(call.kernel.filter_channels == 8);
}

TEST_CASE("grouped 3x3 convolution: per-group weights, DL4J has no report") {
    // Keras Conv2D(32, 3, groups=4) on 10x10x8: kernel (3, 3, 8 / 4, 32) = 576 + bias 32 = 608;
    // output valid 8x8x32.
    using net = nm::sequential<nm::input::convolutional{10, 10, 8},
                               nm::conv2d{.filters = 32, .kernel = {3, 3}, .groups = 4}>;
    CHECK(nm::parameter_count<net> == 608);
    CHECK(nm::output_type<net> == nm::input_type(nm::input::convolutional{8, 8, 32}));
    // policy::corrected: one group's im2col at a time, (8 / 4) * 8 * 8 * 3 * 3 = 1,152 elements.
    const auto report = nm::memory_report<net>();
    CHECK(report[0].working_memory_variable_inference == 1'152);
    // groups = 1 keeps DL4J's formula: 8 * 8 * 8 * 3 * 3 = 4,608.
    using plain = nm::sequential<nm::input::convolutional{10, 10, 8}, nm::conv2d{.filters = 32, .kernel = {3, 3}}>;
    CHECK(nm::memory_report<plain, nm::policy::dl4j>()[0].working_memory_variable_inference == 4'608);
    // Groups must divide the channels and the filters (PyTorch: "in_channels must be divisible by groups").
    CHECK_FALSE(nm::is_valid<nm::sequential<nm::input::convolutional{10, 10, 8},
                                            nm::conv2d{.filters = 32, .kernel = {3, 3}, .groups = 3}>>);
    CHECK_FALSE(nm::is_valid<nm::sequential<nm::input::convolutional{10, 10, 8},
                                            nm::conv2d{.filters = 30, .kernel = {3, 3}, .groups = 4}>>);
}
