// tests/io_plan_text.cpp -- netmem::to_plan_string and its parts: the timeline picture, the tensor
// table and the per-layer flash/RAM table of a deployment plan.
#include <doctest/doctest.h>

#include <array>
#include <string>
#include <utility>
#include <vector>

#include <netmem/deploy/all.hpp>
#include <netmem/io/plan_text.hpp>
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>
#include <netmem/zoo/tflm_test_conv_model.hpp>

namespace nm = netmem;

namespace {

// int8, reference kernels, 16-B alignment (deployment{} defaults). Hand computation:
// tensors A = input FF(16): 16 B, live at step 0; B = dense 32 output: 32 B, steps 0..1;
// C = dense_1 16 output: 16 B, step 1. Live bytes: step 0 A + B = 48, step 1 B + C = 48.
// TFLM's greedy planner places the largest buffer (B) at 0; A and C are never live together, so
// both take the first gap that fits, offset 32: arena 48 B = the lower bound.
// Flash: dense 16->32: 16*32 = 512 B int8 weights, 32 int32 biases = 128 B, one per-tensor
// (scale, zero point) pair (TFLite quantizes fully connected weights per tensor) = 8 B; dense
// 32->16: 512 B, 64 B, 8 B.
using two_dense = nm::sequential<nm::input::feed_forward{.size = 16}, nm::dense{.units = 32}, nm::dense{.units = 16}>;
constexpr auto two_dense_plan = nm::memory_plan_of<two_dense, nm::deployment{}>;

}  // namespace

TEST_CASE("to_timeline_string draws every live tensor at its offset, one line per step") {
    // Width 12 characters for a 48-B arena: 4 B per character; B covers columns 0-7, A and C 8-11.
    // "#" is the layer's number (its position in the layer list), as in the layer table.
    const std::string expected =
        " step  #  layer    |arena: 0 .. 48 B|  live bytes\n"
        "    0  0  dense    |BBBBBBBBAAAA|         48  <- peak\n"
        "    1  1  dense_1  |BBBBBBBBCCCC|         48\n";
    CHECK(nm::to_timeline_string(two_dense_plan, nm::plan_layer_labels<two_dense>(), 12) == expected);
}

TEST_CASE("to_tensor_table_string and to_layer_table_string list tensors and flash by layer") {
    const auto labels = nm::plan_layer_labels<two_dense>();
    const std::string tensors =
        "tensor  kind        written by       offset (B)  data (B)  reserved (B)  steps\n"
        "A       input       network input 0          32        16            16   0..0\n"
        "B       activation  #0 dense                  0        32            32   0..1\n"
        "C       activation  #1 dense_1               32        16            16   1..1\n";
    CHECK(nm::to_tensor_table_string(two_dense_plan, labels) == tensors);
    const std::string layers =
        "#  layer    output  output (B)  scratch (B)  weights (B)  biases (B)  quantization (B)  flash (B)\n"
        "0  dense    B               32            0          512         128                 8        648\n"
        "1  dense_1  C               16            0          512          64                 8        584\n"
        "   total                                           1,024         192                16      1,232\n";
    CHECK(nm::to_layer_table_string(two_dense_plan, labels) == layers);
}

TEST_CASE("to_plan_string of the TFLM test_conv_model shows its 7,744-B arena") {
    // TFLM's test_conv_model needs a 7,744-B arena with reference kernels (tflite-micro
    // memory_arena_threshold_test.cc, issue 5); 5 layers (conv2d, conv2d, max_pool2d, flatten, dense).
    constexpr auto plan = nm::memory_plan_of<nm::zoo::tflm_test_conv_model, nm::deployment{}>;
    const std::string text = nm::to_plan_string<nm::zoo::tflm_test_conv_model>(plan);
    CHECK(text.find("RAM (arena):  7,744 B") != std::string::npos);
    CHECK(text.find("lower bound 7,744 B") != std::string::npos);
    // The flatten layer aliases the pooling output: same tensor letter, no flash.
    const auto labels = nm::plan_layer_labels<nm::zoo::tflm_test_conv_model>();
    REQUIRE(labels.size() == 5);
    CHECK(labels[3] == "flatten");
    CHECK(plan.layer_tensor[3] == plan.layer_tensor[2]);
    CHECK(text.find("3  flatten     D") != std::string::npos);
}

TEST_CASE("the plan summary is netmem's plan only: TFLM's head is TFLM's report's") {
    // Before issue 24 the summary printed memory_plan::greedy_bytes (TFLM's head, or GreedyMemoryPlanner
    // on netmem's buffers for a network TFLM's lowering cannot express); the generic plan knows no
    // runtime now. RNN(4, T 10) -> lstm 8 (no TFLM lowering yet): the summary still prints its arena,
    // 224 B = input 48 + output 80 + state 32 + gate scratch 64, all live at the one step
    // (tests/layers_layer_deployment.cpp derives each).
    using net = nm::sequential<nm::input::recurrent{4, 10}, nm::lstm{.units = 8}>;
    constexpr auto plan = nm::memory_plan_of<net, nm::deployment{}>;
    static_assert(plan.arena_bytes == 224);
    const std::string text = nm::to_plan_summary_string(plan, nm::plan_layer_labels<net>());
    CHECK(text.find("RAM (arena):  224 B") == 0);
    CHECK(text.find("TFLM head") == std::string::npos);
    CHECK(text.find("GreedyMemoryPlanner on netmem") == std::string::npos);  // the old fallback line
    // FF(16) -> dense 4, int8: TFLM's head is 16 + 16 = 32 B (input 16 B and output 4 B -> 16 B,
    // both live at the one step), in TFLM's report.
    using dense_net = nm::sequential<nm::input::feed_forward{.size = 16}, nm::dense{.units = 4}>;
    static_assert(nm::tflm::head_bytes_of<dense_net> == 32);
    static_assert(nm::tflm::arena<dense_net>().head_bytes == 32);
}

TEST_CASE("tensor letters run A-Z, a-z, 0-9, then '*'") {
    using nm::io_detail::tensor_letter;
    CHECK(tensor_letter(0) == 'A');
    CHECK(tensor_letter(25) == 'Z');
    CHECK(tensor_letter(26) == 'a');
    CHECK(tensor_letter(51) == 'z');
    CHECK(tensor_letter(52) == '0');
    CHECK(tensor_letter(61) == '9');
    CHECK(tensor_letter(62) == '*');
}

TEST_CASE("a softmax that cannot be fused runs as its own step, labelled (activation)") {
    // TFLite runs Softmax as a separate operator after FullyConnected (planning/detail/
    // deployment_steps.hpp): dense 4 softmax on FF(16) is two steps. Live bytes (16-B alignment):
    // step 0 input 16 + FC output 16 = 32; step 1 FC output 16 + softmax output 16 = 32.
    using net = nm::sequential<nm::input::feed_forward{.size = 16},
                               nm::dense{.units = 4, .activation = nm::activation::softmax}>;
    constexpr auto plan = nm::memory_plan_of<net, nm::deployment{}>;
    REQUIRE(plan.step_count == 2);
    const auto labels = nm::plan_layer_labels<net>();
    const std::string timeline = nm::to_timeline_string(plan, labels, 8);
    CHECK(timeline.find("    0  0  dense               |") != std::string::npos);
    CHECK(timeline.find("    1  0  dense (activation)  |") != std::string::npos);
    CHECK(timeline.find("|         32  <- peak\n") != std::string::npos);
    const std::string tensors = nm::to_tensor_table_string(plan, labels);
    CHECK(tensors.find("activation  #0 dense (activation)") != std::string::npos);
}

namespace {

/// A hand-made plan of one step over a 1,000-B arena whose live tensors have the given
/// (offset, bytes); drawn 10 characters wide, each character covers 100 B.
template <std::size_t T>
nm::memory_plan<T, 1, 1, 1> one_step_plan(const std::array<std::pair<nm::size_type, nm::size_type>, T>& tensors) {
    nm::memory_plan<T, 1, 1, 1> plan{};
    plan.arena_bytes = 1000;
    plan.step_count = 1;
    plan.tensor_count = T;
    for (std::size_t t = 0; t < T; ++t) {
        auto& tensor = nm::detail::plan_access::tensors(plan)[t];  // the storage is private
        tensor.offset = tensors[t].first;
        tensor.arena_bytes = tensor.data_bytes = tensors[t].second;
        plan.timeline[0] += tensors[t].second;
    }
    return plan;
}

}  // namespace

TEST_CASE("to_timeline_string never hides a live tensor that shares a character with a larger one (issues 11, 13)") {
    // A = bytes 0..16 (column 0), B = bytes 16..1000 (columns 0..9). Drawn in tensor order, B
    // covered A's only column and A vanished from the picture; the smaller tensor now keeps it.
    const auto small_first = one_step_plan<2>({{{0, 16}, {16, 984}}});
    CHECK(nm::to_timeline_string(small_first, {"layer"}, 10).find("|ABBBBBBBBB|      1,000  <- peak\n") !=
          std::string::npos);
    // The same with the tensor ids swapped: A = bytes 16..1000, B = bytes 0..16.
    const auto large_first = one_step_plan<2>({{{16, 984}, {0, 16}}});
    CHECK(nm::to_timeline_string(large_first, {"layer"}, 10).find("|BAAAAAAAAA|") != std::string::npos);
}

TEST_CASE("to_timeline_string names the live tensors that are too small to get a character") {
    // A = bytes 0..16 and B = bytes 16..32 both fall in column 0 (bytes 0..100); C = 32..1000.
    // One character cannot show two letters: B (drawn last of the equal sizes) takes column 0 and
    // the line names A.
    const auto plan = one_step_plan<3>({{{0, 16}, {16, 16}, {32, 968}}});
    CHECK(nm::to_timeline_string(plan, {"layer"}, 10).find(
              "|BCCCCCCCCC|      1,000  <- peak  (also live, too small to draw: A)\n") != std::string::npos);
}

TEST_CASE("every live tensor of the VWW plan is visible in its 64-character timeline") {
    // MobileNetV1 VWW (zoo/mlperf_vww_mobilenet_v1.hpp), int8 reference kernels: for each step,
    // each live tensor's letter appears on its line or in its "too small" note.
    constexpr auto plan = nm::memory_plan_of<nm::zoo::mlperf_vww_mobilenet_v1, nm::deployment{}>;
    const std::string text = nm::to_timeline_string(plan, nm::plan_layer_labels<nm::zoo::mlperf_vww_mobilenet_v1>());
    std::vector<std::string> lines;
    for (std::size_t begin = 0, end; (end = text.find('\n', begin)) != std::string::npos; begin = end + 1)
        lines.push_back(text.substr(begin, end - begin));
    REQUIRE(lines.size() == plan.step_count + 1);
    for (std::size_t s = 0; s < plan.step_count; ++s)
        for (std::size_t t = 0; t < plan.tensor_count; ++t)
            if (plan.tensors()[t].first_step <= s && s <= plan.tensors()[t].last_step && plan.tensors()[t].arena_bytes > 0) {
                const std::string& line = lines[s + 1];
                const std::string picture = line.substr(line.find('|'));
                CHECK_MESSAGE(picture.find(nm::io_detail::tensor_letter(t)) != std::string::npos,
                              "step " << s << " tensor " << t);
            }
}

TEST_CASE("to_planner_list_string explains every planner in one line and marks TFLM's and the chosen one") {
    // The two-dense plan (hand computation at the top): TFLM's greedy planner, the first one tried,
    // already reaches the 48-B lower bound, so it is the chosen one (ties keep TFLM's).
    const std::string text = nm::to_planner_list_string(two_dense_plan);
    std::size_t lines = 0;
    for (const char c : text) lines += c == '\n' ? 1 : 0;
    CHECK(lines == 9);  // planning/planners.hpp: 9 planners
    CHECK(text.find("  greedy_by_size_tflm     TFLM's GreedyMemoryPlanner: largest first, each in the first gap") == 0);
    CHECK(text.find("the first gap  chosen: 48 B\n") != std::string::npos);
    CHECK(text.find("  best_fit_by_area        largest bytes x steps first, each in the smallest gap that fits\n") !=
          std::string::npos);
}
