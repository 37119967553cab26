// netmem/planning/memory_plan.hpp
// The memory plan's types: memory_plan<T, S, N, M> (the arena, its tensors, steps, timeline and
// flash; what each member holds: planning/plan_memory.hpp's file comment), planned_tensor,
// planned_step, flash_usage_report. The plan knows no runtime: a runtime's own figures are in its
// report (TFLM's head: tflm::arena_report::head_bytes, runtime/tflm/tflm.hpp).
#pragma once

#include <array>
#include <cstddef>

#include <netmem/core/integer.hpp>
#include <netmem/core/span_view.hpp>
#include <netmem/planning/detail/deployment_steps.hpp>
#include <netmem/planning/planners.hpp>

namespace netmem {

/// One tensor of a plan.
struct planned_tensor {
    tensor_kind kind = tensor_kind::activation;
    size_type offset = 0;       ///< bytes from the start of the arena
    size_type arena_bytes = 0;  ///< bytes reserved (data_bytes rounded up to the alignment)
    size_type data_bytes = 0;   ///< bytes of data
    std::size_t first_step = 0;
    std::size_t last_step = 0;
    std::size_t layer = detail::no_index;  ///< writer (layer or vertex index); network input index for inputs
    friend constexpr bool operator==(const planned_tensor&, const planned_tensor&) = default;
};

/// One execution step of a plan: the layer (or vertex) that runs and the tensors it reads and
/// writes (indices into memory_plan::tensors(); scratch = detail::no_index when it has none);
/// inputs[0 .. input_count), M = the most inputs a step of the network has.
template <std::size_t M>
struct planned_step {
    std::size_t layer = detail::no_index;
    std::array<std::size_t, M> inputs{};
    std::size_t input_count = 0;
    std::size_t output = detail::no_index;
    std::size_t scratch = detail::no_index;
};

/// The flash of a network of N layers (bytes).
template <std::size_t N>
struct flash_usage_report {
    std::array<layer_flash, N> layers{};
    size_type weights = 0;
    size_type biases = 0;
    size_type quantization = 0;
    /// weights + biases (the .tflite buffer payload for int8 / int32 models).
    constexpr size_type weights_and_biases() const noexcept { return checked_add(weights, biases); }
    /// weights + biases + quantization parameters.
    constexpr size_type total() const noexcept { return checked_add(weights_and_biases(), quantization); }
    /// The layer with the most flash (first on ties).
    constexpr std::size_t largest_layer() const noexcept {
        std::size_t best = 0;
        for (std::size_t i = 1; i < N; ++i)
            if (layers[i].total() > layers[best].total()) best = i;
        return best;
    }
};

namespace detail {
struct plan_access;
}  // namespace detail

/// A memory plan of up to T tensors, S steps, N layers, M inputs per step (see the file comment).
template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
struct memory_plan {
    size_type alignment = 16;
    size_type arena_bytes = 0;
    size_type lower_bound_bytes = 0;
    netmem::planner planner = planner::greedy_by_size_tflm;
    std::size_t peak_step = 0;
    std::size_t peak_layer = 0;
    std::size_t tensor_count = 0;  ///< == tensors().size()
    std::array<size_type, S> timeline{};
    std::array<std::size_t, S> step_layer{};
    std::array<planned_step<M>, S> steps{};
    std::size_t step_count = 0;
    std::array<std::size_t, N> layer_tensor{};
    /// The layer a batch norm was folded into or an activation fused into (detail::no_index: none).
    std::array<std::size_t, N> merged_into{};
    std::size_t input_tensor = 0;   ///< the (first) network input
    std::size_t output_tensor = 0;  ///< the (first) network output
    flash_usage_report<N> flash{};

    /// The arena tensors, in id order (network inputs first, then per step its output and scratch).
    constexpr span_view<const planned_tensor> tensors() const noexcept { return {tensor_storage_.data(), tensor_count}; }
    constexpr const planned_tensor& input() const noexcept { return tensor_storage_[input_tensor]; }
    constexpr const planned_tensor& output() const noexcept { return tensor_storage_[output_tensor]; }
    constexpr const planned_tensor& output_of(std::size_t layer) const noexcept {
        return tensor_storage_[layer_tensor[layer]];
    }
    /// Flash bytes: weights + biases + quantization parameters.
    constexpr size_type flash_bytes() const noexcept { return flash.total(); }
    /// Bytes of arena above the lower bound (0: provably optimal).
    constexpr size_type slack_bytes() const noexcept { return arena_bytes - lower_bound_bytes; }

private:
    friend struct detail::plan_access;
    std::array<planned_tensor, T> tensor_storage_{};
};


namespace detail {
/// Write access to a plan's tensor storage, for the planner (and tests that corrupt a plan).
struct plan_access {
    template <std::size_t T, std::size_t S, std::size_t N, std::size_t M>
    static constexpr std::array<planned_tensor, T>& tensors(memory_plan<T, S, N, M>& plan) noexcept {
        return plan.tensor_storage_;
    }
};
}  // namespace detail

}  // namespace netmem
