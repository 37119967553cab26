// netmem/io/tflm_arena_svg.hpp
// An SVG picture of TFLM's arena as TFLM builds it (host only: std::string): the head, every
// tensor and scratch buffer at the offset TFLM's GreedyMemoryPlanner gives it (or the offline
// plan's), over the operators that use it; the persistent tail at the top of the smallest arena;
// and the lines of the head, kTensorArenaSize (TFLM's smallest working arena) and the RAM budget.
//
//   netmem-import MODEL.tflite --report --runtime tflm --output-dir DIR   (writes DIR/<name>.svg)
//
//   netmem-cli --network NAME --runtime tflm --output-dir DIR          (a zoo network, the same)
//
// Input: tflm_arena_picture. tflm_arena_picture_of<Net>(profile, labels) makes it for a declared
// network (the same lowering, scratch requests and head plan as tflm::arena<Net>(profile));
// tools/netmem-import makes it for a .tflite (runtime_plan.hpp tflm_picture) with the file's tensor
// names; both through io_detail::tflm_arena_picture_from. arena_svg_writer<tflm::arena_report>
// (io/arena_svg_writer.hpp) draws it for to_arena_svg<Net> under runtime::tflm, titled
// io_detail::tflm_arena_svg_title: "<network>: TFLM's arena per operator (<kernels> kernels, <ABI>)".
// Picture fields:
// - buffers: name (the tensor's name in the .tflite, or "scratch of <op>"), kind ("network_input",
//   "activation" or "scratch"), offset and bytes (as TFLM's planner reserves them: rounded up to
//   16 B), first and last step;
// - steps: step 0 is the graph input, step k + 1 is operator k (TFLM's allocation-info times);
//   step_labels names each;
// - head_bytes, tail_bytes, min_arena_bytes: tflm::arena_report'.
// Layout, as to_plan_svg's (plan_svg.hpp): x = step, y = arena offset with 0 at the bottom; the
// <rect id="plot"> carries data-steps and data-top-bytes; each buffer is a <rect class="tensor">
// with data-offset, data-bytes, data-first-step, data-last-step and a <title> tooltip; the tail is
// <rect class="tail"> from min_arena_bytes - tail_bytes to min_arena_bytes over every step; lines
// are <line class="level"> with data-bytes. A name is drawn where it fits the rectangle (else its
// last '/'-separated part, else none; the tooltip always has it).
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <netmem/core/integer.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/io/arena_svg_writer.hpp>
#include <netmem/io/detail/text.hpp>
#include <netmem/io/plan_svg.hpp>

namespace netmem {

/// One buffer of TFLM's head (see the file comment).
struct tflm_arena_buffer {
    std::string name{};
    std::string kind{};  ///< "network_input", "activation" or "scratch"
    size_type offset = 0;
    size_type bytes = 0;
    std::size_t first_step = 0;
    std::size_t last_step = 0;
};

/// TFLM's arena, ready to draw (see the file comment).
struct tflm_arena_picture {
    std::vector<tflm_arena_buffer> buffers{};
    std::vector<std::string> step_labels{};  ///< one per step: "input", then each operator
    size_type head_bytes = 0;
    size_type tail_bytes = 0;
    size_type min_arena_bytes = 0;
};

namespace io_detail {

/// The picture of TFLM graph `g` whose head `h` planned (tflm::detail::plan_head: its buffers are
/// the tensors with bytes in tensor order, then every operator's scratch requests in order), with
/// the figures `f` that tflm::detail::report_of gives for them. tensor_name(t) names graph tensor
/// t, operator_name(k) operator k.
template <class Graph, class Head, class TensorName, class OperatorName>
tflm_arena_picture tflm_arena_picture_from(const Graph& g, const Head& h, const tflm::arena_report& f,
                                           TensorName tensor_name, OperatorName operator_name) {
    tflm_arena_picture picture;
    picture.head_bytes = f.head_bytes;
    picture.tail_bytes = f.tail_bytes;
    picture.min_arena_bytes = f.min_arena_bytes;
    picture.step_labels.emplace_back("the graph input");
    for (std::size_t k = 0; k < g.operator_count; ++k) picture.step_labels.push_back(operator_name(k));
    std::size_t b = 0;
    for (std::size_t t = 0; t < g.tensor_count; ++t) {
        if (g.tensors[t].bytes == 0) continue;
        bool input = false;
        for (const std::size_t i : g.inputs) input = input || i == t;
        picture.buffers.push_back({tensor_name(t), input ? "network_input" : "activation", h.placed.offsets[b],
                                   h.buffers[b].bytes, h.buffers[b].first_step, h.buffers[b].last_step});
        ++b;
    }
    for (std::size_t k = 0; k < g.operator_count; ++k)
        for (std::size_t n = 0; n < g.operators[k].scratch_count; ++n, ++b)
            picture.buffers.push_back({"scratch of " + operator_name(k), "scratch", h.placed.offsets[b], h.buffers[b].bytes,
                                       h.buffers[b].first_step, h.buffers[b].last_step});
    return picture;
}

}  // namespace io_detail

/// TFLM's arena for `Net` under `profile`, ready to draw: the lowering, scratch requests and head
/// plan of tflm::arena<Net>(profile) (a layer the lowering does not cover, or a stored plan
/// TFLM would reject, fails to compile there and traps here). `labels` names the layers in
/// execution order (plan_layer_labels<Net>()): each operator's output tensor takes its layer's name.
template <deployable_network Net>
tflm_arena_picture tflm_arena_picture_of(const deployment& profile, const std::vector<std::string>& labels) {
    tflm::detail::check_pointer_width(profile);
    auto g = netmem::detail::tflm_graph_of<Net>(profile);
    if (g.unlowered_node != tflm::detail::no_index) tflm::detail::tflm_runtime_has_no_model_of_layer(g.unlowered_node);
    tflm::detail::attach_scratch(g, profile);
    const tflm::stored_plan_view stored = tflm::stored_plan_of<Net>();
    const auto head = tflm::detail::plan_head(g, profile.tflm.offline_plan, stored);
    const tflm::arena_report figures = tflm::detail::report_of(g, head, profile);
    std::vector<std::string> names(g.tensor_count, "input");
    for (std::size_t k = 0; k < g.operator_count; ++k) {
        const std::size_t node = g.operators[k].node;
        names[g.operators[k].output] = node < labels.size() ? labels[node] : "operator " + std::to_string(k);
    }
    return io_detail::tflm_arena_picture_from(
        g, head, figures, [&](std::size_t t) { return names[t]; },
        [&](std::size_t k) {
            const std::size_t node = g.operators[k].node;
            return (node < labels.size() ? labels[node] : std::string("?")) + " (" +
                   io_detail::string_of(tflm::builtin_name(g.operators[k].op)) + ")";
        });
}

/// The SVG picture of TFLM's arena (see the file comment).
inline std::string to_tflm_arena_svg(const tflm_arena_picture& arena, const plan_svg_options& options = {}) {
    using namespace io_detail;
    const double left = 80, right = 190, top = options.title.empty() ? 24 : 44, bottom = 56;
    const double plot_w = std::max(1.0, options.width - left - right), plot_h = std::max(1.0, options.height - top - bottom);
    const std::size_t steps = std::max<std::size_t>(arena.step_labels.size(), 1);
    const size_type arena_top = std::max({arena.min_arena_bytes, arena.head_bytes + arena.tail_bytes, size_type{1}});
    const bool budget_in_picture = options.ram_budget != no_limit && options.ram_budget / 4 <= arena_top;
    const size_type top_bytes = budget_in_picture ? std::max(arena_top, options.ram_budget) : arena_top;
    const double step_w = plot_w / static_cast<double>(steps), scale = plot_h / static_cast<double>(top_bytes);
    const auto x_of = [&](std::size_t step) { return left + static_cast<double>(step) * step_w; };
    const auto y_of = [&](size_type bytes) { return top + plot_h - static_cast<double>(bytes) * scale; };

    std::string svg = fmt::format(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
        "font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"11\">\n"
        "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
        options.width, options.height);
    if (!options.title.empty())
        svg += fmt::format("<text x=\"{}\" y=\"22\" font-size=\"15\" font-weight=\"bold\">{}</text>\n", left,
                           xml_escape(options.title));
    svg += fmt::format(
        "<rect id=\"plot\" x=\"{:.2f}\" y=\"{:.2f}\" width=\"{:.2f}\" height=\"{:.2f}\" fill=\"#f7f7f7\" "
        "stroke=\"#999\" data-steps=\"{}\" data-top-bytes=\"{}\"/>\n",
        left, top, plot_w, plot_h, steps, top_bytes);

    // A label where it fits: the name, else its last '/'-separated part.
    const auto label_of = [](const std::string& name, double w, double h, double size) {
        if (h < size + 2) return std::string{};
        if (text_width(name, size) <= w - 4) return name;
        const std::string tail = name.substr(name.find_last_of('/') == std::string::npos ? 0 : name.find_last_of('/') + 1);
        return text_width(tail, size) <= w - 4 ? tail : std::string{};
    };
    const double size = 10;

    // The head: every buffer at TFLM's offset.
    svg += "<g id=\"tensors\" stroke=\"#333\" stroke-width=\"0.5\">\n";
    for (std::size_t b = 0; b < arena.buffers.size(); ++b) {
        const tflm_arena_buffer& buffer = arena.buffers[b];
        if (buffer.bytes == 0) continue;
        const double x = x_of(buffer.first_step), w = x_of(buffer.last_step + 1) - x;
        const double y = y_of(buffer.offset + buffer.bytes), h = y_of(buffer.offset) - y;
        const std::string fill = buffer.kind == "network_input" ? "#8fd19e"
                                 : buffer.kind == "scratch"     ? "#f6b26b"
                                                                : (b % 2 == 0 ? "#9fc5e8" : "#6fa8dc");
        const std::string step_text = buffer.first_step == buffer.last_step
                                          ? fmt::format("step {}", buffer.first_step)
                                          : fmt::format("steps {}..{}", buffer.first_step, buffer.last_step);
        svg += fmt::format(
            "<g class=\"tensor\"><title>{} ({}): offset {} B, {} B, {}</title>"
            "<rect class=\"tensor\" data-name=\"{}\" data-offset=\"{}\" data-bytes=\"{}\" data-first-step=\"{}\" "
            "data-last-step=\"{}\" x=\"{:.2f}\" y=\"{:.2f}\" width=\"{:.2f}\" height=\"{:.2f}\" fill=\"{}\"/>",
            xml_escape(buffer.name), buffer.kind, group_thousands(buffer.offset), group_thousands(buffer.bytes), step_text,
            xml_escape(buffer.name), buffer.offset, buffer.bytes, buffer.first_step, buffer.last_step, x, y, w, h, fill);
        const std::string label = label_of(buffer.name, w, h, size);
        if (!label.empty())
            svg += fmt::format("<text x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"middle\" font-size=\"{}\" "
                               "stroke=\"none\">{}</text>",
                               x + w / 2, y + h / 2 + size / 3, size, xml_escape(label));
        svg += "</g>\n";
    }
    svg += "</g>\n";

    // The tail: TFLM's persistent allocations, at the end of the smallest arena, for the whole run.
    if (arena.tail_bytes > 0) {
        const size_type tail_start = arena.min_arena_bytes >= arena.tail_bytes ? arena.min_arena_bytes - arena.tail_bytes : 0;
        const double y = y_of(tail_start + arena.tail_bytes), h = y_of(tail_start) - y;
        const std::string name = "tail (persistent): " + group_thousands(arena.tail_bytes) + " B";
        svg += fmt::format(
            "<g id=\"tail\"><title>TFLM's tail: the persistent allocations (tensor structs, node and registration "
            "arrays, kernel data, quantization parameters), offset {} B, {} B, every step</title>"
            "<rect class=\"tail\" data-offset=\"{}\" data-bytes=\"{}\" x=\"{:.2f}\" y=\"{:.2f}\" width=\"{:.2f}\" "
            "height=\"{:.2f}\" fill=\"#d9d2e9\" stroke=\"#333\" stroke-width=\"0.5\"/>",
            group_thousands(tail_start), group_thousands(arena.tail_bytes), tail_start, arena.tail_bytes, left, y, plot_w, h);
        if (h >= size + 2)
            svg += fmt::format("<text x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"middle\" font-size=\"{}\">{}</text>",
                               left + plot_w / 2, y + h / 2 + size / 3, size, xml_escape(name));
        svg += "</g>\n";
    }

    // Lines, each named at the right edge (names pushed apart when lines are close).
    std::vector<svg_level> lines{
        {arena.head_bytes, "TFLM head " + group_thousands(arena.head_bytes) + " B", "stroke=\"#7b3294\" stroke-dasharray=\"2 2\""},
        {arena.min_arena_bytes, "kTensorArenaSize " + group_thousands(arena.min_arena_bytes) + " B", "stroke=\"#1a5fb4\""}};
    if (budget_in_picture)
        lines.push_back({options.ram_budget, "RAM budget " + group_thousands(options.ram_budget) + " B", "stroke=\"#c00\""});
    svg += svg_level_lines(std::move(lines), y_of, left, plot_w, top + plot_h);

    // Axes: bytes on the left, steps below.
    svg += "<g id=\"axes\" font-size=\"10\">\n";
    svg += svg_byte_ticks(top_bytes, y_of, left);
    const std::size_t every = std::max<std::size_t>(1, (steps + 24) / 25);
    for (std::size_t s = 0; s < arena.step_labels.size(); s += every)
        svg += fmt::format("<text x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"middle\"><title>{}</title>{}</text>\n",
                           x_of(s) + step_w / 2, top + plot_h + 14, xml_escape(arena.step_labels[s]), s);
    svg += fmt::format(
        "<text x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"middle\" font-size=\"11\">step (0: the graph input; k + 1: "
        "operator k)</text>\n<text transform=\"translate(14 {:.2f}) rotate(-90)\" text-anchor=\"middle\" "
        "font-size=\"11\">arena offset (bytes)</text>\n",
        left + plot_w / 2, top + plot_h + 32, top + plot_h / 2);
    if (options.ram_budget != no_limit && !budget_in_picture)
        svg += fmt::format("<text x=\"{:.2f}\" y=\"{:.2f}\" font-size=\"10\">RAM budget {} B: above the picture</text>\n",
                           left + plot_w + 9, top + 10, group_thousands(options.ram_budget));
    svg += fmt::format(
        "<text x=\"{:.2f}\" y=\"{:.2f}\" font-size=\"10\" fill=\"#555\">TFLM's arena: each rectangle is a buffer "
        "at the offset TFLM's planner gives it, over the steps it lives (hover for details). Green: graph input, "
        "blue: activations, orange: kernel scratch, violet: the persistent tail.</text>\n",
        left, top + plot_h + 48);
    return svg + "</g>\n</svg>\n";
}

namespace io_detail {
/// "<network>: TFLM's arena per operator (<kernels> kernels, <ABI>)".
inline std::string tflm_arena_svg_title(std::string_view network_name, const deployment& profile) {
    return std::string(network_name) + ": TFLM's arena per operator (" + name_of(kernels_of(profile)) + " kernels, " +
           name_of(resolved_abi(profile)) + ")";
}
}  // namespace io_detail

/// to_arena_svg<Net> under runtime::tflm (io/arena_svg.hpp): TFLM's arena of Net, as
/// tflm_arena_picture_of<Net> lowers it, layers named by `labels`.
template <>
struct arena_svg_writer<tflm::arena_report> {
    template <class Net, class Plan>
    static std::string svg(const tflm::arena_report&, const Plan&, const deployment& profile,
                           const std::vector<std::string>& labels, std::string_view network_name, size_type ram_budget) {
        return to_tflm_arena_svg(tflm_arena_picture_of<Net>(profile, labels),
                                 {.title = io_detail::tflm_arena_svg_title(network_name, profile), .ram_budget = ram_budget});
    }
};

}  // namespace netmem
