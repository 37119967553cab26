// netmem/layers/detail/element_type_conversion.hpp
// What quantize and dequantize share: an element-by-element change of the element type that keeps
// the shape (TFLite QUANTIZE / DEQUANTIZE).
// Input: any kind. Output: the input type. Parameters: 0.
// Memory (DL4J-style report, as ActivationLayer: an element-wise map), element counts: training
//         working memory `in` per example for every cache mode; nothing else.
// Deployment: its own step writing a new tensor of the input's elements in the type it converts
//         to, no flash, no scratch (TFLM quantize.cc / dequantize.cc request none).
// Fails to compile: an input with a zero dimension (rules::zero_size), a recurrent input without
//         time steps (rules::recurrent_input_without_time_steps), 64-bit overflow (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/layers/layer.hpp>

namespace netmem::detail {

/// The report of a conversion layer; `report_class` is the class name the report records.
constexpr layer_memory_report conversion_report(const layer_context& context, const char* report_class) noexcept {
    auto report = make_report(context, report_class, context.input);
    report.working_memory_variable_training = per_cache_mode::all(context.input.elements_per_example());
    return report;
}

/// The deployment of a conversion from `from` (unset: whatever type its input has) to `to`.
constexpr layer_deployment conversion_deployment(element_type from, data_type to) noexcept {
    return {.input_element = from, .output_element = to};
}

}  // namespace netmem::detail
