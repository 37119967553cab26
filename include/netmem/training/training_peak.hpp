// netmem/training/training_peak.hpp
// The peak memory of one training step (forward, loss, backward, optimizer step) and of one
// inference forward pass, as a framework reaches it: a replay of tensor lifetimes built from the
// framework's rules (training/pytorch.hpp), not DL4J's sum of every activation and gradient
// (memory_report, which stays as it is).
//
//   constexpr auto peak = nm::training_peak<net>(nm::training_peak_config{
//       .minibatch = 32, .optimizer = nm::updater::adam});
//   peak.peak_bytes;                       // bytes: parameters + gradients + optimizer state + input
//                                          //        + max(activation_peak, optimizer_transient) + workspace
//   constexpr auto eval = nm::inference_peak<net>(nm::inference_peak_config{.minibatch = 32});
//   eval.activation_peak;                  // bytes above parameters and input
//
// The network: its layers (sequential, layer i = node i) or vertices (graph, node = position in
// the execution order), walked by deployment_network<Net>::nodes (network/network_nodes.hpp,
// network/graph_nodes.hpp); each node is 1 or 2 ops (core/training_op.hpp: dense with ReLU is
// linear then relu). Tensors are per minibatch: elements per example x minibatch x
// bytes(data_type).
//
// Replay (every allocation of an activation, gradient or temporary rounded up to the framework's
// allocation granularity, 512 B for PyTorch; parameters, gradients, state and input are counted
// exactly, as the measurement does):
// - forward, op by op: the output is allocated (a view takes nothing; an in-place op overwrites its
//   input when that input has no other pending use and is not saved; its rule may still save a
//   copy), plus the op's extra saved tensor (max pool indices, dropout mask) and its per-call
//   workspace (a cuDNN convolution's, sized by config.convolution_workspace, freed when the op
//   returns); the peak is taken;
//   then the op saves what its rule says (only when some input requires a gradient or it has
//   parameters: autograd records nothing otherwise) and each input is released after its LAST use
//   (fan-out: a tensor read by two ops lives until both ran) unless saved;
// - loss: the sum of every network output, a scalar that lives through the backward;
// - backward, ops in reverse: the op allocates one gradient per input that requires one (or hands
//   its output gradient through: add, concatenation, views) and a temporary gradient per
//   parameter tensor; the peak is taken; then the parameter gradients are accumulated into
//   `.grad` and freed, an input gradient that meets one from another use is summed into it (in
//   place when the buffer is not shared, else into a new tensor), and the op's output gradient and
//   saved tensors are released;
// - optimizer step: the optimizer's transient (Adam: sqrt(exp_avg_sq) for all parameters at once).
// Op order: the network's declaration order when it is topological (a graph's vertex list, as a
// PyTorch module's forward calls its layers), else the walker's execution order; the backward runs
// it in reverse, as autograd's engine does (the ready node with the highest sequence number).
// Convolution workspaces: the config's model (training/pytorch.hpp convolution_workspace); under
// `capped` every cuDNN call, forward and backward, holds the cap: the upper bound; inference_peak
// reports the range (activation_peak_lower, activation_peak_upper).
// The result's allocator_rounding_bound bounds what the caching allocator's large blocks add
// (1 MiB per tensor above 1 MiB alive at the peak); assert_training_fits adds it (fits.hpp).
// Never silently low: the result's `bound` is estimate_bound::lower_bound when a term PyTorch
// allocates is not derived (`lower_bound_because`: cuDNN convolution workspaces unless capped,
// cuDNN RNN work / reserve space), and assert_training_fits then refuses it unless the user names
// an allowance for those terms (training_allowances::workspaces).
// Steady state (what lives all the time): parameters (all, including buffers such as batch norm's
// running statistics), gradients and optimizer state of the trainable ones, and the input.
//
// Recurrent layers (lstm, gru, simple_rnn, bidirectional<...>, last_time_step<...>) are one
// `recurrent` op each, PyTorch's cuDNN RNN call (training/pytorch.hpp rnn_call_sizes): the forward
// also allocates hx, cx (zeros, saved), hy, cy (held until the loss) and the reserve space (saved);
// the backward allocates zeros for grad_hy / grad_cy, dx (always), dhx, dcx and the flat dw.
// A stack of recurrent layers is a stack of one-layer modules; nn.LSTM(num_layers=2), one module and
// one call, is stacked_recurrent<lstm{...}, 2> (recurrence.layers: states (L, N, H), one flat dw,
// one reserve space holding the inner layers' outputs too; docs/explanation/training-peak.md).
//
// Fails to compile: a layer without a training model (error::layer_has_no_training_model naming
// the layer and the rule with its numbers, error::training_rule<no_training_model::R, a, b>,
// core/training_op.hpp; layers without a deployment model, such as gru, are walked for training
// all the same);
// an optimizer the framework has no row for (the call to error::optimizer_has_no_framework_model
// is not a constant expression); minibatch < 1 (error::training_minibatch_must_be_positive).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/core/updater.hpp>
#include <netmem/network/graph_nodes.hpp>
#include <netmem/network/network_nodes.hpp>
#include <netmem/training/pytorch.hpp>

namespace netmem {

/// Settings of training_peak. Field order (designated initializers): minibatch, optimizer,
/// data_type, in_place_activations, framework, workspace_bytes, convolution_workspace,
/// convolution_workspace_cap.
struct training_peak_config {
    size_type minibatch = 1;           ///< examples per step
    updater optimizer = updater::sgd;  ///< PyTorch's optimizer of that name (no momentum, no weight decay)
    netmem::data_type data_type = netmem::data_type::float32;  ///< parameters, activations, gradients
    /// Every activation runs in place (nn.ReLU(inplace=True) everywhere). False: only those whose
    /// layer asks for it (activation_layer{.in_place = true}, elementwise{.in_place = true}).
    bool in_place_activations = false;
    netmem::framework framework = netmem::framework::pytorch;
    /// Bytes the model does not derive, added to the peak: cuBLAS's workspace (a per-process
    /// constant, 65 MiB measured on an H200), the backward's cuDNN workspaces.
    size_type workspace_bytes = 0;
    /// The forward's cuDNN convolution workspace, live during each convolution call
    /// (training/pytorch.hpp convolution_workspace: cuDNN picks it at run time; the default is a
    /// labelled heuristic, `none` the lower end, `capped` with the cap the upper end; without a cap
    /// the result is estimate_bound::lower_bound).
    netmem::convolution_workspace convolution_workspace =
        netmem::convolution_workspace::larger_of_column_matrix_and_nhwc_input;
    /// Bytes every cuDNN convolution call takes under convolution_workspace::capped (the process's
    /// CUDNN_CONV_WSCAP_DBG, MiB x 1,048,576).
    size_type convolution_workspace_cap = 0;
    friend constexpr bool operator==(const training_peak_config&, const training_peak_config&) = default;
};

/// Settings of inference_peak (one forward pass without autograd). Field order: minibatch,
/// data_type, in_place_activations, framework, workspace_bytes, convolution_workspace,
/// convolution_workspace_cap.
struct inference_peak_config {
    size_type minibatch = 1;
    netmem::data_type data_type = netmem::data_type::float32;
    bool in_place_activations = false;
    netmem::framework framework = netmem::framework::pytorch;
    size_type workspace_bytes = 0;  ///< bytes added to the peak (what the model does not derive)
    /// cuDNN's per-call convolution workspace, live during each convolution (as in training_peak_config).
    netmem::convolution_workspace convolution_workspace =
        netmem::convolution_workspace::larger_of_column_matrix_and_nhwc_input;
    /// The per-call cap of cuDNN's convolution workspace (CUDNN_CONV_WSCAP_DBG, MiB x 1,048,576):
    /// the workspace of convolution_workspace::capped and of activation_peak_upper; 0: no cap set.
    size_type convolution_workspace_cap = 0;
    friend constexpr bool operator==(const inference_peak_config&, const inference_peak_config&) = default;
};

/// Where a peak occurs.
enum class training_phase : std::uint8_t { forward, loss, backward, optimizer_step };

/// The step that sets a peak: the phase, the node (sequential: layer index; graph: position in the
/// execution order; no_node for the loss and the optimizer step) and the op kind.
struct training_step {
    training_phase phase = training_phase::forward;
    std::size_t node = static_cast<std::size_t>(-1);
    training_op_kind op = training_op_kind::unsupported;
    friend constexpr bool operator==(const training_step&, const training_step&) = default;
};

/// Whether training_peak's estimate is a bound (training_peak_result::bound).
enum class estimate_bound : std::uint8_t {
    /// Every term comes from a rule, or from the process's cap on cuDNN's convolution workspace
    /// (convolution_workspace::capped with a cap): assert_training_fits checks it as it is.
    derived,
    /// Some term PyTorch allocates is not derived (training_peak_result::lower_bound_because): the
    /// true peak can be higher. assert_training_fits refuses it unless training_allowances::workspaces
    /// names the bytes allowed for those terms (training/fits.hpp).
    lower_bound,
    /// inference_peak only: activation_peak holds a cuDNN convolution workspace sized by one of the
    /// heuristics (column_matrix_per_example, nhwc_input, larger_of_column_matrix_and_nhwc_input):
    /// neither bound (it was 0.88-1.04 of the 30 measured rows, 3.65x on a VGG network at minibatch 1,
    /// issue 26); the bounds are activation_peak_lower and, with a cap, activation_peak_upper.
    heuristic,
};

/// The terms that make an estimate a lower bound (each true when the network has it).
struct lower_bound_terms {
    /// A convolution runs on cuDNN (training/pytorch.hpp runs_on_cudnn) and convolution_workspace is
    /// not `capped` with a cap: the workspaces of its forward, backward-data and backward-weight
    /// calls are whatever cuDNN's heuristics pick at run time (benchmark = False: the first
    /// algorithm in the heuristic's order whose workspace the allocator can hand out; cuDNN
    /// documents no size rule): the estimate holds the chosen model's forward workspace and none in
    /// the backward. The fire-module shortfall of issue 26 is of this kind until measured.
    bool cudnn_convolution_workspaces = false;
    /// A recurrent op (cuDNN RNN): its work space is not derived (0) and its reserve space is what
    /// the backward reads (training/pytorch.hpp rnn_call), which cuDNN's figure may exceed.
    bool cudnn_rnn_spaces = false;
    constexpr bool any() const noexcept { return cudnn_convolution_workspaces || cudnn_rnn_spaces; }
    friend constexpr bool operator==(const lower_bound_terms&, const lower_bound_terms&) = default;
};

/// The estimate of one training step, in bytes.
struct training_peak_result {
    size_type parameters = 0;              ///< every parameter and buffer, exact bytes
    size_type gradients = 0;               ///< `.grad` of every trainable parameter (kept between steps)
    size_type optimizer_state = 0;         ///< e.g. Adam's exp_avg and exp_avg_sq
    size_type input = 0;                   ///< the minibatch of inputs
    size_type activation_peak = 0;         ///< most bytes of activations, gradients and temporaries alive at once
    training_step activation_peak_step{};  ///< where activation_peak occurs (forward, loss or backward)
    size_type optimizer_transient = 0;     ///< temporaries of the optimizer step (Adam: one tensor per parameter)
    size_type workspace = 0;               ///< training_peak_config::workspace_bytes
    size_type peak_bytes = 0;              ///< steady state + max(activation_peak, optimizer_transient) + workspace
    training_step peak_step{};             ///< activation_peak_step, or the optimizer step when its transient is larger
    /// An upper bound of what the caching allocator's large blocks add above peak_bytes (not part of
    /// it): pytorch::large_block_slack (1 MiB) for every tensor above pytorch::small_size (1 MiB)
    /// that can be alive at the peak: the parameters, gradients, optimizer state and input above it,
    /// plus the most such activations, gradients and temporaries alive at once in the replay (or the
    /// optimizer's large temporaries, whichever is more). assert_training_fits adds it (fits.hpp).
    size_type allocator_rounding_bound = 0;
    /// lower_bound when some term is not derived (lower_bound_because says which), else derived.
    estimate_bound bound = estimate_bound::derived;
    lower_bound_terms lower_bound_because{};
    friend constexpr bool operator==(const training_peak_result&, const training_peak_result&) = default;
};

/// The estimate of one forward pass without autograd, in bytes.
struct inference_peak_result {
    size_type parameters = 0;       ///< every parameter and buffer, exact bytes
    size_type input = 0;            ///< the minibatch of inputs
    /// Most bytes of activations and per-call workspaces alive at once (above parameters and input).
    size_type activation_peak = 0;
    std::size_t peak_node = static_cast<std::size_t>(-1);  ///< the node whose op sets it
    /// The cuDNN convolution workspace inside activation_peak (0 when the peak is not at a convolution).
    size_type convolution_workspace_at_peak = 0;
    size_type workspace = 0;                               ///< inference_peak_config::workspace_bytes
    size_type peak_bytes = 0;                              ///< parameters + input + activation_peak + workspace
    /// The range of the activation peak over cuDNN's convolution workspace (the term no rule gives):
    /// lower, without any workspace (convolution_workspace::none, liveness alone); upper, with the
    /// cap in every cuDNN convolution call (convolution_workspace::capped), valid only when
    /// upper_bounded (a cap was given). Check activation_peak_upper against a budget.
    size_type activation_peak_lower = 0;
    size_type activation_peak_upper = 0;
    bool upper_bounded = false;
    /// What activation_peak is: heuristic (a cuDNN convolution under one of the heuristic workspace
    /// models, the default), else lower_bound (a cuDNN convolution under none or capped without a
    /// cap: activation_peak_lower; or a recurrent op: cuDNN's RNN work space is not derived), else
    /// derived (no cuDNN call, or every convolution under the cap: activation_peak_upper).
    estimate_bound bound = estimate_bound::derived;
    friend constexpr bool operator==(const inference_peak_result&, const inference_peak_result&) = default;
};

namespace error {
/// The rule a layer without a training model breaks, and its two numbers (core/training_op.hpp
/// no_training_model: e.g. lstm_activations_not_tanh_sigmoid, activation, recurrent_activation).
template <no_training_model Why, size_type A, size_type B>
struct training_rule {
    static constexpr no_training_model value = Why;
};
/// A layer (or vertex) without a training model: no `training` hook (training_rule<no_hook, 0, 0>),
/// or a hook that finds no framework op for its options (the training_rule names which).
template <class Where, class Rule, class... Vertex>
struct layer_has_no_training_model {
    static_assert(sizeof(Where) == 0,
                  "netmem: training_peak / inference_peak have no model of this layer (training_rule: no_hook, it "
                  "has no training() hook listing its operations, core/training_op.hpp; otherwise the framework has "
                  "no op for the layer's options, e.g. nn.LSTM only has tanh / sigmoid): declare the network with "
                  "supported layers and options, or add the hook");
};
/// Called (never defined as constexpr) when the framework has no row for the optimizer: the
/// constant evaluation of training_peak fails here, naming it.
inline void optimizer_has_no_framework_model() noexcept {}
/// Called when training_peak_config::minibatch or inference_peak_config::minibatch is below 1.
inline void training_minibatch_must_be_positive() noexcept {}
}  // namespace error

namespace detail {

/// The float32 profile the walker is asked with (the training model reads only topology and ops).
inline constexpr deployment training_walk_profile = tflite_float32;

/// The first node with an unsupported op, or no_node.
template <std::size_t N, std::size_t M>
constexpr std::size_t first_untrainable(const std::array<deployment_node<M>, N>& nodes) noexcept {
    for (std::size_t i = 0; i < N; ++i)
        for (std::size_t k = 0; k < nodes[i].training.count; ++k)
            if (nodes[i].training.ops[k].kind == training_op_kind::unsupported) return i;
    return no_node;
}

/// The nodes of Net with their training operations (a layer without a deployment model, such as
/// a recurrent one, is walked too; one without a training hook is an `unsupported` op, named by
/// trainable_check below).
template <class Net>
consteval std::array<deployment_node<deployment_network<Net>::max_inputs>, deployment_network<Net>::node_count>
training_nodes() {
    return deployment_network<Net>::template nodes<true>(training_walk_profile);
}

/// Net's training nodes, once per translation unit (a constant evaluation of their own). Variables,
/// not constexpr locals of training_peak: clang evaluates a constexpr local's initializer again at
/// every call of the function, so the nodes were built three times and the replay graph twice,
/// all inside the caller's evaluation (and its -fconstexpr-steps budget).
template <class Net>
inline constexpr auto training_nodes_v = training_nodes<Net>();

/// How a training error names node `Position`: Check<Numbers...> for a sequential network (the
/// numbers carry error::layer<i>), Check<Numbers..., error::vertex<'n', ...>> for a graph.
template <class Net, std::size_t Position>
struct training_where {
    template <template <class...> class Check, class... Numbers>
    using check = Check<Numbers...>;
};
template <class Net, std::size_t Position>
    requires deployment_network<Net>::has_vertex_names
struct training_where<Net, Position> {
    template <template <class...> class Check, class... Numbers>
    using check = Check<Numbers..., typename deployment_network<Net>::template vertex_where<Position>>;
};

/// The first unsupported op of node `bad` (its rule: training_op::why).
template <std::size_t N, std::size_t M>
constexpr training_op untrainable_op(const std::array<deployment_node<M>, N>& nodes, std::size_t bad) noexcept {
    for (std::size_t k = 0; k < nodes[bad].training.count; ++k)
        if (nodes[bad].training.ops[k].kind == training_op_kind::unsupported) return nodes[bad].training.ops[k];
    return {};
}

/// The first node without a training model: a compile error naming it and the rule it breaks.
template <class Net, std::size_t Bad = first_untrainable(training_nodes_v<Net>)>
struct trainable_check : std::true_type {
    static constexpr training_op bad = untrainable_op(training_nodes_v<Net>, Bad);
    using where = typename training_where<Net, Bad>::template check<
        error::layer_has_no_training_model, error::layer<Bad>,
        error::training_rule<bad.why, bad.why_values[0], bad.why_values[1]>>;
    static_assert(sizeof(where) > 0);
};
template <class Net>
struct trainable_check<Net, no_node> : std::true_type {};

/// Net's replay graph, after the compile error for a node without a training model.
template <class Net>
consteval auto checked_replay_graph() {
    static_assert(trainable_check<Net>::value);
    return build_replay_graph(training_nodes_v<Net>, deployment_network<Net>::input_types);
}
/// Net's replay graph (build_replay_graph), once per translation unit.
template <class Net>
inline constexpr auto replay_graph_v = checked_replay_graph<Net>();

/// One op of the replay (M: the most inputs a node has).
template <std::size_t M>
struct replay_op {
    training_op op{};
    std::size_t node = no_node;
    std::array<std::size_t, M> inputs{};  ///< tensor ids
    std::size_t input_count = 0;
    std::size_t output = no_index;  ///< tensor id
    kernel_call kernel{};           ///< the node's kernel call (its first op only): convolution workspace
};

/// The ops and tensors of a network of N nodes and I inputs.
template <std::size_t N, std::size_t I, std::size_t M>
struct replay_graph {
    static constexpr std::size_t op_capacity = 2 * N;
    static constexpr std::size_t tensor_capacity = I + 2 * N;
    std::array<replay_op<M>, op_capacity> ops{};
    std::size_t op_count = 0;
    std::array<size_type, tensor_capacity> elements{};     ///< per example
    std::array<std::size_t, tensor_capacity> consumers{};  ///< pending uses (ops, plus the loss for outputs)
    std::array<bool, tensor_capacity> network_output{};
    std::size_t tensor_count = I;
};

template <std::size_t N, std::size_t I, std::size_t M>
constexpr replay_graph<N, I, M> build_replay_graph(const std::array<deployment_node<M>, N>& nodes,
                                                const std::array<input_type, I>& inputs) noexcept {
    replay_graph<N, I, M> g{};
    for (std::size_t j = 0; j < I; ++j) g.elements[j] = inputs[j].elements_per_example();
    // The order the ops run in: the network's declaration order when it is a topological one (a
    // PyTorch module's forward runs its layers in the order its code calls them, which a graph's
    // vertex list mirrors; autograd's engine then runs the backward in reverse of that recording
    // order: torch/csrc/autograd/engine.cpp, the ready queue ordered by sequence_nr), else the
    // walker's execution order. `order[p]` = execution position of the p-th op node.
    std::array<std::size_t, N> order{};
    std::array<std::size_t, N> by_declared{};
    bool declared_ok = true;
    for (std::size_t i = 0; i < N; ++i) {
        if (nodes[i].declared >= N) declared_ok = false;
        else by_declared[nodes[i].declared] = i;
    }
    if (declared_ok) {
        std::array<bool, N> done{};
        for (std::size_t p = 0; p < N && declared_ok; ++p) {
            const deployment_node<M>& node = nodes[by_declared[p]];
            for (std::size_t e = 0; e < node.input_count; ++e)
                if (!node.inputs[e].network_input && !done[node.inputs[e].index]) declared_ok = false;
            done[by_declared[p]] = true;
        }
    }
    for (std::size_t p = 0; p < N; ++p) order[p] = declared_ok ? by_declared[p] : p;
    std::array<std::size_t, N> node_tensor{};
    for (std::size_t p = 0; p < N; ++p) {
        const std::size_t i = order[p];
        const deployment_node<M>& node = nodes[i];
        for (std::size_t k = 0; k < node.training.count; ++k) {
            replay_op<M>& r = g.ops[g.op_count++];
            r.op = node.training.ops[k];
            r.node = i;
            if (k == 0) {
                r.kernel = node.description.kernel;
                r.input_count = node.input_count;
                for (std::size_t e = 0; e < node.input_count; ++e)
                    r.inputs[e] =
                        node.inputs[e].network_input ? node.inputs[e].index : node_tensor[node.inputs[e].index];
            } else {
                r.input_count = 1;
                r.inputs[0] = g.ops[g.op_count - 2].output;
            }
            for (std::size_t e = 0; e < r.input_count; ++e) ++g.consumers[r.inputs[e]];
            r.output = g.tensor_count++;
            // The node's last op yields the node's output (the walker's shape, authoritative).
            g.elements[r.output] =
                k + 1 == node.training.count ? node.output.elements_per_example() : r.op.output_elements;
        }
        node_tensor[i] = node.training.count > 0 ? g.ops[g.op_count - 1].output
                         : node.input_count > 0
                             ? (node.inputs[0].network_input ? node.inputs[0].index : node_tensor[node.inputs[0].index])
                             : 0;
        if (node.network_output) {
            g.network_output[node_tensor[i]] = true;
            ++g.consumers[node_tensor[i]];
        }
    }
    return g;
}

/// Storages (allocations) with reference counts, the live total and its peak. A freed slot is
/// reused, so S bounds the storages alive at once, not the allocations of the whole step.
template <std::size_t S>
struct storage_pool {
    std::array<size_type, S> bytes{};
    std::array<std::size_t, S> references{};
    std::array<bool, S> permanent{};  ///< network inputs: counted apart, never freed
    std::array<std::size_t, S> free_slots{};
    std::size_t free_count = 0;
    std::size_t count = 0;
    size_type granularity = 1;
    size_type live = 0;
    size_type peak = 0;
    /// Blocks above `large` bytes alive now, and the most alive at any observe() (allocator_rounding_bound).
    size_type large = static_cast<size_type>(-1) >> 1;
    std::size_t large_live = 0;
    std::size_t large_peak = 0;

    constexpr std::size_t allocate(size_type raw_bytes, std::size_t refs) noexcept {
        const std::size_t s = free_count > 0 ? free_slots[--free_count] : count++;
        bytes[s] = round_up(raw_bytes, granularity);
        references[s] = refs;
        live = checked_add(live, bytes[s]);
        if (bytes[s] > large) ++large_live;
        if (refs == 0) release_now(s);
        return s;
    }
    constexpr std::size_t add_permanent() noexcept {
        const std::size_t s = count++;
        permanent[s] = true;
        references[s] = 1;
        return s;
    }
    constexpr void release_now(std::size_t s) noexcept {
        if (permanent[s]) return;
        if (bytes[s] > large) --large_live;
        live -= bytes[s];
        bytes[s] = 0;
        references[s] = 0;
        free_slots[free_count++] = s;
    }
    constexpr void release(std::size_t s) noexcept {
        if (s == no_index || permanent[s] || references[s] == 0) return;
        if (--references[s] == 0) release_now(s);
    }
    /// Records the live total; true when it is a new peak.
    constexpr bool observe() noexcept {
        if (large_live > large_peak) large_peak = large_live;
        if (live <= peak) return false;
        peak = live;
        return true;
    }
};

/// The framework's op row.
constexpr const op_rule& framework_rule(framework, training_op_kind kind) noexcept { return pytorch::rule_of(kind); }
constexpr size_type framework_granularity(framework) noexcept { return pytorch::allocation_granularity; }

/// The per-call workspace of op `r` in bytes (its rule's, sized by `model`), 0 for none.
template <std::size_t M>
constexpr size_type op_workspace_bytes(const replay_op<M>& r, const op_rule& rule, size_type minibatch,
                                       size_type element, convolution_workspace model, size_type cap) noexcept {
    if (rule.workspace == op_workspace::cudnn_convolution)
        return pytorch::convolution_workspace_bytes(r.kernel, minibatch, element, model, cap);
    return 0;
}

constexpr bool is_activation_kind(training_op_kind kind) noexcept {
    return kind == training_op_kind::relu || kind == training_op_kind::relu6 || kind == training_op_kind::sigmoid ||
           kind == training_op_kind::tanh;
}

/// Persistent bytes: (all parameters and buffers, trainable parameters), exact.
template <std::size_t N, std::size_t I, std::size_t M>
constexpr std::array<size_type, 2> parameter_bytes(const replay_graph<N, I, M>& g, size_type element) noexcept {
    size_type all = 0;
    size_type trainable = 0;
    for (std::size_t k = 0; k < g.op_count; ++k) {
        const training_op& op = g.ops[k].op;
        const size_type t = checked_add(op.weight_elements, op.bias_elements);
        trainable = checked_add(trainable, t);
        all = checked_add(all, checked_add(t, op.buffer_elements));
    }
    return {checked_multiply(all, element), checked_multiply(trainable, element)};
}

/// Trainable parameter bytes with every tensor rounded to the granularity (one optimizer temporary).
template <std::size_t N, std::size_t I, std::size_t M>
constexpr size_type rounded_trainable_bytes(const replay_graph<N, I, M>& g, size_type element,
                                            size_type granularity) noexcept {
    size_type total = 0;
    for (std::size_t k = 0; k < g.op_count; ++k) {
        const training_op& op = g.ops[k].op;
        if (op.weight_elements > 0)
            total = checked_add(total, round_up(checked_multiply(op.weight_elements, element), granularity));
        if (op.bias_elements > 0)
            total = checked_add(total, round_up(checked_multiply(op.bias_elements, element), granularity));
    }
    return total;
}

/// Tensors above pytorch::small_size among the parameters: {all (buffers too), trainable}.
template <std::size_t N, std::size_t I, std::size_t M>
constexpr std::array<size_type, 2> large_parameter_tensors(const replay_graph<N, I, M>& g, size_type element) noexcept {
    size_type all = 0;
    size_type trainable = 0;
    for (std::size_t k = 0; k < g.op_count; ++k) {
        const training_op& op = g.ops[k].op;
        for (const size_type elements : {op.weight_elements, op.bias_elements})
            if (checked_multiply(elements, element) > pytorch::small_size) ++trainable;
        // Buffers (batch norm's running mean and variance) are two tensors of half the count each.
        if (checked_multiply(op.buffer_elements / 2, element) > pytorch::small_size) all += 2;
    }
    return {all + trainable, trainable};
}

template <std::size_t N, std::size_t I, std::size_t M>
constexpr size_type input_bytes(const replay_graph<N, I, M>& g, size_type per_example_element) noexcept {
    size_type total = 0;
    for (std::size_t j = 0; j < I; ++j)
        total = checked_add(total, checked_multiply(g.elements[j], per_example_element));
    return total;
}

/// The terms of a training step of `g` the replay does not derive under `model` and `cap`.
template <std::size_t N, std::size_t I, std::size_t M>
constexpr lower_bound_terms underived_terms(const replay_graph<N, I, M>& g, convolution_workspace model,
                                            size_type cap) noexcept {
    lower_bound_terms terms{};
    const bool capped = model == convolution_workspace::capped && cap > 0;
    for (std::size_t k = 0; k < g.op_count; ++k) {
        const replay_op<M>& r = g.ops[k];
        if (r.op.kind == training_op_kind::convolution && pytorch::runs_on_cudnn(r.kernel) && !capped)
            terms.cudnn_convolution_workspaces = true;
        if (r.op.kind == training_op_kind::recurrent) terms.cudnn_rnn_spaces = true;
    }
    return terms;
}

/// What replay_training finds: the peak of live bytes above the steady state, its step, and the
/// most blocks above the allocator's small size alive at once (allocator_rounding_bound).
struct training_replay {
    size_type peak = 0;
    training_step step{};
    std::size_t large_blocks = 0;
};

/// The activation-phase replay of one training step (forward, loss, backward).
template <std::size_t N, std::size_t I, std::size_t M>
constexpr training_replay replay_training(const replay_graph<N, I, M>& g, framework fw,
                                                              size_type minibatch, size_type element,
                                                              bool all_activations_in_place,
                                                              convolution_workspace workspace_model,
                                                              size_type workspace_cap) noexcept {
    constexpr std::size_t T = replay_graph<N, I, M>::tensor_capacity;
    constexpr std::size_t S = 6 * T + 8;  // a recurrent op adds hx, cx, hy, cy and the reserve space
    storage_pool<S> pool{};
    pool.granularity = framework_granularity(fw);
    pool.large = pytorch::small_size;
    const size_type per_example = checked_multiply(minibatch, element);
    auto bytes_of = [&](std::size_t t) { return checked_multiply(g.elements[t], per_example); };
    std::array<std::size_t, T> storage{};
    std::array<bool, T> requires_grad{};
    std::array<std::size_t, replay_graph<N, I, M>::op_capacity> recorded{};  // ops autograd records (bool)
    // Saved storages of each op: up to M inputs + output + extra (a recurrent op: input, output,
    // hx, cx and the reserve space).
    std::array<std::array<std::size_t, M + 4>, replay_graph<N, I, M>::op_capacity> saved{};
    // Tensors the forward returns beside the output and nobody reads (a recurrent op's hy and cy),
    // held until the loss: the module's caller keeps them until its forward returns.
    std::array<std::size_t, 2 * replay_graph<N, I, M>::op_capacity> held{};
    std::size_t held_count = 0;
    std::array<std::size_t, replay_graph<N, I, M>::op_capacity> saved_count{};
    training_step step{};
    for (std::size_t j = 0; j < I; ++j) storage[j] = pool.add_permanent();

    // Forward.
    for (std::size_t k = 0; k < g.op_count; ++k) {
        const replay_op<M>& r = g.ops[k];
        const op_rule& rule = framework_rule(fw, r.op.kind);
        bool grad = r.op.weight_elements > 0 || r.op.bias_elements > 0;
        for (std::size_t e = 0; e < r.input_count; ++e) grad = grad || requires_grad[r.inputs[e]];
        requires_grad[r.output] = grad;
        recorded[k] = grad;
        const std::size_t in0 = r.input_count > 0 ? storage[r.inputs[0]] : no_index;
        const bool wants_in_place = r.op.in_place || (all_activations_in_place && is_activation_kind(r.op.kind));
        const bool recurrent = r.op.kind == training_op_kind::recurrent;
        const pytorch::rnn_call rnn = recurrent ? pytorch::rnn_call_sizes(r.op.recurrence, minibatch, element)
                                                : pytorch::rnn_call{};
        if (recurrent) {
            // hx (and cx): zeros created by the module before the call, saved for the backward.
            saved[k][saved_count[k]++] = pool.allocate(rnn.state, 1);
            if (r.op.recurrence.cell_state) saved[k][saved_count[k]++] = pool.allocate(rnn.state, 1);
        }
        if (rule.is_view && in0 != no_index) {
            storage[r.output] = in0;
            pool.references[in0] += g.consumers[r.output];
        } else if (wants_in_place && rule.may_run_in_place && in0 != no_index && !pool.permanent[in0] &&
                   pool.references[in0] == 1) {
            storage[r.output] = in0;
            pool.references[in0] += g.consumers[r.output];
            if (grad && rule.in_place_saves_input_copy)
                saved[k][saved_count[k]++] = pool.allocate(bytes_of(r.inputs[0]), 1);
        } else {
            storage[r.output] = pool.allocate(bytes_of(r.output), g.consumers[r.output] + 1);  // +1: held by the op
        }
        if (grad && rule.extra_bytes_per_output_element > 0)
            saved[k][saved_count[k]++] =
                pool.allocate(checked_multiply(checked_multiply(g.elements[r.output], minibatch),
                                               rule.extra_bytes_per_output_element),
                              1);
        if (recurrent) {
            // hy (and cy), then the reserve space (saved).
            held[held_count++] = pool.allocate(rnn.state, 1);
            if (r.op.recurrence.cell_state) held[held_count++] = pool.allocate(rnn.state, 1);
            saved[k][saved_count[k]++] = pool.allocate(rnn.reserve, 1);
        }
        const size_type workspace_bytes =
            recurrent ? rnn.workspace : op_workspace_bytes(r, rule, minibatch, element, workspace_model, workspace_cap);
        const std::size_t workspace = workspace_bytes > 0 ? pool.allocate(workspace_bytes, 1) : no_index;
        if (pool.observe()) step = {training_phase::forward, r.node, r.op.kind};
        pool.release(workspace);
        if (grad) {
            if (rule.saves_input)
                for (std::size_t e = 0; e < r.input_count; ++e) {
                    const std::size_t s = storage[r.inputs[e]];
                    if (pool.permanent[s]) continue;
                    ++pool.references[s];
                    saved[k][saved_count[k]++] = s;
                }
            if (rule.saves_output) {
                ++pool.references[storage[r.output]];
                saved[k][saved_count[k]++] = storage[r.output];
            }
        }
        if (!(rule.is_view && in0 != no_index) && storage[r.output] != in0)
            pool.release(storage[r.output]);  // the op's hold
        for (std::size_t e = 0; e < r.input_count; ++e) pool.release(storage[r.inputs[e]]);
    }
    // Loss: the sum of the outputs, a scalar held until the step ends; then the outputs are released.
    const std::size_t loss = pool.allocate(element, 1);
    if (pool.observe()) step = {training_phase::loss, no_node, training_op_kind::unsupported};
    for (std::size_t h = 0; h < held_count; ++h) pool.release(held[h]);
    for (std::size_t t = 0; t < g.tensor_count; ++t)
        if (g.network_output[t]) pool.release(storage[t]);

    // Backward: the gradient of the loss (ones_like, a scalar) expanded (a view) to every output.
    std::array<std::size_t, T> gradient{};
    for (std::size_t t = 0; t < T; ++t) gradient[t] = no_index;
    std::size_t outputs = 0;
    for (std::size_t t = 0; t < g.tensor_count; ++t) outputs += g.network_output[t] && requires_grad[t] ? 1 : 0;
    const std::size_t seed = pool.allocate(element, outputs);
    for (std::size_t t = 0; t < g.tensor_count; ++t)
        if (g.network_output[t] && requires_grad[t]) gradient[t] = seed;
    for (std::size_t k = g.op_count; k-- > 0;) {
        const replay_op<M>& r = g.ops[k];
        if (!recorded[k]) continue;
        const op_rule& rule = framework_rule(fw, r.op.kind);
        const std::size_t g_out = gradient[r.output];
        const bool recurrent = r.op.kind == training_op_kind::recurrent;
        // A recurrent op's backward temporaries (_cudnn_rnn_backward): zeros for grad_hy (and
        // grad_cy), dx even when the input needs no gradient, dhx (and dcx), the flat dw.
        std::array<std::size_t, 6> call_temporaries{};
        std::size_t call_temporary_count = 0;
        std::array<std::size_t, M> new_gradient{};
        for (std::size_t e = 0; e < M; ++e) new_gradient[e] = no_index;
        if (recurrent && g_out != no_index) {
            const pytorch::rnn_call rnn = pytorch::rnn_call_sizes(r.op.recurrence, minibatch, element);
            const std::size_t states = r.op.recurrence.cell_state ? 2 : 1;
            for (std::size_t c = 0; c < states; ++c) call_temporaries[call_temporary_count++] = pool.allocate(rnn.state, 1);
            const std::size_t dx = pool.allocate(bytes_of(r.inputs[0]), 1);
            for (std::size_t c = 0; c < states; ++c) call_temporaries[call_temporary_count++] = pool.allocate(rnn.state, 1);
            call_temporaries[call_temporary_count++] = pool.allocate(
                checked_multiply(checked_add(r.op.weight_elements, r.op.bias_elements), element), 1);
            if (rnn.workspace > 0) call_temporaries[call_temporary_count++] = pool.allocate(rnn.workspace, 1);
            if (requires_grad[r.inputs[0]]) new_gradient[0] = dx;
            else call_temporaries[call_temporary_count++] = dx;
        }
        for (std::size_t e = 0; e < r.input_count && !recurrent; ++e) {
            if (!requires_grad[r.inputs[e]] || g_out == no_index) continue;
            if (rule.gradient_passes_through) {
                ++pool.references[g_out];
                new_gradient[e] = g_out;
            } else {
                new_gradient[e] = pool.allocate(bytes_of(r.inputs[e]), 1);
            }
        }
        const size_type live_before_weights = pool.live;
        const std::size_t large_before_weights = pool.large_live;
        for (const size_type elements : {r.op.weight_elements, r.op.bias_elements}) {
            if (elements == 0 || recurrent) continue;  // a recurrent op's dw is a call temporary
            const size_type bytes = round_up(checked_multiply(elements, element), pool.granularity);
            pool.live = checked_add(pool.live, bytes);
            if (bytes > pool.large) ++pool.large_live;
        }
        // The backward's cuDNN calls (data, then weight gradient), each with its plan's workspace:
        // modelled only under convolution_workspace::capped (the cap per call, one call at a time).
        if (workspace_model == convolution_workspace::capped)
            pool.live = checked_add(pool.live, op_workspace_bytes(r, rule, minibatch, element, workspace_model,
                                                                  workspace_cap));
        if (pool.observe()) step = {training_phase::backward, r.node, r.op.kind};
        pool.live = live_before_weights;  // accumulated into .grad, freed
        pool.large_live = large_before_weights;
        for (std::size_t c = 0; c < call_temporary_count; ++c) pool.release(call_temporaries[c]);
        for (std::size_t e = 0; e < r.input_count; ++e) {
            const std::size_t t = r.inputs[e];
            const std::size_t n = new_gradient[e];
            if (n == no_index) continue;
            const std::size_t old = gradient[t];
            if (old == no_index) {
                gradient[t] = n;
            } else if (pool.references[old] == 1) {
                pool.release(n);  // summed into the old buffer in place
            } else {
                const std::size_t sum = pool.allocate(bytes_of(t), 1);
                if (pool.observe()) step = {training_phase::backward, r.node, r.op.kind};
                pool.release(old);
                pool.release(n);
                gradient[t] = sum;
            }
        }
        pool.release(g_out);
        gradient[r.output] = no_index;
        for (std::size_t s = 0; s < saved_count[k]; ++s) pool.release(saved[k][s]);
    }
    pool.release(loss);
    return {pool.peak, step, pool.large_peak};
}

/// The peak of a forward pass without autograd: bytes above parameters and input, its node, and
/// the convolution workspace it includes.
struct inference_replay {
    size_type peak = 0;
    std::size_t node = no_node;
    size_type workspace = 0;
};

/// The forward pass without autograd: nothing is saved, dropout is the identity, max pool's
/// indices and a convolution's workspace live for their op.
template <std::size_t N, std::size_t I, std::size_t M>
constexpr inference_replay replay_inference(const replay_graph<N, I, M>& g, framework fw, size_type minibatch,
                                            size_type element, bool all_activations_in_place,
                                            convolution_workspace workspace_model, size_type workspace_cap) noexcept {
    constexpr std::size_t T = replay_graph<N, I, M>::tensor_capacity;
    storage_pool<4 * T + 4> pool{};  // a recurrent op keeps hx, cx, hy and cy
    pool.granularity = framework_granularity(fw);
    const size_type per_example = checked_multiply(minibatch, element);
    std::array<std::size_t, T> storage{};
    inference_replay result{};
    for (std::size_t j = 0; j < I; ++j) storage[j] = pool.add_permanent();
    for (std::size_t k = 0; k < g.op_count; ++k) {
        const replay_op<M>& r = g.ops[k];
        const op_rule& rule = framework_rule(fw, r.op.kind);
        const std::size_t in0 = r.input_count > 0 ? storage[r.inputs[0]] : no_index;
        const bool wants_in_place = r.op.in_place || (all_activations_in_place && is_activation_kind(r.op.kind));
        const bool alias = (rule.is_view || rule.view_at_inference) && in0 != no_index;
        const bool in_place = !alias && wants_in_place && rule.may_run_in_place && in0 != no_index &&
                              !pool.permanent[in0] && pool.references[in0] == 1;
        // A recurrent op (eval: fn_train false, no reserve space): hx (and cx) zeros before the
        // call, hy (and cy) with the output, all kept until the forward returns (never released here).
        const bool recurrent = r.op.kind == training_op_kind::recurrent;
        const pytorch::rnn_call rnn = recurrent ? pytorch::rnn_call_sizes(r.op.recurrence, minibatch, element)
                                                : pytorch::rnn_call{};
        const std::size_t states = recurrent ? (r.op.recurrence.cell_state ? 4 : 2) : 0;
        for (std::size_t c = 0; c < states; ++c) pool.allocate(rnn.state, 1);
        if (alias || in_place) {
            storage[r.output] = in0;
            pool.references[in0] += g.consumers[r.output];
        } else {
            storage[r.output] =
                pool.allocate(checked_multiply(g.elements[r.output], per_example), g.consumers[r.output] + 1);
        }
        std::size_t extra = no_index;
        if (!alias && rule.extra_at_inference && rule.extra_bytes_per_output_element > 0)
            extra = pool.allocate(checked_multiply(checked_multiply(g.elements[r.output], minibatch),
                                                   rule.extra_bytes_per_output_element),
                                  1);
        const size_type workspace_bytes = alias       ? 0
                                          : recurrent ? rnn.workspace
                                                      : op_workspace_bytes(r, rule, minibatch, element, workspace_model, workspace_cap);
        const std::size_t workspace = workspace_bytes > 0 ? pool.allocate(workspace_bytes, 1) : no_index;
        if (pool.observe())
            result = {pool.peak, r.node, workspace == no_index ? 0 : pool.bytes[workspace]};
        pool.release(workspace);
        pool.release(extra);
        if (!alias && !in_place) pool.release(storage[r.output]);
        for (std::size_t e = 0; e < r.input_count; ++e) pool.release(storage[r.inputs[e]]);
    }
    return result;
}

}  // namespace detail

/// The peak bytes of one training step of Net (see the file comment), and its breakdown.
template <deployable_network Net>
constexpr training_peak_result training_peak(const training_peak_config& config) noexcept {
    constexpr const auto& graph = detail::replay_graph_v<Net>;
    if (config.minibatch < 1) error::training_minibatch_must_be_positive();
    const optimizer_rule& optimizer = pytorch::rule_of(config.optimizer);
    if (!optimizer.modelled) error::optimizer_has_no_framework_model();
    const size_type element = bytes_per_element(config.data_type);
    const auto [all, trainable] = detail::parameter_bytes(graph, element);
    training_peak_result result{};
    result.parameters = all;
    result.gradients = trainable;
    result.optimizer_state = checked_multiply(optimizer.state_per_parameter, trainable);
    result.input = detail::input_bytes(graph, checked_multiply(config.minibatch, element));
    const detail::training_replay replay =
        detail::replay_training(graph, config.framework, config.minibatch, element, config.in_place_activations,
                                config.convolution_workspace, config.convolution_workspace_cap);
    const training_step step = replay.step;
    result.activation_peak = replay.peak;
    result.activation_peak_step = step;
    result.optimizer_transient = checked_multiply(
        optimizer.transient_per_parameter,
        detail::rounded_trainable_bytes(graph, element, detail::framework_granularity(config.framework)));
    result.workspace = config.workspace_bytes;
    {
        // allocator_rounding_bound: 1 MiB per large tensor that can be alive at the peak.
        const auto [large_all, large_trainable] = detail::large_parameter_tensors(graph, element);
        size_type large = checked_add(large_all, checked_multiply(checked_add(1, optimizer.state_per_parameter),
                                                                  large_trainable));
        for (std::size_t j = 0; j < graph.elements.size() && j < deployment_network<Net>::input_count; ++j)
            large += checked_multiply(checked_multiply(graph.elements[j], config.minibatch), element) >
                             pytorch::small_size
                         ? 1
                         : 0;
        const size_type transient_large = checked_multiply(optimizer.transient_per_parameter, large_trainable);
        const size_type replay_large = static_cast<size_type>(replay.large_blocks);
        const size_type phase_large = replay_large > transient_large ? replay_large : transient_large;
        result.allocator_rounding_bound = checked_multiply(checked_add(large, phase_large), pytorch::large_block_slack);
    }
    result.lower_bound_because =
        detail::underived_terms(graph, config.convolution_workspace, config.convolution_workspace_cap);
    result.bound = result.lower_bound_because.any() ? estimate_bound::lower_bound : estimate_bound::derived;
    const bool optimizer_sets_peak = result.optimizer_transient > result.activation_peak;
    result.peak_step = optimizer_sets_peak ? training_step{training_phase::optimizer_step, detail::no_node,
                                                           training_op_kind::unsupported}
                                           : step;
    result.peak_bytes = checked_add(
        checked_add(checked_add(result.parameters, result.gradients),
                    checked_add(result.optimizer_state, result.input)),
        checked_add(optimizer_sets_peak ? result.optimizer_transient : result.activation_peak, result.workspace));
    return result;
}

/// The peak bytes of one forward pass of Net without autograd (see the file comment).
template <deployable_network Net>
constexpr inference_peak_result inference_peak(const inference_peak_config& config) noexcept {
    constexpr const auto& graph = detail::replay_graph_v<Net>;
    if (config.minibatch < 1) error::training_minibatch_must_be_positive();
    const size_type element = bytes_per_element(config.data_type);
    inference_peak_result result{};
    result.parameters = detail::parameter_bytes(graph, element)[0];
    result.input = detail::input_bytes(graph, checked_multiply(config.minibatch, element));
    const detail::inference_replay replay =
        detail::replay_inference(graph, config.framework, config.minibatch, element, config.in_place_activations,
                                 config.convolution_workspace, config.convolution_workspace_cap);
    result.activation_peak_lower = detail::replay_inference(graph, config.framework, config.minibatch, element,
                                                            config.in_place_activations, convolution_workspace::none, 0)
                                       .peak;
    result.upper_bounded = config.convolution_workspace_cap > 0;
    result.activation_peak_upper =
        result.upper_bounded ? detail::replay_inference(graph, config.framework, config.minibatch, element,
                                                        config.in_place_activations, convolution_workspace::capped,
                                                        config.convolution_workspace_cap)
                                   .peak
                             : 0;
    const lower_bound_terms terms = detail::underived_terms(graph, convolution_workspace::none, 0);
    const convolution_workspace model = config.convolution_workspace;
    const bool conv_open = terms.cudnn_convolution_workspaces &&
                           !(model == convolution_workspace::capped && config.convolution_workspace_cap > 0);
    const bool conv_heuristic =
        conv_open && model != convolution_workspace::none && model != convolution_workspace::capped;
    result.bound = conv_heuristic                             ? estimate_bound::heuristic
                   : conv_open || terms.cudnn_rnn_spaces ? estimate_bound::lower_bound
                                                             : estimate_bound::derived;
    result.activation_peak = replay.peak;
    result.peak_node = replay.node;
    result.convolution_workspace_at_peak = replay.workspace;
    result.workspace = config.workspace_bytes;
    result.peak_bytes =
        checked_add(checked_add(result.parameters, result.input), checked_add(replay.peak, result.workspace));
    return result;
}

/// training_peak<Net>(Config), computed once per translation unit.
template <deployable_network Net, training_peak_config Config>
inline constexpr training_peak_result training_peak_of = training_peak<Net>(Config);

}  // namespace netmem
