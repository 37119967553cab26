// netmem/layers/opaque_operator.hpp
// opaque_operator: an operator netmem has no model of (a TFLite custom op or an unknown builtin),
// declared with the shapes its file gives. netmem-import writes it only under --allow-unknown, and
// the generated header says so; without that flag such an op is an error.
//
// Options, in declaration order: output (the output type the file records), constant_elements
//         (elements of the op's constant inputs in the file, stored as weights).
// Input:  any kind (not checked: netmem cannot know the op's shape rule).
// Output: output.
// Parameters (elements): constant_elements.
// Memory (DL4J-style report): parameters only; no working memory is known. Recorded class "Opaque".
// Deployment (core/deployment.hpp): its own step writing a new tensor of output's elements;
//         constant_elements weights (deployment::weights), no biases, no quantization pairs and NO
//         scratch: an unknown kernel's scratch and persistent data are not modelled, so the arena
//         may be understated by them.
// Fails to compile: an output with a zero dimension (rules::zero_size), a negative
//         constant_elements (rules::negative_value), 64-bit overflow (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// An op with the file's output shape and nothing else known. See the file comment.
struct opaque_operator {
    static constexpr const char* kind_name = "opaque_operator";
    static constexpr operator_kind kind = operator_kind::custom;
    static constexpr accepted_input accepts = accepted_input::any;

    input_type output{};              ///< the output type recorded in the file
    size_type constant_elements = 0;  ///< elements of its constant inputs (weights)

    constexpr diagnostic validate(const input_type&) const noexcept {
        return first_violation(require_time_steps(output), require_non_negative(constant_elements),
                               output.is_convolutional()
                                   ? require_product_fits(output.height, output.width, output.channels)
                                   : diagnostic{});
    }
    constexpr input_type output_type(const input_type&) const noexcept { return output; }
    constexpr size_type parameter_count(const input_type&) const noexcept { return constant_elements; }
    /// A step of its own; weights only (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept {
        return {.weight_elements = constant_elements};
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "Opaque", output, constant_elements);
    }
};

}  // namespace netmem
