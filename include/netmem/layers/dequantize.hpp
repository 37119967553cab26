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

#include <netmem/core/deployment.hpp>
#include <netmem/layers/layer.hpp>

namespace netmem {

/// TFLite DEQUANTIZE. See the file comment.
struct dequantize {
    static constexpr const char* kind_name = "dequantize";
    static constexpr accepted_input accepts = accepted_input::any;

    constexpr diagnostic validate(const input_type& in) const noexcept { return require_time_steps(in); }
    constexpr input_type output_type(const input_type& in) const noexcept { return in; }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// A step of its own with a new tensor (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept { return {}; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        auto report = make_report(context, "Dequantize", context.input);
        report.working_memory_variable_training = per_cache_mode::all(context.input.elements_per_example());
        return report;
    }
};

}  // namespace netmem
