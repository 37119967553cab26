// netmem/layers/elementwise_multiplication.hpp
// elementwise_multiplication: out = activation(x * w + b), one weight and one bias per input element
// (DL4J ElementWiseMultiplicationLayer).
//
// Options: activation (identity). DL4J requires nOut == nIn; netmem takes the size from the input.
// Input:  feed_forward(n) (a convolutional input is flattened first).
// Output: feed_forward(n).
// Parameters (elements): 2*n (w and b). Source: DL4J ElementWiseParamInitializer (dl4j-memory-formulas#parameters).
// Memory (DL4J ElementWiseMultiplicationLayer.getMemoryReport, dl4j-memory-formulas#layers), element counts: P;
//         U = updater(P); training working memory D + out per example for every cache mode.
//         Recorded class "ElementWiseMultiplicationLayer". Both policies agree.
// Fails to compile: an input that is not feed-forward after the preprocessor
//         (rules::unsupported_input_kind); 2*n overflowing 64 bits (rules::size_overflow).
#pragma once

#include <netmem/layers/layer.hpp>

namespace netmem {

/// DL4J ElementWiseMultiplicationLayer. See the file comment.
struct elementwise_multiplication {
    static constexpr const char* kind_name = "elementwise_multiplication";
    static constexpr accepted_input accepts = accepted_input::feed_forward;

    netmem::activation activation = activation::identity;

    constexpr diagnostic validate(const input_type& in) const noexcept {
        return first_violation(require_input_kind(in, input_kind::feed_forward), require_no_overflow(2, in.size));
    }
    constexpr input_type output_type(const input_type& in) const noexcept { return make_feed_forward(in.size); }
    constexpr size_type parameter_count(const input_type& in) const noexcept { return checked_multiply(2, in.size); }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_fully_connected_report(context, "ElementWiseMultiplicationLayer", output_type(context.input),
                                           parameter_count(context.input));
    }
};

}  // namespace netmem
