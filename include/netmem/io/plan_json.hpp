// netmem/io/plan_json.hpp
// The JSON of a deployment plan (planning/plan_memory.hpp), for scripts and dashboards (host only).
// Schema "netmem.plan", version 1: docs/plan-json.md documents every key; tests/golden/ holds a
// hand-reviewed example. Written with nlohmann::ordered_json (keys in the documented order).
//
//   constexpr netmem::deployment profile{.runtime = netmem::runtime::tflm,
//                                        .kernels = netmem::kernel_library::cmsis_nn_dsp};
//   constexpr auto plan = netmem::memory_plan_of<net, profile>;
//   std::string text = netmem::to_plan_json<net>(plan, {.network_name = "vww", .profile = profile,
//                                                       .target_name = "stm32f446re",
//                                                       .target = netmem::targets::stm32f446re});
//
// `profile` must be the profile the plan was made with (the plan does not store it). Sizes are
// bytes, steps 0-based positions in the execution order, layers numbered as in the plan (sequential:
// position in the layer list; graph: position in the execution order), tensors by their id
// (memory_plan::tensors; the letters of the text pictures are A = 0, B = 1, ...).
// Top level: schema, schema_version, network, profile, arena, tflm, flash, layers, tensors,
// timeline, verdict (null without a target).
//
// A network known only at run time (netmem-import's .tflite) gives its facts in a
// plan_json_network (labels and kinds per plan layer, graph or not, parameters, TFLM's figures or
// nullopt when TFLM's arena is not modelled: "tflm" is then null):
//   netmem::to_plan_json(plan, facts, options)
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <netmem/core/deployment.hpp>
#include <netmem/planning/budget.hpp>
#include <netmem/planning/plan_memory.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/io/json.hpp>
#include <netmem/io/plan_text.hpp>
#include <netmem/io/plan_verdict.hpp>
#include <netmem/network/queries.hpp>

namespace netmem {

/// The schema name and version written into every plan document.
inline constexpr const char* plan_json_schema = "netmem.plan";
inline constexpr int plan_json_schema_version = 2;

/// What to_plan_json writes besides the plan. Field order (designated initializers): network_name,
/// profile, target_name, target.
struct plan_json_options {
    std::string network_name{};         ///< e.g. the zoo name; "" writes null
    deployment profile{};               ///< the profile the plan was made with (its runtime: the verdict's)
    std::string target_name{};          ///< "" writes "verdict": null
    budget target{};                    ///< the target's RAM and flash (bytes)
};

/// A network's facts for plan_json when the network is not a type (see the file comment).
struct plan_json_network {
    std::vector<std::string> labels{};          ///< per plan layer index (execution order for graphs)
    std::vector<std::string> kinds{};           ///< per plan layer index ("Conv2D", ...)
    bool graph = false;
    size_type parameters = 0;
    std::optional<tflm::arena_report> tflm{};  ///< TFLM's arena under the profile with runtime tflm
};

namespace io_detail {

inline json json_index_or_null(std::size_t index) { return index == detail::no_index ? json(nullptr) : json(index); }

inline json json_flash(const layer_flash& flash) {
    return {{"weights_bytes", flash.weights},
            {"biases_bytes", flash.biases},
            {"quantization_bytes", flash.quantization},
            {"total_bytes", flash.total()}};
}

inline json json_profile(const deployment& profile) {
    return {{"weights", name_of(profile.weights)},
            {"biases", name_of(profile.biases)},
            {"activations", name_of(profile.activations)},
            {"quantization",
             {{"convolution", quantization_name(profile.quantization.of(weight_kind::convolution))},
              {"fully_connected", quantization_name(profile.quantization.of(weight_kind::fully_connected))},
              {"elementwise", quantization_name(profile.quantization.of(weight_kind::elementwise))}}},
            {"fold_batch_normalization", profile.fold_batch_normalization},
            {"fuse_activations", profile.fuse_activations},
            {"alignment_bytes", profile.alignment},
            {"kernels", kernels_name(kernels_of(profile))},
            {"in_place_activations", profile.in_place_activations},
            {"in_place_depthwise", profile.in_place_depthwise},
            {"minibatch", profile.minibatch},
            {"runtime", name_of(profile.runtime)},
            {"pointer_bits", profile.tflm.pointer_bits},
            {"offline_plan", profile.tflm.offline_plan},
            {"abi", name_of(resolved_abi(profile))}};
}

inline json json_budget_bytes(size_type bytes) { return bytes == no_limit ? json(nullptr) : json(bytes); }

/// TFLM's arena for the same network and profile (runtime/tflm/tflm.hpp).
inline json json_tflm(const tflm::arena_report& figures) {
    return {{"head_bytes", figures.head_bytes},
            {"tail_bytes", figures.tail_bytes},
            {"arena_used_bytes", figures.arena_used_bytes},
            {"planning_need_bytes", figures.planning_need_bytes},
            {"min_arena_bytes", figures.min_arena_bytes},
            {"tensors", figures.tensors},
            {"operators", figures.operators}};
}

inline json json_verdict(const plan_verdict& v, const plan_json_options& options) {
    if (options.target_name.empty()) return nullptr;
    return {{"target", options.target_name},
            {"runtime", v.runtime_name},
            {"ram_required_bytes", v.ram_required_bytes},
            {"ram_budget_bytes", json_budget_bytes(v.ram_budget_bytes)},
            {"ram_fits", v.ram_fits()},
            {"flash_required_bytes", v.flash_required_bytes},
            {"flash_budget_bytes", json_budget_bytes(v.flash_budget_bytes)},
            {"flash_fits", v.flash_fits()},
            {"fits", v.fits()}};
}

template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
json json_plan_layers(const memory_plan<T, S, N, M>& plan, const std::vector<std::string>& labels,
                      const std::vector<std::string>& kinds, std::size_t layer_count = N) {
    json layers = json::array();
    for (std::size_t i = 0; i < layer_count && i < N; ++i) {
        std::vector<std::size_t> steps;
        for (std::size_t s = 0; s < plan.step_count; ++s)
            if (plan.step_layer[s] == i) steps.push_back(s);
        layers.push_back({{"index", i},
                          {"name", label_of(labels, i)},
                          {"kind", i < kinds.size() ? json(kinds[i]) : json(nullptr)},
                          {"steps", steps},
                          {"output_tensor", plan.layer_tensor[i]},
                          {"merged_into", json_index_or_null(plan.merged_into[i])},
                          {"flash", json_flash(plan.flash.layers[i])}});
    }
    return layers;
}

template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
json json_plan_tensors(const memory_plan<T, S, N, M>& plan, const std::vector<std::string>& labels) {
    json tensors = json::array();
    for (std::size_t t = 0; t < plan.tensor_count; ++t) {
        const planned_tensor& tensor = plan.tensors()[t];
        const bool input = tensor.kind == tensor_kind::network_input;
        tensors.push_back({{"id", t},
                           {"letter", std::string(1, tensor_letter(t))},
                           {"name", tensor_name(plan, labels, t)},
                           {"kind", tensor_kind_name(tensor.kind)},
                           {"producer_layer", input ? json(nullptr) : json_index_or_null(tensor.layer)},
                           {"network_input", input ? json(tensor.layer) : json(nullptr)},
                           {"offset_bytes", tensor.offset},
                           {"data_bytes", tensor.data_bytes},
                           {"arena_bytes", tensor.arena_bytes},
                           {"first_step", tensor.first_step},
                           {"last_step", tensor.last_step}});
    }
    return tensors;
}

template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
json json_plan_timeline(const memory_plan<T, S, N, M>& plan, const std::vector<std::string>& labels) {
    json steps = json::array();
    for (std::size_t s = 0; s < plan.step_count; ++s) {
        const auto& step = plan.steps[s];
        std::vector<std::size_t> inputs(step.inputs.begin(), step.inputs.begin() + static_cast<std::ptrdiff_t>(step.input_count));
        steps.push_back({{"step", s},
                         {"layer", step.layer},
                         {"name", step_label(plan, labels, s)},
                         {"separate_activation", is_activation_step(plan, s)},
                         {"inputs", inputs},
                         {"output", json_index_or_null(step.output)},
                         {"scratch", json_index_or_null(step.scratch)},
                         {"live_bytes", plan.timeline[s]}});
    }
    return steps;
}

}  // namespace io_detail

/// The plan document of `plan` of a network given by its facts (see the file comment); `verdict`
/// is the verdict against options.target (used when options.target_name is not empty).
template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
nlohmann::ordered_json plan_json(const memory_plan<T, S, N, M>& plan, const plan_json_network& net,
                                 const plan_verdict& verdict, const plan_json_options& options = {}) {
    using namespace io_detail;
    return {{"schema", plan_json_schema},
            {"schema_version", plan_json_schema_version},
            {"network", {{"name", options.network_name.empty() ? json(nullptr) : json(options.network_name)},
                         {"graph", net.graph},
                         {"layer_count", net.labels.size()},
                         {"parameters", net.parameters}}},
            {"profile", json_profile(options.profile)},
            {"arena", {{"bytes", plan.arena_bytes},
                       {"planner", name_of(plan.planner)},
                       {"planner_description", planner_description(plan.planner)},
                       {"alignment_bytes", plan.alignment},
                       {"lower_bound_bytes", plan.lower_bound_bytes},
                       {"slack_bytes", plan.slack_bytes()},
                       {"peak_step", plan.peak_step},
                       {"peak_layer", plan.peak_layer}}},
            {"tflm", net.tflm ? json_tflm(*net.tflm) : json(nullptr)},
            {"flash", json_flash({plan.flash.weights, plan.flash.biases, plan.flash.quantization})},
            {"layers", json_plan_layers(plan, net.labels, net.kinds, net.labels.size())},
            {"tensors", json_plan_tensors(plan, net.labels)},
            {"timeline", json_plan_timeline(plan, net.labels)},
            {"verdict", json_verdict(verdict, options)}};
}

/// The plan document of `plan` of network `Net` (see the file comment and docs/plan-json.md).
template <class Net, std::size_t T, std::size_t S, std::size_t N, std::size_t M>
nlohmann::ordered_json plan_json(const memory_plan<T, S, N, M>& plan, const plan_json_options& options = {}) {
    // TFLM's figures whatever the chosen runtime (tflm::arena does not read profile.runtime).
    const plan_json_network net{plan_layer_labels<Net>(), plan_layer_kinds<Net>(), detail::graph_network<Net>,
                                parameter_count<Net>, tflm::arena<Net>(options.profile)};
    const plan_verdict verdict =
        options.target_name.empty() ? plan_verdict{} : verdict_of<Net>(plan, options.profile, options.target);
    return plan_json(plan, net, verdict, options);
}

/// The text of plan_json (two-space indentation, ends with a newline).
template <class Net, std::size_t T, std::size_t S, std::size_t N, std::size_t M>
std::string to_plan_json(const memory_plan<T, S, N, M>& plan, const plan_json_options& options = {}) {
    return io_detail::json_text(plan_json<Net>(plan, options));
}
/// The text of plan_json for a network given by its facts.
template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
std::string to_plan_json(const memory_plan<T, S, N, M>& plan, const plan_json_network& net, const plan_verdict& verdict,
                         const plan_json_options& options = {}) {
    return io_detail::json_text(plan_json(plan, net, verdict, options));
}

}  // namespace netmem
