// training_peak of recurrent networks by hand: a 2-layer LSTM, a GRU and a bidirectional LSTM, each
// followed by the last time step and a dense 10, at minibatch 1, 8 and 32 with SGD and Adam.
// DERIVED, not measured (no GPU was at hand): every term below is read from PyTorch's sources and
// written out here, independently of the library's code.
//
// The PyTorch module each network stands for (float32, CUDA, cuDNN, batch_first=False: x is (T, N, 64)):
//   lstm2:  l1 = nn.LSTM(64, 256); l2 = nn.LSTM(256, 256); fc = nn.Linear(256, 10)
//           y, _ = l1(x); y, _ = l2(y); out = fc(y[-1])
//   gru:    nn.GRU(64, 256), then fc(y[-1]);   bilstm: nn.LSTM(64, 256, bidirectional=True), fc = nn.Linear(512, 10)
// T = 50 steps, H = 256, input 64, loss = out.sum() (measured-training-peaks#method).
//
// Sources (pytorch/pytorch):
// - torch/nn/modules/rnn.py LSTM.forward / GRU.forward: hx (and cx) = torch.zeros(num_layers * D, N, H)
//   when no state is given; the weights are views of one flat buffer (flatten_parameters).
// - aten/src/ATen/native/cudnn/RNN.cpp _cudnn_rnn (training): output (T, N, D*H), hy, cy (D, N, H),
//   workspace, reserve space; derivatives.yaml _cudnn_rnn saves input, hx, cx, weight_buf (the
//   parameters), output (result0) and reserve (result3).
// - RNN.cpp _cudnn_rnn_backward: grad_hy = zeros_like(hx) and grad_cy = zeros_like(cx) (hy, cy unused);
//   _cudnn_rnn_backward_input: dx = empty_like(input) (always), dhx, dcx; _cudnn_rnn_backward_weight:
//   dw = zeros(weight_buf) (one flat buffer; its views are accumulated into .grad, then it is freed).
// - The reserve space: what the backward must find there per direction, step and example: the gates'
//   activations (4H LSTM, 3H GRU) + LSTM's cell state c_t (H) / GRU's W_hn h + b_hn (H): 5H LSTM, 4H GRU
//   (training/pytorch.hpp rnn_call_sizes: cuDNN documents no formula; this is the derived lower bound).
//   cuDNN's work space: not derived, 0 here (assert_training_fits's `workspaces` allowance).
// - derivatives.yaml select.int: y[-1] is a view; select_backward allocates zeros of y's size.
// - c10/cuda/CUDACachingAllocator.cpp: every activation / gradient / temporary rounded up to 512 B.
//
// Sizes (bytes, float32; all multiples of 512 except the dense output O):
//   S  = D*N*H*4           one state tensor (hx, cx, hy, cy, grad_hy, grad_cy, dhx, dcx)   1,024 D N
//   Y  = T*N*D*H*4         a recurrent output (and its gradient)                          51,200 D N
//   R  = Y * (gates + 1)   the reserve space: 5Y LSTM, 4Y GRU
//   X  = T*N*64*4          the network input (counted exactly, permanent)                 12,800 N
//   DW = the layer's parameters * 4: LSTM(64) 4*256*(64+256) + 2*1,024 = 329,728 -> 1,318,912
//        LSTM(256) 4*256*512 + 2,048 = 526,336 -> 2,105,344; GRU(64) 3*256*320 + 2*768 = 247,296 ->
//        989,184; bidirectional LSTM(64) 2 * 329,728 = 659,456 -> 2,637,824.
//   dense: 256*10 + 10 = 2,570 (bilstm 512*10 + 10 = 5,130) parameters.
//   Parameters P (elements): lstm2 329,728 + 526,336 + 2,570 = 858,634; gru 247,296 + 2,570 =
//   249,866; bilstm 659,456 + 5,130 = 664,586 (PyTorch's own count agrees: sum(p.numel() for p in
//   model.parameters()) of these modules, as tools/measure/training_peaks.py builds them, is 858,634,
//   249,866, 664,586, 858,634 for nn.LSTM(64, 256, num_layers=2) + Linear and 85,002 for the
//   nn.RNN below; run with PyTorch 1.13.1, Debian's python3-torch, on the CPU).
//
// The step that sets the activation peak: the backward of the (last) recurrent layer, when its
// temporaries join everything still saved. Live then, in lstm2's l2 backward:
//   l1's hx, cx (2S), l1's output Y (saved by l1 and l2), l1's reserve R, l2's hx, cx (2S), l2's
//   output Y, l2's reserve R, the loss (512), y's gradient from select_backward (Y), and l2's call
//   temporaries: grad_hy, grad_cy (2S), dx (Y: l2's input is l1's output), dhx, dcx (2S), dw (DW 2,105,344):
//   activation = 8S + 4Y + 2R + 512 + 2,105,344 = 8S + 14Y + 2,105,856         (R = 5Y)
//   (l1's backward after it: 6S + 2Y + R + 512 + X + 1,318,912 is smaller; so are the forward,
//   6S + 2Y + 2R + 512 + O, and select's backward.)
// gru, bilstm (one recurrent layer): hx (, cx), Y, R, loss, y's gradient Y, then the temporaries
//   grad_hy (, grad_cy), dx (X: the input, allocated although x needs no gradient), dhx (, dcx), DW:
//   gru:    3S + 2Y + 4Y + 512 + X + 989,184   = 3S + 6Y + X + 989,696        (one state: no c)
//   bilstm: 6S + 2Y + 5Y + 512 + X + 2,637,824 = 6S + 7Y + X + 2,638,336     (D = 2)
// Steady state: SGD 2P*4 + X; Adam 4P*4 + X (exp_avg, exp_avg_sq); Adam's step allocates
//   sqrt(exp_avg_sq) for every parameter tensor (each a multiple of 512 B here but the dense bias,
//   40 -> 512): lstm2 3,435,008, gru 999,936, bilstm 2,658,816; it sets the peak only where it
//   exceeds the activation peak (never, below).
// Also tests: netmem/layers/stacked_recurrent.hpp
#include <doctest/doctest.h>

#include <netmem/netmem.hpp>

namespace nm = netmem;

namespace {

constexpr nm::input::recurrent sequence{.size = 64, .time_steps = 50};
using lstm2 = nm::sequential<sequence, nm::lstm{.units = 256}, nm::last_time_step<nm::lstm{.units = 256}>{},
                             nm::dense{.units = 10}>;
using gru = nm::sequential<sequence, nm::last_time_step<nm::gru{.units = 256}>{}, nm::dense{.units = 10}>;
using bilstm = nm::sequential<sequence, nm::last_time_step<nm::bidirectional<nm::lstm{.units = 256}>{}>{},
                              nm::dense{.units = 10}>;

constexpr nm::size_type S(nm::size_type d, nm::size_type n) { return 1'024 * d * n; }
constexpr nm::size_type Y(nm::size_type d, nm::size_type n) { return 51'200 * d * n; }
constexpr nm::size_type X(nm::size_type n) { return 12'800 * n; }

constexpr nm::size_type lstm2_activation(nm::size_type n) { return 8 * S(1, n) + 14 * Y(1, n) + 2'105'856; }
constexpr nm::size_type gru_activation(nm::size_type n) { return 3 * S(1, n) + 6 * Y(1, n) + X(n) + 989'696; }
constexpr nm::size_type bilstm_activation(nm::size_type n) { return 6 * S(2, n) + 7 * Y(2, n) + X(n) + 2'638'336; }

constexpr nm::size_type sgd_peak(nm::size_type p, nm::size_type n, nm::size_type activation) {
    return 2 * p * 4 + X(n) + activation;
}
constexpr nm::size_type adam_peak(nm::size_type p, nm::size_type n, nm::size_type activation, nm::size_type step) {
    return 4 * p * 4 + X(n) + (activation > step ? activation : step);
}

template <class Net>
void check(nm::size_type parameters, nm::size_type (*activation)(nm::size_type), nm::size_type adam_step) {
    for (const nm::size_type n : {1, 8, 32}) {
        const auto sgd = nm::training_peak<Net>({.minibatch = n});
        const auto adam = nm::training_peak<Net>({.minibatch = n, .optimizer = nm::updater::adam});
        INFO("minibatch ", n);
        CHECK(sgd.parameters == parameters * 4);
        CHECK(sgd.activation_peak == activation(n));
        CHECK(sgd.peak_bytes == sgd_peak(parameters, n, activation(n)));
        CHECK(adam.optimizer_transient == adam_step);
        CHECK(adam.peak_bytes == adam_peak(parameters, n, activation(n), adam_step));
        CHECK(sgd.activation_peak_step.phase == nm::training_phase::backward);
        CHECK(sgd.activation_peak_step.op == nm::training_op_kind::recurrent);
    }
}

}  // namespace

// The network, minibatch 1, SGD: 2 * 858,634 * 4 + 12,800 + 8,192 + 716,800 + 2,105,856 = 9,712,720 B.
static_assert(nm::training_peak<lstm2>({}).peak_bytes == 9'712'720);

TEST_CASE("2-layer LSTM (64 -> 256 -> 256, 50 steps, dense 10) by hand") {
    check<lstm2>(858'634, lstm2_activation, 3'435'008);
    CHECK(nm::training_peak<lstm2>({}).activation_peak_step.node == 1);
}

TEST_CASE("GRU (64 -> 256, 50 steps, dense 10) by hand") { check<gru>(249'866, gru_activation, 999'936); }

TEST_CASE("bidirectional LSTM (64 -> 2 x 256, 50 steps, dense 10) by hand") {
    check<bilstm>(664'586, bilstm_activation, 2'658'816);
}

// Inference (eval, no autograd: _cudnn_rnn with fn_train false allocates no reserve space): hx, cx,
// output Y, hy, cy of every layer, kept until the forward returns. lstm2 at minibatch 1: l1 4S + Y,
// then l2 4S + Y while l1's output (its input) is alive: 8S + 2Y = 8,192 + 102,400 = 110,592 B.
static_assert(nm::inference_peak<lstm2>({}).activation_peak == 8 * 1'024 + 2 * 51'200);
// cuDNN's inference work space is not derived either (0): a lower bound.
static_assert(nm::inference_peak<lstm2>({}).bound == nm::estimate_bound::lower_bound);

// A simple RNN (nn.RNN(64, 256), tanh), last step, dense 10, minibatch 1, SGD. One state tensor;
// the reserve space keeps one H per step (the pre-activation gradient the backward-weights call
// reads): R = Y = 51,200. Parameters 256*(64 + 256) + 2*256 = 82,432 (DW 329,728) + 2,570 = 85,002.
// Peak at the RNN's backward: hx S + Y + R + loss 512 + y's gradient Y + grad_hy S + dx X + dhx S
// + DW = 3,072 + 102,400 + 51,200 + 512 + 12,800 + 329,728 = 499,712;
// SGD: 2 * 85,002 * 4 + 12,800 + 499,712 = 1,192,528 B.
using rnn = nm::sequential<sequence, nm::last_time_step<nm::simple_rnn{.units = 256}>{}, nm::dense{.units = 10}>;
static_assert(nm::training_peak<rnn>({}).activation_peak == 499'712);
static_assert(nm::training_peak<rnn>({}).peak_bytes == 1'192'528);

// The 2-layer LSTM as a graph (vertices in the module's order) gives the sequential's peaks.
using lstm2_graph =
    nm::graph<nm::inputs<nm::graph_input<"x", sequence>>, nm::vertex<"l1", nm::lstm{.units = 256}, "x">,
              nm::vertex<"l2", nm::last_time_step<nm::lstm{.units = 256}>{}, "l1">,
              nm::vertex<"fc", nm::dense{.units = 10}, "l2">, nm::outputs<"fc">>;
static_assert(nm::training_peak<lstm2_graph>({.minibatch = 8}).peak_bytes ==
              nm::training_peak<lstm2>({.minibatch = 8}).peak_bytes);
static_assert(nm::inference_peak<lstm2_graph>({.minibatch = 8}).activation_peak ==
              nm::inference_peak<lstm2>({.minibatch = 8}).activation_peak);

// nn.LSTM(64, 256, num_layers=2) as ONE module (stacked_recurrent<lstm, 2>), last step, dense 10.
// DERIVED, not measured (tools/measure/training_peaks.py --networks lstm2_stacked measures it).
// One _cudnn_rnn call (RNN.cpp): hx, cx, hy, cy, grad_hy, grad_cy, dhx, dcx are (2, N, H): 2S each;
// the flat weight buffer holds both layers (same parameters as lstm2: 858,634 with the dense), so
// dw is ONE temporary of (329,728 + 526,336) * 4 = 3,424,256 B; the reserve space holds both
// layers' gates and cell states (5Y each) and layer 1's output (Y), which the call returns nowhere
// else and the backward reads (layer 2's input): R = 11Y. The module's output is layer 2's, Y.
// Peak at the call's backward: hx, cx 4S + output Y + R 11Y + loss 512 + y's gradient Y (select)
//   + grad_hy, grad_cy 4S + dx X (allocated although x needs no gradient) + dhx, dcx 4S + dw
//   = 12S + 13Y + X + 3,424,768
// (the forward, 8S + 12Y, and the dense's backward are smaller). Minibatch 1: 12,288 + 665,600 +
// 12,800 + 3,424,768 = 4,115,456 B; SGD 2 * 858,634 * 4 + 12,800 + 4,115,456 = 10,997,328 B: MORE
// than the two modules' 9,712,720 B (the whole module's dw and reserve space are alive at once),
// so writing nn.LSTM(num_layers=2) as two lstm layers would be low. Adam's step (3,435,008 B, the
// same tensors as lstm2) never sets the peak.
using lstm2_stacked = nm::sequential<sequence, nm::last_time_step<nm::stacked_recurrent<nm::lstm{.units = 256}, 2>{}>{},
                                     nm::dense{.units = 10}>;
constexpr nm::size_type lstm2_stacked_activation(nm::size_type n) {
    return 12 * S(1, n) + 13 * Y(1, n) + X(n) + 3'424'768;
}
static_assert(nm::training_peak<lstm2_stacked>({}).activation_peak == 4'115'456);
static_assert(nm::training_peak<lstm2_stacked>({}).peak_bytes == 10'997'328);
static_assert(nm::training_peak<lstm2_stacked>({}).lower_bound_because.cudnn_rnn_spaces);
// stacked_recurrent<L, 1> is L.
using lstm1_stacked = nm::sequential<sequence, nm::last_time_step<nm::stacked_recurrent<nm::lstm{.units = 256}, 1>{}>{},
                                     nm::dense{.units = 10}>;
using lstm1 = nm::sequential<sequence, nm::last_time_step<nm::lstm{.units = 256}>{}, nm::dense{.units = 10}>;
static_assert(nm::training_peak<lstm1_stacked>({.minibatch = 8}) == nm::training_peak<lstm1>({.minibatch = 8}));
// Inference (no reserve space): hx, cx, output Y, hy, cy (8S + Y), kept until the forward returns,
// then the dense's output (10 floats -> 512 B) while y (its input, through the select view) is
// alive: 8,192 + 51,200 + 512 = 59,904 B (minibatch 1).
static_assert(nm::inference_peak<lstm2_stacked>({}).activation_peak == 8 * 1'024 + 51'200 + 512);

// Its DL4J-style counts (Keras LSTM(256): 4 * 256 * (n_in + 256 + 1), one bias): 4*256*321 = 328,704
// on the input, 4*256*513 = 525,312 on layer 1's output, + the dense 2,570 = 856,586 parameters;
// the corrected report (memory_report) sums both layers' parameters the same way.
static_assert(nm::parameter_count<lstm2_stacked> == 328'704 + 525'312 + 2'570);
static_assert(nm::memory_report<lstm2_stacked>(nm::training_config{}).parameter_count() == 328'704 + 525'312 + 2'570);
static_assert(nm::parameter_count<lstm2_stacked> == nm::parameter_count<lstm2>);

TEST_CASE("nn.LSTM(64, 256, num_layers=2) as one module (50 steps, dense 10) by hand") {
    check<lstm2_stacked>(858'634, lstm2_stacked_activation, 3'435'008);
}
