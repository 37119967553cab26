// netmem/runtime/tflm/tflm_run_time_graph.hpp
// TFLM's arena at run time, step by step, for a network given as data (an importer's nodes): the
// same constexpr functions tflm::arena<Net>(profile) runs at compile time, as public names.
// docs/reference/tflm-run-time-graph.md; tools/netmem-import/runtime_plan.cpp is the user.
//
//   const netmem::deployment tflm_profile = netmem::tflm::lowering_profile(profile);
//   // nodes (execution order) and steps: netmem::detail::build_deployment_steps(nodes, inputs, tflm_profile)
//   auto graph = netmem::tflm::lower(nodes, inputs, steps, converter_order);
//   if (graph.unlowered_node != netmem::detail::no_index) ...          // a layer TFLM's model lacks
//   netmem::tflm::attach_scratch(graph, profile);                      // the kernels' requests
//   const auto head = netmem::tflm::plan_head(graph, profile.tflm.offline_plan, stored);
//   const netmem::tflm::arena_report figures = netmem::tflm::report_of(graph, head, profile);
//
// Shapes and units (N nodes, I network inputs, at most M inputs per node; every size in bytes):
// - run_time_graph<N, I, M>: TFLite's graph as the converter writes it. operators[0 ..
//   operator_count) in TFLM's order (graph_operator<M>: `op` the builtin operator, `node` the netmem
//   node it comes from, an execution position; `inputs` / `output` tensor ids; `scratch[0 ..
//   scratch_count)` its kernel's scratch requests); tensors[0 .. tensor_count) the non-constant
//   tensors (graph_tensor: `bytes` the data, `first` / `last` TFLM's lifetime in operator steps,
//   `element` the type, `scales` the quantization's scales: -1 until a caller sets the file's);
//   inputs[0 .. I) the graph inputs' tensor ids; constant_tensors the count of constant tensors;
//   unlowered_node the first node with no TFLite operators (netmem::detail::no_index: none).
//   Large (arrays of 3 N + 1 operators): allocate it on the heap at run time.
// - lower(nodes, input_types, steps, order): nodes is std::array<netmem::detail::deployment_node<M>,
//   N> in execution order; input_types the I network inputs' types (per example); steps the
//   deployment steps built from the same nodes under lowering_profile(profile); order[j] the
//   execution position of the node emitted j-th (the converter's operator order: the file's for an
//   imported model, tflm_graph_of's converter_order for a declared one).
// - lowering_profile(profile): the profile TFLM runs, netmem's in-place options off.
// - attach_scratch(graph, profile): every operator's scratch requests from the operators table
//   (runtime/tflm/detail/tflm_operators.hpp) under profile.kernels on profile.core.
// - plan_head(graph, offline_plan, stored): TFLM's head, a head_plan<run_time_graph::buffer_capacity>
//   (buffers: tensors with bytes in tensor order, then every scratch request, each rounded up to 16;
//   placed.arena_bytes the head). offline_plan: netmem's offsets for every tensor buffer (as
//   deployment::tflm.offline_plan); else `stored` (one offset per tensor, -1: planned online;
//   tflm_stored_plan.hpp) places the tensors it gives.
// - check_stored_plan(graph, stored): what TFLM would get wrong with that stored plan
//   (stored_plan_problem: none, wrong_size, negative_offset, overlap with the two tensors and the
//   first step both are alive at). tflm::arena<Net> makes it a compile error; an importer reports it.
// - report_of(graph, head, profile): tflm::arena_report (head, tail by category, smallest working
//   arena, a multiple of 16) for profile.tflm.pointer_bits and profile.tflm.abi.
// - graph_tensor_scales(tensor), activation_scales(type): the scales TFLM's model assumes for a
//   graph input or output and for a kernel's temporary tensor when the file says nothing (an integer
//   type: 1; float: 0).
// Nothing here fails to compile; a graph larger than its capacities is a constant-evaluation error
// at compile time and an out-of-range write at run time, so size N to the network.
#pragma once

#include <array>
#include <cstddef>

#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/network/detail/network_node.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

namespace netmem::tflm {

/// TFLite's graph of N nodes, I inputs, at most M inputs per node (see the file comment).
template <std::size_t N, std::size_t I, std::size_t M>
using run_time_graph = detail::graph<N, I, M>;
/// One TFLite operator of a run_time_graph.
template <std::size_t M>
using graph_operator = detail::graph_operator<M>;
/// One non-constant tensor of a run_time_graph.
using graph_tensor = detail::graph_tensor;
/// TFLM's head: the planner's buffers and their placement (Capacity buffers at most).
template <std::size_t Capacity>
using head_plan = detail::head_plan<Capacity>;
/// What is wrong with a stored plan (kind::none: nothing).
using stored_plan_problem = detail::stored_plan_problem;

/// The profile TFLM runs: `profile` without netmem's in-place options.
constexpr deployment lowering_profile(const deployment& profile) noexcept { return detail::without_in_place(profile); }

/// TFLite's graph of `nodes` (execution order) and their `steps`, operators emitted for node
/// order[0], order[1], ... (see the file comment).
template <std::size_t N, std::size_t I, std::size_t M>
constexpr run_time_graph<N, I, M> lower(const std::array<netmem::detail::deployment_node<M>, N>& nodes,
                                        const std::array<input_type, I>& input_types,
                                        const netmem::detail::deployment_steps<N, I, M>& steps,
                                        const std::array<std::size_t, N>& order) noexcept {
    return detail::lower(nodes, input_types, steps, order);
}

/// Sets every operator's scratch requests under `profile` (its kernels and core).
template <std::size_t N, std::size_t I, std::size_t M>
constexpr void attach_scratch(run_time_graph<N, I, M>& graph, const deployment& profile) noexcept {
    detail::attach_scratch(graph, profile);
}

/// TFLM's head of `graph` (see the file comment): head_plan<run_time_graph<N, I, M>::buffer_capacity>.
template <std::size_t N, std::size_t I, std::size_t M>
constexpr auto plan_head(const run_time_graph<N, I, M>& graph, bool offline_plan, stored_plan_view stored = {}) noexcept {
    return detail::plan_head(graph, offline_plan, stored);
}

/// What TFLM would get wrong with the stored plan `stored` for `graph` (kind::none: nothing).
template <std::size_t N, std::size_t I, std::size_t M>
constexpr stored_plan_problem check_stored_plan(const run_time_graph<N, I, M>& graph, stored_plan_view stored) noexcept {
    return detail::check_stored_plan(graph, stored);
}

/// TFLM's figures for `graph` with `head` under `profile` (its pointer width and struct ABI).
template <std::size_t N, std::size_t I, std::size_t M, std::size_t C>
constexpr arena_report report_of(const run_time_graph<N, I, M>& graph, const head_plan<C>& head,
                                 const deployment& profile) noexcept {
    return detail::report_of(graph, head, profile);
}

/// The scales of a graph input's or output's quantization when the file gives none: 1 for an
/// integer type, 0 for float (tensor.scales >= 0: the file's).
constexpr size_type graph_tensor_scales(const graph_tensor& tensor) noexcept { return detail::graph_tensor_scales(tensor); }
/// The scales of a kernel's temporary tensor of type `type` (Prepare's AllocateTemp*Tensor): 1 for
/// a quantized type, 0 for float.
constexpr size_type activation_scales(data_type type) noexcept { return detail::activation_scales(type); }

}  // namespace netmem::tflm
