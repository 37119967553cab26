// tests/vertices_merge_many_inputs.cpp -- a concatenation of many inputs (issue 11 §3: torchvision's
// DenseNet concatenates up to 25 tensors in one op). The planner used to accept at most 16 inputs
// per vertex, then fail with an array-bounds follow-up error; now a node has as many inputs as the
// network's largest vertex.
#include <doctest/doctest.h>

#include <string>

#include <netmem/io/plan_text.hpp>
#include <netmem/netmem.hpp>

namespace nm = netmem;

namespace {
#define NETMEM_TEST_BRANCH(n) nm::vertex<"c" #n, nm::dense{.units = 2}, "in">
#define NETMEM_TEST_FIVE(a)                                                                            \
    NETMEM_TEST_BRANCH(a##0), NETMEM_TEST_BRANCH(a##1), NETMEM_TEST_BRANCH(a##2), NETMEM_TEST_BRANCH(a##3), \
        NETMEM_TEST_BRANCH(a##4)
// FF(4) -> 25 dense{2} branches -> one merge (CONCATENATION) of all 25.
using net = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::feed_forward{4}>>, NETMEM_TEST_FIVE(1),
                      NETMEM_TEST_FIVE(2), NETMEM_TEST_FIVE(3), NETMEM_TEST_FIVE(4), NETMEM_TEST_FIVE(5),
                      nm::vertex<"cat", nm::merge{}, "c10", "c11", "c12", "c13", "c14", "c20", "c21", "c22", "c23",
                                 "c24", "c30", "c31", "c32", "c33", "c34", "c40", "c41", "c42", "c43", "c44", "c50",
                                 "c51", "c52", "c53", "c54">,
                      nm::outputs<"cat">>;
#undef NETMEM_TEST_FIVE
#undef NETMEM_TEST_BRANCH
}  // namespace

TEST_CASE("a CONCATENATION of 25 inputs plans (no 16-input limit)") {
    constexpr auto plan = nm::memory_plan_of<net>;
    static_assert(nm::deployment_network<net>::max_inputs == 25);
    // Steps: 25 dense, then the concatenation reading all 25 outputs.
    REQUIRE(plan.step_count == 26);
    CHECK(plan.steps[25].input_count == 25);
    // int8, 16-B alignment, by hand: the input 4 B -> 16; each dense output 2 B -> 16; the
    // concatenation 25 * 2 = 50 B -> 64. Step 24 (the last dense): input 16 + 25 outputs * 16 = 416;
    // step 25: 25 * 16 + 64 = 464 (the input is dead): the peak.
    CHECK(plan.timeline[24] == 416);
    CHECK(plan.timeline[25] == 464);
    CHECK(plan.lower_bound_bytes == 464);
    CHECK(plan.peak_layer == 25);
    // Flash: 25 x (4*2 int8 weights + 2 int32 biases (8 B) + one per-tensor pair (8 B)).
    CHECK(plan.flash.total() == 25 * (8 + 8 + 8));
    // The text report prints every input (no out-of-bounds read).
    CHECK(nm::to_plan_string<net>(plan).find("cat") != std::string::npos);
}
