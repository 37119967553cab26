// static_tests/training_training_peak_1000_layers.cpp -- training_peak of a 1,000-layer sequential network with the
// compilers' default constexpr limits (as static_tests/network_sequential_1000_layers.cpp for the report).
// 333 cycles of (dense 16, relu, batch_normalization) and one dense 16 on FF(16), float32, SGD,
// minibatch 1. Hand computation (PyTorch rules, training/pytorch.hpp; every activation 16 floats =
// 64 B -> 512 B):
// - parameters 112,160 * 4 = 448,640 B; gradients (trainable 101,504) * 4 = 406,016 B; input 64 B;
// - forward: each cycle keeps relu's result r (saved by relu and batch norm) and batch norm's output
//   b (saved by the next dense); dense outputs are freed after relu. After 333 cycles 666 tensors
//   = 340,992 B; the last dense's output (512) and the loss (512): 342,016 at the loss;
// - backward: seed 512 on top of 341,504 (output freed) = 342,016; the last dense allocates its
//   input gradient 512, weight gradient 16*16*4 = 1,024 and bias gradient 64 -> 512: 344,064 <- peak
//   (every later step holds less: one saved tensor fewer per step, gradients of 512 B at most 2);
// - peak = 448,640 + 406,016 + 64 + 344,064 = 1,198,784 B, in the backward of layer 999.
#include <netmem/netmem.hpp>

#include "support/thousand_layer_network.hpp"

namespace nm = netmem;

namespace {

using large_network = netmem_static_test::thousand_layer_network;

constexpr auto peak = nm::training_peak<large_network>({.minibatch = 1});
static_assert(peak.parameters == 448'640);
static_assert(peak.gradients == 406'016);
static_assert(peak.input == 64);
static_assert(peak.activation_peak == 344'064);
static_assert(peak.activation_peak_step ==
              nm::training_step{nm::training_phase::backward, 999, nm::training_op_kind::linear});
static_assert(peak.peak_bytes == 1'198'784);

}  // namespace
