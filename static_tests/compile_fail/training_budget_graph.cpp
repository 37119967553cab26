// static_tests/compile_fail/training_budget_graph.cpp: assert_training_fits on a graph names the
// vertex whose step sets the peak. The residual block of tests/training_training_peak_hand.cpp needs
// 38,784 B for one SGD step (hand computation there: 5,120 parameters + 4,992 gradients + 2,048
// input + 26,624 in the forward of vertex 5, "conv_b", whose cuDNN workspace stand-in is 18,432 B).
// The block's convolutions run on cuDNN, so the estimate is a lower bound (its backward workspaces
// are not derived: training_lower_bound.cpp) and the check names a workspaces allowance, 1 MiB here.
// assert_training_fits adds it and the default allowances (training/fits.hpp): the cuBLAS workspace
// 65 MiB = 68,157,440 B, allocator rounding 0 (no tensor above 1 MiB): 38,784 + 68,157,440 +
// 1,048,576 = 69,244,800 B.
// A 16 KiB budget must fail with the numbers, peak_in_forward_of_layer<5>, the estimate, the
// allowances and the name conv_b. The twin: 69,244,800 B compiles.
#include <netmem/netmem.hpp>

namespace nm = netmem;

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

#ifdef NETMEM_COMPILE_FAIL
// expect: training_budget_check<netmem::error::required_bytes<69244800>, netmem::error::budget_bytes<16384>, netmem::error::peak_in_forward_of_layer<5>, netmem::error::estimate_bytes<38784>, netmem::error::allowances_added<netmem::error::cuda_context_bytes<0>, netmem::error::cublas_workspace_bytes<68157440>, netmem::error::allocator_rounding_bytes<0>, netmem::error::workspace_bytes<1048576> ?>, netmem::error::vertex<.c., .o., .n., .v., ._., .b.>
// expect: netmem: the training step's peak
constexpr nm::budget memory{.ram = 16 * 1024};
#else
constexpr nm::budget memory{.ram = 69'244'800};
#endif

static_assert(nm::assert_training_fits<residual_block, nm::training_peak_config{}, memory,
                                       nm::training_allowances{.workspaces = 1'048'576}>());
