// netmem/network/detail/network_node.hpp
// One node of a network's node view (network/network_nodes.hpp, network/graph_nodes.hpp): a layer
// of a sequential network or a vertex of a graph, with its inputs, output type, deployment
// description and training operations. The deployment steps (planning/detail/deployment_steps.hpp)
// and the training walk (training/training_peak.hpp) both read these nodes.
#pragma once

#include <array>
#include <cstddef>

#include <netmem/core/deployment.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem::detail {

inline constexpr std::size_t no_index = static_cast<std::size_t>(-1);

/// One input of a node: another node's output, or network input `index`.
struct node_input {
    bool network_input = false;
    std::size_t index = 0;
};

/// A node (layer or vertex) as the deployment sees it; M = the most inputs a node of the network
/// has (a sequential network 1, a graph its largest vertex's, e.g. 25 for a DenseNet concatenation).
template <std::size_t M>
struct deployment_node {
    const char* kind_name = "";  ///< for printing
    /// The neutral operator (layers/operator_kind.hpp): what a runtime's lowering switches on.
    operator_kind kind = operator_kind::none;
    std::array<node_input, M> inputs{};
    std::size_t input_count = 0;
    input_type output{};
    layer_deployment description{};
    bool network_output = false;
    /// The node's position among the network's layers or vertices in declaration order (inputs
    /// excluded): sequential, the layer index (= its execution position); graph, its index among
    /// the graph's vertices (outputs<> and allow_disconnected not counted). Over a network's nodes
    /// it is a permutation of 0 .. N-1. TFLite's converter emits operators in this order when it is
    /// a topological one (runtime/tflm/detail/tflm_graph.hpp converter_order).
    std::size_t declared = 0;
    /// The node as training operations (core/training_op.hpp; training/training_peak.hpp); filled
    /// by nodes<true>() only (the training walk), empty in the deployment planner's nodes.
    layer_training training{};
};

}  // namespace netmem::detail
