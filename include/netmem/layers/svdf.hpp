// netmem/layers/svdf.hpp
// svdf: TFLite's SVDF operator (singular value decomposition filter: a rank-`rank` factorized
// fully connected layer over the last `memory_size` inputs, as in the TFLM micro_speech / keyword
// models). Keras has no such layer; the name is TFLite's (BuiltinOperator SVDF = 27).
//
// Options: units (num_units; required), rank (1), memory_size (the frames the state keeps;
//         must be >= 1), activation (fused: identity, relu, relu6), use_bias (true),
//         state_type (int16: the type of the state and the time weights in an integer model, as
//         TFLite's converter writes them; TFLM also takes int8; a float model keeps both float).
// Input:  feed_forward(input_size): one frame per inference (TFLite [batch, input_size]).
// Output: feed_forward(units).
// Parameters (elements): filters = units * rank; filters * input_size (weights_feature) +
//         filters * memory_size (weights_time) + (use_bias ? units : 0).
// Memory: no DL4J layer; the report has the parameters and nothing else (netmem's own figures).
// Deployment (core/deployment.hpp): weights = weights_feature (profile.weights) + weights_time
//         (state_type in an integer model, counted in profile.weights elements of the same bytes),
//         biases units; one (scale, zero point) pair per weight tensor; the state is a variable
//         tensor of filters * memory_size elements (state_type, float32 in a float model) per
//         example, live for the whole inference: in netmem's own plan a state tensor, in TFLM's
//         arena a variable buffer in the tail (micro_allocator.cc AllocateVariables,
//         tail_variable_buffers_bytes). Scratch (tflite-micro kernels/svdf_common.cc PrepareSvdf,
//         kernels/cmsis_nn/svdf.cc): batch * filters int32 (float: float), rounded up to the
//         alignment, then for an int8 (or int16) input tensor (its own type:
//         layer_deployment::integer_scratch_bytes) batch * units int32. Its kernel call (no
//         CMSIS-NN scratch formula of its own): input_channels = input_size, filter_height =
//         rank, filter_width = memory_size, output_channels = units. The TFLM operator row is in
//         runtime/tflm/detail/tflm_operators.hpp (svdf_row).
// Fails to compile: units not set (rules::required_option_not_set); units, rank or memory_size
//         < 1 (rules::zero_size); an input that is not feed-forward (rules::unsupported_input_kind);
//         sizes overflowing 64 bits (rules::size_overflow).
#pragma once

#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// TFLite SVDF. See the file comment for every formula and rule.
struct svdf {
    static constexpr const char* kind_name = "svdf";
    static constexpr operator_kind kind = operator_kind::svdf;
    static constexpr accepted_input accepts = accepted_input::feed_forward;

    size_type units = not_set;  ///< num_units: output size
    size_type rank = 1;         ///< SVDFOptions.rank: filters = units * rank
    size_type memory_size = 0;  ///< frames kept in the state (weights_time dimension 1)
    netmem::activation activation = activation::identity;  ///< fused activation
    bool use_bias = true;
    data_type state_type = data_type::int16;  ///< the state's and time weights' type in an integer model

    constexpr size_type filters() const noexcept { return checked_multiply(units, rank); }

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = require_set(units, required_option::units); !unset.ok()) return unset;
        return first_violation(require_positive(units), require_positive(rank), require_positive(memory_size),
                               require_input_kind(in, input_kind::feed_forward), require_no_overflow(units, rank),
                               require_no_overflow(filters(), in.size), require_no_overflow(filters(), memory_size));
    }
    constexpr input_type output_type(const input_type&) const noexcept { return make_feed_forward(units); }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_add(checked_add(checked_multiply(filters(), in.size), checked_multiply(filters(), memory_size)),
                           use_bias ? units : 0);
    }
    /// Flash, state and scratch under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment& profile) const noexcept {
        const bool integer = is_integer(profile.activations);
        const data_type state = integer ? state_type : profile.activations;
        const size_type time_weights = checked_multiply(filters(), memory_size);
        // The time weights' bytes as elements of profile.weights (rounded up: never less than the payload).
        const size_type weight_bytes = bytes_per_element(profile.weights);
        const size_type time_bytes = checked_multiply(time_weights, bytes_per_element(state));
        const size_type time_elements = (time_bytes + weight_bytes - 1) / weight_bytes;
        const size_type batch = profile.minibatch;
        // svdf_common.cc: batch x filters int32 (float: float), then for integer tensors batch x units
        // int32: the first rounded to the alignment, as every buffer but the last.
        const size_type filter_buffer = checked_product(batch, filters(), 4);
        return {.weight_elements = checked_add(checked_multiply(filters(), in.size), time_elements),
                .bias_elements = use_bias ? units : 0,
                .quantization_channels = 1,
                .quantized_as = weight_kind::fully_connected,
                .weight_tensors = 2,
                .state_bytes = checked_product(batch, time_weights, bytes_per_element(state)),
                .kernel = {.operation = kernel_operation::none,
                           .batches = batch,
                           .input_channels = in.size,
                           .filter_height = rank,
                           .filter_width = memory_size,
                           .output_channels = units},
                .scratch_bytes = filter_buffer,
                .integer_scratch_bytes = checked_add(round_up(filter_buffer, profile.alignment) - filter_buffer,
                                                     checked_product(batch, units, 4)),
                .accepts_fused_activation = true,
                .has_activation = activation != netmem::activation::identity,
                .activation_as_own_step = !is_fusable_activation(activation),
                .own_activation = activation};
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "SVDF", output_type(context.input), parameter_count(context.input));
    }
};

}  // namespace netmem
