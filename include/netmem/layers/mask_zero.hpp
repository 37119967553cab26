// netmem/layers/mask_zero.hpp
// mask_zero<Layer>: skips the time steps whose input is all zero (DL4J MaskZeroLayer wrapper;
// Keras Masking(mask_value=0.0) followed by a recurrent layer, which DL4J's Keras import turns
// into MaskZeroLayer). mask: multiplies activations by a per-step mask array (DL4J MaskLayer).
//
// mask_zero
// Template argument: the wrapped layer value (normally recurrent). DL4J's masking value is a real
//         number (default 0.0); it never changes a size, and clang 14 cannot take a floating-point
//         member in a template argument, so it is not modelled.
// Input / output / parameters: the wrapped layer's (dl4j-memory-formulas#shape-other, #parameters).
// Memory (DL4J MaskZeroLayer.getMemoryReport, dl4j-memory-formulas#layers): the wrapped layer's report unchanged,
//         under both policies.
// Fails to compile: every rule of the wrapped layer.
//
// mask
// Options: none.
// Input:  any kind (a recurrent input needs its time length); Output: the input.
// Parameters: 0.
// Memory: DL4J MaskLayer.getMemoryReport returns an empty report (every field null), so DL4J's
//         totals throw (dl4j-memory-formulas#layers, #bug-4).
//   policy::dl4j: a compile error "DL4J produces no memory report" (dl4j_has_no_report).
//   policy::corrected: P = U = 0, no working or cache memory; output := input, so only the
//         activations (the masked copy MaskLayer writes) and activation gradients count.
//         Recorded class "MaskLayer".
// Fails to compile: a recurrent input without a time length (rules::recurrent_input_without_time_steps);
//         any report under policy::dl4j (rules::dl4j_produces_no_report).
#pragma once

#include <netmem/layers/detail/wrapped_layer.hpp>
#include <netmem/layers/layer.hpp>

namespace netmem {

/// DL4J MaskZeroLayer. See the file comment.
template <auto Layer>
struct mask_zero : detail::wrapped_layer<Layer> {
    static constexpr const char* kind_name = "mask_zero";
    constexpr size_type parameter_count(const input_type& in) const noexcept { return Layer.parameter_count(in); }
    constexpr size_type trainable_parameter_count(const input_type& in) const noexcept {
        return trainable_parameter_count_of(Layer, in);
    }
    constexpr bool dl4j_has_no_report(const input_type& in) const noexcept { return dl4j_has_no_report_of(Layer, in); }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return Layer.memory_report(context);
    }
};

/// DL4J MaskLayer. See the file comment.
struct mask {
    static constexpr const char* kind_name = "mask";
    static constexpr accepted_input accepts = accepted_input::any;

    constexpr diagnostic validate(const input_type& in) const noexcept { return require_time_steps(in); }
    constexpr input_type output_type(const input_type& in) const noexcept { return in; }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// DL4J's MaskLayer report is empty (dl4j-memory-formulas#bug-4).
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "MaskLayer", context.input);
    }
};

}  // namespace netmem
