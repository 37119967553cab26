// netmem/layers/quantize.hpp
// quantize: QUANTIZE: float (or another integer type) to the quantized type, element by element (TFLite QUANTIZE (tf.quantization.quantize); no Keras or DL4J layer).
//
// Options: from (element type of its input; float32 by default, the converter's float graph input
//          when inference_input_type is left float), to (element type of its output; unset = the
//          profile's activations, the body's type).
// Input:  any kind.
// Output: the input type (same shape; only the element type changes).
// Parameters: 0.
// Memory (DL4J-style report, as ActivationLayer: an element-wise map), element counts: training
//         working memory `in` per example for every cache mode; nothing else. Recorded class
//         "Quantize".
// Deployment (core/deployment.hpp): its own step writing a new tensor of the input's elements in
//         `to` (bytes_per_element(to) each), no flash, no scratch (TFLM quantize.cc requests none).
//         The tensor it reads is `from`: a network input read by a quantize is a `from` tensor
//         (float32 [1,4096] = 16,384 B), not a profile.activations one.
// Fails to compile: an input with a zero dimension (rules::zero_size), a recurrent input without
//         time steps (rules::recurrent_input_without_time_steps), 64-bit overflow (rules::size_overflow).
#pragma once

#include <netmem/layers/detail/element_type_conversion.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// TFLite QUANTIZE. See the file comment.
struct quantize {
    static constexpr const char* kind_name = "quantize";
    static constexpr operator_kind kind = operator_kind::quantize;
    static constexpr accepted_input accepts = accepted_input::any;

    element_type from = data_type::float32;  ///< the type it reads
    element_type to{};                       ///< the type it writes; unset: profile.activations

    constexpr diagnostic validate(const input_type& in) const noexcept { return require_time_steps(in); }
    constexpr input_type output_type(const input_type& in) const noexcept { return in; }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment& profile) const noexcept {
        return detail::conversion_deployment(from, to.or_else(profile.activations));
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return detail::conversion_report(context, "Quantize");
    }
};

}  // namespace netmem
