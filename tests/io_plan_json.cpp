// tests/io_plan_json.cpp -- netmem::to_plan_json: schema "netmem.plan" version 1
// (docs/plan-json.md). The document parses back (nlohmann::ordered_json, strict RFC 8259) into the
// plan it was written from, carries hand-computed numbers, and one small plan matches the
// hand-reviewed golden file tests/golden/plan_two_dense.json byte for byte.
#include <doctest/doctest.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support/json_document.hpp"

#include <netmem/deploy/all.hpp>
#include <netmem/io/plan_json.hpp>
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>

namespace nm = netmem;

namespace {

using netmem_test::json;
using netmem_test::keys;
using netmem_test::parse;

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The network of tests/io_plan_text.cpp, same hand computation: int8, reference kernels, 16-B
// alignment. A = input 16 B (steps 0..0) at offset 32; B = dense output 32 B (0..1) at 0;
// C = dense_1 output 16 B (1..1) at 32. Arena 48 B = lower bound (48 live bytes at both steps).
// Flash: dense 16->32 512 + 128 + 256 = 896 B; dense_1 32->16 512 + 64 + 128 = 704 B; total 1,600 B.
// Golden file review, "tflm": TFLM plans the same 3 buffers (head 48 B); 7 tensors (input, 2 x
// weights, 2 x biases, 2 outputs) and 2 operators; arena_used 604 = 48 + 556 (tail);
// min_arena 864 = round_up(planning need 856, 16). The tail and planning figures themselves come
// from runtime/tflm/tflm.hpp, which tests/runtime_tflm_tflm_oracle.cpp checks against TFLM byte for byte.
using two_dense = nm::sequential<nm::input::feed_forward{.size = 16}, nm::dense{.units = 32}, nm::dense{.units = 16}>;
constexpr auto two_dense_plan = nm::memory_plan_of<two_dense, nm::deployment{}>;
const nm::plan_json_options two_dense_options{.network_name = "two_dense",
                                              .profile = nm::deployment{},
                                              .target_name = "stm32f446re",
                                              .target = nm::targets::stm32f446re};

}  // namespace

TEST_CASE("plan JSON of two dense layers: documented keys and hand-computed numbers") {
    const json doc = parse(nm::to_plan_json<two_dense>(two_dense_plan, two_dense_options));
    CHECK(keys(doc) == std::vector<std::string>{"schema", "schema_version", "network", "profile", "arena", "tflm",
                                                "flash", "layers", "tensors", "timeline", "verdict"});
    CHECK(doc.at("profile").at("runtime").get<std::string>() == "static_arena");
    CHECK(doc.at("profile").at("pointer_bits").get<int>() == 32);
    CHECK(doc.at("schema").get<std::string>() == "netmem.plan");
    CHECK(doc.at("schema_version").get<int>() == 2);  // 2: arena.greedy_bytes went to tflm.head_bytes
    CHECK(doc.at("network").at("parameters").get<std::int64_t>() == 16 * 32 + 32 + 32 * 16 + 16);  // 1,072
    CHECK(doc.at("arena").at("bytes").get<std::int64_t>() == 48);
    CHECK(doc.at("arena").at("lower_bound_bytes").get<std::int64_t>() == 48);
    // TFLM plans the same three buffers (no Reshape, nothing in place): head 48 B.
    CHECK(doc.at("tflm").at("head_bytes").get<std::int64_t>() == 48);
    // Flash: int8 weights 512 + 512 B, int32 biases 32 x 4 + 16 x 4 = 192 B, and TFLite's
    // per-tensor quantization of dense weights: one (scale, zero point) pair of 8 B per layer, 16 B;
    // 1,024 + 192 + 16 = 1,232 B. Layer 1: 512 + 64 + 8 = 584 B.
    CHECK(doc.at("flash").at("total_bytes").get<std::int64_t>() == 1'232);
    CHECK(doc.at("layers").at(1).at("flash").at("total_bytes").get<std::int64_t>() == 584);
    CHECK(doc.at("profile").at("quantization").at("fully_connected").get<std::string>() == "per_tensor");
    const json& tensors = doc.at("tensors");
    REQUIRE(tensors.size() == 3);
    CHECK(tensors.at(0).at("kind").get<std::string>() == "input");
    CHECK(tensors.at(0).at("producer_layer").is_null());
    CHECK(tensors.at(0).at("offset_bytes").get<std::int64_t>() == 32);
    CHECK(tensors.at(1).at("name").get<std::string>() == "dense");
    CHECK(tensors.at(1).at("producer_layer").get<std::size_t>() == 0);
    CHECK(tensors.at(1).at("offset_bytes").get<std::int64_t>() == 0);
    CHECK(tensors.at(1).at("last_step").get<std::size_t>() == 1);
    CHECK(tensors.at(2).at("offset_bytes").get<std::int64_t>() == 32);
    CHECK(doc.at("timeline").at(1).at("inputs") == json::array({1}));
    CHECK(doc.at("timeline").at(1).at("live_bytes").get<std::int64_t>() == 48);
    // STM32F446RE: 128 KiB = 131,072 B SRAM, 512 KiB = 524,288 B flash (targets.hpp, ST DS10693).
    const json& verdict = doc.at("verdict");
    CHECK(verdict.at("ram_budget_bytes").get<std::int64_t>() == 131'072);
    CHECK(verdict.at("flash_budget_bytes").get<std::int64_t>() == 524'288);
    CHECK(verdict.at("fits").get<bool>());
}

TEST_CASE("plan JSON matches the hand-reviewed golden file tests/golden/plan_two_dense.json") {
    const std::string path = std::string(NETMEM_TESTS_SOURCE_DIR) + "/golden/plan_two_dense.json";
    const std::string expected = read_file(path);
    const std::string actual = nm::to_plan_json<two_dense>(two_dense_plan, two_dense_options);
    if (actual != expected) {
        std::ofstream(std::string(NETMEM_TESTS_BINARY_DIR) + "/plan_two_dense.actual.json", std::ios::binary) << actual;
        FAIL_CHECK("differs from " << path << "; the actual text is in plan_two_dense.actual.json (build dir): "
                                      "review it by hand before copying it over the golden file");
    }
}

TEST_CASE("plan JSON of VWW parses back into the plan it was written from") {
    // MobileNetV1 VWW int8: TFLM's head 73,728 B and smallest working arena 100,672 B, as the
    // tflm-arena oracle prints them (runtime/tflm/tflm.hpp, tests/runtime_tflm_tflm_oracle.cpp).
    constexpr auto plan = nm::memory_plan_of<nm::zoo::mlperf_vww_mobilenet_v1, nm::deployment{}>;
    const json doc = parse(nm::to_plan_json<nm::zoo::mlperf_vww_mobilenet_v1>(
        plan, {.network_name = "mlperf_vww_mobilenet_v1", .target_name = "tiny", .target = nm::budget{.ram = 32'768}}));
    CHECK(doc.at("tflm").at("head_bytes").get<std::int64_t>() == 73'728);
    CHECK(doc.at("tflm").at("min_arena_bytes").get<std::int64_t>() == 100'672);
    REQUIRE(doc.at("tensors").size() == plan.tensor_count);
    for (std::size_t t = 0; t < plan.tensor_count; ++t) {
        const json& j = doc.at("tensors").at(t);
        const nm::planned_tensor& p = plan.tensors()[t];
        CHECK(j.at("id").get<std::size_t>() == t);
        CHECK(j.at("offset_bytes").get<nm::size_type>() == p.offset);
        CHECK(j.at("arena_bytes").get<nm::size_type>() == p.arena_bytes);
        CHECK(j.at("data_bytes").get<nm::size_type>() == p.data_bytes);
        CHECK(j.at("first_step").get<std::size_t>() == p.first_step);
        CHECK(j.at("last_step").get<std::size_t>() == p.last_step);
    }
    // Independent of the planner: each step's live bytes are the sum of the arena bytes of the
    // tensors whose lifetime contains it, and the lower bound is their maximum.
    REQUIRE(doc.at("timeline").size() == plan.step_count);
    nm::size_type maximum = 0;
    for (const json& step : doc.at("timeline")) {
        nm::size_type live = 0;
        const auto s = step.at("step").get<std::size_t>();
        for (const json& t : doc.at("tensors"))
            if (t.at("first_step").get<std::size_t>() <= s && s <= t.at("last_step").get<std::size_t>())
                live += t.at("arena_bytes").get<nm::size_type>();
        CHECK(step.at("live_bytes").get<nm::size_type>() == live);
        maximum = std::max(maximum, live);
    }
    CHECK(doc.at("arena").at("lower_bound_bytes").get<nm::size_type>() == maximum);
    // Flash: the layers add up to the total.
    nm::size_type flash = 0;
    for (const json& layer : doc.at("layers")) flash += layer.at("flash").at("total_bytes").get<nm::size_type>();
    CHECK(doc.at("flash").at("total_bytes").get<nm::size_type>() == flash);
    // A 32 KiB RAM budget without a flash limit: the arena (runtime static_arena, the profile's
    // default: netmem's 55,296 B, docs/guide/deploy-on-a-microcontroller.md) does not fit, flash is not checked.
    CHECK(doc.at("verdict").at("runtime").get<std::string>() == "static_arena");
    CHECK(doc.at("verdict").at("ram_required_bytes").get<std::int64_t>() == 55'296);
    CHECK_FALSE(doc.at("verdict").at("ram_fits").get<bool>());
    CHECK(doc.at("verdict").at("flash_budget_bytes").is_null());
    CHECK(doc.at("verdict").at("flash_fits").get<bool>());
    CHECK_FALSE(doc.at("verdict").at("fits").get<bool>());
}

TEST_CASE("plan JSON verdict under runtime tflm uses TFLM's smallest working arena") {
    // VWW with runtime tflm: RAM = 100,672 B (tflm-arena oracle, runtime/tflm/tflm.hpp), the same
    // rule as assert_fits; STM32F446RE 131,072 B: fits.
    constexpr nm::deployment profile{.runtime = nm::runtime::tflm};
    constexpr auto plan = nm::memory_plan_of<nm::zoo::mlperf_vww_mobilenet_v1, profile>;
    const json doc = parse(nm::to_plan_json<nm::zoo::mlperf_vww_mobilenet_v1>(
        plan, {.profile = profile, .target_name = "stm32f446re", .target = nm::targets::stm32f446re}));
    CHECK(doc.at("verdict").at("runtime").get<std::string>() == "tflm");
    CHECK(doc.at("verdict").at("ram_required_bytes").get<std::int64_t>() == 100'672);
    CHECK(doc.at("verdict").at("fits").get<bool>());
    const nm::plan_verdict verdict = nm::verdict_of<nm::zoo::mlperf_vww_mobilenet_v1>(plan, profile, nm::budget{.ram = 100'000});
    CHECK_FALSE(verdict.ram_fits());
    CHECK(nm::to_verdict_string(verdict, "small").find("does NOT fit") != std::string::npos);
}

TEST_CASE("plan JSON of a graph names vertices and has no verdict without a target") {
    // ResNet-8 (zoo/mlperf_resnet8.hpp): 29 vertices, the first "conv" (published-networks#resnet-8).
    constexpr auto plan = nm::memory_plan_of<nm::zoo::mlperf_resnet8, nm::deployment{}>;
    const json doc = parse(nm::to_plan_json<nm::zoo::mlperf_resnet8>(plan));
    CHECK(doc.at("network").at("graph").get<bool>());
    CHECK(doc.at("network").at("name").is_null());
    REQUIRE(doc.at("layers").size() == 29);
    CHECK(doc.at("layers").at(0).at("name").get<std::string>() == "conv");
    CHECK(doc.at("layers").at(0).at("kind").get<std::string>() == "conv2d");
    CHECK(doc.at("verdict").is_null());
}
