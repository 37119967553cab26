// netmem/io/summary.hpp
// A Keras-style model.summary() table of a sequential or graph network (host only: std::string).
//
//   std::cout << netmem::summary<netmem::zoo::keras_io_mnist_convnet>("mnist_convnet");
//
//   Model: "mnist_convnet"
//   Input: (None, 28, 28, 1)
//   _________________________________________________________________
//    Layer (kind)                Output Shape              Param #
//   =================================================================
//    conv2d                      (None, 26, 26, 32)        320
//   _________________________________________________________________
//    max_pool2d                  (None, 13, 13, 32)        0
//   ...
//   =================================================================
//   Total params: 34,826
//   Trainable params: 34,826
//   Non-trainable params: 0
//   _________________________________________________________________
//
// Columns (Keras 2's print_summary layout, widened when a cell is longer):
// - Layer (kind): the layer's kind_name, numbered as Keras numbers layer names ("conv2d",
//   "conv2d_1", ...). Every layer of the list has a row, reshape-only ones (flatten) included;
//   the preprocessors a network inserts itself (e.g. DL4J's CNN-to-feed-forward flattening before
//   a dense layer) have none, as in DL4J.
// - Output Shape: Keras's channels-last shape with the batch as None: (None, features) for
//   feed_forward and convolutional_flat (a flat row of h*w*d), (None, time_steps, features) for
//   recurrent (None for an unknown time length), (None, height, width, channels) for
//   convolutional, (None, depth, height, width, channels) for convolutional3d. Units: elements.
// - Param #: the layer's parameter count (elements; DL4J numParams, Keras count_params).
// Totals: all parameters, trainable ones, and the rest (batch normalization's running mean and
// variance, frozen layers), as Keras splits them.
// Graphs (network/graph.hpp) print as Keras prints a functional model: one row per network input
// ("name (input)", 0 parameters) and per vertex in execution order (DL4J's topological order),
// named "vertex name (kind)", with a fourth column "Connected to" listing the vertex's inputs in
// order (Keras 2 functional layout: columns at 32, 53, 65 and 98 characters).
// Requires: a valid network (an invalid one fails to compile with the layer's diagnostic, through
// checked_analysis).
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <netmem/core/input_type.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/policy.hpp>
#include <netmem/io/detail/text.hpp>
#include <netmem/network/graph.hpp>
#include <netmem/network/queries.hpp>

namespace netmem {

/// Keras's output shape of `type` with the batch as None, e.g. "(None, 26, 26, 32)" (see the file
/// comment for the dimension order of each kind).
inline std::string to_keras_shape(const input_type& type) {
    const auto n = [](size_type value) { return std::to_string(value); };
    switch (type.kind) {
        case input_kind::feed_forward: return "(None, " + n(type.size) + ")";
        case input_kind::recurrent:
            return "(None, " + (type.time_steps > 0 ? n(type.time_steps) : std::string("None")) + ", " + n(type.size) +
                   ")";
        case input_kind::convolutional:
            return "(None, " + n(type.height) + ", " + n(type.width) + ", " + n(type.channels) + ")";
        case input_kind::convolutional_flat: return "(None, " + n(type.elements_per_example()) + ")";
        case input_kind::convolutional3d:
            return "(None, " + n(type.depth) + ", " + n(type.height) + ", " + n(type.width) + ", " +
                   n(type.channels) + ")";
    }
    return "";
}

/// One row of a summary: what summary() prints for a layer.
struct summary_row {
    std::string name;    ///< sequential: Keras-style unique name (kind, kind_1, ...); graph: "name (kind)"
    input_type output{};  ///< the layer's output type
    size_type parameters = 0;
    size_type trainable_parameters = 0;
    std::vector<std::string> connected_to{};  ///< graphs: the names of the vertex's inputs, in order
};

namespace io_detail {

/// Keras's numbering of layer names: the first "dense" is "dense", the next "dense_1", ...
inline std::vector<std::string> keras_layer_names(const std::vector<std::string_view>& kinds) {
    std::vector<std::string> names;
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        const auto earlier = static_cast<std::size_t>(std::count(kinds.begin(), kinds.begin() + static_cast<std::ptrdiff_t>(i), kinds[i]));
        names.push_back(earlier == 0 ? std::string(kinds[i]) : std::string(kinds[i]) + "_" + std::to_string(earlier));
    }
    return names;
}

inline std::string join(const std::vector<std::string>& names) {
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i) text += (i > 0 ? ", " : "") + names[i];
    return text;
}

/// The summary table of `rows` (see the file comment for the layout). `input` is printed on an
/// "Input:" line (sequential networks); `graph` adds the "Connected to" column.
inline std::string summary_table(std::string_view model_name, const input_type* input,
                                 const std::vector<summary_row>& rows, bool graph) {
    std::size_t name_width = graph ? 32 : 29, shape_width = graph ? 21 : 26, count_width = graph ? 12 : 10;
    for (const summary_row& row : rows) {
        name_width = std::max(name_width, row.name.size() + 2);
        shape_width = std::max(shape_width, to_keras_shape(row.output).size() + 1);
        count_width = std::max(count_width, group_thousands(row.parameters).size() + 1);
    }
    const std::size_t line_width = name_width + shape_width + count_width + (graph ? 33 : 0);
    const std::string rule(line_width, '_'), double_rule(line_width, '=');
    auto line = [&](std::string_view name, std::string_view shape, std::string_view count,
                    std::string_view connected) {
        std::string text = pad_right(" " + std::string(name), name_width) + pad_right(shape, shape_width) +
                           (graph ? pad_right(count, count_width) + std::string(connected) : std::string(count));
        text.erase(text.find_last_not_of(' ') + 1);
        return text + "\n";
    };

    size_type total = 0, trainable = 0;
    std::string text = "Model: \"" + std::string(model_name) + "\"\n";
    if (input) text += "Input: " + to_keras_shape(*input) + "\n";
    text += rule + "\n" + line("Layer (kind)", "Output Shape", "Param #", "Connected to") + double_rule + "\n";
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const summary_row& row = rows[i];
        text += line(row.name, to_keras_shape(row.output), group_thousands(row.parameters), join(row.connected_to));
        text += (i + 1 < rows.size() ? rule : double_rule) + "\n";
        total = checked_add(total, row.parameters);
        trainable = checked_add(trainable, row.trainable_parameters);
    }
    if (rows.empty()) text += double_rule + "\n";
    text += "Total params: " + group_thousands(total) + "\n";
    text += "Trainable params: " + group_thousands(trainable) + "\n";
    text += "Non-trainable params: " + group_thousands(total - trainable) + "\n";
    return text + rule + "\n";
}

}  // namespace io_detail

/// The rows of Net's summary (`P` selects the flow rules): sequential networks, one per layer of the
/// list, in order; graphs, one per network input and then one per vertex in execution order.
template <network Net, policy P = policy::corrected>
std::vector<summary_row> summary_rows() {
    constexpr const auto& analysis = detail::queries_t<Net>::template checked_analysis<P>();
    std::vector<summary_row> rows;
    if constexpr (detail::graph_network<Net>) {
        for (std::size_t i = 0; i < Net::input_count; ++i)
            rows.push_back({io_detail::string_of(detail::graph_parts<Net>::node_names[i]) + " (input)", Net::input_types[i], 0, 0, {}});
        for (std::size_t k = Net::input_count; k < Net::node_count; ++k) {
            const std::size_t n = analysis.order[k];
            summary_row row{io_detail::string_of(detail::graph_parts<Net>::node_names[n]) + " (" +
                                std::string(Net::item_table::items[analysis.item_of_node[n]].entry->kind_name) + ")",
                            analysis.outputs[n], analysis.parameters[n], analysis.trainable_parameters[n], {}};
            for (std::size_t e = analysis.input_begin[n]; e < analysis.input_begin[n + 1]; ++e)
                row.connected_to.push_back(io_detail::string_of(detail::graph_parts<Net>::node_names[analysis.input_node[e]]));
            rows.push_back(std::move(row));
        }
    } else {
        std::vector<std::string_view> kinds;
        for (const auto& entry : Net::entries) kinds.push_back(entry.kind_name);
        const std::vector<std::string> names = io_detail::keras_layer_names(kinds);
        for (std::size_t i = 0; i < Net::layer_count; ++i)
            rows.push_back({names[i], analysis.outputs[i], analysis.parameters[i], analysis.trainable_parameters[i], {}});
    }
    return rows;
}

/// Keras-style model.summary() of a sequential or graph network, named `model_name` in the first
/// line. Ends with a newline. See the file comment for the columns, their units and dimension order.
/// `numbered`: each layer's name starts with its number as the plan printers give it ("#0 conv2d";
/// sequential: position in the layer list; graph: position in the execution order, inputs
/// unnumbered), so that the summary and the plan tables use one numbering.
template <network Net, policy P = policy::corrected>
std::string summary(std::string_view model_name = detail::graph_network<Net> ? "model" : "sequential",
                    bool numbered = false) {
    std::vector<summary_row> rows = summary_rows<Net, P>();
    std::size_t first_layer = 0;
    if constexpr (detail::graph_network<Net>) first_layer = Net::input_count;
    if (numbered)
        for (std::size_t i = first_layer; i < rows.size(); ++i) rows[i].name = std::string("#").append(std::to_string(i - first_layer)).append(" ").append(rows[i].name);
    if constexpr (detail::graph_network<Net>) {
        return io_detail::summary_table(model_name, nullptr, rows, true);
    } else {
        return io_detail::summary_table(model_name, &Net::input, rows, false);
    }
}

}  // namespace netmem
