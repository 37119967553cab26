// tests/io_plan_svg.cpp -- netmem::to_plan_svg: the memory timeline picture of a plan.
// This suite checks the picture's content from C++ and writes, into its working directory, the
// pictures and plan JSON that ctest io.plan_svg_xml then checks with python3's XML parser
// (tests/check_plan_svg.py: well-formed XML, every rectangle at its tensor's planned offset and
// steps, the peak column and the horizontal lines at their bytes, labels only where they fit).
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <netmem/deploy/all.hpp>
#include <netmem/io/dl4j_text.hpp>
#include <netmem/io/plan_json.hpp>
#include <netmem/io/plan_svg.hpp>
#include <netmem/netmem.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>

namespace nm = netmem;

namespace {

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

void write(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

/// 200 tensors in a chain (tensor t is written at step t and read at step t + 1), sizes
/// 16 x (1 + (37 t mod 50)) bytes (16 .. 800), even tensors at offset 0 and odd ones at 1,024:
/// neighbours in time never share bytes, so the hand-made placement is valid; arena 1,824 B.
nm::memory_plan<200, 200, 1, 1> chain_of_200() {
    nm::memory_plan<200, 200, 1, 1> plan{};
    plan.tensor_count = 200;
    plan.step_count = 200;
    for (std::size_t t = 0; t < 200; ++t) {
        const nm::size_type bytes = 16 * (1 + static_cast<nm::size_type>((37 * t) % 50));
        nm::detail::plan_access::tensors(plan)[t] = {nm::tensor_kind::activation, t % 2 == 0 ? 0 : 1024, bytes, bytes, t, std::min<std::size_t>(t + 1, 199), 0};
        plan.arena_bytes = std::max(plan.arena_bytes, plan.tensors()[t].offset + bytes);
    }
    for (std::size_t s = 0; s < 200; ++s) {
        for (std::size_t t = 0; t < 200; ++t)
            if (plan.tensors()[t].first_step <= s && s <= plan.tensors()[t].last_step) plan.timeline[s] += plan.tensors()[t].arena_bytes;
        if (plan.timeline[s] > plan.lower_bound_bytes) plan.lower_bound_bytes = plan.timeline[s], plan.peak_step = s;
    }
    return plan;
}

}  // namespace

TEST_CASE("to_plan_svg of VWW: one rectangle per tensor, peak, lines; files for io.plan_svg_xml") {
    // MobileNetV1 VWW int8, reference kernels: TFLM's head 73,728 B (the tflm-arena oracle);
    // STM32F446RE RAM 131,072 B is at most 4 x the arena, so its line is in the picture.
    using vww = nm::zoo::mlperf_vww_mobilenet_v1;
    constexpr auto plan = nm::memory_plan_of<vww, nm::deployment{}>;
    const std::string svg = nm::to_plan_svg<vww>(plan, {.title = "VWW", .ram_budget = nm::targets::stm32f446re.ram});
    std::size_t drawn = 0;
    for (std::size_t t = 0; t < plan.tensor_count; ++t) drawn += plan.tensors()[t].arena_bytes > 0 ? 1 : 0;
    CHECK(count(svg, "<rect class=\"tensor\"") == drawn);
    CHECK(count(svg, "<title>") == drawn + 1);  // + the peak column
    CHECK(svg.find("TFLM head") == std::string::npos);  // netmem's plan: TFLM's head is in TFLM's picture
    CHECK(svg.find("RAM budget 131,072 B") != std::string::npos);
    CHECK(svg.find("lower bound " + nm::group_thousands(plan.lower_bound_bytes) + " B") != std::string::npos);
    write("plan_svg_vww.svg", svg);
    write("plan_svg_vww.json", nm::to_plan_json<vww>(plan));
}

TEST_CASE("to_plan_svg of 200 tensors: every tensor has a tooltip, labels only where they fit") {
    const auto plan = chain_of_200();
    const std::string svg = nm::to_plan_svg(plan, {}, {.title = "200 tensors", .ram_budget = 4096});
    CHECK(count(svg, "<rect class=\"tensor\"") == 200);
    CHECK(count(svg, "<g class=\"tensor\"><title>") == 200);
    // Hand computation of the labels. x: 200 steps over 1,200 - 80 - 170 = 950 px = 4.75 px per
    // step; a tensor spans 2 steps = 9.5 px: no name fits ("layer 0" = 7 x 6 px), a letter does
    // (6 px + 2 px margin). y: top 4,096 B (the budget) over 640 - 44 - 56 = 540 px; a 10-px label
    // needs 12 px, i.e. 12 x 4,096 / 540 = 91.0 B, so 16 x (1 + k) >= 96 B: k = 37 t mod 50 >= 5.
    // Letters exist for tensors 0..61 only. 37 t mod 50 is a permutation of 0..49 over t = 0..49
    // (5 values below 5) and for t = 50..61 takes 0, 37, 24, 11, 48, 35, 22, 9, 46, 33, 20, 7 (one
    // below 5): 62 - 5 - 1 = 56 labels.
    CHECK(count(svg, "font-size=\"10\" stroke=\"none\">") == 56);
    // RAM budget 4,096 B is at most 4 x the 1,824-B arena: drawn.
    CHECK(svg.find("RAM budget 4,096 B") != std::string::npos);
    write("plan_svg_chain200.svg", svg);
    nlohmann::ordered_json doc{{"arena", {{"lower_bound_bytes", plan.lower_bound_bytes}, {"peak_step", plan.peak_step}}},
                               {"tensors", nlohmann::ordered_json::array()}};
    for (std::size_t t = 0; t < plan.tensor_count; ++t)
        doc["tensors"].push_back({{"id", t},
                                  {"offset_bytes", plan.tensors()[t].offset},
                                  {"arena_bytes", plan.tensors()[t].arena_bytes},
                                  {"first_step", plan.tensors()[t].first_step},
                                  {"last_step", plan.tensors()[t].last_step}});
    write("plan_svg_chain200.json", doc.dump(2) + "\n");
}

TEST_CASE("to_plan_svg escapes XML in names and titles") {
    const auto plan = chain_of_200();
    const std::string svg = nm::to_plan_svg(plan, {"a<b & \"c\""}, {.title = "x < y & z"});
    CHECK(svg.find("x &lt; y &amp; z") != std::string::npos);
    CHECK(svg.find("a&lt;b &amp; &quot;c&quot;") != std::string::npos);
    CHECK(svg.find("a<b") == std::string::npos);
}
