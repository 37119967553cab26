// tools/netmem-import/runtime_plan.cpp
// See runtime_plan.hpp.
#include "runtime_plan.hpp"

#include <sstream>
#include <utility>

#include <netmem/io/plan_text.hpp>
#include <netmem/io/plan_verdict.hpp>
#include <netmem/io/arena_svg_writer.hpp>
#include <netmem/io/plan_svg.hpp>
#include <netmem/io/tflm_arena_svg.hpp>

#include "import_error.hpp"
#include "node_evaluation.hpp"

namespace netmem_import {

namespace {

std::vector<node_facts> evaluate_all(const imported_network& net, const netmem::deployment& profile) {
    std::vector<node_facts> facts;
    for (const imported_node& node : net.nodes) {
        std::vector<netmem::input_type> in;
        for (std::int32_t i : node.inputs) in.push_back(i < 0 ? net.input : facts[static_cast<std::size_t>(i)].output);
        facts.push_back(evaluate(node, in, profile));
    }
    return facts;
}

/// Keeps the header line, the rows of the first `rows` layers and the total line of a layer table
/// (drops the rows of the padding nodes).
std::string first_rows(const std::string& table, std::size_t rows) {
    std::istringstream in(table);
    std::string line, out;
    for (std::size_t index = 0; std::getline(in, line); ++index) {
        const bool padding_row = index >= 1 + rows && line.find(" total ") == std::string::npos;
        if (!padding_row) out += line + "\n";
    }
    return out;
}

}  // namespace

std::vector<std::size_t> node_order(const imported_network& net, execution_order order) {
    const std::size_t n = net.nodes.size();
    std::vector<std::size_t> result;
    if (order == execution_order::file || net.chain) {
        for (std::size_t k = 0; k < n; ++k) result.push_back(k);
        return result;
    }
    // Kahn, FIFO, seeded with the network input (id 0; node k is id k + 1); each edge counts.
    std::vector<std::vector<std::size_t>> consumers(n + 1);
    std::vector<std::size_t> pending(n + 1);
    for (std::size_t k = 0; k < n; ++k)
        for (std::int32_t i : net.nodes[k].inputs) {
            consumers[i < 0 ? 0 : static_cast<std::size_t>(i) + 1].push_back(k + 1);
            ++pending[k + 1];
        }
    std::vector<std::size_t> queue{0};
    for (std::size_t head = 0; head < queue.size(); ++head)
        for (std::size_t c : consumers[queue[head]])
            if (--pending[c] == 0) queue.push_back(c);
    for (std::size_t q = 1; q < queue.size(); ++q) result.push_back(queue[q] - 1);
    return result;
}

namespace {

using node_array = std::array<netmem::detail::deployment_node<capacity_inputs>, capacity_nodes>;

void check_capacity(const imported_network& net) {
    if (net.nodes.size() > capacity_nodes)
        throw import_error(exit_status::unsupported_model, "--report and --write-offline-plan take up to " +
                                                               std::to_string(capacity_nodes) + " layers; the model has " +
                                                               std::to_string(net.nodes.size()));
}

/// The deployment nodes of `net` under `profile`, node sequence[p] at position p; `position` is the
/// inverse of `sequence`.
std::unique_ptr<node_array> nodes_of(const imported_network& net, const netmem::deployment& profile,
                                     const std::vector<std::size_t>& sequence, const std::vector<std::size_t>& position) {
    const std::vector<node_facts> facts = evaluate_all(net, profile);
    auto nodes = std::make_unique<node_array>();
    for (std::size_t p = 0; p < capacity_nodes; ++p) {
        netmem::detail::deployment_node<capacity_inputs>& d = (*nodes)[p];
        if (p >= sequence.size()) {
            // Padding: an alias of the network input. Named "dropout" so that TFLM's lowering
            // drops it as the converter drops a dropout (tflm_graph.hpp); netmem's steps give an
            // alias neither a step nor a tensor nor flash.
            d.kind_name = "dropout";
            d.kind = netmem::operator_kind::dropout;
            d.declared = p;  // after every real node: `declared` stays a permutation of 0 .. capacity_nodes - 1
            d.input_count = 1;
            d.inputs[0] = {true, 0};
            d.description = {.role = netmem::tensor_role::alias};
            continue;
        }
        const std::size_t k = sequence[p];
        const imported_node& n = net.nodes[k];
        d.kind_name = facts[k].kind_name;
        d.kind = facts[k].kind;
        d.declared = k;  // the file's operator order
        d.input_count = n.inputs.size();
        for (std::size_t e = 0; e < n.inputs.size(); ++e)
            d.inputs[e] = n.inputs[e] < 0 ? netmem::detail::node_input{true, 0}
                                          : netmem::detail::node_input{false, position[static_cast<std::size_t>(n.inputs[e])]};
        d.output = facts[k].output;
        d.description = facts[k].deployment;
        // Every tensor's type from the file (imported_network.hpp).
        d.description.input_element = n.file_input_element;
        d.description.output_element = n.file_output_element;
        if (n.file_bias_element.set) d.description.bias_element = n.file_bias_element;
        for (std::size_t o : net.output_nodes) d.network_output = d.network_output || o == k;
    }
    return nodes;
}

std::vector<std::size_t> inverse(const std::vector<std::size_t>& sequence) {
    std::vector<std::size_t> position(sequence.size());
    for (std::size_t p = 0; p < sequence.size(); ++p) position[sequence[p]] = p;
    return position;
}

using graph_type = netmem::tflm::run_time_graph<capacity_nodes, 1, capacity_inputs>;

/// The file tensor of each non-constant tensor of `graph` (graph tensor order): the graph input is
/// the file's input; operator k writes the output of the file op of the node it lowers; an
/// Ethos-U operator's two resident tensors are the op's scratch and fast-scratch inputs.
std::vector<std::int32_t> file_tensors_of(const imported_network& net, const graph_type& graph,
                                          const std::vector<std::size_t>& sequence) {
    std::vector<std::int32_t> file(graph.tensor_count, -1);
    file[graph.inputs[0]] = net.input_tensor;
    for (std::size_t k = 0; k < graph.operator_count; ++k) {
        const netmem::tflm::graph_operator<capacity_inputs>& op = graph.operators[k];
        const imported_node& node = net.nodes[sequence[op.node]];
        file[op.output] = node.output_tensor;
        if (op.resident_count == 2) {
            file[op.resident_first] = node.npu_scratch_tensor;
            file[op.resident_first + 1] = node.npu_fast_scratch_tensor;
        }
    }
    return file;
}

/// As tflm::arena<Net>: the nodes in netmem's execution order, built without the in-place
/// options; the operators emitted in the converter's order (the file's: converter_order of the nodes of
/// the generated type, whose vertices are declared in the file's order); every operator's scratch
/// requests attached. graph_type::unlowered_node names a node the lowering has no operators for.
/// `sequence`: node indices in execution order (node_order(net, execution_order::netmem)).
std::unique_ptr<graph_type> tflm_graph(const imported_network& net, const netmem::deployment& profile,
                                       const std::vector<std::size_t>& sequence) {
    const netmem::deployment tflm_profile = netmem::tflm::lowering_profile(profile);
    const std::vector<std::size_t> position = inverse(sequence);
    const auto nodes = nodes_of(net, tflm_profile, sequence, position);
    const std::array<netmem::input_type, 1> inputs{net.input};
    const auto steps = std::make_unique<steps_type>(netmem::detail::build_deployment_steps(*nodes, inputs, tflm_profile));
    std::array<std::size_t, capacity_nodes> converter{};
    for (std::size_t j = 0; j < capacity_nodes; ++j) converter[j] = j < position.size() ? position[j] : j;
    auto graph = std::make_unique<graph_type>(netmem::tflm::lower(*nodes, inputs, *steps, converter));
    if (graph->unlowered_node == netmem::detail::no_index) {
        // A constant several ops read is one tensor (tflm_shared_constants.hpp), as in the header.
        if (net.shared_constant_reads > graph->constant_tensors)
            throw import_error(exit_status::unsupported_model,
                               std::to_string(net.shared_constant_reads) + " repeated reads of shared constants, but "
                               "netmem's TFLite lowering has only " + std::to_string(graph->constant_tensors) +
                               " constant tensors");
        graph->constant_tensors -= net.shared_constant_reads;
        // Which tensors carry quantization, with how many scales: the file's, as the header's
        // tflm::tensor_quantization says (tflm_tensor_quantization.hpp).
        const std::vector<std::int32_t> file = file_tensors_of(net, *graph, sequence);
        for (std::size_t t = 0; t < graph->tensor_count; ++t)
            if (file[t] >= 0 && static_cast<std::size_t>(file[t]) < net.tensor_scales.size())
                graph->tensors[t].scales = static_cast<netmem::size_type>(net.tensor_scales[static_cast<std::size_t>(file[t])]);
        netmem::tflm::attach_scratch(*graph, profile);
    }
    return graph;
}

}  // namespace

std::unique_ptr<plan_type> plan_network(const imported_network& net, const netmem::deployment& profile,
                                        execution_order order) {
    check_capacity(net);
    const std::vector<std::size_t> sequence = node_order(net, order);
    const auto nodes = nodes_of(net, profile, sequence, inverse(sequence));
    const std::array<netmem::input_type, 1> inputs{net.input};
    auto steps = std::make_unique<steps_type>(netmem::detail::build_deployment_steps(*nodes, inputs, profile));
    // As memory_plan_of<Net, Profile> (TFLM's head is TFLM's report's: tflm_arena).
    return std::make_unique<plan_type>(netmem::detail::plan_of_steps(*steps, profile));
}

namespace {

/// "tensor 7 \"conv1/Relu\" (offset 0, 3,072 B)".
std::string tensor_text(const imported_network& net, std::int32_t file_tensor, netmem::size_type offset,
                        netmem::size_type bytes) {
    // The name up to its first ';' (the converter joins the names of fused ops with ';').
    const std::string name = file_tensor >= 0 && static_cast<std::size_t>(file_tensor) < net.tensor_names.size()
                                 ? net.tensor_names[static_cast<std::size_t>(file_tensor)].substr(
                                       0, net.tensor_names[static_cast<std::size_t>(file_tensor)].find(';'))
                                 : std::string("?");
    return "tensor " + std::to_string(file_tensor) + " \"" + name + "\" (offset " + std::to_string(offset) + ", " +
           std::to_string(bytes) + " B)";
}

/// What the message about an overlap adds when one of the two tensors is an Ethos-U op's arena
/// scratch: the one overlap a stored plan may have (tflm_graph.hpp inside_own_npu_scratch).
std::string npu_scratch_hint(const imported_network& net, std::int32_t a, std::int32_t b) {
    for (const imported_node& n : net.nodes)
        if (n.npu_scratch_tensor >= 0 && (n.npu_scratch_tensor == a || n.npu_scratch_tensor == b))
            return " (an Ethos-U op's own input or output may lie wholly inside its arena scratch tensor, as Vela "
                   "plans it; not partly outside it, and no other tensor may overlap it)";
    return "";
}

/// The stored plan in graph order, checked (empty without one). import_error when wrong.
std::vector<netmem::size_type> stored_offsets(const imported_network& net, const graph_type& graph,
                                              const std::vector<std::size_t>& sequence) {
    if (net.stored_plan.empty()) return {};
    const std::vector<std::int32_t> file = file_tensors_of(net, graph, sequence);
    std::vector<netmem::size_type> offsets(graph.tensor_count, netmem::online_planned);
    std::vector<bool> seen(net.stored_plan.size(), false);
    for (std::size_t t = 0; t < graph.tensor_count; ++t) {
        const std::int32_t f = file[t];
        if (f < 0 || static_cast<std::size_t>(f) >= net.stored_plan.size() || seen[static_cast<std::size_t>(f)])
            throw import_error(exit_status::unsupported_model,
                               "cannot follow the stored offline plan: netmem's TFLite lowering has a tensor (" +
                                   std::to_string(t) + ") that is not one file tensor of its own");
        seen[static_cast<std::size_t>(f)] = true;
        offsets[t] = net.stored_plan[static_cast<std::size_t>(f)];
    }
    const netmem::tflm::stored_plan_problem p =
        netmem::tflm::check_stored_plan(graph, {offsets.data(), offsets.size()});
    using kind = netmem::tflm::stored_plan_problem::kind;
    if (p.what == kind::negative_offset)
        throw import_error(exit_status::invalid_stored_plan,
                           "the stored offline plan (OfflineMemoryAllocation) gives " +
                               tensor_text(net, file[p.first], offsets[p.first], graph.tensors[p.first].bytes) +
                               " an offset below -1, before the arena start");
    if (p.what == kind::overlap) {
        const imported_node& n = net.nodes[sequence[graph.operators[static_cast<std::size_t>(p.step > 0 ? p.step - 1 : 0)].node]];
        const std::string at = p.step == 0 ? "step 0 (the graph input)"
                                           : "step " + std::to_string(p.step) + " (op " + std::to_string(n.op_index) + " " +
                                                 n.op_name + ")";
        throw import_error(exit_status::invalid_stored_plan,
                           "the stored offline plan (OfflineMemoryAllocation) overlaps " +
                               tensor_text(net, file[p.first], offsets[p.first], graph.tensors[p.first].bytes) + " and " +
                               tensor_text(net, file[p.second], offsets[p.second], graph.tensors[p.second].bytes) +
                               ", both alive at " + at + "; TFLM would use it as given" + npu_scratch_hint(net, file[p.first], file[p.second]));
    }
    return offsets;
}

}  // namespace

std::vector<netmem::size_type> stored_plan_offsets(const imported_network& net) {
    if (net.stored_plan.empty()) return {};
    check_capacity(net);
    const std::vector<std::size_t> sequence = node_order(net, execution_order::netmem);
    netmem::deployment profile{};
    const auto graph = tflm_graph(net, profile, sequence);
    if (graph->unlowered_node != netmem::detail::no_index) return {};
    return stored_offsets(net, *graph, sequence);
}

std::vector<std::size_t> tensor_quantization_scales(const imported_network& net) {
    // The lowering's non-constant tensors of an imported network: the graph input, then one output
    // per file operator in the file's order (file_tensors_of; a fused activation is part of its
    // operator). Read from the file, so it needs no plan (and no capacity_nodes limit).
    // An ethos_u_operator's scratch and fast-scratch tensors come before its output (tflm_graph.hpp);
    // the lowering gives them 0 scales (resident: checked equal to the file's).
    std::vector<std::int32_t> file{net.input_tensor};
    std::vector<bool> resident{false};
    for (const imported_node& n : net.nodes) {
        if (n.fused_activation_node) continue;
        if (n.npu_scratch_tensor >= 0) {
            file.insert(file.end(), {n.npu_scratch_tensor, n.npu_fast_scratch_tensor});
            resident.insert(resident.end(), {true, true});
        }
        file.push_back(n.output_tensor);
        resident.push_back(false);
    }
    std::vector<std::size_t> scales;
    bool by_type = true;
    for (std::size_t e = 0; e < file.size(); ++e) {
        const std::int32_t f = file[e];
        if (f < 0 || static_cast<std::size_t>(f) >= net.tensor_scales.size()) return {};
        const std::size_t count = net.tensor_scales[static_cast<std::size_t>(f)];
        scales.push_back(count);
        if (resident[e]) {
            by_type = by_type && count == 0;
            continue;
        }
        // The defaults without the specialisation: a graph input or output (tflm.hpp
        // graph_tensor_scales) and a Prepare temporary (tflm_operators.hpp activation_scales).
        netmem::tflm::graph_tensor typed{};
        typed.element = net.tensor_elements[static_cast<std::size_t>(f)];
        const auto n = static_cast<netmem::size_type>(count);
        by_type = by_type && n == netmem::tflm::graph_tensor_scales(typed) &&
                  n == netmem::tflm::activation_scales(typed.element);
    }
    return by_type ? std::vector<std::size_t>{} : scales;
}

netmem::tflm::arena_report tflm_arena(const imported_network& net, const netmem::deployment& profile,
                                       bool use_stored_plan) {
    check_capacity(net);
    if (profile.tflm.pointer_bits != 32 && profile.tflm.pointer_bits != 64)
        throw import_error(exit_status::usage, "--pointer-bits must be 32 or 64, not " + std::to_string(profile.tflm.pointer_bits));
    if (netmem::tflm::abi_of(profile).pointer_bytes * 8 != profile.tflm.pointer_bits)
        throw import_error(exit_status::usage, std::string("--abi ") + netmem::name_of(profile.tflm.abi) + " has " +
                                                   std::to_string(netmem::tflm::abi_of(profile).pointer_bytes * 8) +
                                                   "-bit pointers, not --pointer-bits " + std::to_string(profile.tflm.pointer_bits));
    const std::vector<std::size_t> sequence = node_order(net, execution_order::netmem);
    const auto graph = tflm_graph(net, profile, sequence);
    if (graph->unlowered_node != netmem::detail::no_index) {
        // As tflm::arena<Net> (error::tflm_runtime_has_no_model_of_layer): no number.
        const imported_node& n = net.nodes[sequence[graph->unlowered_node]];
        throw import_error(exit_status::unsupported_model,
                           "op " + std::to_string(n.op_index) + " " + n.op_name +
                               ": netmem's TFLM runtime model has no lowering of this layer yet (its arena is "
                               "not modelled); use --runtime static_arena");
    }
    const std::vector<netmem::size_type> stored =
        use_stored_plan && !profile.tflm.offline_plan ? stored_offsets(net, *graph, sequence) : std::vector<netmem::size_type>{};
    const netmem::tflm::stored_plan_view view =
        stored.empty() ? netmem::tflm::stored_plan_view{} : netmem::tflm::stored_plan_view{stored.data(), stored.size()};
    const auto head = std::make_unique<netmem::tflm::head_plan<std::remove_cvref_t<decltype(*graph)>::buffer_capacity>>(
        netmem::tflm::plan_head(*graph, profile.tflm.offline_plan, view));
    return netmem::tflm::report_of(*graph, *head, profile);
}

netmem::tflm_arena_picture tflm_picture(const imported_network& net, const netmem::deployment& profile) {
    const netmem::tflm::arena_report figures = tflm_arena(net, profile);  // checks and throws as tflm_arena does
    const std::vector<std::size_t> sequence = node_order(net, execution_order::netmem);
    const auto graph = tflm_graph(net, profile, sequence);
    const std::vector<netmem::size_type> stored =
        profile.tflm.offline_plan ? std::vector<netmem::size_type>{} : stored_offsets(net, *graph, sequence);
    const netmem::tflm::stored_plan_view view =
        stored.empty() ? netmem::tflm::stored_plan_view{} : netmem::tflm::stored_plan_view{stored.data(), stored.size()};
    const auto head = std::make_unique<netmem::tflm::head_plan<graph_type::buffer_capacity>>(
        netmem::tflm::plan_head(*graph, profile.tflm.offline_plan, view));
    const std::vector<std::int32_t> file = file_tensors_of(net, *graph, sequence);
    auto tensor_name = [&](std::size_t t) {
        const std::int32_t f = file[t];
        if (f < 0 || static_cast<std::size_t>(f) >= net.tensor_names.size()) return "tensor " + std::to_string(t);
        const std::string& name = net.tensor_names[static_cast<std::size_t>(f)];
        return name.substr(0, name.find(';'));  // the converter joins fused ops' names with ';'
    };
    auto operator_name = [&](std::size_t k) {
        const imported_node& n = net.nodes[sequence[graph->operators[k].node]];
        return n.name + " (op " + std::to_string(n.op_index) + " " + n.op_name + ")";
    };
    return netmem::io_detail::tflm_arena_picture_from(*graph, *head, figures, tensor_name, operator_name);
}

namespace {

/// Calls f(model, report) with profile.runtime's model and the report it reads (runtime_report_of);
/// false when it reads neither of the importer's reports.
template <class F>
bool with_runtime_report(const imported_network& net, const plan_type& plan, const netmem::deployment& profile, F&& f) {
    bool done = false;
    netmem::visit_runtime_model(profile.runtime, [&](auto model) {
        using model_type = decltype(model);
        if constexpr (requires { model_type::ram_bytes(plan); }) {
            f(model, plan);
            done = true;
        } else if constexpr (requires(const netmem::tflm::arena_report& r) { model_type::ram_bytes(r); }) {
            f(model, tflm_arena(net, profile));
            done = true;
        }
    });
    return done;
}

}  // namespace

runtime_report runtime_report_of(const netmem::deployment& profile) {
    runtime_report report = runtime_report::none;
    netmem::visit_runtime_model(profile.runtime, [&](auto model) {
        using model_type = decltype(model);
        if constexpr (requires(const plan_type& p) { model_type::ram_bytes(p); }) report = runtime_report::netmem_plan;
        else if constexpr (requires(const netmem::tflm::arena_report& r) { model_type::ram_bytes(r); })
            report = runtime_report::tflm_arena;
    });
    return report;
}

netmem::size_type runtime_ram_bytes(const imported_network& net, const plan_type& plan, const netmem::deployment& profile) {
    netmem::size_type ram = netmem::no_limit;
    with_runtime_report(net, plan, profile, [&](auto model, const auto& report) { ram = decltype(model)::ram_bytes(report); });
    return ram;
}

void runtime_verdict_text(const imported_network& net, const plan_type& plan, const netmem::deployment& profile,
                          netmem::plan_verdict& verdict) {
    with_runtime_report(net, plan, profile, [&](auto model, const auto& report) {
        verdict.runtime_name = decltype(model)::name;
        verdict.text = decltype(model)::verdict_text(report);
    });
}

std::string runtime_svg(const imported_network& net, const plan_type& plan, const netmem::deployment& profile,
                        const std::string& name, netmem::size_type ram_budget) {
    if (runtime_report_of(profile) == runtime_report::tflm_arena)
        return netmem::to_tflm_arena_svg(tflm_picture(net, profile),
                                         {.title = netmem::io_detail::tflm_arena_svg_title(name, profile),
                                          .ram_budget = ram_budget});
    return netmem::to_plan_svg(plan, plan_labels(net),
                               {.title = netmem::io_detail::plan_arena_svg_title(name, profile), .ram_budget = ram_budget});
}

netmem::size_type parameter_count(const imported_network& net) {
    netmem::size_type total = 0;
    for (const node_facts& f : evaluate_all(net, netmem::deployment{})) total += f.parameters;
    return total;
}

namespace {

/// The key=value lines of the file's flash (imported_network.hpp file_flash).
std::string file_flash_lines(const file_flash& f) {
    return "flash_file_bytes=" + std::to_string(f.file_bytes) + "\n" +
           "flash_file_weights_bytes=" + std::to_string(f.weights) + "\n" +
           "flash_file_biases_bytes=" + std::to_string(f.biases) + "\n" +
           "flash_file_quantization_bytes=" + std::to_string(f.quantization) + "\n" +
           "flash_file_other_constants_bytes=" + std::to_string(f.other_constants) + "\n" +
           "flash_file_rest_bytes=" + std::to_string(f.rest()) + "\n";
}

/// The target= and verdict= lines (none without a target). As netmem::fits: the arena against ONE
/// RAM region (the largest, or `ram` without regions), the flash against one flash region
/// (planning/budget.hpp); `ram` and `flash` are what profile.runtime needs (runtime_ram_bytes,
/// runtime_flash_bytes). A budget left unlimited prints "unlimited". Ends with the kernels, core and
/// ABI every figure assumed (core/kernel_selection.hpp).
std::string target_lines(const netmem::deployment& profile, netmem::size_type ram, netmem::size_type flash,
                         const std::string& target_name, const netmem::budget* target) {
    const bool tflm_runtime = runtime_report_of(profile) == runtime_report::tflm_arena;
    const std::string assumed = std::string("kernels ") + netmem::name_of(netmem::kernels_of(profile)) +
                                (profile.kernels == netmem::kernel_library::not_named ? " (not named)" : "") + ", core " +
                                netmem::name_of(profile.core) + ", abi " + netmem::name_of(netmem::resolved_abi(profile));
    // No oracle runs these kernels (ESP-NN) or this struct layout (Xtensa / RISC-V GCC).
    const bool estimated = netmem::kernel_library_estimated(netmem::kernels_of(profile)) ||
                           (tflm_runtime && netmem::resolved_abi(profile) == netmem::struct_abi::ilp32_gcc);
    std::string text = std::string("kernels=") + netmem::name_of(netmem::kernels_of(profile)) + "\n";
    text += std::string("kernels_named=") + netmem::name_of(profile.kernels) + "\n";
    text += std::string("core=") + netmem::name_of(profile.core) + "\n";
    if (target == nullptr) return text;
    auto bytes = [](netmem::size_type v) { return v == netmem::no_limit ? std::string("unlimited") : std::to_string(v); };
    const std::string ram_name = tflm_runtime ? "tflm arena " : "arena ";
    const std::string flash_name = tflm_runtime ? "flash (the .tflite file) " : "flash (weights + biases + quantization) ";
    const netmem::size_type ram_limit = netmem::detail::capped(target->arena_capacity(), target->ram);
    const netmem::size_type flash_limit = netmem::detail::capped(target->weights_capacity(), target->flash);
    const bool ram_ok = ram <= ram_limit, flash_ok = flash <= flash_limit;
    text += "target=" + target_name + " ram_bytes=" + bytes(target->ram) + " flash_bytes=" + bytes(target->flash) +
            " arena_region_bytes=" + bytes(ram_limit) + " weights_region_bytes=" + bytes(flash_limit) + "\n";
    text += std::string("verdict=") + (ram_ok && flash_ok ? "fits" : "does_not_fit") + " (" + ram_name +
            std::to_string(ram) + " <= " + bytes(ram_limit) + ": " + (ram_ok ? "yes" : "no") + "; " + flash_name +
            std::to_string(flash) + " <= " + bytes(flash_limit) + ": " + (flash_ok ? "yes" : "no") + ") assuming " +
            assumed + (estimated ? " (an estimate: checked by no oracle)" : "") + "\n";
    return text;
}

}  // namespace

std::vector<std::string> plan_labels(const imported_network& net) {
    std::vector<std::string> labels;  // in execution order, as the plan's layer indices
    for (std::size_t k : node_order(net, execution_order::netmem)) labels.push_back(net.nodes[k].name);
    return labels;
}

std::vector<std::string> plan_kinds(const imported_network& net) {
    const std::vector<node_facts> facts = evaluate_all(net, netmem::deployment{});
    std::vector<std::string> kinds;
    for (std::size_t k : node_order(net, execution_order::netmem)) kinds.emplace_back(facts[k].kind_name);
    return kinds;
}

netmem::size_type runtime_flash_bytes(const imported_network& net, const plan_type& plan, const netmem::deployment& profile) {
    return netmem::embeds_model_file(profile.runtime) ? static_cast<netmem::size_type>(net.flash.file_bytes)
                                                      : plan.flash_bytes();
}

std::string report_text(const imported_network& net, const plan_type& plan, const netmem::deployment& profile,
                        const std::string& target_name, const netmem::budget* target) {
    // The runtime's own report first when it is TFLM's (runtime tflm), else netmem's plan first.
    const bool tflm_runtime = runtime_report_of(profile) == runtime_report::tflm_arena;
    const std::string runtime_line = std::string("runtime=") + netmem::runtime_name(profile.runtime) + "\n";
    const std::vector<std::string> labels = plan_labels(net);  // in execution order, as the plan's layer indices
    const std::vector<std::size_t> order = node_order(net, execution_order::netmem);

    // netmem's own plan: the static-arena answer.
    std::string plan_text = std::string("network: netmem::") + (net.chain ? "sequential" : "graph") + ", " +
                            std::to_string(net.nodes.size()) + " layers, " + std::to_string(parameter_count(net)) +
                            " parameters\n";
    plan_text += "profile: weights " + std::string(netmem::name_of(profile.weights)) + ", biases " +
                 netmem::name_of(profile.biases) + ", activations " + netmem::name_of(profile.activations) +
                 " (the body's type; every tensor and bias has the file's own type)\n";
    plan_text += netmem::to_plan_summary_string(plan, labels) + "\n";
    plan_text += netmem::to_timeline_string(plan, labels, 64) + "\n";
    plan_text += netmem::to_tensor_table_string(plan, labels) + "\n";
    plan_text += first_rows(netmem::to_layer_table_string(plan, labels), net.nodes.size());
    plan_text += "arena_bytes=" + std::to_string(plan.arena_bytes) + "\n";
    plan_text += "lower_bound_bytes=" + std::to_string(plan.lower_bound_bytes) + "\n";
    plan_text += std::string(tflm_runtime ? "static_arena_flash_bytes=" : "flash_bytes=") +
                 std::to_string(plan.flash_bytes()) + "\n";
    plan_text += "flash_basis=weights + biases + quantization parameters (netmem's payload)\n";
    plan_text += "flash_weights_and_biases_bytes=" + std::to_string(plan.flash.weights_and_biases()) + "\n";

    // TFLM's figures: required under --runtime tflm; under static_arena a model TFLM's lowering
    // does not cover (an --allow-unknown op) still gets its report, saying so.
    netmem::tflm::arena_report tflm{};
    try {
        tflm = tflm_arena(net, profile);
    } catch (const import_error& e) {
        if (tflm_runtime) throw;
        return plan_text + "tflm=not modelled (" + e.what() + ")\n" + file_flash_lines(net.flash) +
               runtime_line + target_lines(profile, plan.arena_bytes, plan.flash_bytes(), target_name, target);
    }

    // TFLM's figures (under runtime::tflm netmem-import prints kTensorArenaSize = tflm_min_arena_bytes
    // first, in the verdict).
    std::string tflm_text;
    if (tflm_runtime)
        tflm_text += "tflm_arena_basis=TFLM's smallest working arena (head + tail + what its planner needs while "
                     "it runs), bytes, a multiple of 16: alignas(16) uint8_t tensor_arena[kTensorArenaSize]\n";
    tflm_text += "tflm_pointer_bits=" + std::to_string(tflm.pointer_bits) + "\n";
    tflm_text += std::string("tflm_abi=") + netmem::name_of(netmem::resolved_abi(profile)) + "\n";
    tflm_text += "tflm_head_bytes=" + std::to_string(tflm.head_bytes) + "\n";
    tflm_text += "tflm_tail_bytes=" + std::to_string(tflm.tail_bytes) + "\n";
    tflm_text += "tflm_min_arena_bytes=" + std::to_string(tflm.min_arena_bytes) + "\n";
    tflm_text += "tflm_unmodelled_operators=" + std::to_string(tflm.unmodelled_operators) + "\n";
    // Every figure of tflm::arena_report under the oracle's key (with a tflm_ prefix), so that
    // tools/differential/differential.py compares them one by one.
    const std::pair<const char*, netmem::size_type> figures[]{
        {"arena_used_bytes", tflm.arena_used_bytes},
        {"planning_need_bytes", tflm.planning_need_bytes},
        {"tail_allocator_objects_bytes", tflm.tail.allocator_objects},
        {"tail_eval_tensors_bytes", tflm.tail.eval_tensors},
        {"tail_persistent_tensors_bytes", tflm.tail.persistent_tensors},
        {"tail_persistent_quantization_bytes", tflm.tail.persistent_quantization},
        {"tail_persistent_buffers_bytes", tflm.tail.persistent_buffers},
        {"tail_variable_buffers_bytes", tflm.tail.variable_buffers},
        {"tail_node_and_registration_bytes", tflm.tail.node_and_registration},
        {"tail_other_bytes", tflm.tail.other},
        {"kernel_persistent_bytes", tflm.tail.kernel_persistent},
        {"interpreter_persistent_bytes", tflm.tail.interpreter_persistent},
        {"tensors", tflm.tensors},
        {"operators", tflm.operators},
        {"planned_buffers", tflm.planned_buffers},
        {"offline_planned_buffers", tflm.offline_planned_buffers},
        {"scratch_buffers", tflm.scratch_buffers},
        {"scratch_bytes", tflm.scratch_bytes}};
    for (const auto& [key, figure] : figures) tflm_text += std::string("tflm_") + key + "=" + std::to_string(figure) + "\n";
    if (tflm.kernel_overrun_operators > 0)
        tflm_text += "tflm_kernel_overrun_operators=" + std::to_string(tflm.kernel_overrun_operators) +
                     " (NOTE: a kernel writes more scratch than the pinned kernel library requests, " +
                     std::string(tflm.kernel_overrun_issue.data(), tflm.kernel_overrun_issue.size()) +
                     ": TFLM plans the request; netmem's own plan reserves what the kernel writes)\n";
    if (net.any_npu_operator()) {
        // A Vela model's ethos-u op (layers/ethos_u_operator.hpp): what TFLM's figures hold of it,
        // and what no figure here holds.
        tflm_text += profile.tflm.stub_custom_ops
                         ? "tflm_stubbed_custom_ops=ethos-u (--stub-custom-ops: its kernel allocates nothing, as the "
                           "oracles' stub; the figures leave out the ethos-u kernel's OpData and scratch requests)\n"
                         : "tflm_npu_kernel=ethos-u (tflite-micro kernels/ethos_u/ethosu.cc: Init's OpData, 12 B in the "
                           "tail, 16-aligned; Prepare's scratch of 8 B and sizeof(size_t) per tensor of the op; "
                           "checked by hand, no oracle runs the NPU driver)\n";
        tflm_text += "npu_not_modelled=Vela's own planning inside the scratch and fast-scratch tensors (its SRAM peak "
                     "and fast-scratch size, the NPU's memory areas and --memory-mode): Vela reports those, TFLM "
                     "plans only the tensors\n";
    }
    {
        const imported_node& peak = net.nodes[order[tflm.peak_node]];
        tflm_text += "tflm_peak_layer=" + std::to_string(tflm.peak_node) + " " + peak.name + " (op " +
                     std::to_string(peak.op_index) + " " + peak.op_name + ": the step that sets the head's peak)\n";
    }

    std::string text;
    if (tflm_runtime) {
        text += tflm_text;
        text += "flash_bytes=" + std::to_string(net.flash.file_bytes) + "\n";
        text += "flash_basis=the .tflite file (runtime tflm: the firmware embeds the flatbuffer and TFLM reads "
                "weights, biases and quantization from it in place)\n";
        text += file_flash_lines(net.flash);
        text += runtime_line;
    } else {
        text += plan_text + tflm_text + file_flash_lines(net.flash) + runtime_line;
    }
    text += target_lines(profile, runtime_ram_bytes(net, plan, profile), runtime_flash_bytes(net, plan, profile),
                         target_name, target);
    if (tflm_runtime)
        text += "\nstatic-arena answer (netmem's own plan, runtime static_arena: the arena a linker-placed plan "
                "needs, not TFLM's):\n" + plan_text;
    return text;
}

}  // namespace netmem_import
