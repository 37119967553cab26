// netmem/io/json.hpp
// JSON of a network memory report (host only: std::string), for scripts and dashboards.
// Written with nlohmann::ordered_json (Debian nlohmann-json3-dev; CMake target netmem::io), which
// does the escaping, keeps the keys in the order below and indents by two spaces.
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

#include <nlohmann/json.hpp>

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

/// A JSON document whose objects keep their keys in insertion order.
using json = nlohmann::ordered_json;

/// The text of `document`: two-space indentation, a final newline; invalid UTF-8 in a name is
/// replaced by U+FFFD instead of throwing.
inline std::string json_text(const json& document) {
    return document.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

/// A string, or null for a null pointer.
inline json json_string_or_null(const char* text) { return text ? json(text) : json(nullptr); }

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

/// {"kind": ..., then the kind's dimensions} (see the file comment).
inline json json_input_type(const input_type& type) {
    json m{{"kind", kind_name_of(type.kind)}};
    switch (type.kind) {
        case input_kind::feed_forward: m["size"] = type.size; break;
        case input_kind::recurrent:
            m["size"] = type.size;
            m["time_steps"] = type.time_steps;
            break;
        case input_kind::convolutional:
            m["height"] = type.height;
            m["width"] = type.width;
            m["channels"] = type.channels;
            break;
        case input_kind::convolutional_flat:
            m["height"] = type.height;
            m["width"] = type.width;
            m["depth"] = type.depth;
            break;
        case input_kind::convolutional3d:
            m["depth"] = type.depth;
            m["height"] = type.height;
            m["width"] = type.width;
            m["channels"] = type.channels;
            break;
    }
    return m;
}

inline json json_per_cache_mode(const per_cache_mode& values) {
    return {{"device", values[cache_mode::device]}, {"host", values[cache_mode::host]}, {"none", values[cache_mode::none]}};
}

/// The nine memory types and "total" of a layer or network report, in bytes.
template <class Report>
json json_bytes(const Report& report, memory_use_mode mode, const json_options& options) {
    json m = json::object();
    for (memory_type type : all_memory_types)
        m[name_of(type)] = report.memory_bytes(type, options.minibatch, mode, options.cache, options.element);
    m["total"] = report.total_bytes(options.minibatch, mode, options.cache, options.element);
    return m;
}

inline json json_layer(const layer_memory_report& layer, const std::string& key, const json_options& options) {
    const json elements{
        {"parameters", layer.parameters},
        {"updater_state", layer.updater_state},
        {"frozen_parameters", layer.frozen_parameters},
        {"working_memory_fixed_inference", layer.working_memory_fixed_inference},
        {"working_memory_variable_inference", layer.working_memory_variable_inference},
        {"working_memory_fixed_training", json_per_cache_mode(layer.working_memory_fixed_training)},
        {"working_memory_variable_training", json_per_cache_mode(layer.working_memory_variable_training)},
        {"cache_memory_fixed", json_per_cache_mode(layer.cache_memory_fixed)},
        {"cache_memory_variable", json_per_cache_mode(layer.cache_memory_variable)},
        {"other_input_elements", layer.other_input_elements},
    };
    return {{"key", key},
            {"name", json_string_or_null(layer.name)},
            {"report_class", json_string_or_null(layer.report_class)},
            {"input", json_input_type(layer.input)},
            {"output", json_input_type(layer.output)},
            {"elements", elements},
            {"inference_bytes", json_bytes(layer, memory_use_mode::inference, options)},
            {"training_bytes", json_bytes(layer, memory_use_mode::training, options)}};
}

/// The document to_json prints (see the file comment).
template <std::size_t N>
json memory_report_json(const network_memory_report<N>& report, const json_options& options) {
    json inputs = json::array(), layers = json::array();
    for (std::size_t i = 0; i < report.network_input_count; ++i) inputs.push_back(json_input_type(report.network_inputs[i]));
    for (std::size_t i = 0; i < N; ++i) {
        const std::string key = report.keys[i] ? std::string(report.keys[i]) : "layer" + std::to_string(i);
        layers.push_back(json_layer(report.layers[i], key, options));
    }
    const auto totals = [&](memory_use_mode mode) {
        json m = json_bytes(report, mode, options);
        const std::size_t chosen = report.working_memory_layer(options.minibatch, mode, options.cache, options.element);
        m["working_memory_layer"] = chosen == network_memory_report<N>::npos ? json(nullptr) : json(chosen);
        return m;
    };
    return {{"model_class", json_string_or_null(report.model_class)},
            {"model_name", json_string_or_null(report.model_name)},
            {"policy", report.policy == policy::dl4j ? "dl4j" : "corrected"},
            {"network_inputs", inputs},
            {"minibatch", options.minibatch},
            {"cache_mode", cache_mode_name(options.cache)},
            {"data_type", name_of(options.element)},
            {"bytes_per_element", bytes_per_element(options.element)},
            {"layers", layers},
            {"totals", {{"inference_bytes", totals(memory_use_mode::inference)},
                        {"training_bytes", totals(memory_use_mode::training)}}}};
}

}  // namespace io_detail

/// The JSON text of `report` with bytes evaluated at `options` (see the file comment for the
/// layout). Ends with a newline.
template <std::size_t N>
std::string to_json(const network_memory_report<N>& report, const json_options& options = {}) {
    return io_detail::json_text(io_detail::memory_report_json(report, options));
}

}  // namespace netmem
