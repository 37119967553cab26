// netmem/io/plan_svg.hpp
// An SVG picture of a deployment plan's memory over time (host only: std::string).
//
//   constexpr auto plan = netmem::memory_plan_of<net, netmem::deployment{}>;
//   std::ofstream("plan.svg") << netmem::to_plan_svg<net>(plan, {.title = "VWW, int8", .ram_budget = 128_KiB});
//
// Layout (pixels; the plot is `width` x `height` minus margins):
// - x: execution step. Step s covers [plot_x + s * step_width, plot_x + (s + 1) * step_width) with
//   step_width = plot_width / step_count; the axis is labelled with step numbers (at most about
//   25 labels) and the peak step's layer.
// - y: arena offset in bytes, 0 at the bottom: byte b is at plot_y + plot_height - b * scale, with
//   scale = plot_height / top_bytes and top_bytes the largest of the arena, TFLM's head
//   arena, the lower bound and the RAM budget (the budget only when at most 4 x the arena, so a
//   large budget does not flatten the picture; otherwise the legend gives its value).
// - every tensor is a <rect class="tensor"> from x(first_step) to x(last_step + 1) and from
//   y(offset + arena_bytes) to y(offset): its reserved bytes (data rounded up to the alignment)
//   over its lifetime. Its data-tensor, data-offset, data-bytes, data-first-step and
//   data-last-step attributes repeat the plan's numbers; its <title> (the tooltip) names the
//   tensor, its kind, offset, bytes and steps. A label (the tensor name, or else its letter A, B,
//   ... as in plan_text.hpp; tensors after the 62nd have none) is drawn only where it fits the
//   rectangle: the text's estimated width (0.6 x font size per character) plus margins and its
//   height.
//   Colours: network inputs green, kernel scratch orange, activations in alternating blues.
// - the peak step (the first step whose live bytes reach the lower bound) is a shaded column,
//   labelled "peak";
// - horizontal lines: the lower bound (dashed), the
//   planned arena (solid) and the RAM budget (red), each named at the right edge.
// - <rect id="plot"> is the plot area and carries data-steps and data-top-bytes, so that a reader
//   can map pixels back to steps and bytes (tests/check_plan_svg.py does).
// Readable at 200 tensors: rectangles keep a minimum size of 0 (no overlap is invented), labels
// appear only where they fit, and every tensor keeps its tooltip.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <netmem/core/integer.hpp>
#include <netmem/planning/budget.hpp>
#include <netmem/planning/plan_memory.hpp>
#include <netmem/io/detail/text.hpp>
#include <netmem/io/plan_text.hpp>

namespace netmem {

/// What to_plan_svg draws besides the plan. Field order: title, ram_budget, width, height.
struct plan_svg_options {
    std::string title{};            ///< first line of the picture ("" writes none)
    size_type ram_budget = no_limit;  ///< the target's RAM in bytes (no_limit: no budget line)
    int width = 1200;               ///< pixels
    int height = 640;               ///< pixels
};

namespace io_detail {

/// `text` with XML's five special characters escaped (for text nodes and attribute values).
inline std::string xml_escape(std::string_view text) {
    std::string out;
    for (const char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&apos;"; break;
            default: out += c;
        }
    }
    return out;
}

/// "12.5 KiB" / "640 B" / "1.25 MiB": an axis label.
inline std::string short_bytes(size_type bytes) {
    if (bytes >= 1024 * 1024) return fmt::format("{:.4g} MiB", static_cast<double>(bytes) / (1024.0 * 1024.0));
    if (bytes >= 1024) return fmt::format("{:.4g} KiB", static_cast<double>(bytes) / 1024.0);
    return fmt::format("{} B", bytes);
}

/// A round tick spacing giving at most `count` ticks up to `top` bytes: 1, 2 or 5 x a power of
/// ten, counted in KiB from 2 KiB up (so that labels read "20 KiB", not "19.53 KiB").
inline size_type tick_spacing(size_type top, size_type count) {
    const size_type unit = top >= 2048 ? 1024 : 1;
    for (size_type step = 1;; step *= 10)
        for (const size_type m : {size_type{1}, size_type{2}, size_type{5}})
            if (top / (unit * step * m) <= count) return unit * step * m;
}

/// Estimated pixel width of `text` at font size `size` (an average glyph is about 0.6 em wide).
inline double text_width(std::string_view text, double size) { return 0.6 * size * static_cast<double>(text.size()); }

/// A horizontal line across a picture's plot: at `bytes`, named `name`, drawn with `style`.
struct svg_level {
    size_type bytes;
    std::string name, style;
};

/// The group of `levels`, sorted by bytes, each a line across the plot (x from `left`, `plot_w`
/// wide) named at its right edge, names pushed apart when lines are close; `y_of` maps bytes to y,
/// `bottom` is the plot's lower edge.
template <class YOf>
std::string svg_level_lines(std::vector<svg_level> levels, YOf y_of, double left, double plot_w, double bottom) {
    std::stable_sort(levels.begin(), levels.end(), [](const svg_level& a, const svg_level& b) { return a.bytes < b.bytes; });
    std::string svg;
    double last_label_y = bottom + 1000;
    svg += "<g id=\"lines\" stroke-width=\"1.5\">\n";
    for (const svg_level& l : levels) {
        const double y = y_of(l.bytes);
        const double label_y = std::min(y + 4, last_label_y - 13);
        last_label_y = label_y;
        svg += fmt::format("<line class=\"level\" data-bytes=\"{}\" x1=\"{:.2f}\" y1=\"{:.2f}\" x2=\"{:.2f}\" y2=\"{:.2f}\" "
                           "{}/><text x=\"{:.2f}\" y=\"{:.2f}\" stroke=\"none\">{}</text>\n",
                           l.bytes, left, y, left + plot_w + 6, y, l.style, left + plot_w + 9, label_y, xml_escape(l.name));
    }
    svg += "</g>\n";
    return svg;
}

/// The byte axis's ticks and labels up to `top_bytes`, at the plot's left edge `left`.
template <class YOf>
std::string svg_byte_ticks(size_type top_bytes, YOf y_of, double left) {
    std::string svg;
    const size_type spacing = tick_spacing(top_bytes, 8);
    for (size_type b = 0; b <= top_bytes; b += spacing)
        svg += fmt::format("<line x1=\"{0:.2f}\" y1=\"{1:.2f}\" x2=\"{2:.2f}\" y2=\"{1:.2f}\" stroke=\"#999\"/>"
                           "<text x=\"{3:.2f}\" y=\"{4:.2f}\" text-anchor=\"end\">{5}</text>\n",
                           left - 4, y_of(b), left, left - 6, y_of(b) + 3, short_bytes(b));
    return svg;
}

}  // namespace io_detail

/// The SVG picture of `plan` (see the file comment); `labels` names the layers.
template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
std::string to_plan_svg(const memory_plan<T, S, N, M>& plan, const std::vector<std::string>& labels,
                        const plan_svg_options& options = {}) {
    using namespace io_detail;
    const double left = 80, right = 170, top = options.title.empty() ? 24 : 44, bottom = 56;
    const double plot_w = std::max(1.0, options.width - left - right), plot_h = std::max(1.0, options.height - top - bottom);
    const std::size_t steps = std::max<std::size_t>(plan.step_count, 1);
    const bool budget_in_picture = options.ram_budget != no_limit && options.ram_budget / 4 <= plan.arena_bytes;
    size_type top_bytes = std::max({plan.arena_bytes, plan.lower_bound_bytes, size_type{1}});
    if (budget_in_picture) top_bytes = std::max(top_bytes, options.ram_budget);
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

    // The peak step.
    if (plan.step_count > 0)
        svg += fmt::format(
            "<g id=\"peak\"><title>peak: step {} ({}), {} live bytes = the lower bound</title>"
            "<rect x=\"{:.2f}\" y=\"{:.2f}\" width=\"{:.2f}\" height=\"{:.2f}\" fill=\"#ffe08a\" opacity=\"0.6\"/>"
            "<text x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"middle\" font-weight=\"bold\">peak</text></g>\n",
            plan.peak_step, xml_escape(step_label(plan, labels, plan.peak_step)), group_thousands(plan.lower_bound_bytes),
            x_of(plan.peak_step), top, step_w, plot_h, x_of(plan.peak_step) + step_w / 2, top - 4);

    // Tensors.
    svg += "<g id=\"tensors\" stroke=\"#333\" stroke-width=\"0.5\">\n";
    for (std::size_t t = 0; t < plan.tensor_count; ++t) {
        const planned_tensor& tensor = plan.tensors()[t];
        if (tensor.arena_bytes == 0) continue;
        const double x = x_of(tensor.first_step), w = x_of(tensor.last_step + 1) - x;
        const double y = y_of(tensor.offset + tensor.arena_bytes), h = y_of(tensor.offset) - y;
        const std::string fill = tensor.kind == tensor_kind::network_input ? "#8fd19e"
                                 : tensor.kind == tensor_kind::scratch     ? "#f6b26b"
                                 : tensor.kind == tensor_kind::state       ? "#c27ba0"
                                                                           : (t % 2 == 0 ? "#9fc5e8" : "#6fa8dc");
        const std::string name = tensor_name(plan, labels, t);
        svg += fmt::format(
            "<g class=\"tensor\"><title>{} {}: {} ({}), offset {} B, {} B reserved ({} B data), steps {}..{}</title>"
            "<rect class=\"tensor\" data-tensor=\"{}\" data-offset=\"{}\" data-bytes=\"{}\" data-first-step=\"{}\" "
            "data-last-step=\"{}\" x=\"{:.2f}\" y=\"{:.2f}\" width=\"{:.2f}\" height=\"{:.2f}\" fill=\"{}\"/>",
            tensor_letter(t), xml_escape(name), tensor_kind_name(tensor.kind), "tensor " + std::to_string(t),
            group_thousands(tensor.offset), group_thousands(tensor.arena_bytes), group_thousands(tensor.data_bytes),
            tensor.first_step, tensor.last_step, t, tensor.offset, tensor.arena_bytes, tensor.first_step,
            tensor.last_step, x, y, w, h, fill);
        // A label only where it fits: the name, else the letter.
        const double size = 10;
        std::string label;
        if (h >= size + 2 && text_width(name, size) <= w - 4) label = name;
        else if (h >= size + 2 && text_width("W", size) <= w - 2 && tensor_letter(t) != '*')
            label = std::string(1, tensor_letter(t));
        if (!label.empty())
            svg += fmt::format("<text x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"middle\" font-size=\"{}\" "
                               "stroke=\"none\">{}</text>",
                               x + w / 2, y + h / 2 + size / 3, size, xml_escape(label));
        svg += "</g>\n";
    }
    svg += "</g>\n";

    // Horizontal lines, each named at the right edge (names pushed apart when lines are close).
    std::vector<svg_level> lines{
        {plan.lower_bound_bytes, "lower bound " + group_thousands(plan.lower_bound_bytes) + " B",
         "stroke=\"#000\" stroke-dasharray=\"6 3\""},
        {plan.arena_bytes, "arena " + group_thousands(plan.arena_bytes) + " B", "stroke=\"#1a5fb4\""}};
    if (budget_in_picture)
        lines.push_back({options.ram_budget, "RAM budget " + group_thousands(options.ram_budget) + " B", "stroke=\"#c00\""});
    svg += svg_level_lines(std::move(lines), y_of, left, plot_w, top + plot_h);

    // Axes: bytes on the left, steps below.
    svg += "<g id=\"axes\" font-size=\"10\">\n";
    svg += svg_byte_ticks(top_bytes, y_of, left);
    const std::size_t every = std::max<std::size_t>(1, (steps + 24) / 25);
    for (std::size_t s = 0; s < plan.step_count; s += every)
        svg += fmt::format("<text x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"middle\">{}</text>\n", x_of(s) + step_w / 2,
                           top + plot_h + 14, s);
    svg += fmt::format(
        "<text x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"middle\" font-size=\"11\">execution step (peak: step {}, {})"
        "</text>\n<text transform=\"translate(14 {:.2f}) rotate(-90)\" text-anchor=\"middle\" font-size=\"11\">"
        "arena offset (bytes)</text>\n",
        left + plot_w / 2, top + plot_h + 32, plan.peak_step, xml_escape(step_label(plan, labels, plan.peak_step)),
        top + plot_h / 2);
    if (options.ram_budget != no_limit && !budget_in_picture)
        svg += fmt::format("<text x=\"{:.2f}\" y=\"{:.2f}\" font-size=\"10\">RAM budget {} B: above the picture</text>\n",
                           left + plot_w + 9, top + 10, group_thousands(options.ram_budget));
    svg += fmt::format(
        "<text x=\"{:.2f}\" y=\"{:.2f}\" font-size=\"10\" fill=\"#555\">Each rectangle is a tensor: its bytes over its "
        "lifetime (hover for details). Green: network input, blue: activations, orange: kernel scratch.</text>\n",
        left, top + plot_h + 48);
    return svg + "</g>\n</svg>\n";
}

/// The SVG picture of `plan` of network `Net`, with Net's layer names.
template <class Net, std::size_t T, std::size_t S, std::size_t N, std::size_t M>
std::string to_plan_svg(const memory_plan<T, S, N, M>& plan, const plan_svg_options& options = {}) {
    return to_plan_svg(plan, plan_layer_labels<Net>(), options);
}

}  // namespace netmem
