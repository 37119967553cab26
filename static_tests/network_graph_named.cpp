// static_tests/network_graph_named.cpp: a user's named network, `struct my_net : netmem::graph<...> {};`
// (or netmem::sequential<...>), answers every query with the numbers of the network it names
// (docs/guide/declare-a-network.md, "Name a large network": the form that keeps g++'s compile time and the compilers' messages short).
// The numbers are the published ones the zoo's own tests check: MLPerf Tiny ResNet-8, 78,666
// parameters of which 78,186 trainable (published-networks#resnet-8), int8 arena 49,152 B (#mlperf-tiny-peaks),
// TFLM's arena on the 32-bit host ABI 54,368 B (tflm-arena-m32 on pretrainedResnet_quant.tflite,
// ../shared/oracles/README.md); DL4J zoo LeNet 431,080 parameters (§5); the ResNet-18 training
// peak of docs/guide/training-memory.md (training_training_peak_readme.cpp: 909,408,896 B, minibatch 32, Adam).
#include <cstdint>
#include <string_view>

#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/netmem.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>
#include <netmem/zoo/resnet18.hpp>

namespace named_network {
namespace nm = netmem;
using namespace nm::literals;

// ---- A named graph ----
struct resnet8 : nm::zoo::mlperf_resnet8 {};

static_assert(nm::network<resnet8> && nm::is_valid<resnet8>);
static_assert(nm::parameter_count<resnet8> == 78'666);
static_assert(nm::trainable_parameter_count<resnet8> == 78'186);
static_assert(nm::output_type<resnet8, "pool"> == nm::input_type(nm::input::convolutional{1, 1, 64}));
static_assert(nm::output_type<resnet8> == nm::input_type(nm::input::feed_forward{10}));
constexpr auto report = nm::memory_report<resnet8>();
static_assert(report.size() == 29 && std::string_view{report.keys[11]} == "stack2_shortcut");
// 262,282 activation elements per example (zoo_mlperf_resnet8.cpp's hand count) = 1,049,128 float32 bytes.
static_assert(report.memory_bytes(nm::memory_type::activations, 1, nm::memory_use_mode::inference,
                                  nm::cache_mode::none) == 1'049'128);

static_assert(nm::memory_plan_of<resnet8, nm::deployment{}>.arena_bytes == 49'152);
static_assert(nm::memory_plan_of<resnet8>.arena_bytes == 49'152);
static_assert(nm::deployment_network<resnet8>::position_of("stack1_conv2") == 6);
static_assert(nm::fits<resnet8, nm::deployment{}, nm::budget{.ram = 48_KiB}>);
static_assert(!nm::fits<resnet8, nm::deployment{}, nm::budget{.ram = 47_KiB}>);
static_assert(nm::assert_fits<resnet8, nm::deployment{}, nm::targets::stm32f446re>());
inline nm::static_arena<resnet8> arena;
static_assert(sizeof(arena) >= 49'152);

constexpr nm::deployment tflm_m32{.runtime = nm::runtime::tflm, .tflm = {.abi = nm::struct_abi::ilp32_i386}};
static_assert(nm::tflm::arena_size<resnet8>(tflm_m32) == 54'368);

// ---- A named graph reached through the alias it derives from gives the same objects' values ----
static_assert(nm::memory_plan_of<resnet8, nm::deployment{}>.peak_step ==
              nm::memory_plan_of<nm::zoo::mlperf_resnet8, nm::deployment{}>.peak_step);

// ---- Training: a named graph ----
struct resnet18 : nm::zoo::resnet18 {};
static_assert(nm::training_peak<resnet18>(nm::training_peak_config{.minibatch = 32, .optimizer = nm::updater::adam})
                  .peak_bytes == 909'408'896);

// ---- A named sequential network ----
struct lenet : nm::sequential<nm::input::convolutional{.height = 28, .width = 28, .channels = 1},
                              nm::conv2d{.filters = 20, .kernel = {5, 5}},
                              nm::max_pool2d{.kernel = {2, 2}, .stride = {2, 2}},
                              nm::conv2d{.filters = 50, .kernel = {5, 5}},
                              nm::max_pool2d{.kernel = {2, 2}, .stride = {2, 2}},
                              nm::dense{.units = 500, .activation = nm::activation::relu},
                              nm::output{.units = 10, .activation = nm::activation::softmax}> {};
static_assert(nm::network<lenet> && nm::is_valid<lenet>);
static_assert(nm::parameter_count<lenet> == 431'080);
static_assert(nm::memory_report<lenet>().layers[0].parameters == 520);  // 20 * 5*5*1 + 20
// float32 plan of a chain (each layer reads only its predecessor): the largest adjacent pair is
// conv1's output and pool1's, 24*24*20 + 12*12*20 = 11,520 + 2,880 = 14,400 elements = 57,600 B
// (conv1's input and output: 784 + 11,520 = 12,304 elements; conv2's: 2,880 + 3,200 = 6,080).
static_assert(nm::memory_plan_of<lenet, nm::tflite_float32>.arena_bytes == 57'600);

// ---- is_valid asks the compile errors' rules, also through a named network and two levels of
// derivation; shared_weights<L> without an owner is one of them (graph and sequential alike) ----
struct resnet8_again : resnet8 {};
static_assert(nm::is_valid<resnet8_again> && nm::parameter_count<resnet8_again> == 78'666);
constexpr nm::conv2d conv3x3{.filters = 1, .kernel = {3, 3}, .padding = nm::padding::same};
constexpr nm::conv2d conv5x5{.filters = 1, .kernel = {5, 5}, .padding = nm::padding::same};
using image = nm::input::convolutional;
using siamese_unowned = nm::graph<nm::inputs<nm::graph_input<"a", image{8, 8, 1}>, nm::graph_input<"b", image{8, 8, 1}>>,
                                  nm::vertex<"left", conv3x3, "a">, nm::vertex<"right", nm::shared_weights<conv5x5>{}, "b">,
                                  nm::vertex<"add", nm::elementwise{.op = nm::elementwise_op::add}, "left", "right">,
                                  nm::outputs<"add">>;
struct named_siamese_unowned : siamese_unowned {};
static_assert(!nm::is_valid<siamese_unowned> && !nm::is_valid<named_siamese_unowned>);
static_assert(!nm::is_valid<nm::sequential<image{8, 8, 1}, nm::shared_weights<conv3x3>{}, conv3x3>>);  // owner after
static_assert(nm::is_valid<nm::sequential<image{8, 8, 1}, conv3x3, nm::shared_weights<conv3x3>{}>>);
// A type that only names a network (not derived from it) is not a network.
struct holder {
    using network_type = resnet8;
};
static_assert(!nm::network<holder> && !nm::deployable_network<holder>);

}  // namespace named_network

int main() { return 0; }
