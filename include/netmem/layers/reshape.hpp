// netmem/layers/reshape.hpp
// reshape: gives the input another shape with the same elements (Keras Reshape, TFLite RESHAPE and
// SQUEEZE; DL4J expresses it with its preprocessors, e.g. FeedForwardToCnnPreProcessor).
//
// Options: target, the output type (any kind: feed_forward, convolutional, ...); shape_tensor
//         (true): whether TFLite's RESHAPE reads the new shape from a constant tensor (input 1, what
//         the converter writes) or from its options alone (a file without input 1, or a SQUEEZE):
//         TFLM then has one tensor fewer (one TfLiteEvalTensor less in its tail).
// Input:  any kind whose elements per example equal the target's.
// Output: target.
// Parameters: 0.
// Memory: none of its own. reshape is a reshape-only layer (`is_preprocessor = true`), like flatten:
//         no report entry (DL4J counts no preprocessor memory, dl4j-memory-formulas#sequential).
// Deployment: an alias (layers/layer_deployment.hpp's default for reshape-only layers): the output
//         IS the input buffer, no flash. TFLM's RESHAPE copies only when input and output are
//         different buffers; its planner still gives the output its own buffer (what the file
//         says), so a plan of the imported file may differ from netmem's alias here
//         (docs/guide/import-a-tflite.md).
// Fails to compile: a target with a zero dimension (rules::zero_size), elements that differ from
//         the input's (rules::preprocessor_size_mismatch, naming both counts), a recurrent input
//         without time steps (rules::recurrent_input_without_time_steps), 64-bit overflow
//         (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>
#include <netmem/layers/preprocessors.hpp>

namespace netmem {

/// Keras Reshape / TFLite RESHAPE. See the file comment.
struct reshape {
    static constexpr const char* kind_name = "reshape";
    static constexpr operator_kind kind = operator_kind::reshape;
    static constexpr bool is_preprocessor = true;  // accepts any, no parameters (layers/layer.hpp)

    input_type target{};  ///< the output shape (elements per example must equal the input's)
    bool shape_tensor = true;  ///< TFLite RESHAPE's shape input (see the file comment)

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic own = first_violation(
            require_time_steps(in), require_time_steps(target),
            target.is_convolutional() ? require_product_fits(target.height, target.width, target.channels) : diagnostic{});
        if (!own.ok()) return own;
        const diagnostic positive = target.is_feed_forward() ? require_positive(target.size)
                                                             : require_positive(target.elements_per_example());
        if (!positive.ok()) return positive;
        return detail::require_same_elements(in.elements_per_example(), target.elements_per_example());
    }
    constexpr input_type output_type(const input_type&) const noexcept { return target; }
    /// An alias (layers/layer_deployment.hpp); the TFLM lowering reads shape_tensor.
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept {
        return {.role = tensor_role::alias, .without_shape_operand = !shape_tensor};
    }
};

}  // namespace netmem
