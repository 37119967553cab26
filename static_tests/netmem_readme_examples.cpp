// The code of the former README sections 1-5 (now docs/guide/ and docs/reference/diagnostics.md),
// compiled: if those examples stop compiling or their numbers stop holding, this file breaks the build. Sources of the
// numbers: DL4J LeNet 431,080 parameters and conv1 520 (published-networks#dl4j-lenet); VWW arena lower bound 55,296 B
// (published-networks#mlperf-tiny-peaks) and TFLM's head 73,728 B (tflm-arena oracle head_bytes, docs/developing.md);
// the residual block: conv 16 filters 3x3 on 16 channels = 16*16*9 + 16 = 2,320 (Keras Conv2D count), batch norm 4*16 =
// 64.
#include <cstdint>

#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>

namespace readme {
namespace nm = netmem;
using namespace nm::literals;

// docs/guide/declare-a-network.md
using lenet = nm::sequential<
    nm::input::convolutional{.height = 28, .width = 28, .channels = 1},
    nm::conv2d{.filters = 20, .kernel = {5, 5}},
    nm::max_pool2d{.kernel = {2, 2}, .stride = {2, 2}},
    nm::conv2d{.filters = 50, .kernel = {5, 5}},
    nm::max_pool2d{.kernel = {2, 2}, .stride = {2, 2}},
    nm::dense{.units = 500, .activation = nm::activation::relu},
    nm::output{.units = 10, .activation = nm::activation::softmax}>;

static_assert(nm::parameter_count<lenet> == 431'080);
static_assert(nm::output_type<lenet> == nm::input::feed_forward{.size = 10});
static_assert(nm::layer_output_types<lenet>[1] == nm::input_type(nm::input::convolutional{12, 12, 20}));
static_assert(nm::layer_at<lenet, 0>.filters == 20 && nm::contains_layer<lenet, nm::max_pool2d>);

// docs/guide/training-memory.md
constexpr auto report = nm::memory_report<lenet>(nm::training_config{.updater = nm::updater::adam});
using enum nm::memory_use_mode;
constexpr auto training_bytes = report.total_bytes(32, training, nm::cache_mode::none, nm::data_type::float32);
constexpr auto activations = report.memory_bytes(nm::memory_type::activations, 32, inference, nm::cache_mode::none);
static_assert(report.layers[0].parameters == 520);
static_assert(training_bytes > activations);
static_assert(nm::assert_report_fits<lenet, nm::report_budget{.minibatch = 32,
                                                               .mode = nm::memory_use_mode::training, .bytes = 8_GiB}>());

// docs/guide/deploy-on-a-microcontroller.md
using vww = nm::zoo::mlperf_vww_mobilenet_v1;
constexpr nm::deployment m4{.kernels = nm::kernel_library::cmsis_nn_dsp};
constexpr const auto& plan = nm::memory_plan_of<vww, m4>;
static_assert(plan.lower_bound_bytes == 55'296);
static_assert(nm::tflm::head_bytes_of<vww, m4> == 73'728);  // TFLM's head (was plan.greedy_bytes)
static_assert(plan.arena_bytes == 55'296);
static_assert(&plan == &nm::memory_plan_of<vww, m4>);  // planned once: assert_fits reads the same plan
static_assert(nm::assert_fits<vww, m4, nm::targets::stm32f446re>());
static_assert(nm::fits<vww, m4, nm::budget{.ram = 64_KiB, .flash = 512_KiB}>);
static_assert(nm::assert_fits<vww, m4, nm::targets::stm32h743.with_arena_in("DTCMRAM")>());
constexpr nm::budget board{.ram = 320_KiB, .flash = 1_MiB,
                           .regions = {{"SRAM1", nm::memory_kind::sram, 256_KiB},
                                       {"SRAM2", nm::memory_kind::sram, 64_KiB},
                                       {"FLASH", nm::memory_kind::flash, 1_MiB}}};
static_assert(nm::fits<vww, m4, board.with_arena_in("SRAM2")>);
using up = nm::sequential<nm::input::convolutional{16, 16, 32},
                          nm::conv2d_transpose{.filters = 16, .kernel = {3, 3}, .stride = {2, 2},
                                               .padding = nm::padding::same}>;
static_assert(nm::memory_plan_of<up>.arena_bytes == 90'112);
inline nm::static_arena<vww, m4> arena;
static_assert(sizeof(arena) >= 55'296);
static_assert(decltype(arena.input<std::int8_t>())::extent == 96 * 96 * 3);

// §3, TFLM's arena (figures: tflm-arena-m32 on vww_96_int8.tflite, ../shared/oracles/README.md, for
// the i386 ABI; the default Cortex-M GCC ABI: the same head; the tail 8 B smaller: the two
// TfLiteTensors of the graph's input and output are 32 B instead of 40 (-16 B), and the output's
// pointer array then needs 8 B more padding to 16 (+8 B); the operators' options and the kernels'
// data move 8 B of padding between them, with no net change)
constexpr nm::deployment tflm_m4{.runtime = nm::runtime::tflm};
constexpr auto vww_tflm = nm::tflm::arena<vww>(tflm_m4);
static_assert(vww_tflm.head_bytes == 73'728);
static_assert(vww_tflm.tail_bytes == 26'940 - 16 + 8);
static_assert(vww_tflm.arena_used_bytes == 73'728 + 26'932);
static_assert(vww_tflm.min_arena_bytes == 100'672);
constexpr std::size_t kTensorArenaSize = nm::tflm::arena_size<vww>(tflm_m4);
alignas(16) inline std::uint8_t tensor_arena[kTensorArenaSize];
static_assert(sizeof(tensor_arena) == 100'672);
static_assert(nm::fits<vww, nm::deployment{}, nm::budget{.ram = 64_KiB}>);
static_assert(!nm::fits<vww, tflm_m4, nm::budget{.ram = 64_KiB}>);

// docs/guide/declare-a-network.md, "Graphs"
using block = nm::graph<
    nm::inputs<nm::graph_input<"in", nm::input::convolutional{32, 32, 16}>>,
    nm::vertex<"conv", nm::conv2d{.filters = 16, .kernel = {3, 3}, .padding = nm::padding::same}, "in">,
    nm::vertex<"bn", nm::batch_normalization{}, "conv">,
    nm::vertex<"add", nm::elementwise{.op = nm::elementwise_op::add}, "in", "bn">,
    nm::vertex<"relu", nm::activation_layer{.activation = nm::activation::relu}, "add">,
    nm::outputs<"relu">>;
static_assert(nm::parameter_count<block> == 2'320 + 64);
static_assert(nm::output_type<block, "conv"> == nm::input_type(nm::input::convolutional{32, 32, 16}));
constexpr auto graph_report = nm::memory_report<block, nm::policy::dl4j>();
struct residual_block : block {};
static_assert(nm::parameter_count<residual_block> == 2'320 + 64);
static_assert(nm::memory_plan_of<residual_block, nm::deployment{}>.arena_bytes ==
              nm::memory_plan_of<block, nm::deployment{}>.arena_bytes);
static_assert(graph_report.size() == 4);

// docs/reference/diagnostics.md (the valid twin of its broken network; the broken one is
// static_tests/compile_fail/kernel_larger_than_padded_input.cpp)
using bad = nm::sequential<nm::input::convolutional{5, 5, 1}, nm::conv2d{.filters = 20, .kernel = {7, 5}}>;
static_assert(!nm::is_valid<bad>);
// docs/reference/diagnostics.md, "Following the framework you name": squeeze-and-excitation with a broadcast product.
using se = nm::graph<
    nm::inputs<nm::graph_input<"x", nm::input::convolutional{8, 8, 16}>>,
    nm::vertex<"squeeze", nm::global_pooling{.type = nm::pooling_type::avg}, "x">,
    nm::vertex<"reduce", nm::dense{.units = 4, .activation = nm::activation::relu}, "squeeze">,
    nm::vertex<"expand", nm::dense{.units = 16, .activation = nm::activation::relu6}, "reduce">,
    nm::vertex<"scale", nm::feed_forward_to_cnn{.height = 1, .width = 1, .channels = 16}, "expand">,
    nm::vertex<"excite", nm::elementwise{.op = nm::elementwise_op::product, .broadcast = true}, "x", "scale">,
    nm::outputs<"excite">>;
static_assert(nm::output_type<se> == nm::input_type(nm::input::convolutional{8, 8, 16}));
// docs/reference/diagnostics.md, "Required options": the conv2d without .kernel is rejected; the 3x3 it meant
// has 216,650 parameters (320 + 26*26*32*10 + 10).
static_assert(!nm::is_valid<nm::sequential<nm::input::convolutional{28, 28, 1}, nm::conv2d{.filters = 32},
                                           nm::output{.units = 10}>>);


// docs/guide/deploy-on-a-microcontroller.md, "What one TFLM operator allocates": DS-CNN's first CONV_2D; the figures
// are the oracle's (tflm-arena-cmsis-nn-m32 on kws_ref_model.tflite, op 0: persistent_requested_bytes 572,
// scratch_bytes 160) and tests/kernels_tflm_operator_oracle.cpp derives them by hand.
namespace tflm = netmem::tflm;
constexpr tflm::tflm_operator ds_cnn_conv{.kind = tflm::builtin_operator::conv_2d,
                                          .input = tflm::shape(1, 49, 10, 1), .weights = tflm::shape(64, 10, 4, 1),
                                          .output = tflm::shape(1, 25, 5, 64), .input_count = 3, .has_bias = true,
                                          .padding = tflm::padding_type::same, .stride_height = 2, .stride_width = 2};
constexpr auto ds_cnn_conv_facts = tflm::tflm_operator_facts_of(ds_cnn_conv, nm::kernel_library::cmsis_nn_pure_c, 32);
static_assert(ds_cnn_conv_facts.builtin_data_bytes == 28);
static_assert(ds_cnn_conv_facts.persistent_requested_bytes() == 572);
static_assert(ds_cnn_conv_facts.scratch_bytes() == 160);
}  // namespace readme
