// netmem/layers/dequantize.hpp
// dequantize: DEQUANTIZE: the quantized type back to float, element by element (TFLite DEQUANTIZE; no Keras or DL4J layer).
//
// Options: none.
// Input:  any kind.
// Output: the input type (same shape; only the element type changes).
// Parameters: 0.
// Memory (DL4J-style report, as ActivationLayer: an element-wise map), element counts: training
//         working memory `in` per example for every cache mode; nothing else. Recorded class
//         "Dequantize".
// Deployment (core/deployment.hpp): its own step writing a new tensor of the input's elements, no
//         flash, no scratch (TFLM quantize.cc / dequantize.cc request none). netmem sizes every
//         arena tensor with deployment::activations, one element type for the whole network: the
//         float side of a dequantize (4 B per element) is understated by that rule, which the
//         netmem-import README section states; the op is kept so that the step and its tensor exist.
// Fails to compile: an input with a zero dimension (rules::zero_size), a recurrent input without
//         time steps (rules::recurrent_input_without_time_steps), 64-bit overflow (rules::size_overflow).
#pragma once

#include <netmem/layers/detail/element_type_conversion.hpp>

namespace netmem {

/// TFLite DEQUANTIZE. See the file comment.
struct dequantize : detail::element_type_conversion {
    static constexpr const char* kind_name = "dequantize";

    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return conversion_report(context, "Dequantize");
    }
};

}  // namespace netmem
