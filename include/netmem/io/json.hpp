// netmem/io/json.hpp
// JSON of a network memory report (host only: std::string), for scripts and dashboards.
//
//   std::string text = netmem::to_json(netmem::memory_report<Net>(config),
//                                      {.minibatch = 32, .cache = netmem::cache_mode::none,
//                                       .element = netmem::data_type::float32});
//
// Layout (two-space indentation, keys in this order; every size is an integer):
// {
//   "model_class": "...", "model_name": "...", "policy": "corrected" | "dl4j",
//   "network_inputs": [<input type>...],     // DL4J's "Network Input" (see dl4j_text.hpp)
//   "minibatch": M, "cache_mode": "device" | "host" | "none",
//   "data_type": "float32", "bytes_per_element": 4,
//   "layers": [{
//     "key": "layer0",                       // DL4J's map key: the vertex name, or "layer" + index
//     "name": "..." | null, "report_class": "DenseLayer",
//     "input": <input type>, "output": <input type>,
//     "elements": {                          // the DL4J LayerMemoryReport fields, ELEMENT counts
//       "parameters", "updater_state", "frozen_parameters",
//       "working_memory_fixed_inference", "working_memory_variable_inference",   // per example
//       "working_memory_fixed_training": {"device", "host", "none"},
//       "working_memory_variable_training": {...},                              // per example
//       "cache_memory_fixed": {...}, "cache_memory_variable": {...},              // per example
//       "other_input_elements"},
//     "inference_bytes": {<9 memory types>, "total"},   // BYTES at M, cache mode, data type
//     "training_bytes": {<9 memory types>, "total"}
//   }...],
//   "totals": {
//     "inference_bytes": {<9 memory types>, "total", "working_memory_layer": index | null},
//     "training_bytes": {...}
//   }
// }
// <input type> is {"kind": "feed_forward", "size": n} | {"kind": "recurrent", "size", "time_steps"}
// | {"kind": "convolutional", "height", "width", "channels"} | {"kind": "convolutional_flat",
// "height", "width", "depth"} | {"kind": "convolutional3d", "depth", "height", "width", "channels"}.
// Memory types use netmem's snake_case names (memory_type.hpp). Network totals follow the report's
// policy (network_memory_report::memory_bytes / total_bytes): under policy::dl4j the two working
// memory rows are independent maxima, so the rows need not add up to "total".
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
#include <netmem/core/policy.hpp>
#include <netmem/report/layer_memory_report.hpp>
#include <netmem/report/network_memory_report.hpp>

namespace netmem {

/// At which minibatch, cache mode and data type to_json evaluates bytes.
/// Field order (designated initializers): minibatch, cache, element.
struct json_options {
    size_type minibatch = 1;                   ///< M, examples
    netmem::cache_mode cache = cache_mode::none;
    data_type element = data_type::float32;
};

namespace io_detail {

/// A JSON string literal of `text` (quotes, backslashes and control characters escaped).
inline std::string json_string(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\t': out += "\\t"; break;
            case '\r': out += "\\r"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    const char* hex = "0123456789abcdef";
                    out += "\\u00";
                    out += hex[(c >> 4) & 0xF];
                    out += hex[c & 0xF];
                } else {
                    out += c;
                }
        }
    }
    return out + "\"";
}

/// A JSON string, or null for a null pointer.
inline std::string json_string_or_null(const char* text) { return text ? json_string(text) : "null"; }

using json_members = std::vector<std::pair<std::string, std::string>>;

/// An object of already-serialized member values, indented for nesting depth `depth`.
inline std::string json_object(const json_members& members, int depth) {
    if (members.empty()) return "{}";
    const std::string inner(static_cast<std::size_t>(2 * (depth + 1)), ' ');
    const std::string outer(static_cast<std::size_t>(2 * depth), ' ');
    std::string out = "{\n";
    for (std::size_t i = 0; i < members.size(); ++i)
        out += inner + json_string(members[i].first) + ": " + members[i].second + (i + 1 < members.size() ? ",\n" : "\n");
    return out + outer + "}";
}

/// An array of already-serialized values, indented for nesting depth `depth`.
inline std::string json_array(const std::vector<std::string>& values, int depth) {
    if (values.empty()) return "[]";
    const std::string inner(static_cast<std::size_t>(2 * (depth + 1)), ' ');
    const std::string outer(static_cast<std::size_t>(2 * depth), ' ');
    std::string out = "[\n";
    for (std::size_t i = 0; i < values.size(); ++i) out += inner + values[i] + (i + 1 < values.size() ? ",\n" : "\n");
    return out + outer + "]";
}

inline std::string json_number(size_type value) { return std::to_string(value); }

inline const char* kind_name_of(input_kind kind) {
    switch (kind) {
        case input_kind::feed_forward: return "feed_forward";
        case input_kind::recurrent: return "recurrent";
        case input_kind::convolutional: return "convolutional";
        case input_kind::convolutional_flat: return "convolutional_flat";
        case input_kind::convolutional3d: return "convolutional3d";
    }
    return "";
}

inline const char* cache_mode_name(cache_mode mode) {
    switch (mode) {
        case cache_mode::device: return "device";
        case cache_mode::host: return "host";
        case cache_mode::none: return "none";
    }
    return "";
}

inline std::string json_input_type(const input_type& type, int depth) {
    json_members m{{"kind", json_string(kind_name_of(type.kind))}};
    const auto add = [&m](const char* key, size_type value) { m.emplace_back(key, json_number(value)); };
    switch (type.kind) {
        case input_kind::feed_forward: add("size", type.size); break;
        case input_kind::recurrent: add("size", type.size), add("time_steps", type.time_steps); break;
        case input_kind::convolutional:
            add("height", type.height), add("width", type.width), add("channels", type.channels);
            break;
        case input_kind::convolutional_flat:
            add("height", type.height), add("width", type.width), add("depth", type.depth);
            break;
        case input_kind::convolutional3d:
            add("depth", type.depth), add("height", type.height), add("width", type.width),
                add("channels", type.channels);
            break;
    }
    return json_object(m, depth);
}

inline std::string json_per_cache_mode(const per_cache_mode& values, int depth) {
    return json_object({{"device", json_number(values[cache_mode::device])},
                        {"host", json_number(values[cache_mode::host])},
                        {"none", json_number(values[cache_mode::none])}},
                       depth);
}

/// The nine memory types and "total" of a layer or network report, in bytes.
template <class Report>
json_members json_bytes_members(const Report& report, memory_use_mode mode, const json_options& options) {
    json_members m;
    for (memory_type type : all_memory_types)
        m.emplace_back(name_of(type),
                       json_number(report.memory_bytes(type, options.minibatch, mode, options.cache, options.element)));
    m.emplace_back("total", json_number(report.total_bytes(options.minibatch, mode, options.cache, options.element)));
    return m;
}

inline std::string json_layer(const layer_memory_report& layer, const std::string& key, const json_options& options,
                              int depth) {
    const json_members elements{
        {"parameters", json_number(layer.parameters)},
        {"updater_state", json_number(layer.updater_state)},
        {"frozen_parameters", json_number(layer.frozen_parameters)},
        {"working_memory_fixed_inference", json_number(layer.working_memory_fixed_inference)},
        {"working_memory_variable_inference", json_number(layer.working_memory_variable_inference)},
        {"working_memory_fixed_training", json_per_cache_mode(layer.working_memory_fixed_training, depth + 2)},
        {"working_memory_variable_training", json_per_cache_mode(layer.working_memory_variable_training, depth + 2)},
        {"cache_memory_fixed", json_per_cache_mode(layer.cache_memory_fixed, depth + 2)},
        {"cache_memory_variable", json_per_cache_mode(layer.cache_memory_variable, depth + 2)},
        {"other_input_elements", json_number(layer.other_input_elements)},
    };
    return json_object(
        {{"key", json_string(key)},
         {"name", json_string_or_null(layer.name)},
         {"report_class", json_string_or_null(layer.report_class)},
         {"input", json_input_type(layer.input, depth + 1)},
         {"output", json_input_type(layer.output, depth + 1)},
         {"elements", json_object(elements, depth + 1)},
         {"inference_bytes", json_object(json_bytes_members(layer, memory_use_mode::inference, options), depth + 1)},
         {"training_bytes", json_object(json_bytes_members(layer, memory_use_mode::training, options), depth + 1)}},
        depth);
}

}  // namespace io_detail

/// The JSON text of `report` with bytes evaluated at `options` (see the file comment for the
/// layout). Ends with a newline.
template <std::size_t N>
std::string to_json(const network_memory_report<N>& report, const json_options& options = {}) {
    using namespace io_detail;
    std::vector<std::string> inputs, layers;
    for (std::size_t i = 0; i < report.network_input_count; ++i)
        inputs.push_back(json_input_type(report.network_inputs[i], 2));
    for (std::size_t i = 0; i < N; ++i) {
        const std::string key = report.keys[i] ? std::string(report.keys[i]) : "layer" + std::to_string(i);
        layers.push_back(json_layer(report.layers[i], key, options, 2));
    }
    auto totals = [&](memory_use_mode mode) {
        json_members m = json_bytes_members(report, mode, options);
        const std::size_t chosen = report.working_memory_layer(options.minibatch, mode, options.cache, options.element);
        m.emplace_back("working_memory_layer",
                       chosen == network_memory_report<N>::npos ? "null" : std::to_string(chosen));
        return json_object(m, 2);
    };
    return json_object({{"model_class", json_string_or_null(report.model_class)},
                        {"model_name", json_string_or_null(report.model_name)},
                        {"policy", json_string(report.policy == policy::dl4j ? "dl4j" : "corrected")},
                        {"network_inputs", json_array(inputs, 1)},
                        {"minibatch", json_number(options.minibatch)},
                        {"cache_mode", json_string(cache_mode_name(options.cache))},
                        {"data_type", json_string(name_of(options.element))},
                        {"bytes_per_element", json_number(bytes_per_element(options.element))},
                        {"layers", json_array(layers, 1)},
                        {"totals", json_object({{"inference_bytes", totals(memory_use_mode::inference)},
                                                {"training_bytes", totals(memory_use_mode::training)}},
                                               1)}},
                       0) +
           "\n";
}

}  // namespace netmem
