// netmem/layers/dequantize.hpp
// dequantize: DEQUANTIZE: the quantized type back to float, element by element (TFLite DEQUANTIZE; no Keras or DL4J layer).
//
// Options: to (element type of its output; float32 by default).
// Input:  any kind.
// Output: the input type (same shape; only the element type changes).
// Parameters: 0.
// Memory (DL4J-style report, as ActivationLayer: an element-wise map), element counts: training
//         working memory `in` per example for every cache mode; nothing else. Recorded class
//         "Dequantize".
// Deployment (core/deployment.hpp): its own step reading a tensor of whatever type reaches it and
//         writing a new tensor of the input's elements in `to` (float32 [1,16] = 64 B), no flash,
//         no scratch (TFLM dequantize.cc requests none).
// Fails to compile: an input with a zero dimension (rules::zero_size), a recurrent input without
//         time steps (rules::recurrent_input_without_time_steps), 64-bit overflow (rules::size_overflow).
#pragma once

#include <netmem/layers/detail/element_type_conversion.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// TFLite DEQUANTIZE. See the file comment.
struct dequantize {
    static constexpr const char* kind_name = "dequantize";
    static constexpr operator_kind kind = operator_kind::dequantize;
    static constexpr accepted_input accepts = accepted_input::any;

    data_type to = data_type::float32;  ///< the type it writes

    constexpr diagnostic validate(const input_type& in) const noexcept { return require_time_steps(in); }
    constexpr input_type output_type(const input_type& in) const noexcept { return in; }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept {
        return detail::conversion_deployment({}, to);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return detail::conversion_report(context, "Dequantize");
    }
};

}  // namespace netmem
