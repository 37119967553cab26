// tests/planning_memory_plan_executor.cpp: a real execution proves the plan. The test-only float
// executor (tests/reference_executor/executor.hpp) runs MLPerf Tiny ResNet-8 (a graph with
// residual connections), DS-CNN and VWW, and TFLM's test_conv_model, with fixed pseudo-random weights,
// once with every tensor in its own buffer and once inside the planned arena at the planned
// offsets; the outputs must be identical bit for bit. A plan that overlaps live tensors must
// change the output. This target is built with -fsanitize=address,undefined (tests/CMakeLists.txt).
#include <doctest/doctest.h>

#include <array>
#include <cstring>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include <netmem/netmem.hpp>
#include <netmem/zoo/mlperf_ds_cnn.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>
#include <netmem/zoo/tflm_test_conv_model.hpp>

#include "reference_executor/executor.hpp"

namespace {
namespace nm = netmem;
namespace rx = reference_executor;

// float32 tensors (the executor's kernels are float), TFLite's folding and fusing, 16-B alignment.
constexpr nm::deployment float_profile = nm::tflite_float32;

bool same_bits(const std::vector<float>& a, const std::vector<float>& b) {
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

// The plan's tensors as planner buffers and offsets, to run the verifier on a broken plan.
template <class Plan>
auto buffers_of(const Plan& plan) {
    std::array<nm::buffer_request, std::tuple_size_v<std::remove_cvref_t<decltype(nm::detail::plan_access::tensors(std::declval<Plan&>()))>>> buffers{};
    for (std::size_t i = 0; i < plan.tensor_count; ++i)
        buffers[i] = {plan.tensors()[i].arena_bytes, plan.tensors()[i].first_step, plan.tensors()[i].last_step};
    return buffers;
}
template <class Plan>
auto placement_of(const Plan& plan) {
    nm::placement<std::tuple_size_v<std::remove_cvref_t<decltype(nm::detail::plan_access::tensors(std::declval<Plan&>()))>>> placed{};
    placed.arena_bytes = plan.arena_bytes;
    for (std::size_t i = 0; i < plan.tensor_count; ++i) placed.offsets[i] = plan.tensors()[i].offset;
    return placed;
}

template <class Net>
void check_network(const char* name) {
    INFO(name);
    constexpr auto plan = nm::memory_plan_of<Net, float_profile>;
    const rx::network_description d = rx::describer<Net>::get();
    const auto w = rx::make_all_weights(d);
    const auto input = rx::make_input(d);
    const auto separate = rx::run_separately(d, w, input);
    const auto in_arena = rx::run_in_arena(d, w, input, plan);
    REQUIRE(separate.size() >= 2);
    CHECK(separate[0] != separate[1]);  // a real computation, not a constant
    CHECK(same_bits(separate, in_arena));

    // Break the plan: at the peak step, move the smaller of its input and output tensors onto the
    // other (both are live there, so they now overlap).
    auto broken = plan;
    const auto& step = plan.steps[plan.peak_step];
    std::size_t moved = step.inputs[0];
    std::size_t kept = step.output;
    REQUIRE(moved != kept);
    if (plan.tensors()[moved].arena_bytes > plan.tensors()[kept].arena_bytes) std::swap(moved, kept);
    // The storage is private; the test corrupts it through detail::plan_access.
    nm::detail::plan_access::tensors(broken)[moved].offset = plan.tensors()[kept].offset;
    CHECK_FALSE(nm::verify_placement(buffers_of(broken), broken.tensor_count, placement_of(broken), 16).ok);
    CHECK_FALSE(same_bits(separate, rx::run_in_arena(d, w, input, broken)));
}
}  // namespace

TEST_CASE("the planned arena computes the same bits as separate buffers") {
    check_network<nm::zoo::tflm_test_conv_model>("tflm_test_conv_model");
    check_network<nm::zoo::mlperf_ds_cnn>("mlperf_ds_cnn");
    check_network<nm::zoo::mlperf_resnet8>("mlperf_resnet8");
    // VWW: the plan that beats TFLM's greedy (first fit in execution order), proved by running it.
    check_network<nm::zoo::mlperf_vww_mobilenet_v1>("mlperf_vww_mobilenet_v1");
    static_assert(nm::memory_plan_of<nm::zoo::mlperf_vww_mobilenet_v1, float_profile>.arena_bytes == 4 * 55'296);
}

TEST_CASE("in-place options also compute the same bits") {
    // In-place element-wise layers and depthwise (TinyEngine), no folding or fusing: every batch
    // norm and relu is a step of its own writing into its input.
    constexpr nm::deployment in_place{.weights = nm::data_type::float32,
                                      .activations = nm::data_type::float32,
                                      .fold_batch_normalization = false,
                                      .fuse_activations = false,
                                      .in_place_activations = true,
                                      .in_place_depthwise = true};
    using net = nm::zoo::mlperf_ds_cnn;
    constexpr auto plan = nm::memory_plan_of<net, in_place>;
    const rx::network_description d = rx::describer<net>::get();
    const auto w = rx::make_all_weights(d);
    const auto input = rx::make_input(d);
    CHECK(same_bits(rx::run_separately(d, w, input), rx::run_in_arena(d, w, input, plan)));
}
