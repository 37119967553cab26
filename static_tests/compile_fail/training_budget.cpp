// static_tests/compile_fail/training_budget.cpp: assert_training_fits with too little memory.
// The two-layer MLP 256-256(ReLU)-64 needs 923,648 B for one SGD step at minibatch 1, the peak in
// the backward of layer 0 (hand computation in tests/training_peak_hand.cpp: 2 * 328,960 parameters
// and gradients + 1,024 input + 264,704 at layer 0's weight gradient). A 900,000 B budget must fail
// with required_bytes<923648>, budget_bytes<900000> and peak_in_backward_of_layer<0>.
// The twin: the same network in exactly 923,648 B compiles.
#include <netmem/netmem.hpp>

namespace nm = netmem;

using mlp = nm::sequential<nm::input::feed_forward{.size = 256},
                           nm::dense{.units = 256, .activation = nm::activation::relu}, nm::dense{.units = 64}>;
constexpr nm::training_peak_config sgd{.minibatch = 1};

#ifdef NETMEM_COMPILE_FAIL
// expect: training_budget_check<netmem::error::required_bytes<923648>, netmem::error::budget_bytes<900000>, netmem::error::peak_in_backward_of_layer<0>
// expect: netmem: the training step's peak
// expect-gcc: the comparison reduces to .*\(923648 <= 900000\)
constexpr nm::budget memory{.ram = 900'000};
#else
constexpr nm::budget memory{.ram = 923'648};
#endif

static_assert(nm::assert_training_fits<mlp, sgd, memory>());
static_assert(nm::training_fits<mlp, sgd, nm::budget{.ram = 923'648}>);
static_assert(!nm::training_fits<mlp, sgd, nm::budget{.ram = 923'647}>);
