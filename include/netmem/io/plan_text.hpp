// netmem/io/plan_text.hpp
// Text pictures of a deployment plan (planning/plan_memory.hpp), host only (std::string):
//
//   constexpr auto plan = netmem::memory_plan_of<net, netmem::deployment{}>;
//   std::cout << netmem::to_plan_string<net>(plan);   // summary, planners, timeline, tensors, per-layer table
//
// Layers are numbered as everywhere in netmem's output: "#" is the layer's index (sequential:
// position in the layer list; graph: position in the execution order).
// - to_timeline_string(plan, labels, width): one line per execution step (its number, the "#" of
//   the layer that runs and its name), like TFLM's
//   GreedyMemoryPlanner::PrintMemoryPlan: the arena drawn `width` characters wide (each character
//   covers arena_bytes / width bytes), every tensor live at that step drawn with its letter
//   (tensor 0 = 'A', ..., 'Z', 'a', ..., 'z', '0', ..., '9', then '*'), '.' where nothing is live;
//   then the step's live bytes. No live tensor is hidden: where tensors share a character cell,
//   the smaller one is drawn (larger tensors are drawn first, so a small tensor at the edge of a
//   large one keeps its cell); a tensor that still has no cell (several tensors smaller than a
//   cell in the same cell) is named at the end of the line: "(also live, too small to draw: C)". The peak step (the lower bound) is marked "<- peak". A layer whose
//   own activation cannot be fused (softmax) runs a second step, labelled "<layer> (activation)".
// - to_tensor_table_string(plan, labels): each tensor's letter, kind, writer ("#i name"), offset,
//   bytes (data and reserved with alignment) and lifetime in steps.
// - to_layer_table_string(plan, labels, merged_rows): per layer, its output tensor, scratch and
//   flash (weights, biases, quantization parameters) in bytes; folded or fused layers say which
//   layer they run in (merged_rows = false leaves them out).
// - to_planner_list_string(plan): every planner of planning/planners.hpp in one line (name, what it
//   does), marking the chosen one.
// - plan_layer_kinds<Net>(): each layer's kind name, in the same order as the labels.
// - plan_layer_labels<Net>(): names for the layers: sequential networks number kind names as
//   Keras does (conv2d, conv2d_1, ...); graphs use the vertex names, in execution order (the plan's
//   layer index for graphs is the vertex's position in the execution order).
// All sizes are bytes; steps are 0-based positions in the execution order.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <netmem/core/integer.hpp>
#include <netmem/planning/plan_memory.hpp>
#include <netmem/planning/planners.hpp>
#include <netmem/io/detail/text.hpp>
#include <netmem/io/plan_verdict.hpp>
#include <netmem/io/summary.hpp>

namespace netmem {

namespace io_detail {

/// The letter of tensor `index` in pictures: A-Z, a-z, 0-9, then '*'.
inline char tensor_letter(std::size_t index) noexcept {
    constexpr std::string_view letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    return index < letters.size() ? letters[index] : '*';
}

inline std::string label_of(const std::vector<std::string>& labels, std::size_t layer) {
    if (layer < labels.size()) return labels[layer];
    return "layer " + std::to_string(layer);
}

/// True when step `s` is a layer's second step: its own activation that could not be fused
/// (softmax, ...), which TFLite runs as a separate operator (planning/detail/deployment_steps.hpp).
template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
bool is_activation_step(const memory_plan<T, S, N, M>& plan, std::size_t s) noexcept {
    return s > 0 && s < plan.step_count && plan.step_layer[s] == plan.step_layer[s - 1];
}

/// The label of step `s`: its layer, with " (activation)" for a separate activation step.
template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
std::string step_label(const memory_plan<T, S, N, M>& plan, const std::vector<std::string>& labels, std::size_t s) {
    return label_of(labels, plan.step_layer[s]) + (is_activation_step(plan, s) ? " (activation)" : "");
}

/// The name of tensor `t`: "network input <i>" for an input, its writer's step label for an
/// activation ("conv2d_1", "output (activation)"), "<layer> scratch" for a kernel's scratch buffer,
/// "<layer> state" for a recurrent layer's state (a TFLite variable tensor).
template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
std::string tensor_name(const memory_plan<T, S, N, M>& plan, const std::vector<std::string>& labels, std::size_t t) {
    const planned_tensor& tensor = plan.tensors()[t];
    switch (tensor.kind) {
        case tensor_kind::network_input: return "network input " + std::to_string(tensor.layer);
        case tensor_kind::activation: return step_label(plan, labels, tensor.first_step);
        case tensor_kind::scratch: return label_of(labels, tensor.layer) + " scratch";
        case tensor_kind::state: return label_of(labels, tensor.layer) + " state";
    }
    return "";
}

inline const char* tensor_kind_name(tensor_kind kind) noexcept {
    switch (kind) {
        case tensor_kind::network_input: return "input";
        case tensor_kind::activation: return "activation";
        case tensor_kind::scratch: return "scratch";
        case tensor_kind::state: return "state";
    }
    return "";
}

/// Left-aligned cells separated by two spaces; numbers (cells starting with a digit) right-aligned.
inline std::string format_table(const std::vector<std::vector<std::string>>& rows) {
    std::vector<std::size_t> widths;
    for (const auto& row : rows)
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (widths.size() <= c) widths.push_back(0);
            widths[c] = std::max(widths[c], row[c].size());
        }
    std::string text;
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t c = 0; c < row.size(); ++c) {
            const bool number = !row[c].empty() && row[c][0] >= '0' && row[c][0] <= '9';
            line += (c > 0 ? "  " : "") + (number ? pad_left(row[c], widths[c]) : pad_right(row[c], widths[c]));
        }
        line.erase(line.find_last_not_of(' ') + 1);
        text += line + "\n";
    }
    return text;
}

}  // namespace io_detail

/// Layer names for the plan pictures of `Net` (see the file comment).
template <class Net>
std::vector<std::string> plan_layer_labels() {
    if constexpr (requires { Net::entries; Net::layer_count; }) {
        std::vector<std::string_view> kinds;
        for (const auto& entry : Net::entries) kinds.push_back(entry.kind_name);
        return io_detail::keras_layer_names(kinds);
    } else if constexpr (detail::graph_network<Net>) {
        constexpr const auto& analysis = detail::queries_t<Net>::template checked_analysis<>();
        std::vector<std::string> names;
        for (std::size_t k = Net::input_count; k < Net::node_count; ++k)
            names.push_back(io_detail::string_of(detail::graph_parts<Net>::node_names[analysis.order[k]]));
        return names;
    } else {
        return {};
    }
}

/// The kind of every layer of `Net` in plan order (sequential: the layer list; graphs: the
/// vertices in execution order), e.g. "conv2d", "depthwise_conv2d", "add".
template <class Net>
std::vector<std::string> plan_layer_kinds() {
    std::vector<std::string> kinds;
    if constexpr (requires { Net::entries; Net::layer_count; }) {
        for (const auto& entry : Net::entries) kinds.emplace_back(entry.kind_name);
    } else if constexpr (detail::graph_network<Net>) {
        constexpr const auto& analysis = detail::queries_t<Net>::template checked_analysis<>();
        for (std::size_t k = Net::input_count; k < Net::node_count; ++k)
            kinds.emplace_back(Net::item_table::items[analysis.item_of_node[analysis.order[k]]].entry->kind_name);
    }
    return kinds;
}

namespace io_detail {

/// The picture of step `s` (`width` cells over `arena` bytes) and the letters of the live tensors
/// that got no cell of their own (see to_timeline_string).
struct timeline_row {
    std::string picture;
    std::string hidden;
};

template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
timeline_row timeline_row_of(const memory_plan<T, S, N, M>& plan, std::size_t s, std::size_t width) {
    const size_type arena = plan.arena_bytes > 0 ? plan.arena_bytes : 1;
    const auto column_of = [&](size_type offset) {
        // double: a picture needs no exact column, and offset * width may exceed 64 bits.
        return static_cast<std::size_t>(static_cast<double>(offset) * static_cast<double>(width) /
                                        static_cast<double>(arena));
    };
    struct span {
        std::size_t tensor, begin, end;
    };
    std::vector<span> live;
    for (std::size_t t = 0; t < plan.tensor_count; ++t) {
        const planned_tensor& tensor = plan.tensors()[t];
        if (s < tensor.first_step || s > tensor.last_step || tensor.arena_bytes == 0) continue;
        const std::size_t begin = std::min(column_of(tensor.offset), width - 1);
        live.push_back({t, begin, std::max(begin + 1, std::min(column_of(tensor.offset + tensor.arena_bytes), width))});
    }
    // Largest first, so that a smaller tensor sharing a cell with a larger one is drawn over it.
    std::stable_sort(live.begin(), live.end(), [&](const span& a, const span& b) {
        return plan.tensors()[a.tensor].arena_bytes > plan.tensors()[b.tensor].arena_bytes;
    });
    std::vector<std::size_t> owner(width, detail::no_index);  // index into `live`
    for (std::size_t k = 0; k < live.size(); ++k)
        std::fill(owner.begin() + static_cast<std::ptrdiff_t>(live[k].begin),
                  owner.begin() + static_cast<std::ptrdiff_t>(live[k].end), k);
    timeline_row row{std::string(width, '.'), {}};
    for (std::size_t c = 0; c < width; ++c)
        if (owner[c] != detail::no_index) row.picture[c] = tensor_letter(live[owner[c]].tensor);
    // Only a one-cell tensor can lose its cell (every later cell of a span lies inside the tensor's
    // own bytes), and only to a tensor no larger than itself in the same cell.
    for (std::size_t k = 0; k < live.size(); ++k)
        if (std::find(owner.begin(), owner.end(), k) == owner.end())
            row.hidden += std::string(row.hidden.empty() ? "" : ", ") + tensor_letter(live[k].tensor);
    return row;
}

}  // namespace io_detail

/// The TFLM-style timeline of `plan` (see the file comment); `width` characters per arena.
template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
std::string to_timeline_string(const memory_plan<T, S, N, M>& plan, const std::vector<std::string>& labels,
                               std::size_t width = 64) {
    using namespace io_detail;
    width = std::max<std::size_t>(width, 1);
    std::size_t label_width = 5, number_width = 1;
    for (std::size_t s = 0; s < plan.step_count; ++s) {
        label_width = std::max(label_width, step_label(plan, labels, s).size());
        number_width = std::max(number_width, std::to_string(plan.step_layer[s]).size());
    }
    std::string text = pad_left("step", 5) + "  " + pad_left("#", number_width) + "  " + pad_right("layer", label_width) + "  |" +
                       pad_right("arena: 0 .. " + group_thousands(plan.arena_bytes) + " B", width) + "|  live bytes\n";
    for (std::size_t s = 0; s < plan.step_count; ++s) {
        const timeline_row row = timeline_row_of(plan, s, width);
        text += pad_left(std::to_string(s), 5) + "  " + pad_left(std::to_string(plan.step_layer[s]), number_width) + "  " +
                pad_right(step_label(plan, labels, s), label_width) + "  |" +
                row.picture + "|  " + pad_left(group_thousands(plan.timeline[s]), 9) +
                (s == plan.peak_step ? "  <- peak" : "") +
                (row.hidden.empty() ? "" : "  (also live, too small to draw: " + row.hidden + ")") + "\n";
    }
    return text;
}

/// Every tensor of `plan`: letter, kind, writer, offset, data and reserved bytes, lifetime.
template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
std::string to_tensor_table_string(const memory_plan<T, S, N, M>& plan, const std::vector<std::string>& labels) {
    using namespace io_detail;
    std::vector<std::vector<std::string>> rows{
        {"tensor", "kind", "written by", "offset (B)", "data (B)", "reserved (B)", "steps"}};
    for (std::size_t t = 0; t < plan.tensor_count; ++t) {
        const planned_tensor& tensor = plan.tensors()[t];
        const std::string writer = tensor.kind == tensor_kind::network_input
                                       ? std::string("network input ").append(std::to_string(tensor.layer))
                                       : std::string("#").append(std::to_string(tensor.layer)).append(" ") +
                                             (tensor.kind == tensor_kind::activation ? step_label(plan, labels, tensor.first_step)
                                                                                     : label_of(labels, tensor.layer));
        rows.push_back({std::string(1, tensor_letter(t)), tensor_kind_name(tensor.kind), writer,
                        group_thousands(tensor.offset), group_thousands(tensor.data_bytes),
                        group_thousands(tensor.arena_bytes),
                        std::to_string(tensor.first_step) + ".." + std::to_string(tensor.last_step)});
    }
    return format_table(rows);
}

/// Per layer: output tensor, scratch and flash bytes (see the file comment), with totals.
/// `merged_rows`: also list batch normalizations and activations that run inside another layer.
template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
std::string to_layer_table_string(const memory_plan<T, S, N, M>& plan, const std::vector<std::string>& labels,
                                  bool merged_rows = true) {
    using namespace io_detail;
    std::vector<std::vector<std::string>> rows{{"#", "layer", "output", "output (B)", "scratch (B)", "weights (B)",
                                                "biases (B)", "quantization (B)", "flash (B)"}};
    for (std::size_t i = 0; i < N; ++i) {
        if (!merged_rows && plan.merged_into[i] != detail::no_index) continue;
        std::string output = std::string(1, tensor_letter(plan.layer_tensor[i]));
        if (plan.merged_into[i] != detail::no_index) output += " (runs in " + label_of(labels, plan.merged_into[i]) + ")";
        size_type scratch = 0;
        for (std::size_t s = 0; s < plan.step_count; ++s)
            if (plan.steps[s].layer == i && plan.steps[s].scratch != detail::no_index)
                scratch = std::max(scratch, plan.tensors()[plan.steps[s].scratch].data_bytes);
        const layer_flash& flash = plan.flash.layers[i];
        rows.push_back({std::to_string(i), label_of(labels, i), output,
                        group_thousands(plan.tensors()[plan.layer_tensor[i]].data_bytes), group_thousands(scratch),
                        group_thousands(flash.weights), group_thousands(flash.biases),
                        group_thousands(flash.quantization), group_thousands(flash.total())});
    }
    rows.push_back({"", "total", "", "", "", group_thousands(plan.flash.weights), group_thousands(plan.flash.biases),
                    group_thousands(plan.flash.quantization), group_thousands(plan.flash.total())});
    return format_table(rows);
}

/// The plan's headline numbers: arena, lower bound, winning planner, peak, flash (TFLM's head is
/// TFLM's report's: tflm::arena, io/tflm_arena_svg.hpp).
template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
std::string to_plan_summary_string(const memory_plan<T, S, N, M>& plan, const std::vector<std::string>& labels) {
    using io_detail::group_thousands;
    std::string text;
    text += "RAM (arena):  " + group_thousands(plan.arena_bytes) + " B  (planner " + name_of(plan.planner) +
            ", alignment " + std::to_string(plan.alignment) + " B)\n";
    text += "  lower bound " + group_thousands(plan.lower_bound_bytes) + " B (max live bytes over steps; slack " +
            group_thousands(plan.slack_bytes()) + " B)\n";
    text += "  peak at step " + std::to_string(plan.peak_step) + ": #" + std::to_string(plan.peak_layer) + " " +
            io_detail::label_of(labels, plan.peak_layer) + "\n";
    text += "Flash:        " + group_thousands(plan.flash.total()) + " B  (weights " +
            group_thousands(plan.flash.weights) + " B, biases " + group_thousands(plan.flash.biases) +
            " B, quantization " + group_thousands(plan.flash.quantization) + " B)\n";
    return text;
}

/// Every planner netmem runs, one line each: its name, what it does, and which gave the plan's
/// arena (planning/planners.hpp; planner_description in plan_verdict.hpp).
template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
std::string to_planner_list_string(const memory_plan<T, S, N, M>& plan) {
    using io_detail::group_thousands;
    std::vector<std::vector<std::string>> rows;
    for (unsigned p = 0; p <= static_cast<unsigned>(planner::best_fit_by_area); ++p) {
        const auto which = static_cast<planner>(p);
        std::string note;
        if (which == plan.planner) note = "chosen: " + group_thousands(plan.arena_bytes) + " B";
        rows.push_back({"  " + std::string(name_of(which)), planner_description(which), note});
    }
    return io_detail::format_table(rows);
}

/// Everything above for `plan` of network `Net`, with Net's layer names.
template <class Net, std::size_t T, std::size_t S, std::size_t N, std::size_t M>
std::string to_plan_string(const memory_plan<T, S, N, M>& plan, std::size_t width = 64) {
    const std::vector<std::string> labels = plan_layer_labels<Net>();
    return to_plan_summary_string(plan, labels) + "\n" + to_planner_list_string(plan) + "\n" +
           to_timeline_string(plan, labels, width) + "\n" +
           to_tensor_table_string(plan, labels) + "\n" + to_layer_table_string(plan, labels);
}

}  // namespace netmem
