// tools/netmem-import/runtime_plan.hpp
// netmem's deployment plan of an imported network, computed at run time by the same constexpr
// functions memory_plan_of<Net, Profile> runs at compile time (docs/developing.md, "Layout"): the nodes' layer_deployment come
// from the layers' own hooks (node_evaluation.hpp), detail::build_deployment_steps turns them into
// steps and tensors, detail::plan_of_steps runs every planner, the verifier and the lower bound,
// and tflm::lower / attach_scratch / plan_head / report_of (runtime/tflm/tflm_run_time_graph.hpp)
// give TFLM's head, tail and smallest arena (tflm::arena<Net> at compile time) from the same nodes.
// The node array has a fixed capacity (capacity_nodes, each node up to capacity_inputs inputs:
// imported_network.hpp); the unused slots are alias nodes reading the network input, which add no
// step, tensor or flash.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <netmem/planning/budget.hpp>
#include <netmem/deploy/fits.hpp>
#include <netmem/planning/plan_memory.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/runtime/tflm/tflm_run_time_graph.hpp>
#include <netmem/io/plan_verdict.hpp>
#include <netmem/io/tflm_arena_svg.hpp>

#include "imported_network.hpp"

namespace netmem_import {

inline constexpr std::size_t capacity_nodes = 256;
using steps_type = netmem::detail::deployment_steps<capacity_nodes, 1, capacity_inputs>;
using plan_type =
    netmem::memory_plan<steps_type::tensor_capacity, steps_type::step_capacity, capacity_nodes, capacity_inputs>;

/// The order the nodes run in:
/// - netmem: what the generated type's plan uses at compile time: the layer order of a sequential;
///   for a graph DL4J's Kahn order (FIFO, consumers in declaration order: network/detail/
///   graph_analysis.hpp step 4), which can differ from the file's (ResNet-8 runs a stage's 1x1
///   shortcut before its second 3x3 convolution);
/// - file: the file's operator order, the order TFLM runs (for --write-offline-plan).
enum class execution_order { netmem, file };

/// Node indices (into net.nodes) in execution order.
std::vector<std::size_t> node_order(const imported_network& net, execution_order order);

/// The plan of `net` under `profile` with the nodes in `order` (heap-allocated: the capacity makes
/// it large). The plan's layer indices are positions in node_order(net, order), as a graph plan's
/// are. import_error when the network has more than capacity_nodes nodes.
std::unique_ptr<plan_type> plan_network(const imported_network& net, const netmem::deployment& profile,
                                        execution_order order = execution_order::netmem);

/// TFLM's arena for `net` under `profile` (head, tail, smallest working arena; pointer_bits,
/// kernels and offline_plan as tflm::arena<Net>(profile) reads them): the same lowering of
/// the same nodes, in the file's operator order (the converter's, which the generated type declares).
/// A plan stored in the file (net.stored_plan) places the tensors it gives offsets for, unless
/// profile.tflm.offline_plan replaces it or `use_stored_plan` is false (TFLM's online head, as
/// tflm::head_bytes_of); a stored plan that is wrong is an import_error
/// (exit_status::invalid_stored_plan) naming the two tensors and the step.
netmem::tflm::arena_report tflm_arena(const imported_network& net, const netmem::deployment& profile,
                                       bool use_stored_plan = true);

/// The file's stored plan in netmem's lowering order (tflm::stored_offline_plan: one entry per
/// non-constant tensor, graph input then each operator's output), checked as tflm_arena checks it;
/// empty when the file carries none.
std::vector<netmem::size_type> stored_plan_offsets(const imported_network& net);

/// Which tensors carry quantization, with how many scales (the file's), in netmem's lowering
/// order (tflm::tensor_quantization: one entry per non-constant tensor, graph input then each
/// operator's output); empty when every entry is what the runtime model assumes from the type
/// (tflm_tensor_quantization.hpp), or when the lowering cannot express the network.
std::vector<std::size_t> tensor_quantization_scales(const imported_network& net);

/// TFLM's arena for `net` under `profile` as tflm_arena places it, ready to draw
/// (netmem/io/tflm_arena_svg.hpp): every head buffer at its offset, named by the file's tensor names
/// (up to the first ';'), and the tail. Throws as tflm_arena does.
netmem::tflm_arena_picture tflm_picture(const imported_network& net, const netmem::deployment& profile);

/// Parameter elements of `net` by the layers' own parameter_count (what netmem::parameter_count<Net> sums).
netmem::size_type parameter_count(const imported_network& net);

/// The importer's two run-time reports, and which one profile.runtime's model reads (the report
/// its ram_bytes takes, planning/runtime_model.hpp): netmem's plan (plan_network; static_arena's, and
/// any model whose ram_bytes reads a memory_plan) or TFLM's arena (tflm_arena; a model whose
/// ram_bytes reads a tflm::arena_report). none: the runtime has no model, or its report is one the
/// importer does not build. The tools ask this, never which runtime it is.
enum class runtime_report { netmem_plan, tflm_arena, none };
runtime_report runtime_report_of(const netmem::deployment& profile);

/// The RAM `profile.runtime` needs: its model's ram_bytes of the report it reads (plan.arena_bytes
/// under static_arena, TFLM's smallest working arena under tflm), as netmem::fits reads it;
/// no_limit for runtime_report::none.
netmem::size_type runtime_ram_bytes(const imported_network& net, const plan_type& plan, const netmem::deployment& profile);

/// What profile.runtime's model says next to its figures (runtime_model<R>::name, verdict_text of
/// the report it reads), into `verdict` (plan_json's "verdict"); unchanged for runtime_report::none.
void runtime_verdict_text(const imported_network& net, const plan_type& plan, const netmem::deployment& profile,
                          netmem::plan_verdict& verdict);

/// The SVG of the arena the verdict is about (io/arena_svg.hpp's pictures for a .tflite): TFLM's
/// arena (tflm_picture, the file's tensor names) when the runtime reads TFLM's report, netmem's plan
/// otherwise; `name` titles it, `ram_budget` (bytes, no_limit: none) draws the budget line.
std::string runtime_svg(const imported_network& net, const plan_type& plan, const netmem::deployment& profile,
                        const std::string& name, netmem::size_type ram_budget);

/// The plan's layer labels (the nodes' names) and kinds (netmem's kind_name), per plan layer index
/// (execution order, node_order(net, execution_order::netmem)).
std::vector<std::string> plan_labels(const imported_network& net);
std::vector<std::string> plan_kinds(const imported_network& net);

/// The flash `profile.runtime` needs: the .tflite file's size (tflm: the firmware embeds the
/// flatbuffer) or netmem's payload, weights + biases + quantization parameters (static_arena).
netmem::size_type runtime_flash_bytes(const imported_network& net, const plan_type& plan, const netmem::deployment& profile);

/// The report. runtime::static_arena: netmem's plan (summary, timeline, tensor table, layer table),
/// TFLM's figures, the file's flash, and with a target the verdict. runtime::tflm: kTensorArenaSize
/// and TFLM's figures first, flash = the file, the verdict, then netmem's plan labelled as the
/// static-arena answer.
std::string report_text(const imported_network& net, const plan_type& plan, const netmem::deployment& profile,
                        const std::string& target_name, const netmem::budget* target);

}  // namespace netmem_import
