// netmem/layers/dropout.hpp
// dropout: randomly zeroes a fraction of its input in training (Keras Dropout, DL4J DropoutLayer).
//
// Options: rate, the fraction of inputs DROPPED (Keras's meaning, default 0.5). DL4J's dropOut(p)
//         takes the RETAIN probability instead: DL4J dropOut(0.8) is netmem rate 0.2.
// Input:  any kind, taken as it is.
// Output: the input type (DL4J DropoutLayer keeps its input type, dl4j-memory-formulas#shape-other).
// Parameters: 0.
// Memory (DL4J DropoutLayer.getMemoryReport, dl4j-memory-formulas#layers): every field 0; only the activations
//         (out := in) and activation gradients count. Recorded class "DropoutLayer".
//         The network-wide dropout setting (training_config::dropout) is a different thing: it
//         adds DL4J's input-copy term D to the layers whose formula has one (dense, output,
//         conv2d, pooling, autoencoder), see layer_context::dropout_copy().
// Deployment (core/deployment.hpp): the identity at inference, an alias of its input (no tensor,
//         no flash).
// Training (core/training_op.hpp; rules in training/pytorch.hpp): dropout (a new output and a
//         1-byte mask per element); the identity (a view) in inference_peak.
// Fails to compile: a rate outside [0, 1) (rules::dropout_rate_out_of_range, number: the rate in
//         millionths, rounded toward zero; NaN gives -1); an input type with a zero dimension (rules::zero_size); a
//         recurrent input without time steps (rules::recurrent_input_without_time_steps).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

namespace error {
template <class Where, size_type V> struct dropout_rate_in_millionths : quantity<Where, V> {};

/// Rule netmem::rules::dropout_rate_out_of_range.
template <class RateInMillionths>
struct dropout_rate_out_of_range {
    static_assert(RateInMillionths::value >= 0 && RateInMillionths::value < 1'000'000,
                  "netmem: dropout rate must be in [0, 1): it is the fraction of inputs dropped (Keras's meaning; "
                  "DL4J's dropOut(p) takes the retain probability, so DL4J dropOut(p) is rate 1 - p)");
};
}  // namespace error

namespace rules {
/// A dropout rate outside [0, 1). Numbers: the rate in millionths (rounded toward zero).
inline constexpr rule dropout_rate_out_of_range{"dropout_rate_out_of_range"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::dropout_rate_out_of_range, W, A, B, C, D>
    : error::dropout_rate_out_of_range<error::dropout_rate_in_millionths<W, A>> {};

/// DL4J DropoutLayer. See the file comment for every formula and rule.
struct dropout {
    static constexpr const char* kind_name = "dropout";
    static constexpr operator_kind kind = operator_kind::dropout;
    static constexpr accepted_input accepts = accepted_input::any;

    double rate = 0.5;  ///< fraction of inputs dropped in training, in [0, 1)

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (!(rate >= 0.0 && rate < 1.0)) {
            const double millionths = rate != rate ? -1.0 : rate * 1e6;  // NaN reported as -1
            const double clamped = millionths > 9e18 ? 9e18 : (millionths < -9e18 ? -9e18 : millionths);
            return violated(rules::dropout_rate_out_of_range, static_cast<size_type>(clamped));
        }
        return require_time_steps(in);
    }
    constexpr input_type output_type(const input_type& in) const noexcept { return in; }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// Inference: the identity, an alias of its input (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept {
        return {.role = tensor_role::alias};
    }
    /// As a training operation (core/training_op.hpp): training-mode dropout (a kept-element mask).
    constexpr layer_training training(const input_type& in) const noexcept {
        return single_op({.kind = training_op_kind::dropout, .output_elements = in.elements_per_example()});
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "DropoutLayer", context.input);
    }
};

}  // namespace netmem
