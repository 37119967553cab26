// tools/netmem-import/node_evaluation.hpp
// One imported node evaluated by netmem's own constexpr member functions, called at run time on the
// layer values built from the file: the automatic preprocessor (network/preprocessor.hpp), the
// input-type check, validate, output_type, parameter_count and the deployment hook
// (layers/layer_deployment.hpp). No formula is written here: this is what sequential / graph do at
// compile time for each layer (network/detail/layer_entry.hpp, graph_entry.hpp, network/graph_nodes.hpp).
#pragma once

#include <variant>
#include <vector>

#include <netmem/layers/layer_deployment.hpp>
#include <netmem/network/preprocessor.hpp>
#include <netmem/vertices/vertex.hpp>

#include "imported_network.hpp"

namespace netmem_import {

struct node_facts {
    const char* kind_name = "";
    netmem::operator_kind kind = netmem::operator_kind::none;  ///< what TFLM's lowering switches on
    netmem::diagnostic check{};        ///< the first broken rule (ok() when none)
    netmem::input_type layer_input{};  ///< after the automatic preprocessor (layers only)
    netmem::input_type output{};
    netmem::size_type parameters = 0;
    netmem::layer_deployment deployment{};
};

template <class V>
constexpr bool is_vertex_value = std::is_same_v<V, netmem::elementwise> || std::is_same_v<V, netmem::merge>;

/// Evaluates node `node` on its input types under `profile`.
inline node_facts evaluate(const imported_node& node, const std::vector<netmem::input_type>& inputs,
                           const netmem::deployment& profile) {
    return std::visit(
        [&](const auto& value) {
            using V = std::decay_t<decltype(value)>;
            node_facts f;
            f.kind_name = V::kind_name;
            f.kind = netmem::operator_kind_of<V>();
            if constexpr (is_vertex_value<V>) {
                const netmem::vertex_inputs in{.types = inputs.data(), .count = inputs.size()};
                f.check = value.validate(in);
                if (!f.check.ok()) return f;
                f.output = value.output_type(in);
                f.parameters = 0;
                // As network/graph_nodes.hpp: the vertex's hook (ADD / MUL, CONCATENATION).
                f.deployment = value.deployment(in, profile);
            } else {
                // Every layer the importer maps to has a deployment model (no guessed tensors).
                static_assert(!netmem::lacks_deployment_model<V>());
                f.layer_input = netmem::preprocess(netmem::accepts_of<V>(), inputs.at(0), 0, netmem::policy::corrected);
                const netmem::diagnostic type_check = netmem::validates_own_input_type<V>()
                                                          ? netmem::diagnostic{}
                                                          : netmem::validate_input_type(f.layer_input);
                f.check = type_check.ok() ? value.validate(f.layer_input) : type_check;
                if (!f.check.ok()) return f;
                f.output = value.output_type(f.layer_input);
                f.parameters = netmem::parameter_count_of(value, f.layer_input, netmem::policy::corrected);
                f.deployment = netmem::layer_deployment_of(value, f.layer_input, profile);
                if constexpr (requires(const V& l) { l.deployment(f.layer_input, profile); }) {
                    if (node.per_tensor)
                        f.deployment = netmem::per_tensor_quantized<V>{value}.deployment(f.layer_input, profile);
                }
            }
            return f;
        },
        node.layer);
}

}  // namespace netmem_import
