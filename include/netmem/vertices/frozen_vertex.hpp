// netmem/vertices/frozen_vertex.hpp
// frozen_vertex<V>: a vertex whose parameters are not trained (DL4J FrozenVertex, used by
// transfer learning on graphs).
//
// Template argument: the wrapped vertex value (any graph_vertex), e.g.
//         netmem::frozen_vertex<netmem::merge{}>{}. (Frozen layers: layers/frozen.hpp.)
// Inputs, output, validation: those of the wrapped vertex.
// Parameters: the wrapped vertex's; trainable parameters: 0.
// Memory (dl4j-memory-formulas#vertices): DL4J's FrozenVertex delegates to the wrapped vertex, so the report is the
//         wrapped vertex's report (its parameter gradients and updater state included, as DL4J
//         does for frozen layers, dl4j-memory-formulas#bug-16).
#pragma once

#include <netmem/vertices/vertex.hpp>

namespace netmem {

/// The wrapped vertex, with no trainable parameters. See the file comment.
template <auto Inner>
struct frozen_vertex {
    static_assert(graph_vertex<decltype(Inner)>,
                  "netmem: frozen_vertex<V>: V must be a graph vertex value (a layer: netmem::frozen<L>)");
    static constexpr const char* kind_name = "frozen_vertex";
    static constexpr std::size_t min_inputs = decltype(Inner)::min_inputs;
    static constexpr std::size_t max_inputs = decltype(Inner)::max_inputs;
    static constexpr auto inner = Inner;

    constexpr diagnostic validate(const vertex_inputs& in) const noexcept { return inner.validate(in); }
    constexpr input_type output_type(const vertex_inputs& in) const noexcept { return inner.output_type(in); }
    constexpr size_type parameter_count(const vertex_inputs& in) const noexcept {
        return vertex_parameter_count(inner, in);
    }
    constexpr size_type trainable_parameter_count(const vertex_inputs&) const noexcept { return 0; }
    constexpr bool dl4j_has_no_report(const vertex_inputs& in) const noexcept {
        return vertex_dl4j_has_no_report(inner, in);
    }
    constexpr layer_memory_report memory_report(const vertex_context& context) const noexcept {
        return inner.memory_report(context);
    }
};

}  // namespace netmem
