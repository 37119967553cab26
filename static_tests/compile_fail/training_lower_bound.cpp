// static_tests/compile_fail/training_lower_bound.cpp: assert_training_fits refuses an estimate that
// is a lower bound (training_peak_result::bound == estimate_bound::lower_bound) unless the user
// names a workspaces allowance for the terms it leaves out, and the error names those terms, the
// estimate and every allowance added (training/fits.hpp). Budgets are 16 GiB: far above both
// estimates, so only the lower bound can fail.
// - lstm2, the 2-layer LSTM of issue 26 (input 64, 50 steps, hidden 256, last step, dense 10),
//   minibatch 1, SGD: 9,712,720 B (hand derivation: tests/training_training_peak_recurrent.cpp); cuDNN's
//   RNN work space is not derived: cudnn_rnn_spaces_not_derived<true>. Allowances: cuBLAS 65 MiB
//   (68,157,440 B), rounding off, workspaces 0.
// - conv, the residual block of training_budget_graph.cpp (38,784 B, hand derivation in
//   tests/training_training_peak_hand.cpp): its convolutions run on cuDNN without a cap:
//   cudnn_convolution_workspaces_not_derived<true>.
// The twin: the same checks with .workspaces = 1 MiB, and the block under
// convolution_workspace::capped (a cap of 64 KiB), which needs no allowance.
#include <netmem/netmem.hpp>

namespace nm = netmem;
using namespace nm::literals;

constexpr nm::input::recurrent sequence{.size = 64, .time_steps = 50};
using lstm2 = nm::sequential<sequence, nm::lstm{.units = 256}, nm::last_time_step<nm::lstm{.units = 256}>{},
                             nm::dense{.units = 10}>;

constexpr nm::conv2d conv3x3{.filters = 8, .kernel = {3, 3}, .padding = nm::padding::same, .use_bias = false};
constexpr nm::activation_layer relu_in_place{.activation = nm::activation::relu, .in_place = true};
using residual_block =
    nm::graph<nm::inputs<nm::graph_input<"x", nm::input::convolutional{.height = 8, .width = 8, .channels = 8}>>,
              nm::vertex<"conv0", nm::conv2d{.filters = 8, .kernel = {1, 1}, .use_bias = false}, "x">,
              nm::vertex<"relu0", relu_in_place, "conv0">, nm::vertex<"conv_a", conv3x3, "relu0">,
              nm::vertex<"bn_a", nm::batch_normalization{}, "conv_a">, nm::vertex<"relu_a", relu_in_place, "bn_a">,
              nm::vertex<"conv_b", conv3x3, "relu_a">, nm::vertex<"bn_b", nm::batch_normalization{}, "conv_b">,
              nm::vertex<"add", nm::elementwise{.op = nm::elementwise_op::add, .in_place = true}, "bn_b", "relu0">,
              nm::vertex<"relu_out", relu_in_place, "add">, nm::outputs<"relu_out">>;

constexpr nm::budget memory{.ram = 16_GiB};
static_assert(nm::training_peak<lstm2>({}).peak_bytes == 9'712'720);
static_assert(nm::training_peak<residual_block>({}).peak_bytes == 38'784);

#ifdef NETMEM_COMPILE_FAIL
// expect: training_estimate_is_a_lower_bound<netmem::error::lower_bound_because<netmem::error::cudnn_convolution_workspaces_not_derived<false>, netmem::error::cudnn_rnn_spaces_not_derived<true> ?>, netmem::error::estimate_bytes<9712720>, netmem::error::allowances_added<netmem::error::cuda_context_bytes<0>, netmem::error::cublas_workspace_bytes<68157440>, netmem::error::allocator_rounding_bytes<0>, netmem::error::workspace_bytes<0> ?> ?>
// expect: training_estimate_is_a_lower_bound<netmem::error::lower_bound_because<netmem::error::cudnn_convolution_workspaces_not_derived<true>, netmem::error::cudnn_rnn_spaces_not_derived<false> ?>, netmem::error::estimate_bytes<38784>
// expect: netmem: the training estimate \(estimate_bytes\) is a LOWER bound
constexpr nm::training_allowances allowances{.allocator_rounding = false};
static_assert(!nm::training_fits<lstm2, nm::training_peak_config{}, memory, allowances>);
static_assert(nm::assert_training_fits<residual_block, nm::training_peak_config{}, memory, allowances>());
#else
constexpr nm::training_allowances allowances{.allocator_rounding = false, .workspaces = 1_MiB};
static_assert(nm::training_fits<lstm2, nm::training_peak_config{}, memory, allowances>);
static_assert(nm::assert_training_fits<residual_block, nm::training_peak_config{}, memory, allowances>());
static_assert(nm::assert_training_fits<residual_block,
                                       nm::training_peak_config{.convolution_workspace = nm::convolution_workspace::capped,
                                                                .convolution_workspace_cap = 64 * 1'024},
                                       memory, nm::training_allowances{.allocator_rounding = false}>());
#endif

static_assert(nm::assert_training_fits<lstm2, nm::training_peak_config{}, memory, allowances>());
