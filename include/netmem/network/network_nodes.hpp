// netmem/network/network_nodes.hpp
// A network type as a list of deployment nodes in execution order (planning/detail/deployment_steps.hpp):
// `deployment_network<Net>` is specialized for sequential networks here and for graphs in
// network/graph_nodes.hpp.
//
// Sequential: node i is layer i (0-based position in the layer list, as in error::layer<i>); it
// reads layer i - 1 (layer 0 reads the network input); the last layer is the network output.
// Every query first runs the network's checks, so a broken shape rule is the network's own
// compile error naming the layer. A layer without a deployment model (layers/layer_deployment.hpp)
// makes planning error::layer_has_no_deployment_model<layer<i>>.
#pragma once

#include <array>
#include <cstddef>
#include <tuple>
#include <type_traits>

#include <netmem/core/deployment.hpp>
#include <netmem/network/detail/network_node.hpp>
#include <netmem/layers/layer_deployment.hpp>
#include <netmem/layers/operator_kind.hpp>
#include <netmem/network/detail/derived_network.hpp>
#include <netmem/network/sequential.hpp>

namespace netmem {

/// Deployment view of a network type. Provides node_count, input_count, max_inputs (per node), input_types (input_type per
/// network input), kind_names, and nodes(profile).
template <class Net>
struct deployment_network;

/// A user's network derived from a sequential network (`struct my_net : netmem::sequential<...> {};`):
/// the view of that network. (A network derived from a graph gets its own view keyed on its name:
/// the more constrained specialization in network/graph_nodes.hpp.)
template <detail::derived_network Net>
struct deployment_network<Net> : deployment_network<typename Net::network_type> {};

template <auto Input, auto... Layers>
struct deployment_network<sequential<Input, Layers...>> {
    using network_type = sequential<Input, Layers...>;
    static constexpr std::size_t node_count = sizeof...(Layers);
    static constexpr std::size_t input_count = 1;
    static constexpr std::size_t max_inputs = 1;  ///< inputs per node
    static constexpr bool has_vertex_names = false;  ///< layers are named by index (error::layer<i>)
    static constexpr std::array<input_type, 1> input_types{network_type::input};
    static constexpr std::array<detail::deployment_function_pointer, node_count> hooks{
        &detail::deployment_function<Layers>...};
    static constexpr std::array<detail::training_function_pointer, node_count> training_hooks{
        &detail::training_function<Layers>...};
    static constexpr std::array<const char*, node_count> kind_names{decltype(Layers)::kind_name...};
    static constexpr std::array<operator_kind, node_count> kinds{operator_kind_of<decltype(Layers)>()...};
    /// The type of layer I (budget errors name the peak layer's kind with it).
    template <std::size_t I>
    using layer_type = std::remove_cv_t<std::tuple_element_t<I, std::tuple<decltype(Layers)...>>>;

    /// The first layer without a deployment model, or detail::npos.
    static constexpr std::size_t unplannable_layer =
        detail::first_true(std::array<bool, node_count>{lacks_deployment_model<decltype(Layers)>()...});
    /// The first layer whose options its hook does not cover (options_have_deployment_model:
    /// pnorm pooling, layer_norm), or detail::npos; the deployment planner's nodes() check it
    /// (options_model_check), the training walk's nodes<true>() do not (such a layer still trains).
    static constexpr std::size_t unmodelled_options_layer =
        detail::first_true(std::array<bool, node_count>{!options_have_deployment_model(Layers)...});
    using options_model_check =
        std::conditional_t<unmodelled_options_layer != detail::npos,
                           error::layer_has_no_deployment_model<error::layer<unmodelled_options_layer>>,
                           detail::has_deployment_model>;

    /// The nodes under `profile`; WithTraining: also each node's training operations (the training
    /// walk's; the deployment planner does not read them and skips their instantiation and evaluation).
    /// The deployment planner's nodes (WithTraining false) of a layer whose options its hook does
    /// not cover are options_model_check's compile error; the training walk's are not (such a layer
    /// still trains). A layer without a deployment model is an error for the deployment planner only.
    template <bool WithTraining = false>
    static constexpr std::array<detail::deployment_node<1>, node_count> nodes(const deployment& profile) noexcept {
        if constexpr (!WithTraining) static_assert(sizeof(options_model_check) > 0);
        constexpr const auto& analysis = network_type::template checked_analysis<>();
        // The training walk (WithTraining) takes such a layer (a recurrent one: training_peak reads
        // its training ops); its description is then an alias (layer_deployment_of), never read.
        if constexpr (!WithTraining && unplannable_layer != detail::npos)
            static_assert(sizeof(error::layer_has_no_deployment_model<error::layer<unplannable_layer>>) > 0);
        std::array<detail::deployment_node<1>, node_count> result{};
        // Local copies and raw pointers: g++ 12 reads a static member of a class template with N
        // arguments in O(N) (docs/benchmarks.md, finding 1), and std::array::operator[] is a call.
        const std::array<detail::deployment_function_pointer, node_count> local_hooks = hooks;
        const std::array<const char*, node_count> local_names = kind_names;
        const std::array<operator_kind, node_count> local_kinds = kinds;
        const detail::deployment_function_pointer* hook = local_hooks.data();
        const char* const* name = local_names.data();
        const operator_kind* kind = local_kinds.data();
        const input_type* inputs = analysis.inputs.data();
        const input_type* outputs = analysis.outputs.data();
        detail::deployment_node<1>* node = result.data();
        for (std::size_t i = 0; i < node_count; ++i) {
            node[i].kind_name = name[i];
            node[i].kind = kind[i];
            node[i].input_count = 1;
            node[i].inputs[0] = i == 0 ? detail::node_input{true, 0} : detail::node_input{false, i - 1};
            node[i].output = outputs[i];
            node[i].description = hook[i](inputs[i], profile);
            node[i].network_output = i + 1 == node_count;
            node[i].declared = i;
        }
        if constexpr (WithTraining) {
            const std::array<detail::training_function_pointer, node_count> local_training = training_hooks;
            const detail::training_function_pointer* training = local_training.data();
            for (std::size_t i = 0; i < node_count; ++i) node[i].training = training[i](inputs[i]);
        }
        return result;
    }
};

/// True for network types the deployment planner understands.
template <class Net>
concept deployable_network = requires { deployment_network<Net>::node_count; };

}  // namespace netmem
