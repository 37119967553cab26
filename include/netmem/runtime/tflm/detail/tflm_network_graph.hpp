// netmem/runtime/tflm/detail/tflm_network_graph.hpp
// A network type lowered to TFLite's graph as TFLM runs it (detail/tflm_graph.hpp's lower on the
// network's nodes and steps with nothing in place, the converter's order), in one evaluation
// (tflm_graph_of: tflm::arena, offline_plan_offsets, io's TFLM picture) or in parts over the plan
// cache's nodes and steps (tflm_head_of: TFLM's head for head_bytes_of, each part its own
// constant evaluation, as planning/detail/plan_cache.hpp plans).
#pragma once

#include <cstddef>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/planning/detail/deployment_steps.hpp>
#include <netmem/planning/detail/plan_cache.hpp>
#include <netmem/network/network_nodes.hpp>
#include <netmem/runtime/tflm/detail/tflm_graph.hpp>
#include <netmem/runtime/tflm/detail/tflm_kernels.hpp>
#include <netmem/runtime/tflm/tflm_shared_constants.hpp>
#include <netmem/runtime/tflm/tflm_tensor_quantization.hpp>

namespace netmem::detail {

/// Net lowered to TFLite's graph (runtime/tflm/detail/tflm_graph.hpp) as TFLM runs it under
/// `profile`: its nodes and steps with nothing in place (TFLM never runs an operator in place) and
/// the converter's operator order; without the kernels' scratch requests (attach_scratch adds
/// them). One evaluation; shared by tflm::arena and tflm::offline_plan_offsets
/// (tflm::head_bytes_of builds the same graph from the plan cache's nodes_v and steps_v instead:
/// tflm_lowered_v).
template <class Net>
constexpr auto tflm_graph_of(const deployment& profile) noexcept {
    using view = deployment_network<Net>;
    const deployment tflm_profile = tflm::detail::without_in_place(profile);
    const auto nodes = view::nodes(tflm_profile);
    const auto steps = build_deployment_steps(nodes, view::input_types, tflm_profile);
    auto graph = tflm::detail::lower(nodes, view::input_types, steps, tflm::detail::converter_order(nodes));
    // A constant several operators read is one tensor of the model (tflm_shared_constants.hpp).
    graph.constant_tensors = tflm::detail::without_repeated_reads(graph.constant_tensors, tflm::shared_constant_reads<Net>());
    // Which tensors carry quantization, as the file says (tflm_tensor_quantization.hpp).
    tflm::detail::apply_tensor_quantization(graph, tflm::tensor_quantization_of<Net>());
    return graph;
}

/// `graph` with the kernels' scratch requests under `profile` (a graph with an unlowered node is
/// returned as it is: it has no head).
template <std::size_t N, std::size_t I, std::size_t M>
constexpr tflm::detail::graph<N, I, M> with_scratch(tflm::detail::graph<N, I, M> graph,
                                                    const deployment& profile) noexcept {
    if (graph.unlowered_node == no_index) tflm::detail::attach_scratch(graph, profile);
    return graph;
}

/// tflm::head_bytes_of: TFLM's head over TFLM's own buffers, in evaluations of its own:
/// TFLM's nodes and steps (nodes_v / steps_v under without_in_place(Profile): the plan's own unless
/// the profile plans something in place), its graph (lowered, then with the scratch requests), the head's
/// GreedyMemoryPlanner.
template <class Net, deployment Profile>
inline constexpr auto tflm_lowered_v =
    tflm::detail::lower(nodes_v<Net, tflm::detail::without_in_place(Profile)>, deployment_network<Net>::input_types,
                        steps_v<Net, tflm::detail::without_in_place(Profile)>,
                        tflm::detail::converter_order(nodes_v<Net, tflm::detail::without_in_place(Profile)>));
template <class Net, deployment Profile>
inline constexpr auto tflm_graph_v = with_scratch(tflm_lowered_v<Net, Profile>, Profile);
template <std::size_t N, std::size_t I, std::size_t M>
constexpr std::size_t tflm_head_capacity(const tflm::detail::graph<N, I, M>& g) noexcept {
    const std::size_t count = tflm::detail::head_buffer_count(g);
    return count > 0 ? count : 1;
}
/// TFLM's head in bytes, or -1 when TFLM's lowering cannot express a node (found by a scan of the
/// nodes, tflm::detail::lowers_every_node): then TFLM's graph is not built.
template <class Net, deployment Profile,
          bool Lowered = tflm::detail::lowers_every_node(nodes_v<Net, tflm::detail::without_in_place(Profile)>,
                                                         steps_v<Net, tflm::detail::without_in_place(Profile)>)>
struct tflm_head_of : constant<size_type{-1}> {};
template <class Net, deployment Profile>
struct tflm_head_of<Net, Profile, true>
    : constant<tflm::detail::plan_head_in<tflm_head_capacity(tflm_graph_v<Net, Profile>)>(tflm_graph_v<Net, Profile>,
                                                                                          false)
                   .placed.arena_bytes> {};

}  // namespace netmem::detail
