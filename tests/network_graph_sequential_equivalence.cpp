// A sequential network is a special case of a graph: the same layers as a chain of vertices give
// the same per-layer reports and the same totals, under both policies (DL4J builds the same
// LayerMemoryReports for a MultiLayerNetwork and for a ComputationGraph of LayerVertices,
// dl4j-memory-formulas#sequential, #graph, #vectors-pairs: "Sequential and graph agree").
#include <doctest/doctest.h>

#include <string_view>

#include <netmem/netmem.hpp>

namespace nm = netmem;

namespace {

// LeNet-like (dl4j-memory-formulas#vectors-lenet): conv 20 5x5, max pool 2x2/2, dense 100 (CNN -> FF preprocessor),
// output 10.
constexpr nm::conv2d conv{.filters = 20, .kernel = {5, 5}};
constexpr nm::max_pool2d pool{.kernel = {2, 2}, .stride = {2, 2}};
constexpr nm::dense hidden{.units = 100, .activation = nm::activation::relu};
constexpr nm::output classifier{.units = 10};

using chain = nm::sequential<nm::input::convolutional{28, 28, 1}, conv, pool, hidden, classifier>;
using as_graph = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::convolutional{28, 28, 1}>>,
                           nm::vertex<"layer0", conv, "in">, nm::vertex<"layer1", pool, "layer0">,
                           nm::vertex<"layer2", hidden, "layer1">, nm::vertex<"layer3", classifier, "layer2">,
                           nm::outputs<"layer3">>;

bool same_report(const nm::layer_memory_report& a, const nm::layer_memory_report& b) {
    return std::string_view{a.report_class} == std::string_view{b.report_class} && a.input == b.input &&
           a.output == b.output && a.parameters == b.parameters && a.updater_state == b.updater_state &&
           a.working_memory_fixed_inference == b.working_memory_fixed_inference &&
           a.working_memory_variable_inference == b.working_memory_variable_inference &&
           a.working_memory_fixed_training == b.working_memory_fixed_training &&
           a.working_memory_variable_training == b.working_memory_variable_training &&
           a.cache_memory_fixed == b.cache_memory_fixed && a.cache_memory_variable == b.cache_memory_variable &&
           a.other_input_elements == b.other_input_elements && a.policy == b.policy;
}

template <nm::policy P>
void check_identical(const nm::training_config& config) {
    const auto s = nm::memory_report<chain, P>(config);
    const auto g = nm::memory_report<as_graph, P>(config);
    REQUIRE(s.size() == g.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        CAPTURE(i);
        CHECK(same_report(s[i], g[i]));
    }
    for (auto mode : {nm::memory_use_mode::inference, nm::memory_use_mode::training})
        for (auto cache : {nm::cache_mode::none, nm::cache_mode::host})
            for (nm::size_type m : {0, 1, 16})
                CHECK(s.total_bytes(m, mode, cache) == g.total_bytes(m, mode, cache));
}

}  // namespace

TEST_CASE("sequential and graph give identical reports for the same layers") {
    // Same parameter counts: 520 + 0 + 288,100 + 1,010 = 289,630 (dl4j-memory-formulas#vectors-lenet).
    CHECK(nm::parameter_count<chain> == 289'630);
    CHECK(nm::parameter_count<as_graph> == 289'630);
    CHECK(nm::output_type<as_graph> == nm::output_type<chain>);
    const nm::training_config adam{.updater = nm::updater::adam};
    check_identical<nm::policy::dl4j>(adam);
    check_identical<nm::policy::corrected>(adam);
    check_identical<nm::policy::dl4j>(nm::training_config{.updater = nm::updater::adam, .dropout = true});
    // The graph's report keys are the vertex names, in DL4J's topological order.
    const auto g = nm::memory_report<as_graph, nm::policy::dl4j>(adam);
    CHECK(std::string_view{g.keys[0]} == "layer0");
    CHECK(std::string_view{g.keys[3]} == "layer3");
    // dl4j-memory-formulas#vectors-lenet, LeNet-like with Adam: inference 1,216,120 + M x 58,040 bytes; training (cache
    // NONE) 4,634,080 + M x 234,376.
    CHECK(g.total_bytes(0, nm::memory_use_mode::inference) == 1'216'120);
    CHECK(g.total_bytes(1, nm::memory_use_mode::inference) - g.total_bytes(0, nm::memory_use_mode::inference) ==
          58'040);
    CHECK(g.total_bytes(0, nm::memory_use_mode::training) == 4'634'080);
    CHECK(g.total_bytes(1, nm::memory_use_mode::training) - g.total_bytes(0, nm::memory_use_mode::training) ==
          234'376);
}
