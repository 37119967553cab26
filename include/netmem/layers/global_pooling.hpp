// netmem/layers/global_pooling.hpp
// global_pooling: pooling over all spatial positions or time steps (Keras GlobalMaxPooling2D /
// GlobalAveragePooling2D / GlobalMaxPooling1D ..., DL4J GlobalPoolingLayer).
//
// Options, in declaration order: type (pooling_type.hpp: max, avg, pnorm, sum; default max as
//         DL4J), collapse (DL4J collapseDimensions, default true), pnorm (the exponent p, default 2;
//         used by pooling_type::pnorm).
// Input -> output (dl4j-memory-formulas#shape-other):
//         | input                      | collapse       | no collapse          |
//         |----------------------------|----------------|----------------------|
//         | convolutional(h, w, C)     | feed_forward(C)| convolutional(1,1,C) |
//         | convolutional3d(d, h, w, C)| feed_forward(C)| convolutional3d(1,1,1,C) |
//         | convolutional_flat(h, w, C)| feed_forward(C)| convolutional(1,1,C) |
//         | recurrent(n, T)            | feed_forward(n)| see below            |
//         A recurrent input collapses to FF(n) as in DL4J 2019 and 2024 (dl4j-memory-formulas#shape-other: netmem
//         follows 2019 / 2024; DL4J 2021 returned the RNN type, dl4j-memory-formulas#bug-17). Without
//         collapse, policy::dl4j keeps the input type recurrent(n, T) as DL4J does, and
//         policy::corrected gives recurrent(n, 1), the real [n, 1] result (docs/differences.md).
// Parameters: 0.
// Memory (DL4J GlobalPoolingLayer.getMemoryReport, dl4j-memory-formulas#layers), element counts: inference and
//         training working memory `in` per example for pnorm (every cache mode), 0 otherwise; no
//         dropout term. Recorded class "GlobalPoolingLayer".
// Deployment (core/deployment.hpp): no flash; a new output tensor. Keras's global pooling layers
//         are reductions over the spatial (or time) axes in TFLite: avg -> MEAN, max ->
//         REDUCE_MAX, sum -> SUM; pnorm has no TFLite operator: planning it is
//         error::layer_has_no_deployment_model (has_deployment_model). TFLM has no
//         CMSIS-NN version of them, so their scratch is the same with every kernel set (TFLM
//         kernels/reduce_common.cc, PrepareMeanOrSumHelper / PrepareMinMaxHelper), each buffer
//         rounded up to the alignment:
//           MEAN / SUM reading int8 or int16 (the input tensor's own type, not the
//           profile's: layer_deployment::integer_scratch_bytes): N * output elements * 4
//           (int32 accumulators)
//           every type:                4 * input rank (index iterator) + 4 * reduced axes
//         (rank / axes: convolutional 4 / 2, convolutional3d 5 / 3, recurrent 3 / 1). E.g.
//         4x4x1280 int8 average: 5,120 + 16 + 16 B of scratch; arena 20,480 + 1,280 + 5,152 B.
// Training (core/training_op.hpp; rules in training/pytorch.hpp): avg and sum are
//         global_average_pooling (a mean: nothing saved), max is global_max_pooling; pnorm has no model.
// Fails to compile: a feed-forward input, which has nothing to pool over
//         (rules::unsupported_input_kind, numbers: received kind 0, accepted kind 2 =
//         convolutional; recurrent, convolutional_flat and convolutional3d are accepted as well);
//         pnorm < 1 with type pnorm (rules::zero_size); a recurrent input without time steps
//         (rules::recurrent_input_without_time_steps); a zero dimension (rules::zero_size).
#pragma once

#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>
#include <netmem/layers/pooling_type.hpp>

namespace netmem {

/// DL4J GlobalPoolingLayer. See the file comment for every formula and rule.
struct global_pooling {
    static constexpr const char* kind_name = "global_pooling";
    static constexpr operator_kind kind = operator_kind::global_pooling;
    static constexpr accepted_input accepts = accepted_input::any;

    pooling_type type = pooling_type::max;  ///< DL4J poolingType
    bool collapse = true;                   ///< DL4J collapseDimensions: drop the pooled axes
    size_type pnorm = 2;                    ///< exponent p for pooling_type::pnorm

    /// The pooled-over feature count: channels, or the recurrent size.
    static constexpr size_type features_of(const input_type& in) noexcept { return in.channel_count(); }

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (in.is_feed_forward())
            return violated(rules::unsupported_input_kind, static_cast<size_type>(input_kind::feed_forward),
                            static_cast<size_type>(input_kind::convolutional));
        return first_violation(type == pooling_type::pnorm ? require_positive(pnorm) : diagnostic{},
                               require_time_steps(in));
    }
    /// policy::corrected (see the table in the file comment).
    constexpr input_type output_type(const input_type& in) const noexcept {
        return output_type(in, policy::corrected);
    }
    constexpr input_type output_type(const input_type& in, policy rules_policy) const noexcept {
        const size_type features = features_of(in);
        if (collapse) return make_feed_forward(features);
        switch (in.kind) {
            case input_kind::recurrent:
                return rules_policy == policy::dl4j ? in : make_recurrent(features, 1);
            case input_kind::convolutional3d: return input::convolutional3d{1, 1, 1, features};
            default: return make_convolutional(1, 1, features);
        }
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// pnorm has no TFLite operator: planning it is error::layer_has_no_deployment_model.
    constexpr bool has_deployment_model() const noexcept { return type != pooling_type::pnorm; }
    /// TFLite MEAN / REDUCE_MAX / SUM under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment& profile) const noexcept {
        const size_type rank = in.is_convolutional3d() ? 5 : in.is_recurrent() ? 3 : 4;
        const size_type axes = rank - 2;
        // int32 accumulators for an int8 / int16 input (the tensor's type: integer_scratch_bytes).
        const size_type accumulators =
            type != pooling_type::max
                ? round_up(checked_product(profile.minibatch, features_of(in), 4), profile.alignment)
                : 0;
        return {.scratch_bytes = checked_add(round_up(4 * rank, profile.alignment), 4 * axes),
                .integer_scratch_bytes = accumulators,
                .reduction = type == pooling_type::max   ? tflite_reduction::maximum
                             : type == pooling_type::avg ? tflite_reduction::mean
                                                         : tflite_reduction::sum};
    }
    /// As a training operation (core/training_op.hpp): a mean (avg), sum (sum) or amax (max) over
    /// the pooled axes; pnorm has no training model.
    constexpr layer_training training(const input_type& in) const noexcept {
        if (type == pooling_type::pnorm) return no_model(no_training_model::pooling_type, static_cast<size_type>(type));
        const training_op_kind kind =
            type == pooling_type::max ? training_op_kind::global_max_pooling : training_op_kind::global_average_pooling;
        return single_op({.kind = kind, .output_elements = output_type(in).elements_per_example()});
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        auto report = make_report(context, "GlobalPoolingLayer", output_type(context.input, context.policy));
        const size_type working = type == pooling_type::pnorm ? context.input.elements_per_example() : 0;
        report.working_memory_variable_inference = working;
        report.working_memory_variable_training = per_cache_mode::all(working);
        return report;
    }
};

}  // namespace netmem
