// netmem/training/pytorch.hpp
// The PyTorch 2.x framework model: what each op kind (core/training_op.hpp) does with memory in
// one training step, as DATA, one row per op kind, each row naming its source; then the
// optimizers (foreach implementations, PyTorch's CUDA default) and the allocator.
//
// Sources (PyTorch 2.x, github.com/pytorch/pytorch):
// - tools/autograd/derivatives.yaml: what each op's backward formula reads, hence what the forward
//   saves (an op saves `self`/`input` when its formula names it, `result` when it names the result);
// - torch/csrc/autograd: a saved tensor is released when its node's backward has run
//   (Node::release_variables); gradients reaching a tensor from several uses are summed in its
//   InputBuffer (in place when the buffer is not shared); AccumulateGrad adds a parameter's new
//   gradient into the existing `.grad` (zero_grad(set_to_none=False) keeps it) and frees it;
// - torch/optim/{sgd,adam,rmsprop,adagrad}.py `_multi_tensor_*` (foreach=True, the CUDA default);
// - c10/cuda/CUDACachingAllocator.cpp: every block is rounded up to kMinBlockSize = 512 bytes;
// - aten/src/ATen/native/cudnn/Conv_v8.cpp run_conv_plan: a cuDNN convolution allocates its
//   plan's workspace through the caching allocator for the call (counted by max_memory_allocated);
//   aten/src/ATen/native/Convolution.cpp use_cudnn_depthwise: depthwise goes to cuDNN only in FP16.
// The measured peaks these rules reproduce: docs/reference/measured-training-peaks.md.
#pragma once

#include <array>
#include <cstdint>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/core/updater.hpp>

namespace netmem {

/// A training framework model (training_peak_config::framework).
enum class framework : std::uint8_t {
    pytorch,  ///< PyTorch 2.x on CUDA: this file
};

/// A temporary an op allocates for its own call only (forward, training or inference): allocated
/// after its output, alive with its inputs and output, freed when the op returns.
enum class op_workspace : std::uint8_t {
    none,               ///< no per-call workspace
    cudnn_convolution,  ///< cuDNN's plan workspace (sized by convolution_workspace_bytes below)
};

/// How the replay sizes cuDNN's per-call convolution workspace (training_peak_config and
/// inference_peak_config::convolution_workspace), in bytes of the data type.
///
/// The true size is `plan.getWorkspaceSize()` of the engine cuDNN's heuristics pick at run time
/// (Conv_v8.cpp: get_configs_from_heuristics, then try_configs runs the first config that works);
/// it depends on the GPU, the cuDNN version and TF32 (torch.backends.cudnn.allow_tf32, true by
/// default, keeps the tensor-core engines: Conv_v8.cpp filterEngineConfigs), and no rule known at
/// compile time gives it (nor a limit: PyTorch takes any workspace it can allocate; Conv_v7.cpp's
/// cudnnGet*Algorithm_v7 path alike). So it is a RANGE: `none` is the lower end, `capped` with the
/// process's cap the upper end (the one to check against a budget), and the heuristics below are
/// labelled point estimates (inference_peak_result::bound == estimate_bound::heuristic; a training
/// estimate without a cap is estimate_bound::lower_bound): docs/explanation/training-peak.md.
enum class convolution_workspace : std::uint8_t {
    /// No workspace: a lower bound (engines without one, such as IMPLICIT_GEMM, exist for every shape).
    none,
    /// The explicit-GEMM convolution's column (im2col) matrix for ONE example: (C_in / groups) x
    /// K_h x K_w rows by H_out x W_out columns (cuDNN's CUDNN_CONVOLUTION_FWD_ALGO_GEMM keeps the
    /// input as such a matrix in its workspace; Caffe's BaseConvolutionLayer col_buffer_ has this
    /// shape and is reused example by example).
    column_matrix_per_example,
    /// The whole minibatch's input re-laid out as NHWC, channels padded to 16 bytes (4 float32, 8
    /// float16): the tensor-core engines compute in NHWC and transpose an NCHW input (NVIDIA, "Deep
    /// Learning Performance: Convolutional Layers", Tensor Layouts in Memory; channels divisible by
    /// 4 for TF32, 8 for FP16, a 3-channel input padded to 4).
    nhwc_input,
    /// The larger of the two: the default. Neither alone accounts for measured-training-peaks (the column
    /// matrix does for the minibatch-1 rows of LeNet, alexnet and resnet18, the NHWC input for
    /// alexnet at 8 and 32); taking the larger is our choice, no constant is fitted. A heuristic of
    /// the right order for what cuDNN 9 picked on the H200 of the measurement, not cuDNN's rule:
    /// a labelled ESTIMATE between the bounds `none` and `capped`, never a bound (3.65x a VGG
    /// network's measured inference peak at minibatch 1, issue 26).
    larger_of_column_matrix_and_nhwc_input,
    /// Every cuDNN convolution call takes the config's convolution_workspace_cap bytes: forward,
    /// and in training the backward's data and weight calls too (one at a time). The UPPER bound
    /// when the process caps cuDNN's workspace per allocation with the environment variable
    /// CUDNN_CONV_WSCAP_DBG (in MiB; PyTorch's docs, "CUDA Environment Variables"); without a cap
    /// PyTorch's heuristic path runs the first engine whose workspace it can allocate
    /// (Conv_v8.cpp try_plans: the allocation fails, the next plan is tried): no bound then.
    capped,
};

/// What one op kind does with memory in a training step (forward, then backward).
struct op_rule {
    training_op_kind kind = training_op_kind::unsupported;
    /// The forward saves its inputs (all of them) for the backward.
    bool saves_input = false;
    /// The forward saves its output (the result) for the backward.
    bool saves_output = false;
    /// An extra tensor the forward saves, in bytes per output element (max pool's int64 indices:
    /// 8; dropout's bool mask: 1); 0 for none.
    size_type extra_bytes_per_output_element = 0;
    /// That extra tensor is also allocated (and freed) in a forward pass without autograd.
    bool extra_at_inference = false;
    /// The output is a view of the input: no allocation, nothing saved.
    bool is_view = false;
    /// Without autograd (inference) the op is the identity: a view of its input.
    bool view_at_inference = false;
    /// An in-place variant exists (relu_, add_): the output overwrites the first input.
    bool may_run_in_place = false;
    /// The in-place variant still saves a copy of its input (a new tensor of the input's size).
    bool in_place_saves_input_copy = false;
    /// The backward hands the output gradient itself (or views of it) to every input: no
    /// allocation. Otherwise it allocates one gradient tensor per input that requires one.
    bool gradient_passes_through = false;
    /// The forward's per-call workspace (the backward's cuDNN calls: only under
    /// convolution_workspace::capped, training_peak.hpp).
    op_workspace workspace = op_workspace::none;
    /// The PyTorch op and its backward formula.
    const char* source = "";
};

/// What an optimizer's step keeps and allocates, per trainable parameter element.
struct optimizer_rule {
    updater kind = updater::sgd;
    bool modelled = false;                ///< PyTorch has this optimizer and the row is sourced
    size_type state_per_parameter = 0;    ///< persistent state tensors (each the parameter's size)
    size_type transient_per_parameter = 0; ///< tensors of the parameter's size alive during step()
    const char* source = "";
};

namespace pytorch {

/// Bytes every CUDA caching-allocator block is rounded up to (c10/cuda/CUDACachingAllocator.cpp,
/// kMinBlockSize = 512, round_size). Not modelled, because it depends on what the cache already
/// holds: a request above kSmallSize (1 MiB) takes a block of the large pool, which is split only
/// when more than 1 MiB would remain (should_split), and a new segment for 10 MiB (kMinLargeAlloc)
/// or more is rounded up to 2 MiB (kRoundLarge, get_allocation_size); max_memory_allocated counts
/// the whole block (malloc: allocated_bytes += block->size), so up to 1 MiB more per such tensor.
inline constexpr size_type allocation_granularity = 512;

/// Requests above this many bytes are served from the large pool (CUDACachingAllocator.cpp
/// kSmallSize = 1 MiB); smaller ones come from 2 MiB small-pool segments split to the 512-byte
/// rounded size, so they cost exactly their rounded size.
inline constexpr size_type small_size = 1'048'576;
/// The most bytes a large-pool block can hold beyond its (512-rounded) request: a cached block is
/// split only when more than kSmallSize would remain (should_split: remaining > kSmallSize), and a
/// fresh segment is the request rounded to 2 MiB (kRoundLarge) or a 20 MiB buffer (kLargeBuffer),
/// split by the same rule; max_memory_allocated counts the whole block. So at most 1 MiB per
/// tensor above small_size: the bound training_peak_result::allocator_rounding_bound adds up.
inline constexpr size_type large_block_slack = 1'048'576;

/// The per-call tensors of PyTorch's cuDNN RNN (aten/src/ATen/native/cudnn/RNN.cpp, _cudnn_rnn and
/// _cudnn_rnn_backward) for one recurrent op (one layer, both directions when bidirectional), in
/// bytes. See rnn_call_sizes.
struct rnn_call {
    /// One hidden-state-sized tensor, (num_layers * num_directions, N, H) = (L D, N, H)
    /// (_hidden_size / _cell_size): hx and cx (torch/nn/modules/rnn.py creates them as zeros when
    /// no state is passed), hy and cy (outputs), grad_hy and grad_cy (zeros_like(hx) in
    /// _cudnn_rnn_backward when hy / cy are unused), dhx and dcx (_cudnn_rnn_backward_input).
    size_type state = 0;
    /// The training reserve space (cudnnGetRNNTempSpaceSizes, CUDNN_FWD_MODE_TRAINING), saved for
    /// the backward (result3). DERIVED, not measured: what the backward must find there, per
    /// direction, time step and example: the `gates` x H gate activations, whose gradients
    /// cudnnRNNBackwardData_v8 writes back for cudnnRNNBackwardWeights_v8, plus one H for LSTM's
    /// cell state c_t and GRU's recurrent term W_hn h + b_hn (its reset gate's gradient needs it);
    /// a simple RNN needs only its H pre-activation gradient (h_t is the output y, saved apart);
    /// for L layers in one call (num_layers), that for every layer, plus the L - 1 inner layers'
    /// outputs (T, N, D H each), which the call returns nowhere else and the backward reads (layer
    /// l + 1's input, for its weight gradient and its data gradient's recurrence).
    /// cuDNN documents no formula; the figure it returns may be larger (alignment, algorithm).
    size_type reserve = 0;
    /// cuDNN's per-call work space (the same query): not derived (no documented rule), 0 here;
    /// assert_training_fits's `workspaces` allowance is where a measured figure goes.
    size_type workspace = 0;
};

/// rnn_call of `cell` on `minibatch` examples, `element` bytes per value.
constexpr rnn_call rnn_call_sizes(const recurrent_cell& cell, size_type minibatch, size_type element) noexcept {
    const size_type per_step = cell.gates > 1 ? cell.gates + 1 : cell.gates;
    const size_type layer_state = checked_product(cell.directions, minibatch, cell.units, element);  // (D, N, H)
    const size_type sequence = checked_multiply(layer_state, cell.time_steps);                        // (T, N, D H)
    return {.state = checked_multiply(cell.layers, layer_state),
            .reserve = checked_add(checked_multiply(checked_multiply(sequence, per_step), cell.layers),
                                   checked_multiply(sequence, cell.layers - 1)),
            .workspace = 0};
}

/// One row per training_op_kind, in the enum's order.
inline constexpr std::array<op_rule, 22> op_rules{{
    {.kind = training_op_kind::unsupported, .source = "no model"},
    {.kind = training_op_kind::linear,
     .saves_input = true,
     .source = "nn.Linear = addmm(bias, input, weight.t()); derivatives.yaml addmm: mat2: mm_mat2_backward(grad, "
               "mat1, ...) saves the input; mat1: grad.mm(mat2) allocates the input gradient"},
    {.kind = training_op_kind::convolution,
     .saves_input = true,
     .workspace = op_workspace::cudnn_convolution,
     .source = "nn.Conv2d = convolution (cuDNN, no im2col buffer kept); derivatives.yaml convolution: "
               "convolution_backward(grad, input, weight, ...) saves the input, returns grad_input, grad_weight, "
               "grad_bias; aten/src/ATen/native/cudnn/Conv_v8.cpp run_conv_plan: workspace_ptr = "
               "CUDACachingAllocator::get()->allocate(plan.getWorkspaceSize()) for the call, after the output"},
    {.kind = training_op_kind::batch_normalization,
     .saves_input = true,
     .source = "nn.BatchNorm2d (train) = cudnn_batch_norm / native_batch_norm; derivatives.yaml: "
               "batch_norm_backward(grad, input, weight, running stats, save_mean, save_invstd) saves the input "
               "(the per-channel statistics are C elements); the output is new"},
    {.kind = training_op_kind::max_pooling,
     .saves_input = true,
     .extra_bytes_per_output_element = 8,
     .extra_at_inference = true,
     .source = "nn.MaxPool2d = max_pool2d_with_indices; derivatives.yaml: max_pool2d_with_indices_backward(grad, "
               "self, ..., result1) saves the input and the int64 indices; aten/src/ATen/native/Pooling.cpp "
               "max_pool2d calls max_pool2d_with_indices on CUDA also without autograd (indices allocated, "
               "then freed)"},
    {.kind = training_op_kind::average_pooling,
     .saves_input = true,
     .source = "nn.AvgPool2d = avg_pool2d; derivatives.yaml: avg_pool2d_backward(grad, self, ...) saves the input"},
    {.kind = training_op_kind::global_average_pooling,
     .source = "AdaptiveAvgPool2d((1, 1)) / mean over H, W; derivatives.yaml mean.dim: mean_backward(grad, "
               "self.sym_sizes(), ...) needs only the sizes"},
    {.kind = training_op_kind::global_max_pooling,
     .saves_input = true,
     .saves_output = true,
     .source = "amax over H, W; derivatives.yaml amax: scale_grad_by_count(restore_reduced_dims(grad, ...), "
               "restore_reduced_dims(result, ...) == self, ...) saves input and result"},
    {.kind = training_op_kind::relu,
     .saves_output = true,
     .may_run_in_place = true,
     .source = "nn.ReLU = relu / relu_; derivatives.yaml: threshold_backward(grad, result, 0) saves the result "
               "(in place: the storage it overwrote)"},
    {.kind = training_op_kind::relu6,
     .saves_input = true,
     .may_run_in_place = true,
     .in_place_saves_input_copy = true,
     .source = "nn.ReLU6 = hardtanh(0, 6) / hardtanh_; derivatives.yaml: hardtanh_backward(grad, self, 0, 6) "
               "saves the input; the in-place form saves a copy of its input (pytorch/pytorch issue 95432)"},
    {.kind = training_op_kind::sigmoid,
     .saves_output = true,
     .may_run_in_place = true,
     .source = "nn.Sigmoid = sigmoid / sigmoid_; derivatives.yaml: sigmoid_backward(grad, result)"},
    {.kind = training_op_kind::tanh,
     .saves_output = true,
     .may_run_in_place = true,
     .source = "nn.Tanh = tanh / tanh_; derivatives.yaml: tanh_backward(grad, result)"},
    {.kind = training_op_kind::softmax,
     .saves_output = true,
     .source = "nn.Softmax = _softmax; derivatives.yaml: _softmax_backward_data(grad, result, dim, ...)"},
    {.kind = training_op_kind::elementwise_activation,
     .saves_input = true,
     .source = "nn.GELU / nn.SiLU / nn.ELU / nn.Softplus ...; derivatives.yaml: gelu_backward(grad, self), "
               "silu_backward(grad, self), elu_backward(grad, ..., self), softplus_backward(grad, self, ...)"},
    {.kind = training_op_kind::add,
     .may_run_in_place = true,
     .gradient_passes_through = true,
     .source = "add / add_ (`out += identity`); derivatives.yaml add.Tensor: self: grad, other: "
               "maybe_multiply(grad, alpha) (alpha 1: the same tensor); nothing saved"},
    {.kind = training_op_kind::multiply,
     .saves_input = true,
     .source = "mul.Tensor; derivatives.yaml: self: mul_tensor_backward(grad, other, ...), other: "
               "mul_tensor_backward(grad, self, ...) saves both inputs"},
    {.kind = training_op_kind::maximum,
     .saves_input = true,
     .source = "maximum; derivatives.yaml: at::where(self == other, grad / 2, grad).masked_fill_(self < other, 0) "
               "saves both inputs"},
    {.kind = training_op_kind::concatenate,
     .gradient_passes_through = true,
     .source = "torch.cat; derivatives.yaml cat: cat_tensors_backward(grad, sizes, ...) returns narrow() views of "
               "grad; nothing saved"},
    {.kind = training_op_kind::view,
     .is_view = true,
     .gradient_passes_through = true,
     .source = "view / flatten / reshape of a contiguous tensor; derivatives.yaml view: grad.reshape_symint(sizes)"},
    {.kind = training_op_kind::dropout,
     .extra_bytes_per_output_element = 1,
     .view_at_inference = true,
     .source = "nn.Dropout (train) = native_dropout; derivatives.yaml: native_dropout_backward(grad, result1, "
               "scale) saves the bool mask (1 B per element); the output is new; eval: the identity"},
    {.kind = training_op_kind::recurrent,
     .saves_input = true,
     .saves_output = true,
     .source = "nn.LSTM / nn.GRU / nn.RNN on CUDA (batch_first=False) = _cudnn_rnn (aten/src/ATen/native/cudnn/"
               "RNN.cpp): weights are views of one flat buffer (flatten_parameters); the forward allocates output "
               "(T, N, D*H), hy, cy and the reserve space; derivatives.yaml _cudnn_rnn: _cudnn_rnn_backward(input, "
               "weight, ..., result4, hx, cx, result0, grads, ..., result3) saves input, hx, cx, output and "
               "reserve; the backward allocates zeros for the unused grad_hy / grad_cy, dx (always: 'it mutates "
               "reserve'), dhx, dcx and dw = zeros(weight_buf) (views of it accumulated into .grad); the shapes: "
               "rnn_call_sizes"},
    {.kind = training_op_kind::select,
     .is_view = true,
     .source = "out[-1] = select.int (a view); derivatives.yaml select.int: select_backward(grad, self.sizes(), dim, "
               "index) allocates a zero tensor of the input's size"},
}};

/// One row per netmem::updater, in the enum's order. SGD and Adam without momentum / weight decay
/// (measured-training-peaks#method); foreach (multi-tensor) implementations, PyTorch's CUDA default.
inline constexpr std::array<optimizer_rule, 12> optimizer_rules{{
    {.kind = updater::inherit, .source = "a per-layer override, not an optimizer"},
    {.kind = updater::sgd,
     .modelled = true,
     .source = "torch/optim/sgd.py _multi_tensor_sgd: torch._foreach_add_(params, grads, alpha=-lr), in place"},
    {.kind = updater::no_op, .modelled = true, .source = "no optimizer step"},
    {.kind = updater::nesterovs,
     .modelled = true,
     .state_per_parameter = 1,
     .transient_per_parameter = 1,
     .source = "torch/optim/sgd.py _multi_tensor_sgd, momentum, nesterov=True: momentum_buffer updated in place; "
               "grads = torch._foreach_add(grads, bufs, alpha=momentum) is new"},
    {.kind = updater::ada_grad,
     .modelled = true,
     .state_per_parameter = 1,
     .transient_per_parameter = 1,
     .source = "torch/optim/adagrad.py _multi_tensor_adagrad: state_sums; std = torch._foreach_sqrt(state_sums)"},
    {.kind = updater::rms_prop,
     .modelled = true,
     .state_per_parameter = 1,
     .transient_per_parameter = 1,
     .source = "torch/optim/rmsprop.py _multi_tensor_rmsprop: square_avgs; avg = torch._foreach_sqrt(square_avgs)"},
    {.kind = updater::adam,
     .modelled = true,
     .state_per_parameter = 2,
     .transient_per_parameter = 1,
     .source = "torch/optim/adam.py _multi_tensor_adam: exp_avgs, exp_avg_sqs (lerp_, mul_, addcmul_ in place); "
               "exp_avg_sq_sqrt = torch._foreach_sqrt(exp_avg_sqs) for all parameters at once"},
    {.kind = updater::ada_max, .source = "not modelled"},
    {.kind = updater::nadam, .source = "not modelled"},
    {.kind = updater::ada_delta, .source = "not modelled"},
    {.kind = updater::ada_belief, .source = "not in PyTorch"},
    {.kind = updater::ams_grad,
     .modelled = true,
     .state_per_parameter = 3,
     .transient_per_parameter = 1,
     .source = "torch/optim/adam.py _multi_tensor_adam, amsgrad=True: max_exp_avg_sqs (_foreach_maximum_ in "
               "place); torch._foreach_sqrt(max_exp_avg_sqs)"},
}};

/// True when PyTorch runs this convolution with cuDNN on CUDA in float32, false for its native
/// depthwise kernel (conv_depthwise2d, no workspace): aten/src/ATen/native/Convolution.cpp
/// ConvParams::use_cudnn_depthwise takes cuDNN for a contiguous depthwise convolution only when
/// input and weight are kHalf ("only for FP16"); is_depthwise: groups == C_in, C_in > 1.
constexpr bool runs_on_cudnn(const kernel_call& call) noexcept {
    if (call.operation == kernel_operation::depthwise_convolution) return false;
    const bool depthwise = call.filter_channels == 1 && call.input_channels > 1;
    return call.operation == kernel_operation::convolution && !depthwise;
}

/// Bytes of the per-call workspace of the convolution `call` on `minibatch` examples under `model`
/// (see convolution_workspace), for `element` bytes per value; 0 for a convolution cuDNN does not run.
constexpr size_type convolution_workspace_bytes(const kernel_call& call, size_type minibatch, size_type element,
                                                convolution_workspace model, size_type cap = 0) noexcept {
    if (model == convolution_workspace::none || !runs_on_cudnn(call)) return 0;
    if (model == convolution_workspace::capped) return cap;
    const size_type per_filter = call.filter_channels == 0 ? call.input_channels : call.filter_channels;
    const size_type column_matrix = checked_product(per_filter, call.filter_height, call.filter_width,
                                                    call.output_height, call.output_width, element);
    const size_type padded_channels = round_up(checked_multiply(call.input_channels, element), 16) / element;
    const size_type nhwc_input =
        checked_product(minibatch, call.input_height, call.input_width, padded_channels, element);
    switch (model) {
        case convolution_workspace::column_matrix_per_example: return column_matrix;
        case convolution_workspace::nhwc_input: return nhwc_input;
        case convolution_workspace::larger_of_column_matrix_and_nhwc_input:
            return column_matrix > nhwc_input ? column_matrix : nhwc_input;
        default: return 0;
    }
}

/// The row of `kind`.
constexpr const op_rule& rule_of(training_op_kind kind) noexcept { return op_rules[static_cast<unsigned>(kind)]; }
/// The row of `kind`.
constexpr const optimizer_rule& rule_of(updater kind) noexcept {
    return optimizer_rules[static_cast<unsigned>(kind)];
}

/// Every row is at its enum's position (checked here so that a reordering cannot pass silently).
constexpr bool tables_are_ordered() noexcept {
    for (unsigned i = 0; i < op_rules.size(); ++i)
        if (static_cast<unsigned>(op_rules[i].kind) != i) return false;
    for (unsigned i = 0; i < optimizer_rules.size(); ++i)
        if (static_cast<unsigned>(optimizer_rules[i].kind) != i) return false;
    return true;
}
static_assert(tables_are_ordered());

}  // namespace pytorch
}  // namespace netmem
