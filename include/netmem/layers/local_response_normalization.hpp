// netmem/layers/local_response_normalization.hpp
// local_response_normalization: normalizes each activation by the sum of squares over n adjacent
// channels (AlexNet's LRN; DL4J LocalResponseNormalization, TensorFlow
// tf.nn.local_response_normalization).
//
// Options, in DL4J's order: bias (DL4J k, TensorFlow bias; default 2), adjacent_channels (DL4J n,
//         default 5), alpha (1e-4), beta (0.75): DL4J's defaults (AlexNet's). None changes a size;
//         they are kept for printing.
// Input:  convolutional(H, W, C) (a convolutional_flat input is unflattened first).
// Output: the input type (dl4j-memory-formulas#shape-other).
// Parameters: none.
// Memory (DL4J LocalResponseNormalization.getMemoryReport, dl4j-memory-formulas#layers), element counts per example,
//         in = H * W * C: inference working memory 2 * in; training working memory 3 * in (every
//         cache mode; DL4J adds no dropout term here); no parameters or cache memory.
//         Recorded class: policy::dl4j "DenseLayer" (DL4J's copy-paste, dl4j-memory-formulas#bug-13);
//         policy::corrected "LocalResponseNormalization". The class changes no number (only the
//         printed "Layer Types" line).
// Fails to compile: adjacent_channels < 1 (rules::zero_size); a non-convolutional input
//         (rules::unsupported_input_kind); 64-bit overflow of 3 * in (rules::size_overflow).
#pragma once

#include <netmem/layers/layer.hpp>

namespace netmem {

/// Local response normalization across channels. See the file comment.
struct local_response_normalization {
    static constexpr const char* kind_name = "local_response_normalization";
    static constexpr accepted_input accepts = accepted_input::convolutional;

    double bias = 2.0;                ///< DL4J k: the additive constant
    size_type adjacent_channels = 5;  ///< DL4J n: channels in each normalization window
    double alpha = 1e-4;              ///< DL4J alpha: the scale of the sum of squares
    double beta = 0.75;               ///< DL4J beta: the exponent

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic kind = require_input_kind(in, input_kind::convolutional);
        if (!kind.ok()) return kind;
        return first_violation(require_positive(adjacent_channels),
                               require_product_fits(in.height, in.width, in.channels, 3));
    }
    constexpr input_type output_type(const input_type& in) const noexcept { return in; }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        auto report = make_report(context,
                                  context.policy == policy::dl4j ? "DenseLayer" : "LocalResponseNormalization",
                                  context.input);
        const size_type in = context.input.elements_per_example();
        report.working_memory_variable_inference = checked_multiply(2, in);
        report.working_memory_variable_training = per_cache_mode::all(checked_multiply(3, in));
        return report;
    }
};

}  // namespace netmem
