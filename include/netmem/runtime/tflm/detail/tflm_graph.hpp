// netmem/runtime/tflm/detail/tflm_graph.hpp
// A network's deployment steps lowered to the TFLite graph TFLM sees, and TFLM's head over it.
//
// The lowering (what TFLite's converter emits for a Keras model, as the MLPerf Tiny and TFLM
// example models in ../shared/models show; `tflm-arena --tensors` lists them):
// - tensors are numbered like the converter numbers them: graph inputs, then the constant tensors
//   (weights, biases, shape and axis operands; counted, never planned), then each operator's output
//   in execution order. TFLM adds one planner buffer per non-constant tensor in that order
//   (micro_allocation_info.cc, micro_allocator.cc CreatePlan), so this order decides GreedyMemoryPlanner's
//   ties (see planning/planners.hpp);
// - operators come in the converter's order: a sequential network's layers in order; a graph's
//   vertices in declaration order (Keras's layer order, which the converter keeps) when each vertex's
//   inputs are declared before it, else in netmem's execution order. (ResNet-8's stack 2 runs conv1,
//   conv2, then the shortcut in the .tflite; netmem's topological order puts the shortcut earlier.)
// - every netmem step is one operator; a layer whose activation TFLite cannot fuse (Dense + Softmax)
//   is two (FULLY_CONNECTED, then SOFTMAX into a tensor of the same size); a standalone activation
//   is its own operator (activation_operator: RELU, RELU6, LOGISTIC, TANH, SOFTMAX), never another;
// - a reshape-only layer (flatten, reshape vertex, DL4J preprocessor) is a RESHAPE operator with its
//   OWN output tensor (TFLM plans it like any other) and one constant (the new shape); dropout and
//   an identity activation vanish (the converter drops them);
// - a folded batch normalization or fused activation is part of its producer's operator;
// - an ethos_u_operator (operator kind npu, layers/ethos_u_operator.hpp) is CUSTOM ethos-u with two
//   constants (the command stream, Vela's flash tensor) and two tensors no operator writes (the
//   arena scratch and the fast scratch), added just before its output with TFLM's lifetime of such
//   a tensor, from the start (-1) to the operator (graph_operator::resident_first);
// - TFLM never runs an operator in place: the steps are built with in_place_activations and
//   in_place_depthwise off, whatever the profile says;
// - conv2d / depthwise / dense / conv2d_transpose hold a weight constant and, when they have a bias
//   (their own or a folded batch norm's), a bias constant; conv2d_transpose and deconvolution2d are
//   TRANSPOSE_CONV with an output-shape constant; separable_conv2d is DEPTHWISE_CONV_2D (weights, bias) into an
//   intermediate tensor, then CONV_2D (weights, bias when it has one); global pooling is MEAN
//   (avg), REDUCE_MAX (max) or SUM (sum) with an axis constant, reduce_mean/max/sum likewise with an axis
//   constant; merge is CONCATENATION (along its axis);
//   zero padding and channel_padding are PAD (a paddings constant), pad is PAD or PADV2 (paddings
//   and constant_values constants); elementwise_constant is ADD, SUB or MUL with its constant; cropping is STRIDED_SLICE
//   (begin, end, strides); quantize and dequantize are QUANTIZE and DEQUANTIZE; an elementwise
//   add, subtract or product is ADD, SUB or MUL (layer_deployment::elementwise); svdf is SVDF with
//   weights_feature, weights_time and (when it has one) bias constants and its state as a variable
//   tensor (graph::variable_bytes: in TFLM's tail, never planned);
// - the lowering picks operators by the node's operator kind (layers/operator_kind.hpp; never by
//   kind_name), and own_lowering_of switches over every kind, so a new kind does not compile until
//   it is mapped or listed as unmodelled. frozen<L> and per_tensor_quantized<L> are L's kind;
// - a node the lowering has no operators for yet (convolution1d: the converter's EXPAND_DIMS + CONV_2D +
//   RESHAPE; lstm and simple_rnn: variable tensors in the tail; an unfolded batch normalization,
//   normalization, upsampling, space_to_*, repeat, prelu, shared_weights (its operator reads
//   another's constants), custom (opaque_operator), an elementwise average or max, ...) sets
//   graph::unlowered_node: the TFLM runtime model is then a compile error naming the layer and its
//   kind (error::tflm_runtime_has_no_model_of_layer, runtime/tflm/tflm.hpp) rather than a wrong
//   number (netmem's own plan does not depend on it);
// - lifetimes in TFLM's time (AllocationInfoBuilder::MarkAllocationLifetimes): graph inputs exist at
//   0, operator k runs at k + 1, a tensor lives from the operator that writes it to the last one that
//   reads it, graph outputs to the last operator; a scratch buffer lives at its operator's time;
// - scratch buffers are the kernels' requests from the operators table (tflm_operators.hpp, through
//   tflm_kernels.hpp attach_scratch: TRANSPOSE_CONV with CMSIS-NN asks for 2, MEAN and SUM on int8 /
//   int16 for 3, REDUCE_MAX for 2), at most 4 per operator here (netmem lowers no operator that asks for more,
//   and one that did would be a compile error, too_many_scratch_requests);
// - the head: every tensor and scratch buffer rounded up to 16 B (MicroArenaBufferAlignment), tensors
//   in tensor order, then scratch buffers in request order, planned by GreedyMemoryPlanner
//   (greedy_by_size_tflm), or at offline offsets when the model carries an OfflineMemoryAllocation.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include <netmem/core/deployment.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/planning/detail/deployment_steps.hpp>
#include <netmem/planning/planners.hpp>
#include <netmem/layers/operator_kind.hpp>
#include <netmem/runtime/tflm/detail/tflm_operators.hpp>
#include <netmem/runtime/tflm/tflm_stored_plan.hpp>
#include <netmem/runtime/tflm/tflm_tensor_quantization.hpp>

namespace netmem::tflm {

/// TFLM's arena alignment (micro_arena_constants.h MicroArenaBufferAlignment()).
inline constexpr size_type arena_alignment = 16;

namespace detail {

using netmem::detail::no_index;

/// One TFLite operator (M: the most inputs a node has): its kind, the kernel call netmem derived (shapes, stride, padding), the
/// netmem node it comes from, its tensors and its scratch request (netmem's kernel formulas).
template <std::size_t M>
struct graph_operator {
    builtin_operator op = builtin_operator::add;
    kernel_call kernel{};
    std::size_t node = no_index;
    std::array<std::size_t, M> inputs{};
    std::size_t input_count = 0;
    std::size_t output = no_index;
    size_type output_channels = 0;  ///< channels of the output tensor (last dimension)
    bool has_bias = false;
    element_type bias_element{};  ///< its node's bias type (unset: profile.biases)
    bool fused_activation = false;
    size_type axis_count = 0;  ///< a reduce_mean/max/sum: its axis tensor's elements (0: the spatial axes)
    /// The kernel's scratch requests (RequestScratchBufferInArena), in order, from the operators
    /// table (tflm_kernels.hpp attach_scratch); a request may be 0 bytes and still counts.
    std::array<size_type, 4> scratch{};
    std::size_t scratch_count = 0;
    /// An Ethos-U operator's arena scratch and fast-scratch tensors (layer_deployment::npu_*):
    /// tensors resident_first and resident_first + 1, read by this operator and written by none
    /// (resident_count 2; 0 for every other operator).
    std::size_t resident_first = no_index;
    std::size_t resident_count = 0;
};

/// One non-constant tensor: its bytes and TFLM lifetime, and netmem's tensor holding the same data
/// (no_index for a RESHAPE output, which netmem aliases).
struct graph_tensor {
    input_type shape{};  ///< netmem's type of the tensor (per example)
    size_type bytes = 0;
    int first = -1;
    int last = -1;
    std::size_t netmem_tensor = no_index;
    data_type element = data_type::int8;  ///< its element type (netmem's tensor's: deployment_steps.hpp)
    /// The scales of its quantization as the file gives them (tflm_tensor_quantization.hpp; 0: none);
    /// -1: decided by the type (tflm.hpp, tflm_operators.hpp).
    size_type scales = -1;
};

/// The TFLite graph of a network of N nodes, I inputs and at most M inputs per node.
template <std::size_t N, std::size_t I, std::size_t M>
struct graph {
    static constexpr std::size_t operator_capacity = 3 * N + 1;  // first operator, own, activation
    static constexpr std::size_t tensor_capacity = I + 3 * N + 1;
    static constexpr std::size_t max_scratch_per_operator = 4;  ///< see graph_operator::scratch
    static constexpr std::size_t buffer_capacity = tensor_capacity + max_scratch_per_operator * operator_capacity;

    std::array<graph_operator<M>, operator_capacity> operators{};
    std::size_t operator_count = 0;
    std::array<graph_tensor, tensor_capacity> tensors{};  ///< non-constant tensors, in tensor order
    std::size_t tensor_count = 0;
    size_type constant_tensors = 0;
    std::array<std::size_t, I> inputs{};
    std::array<std::size_t, N + 1> outputs{};
    std::size_t output_count = 0;
    std::array<std::size_t, N> node_tensor{};
    /// The first node (execution position) the lowering has no TFLite operators for (no_index:
    /// every node lowered); the TFLM runtime model rejects such a network (tflm.hpp).
    std::size_t unlowered_node = no_index;
    /// Variable tensors (an SVDF's state), in tensor order: their bytes. TFLM neither plans them
    /// nor counts them as constants: each is a buffer in the tail (micro_allocator.cc AllocateVariables).
    std::array<size_type, N + 1> variable_bytes{};
    std::size_t variable_count = 0;

    /// Every tensor of the model, constants and variables included (one TfLiteEvalTensor and one
    /// AllocationInfo each).
    constexpr size_type all_tensors() const noexcept {
        return static_cast<size_type>(tensor_count) + constant_tensors + static_cast<size_type>(variable_count);
    }
    constexpr std::size_t scratch_count() const noexcept {
        std::size_t count = 0;
        for (std::size_t k = 0; k < operator_count; ++k) count += operators[k].scratch_count;
        return count;
    }
};

/// How the converter emits one computing node (see the file comment): its own operator, whether
/// a first operator runs before it (separable_conv2d's DEPTHWISE_CONV_2D with an intermediate
/// tensor), and its constant tensors besides weights and bias (shape, axis, padding operands).
/// `known` is false for a layer the TFLM model has no lowering for yet (conv1d: EXPAND_DIMS +
/// CONV_2D + RESHAPE, lstm, simple_rnn, an unfolded batch normalization, upsampling, ...).
struct node_lowering {
    bool known = false;
    builtin_operator own = builtin_operator::softmax;
    bool depthwise_first = false;
    size_type other_constants = 0;
    /// The operator of the layer's own activation step (activation_as_own_step: FULLY_CONNECTED,
    /// then LOGISTIC for a sigmoid dense).
    builtin_operator activation_step = builtin_operator::softmax;
};

/// The TFLite operator the converter emits for a standalone activation `a` (tflite-micro
/// kernels/activations.cc RELU, RELU6; logistic.cc LOGISTIC; tanh.cc TANH; softmax.cc SOFTMAX);
/// `known` false for a function the lowering has no operator for (the network is then rejected
/// under runtime::tflm, never lowered as another operator: LOGISTIC's options, OpData and int16
/// handling differ from SOFTMAX's).
struct activation_lowering {
    bool known = false;
    builtin_operator op = builtin_operator::softmax;
};
constexpr activation_lowering activation_operator(activation a) noexcept {
    switch (a) {
        case activation::softmax: return {true, builtin_operator::softmax};
        case activation::sigmoid: return {true, builtin_operator::logistic};
        case activation::tanh: return {true, builtin_operator::tanh};
        case activation::relu: return {true, builtin_operator::relu};
        case activation::relu6: return {true, builtin_operator::relu6};
        default: return {};
    }
}

/// The lowering of a node's own operator (lowering_of without its activation step): a switch over
/// every operator kind (layers/operator_kind.hpp), so that a new kind is a compile error here
/// (-Wswitch) until it is mapped or listed among the kinds without a model.
constexpr node_lowering own_lowering_of(operator_kind kind, const layer_deployment& d) noexcept {
    auto known = [](builtin_operator op, size_type constants = 0) {
        return node_lowering{.known = true, .own = op, .other_constants = constants};
    };
    auto when = [&](bool matches, builtin_operator op, size_type constants = 0) {
        return matches ? known(op, constants) : node_lowering{};
    };
    const kernel_operation k = d.kernel.operation;
    if (d.first_operator.output_elements > 0)
        return kind == operator_kind::separable_convolution &&
                       d.first_operator.kernel.operation == kernel_operation::depthwise_convolution
                   ? node_lowering{.known = true, .own = builtin_operator::conv_2d, .depthwise_first = true}
                   : node_lowering{};
    // SVDF: weights_feature, weights_time, the optional bias; its state is a variable tensor (lower).
    if (kind == operator_kind::svdf && d.state_bytes > 0) return known(builtin_operator::svdf, d.bias_elements > 0 ? 3 : 2);
    if (d.state_bytes > 0) return {};  // LSTM / RNN state: no model yet
    switch (kind) {
        case operator_kind::convolution: return when(k == kernel_operation::convolution, builtin_operator::conv_2d);
        case operator_kind::depthwise_convolution:
            return when(k == kernel_operation::depthwise_convolution, builtin_operator::depthwise_conv_2d);
        case operator_kind::fully_connected:
            return when(k == kernel_operation::fully_connected, builtin_operator::fully_connected);
        case operator_kind::max_pooling: return when(k == kernel_operation::max_pooling, builtin_operator::max_pool_2d);
        case operator_kind::average_pooling:
            return when(k == kernel_operation::average_pooling, builtin_operator::average_pool_2d);
        case operator_kind::elementwise: {
            if (k != kernel_operation::elementwise) return {};
            const size_type constants = d.constant_operand ? 1 : 0;  // elementwise_constant's operand
            switch (d.elementwise) {
                case tflite_elementwise::add: return known(builtin_operator::add, constants);
                case tflite_elementwise::sub: return known(builtin_operator::sub, constants);
                case tflite_elementwise::mul: return known(builtin_operator::mul, constants);
                case tflite_elementwise::none: return {};  // an average or a maximum: no model yet
            }
            return {};
        }
        case operator_kind::transposed_convolution:  // the output-shape operand
            return when(k == kernel_operation::transpose_convolution, builtin_operator::transpose_conv, 1);
        case operator_kind::global_pooling:
        case operator_kind::reduction:
            switch (d.reduction) {
                case tflite_reduction::mean: return known(builtin_operator::mean, 1);  // the axis operand
                case tflite_reduction::maximum: return known(builtin_operator::reduce_max, 1);
                case tflite_reduction::sum: return known(builtin_operator::sum, 1);
                case tflite_reduction::none: return {};
            }
            return {};
        case operator_kind::concatenation: return known(builtin_operator::concatenation);
        case operator_kind::pad:  // PAD (paddings) or, with its pad value, PADV2 (paddings, constant_values)
            return d.pad_constant_values ? known(builtin_operator::padv2, 2) : known(builtin_operator::pad, 1);
        case operator_kind::quantize: return known(builtin_operator::quantize);
        case operator_kind::dequantize: return known(builtin_operator::dequantize);
        case operator_kind::crop: return known(builtin_operator::strided_slice, 3);  // begin, end, strides
        case operator_kind::npu:  // CUSTOM ethos-u: the command stream and flash constants
            return when(k == kernel_operation::none, builtin_operator::ethos_u, 2);
        case operator_kind::activation: {
            // A standalone activation: its own operator (RELU after a pooling, LOGISTIC, SOFTMAX, ...).
            if (k != kernel_operation::none) return {};
            const activation_lowering a = activation_operator(d.own_activation);
            return a.known ? known(a.op) : node_lowering{};
        }
        // No TFLite operators in this model yet (the file comment): the network is rejected.
        case operator_kind::none:
        case operator_kind::convolution1d:
        case operator_kind::separable_convolution:  // without its depthwise first operator
        case operator_kind::fully_connected_per_step:
        case operator_kind::batch_normalization:    // unfolded (a folded one has no step)
        case operator_kind::normalization:
        case operator_kind::dropout:
        case operator_kind::prelu:
        case operator_kind::reshape:                // a reshape has no step (lower: RESHAPE)
        case operator_kind::upsampling:
        case operator_kind::space_to_depth:
        case operator_kind::space_to_batch:
        case operator_kind::repeat:
        case operator_kind::svdf:                   // without state
        case operator_kind::lstm:
        case operator_kind::simple_rnn:
        case operator_kind::custom:
        case operator_kind::shared_weights:         // its operator reads another's constants
            return {};
    }
    return {};
}

/// The lowering of a node of operator kind `kind` described by `d` (see node_lowering): its own
/// operator and, when its activation runs as a step of its own, that step's operator.
constexpr node_lowering lowering_of(operator_kind kind, const layer_deployment& d) noexcept {
    node_lowering l = own_lowering_of(kind, d);
    if (!l.known || !d.activation_as_own_step) return l;
    const activation_lowering a = activation_operator(d.own_activation);
    if (!a.known) return {};
    l.activation_step = a.op;
    return l;
}

/// The converter's operator order (see the file comment): order[j] = the execution position of the
/// node the converter emits j-th: the declaration order (deployment_node::declared) when it is a
/// topological order, else the execution order. `nodes`: a network's deployment nodes (any profile:
/// only their inputs and declaration positions are read; `declared` must be a permutation of
/// 0 .. N-1, as deployment_network<Net>::nodes and netmem-import's nodes give).
template <std::size_t N, std::size_t M>
constexpr std::array<std::size_t, N> converter_order(const std::array<netmem::detail::deployment_node<M>, N>& nodes) noexcept {
    // Raw pointers: std::array::operator[] is a function call g++'s constant evaluation pays for.
    const netmem::detail::deployment_node<M>* node_list = nodes.data();
    std::array<std::size_t, N> declared_order{};  // [j]: the execution position of the j-th declared node
    std::size_t* declared = declared_order.data();
    for (std::size_t k = 0; k < N; ++k) declared[node_list[k].declared] = k;
    std::array<bool, N> done_flags{};
    bool* done = done_flags.data();
    for (std::size_t j = 0; j < N; ++j) {
        const netmem::detail::deployment_node<M>& node = node_list[declared[j]];
        const netmem::detail::node_input* inputs = node.inputs.data();
        for (std::size_t n = 0; n < node.input_count; ++n)
            if (!inputs[n].network_input && !done[inputs[n].index]) {
                // Not topological: the execution order.
                for (std::size_t k = 0; k < N; ++k) declared[k] = k;
                return declared_order;
            }
        done[declared[j]] = true;
    }
    return declared_order;
}

/// The first node (execution position), in the emission order `order`, that the lowering has no
/// TFLite operators for (graph::unlowered_node), or no_index; found without building the graph
/// (memory_plan_of skips TFLM's lowering for such a network). A node without a step of its own
/// (folded, fused, aliasing, dropped) needs no operator of its own.
template <std::size_t N, std::size_t I, std::size_t M>
constexpr std::size_t first_unlowered_node(const std::array<netmem::detail::deployment_node<M>, N>& nodes,
                                           const netmem::detail::deployment_steps<N, I, M>& steps,
                                           const std::array<std::size_t, N>& order) noexcept {
    for (std::size_t j = 0; j < N; ++j) {
        const std::size_t i = order[j];
        if (steps.node_step[i] != no_index && !lowering_of(nodes[i].kind, nodes[i].description).known) return i;
    }
    return no_index;
}
/// True when the lowering expresses every node (first_unlowered_node is no_index in any order):
/// a scan in execution order, without the converter's order (which costs g++ more than the scan).
template <std::size_t N, std::size_t I, std::size_t M>
constexpr bool lowers_every_node(const std::array<netmem::detail::deployment_node<M>, N>& nodes,
                                 const netmem::detail::deployment_steps<N, I, M>& steps) noexcept {
    const netmem::detail::deployment_node<M>* node = nodes.data();
    const std::size_t* step = steps.node_step.data();
    for (std::size_t i = 0; i < N; ++i)
        if (step[i] != no_index && !lowering_of(node[i].kind, node[i].description).known) return false;
    return true;
}

/// Lowers `nodes` (execution order) and their steps (built with the in-place options off),
/// emitting the operators of node order[0], order[1], ...
template <std::size_t N, std::size_t I, std::size_t M>
constexpr graph<N, I, M> lower(const std::array<netmem::detail::deployment_node<M>, N>& nodes,
                            const std::array<input_type, I>& input_types,
                            const netmem::detail::deployment_steps<N, I, M>& steps,
                            const std::array<std::size_t, N>& order) noexcept {
    graph<N, I, M> g{};
    g.unlowered_node = first_unlowered_node(nodes, steps, order);
    auto add_tensor = [&](const input_type& shape, size_type bytes, int first, std::size_t netmem_tensor,
                          data_type element) {
        g.tensors[g.tensor_count] = {shape, bytes, first, first, netmem_tensor, element};
        return g.tensor_count++;
    };
    for (std::size_t j = 0; j < I; ++j)
        g.inputs[j] = add_tensor(input_types[j], steps.tensors[steps.input_tensors[j]].data_bytes, 0, steps.input_tensors[j],
                                 steps.tensors[steps.input_tensors[j]].element);
    auto tensor_of = [&](const netmem::detail::node_input& in) {
        return in.network_input ? g.inputs[in.index] : g.node_tensor[in.index];
    };
    auto folded_into = [&](std::size_t producer) {
        for (std::size_t n = 0; n < N; ++n)
            if (steps.merged_into[n] == producer && nodes[n].kind == operator_kind::batch_normalization) return true;
        return false;
    };
    auto add_operator = [&](const graph_operator<M>& op_template) {
        const std::size_t k = g.operator_count++;
        graph_operator<M>& op = g.operators[k];
        op = op_template;
        const int time = static_cast<int>(k) + 1;
        for (std::size_t n = 0; n < op.input_count; ++n) g.tensors[op.inputs[n]].last = time;
        return k;
    };
    for (std::size_t j = 0; j < N; ++j) {
        const std::size_t i = order[j];
        const auto& node = nodes[i];
        const layer_deployment& d = node.description;
        const std::size_t first_input = node.input_count > 0 ? tensor_of(node.inputs[0]) : no_index;
        if (steps.node_step[i] == no_index) {
            g.node_tensor[i] = first_input;
            const bool vanishes = steps.merged_into[i] != no_index || node.kind == operator_kind::dropout ||
                                  node.kind == operator_kind::activation || first_input == no_index;
            if (vanishes) continue;
            // A reshape-only layer: RESHAPE with its own output and a shape constant.
            graph_operator<M> op{.op = builtin_operator::reshape, .node = i, .input_count = 1};
            op.inputs[0] = first_input;
            op.output = add_tensor(node.output, g.tensors[first_input].bytes, static_cast<int>(g.operator_count) + 1, no_index,
                                   g.tensors[first_input].element);
            op.output_channels = node.output.is_convolutional() ? node.output.channels : node.output.size;
            add_operator(op);
            g.node_tensor[i] = op.output;
            if (!d.without_shape_operand) g.constant_tensors += 1;  // the shape tensor (reshape::shape_tensor)
            continue;
        }
        const node_lowering lowering = lowering_of(node.kind, d);
        if (!lowering.known) {  // g.unlowered_node names the first such node
            g.node_tensor[i] = first_input;
            continue;
        }
        std::size_t previous_output = no_index;
        if (lowering.depthwise_first) {
            // separable_conv2d: DEPTHWISE_CONV_2D (weights, bias) into the intermediate tensor, then
            // the node's own CONV_2D reads it (planning/detail/deployment_steps.hpp: the step before).
            const auto& step = steps.steps[steps.node_step[i] - 1];
            const kernel_call& k = d.first_operator.kernel;
            graph_operator<M> op{.op = builtin_operator::depthwise_conv_2d, .kernel = k, .node = i};
            op.input_count = node.input_count;
            for (std::size_t n = 0; n < node.input_count; ++n) op.inputs[n] = tensor_of(node.inputs[n]);
            op.output = add_tensor(make_convolutional(k.output_height, k.output_width, k.output_channels),
                                   steps.tensors[step.output].data_bytes, static_cast<int>(g.operator_count) + 1,
                                   step.output, steps.tensors[step.output].element);
            op.output_channels = k.output_channels;
            op.bias_element = d.bias_element;
            op.has_bias = d.first_operator.bias_elements > 0;
            g.constant_tensors += 1 + (op.has_bias ? 1 : 0);
            add_operator(op);
            previous_output = op.output;
        }
        for (std::size_t s = steps.node_step[i]; s < steps.step_count && steps.steps[s].node == i; ++s) {
            const auto& step = steps.steps[s];
            const bool first_step = s == steps.node_step[i];
            graph_operator<M> op{.op = first_step ? lowering.own : lowering.activation_step,
                                 .kernel = first_step ? d.kernel : kernel_call{},
                                 .node = i};
            if (first_step && !lowering.depthwise_first) {
                op.input_count = node.input_count;
                for (std::size_t n = 0; n < node.input_count; ++n) op.inputs[n] = tensor_of(node.inputs[n]);
            } else {
                op.input_count = 1;
                op.inputs[0] = previous_output;
            }
            if (first_step && op.op == builtin_operator::ethos_u) {
                // The arena scratch and fast-scratch tensors: read by this operator, written by none
                // and no graph input, so TFLM gives them the lifetime -1 .. this operator
                // (micro_allocation_info.cc MarkAllocationLifetimes: first_created stays
                // kUninitializedLifetime); tensor order: before the operator's output.
                const int time = static_cast<int>(g.operator_count) + 1;
                op.resident_first = g.tensor_count;
                op.resident_count = 2;
                const size_type resident_bytes[2] = {d.npu_scratch_bytes, d.npu_fast_scratch_bytes};
                for (const size_type bytes : resident_bytes) {
                    const std::size_t t = add_tensor(make_feed_forward(bytes), bytes, -1, no_index, data_type::uint8);
                    g.tensors[t].last = time;
                    g.tensors[t].scales = 0;  // Vela's scratch tensors carry no quantization
                }
            }
            op.output = add_tensor(node.output, steps.tensors[step.output].data_bytes, static_cast<int>(g.operator_count) + 1,
                                   step.output, steps.tensors[step.output].element);
            op.bias_element = d.bias_element;
            op.output_channels = first_step && d.kernel.operation != kernel_operation::none
                                     ? d.kernel.output_channels
                                     : (node.output.is_convolutional() ? node.output.channels : node.output.size);
            if (first_step && (op.op == builtin_operator::conv_2d || op.op == builtin_operator::depthwise_conv_2d ||
                               op.op == builtin_operator::fully_connected ||
                               op.op == builtin_operator::transpose_conv)) {
                // Its own bias or a folded batch normalization's (separable: not the depthwise one's).
                op.has_bias = lowering.depthwise_first ? d.bias_elements > 0 || folded_into(i) : steps.flash[i].biases > 0;
                g.constant_tensors += 1 + (op.has_bias ? 1 : 0);
            }
            if (first_step) g.constant_tensors += lowering.other_constants;
            if (first_step && op.op == builtin_operator::svdf) {
                op.has_bias = d.bias_elements > 0;
                g.variable_bytes[g.variable_count++] = d.state_bytes;
            }
            op.fused_activation = first_step && d.has_activation;
            if (first_step) op.axis_count = d.reduced_axes;
            add_operator(op);
            previous_output = op.output;
        }
        g.node_tensor[i] = previous_output;
    }
    // Graph outputs live to the last operator.
    const int end = static_cast<int>(g.operator_count);
    for (std::size_t i = 0; i < N; ++i) {
        if (!nodes[i].network_output || g.node_tensor[i] == no_index) continue;
        g.outputs[g.output_count++] = g.node_tensor[i];
        graph_tensor& t = g.tensors[g.node_tensor[i]];
        if (t.first < 0) t.first = end;
        t.last = end;
    }
    return g;
}

/// Puts the file's quantization scale counts `q` (tflm_tensor_quantization.hpp: one per tensor of g,
/// in tensor order) on g's tensors; leaves g as it is without them, or when their count is not g's
/// (arena rejects that: tensor_quantization_has_wrong_size).
template <std::size_t N, std::size_t I, std::size_t M>
constexpr void apply_tensor_quantization(graph<N, I, M>& g, tensor_quantization_view q) noexcept {
    if (!q.present() || q.count != g.tensor_count) return;
    for (std::size_t t = 0; t < g.tensor_count; ++t) g.tensors[t].scales = static_cast<size_type>(q.scales[t]);
}

/// TFLM's planner buffers of a graph: tensors in tensor order, then scratch buffers; sizes rounded
/// up to 16 B; `offline` offsets for the tensors (online_planned: the greedy planner places it).
/// Room for Capacity buffers (plan_head: the graph's buffer_capacity; memory_plan_of's head:
/// exactly head_buffer_count, since constant evaluation clears and copies whole arrays).
template <std::size_t Capacity>
struct head_plan {
    static constexpr std::size_t capacity = Capacity;
    std::array<buffer_request, capacity> buffers{};
    std::array<size_type, capacity> offline{};
    std::size_t count = 0;
    std::size_t tensor_buffers = 0;
    std::size_t offline_buffers = 0;
    size_type scratch_bytes = 0;
    placement<capacity> placed{};
};

/// netmem's plan of the tensor buffers h.buffers[0 .. h.tensor_buffers): the smallest verified
/// placement over every planner of planning/planners.hpp (ties: the earlier one; the same rule as
/// memory_plan_of, at every size), over one lifetime index.
template <std::size_t C>
constexpr placement<C> netmem_plan(const std::array<buffer_request, C>& buffers, std::size_t count) noexcept {
    const netmem::detail::lifetime_index<C> index = netmem::detail::index_lifetimes(buffers, count);
    placement<C> best{};
    bool found = false;
    for (const planner p : all_planners) {
        const placement<C> candidate = place_with(p, buffers, count, index);
        if (!netmem::detail::verify_in_order(buffers, count, candidate, arena_alignment, index.by_first).ok) continue;
        if (!found || candidate.arena_bytes < best.arena_bytes) best = candidate;
        found = true;
    }
    return best;
}

/// The buffers the head plans: the tensors with bytes, then every scratch request.
template <std::size_t N, std::size_t I, std::size_t M>
constexpr std::size_t head_buffer_count(const graph<N, I, M>& g) noexcept {
    std::size_t count = g.scratch_count();
    for (std::size_t t = 0; t < g.tensor_count; ++t)
        if (g.tensors[t].bytes != 0) ++count;
    return count;
}

/// The head of graph `g` (bytes: GreedyMemoryPlanner's placement of head_buffer_count(g) buffers),
/// in arrays of Capacity >= head_buffer_count(g) (memory_plan_of passes exactly that; a smaller
/// Capacity is an out-of-range write: a compile error in a constant expression). With
/// `offline_plan`, every tensor buffer carries netmem's offset (its plan of TFLM's own buffers and
/// lifetimes, so TFLM's operator order and Reshape outputs included) and only the scratch buffers
/// are planned online (TFLM plans scratch online always:
/// AllocationInfoBuilder::InitializeAllocationInfo). Otherwise, with a `stored` plan (the model's
/// own OfflineMemoryAllocation, one entry per tensor of g: tflm_stored_plan.hpp), every tensor
/// with an entry >= 0 is at that offset and the rest are planned online around them.
template <std::size_t Capacity, std::size_t N, std::size_t I, std::size_t M>
constexpr head_plan<Capacity> plan_head_in(const graph<N, I, M>& g, bool offline_plan,
                                           stored_plan_view stored = {}) noexcept {
    head_plan<Capacity> h{};
    for (auto& o : h.offline) o = online_planned;
    auto lifetime = [](int time) { return static_cast<std::size_t>(time < 0 ? 0 : time); };
    const bool use_stored = !offline_plan && stored.present() && stored.count == g.tensor_count;
    for (std::size_t t = 0; t < g.tensor_count; ++t) {
        const graph_tensor& tensor = g.tensors[t];
        if (tensor.bytes == 0) continue;
        if (use_stored && stored.offsets[t] >= 0) {
            h.offline[h.count] = stored.offsets[t];
            ++h.offline_buffers;
        }
        h.buffers[h.count++] = {round_up(tensor.bytes, arena_alignment), lifetime(tensor.first), lifetime(tensor.last)};
    }
    h.tensor_buffers = h.count;
    if (offline_plan) {
        const auto plan = netmem_plan(h.buffers, h.tensor_buffers);
        for (std::size_t b = 0; b < h.tensor_buffers; ++b) h.offline[b] = plan.offsets[b];
        h.offline_buffers = h.tensor_buffers;
    }
    for (std::size_t k = 0; k < g.operator_count; ++k)
        for (std::size_t n = 0; n < g.operators[k].scratch_count; ++n) {
            const size_type bytes = g.operators[k].scratch[n];
            h.scratch_bytes = checked_add(h.scratch_bytes, bytes);
            h.buffers[h.count++] = {round_up(bytes, arena_alignment), k + 1, k + 1};
        }
    h.placed = greedy_by_size_tflm(h.buffers, h.count, h.offline);
    return h;
}
/// plan_head_in with room for every buffer the graph type can have (graph::buffer_capacity).
template <std::size_t N, std::size_t I, std::size_t M>
constexpr auto plan_head(const graph<N, I, M>& g, bool offline_plan, stored_plan_view stored = {}) noexcept {
    return plan_head_in<graph<N, I, M>::buffer_capacity>(g, offline_plan, stored);
}

/// What is wrong with a stored plan for graph g (tflm_stored_plan.hpp); kind::none: nothing.
struct stored_plan_problem {
    enum class kind : std::uint8_t { none, wrong_size, negative_offset, overlap };
    kind what = kind::none;
    std::size_t first = no_index;   ///< wrong_size: the entries; else the (first) tensor
    std::size_t second = no_index;  ///< wrong_size: the tensors; overlap: the other tensor
    int step = -1;                  ///< overlap: the first step both are alive at
};

/// True when operator `op` of g is a RESHAPE or SQUEEZE from tensor a to tensor b (either order),
/// which TFLM runs in place when both have the same offset.
template <std::size_t N, std::size_t I, std::size_t M>
constexpr bool reshapes_between(const graph<N, I, M>& g, std::size_t a, std::size_t b) noexcept {
    for (std::size_t k = 0; k < g.operator_count; ++k) {
        const graph_operator<M>& op = g.operators[k];
        if (op.op != builtin_operator::reshape && op.op != builtin_operator::squeeze) continue;
        if ((op.inputs[0] == a && op.output == b) || (op.inputs[0] == b && op.output == a)) return true;
    }
    return false;
}

/// True when, in the stored plan, tensor `data` lies wholly inside tensor `scratch` (offsets and
/// bytes as stored, unrounded) and `scratch` is the arena scratch tensor of an Ethos-U operator
/// that reads or writes `data` itself. Vela places that operator's input and output feature maps
/// inside its arena scratch on purpose: the command stream reaches them through the scratch's base
/// address (tflite-micro kernels/ethos_u/ethosu.cc, the note on base address 1), so the overlap is
/// the plan, not a mistake. The fast-scratch tensor, another operator's scratch and a tensor that
/// sticks out of the scratch get no exception.
template <std::size_t N, std::size_t I, std::size_t M>
constexpr bool inside_own_npu_scratch(const graph<N, I, M>& g, stored_plan_view stored, std::size_t scratch,
                                      std::size_t data) noexcept {
    for (std::size_t k = 0; k < g.operator_count; ++k) {
        const graph_operator<M>& op = g.operators[k];
        if (op.resident_count == 0 || op.resident_first != scratch) continue;
        bool own = op.output == data;
        for (std::size_t n = 0; n < op.input_count; ++n) own = own || op.inputs[n] == data;
        if (!own) return false;
        const size_type start = stored.offsets[scratch], begin = stored.offsets[data];
        return begin >= start && checked_add(begin, g.tensors[data].bytes) <= checked_add(start, g.tensors[scratch].bytes);
    }
    return false;
}

/// Checks a stored plan against g: one entry per tensor, none below -1, and no two tensors alive
/// at a common step (TFLM's lifetimes) whose buffers, rounded up to 16 B, overlap (a RESHAPE's or
/// SQUEEZE's output at its input's offset excepted: TFLM runs it in place; an Ethos-U operator's
/// input or output inside that operator's own arena scratch excepted: Vela plans it so,
/// inside_own_npu_scratch).
template <std::size_t N, std::size_t I, std::size_t M>
constexpr stored_plan_problem check_stored_plan(const graph<N, I, M>& g, stored_plan_view stored) noexcept {
    using kind = stored_plan_problem::kind;
    if (!stored.present()) return {};
    if (stored.count != g.tensor_count) return {kind::wrong_size, stored.count, g.tensor_count};
    for (std::size_t t = 0; t < g.tensor_count; ++t)
        if (stored.offsets[t] < online_planned) return {kind::negative_offset, t};
    auto first_of = [&](std::size_t t) { return g.tensors[t].first < 0 ? 0 : g.tensors[t].first; };
    for (std::size_t a = 0; a < g.tensor_count; ++a) {
        const size_type offset_a = stored.offsets[a];
        if (offset_a < 0 || g.tensors[a].bytes == 0) continue;
        for (std::size_t b = a + 1; b < g.tensor_count; ++b) {
            const size_type offset_b = stored.offsets[b];
            if (offset_b < 0 || g.tensors[b].bytes == 0) continue;
            const int start = first_of(a) > first_of(b) ? first_of(a) : first_of(b);
            const int end = g.tensors[a].last < g.tensors[b].last ? g.tensors[a].last : g.tensors[b].last;
            if (start > end) continue;  // never alive together
            const bool apart = offset_a >= checked_add(offset_b, round_up(g.tensors[b].bytes, arena_alignment)) ||
                               offset_b >= checked_add(offset_a, round_up(g.tensors[a].bytes, arena_alignment));
            if (apart || (offset_a == offset_b && reshapes_between(g, a, b))) continue;
            if (inside_own_npu_scratch(g, stored, a, b) || inside_own_npu_scratch(g, stored, b, a)) continue;
            return {kind::overlap, a, b, start};
        }
    }
    return {};
}

/// The profile TFLM runs: the same, without netmem's in-place options.
constexpr deployment without_in_place(deployment profile) noexcept {
    profile.in_place_activations = false;
    profile.in_place_depthwise = false;
    return profile;
}

}  // namespace detail
}  // namespace netmem::tflm
