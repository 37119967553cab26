// netmem/io/dl4j_text.hpp
// DL4J's text forms of memory reports and input types (host only: std::string).
//
//   netmem::to_dl4j_string(report)        NetworkMemoryReport.toString(), character for character
//   netmem::to_dl4j_string(layer_report)  LayerMemoryReport.toString()
//   netmem::to_dl4j_string(input_type)    InputType.toString()
//   netmem::group_thousands(bytes)        a number as those texts print it: "1,234,567"
//
// The network text (dl4j-memory-formulas#report-text, DL4J org.deeplearning4j.nn.conf.memory.NetworkMemoryReport):
// header labels left-justified to 38 columns; "Inference Memory (FP32)" has no colon; every amount is
// printed as "F bytes + nExamples * V bytes" from totals at minibatch 0 and 1, in float32 with
// cache mode NONE; numbers grouped with commas (Java DecimalFormat "#,###"); breakdown rows in
// DL4J's MemoryType order, inference rows only for inference types, a row only when F > 0 or
// V > 0, and only the positive parts printed. "Layer Types" counts report classes in first-seen
// order and keeps DL4J's trailing ", ". "Network Input" prints report.network_inputs; under
// policy::dl4j a sequential network stores its OUTPUT type there (DL4J's bug, dl4j-memory-formulas#sequential), so the
// text shows what DL4J shows.
//
// The numbers come from the report's own memory_bytes/total_bytes, so a policy::corrected report
// prints corrected numbers in DL4J's layout (e.g. inference working memory per example).
//
// Input types (dl4j-memory-formulas#input-types, DL4J InputType.toString): DL4J's default formats are printed, since
// netmem does not model layouts: NCHW for convolutional, NCW for recurrent, NDHWC for
// convolutional3d. A recurrent type without a time length (time_steps == 0) omits
// "timeSeriesLength=", as DL4J does for T <= 0.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <netmem/core/data_type.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/memory_type.hpp>
#include <netmem/io/detail/text.hpp>
#include <netmem/report/layer_memory_report.hpp>
#include <netmem/report/network_memory_report.hpp>

namespace netmem {

/// DL4J InputType.toString() of `type`, e.g. "InputTypeFeedForward(20)",
/// "InputTypeConvolutional(h=28,w=28,c=1,NCHW)", "InputTypeRecurrent(20,timeSeriesLength=30,format=NCW)".
inline std::string to_dl4j_string(const input_type& type) {
    const auto n = [](size_type value) { return std::to_string(value); };
    switch (type.kind) {
        case input_kind::feed_forward: return "InputTypeFeedForward(" + n(type.size) + ")";
        case input_kind::recurrent:
            if (type.time_steps > 0)
                return "InputTypeRecurrent(" + n(type.size) + ",timeSeriesLength=" + n(type.time_steps) +
                       ",format=NCW)";
            return "InputTypeRecurrent(" + n(type.size) + ",format=NCW)";
        case input_kind::convolutional:
            return "InputTypeConvolutional(h=" + n(type.height) + ",w=" + n(type.width) + ",c=" + n(type.channels) +
                   ",NCHW)";
        case input_kind::convolutional_flat:
            return "InputTypeConvolutionalFlat(h=" + n(type.height) + ",w=" + n(type.width) + ",d=" + n(type.depth) +
                   ")";
        case input_kind::convolutional3d:
            return "InputTypeConvolutional3D(format=NDHWC,d=" + n(type.depth) + ",h=" + n(type.height) +
                   ",w=" + n(type.width) + ",c=" + n(type.channels) + ")";
    }
    return "";
}

/// DL4J LayerMemoryReport.toString(): "LayerMemoryReport(layerName=<name>,layerType=<class>)".
/// A report without a name prints "null", as Java does (DL4J's LSTM-family and vertex reports).
inline std::string to_dl4j_string(const layer_memory_report& report) {
    return "LayerMemoryReport(layerName=" + std::string(io_detail::or_null(report.name)) +
           ",layerType=" + std::string(report.report_class) + ")";
}

namespace io_detail {

/// "F bytes", "nExamples * V bytes", "F bytes + nExamples * V bytes" or "" (DL4J
/// appendFixedPlusVariable: only positive parts are printed), followed by a newline.
inline std::string dl4j_fixed_plus_variable(size_type fixed_bytes, size_type per_example_bytes) {
    std::string text;
    if (fixed_bytes > 0) text += group_thousands(fixed_bytes) + " bytes";
    if (per_example_bytes > 0) {
        if (fixed_bytes > 0) text += " + ";
        text += "nExamples * " + group_thousands(per_example_bytes) + " bytes";
    }
    return text + "\n";
}

/// DL4J's header label: left-justified to 38 columns (two leading spaces included).
inline std::string dl4j_label(std::string_view label) { return pad_right(label, 38); }

/// "N x Class, " per report class, in first-seen order (DL4J's LinkedHashMap count).
template <std::size_t N>
std::string dl4j_layer_types(const network_memory_report<N>& report) {
    std::vector<std::pair<std::string_view, std::size_t>> counts;
    for (const layer_memory_report& layer : report.layers) {
        const std::string_view name = layer.report_class ? std::string_view(layer.report_class) : "null";
        bool found = false;
        for (auto& [seen, count] : counts)
            if (seen == name) {
                ++count;
                found = true;
                break;
            }
        if (!found) counts.emplace_back(name, 1);
    }
    std::string text;
    for (const auto& [name, count] : counts) text += std::to_string(count) + " x " + std::string(name) + ", ";
    return text;
}

/// DL4J appendBreakDown: one row per memory type with a positive fixed or per-example part.
template <std::size_t N>
std::string dl4j_breakdown(const network_memory_report<N>& report, memory_use_mode mode) {
    std::string text;
    for (memory_type type : all_memory_types) {
        if (mode == memory_use_mode::inference && !is_inference(type)) continue;
        const size_type fixed = report.memory_bytes(type, 0, mode, cache_mode::none, data_type::float32);
        const size_type per_example = report.memory_bytes(type, 1, mode, cache_mode::none, data_type::float32) - fixed;
        if (fixed > 0 || per_example > 0)
            text += "  - " + pad_right(dl4j_name_of(type), 34) + dl4j_fixed_plus_variable(fixed, per_example);
    }
    return text;
}

}  // namespace io_detail

/// `value` in decimal with a comma every three digits, as DL4J's texts print byte counts (Java
/// DecimalFormat "#,###", whatever the global locale): 0 -> "0", 1234567 -> "1,234,567".
using io_detail::group_thousands;

/// DL4J NetworkMemoryReport.toString() of `report`, character for character (dl4j-memory-formulas#report-text): the
/// float32, cache-mode-NONE summary "F bytes + nExamples * V bytes" with F = total(minibatch 0) and
/// V = total(1) - total(0), then the inference and training breakdowns. Ends with a newline.
template <std::size_t N>
std::string to_dl4j_string(const network_memory_report<N>& report) {
    using io_detail::dl4j_label;
    const auto total = [&](size_type minibatch, memory_use_mode mode) {
        return report.total_bytes(minibatch, mode, cache_mode::none, data_type::float32);
    };
    const size_type fixed_inference = total(0, memory_use_mode::inference);
    const size_type per_example_inference = total(1, memory_use_mode::inference) - fixed_inference;
    const size_type fixed_training = total(0, memory_use_mode::training);
    const size_type per_example_training = total(1, memory_use_mode::training) - fixed_training;

    std::string inputs = "[";
    for (std::size_t i = 0; i < report.network_input_count; ++i)
        inputs += (i > 0 ? ", " : "") + to_dl4j_string(report.network_inputs[i]);
    inputs += "]";

    std::string text = "----- Network Memory Report -----\n";
    text += dl4j_label("  Model Class:") + std::string(io_detail::or_null(report.model_class)) + "\n";
    text += dl4j_label("  Model Name:") + std::string(io_detail::or_null(report.model_name)) + "\n";
    text += dl4j_label("  Network Input:") + inputs + "\n";
    text += dl4j_label("  # Layers:") + std::to_string(N) + "\n";
    text += dl4j_label("  Layer Types:") + io_detail::dl4j_layer_types(report) + "\n";
    text += dl4j_label("  Inference Memory (FP32)") +
            io_detail::dl4j_fixed_plus_variable(fixed_inference, per_example_inference);
    text += dl4j_label("  Training Memory (FP32):") +
            io_detail::dl4j_fixed_plus_variable(fixed_training, per_example_training);
    text += "  Inference Memory Breakdown (FP32):\n";
    text += io_detail::dl4j_breakdown(report, memory_use_mode::inference);
    text += "  Training Memory Breakdown (CacheMode = NONE, FP32):\n";
    text += io_detail::dl4j_breakdown(report, memory_use_mode::training);
    return text;
}

}  // namespace netmem
