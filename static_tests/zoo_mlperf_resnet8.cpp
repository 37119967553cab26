// static_tests/zoo_mlperf_resnet8.cpp: zoo/mlperf_resnet8.hpp: published counts and shapes.
// Moved verbatim from static_tests/graph_zoo.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
#include <string_view>

#include <netmem/netmem.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>
#include <netmem/zoo/resnet18.hpp>

// From the former static_tests/graph_zoo.cpp: the graph zoo against published numbers.
namespace nm = netmem;

namespace {

constexpr nm::input_type cnn(nm::size_type h, nm::size_type w, nm::size_type c) {
    return nm::input::convolutional{h, w, c};
}

// ---- MLPerf Tiny ResNet-8 (published-networks#resnet-8: Keras counts of the reference model) ----
using resnet8 = nm::zoo::mlperf_resnet8;
static_assert(nm::parameter_count<resnet8> == 78'666);            // §1.2 total
static_assert(nm::trainable_parameter_count<resnet8> == 78'186);  // §1.2 trainable (non-trainable 480)
// Every tensor shape of the §1.2 layer table (rows #1 .. #16).
static_assert(nm::output_type<resnet8, "conv"> == cnn(32, 32, 16));          // #1
static_assert(nm::output_type<resnet8, "relu"> == cnn(32, 32, 16));          // #2
static_assert(nm::output_type<resnet8, "stack1_relu1"> == cnn(32, 32, 16));  // #3
static_assert(nm::output_type<resnet8, "stack1_bn2"> == cnn(32, 32, 16));    // #4
static_assert(nm::output_type<resnet8, "stack1_relu2"> == cnn(32, 32, 16));  // #5
static_assert(nm::output_type<resnet8, "stack2_relu1"> == cnn(16, 16, 32));  // #6
static_assert(nm::output_type<resnet8, "stack2_bn2"> == cnn(16, 16, 32));    // #7
static_assert(nm::output_type<resnet8, "stack2_shortcut"> == cnn(16, 16, 32));  // #8
static_assert(nm::output_type<resnet8, "stack2_relu2"> == cnn(16, 16, 32));  // #9
static_assert(nm::output_type<resnet8, "stack3_relu1"> == cnn(8, 8, 64));    // #10
static_assert(nm::output_type<resnet8, "stack3_bn2"> == cnn(8, 8, 64));      // #11
static_assert(nm::output_type<resnet8, "stack3_shortcut"> == cnn(8, 8, 64)); // #12
static_assert(nm::output_type<resnet8, "stack3_relu2"> == cnn(8, 8, 64));    // #13
static_assert(nm::output_type<resnet8, "pool"> == cnn(1, 1, 64));            // #14
static_assert(nm::output_type<resnet8, "flatten"> == nm::input_type(nm::input::feed_forward{64}));  // #15
static_assert(nm::output_type<resnet8> == nm::input_type(nm::input::feed_forward{10}));            // #16
// The report has one entry per vertex (29: 3 stem + 7 + 8 + 8 in the stacks + 3 head), in DL4J's Kahn order: the stride-2 shortcut conv of
// stack 2 is ready as soon as stack1_relu2 is, so it comes right after stack2_conv1 (the FIFO
// visits stack1_relu2's consumers in declaration order: stack2_conv1, then stack2_shortcut).
constexpr auto resnet8_report = nm::memory_report<resnet8>();
static_assert(resnet8_report.size() == 29);
static_assert(std::string_view{resnet8_report.keys[0]} == "conv");
static_assert(std::string_view{resnet8_report.keys[10]} == "stack2_conv1");
static_assert(std::string_view{resnet8_report.keys[11]} == "stack2_shortcut");
static_assert(std::string_view{resnet8_report.keys[28]} == "dense");
static_assert(resnet8_report.parameter_count() == 78'666);
// Activations per example, one output tensor per vertex (hand count): stem 3 x 32*32*16 = 49,152;
// stack 1: 7 x 16,384 = 114,688; stack 2: 8 x 16*16*32 = 65,536; stack 3: 8 x 8*8*64 = 32,768;
// pool 64 + flatten 64 + dense 10 = 138; total 262,282 elements = 1,049,128 float32 bytes.
static_assert(resnet8_report.memory_bytes(nm::memory_type::activations, 1, nm::memory_use_mode::inference,
                                          nm::cache_mode::none) == 1'049'128);
// Parameters: 78,666 * 4 bytes = 314,664.
static_assert(resnet8_report.memory_bytes(nm::memory_type::parameters, 1, nm::memory_use_mode::inference,
                                          nm::cache_mode::none) == 314'664);

}  // namespace
