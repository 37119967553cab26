// static_tests/compile_fail/training_budget.cpp: assert_training_fits with too little memory.
// The two-layer MLP 256-256(ReLU)-64 needs 923,648 B for one SGD step at minibatch 1, the peak in
// the backward of layer 0 (hand computation in tests/training_training_peak_hand.cpp: 2 * 328,960 parameters
// and gradients + 1,024 input + 264,704 at layer 0's weight gradient). assert_training_fits adds
// the default allowances (training/fits.hpp): no CUDA context (not given), the cuBLAS workspace
// 65 MiB = 68,157,440 B (measured-training-peaks#cublas-workspace), allocator rounding 0 (no tensor above 1 MiB: the
// largest is W1, 262,144 B), no other workspace: 923,648 + 68,157,440 = 69,081,088 B.
// A 69,000,000 B budget must fail with required_bytes<69081088>, budget_bytes<69000000>,
// peak_in_backward_of_layer<0>, estimate_bytes<923648> and the allowances by name.
// The twin: the same network in exactly 69,081,088 B compiles, and without allowances in 923,648 B.
#include <netmem/netmem.hpp>

namespace nm = netmem;

using mlp = nm::sequential<nm::input::feed_forward{.size = 256},
                           nm::dense{.units = 256, .activation = nm::activation::relu}, nm::dense{.units = 64}>;
constexpr nm::training_peak_config sgd{.minibatch = 1};
constexpr nm::training_allowances none{.cublas_workspace = 0, .allocator_rounding = false};

#ifdef NETMEM_COMPILE_FAIL
// expect: training_budget_check<netmem::error::required_bytes<69081088>, netmem::error::budget_bytes<69000000>, netmem::error::peak_in_backward_of_layer<0>, netmem::error::estimate_bytes<923648>, netmem::error::allowances_added<netmem::error::cuda_context_bytes<0>, netmem::error::cublas_workspace_bytes<68157440>, netmem::error::allocator_rounding_bytes<0>, netmem::error::workspace_bytes<0>
// expect: netmem: the training step's peak
// expect-gcc: the comparison reduces to .*\(69081088 <= 69000000\)
constexpr nm::budget memory{.ram = 69'000'000};
#else
constexpr nm::budget memory{.ram = 69'081'088};
#endif

static_assert(nm::assert_training_fits<mlp, sgd, memory>());
static_assert(nm::assert_training_fits<mlp, sgd, nm::budget{.ram = 923'648}, none>());
static_assert(nm::training_fits<mlp, sgd, nm::budget{.ram = 69'081'088}>);
static_assert(!nm::training_fits<mlp, sgd, nm::budget{.ram = 69'081'087}>);
static_assert(nm::training_fits<mlp, sgd, nm::budget{.ram = 923'648}, none>);
static_assert(!nm::training_fits<mlp, sgd, nm::budget{.ram = 923'647}, none>);
