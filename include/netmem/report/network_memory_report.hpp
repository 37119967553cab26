// netmem/report/network_memory_report.hpp
// A whole network's memory report: DL4J's NetworkMemoryReport, dl4j-memory-formulas#network-report.
//
// Aggregation across layers (dl4j-memory-formulas#memory-model, #network-report):
// - parameters, gradients, activations, updater state and cache memory are SUMMED over layers;
// - working memory is the MAX over layers, because only one layer's scratch is live at a time;
// - the total adds the working memory (fixed + variable together) of ONE layer: the arg-max layer,
//   chosen with strict '>' so that the first layer wins ties, and a layer with 0 working memory
//   never replaces "none".
// Quantities returned are BYTES.
#pragma once

#include <array>
#include <cstddef>

#include <netmem/core/data_type.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/memory_type.hpp>
#include <netmem/core/policy.hpp>
#include <netmem/report/layer_memory_report.hpp>

namespace netmem {

/// The report of a network of N layers or vertices (DL4J NetworkMemoryReport).
/// Source: org.deeplearning4j.nn.conf.memory.NetworkMemoryReport.
template <std::size_t N>
struct network_memory_report {
    static constexpr std::size_t npos = static_cast<std::size_t>(-1);

    /// One report per layer (sequential) or per non-input vertex (graph), in DL4J's order.
    std::array<layer_memory_report, N> layers{};
    /// The map key of each report (DL4J layerAndVertexReports keys): the vertex name in a graph;
    /// nullptr in a sequential network, meaning DL4J's "layer" + index.
    std::array<const char*, N> keys{};
    /// "Network Input" as DL4J records it. Under policy::dl4j a sequential network records its LAST
    /// layer's output type here (dl4j-memory-formulas#sequential / #bug-2); policy::corrected records the input.
    std::array<input_type, 8> network_inputs{};
    std::size_t network_input_count = 0;
    const char* model_class = "";  ///< e.g. "org.deeplearning4j.nn.conf.MultiLayerConfiguration"
    const char* model_name = "";   ///< "MultiLayerNetwork" or "ComputationGraph"
    netmem::policy policy = policy::corrected;

    static constexpr std::size_t size() noexcept { return N; }
    constexpr const layer_memory_report& operator[](std::size_t i) const noexcept { return layers[i]; }

    /// The layer whose working memory (fixed + variable, in bytes) the total uses, or npos when no
    /// layer has any. DL4J: strict '>' over a running maximum that starts at 0.
    constexpr std::size_t working_memory_layer(size_type minibatch, memory_use_mode mode, cache_mode cache,
                                               data_type element = data_type::float32) const noexcept {
        std::size_t chosen = npos;
        size_type best = 0;
        for (std::size_t i = 0; i < N; ++i) {
            const size_type w = layers[i].working_bytes(minibatch, mode, cache, element);
            if (w > best) {
                best = w;
                chosen = i;
            }
        }
        return chosen;
    }

    /// Bytes of one memory type across the network (DL4J getMemoryBytes, dl4j-memory-formulas#network-report).
    /// Working types: policy::dl4j takes the fixed and the variable max independently (so the
    /// breakdown rows may add up to more than the total, dl4j-memory-formulas#bug-3); policy::corrected
    /// reports the working memory of the arg-max layer, so the rows add up to total_bytes.
    constexpr size_type memory_bytes(memory_type type, size_type minibatch, memory_use_mode mode, cache_mode cache,
                                     data_type element = data_type::float32) const noexcept {
        if (is_working_memory(type)) {
            if (policy == policy::corrected) {
                const std::size_t chosen = working_memory_layer(minibatch, mode, cache, element);
                return chosen == npos ? 0 : layers[chosen].memory_bytes(type, minibatch, mode, cache, element);
            }
            size_type maximum = 0;
            for (const auto& layer : layers) {
                const size_type value = layer.memory_bytes(type, minibatch, mode, cache, element);
                maximum = value > maximum ? value : maximum;
            }
            return maximum;
        }
        size_type sum = 0;
        for (const auto& layer : layers) sum = checked_add(sum, layer.memory_bytes(type, minibatch, mode, cache, element));
        return sum;
    }

    /// Total bytes (DL4J getTotalMemoryBytes, dl4j-memory-formulas#network-report): the sum of the seven non-working
    /// types over all layers, plus the working memory of the arg-max layer.
    constexpr size_type total_bytes(size_type minibatch, memory_use_mode mode, cache_mode cache = cache_mode::none,
                                    data_type element = data_type::float32) const noexcept {
        // One pass, one call per layer (layer_memory_report::parts_of_total): the sum and the
        // arg-max of the working memory together. Raw pointers: std::array's operator[] is a call
        // that constant evaluation charges on every access (docs/benchmarks.md).
        size_type sum = 0;
        size_type best = 0;
        const layer_memory_report* layer = layers.data();
        for (std::size_t i = 0; i < N; ++i) {
            const auto parts = parts_of_total(layer[i], minibatch, mode, cache, element);
            sum = checked_add(sum, parts.summed);
            if (parts.working > best) best = parts.working;
        }
        return checked_add(sum, best);
    }

    /// layer.parts_of_total(...), the layer report taken BY VALUE: g++ memoizes a constant
    /// evaluation's call whose arguments are constants, so equal layer reports (a network's repeated
    /// layers) are summed once (network/detail/layer_entry.hpp).
    static constexpr layer_memory_report::total_parts parts_of_total(layer_memory_report layer, size_type minibatch,
                                                                     memory_use_mode mode, cache_mode cache,
                                                                     data_type element) noexcept {
        return layer.parts_of_total(minibatch, mode, cache, element);
    }

    /// Sum of the layers' parameter counts (elements).
    constexpr size_type parameter_count() const noexcept {
        size_type sum = 0;
        for (const auto& layer : layers) sum = checked_add(sum, layer.parameters);
        return sum;
    }
};

}  // namespace netmem
