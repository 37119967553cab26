// training_peak / inference_peak by hand: a two-layer MLP and a residual block, the live set
// written out at every step of the forward and the backward (PyTorch rules, training/pytorch.hpp;
// float32, minibatch 1; every activation, gradient and temporary is rounded up to 512 B, the CUDA
// caching allocator's block; parameters, gradients, optimizer state and input are exact). The
// residual block's liveness is written out without cuDNN's convolution workspace
// (convolution_workspace::none), then with the default stand-in, step by step, as is LeNet's
// inference at minibatch 1 and 8 (rows of docs/reference/measured-training-peaks.md). Also: the same
// network as a sequential and as a graph gives the same peaks.
// Also tests: netmem/training/fits.hpp
// Also tests: netmem/core/training_op.hpp
#include <doctest/doctest.h>

#include <netmem/netmem.hpp>

namespace nm = netmem;

namespace {

// ---------------------------------------------------------------------------------------------
// Two-layer MLP: x[256] -> linear 256x256 -> ReLU -> linear 256x64 (the output; loss = sum).
// Sizes: x 256 floats = 1,024 B (input, permanent); h1 = r1 = 256 floats = 1,024 B; out 64 floats =
// 256 B -> 512 B; W1 256*256*4 = 262,144 B; b1 1,024 B; W2 256*64*4 = 65,536 B; b2 256 B -> 512 B.
// Parameters = gradients = 262,144 + 1,024 + 65,536 + 256 = 328,960 B (exact).
//
// Forward (ReLU out of place):
//   linear1  allocates h1                           live {h1}                 1,024
//            (saves x: the input, not counted here)
//   relu     allocates r1, saves r1; h1 has no
//            other use and is not saved: freed      live {h1, r1} -> {r1}     2,048 -> 1,024
//   linear2  allocates out, saves r1                live {r1, out}            1,536
//   loss     sum -> scalar (4 B -> 512); out freed  live {r1, loss}           2,048 -> 1,536
// Backward:
//   seed     ones_like(loss), 512                   live {r1, loss, seed}     2,048
//   linear2  grad r1 1,024 + temporaries W2 65,536
//            + b2 512 (accumulated into .grad, freed) {r1, loss, seed, g_r1, gW2, gb2} 69,120
//            then seed and linear2's save released  live {r1, loss, g_r1}     2,560
//   relu     grad h1 1,024                          {r1, loss, g_r1, g_h1}    3,584
//            g_r1 and r1 released                   live {loss, g_h1}         1,536
//   linear1  x needs no gradient; temporaries W1 262,144 + b1 1,024
//                                                   {loss, g_h1, gW1, gb1}    264,704  <- peak
// activation_peak = 264,704 B in the backward of layer 0 (its linear op).
// SGD: 2 * 328,960 + 1,024 + 264,704 = 923,648 B.
// Adam: state 2 * 328,960 = 657,920; step transient sqrt(exp_avg_sq) per tensor, rounded:
//   262,144 + 1,024 + 65,536 + 512 = 329,216 > 264,704, so the optimizer step sets the peak:
//   4 * 328,960 + 1,024 + 329,216 = 1,646,080 B.
// Inference: linear1 h1 (1,024), relu r1 (2,048: peak at layer 0, then h1 freed: 1,024), linear2
//   out (1,536); with in-place activations relu writes into h1: 1,024, 1,024, then 1,536 at layer 1.
using mlp = nm::sequential<nm::input::feed_forward{.size = 256},
                           nm::dense{.units = 256, .activation = nm::activation::relu}, nm::dense{.units = 64}>;
using mlp_graph = nm::graph<nm::inputs<nm::graph_input<"x", nm::input::feed_forward{.size = 256}>>,
                            nm::vertex<"hidden", nm::dense{.units = 256, .activation = nm::activation::relu}, "x">,
                            nm::vertex<"out", nm::dense{.units = 64}, "hidden">, nm::outputs<"out">>;

// ---------------------------------------------------------------------------------------------
// Residual block on 8x8x8 (A = 512 floats = 2,048 B per activation, no rounding):
//   x -> conv0 1x1 (no bias) -> relu0 (in place) = t0, read by conv_a and by add (fan-out);
//   conv_a 3x3 same -> bn_a -> relu_a (in place) -> conv_b 3x3 same -> bn_b -> add(bn_b, t0) in place
//   (`out += identity`) -> relu_out (in place) -> output.
// Parameters: conv0 8*8 = 64, conv_a = conv_b = 8*8*9 = 576, bn 4*8 = 32 each (2*8 trainable):
//   all 1,280 floats = 5,120 B; trainable 1,248 floats = 4,992 B; input 2,048 B.
// Temporaries (rounded): gW conv0 256 -> 512; conv_a / conv_b 2,304 -> 2,560; bn gamma, beta 32 -> 512 each.
// Forward (live set, in A unless said):
//   0 conv0     c0                                      {c0}                  1A
//   1 relu0     in place on c0 (t0), saves it           {t0}                  1A
//   2 conv_a    ca, saves t0                            {t0, ca}              2A
//   3 bn_a      ba, saves ca                            {t0, ca, ba}          3A
//   4 relu_a    in place on ba, saves it                {t0, ca, ba}          3A
//   5 conv_b    cb, saves ba                            {t0, ca, ba, cb}      4A
//   6 bn_b      bb, saves cb                            {.., cb, bb}          5A
//   7 add       in place on bb, saves nothing; t0 stays (saved by relu0 and conv_a)      5A
//   8 relu_out  in place on bb, saves it                                      5A
//   loss        scalar 512                              5A + 512 = 10,752
// Backward (seed 512: 5A + 1,024 = 11,264):
//   8 relu_out  g_add (A): 6A + 1,024 = 13,312; seed and bb released: 5A + 512 (t0 ca ba cb g_add loss)
//   7 add       hands g_add to bb and to t0 (no allocation): 10,752
//   6 bn_b      g_cb (A) + gamma, beta 1,024: 6A + 512 + 1,024 = 13,824; then g_add (bb's) and cb
//               released: {t0, ca, ba, g_add (t0's), g_cb, loss} 5A + 512
//   5 conv_b    g_ba (A) + gW 2,560: 6A + 512 + 2,560 = 15,360  <- peak; then g_cb released, ba stays
//               (relu_a saved it): 5A + 512
//   4 relu_a    g_bn_a (A): 6A + 512; g_ba and ba released: 4A + 512 {t0, ca, g_add, g_bn_a, loss}
//   3 bn_a      g_ca (A) + 1,024: 5A + 1,536 = 11,776; then 3A + 512 {t0, g_add, g_ca, loss}
//   2 conv_a    g_t0 (A) + gW 2,560: 4A + 512 + 2,560 = 11,264; summed into g_add in place (it is not
//               shared any more): 2A + 512 after g_ca is released
//   1 relu0     g_c0 (A): 3A + 512 = 6,656; then t0 released: A + 512
//   0 conv0     x needs no gradient; gW 512: A + 1,024 = 3,072
// activation_peak = 15,360 B in the backward of vertex 5 (conv_b).
// SGD: 5,120 + 4,992 + 2,048 + 15,360 = 27,520 B.
// Adam: state 9,984; transient 512 + 2,560 + 2,560 + 4 * 512 = 7,680 < 15,360:
//   5,120 + 4,992 + 9,984 + 2,048 + 15,360 = 37,504 B.
// Inference: c0 (1A), t0 in place, ca (2A), ba (3A <- peak at vertex 3, then ca freed: 2A), relu_a in
//   place, cb (3A, then ba freed), bb (3A, then cb freed), add in place (t0 freed: 1A): 6,144 B.
// All of the above without the convolutions' workspace (convolution_workspace::none). With the
// default stand-in (training/pytorch.hpp: the larger of one example's column matrix, C_in/groups *
// K_h * K_w * H_out * W_out floats, and the input as NHWC with channels padded to 16 B):
//   conv0 1x1: column 8*1*1*64*4 = 2,048, NHWC 8*8*8*4 = 2,048 (8 channels = 32 B) -> 2,048;
//   conv_a, conv_b 3x3: column 8*9*64*4 = 18,432, NHWC 2,048 -> 18,432; alive during the call only.
// Inference: conv0 1A + 2,048 = 4,096; conv_a 2A + 18,432 = 22,528; bn_a 3A; conv_b {t0, ba, cb} 3A
//   + 18,432 = 24,576 <- peak at vertex 5 (workspace 18,432 inside it).
// Training: forward conv_b {t0, ca, ba, cb} 4A + 18,432 = 26,624 > the backward's 15,360: the peak
//   moves to the forward of vertex 5. SGD: 5,120 + 4,992 + 2,048 + 26,624 = 38,784 B;
//   Adam (transient 7,680 < 26,624): 38,784 + 9,984 = 48,768 B.
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

// ---------------------------------------------------------------------------------------------
// Two branches concatenated, with an in-place ReLU6, dropout and softmax (feed-forward, 128 floats
// = 512 B per vector):
//   x[128] -> fc (dense 128) -> relu6 (in place: PyTorch's hardtanh_ still saves a copy of its input)
//   -> left (dense 128) and right (dense 128), both reading relu6's output (fan-out) -> cat (merge,
//   256 floats = 1,024 B) -> dropout (new output 1,024 + bool mask 256 B -> 512) -> out (dense 16 =
//   linear, 64 B -> 512, then softmax 512).
// Parameters: 3 * (128*128 + 128) + 256*16 + 16 = 53,648 floats = 214,592 B; input 512 B.
// Temporaries: dense 128 weights 65,536 + bias 512; out weights 16,384 + bias 64 -> 512.
// Execution order: fc 0, relu6 1, left 2, right 3, cat 4, dropout 5, out 6.
// Forward:
//   0 fc       f 512                                            512
//   1 relu6    in place on f; the saved copy 512                1,024
//   2 left     l 512, saves f                                   1,536
//   3 right    r 512, saves f                                   2,048
//   4 cat      c 1,024 (saves nothing), then l and r freed      3,072 -> 2,048 {copy, f, c}
//   5 dropout  d 1,024 + mask 512, saves the mask, c freed      3,584 -> 2,560
//   6 out      o 512 (saves d); softmax s 512 (saves s), o freed 3,072 -> 3,584 -> 3,072
//   loss       512                                              3,584
// Backward (seed 512: 4,096):
//   6 softmax  g_o 512: 4,608; seed and s released: 3,584
//   6 linear   g_d 1,024 + 16,384 + 512: 21,504; then 3,072 {copy, f, mask, loss, g_d}
//   5 dropout  g_c 1,024: 4,096; g_d and the mask released: 2,560
//   4 cat      views of g_c for left and right: no allocation
//   3 right    g_f 512 + 65,536 + 512: 69,120; then 3,072 {copy, f, loss, g_c, g_f}
//   2 left     g_f' 512 + 66,048: 69,632  <- peak; g_f' summed into g_f in place; g_c and f freed: 1,536
//   1 relu6    g_fc 512: 2,048; g_f and the copy freed: 1,024
//   0 fc       x needs no gradient; 66,048: 67,072
// activation_peak 69,632 in the backward of vertex 2 (left); SGD: 2 * 214,592 + 512 + 69,632 = 499,328.
// Inference: f 512, relu6 in place, l (1,024), r (1,536, then f freed: 1,024), c (2,048 <- peak at
//   vertex 4, then l and r freed: 1,024), dropout is a view, o (1,536), s (1,536): 2,048.
constexpr nm::dense fc128{.units = 128};
using two_branches =
    nm::graph<nm::inputs<nm::graph_input<"x", nm::input::feed_forward{.size = 128}>>, nm::vertex<"fc", fc128, "x">,
              nm::vertex<"relu6", nm::activation_layer{.activation = nm::activation::relu6, .in_place = true}, "fc">,
              nm::vertex<"left", fc128, "relu6">, nm::vertex<"right", fc128, "relu6">,
              nm::vertex<"cat", nm::merge{}, "left", "right">, nm::vertex<"dropout", nm::dropout{.rate = 0.5}, "cat">,
              nm::vertex<"out", nm::dense{.units = 16, .activation = nm::activation::softmax}, "dropout">,
              nm::outputs<"out">>;

// LeNet (DL4J, truncate mode) both ways, for sequential == graph.
constexpr nm::conv2d lenet_conv1{.filters = 20, .kernel = {5, 5}};
constexpr nm::conv2d lenet_conv2{.filters = 50, .kernel = {5, 5}};
constexpr nm::max_pool2d lenet_pool{.kernel = {2, 2}, .stride = {2, 2}};
constexpr nm::dense lenet_hidden{.units = 500, .activation = nm::activation::relu};
constexpr nm::dense lenet_out{.units = 10};
using lenet = nm::sequential<nm::input::convolutional{28, 28, 1}, lenet_conv1, lenet_pool, lenet_conv2, lenet_pool,
                             lenet_hidden, lenet_out>;
using lenet_graph = nm::graph<nm::inputs<nm::graph_input<"in", nm::input::convolutional{28, 28, 1}>>,
                              nm::vertex<"c1", lenet_conv1, "in">, nm::vertex<"p1", lenet_pool, "c1">,
                              nm::vertex<"c2", lenet_conv2, "p1">, nm::vertex<"p2", lenet_pool, "c2">,
                              nm::vertex<"h", lenet_hidden, "p2">, nm::vertex<"o", lenet_out, "h">, nm::outputs<"o">>;

}  // namespace

TEST_CASE("two-layer MLP by hand") {
    constexpr auto sgd = nm::training_peak<mlp>({.minibatch = 1});
    CHECK(sgd.parameters == 328'960);
    CHECK(sgd.gradients == 328'960);
    CHECK(sgd.optimizer_state == 0);
    CHECK(sgd.input == 1'024);
    CHECK(sgd.activation_peak == 264'704);
    CHECK(sgd.activation_peak_step == nm::training_step{nm::training_phase::backward, 0, nm::training_op_kind::linear});
    CHECK(sgd.optimizer_transient == 0);
    CHECK(sgd.peak_bytes == 923'648);
    CHECK(sgd.peak_step == sgd.activation_peak_step);

    constexpr auto adam = nm::training_peak<mlp>({.minibatch = 1, .optimizer = nm::updater::adam});
    CHECK(adam.optimizer_state == 657'920);
    CHECK(adam.optimizer_transient == 329'216);
    CHECK(adam.activation_peak == 264'704);
    CHECK(adam.peak_bytes == 1'646'080);
    CHECK(adam.peak_step.phase == nm::training_phase::optimizer_step);

    // In-place ReLU: the same backward peak (relu saves its result either way).
    CHECK(nm::training_peak<mlp>({.minibatch = 1, .in_place_activations = true}).activation_peak == 264'704);
    // The workspace term is added as given.
    CHECK(nm::training_peak<mlp>({.minibatch = 1, .workspace_bytes = 65 * 1024 * 1024}).peak_bytes ==
          923'648 + 65 * 1024 * 1024);

    constexpr auto eval = nm::inference_peak<mlp>({.minibatch = 1});
    CHECK(eval.activation_peak == 2'048);
    CHECK(eval.peak_node == 0);
    CHECK(eval.peak_bytes == 328'960 + 1'024 + 2'048);
    constexpr auto eval_in_place = nm::inference_peak<mlp>({.minibatch = 1, .in_place_activations = true});
    CHECK(eval_in_place.activation_peak == 1'536);
    CHECK(eval_in_place.peak_node == 1);
}

TEST_CASE("residual block by hand: fan-out, gradients from two branches, in-place ops") {
    constexpr nm::convolution_workspace liveness_only = nm::convolution_workspace::none;
    constexpr auto sgd =
        nm::training_peak<residual_block>({.minibatch = 1, .convolution_workspace = liveness_only});
    CHECK(sgd.parameters == 5'120);
    CHECK(sgd.gradients == 4'992);
    CHECK(sgd.input == 2'048);
    CHECK(sgd.activation_peak == 15'360);
    CHECK(sgd.activation_peak_step ==
          nm::training_step{nm::training_phase::backward, 5, nm::training_op_kind::convolution});
    CHECK(sgd.peak_bytes == 27'520);

    constexpr auto adam = nm::training_peak<residual_block>(
        {.minibatch = 1, .optimizer = nm::updater::adam, .convolution_workspace = liveness_only});
    CHECK(adam.optimizer_state == 9'984);
    CHECK(adam.optimizer_transient == 7'680);
    CHECK(adam.peak_bytes == 37'504);
    CHECK(adam.peak_step == sgd.activation_peak_step);

    constexpr auto eval =
        nm::inference_peak<residual_block>({.minibatch = 1, .convolution_workspace = liveness_only});
    CHECK(eval.activation_peak == 6'144);
    CHECK(eval.peak_node == 3);
    CHECK(eval.convolution_workspace_at_peak == 0);
}

TEST_CASE("residual block by hand with cuDNN's convolution workspace (the default stand-in)") {
    constexpr auto eval = nm::inference_peak<residual_block>({.minibatch = 1});
    CHECK(eval.activation_peak == 24'576);
    CHECK(eval.peak_node == 5);
    CHECK(eval.convolution_workspace_at_peak == 18'432);
    constexpr auto sgd = nm::training_peak<residual_block>({.minibatch = 1});
    CHECK(sgd.activation_peak_step ==
          nm::training_step{nm::training_phase::forward, 5, nm::training_op_kind::convolution});
    CHECK(sgd.peak_bytes == 38'784);
    CHECK(nm::training_peak<residual_block>({.minibatch = 1, .optimizer = nm::updater::adam}).peak_bytes == 48'768);
    // Each stand-in alone: conv_b's column matrix is the larger one here; the NHWC input is 2,048.
    using enum nm::convolution_workspace;
    CHECK(nm::inference_peak<residual_block>({.minibatch = 1, .convolution_workspace = column_matrix_per_example})
              .activation_peak == 24'576);
    CHECK(nm::inference_peak<residual_block>({.minibatch = 1, .convolution_workspace = nhwc_input}).activation_peak ==
          8'192);
}

// LeNet (DL4J truncate: conv 20 5x5 -> 24x24, max pool 2, conv 50 5x5 -> 8x8, max pool 2, dense 500
// ReLU, dense 10) on 1x28x28, inference, float32:
//   conv1 column 1*25*576*4 = 57,600; NHWC input 28*28*4 channels (1 channel = 4 B -> 16 B)*4 = 12,544
//     per example; conv2 column 20*25*64*4 = 128,000; NHWC 12*12*20*4 = 11,520 per example.
//   conv1 output 20*576*4 = 46,080 per example; pool1 11,520 (+ int64 indices 23,040); conv2 12,800.
// Minibatch 1 (every tensor rounded to 512: pool1 11,520 -> 11,776):
//   conv1 46,080 + max(57,600, 12,544) = 103,680; pool1 46,080 + 11,776 + 23,040 = 80,896;
//   conv2 11,776 + 12,800 + max(128,000, 11,520) = 152,576 <- peak at layer 2 (PyTorch measured
//   153,600: 0.993; without the workspace the peak is pool1's 80,896: 0.527).
// Minibatch 8: conv1 368,640 + max(57,600, 100,352) = 468,992; pool1 368,640 + 92,160 + 184,320 =
//   645,120 <- peak at layer 1 (measured 645,120); conv2 92,160 + 102,400 + max(128,000, 92,160) = 322,560.
TEST_CASE("LeNet's inference by hand with cuDNN's convolution workspace") {
    constexpr auto one = nm::inference_peak<lenet>({.minibatch = 1});
    CHECK(one.activation_peak == 152'576);
    CHECK(one.peak_node == 2);
    CHECK(one.convolution_workspace_at_peak == 128'000);
    CHECK(nm::inference_peak<lenet>({.minibatch = 1, .convolution_workspace = nm::convolution_workspace::none})
              .activation_peak == 80'896);
    constexpr auto eight = nm::inference_peak<lenet>({.minibatch = 8});
    CHECK(eight.activation_peak == 645'120);
    CHECK(eight.peak_node == 1);
    CHECK(eight.convolution_workspace_at_peak == 0);
}

TEST_CASE("two branches by hand: concatenation, in-place ReLU6 with its copy, dropout mask, softmax") {
    constexpr auto sgd = nm::training_peak<two_branches>({.minibatch = 1});
    CHECK(sgd.parameters == 214'592);
    CHECK(sgd.input == 512);
    CHECK(sgd.activation_peak == 69'632);
    CHECK(sgd.activation_peak_step == nm::training_step{nm::training_phase::backward, 2, nm::training_op_kind::linear});
    CHECK(sgd.peak_bytes == 499'328);
    constexpr auto eval = nm::inference_peak<two_branches>({.minibatch = 1});
    CHECK(eval.activation_peak == 2'048);
    CHECK(eval.peak_node == 4);
}

TEST_CASE("the same network as a sequential and as a graph gives the same peaks") {
    for (nm::size_type minibatch : {1, 8, 32}) {
        for (nm::updater optimizer : {nm::updater::sgd, nm::updater::adam, nm::updater::rms_prop}) {
            CAPTURE(minibatch);
            CAPTURE(nm::name_of(optimizer));
            const nm::training_peak_config config{.minibatch = minibatch, .optimizer = optimizer};
            CHECK(nm::training_peak<mlp>(config) == nm::training_peak<mlp_graph>(config));
            CHECK(nm::training_peak<lenet>(config) == nm::training_peak<lenet_graph>(config));
        }
        CHECK(nm::inference_peak<mlp>({.minibatch = minibatch}) == nm::inference_peak<mlp_graph>({.minibatch = minibatch}));
        CHECK(nm::inference_peak<lenet>({.minibatch = minibatch}) ==
              nm::inference_peak<lenet_graph>({.minibatch = minibatch}));
    }
}

// ---------------------------------------------------------------------------------------------
// The allocator-rounding allowance by hand (training/pytorch.hpp large_block_slack: a tensor above
// kSmallSize = 1 MiB may take a block up to 1 MiB larger, c10/cuda/CUDACachingAllocator.cpp
// should_split). Net: x[1024] -> linear 1024x512 -> linear 512x10.
// Tensors above 1,048,576 B: W1 = 1024*512*4 = 2,097,152 B only (W2 20,480 B, biases, activations
// and the input are small).
// SGD: persistent W1 and its .grad: 2; the replay: in layer 0's backward the temporary gradient of
//   W1 (2,097,152 B) is alive: 1 at most; the optimizer has no temporary: 3 x 1 MiB = 3,145,728 B.
// Adam: persistent W1, .grad, exp_avg, exp_avg_sq: 4; the step's sqrt(exp_avg_sq) of W1: 1 (as
//   many as the replay's 1): 5 x 1 MiB = 5,242,880 B.
// At minibatch 1024 the input (1024*1024*4 = 4 MiB) and h1 (1024*512*4 = 2 MiB) are large too:
//   SGD persistent W1, .grad, input: 3; the replay: 2 at most (linear 2's backward: h1, which it
//   saved, and h1's new gradient g_h1; linear 1's: g_h1 and W1's temporary gradient);
//   5 x 1 MiB = 5,242,880 B.
using wide = nm::sequential<nm::input::feed_forward{.size = 1024}, nm::dense{.units = 512}, nm::dense{.units = 10}>;
static_assert(nm::training_peak<wide>({}).allocator_rounding_bound == 3 * 1'048'576);
static_assert(nm::training_peak<wide>({.optimizer = nm::updater::adam}).allocator_rounding_bound == 5 * 1'048'576);
static_assert(nm::training_peak<wide>({.minibatch = 1024}).allocator_rounding_bound == 5 * 1'048'576);

// Never silently low (training_peak.hpp estimate_bound): the estimate is `derived` when every term
// comes from a rule, `lower_bound` when PyTorch allocates a term no rule gives:
// - the MLP: linear layers only (cuBLAS's workspace is its own allowance): derived;
// - a cuDNN convolution (conv2d, groups 1) without a cap: its forward / backward-data /
//   backward-weight workspaces are what cuDNN's heuristics pick at run time (Conv_v8.cpp, Conv_v7.cpp
//   with benchmark = False: the first algorithm in cuDNN's order whose workspace can be allocated):
//   lower_bound, cudnn_convolution_workspaces; with convolution_workspace::capped and a cap
//   (CUDNN_CONV_WSCAP_DBG) every call holds at most the cap: derived; capped with cap 0: no cap, lower_bound;
// - a float32 depthwise convolution runs PyTorch's own kernel, no cuDNN call (Convolution.cpp
//   use_cudnn_depthwise: FP16 only): derived;
// - an LSTM (cuDNN RNN: work space not derived, reserve space derived from what the backward
//   reads): lower_bound, cudnn_rnn_spaces.
using conv_net = nm::sequential<nm::input::convolutional{8, 8, 4}, nm::conv2d{.filters = 4, .kernel = {3, 3}},
                                nm::dense{.units = 10}>;
using depthwise_net = nm::sequential<nm::input::convolutional{8, 8, 4}, nm::depthwise_conv2d{.kernel = {3, 3}},
                                     nm::dense{.units = 10}>;
using lstm_net = nm::sequential<nm::input::recurrent{.size = 4, .time_steps = 10}, nm::last_time_step<nm::lstm{.units = 8}>{},
                                nm::dense{.units = 3}>;
static_assert(nm::training_peak<wide>({}).bound == nm::estimate_bound::derived);
static_assert(nm::training_peak<wide>({}).lower_bound_because == nm::lower_bound_terms{});
static_assert(nm::training_peak<conv_net>({}).bound == nm::estimate_bound::lower_bound);
static_assert(nm::training_peak<conv_net>({}).lower_bound_because ==
              nm::lower_bound_terms{.cudnn_convolution_workspaces = true});
static_assert(nm::training_peak<conv_net>({.convolution_workspace = nm::convolution_workspace::none}).bound ==
              nm::estimate_bound::lower_bound);
static_assert(nm::training_peak<conv_net>({.convolution_workspace = nm::convolution_workspace::capped,
                                           .convolution_workspace_cap = 4'096})
                  .bound == nm::estimate_bound::derived);
static_assert(nm::training_peak<conv_net>({.convolution_workspace = nm::convolution_workspace::capped}).bound ==
              nm::estimate_bound::lower_bound);
static_assert(nm::training_peak<depthwise_net>({}).bound == nm::estimate_bound::derived);
static_assert(nm::training_peak<lstm_net>({}).lower_bound_because == nm::lower_bound_terms{.cudnn_rnn_spaces = true});
// training_fits never says "fits" for a lower bound without a workspaces allowance, whatever the budget.
static_assert(!nm::training_fits<conv_net, nm::training_peak_config{}, nm::budget{.ram = 1'000'000'000'000}>);
static_assert(nm::training_fits<conv_net, nm::training_peak_config{}, nm::budget{.ram = 1'000'000'000'000},
                                nm::training_allowances{.workspaces = 1'048'576}>);
static_assert(!nm::training_fits<lstm_net, nm::training_peak_config{}, nm::budget{.ram = 1'000'000'000'000}>);

TEST_CASE("assert_training_fits adds the named allowances to the estimate") {
    constexpr auto peak = nm::training_peak<wide>({});
    // estimate + cuBLAS 65 MiB + rounding 3 MiB + CUDA context 300 MiB + 1 MiB workspaces
    constexpr nm::training_allowances allowances{.cuda_context = 300 * 1'048'576, .workspaces = 1'048'576};
    CHECK(nm::training_required_bytes(peak, allowances) ==
          peak.peak_bytes + 300 * 1'048'576 + 65 * 1'048'576 + 3 * 1'048'576 + 1'048'576);
    CHECK(nm::training_required_bytes(peak, {.cublas_workspace = 0, .allocator_rounding = false}) == peak.peak_bytes);
}
