// training_peak / inference_peak of fire modules (SqueezeNet: squeeze 1x1 -> ReLU, expand 1x1 and
// expand 3x3 side by side on the squeeze's output, each -> ReLU, torch.cat of the two), by hand,
// and torchvision's squeezenet1_1 (netmem/zoo/squeezenet1_1.hpp).
// DERIVED, not measured: docs/reference/measured-training-peaks.md has no fire-module row. The saved
// set below was checked against autograd itself (torch.autograd.graph.saved_tensors_hooks, PyTorch
// 1.13.1, Debian's python3-torch, CPU: the same derivatives.yaml formulas): torchvision's
// Fire(8, 2, 4, 4) on 1 x 8 x 8 x 8 saves the storages of x (512 elements), s (128, once: its ReLU
// and both expand convolutions share it), e1 and e3 (256 each) and the three weights (16, 8, 72),
// and not the concatenation (512); squeezenet1_1's classifier saves dropout's mask and output
// (86,528 each), the final ReLU's result (169,000) and the weight (512,000), nothing for the
// average pool. torchvision's squeezenet1_1 has 1,235,496 parameters (the same run).
//
// The rules a fire module exercises (PyTorch sources, training/pytorch.hpp):
// - nn.ReLU(inplace=True) after each convolution: relu_ overwrites the convolution's output and
//   saves it (derivatives.yaml threshold_backward(grad, result)); the squeeze's output is read by
//   both expand convolutions, which save it too (one storage, three holders);
// - torch.cat allocates its output and saves nothing (derivatives.yaml cat: cat_tensors_backward
//   returns narrow() views of the output's gradient): e1, e3 (saved by their ReLUs) and the
//   concatenation are alive together: the concatenated size twice;
// - the backward runs in reverse of the order the forward recorded the ops (autograd's engine
//   takes the ready node with the highest sequence number): the module's order expand1x1, its
//   ReLU, expand3x3, its ReLU, cat gives cat, expand3x3's ReLU, expand3x3, expand1x1's ReLU,
//   expand1x1, so e1 and the cat's gradient are still held while expand3x3's backward runs
//   (training_peak follows the graph's declaration order for this, not the walker's order, which
//   runs both ReLUs' backward first and was 512 B low here); the squeeze output's second gradient
//   is summed into the first in place.
// Also tests: netmem/zoo/squeezenet1_1.hpp
#include <doctest/doctest.h>

#include <netmem/netmem.hpp>
#include <netmem/zoo/squeezenet1_1.hpp>

namespace nm = netmem;

namespace {

// One fire module on 8x8x8, Fire(8, 2, 4, 4); float32, minibatch 1, no cuDNN workspace.
// Sizes (B, rounded to 512): x 8*8*8*4 = 2,048 (input, exact); s (2 channels) 512; e1 = e3
// (4 channels) 1,024; c (8 channels) 2,048. Parameters: squeeze 8*2 + 2 = 18, expand1x1 2*4 + 4 = 12,
// expand3x3 2*9*4 + 4 = 76: 106 floats = 424 B; every weight / bias temporary gradient 512.
// Forward (live, activations only):
//   squeeze s 512; relu_ in place (saves s); expand1x1 e1: 1,536; relu_ (saves e1); expand3x3 e3:
//   2,560; relu_ (saves e3); cat c: 4,608; loss 512: 5,120, then c (the output) freed: 3,072.
// Backward: seed 512: 3,584;
//   cat hands the seed to both branches (views); expand3x3's ReLU: g_e3 1,024: 4,608; seed's
//   second holder stays, e3 released: 3,584;
//   expand3x3: g_s 512 + W 512 + b 512: 5,120 (= the loss step; not above it); then 3,072;
//   expand1x1's ReLU g_e1 1,024: 4,096, then seed and e1 released: 2,560;
//   expand1x1: g_s' 512 + 1,024 temporaries: 4,096; g_s' summed into g_s in place: 1,536 ...
// activation_peak = 5,120 (first reached at the loss). SGD: 2 * 424 + 2,048 + 5,120 = 8,016 B.
// Inference (no autograd, in place): s 512, e1 1,536, e3 2,560 (then s, read for the last time,
// is freed: 2,048), c: 4,096 (then e1, e3 are freed).
using fire = nm::graph<
    nm::inputs<nm::graph_input<"x", nm::input::convolutional{.height = 8, .width = 8, .channels = 8}>>,
    nm::vertex<"squeeze", nm::conv2d{.filters = 2, .kernel = {1, 1}}, "x">,
    nm::vertex<"squeeze_activation", nm::zoo::detail::squeezenet::relu, "squeeze">,
    nm::vertex<"expand1x1", nm::conv2d{.filters = 4, .kernel = {1, 1}}, "squeeze_activation">,
    nm::vertex<"expand1x1_activation", nm::zoo::detail::squeezenet::relu, "expand1x1">,
    nm::vertex<"expand3x3", nm::conv2d{.filters = 4, .kernel = {3, 3}, .explicit_padding = {1, 1}},
               "squeeze_activation">,
    nm::vertex<"expand3x3_activation", nm::zoo::detail::squeezenet::relu, "expand3x3">,
    nm::vertex<"cat", nm::merge{}, "expand1x1_activation", "expand3x3_activation">, nm::outputs<"cat">>;

constexpr nm::training_peak_config lower{.convolution_workspace = nm::convolution_workspace::none};
static_assert(nm::training_peak<fire>(lower).parameters == 424);
static_assert(nm::training_peak<fire>(lower).activation_peak == 5'120);
static_assert(nm::training_peak<fire>(lower).activation_peak_step.phase == nm::training_phase::loss);
static_assert(nm::training_peak<fire>(lower).peak_bytes == 8'016);
static_assert(nm::inference_peak<fire>({.convolution_workspace = nm::convolution_workspace::none}).activation_peak ==
              4'096);

// The workspace as a range (training/pytorch.hpp convolution_workspace::capped): with cuDNN's
// workspace capped at 4,096 B per call (CUDNN_CONV_WSCAP_DBG), each convolution call holds at most
// 4,096 B more. Inference: squeeze 512 + 4,096; expand1x1 1,536 + 4,096; expand3x3 2,560 + 4,096 =
// 6,656 <- upper; lower (no workspace) 4,096 as above.
// Training, every cuDNN call with 4,096: forward expand3x3 2,560 + 4,096 = 6,656; backward
// expand3x3 (live 3,584: s, e1, loss, seed, g_e3) + g_s 512 + W 512 + b 512 + 4,096 = 9,216 <- peak;
// expand1x1 2,560 + 512 + 1,024 + 4,096 = 8,192; SGD: 848 + 2,048 + 9,216 = 12,112 B.
constexpr auto range = nm::inference_peak<fire>({.convolution_workspace_cap = 4'096});
static_assert(range.activation_peak_lower == 4'096);
static_assert(range.upper_bounded && range.activation_peak_upper == 6'656);
static_assert(!nm::inference_peak<fire>({}).upper_bounded);
// What activation_peak is (training_peak.hpp estimate_bound): the default workspace model is a
// heuristic, neither bound; `none` is the lower bound; the cap makes it the upper bound (derived).
static_assert(nm::inference_peak<fire>({}).bound == nm::estimate_bound::heuristic);
static_assert(nm::inference_peak<fire>({.convolution_workspace = nm::convolution_workspace::none}).bound ==
              nm::estimate_bound::lower_bound);
static_assert(nm::inference_peak<fire>({.convolution_workspace = nm::convolution_workspace::capped,
                                        .convolution_workspace_cap = 4'096})
                  .bound == nm::estimate_bound::derived);
static_assert(nm::training_peak<fire>({.convolution_workspace = nm::convolution_workspace::capped,
                                       .convolution_workspace_cap = 4'096})
                  .peak_bytes == 12'112);

}  // namespace

TEST_CASE("squeezenet1_1: parameters and the liveness of its first stage") {
    // torchvision num_params of squeezenet1_1: 1,235,496 (no buffers).
    constexpr auto peak = nm::training_peak<nm::zoo::squeezenet1_1>({.convolution_workspace = nm::convolution_workspace::none});
    CHECK(peak.parameters == 1'235'496 * 4);
    // Inference at minibatch 1 without workspace: the peak is features.2 (max pool, ceil_mode): the
    // ReLU'd features.0 output 64*111*111*4 = 3,154,176, the pool's output 64*55*55*4 = 774,400 and
    // its int64 indices 64*55*55*8 = 1,548,800 (Pooling.cpp: max_pool2d_with_indices on CUDA also
    // without autograd), each rounded up to 512 B: 3,154,432 + 774,656 + 1,548,800 = 5,477,888.
    constexpr auto eval =
        nm::inference_peak<nm::zoo::squeezenet1_1>({.convolution_workspace = nm::convolution_workspace::none});
    CHECK(eval.peak_node == 2);
    CHECK(eval.activation_peak == 3'154'432 + 774'656 + 1'548'800);
}

// The fire-module shortfall of issue 26 as a labelled range. Issue 26 reports squeezenet1_1 at
// minibatch 1 as estimate / measured = 0.825 (SGD) and 0.862 (Adam), "7-44 MB short at every batch
// size" (PyTorch 2.11, float32, cudnn.benchmark = False, one GPU run; no row of it is in
// ../shared/reference). Applied to this estimate (the assumption: the estimate is this
// one; the backward-order fix did not move the peak, which is at the classifier) the measured
// peaks are 33,098,560 / 0.825 = 40.12 MB and 42,982,528 / 0.862 = 49.86 MB: 7.0 and 6.9 MB above.
// What the estimate leaves out (never silently: bound == lower_bound, cudnn_convolution_workspaces):
// - the caching allocator's large blocks, at most 1 MiB per tensor above 1 MiB
//   (allocator_rounding_bound), by hand: the parameters above 1 MiB are classifier.1's weight
//   (1000 x 512 x 4 = 2,048,000 B) and its .grad (SGD: 2; Adam also exp_avg, exp_avg_sq: 4); the
//   most large tensors alive at once in the step, in classifier.1's backward: features.1's output
//   64 x 111 x 111 x 4 = 3,154,176 B, features.2's int64 indices 64 x 55 x 55 x 8 = 1,548,800 B,
//   the features.3 and features.4 concatenations 128 x 55 x 55 x 4 = 1,548,800 B each (saved by
//   features.4.squeeze and the features.5 pool) and classifier.1's temporary weight gradient
//   2,048,000 B: 5 (Adam's sqrt(exp_avg_sq) step has only 1): SGD 7 MiB, Adam 9 MiB;
// - cuDNN's forward, backward-data and backward-weight workspaces, picked at run time (no rule).
// The bytes assert_training_fits checks with no cuBLAS workspace and no workspaces allowance, the
// estimate plus the rounding bound (40.44 MB SGD, 52.42 MB Adam), contain both measured peaks; at
// minibatch 32 the bound is 46,137,344 B (SGD), above the 44 MB of the largest shortfall.
// The cause is not identified without a GPU run (tools/measure/training_peaks.py records the
// allocator's snapshot): the range is what the docs state, not a fitted rule.
TEST_CASE("squeezenet1_1: issue 26's measured peaks lie inside the labelled range") {
    constexpr nm::size_type mib = 1'048'576;
    constexpr auto sgd = nm::training_peak<nm::zoo::squeezenet1_1>({});
    constexpr auto adam = nm::training_peak<nm::zoo::squeezenet1_1>({.optimizer = nm::updater::adam});
    constexpr auto sgd32 = nm::training_peak<nm::zoo::squeezenet1_1>({.minibatch = 32});
    CHECK(sgd.bound == nm::estimate_bound::lower_bound);
    CHECK(sgd.lower_bound_because == nm::lower_bound_terms{.cudnn_convolution_workspaces = true});
    CHECK(sgd.allocator_rounding_bound == 7 * mib);
    CHECK(adam.allocator_rounding_bound == 9 * mib);
    constexpr nm::training_allowances bare_plus_rounding{.cublas_workspace = 0, .workspaces = 0};
    const double measured_sgd = static_cast<double>(sgd.peak_bytes) / 0.825;
    const double measured_adam = static_cast<double>(adam.peak_bytes) / 0.862;
    CHECK(measured_sgd > static_cast<double>(sgd.peak_bytes));
    CHECK(measured_sgd <= static_cast<double>(nm::training_required_bytes(sgd, bare_plus_rounding)));
    CHECK(measured_adam > static_cast<double>(adam.peak_bytes));
    CHECK(measured_adam <= static_cast<double>(nm::training_required_bytes(adam, bare_plus_rounding)));
    CHECK(sgd32.allocator_rounding_bound >= 44'000'000);
}
