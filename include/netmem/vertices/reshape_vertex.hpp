// netmem/vertices/reshape_vertex.hpp
// reshape_vertex: gives its input a new shape with the same number of elements (DL4J
// ReshapeVertex).
//
// Options: shape, the new shape WITHOUT the minibatch axis, in DL4J's (NCHW / NCW) order; unused
//         trailing entries are 0:
//   {n}        -> feed_forward(n)                 (DL4J newShape [mb, n])
//   {n, T}     -> recurrent(n, T)                 (DL4J newShape [mb, n, T]; policy::dl4j loses T,
//                                                  so its totals throw: policy::dl4j rejects it)
//   {c, h, w}  -> convolutional(h, w, c)          (DL4J newShape [mb, c, h, w])
// Input: exactly 1, of any kind. Parameters: 0. Memory (dl4j-memory-formulas#vertices): no working memory.
// Deployment (core/deployment.hpp): an alias of its input (no tensor, no flash).
// Fails to compile: an empty shape, a non-positive entry or a 0 before a used entry, e.g. {3, 0, 4}
//         (rules::zero_size); a shape whose
//         element count differs from the input's (rules::preprocessor_size_mismatch, shared with
//         the reshape preprocessors of layers/preprocessors.hpp: input elements, new elements).
// DL4J's PreprocessorVertex: use a preprocessor layer (layers/preprocessors.hpp, e.g.
//         netmem::feed_forward_to_cnn{1, 10, 1}) as a graph vertex; the graph reports it as
//         "PreprocessorVertex" (activations and activation gradients only, dl4j-memory-formulas#vertices).
#pragma once

#include <array>

#include <netmem/layers/operator_kind.hpp>
#include <netmem/layers/preprocessors.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/vertices/vertex.hpp>

namespace netmem {

/// A new shape for the same elements. See the file comment.
struct reshape_vertex {
    static constexpr const char* kind_name = "reshape_vertex";
    static constexpr operator_kind kind = operator_kind::reshape;
    static constexpr std::size_t min_inputs = 1;
    static constexpr std::size_t max_inputs = 1;

    std::array<size_type, 3> shape{};  ///< {n}, {n, T} or {c, h, w}; 0 = unused

    constexpr std::size_t rank() const noexcept {
        std::size_t r = 0;
        while (r < shape.size() && shape[r] != 0) ++r;
        return r;
    }
    constexpr diagnostic validate(const vertex_inputs& in) const noexcept {
        const std::size_t r = rank();
        if (r == 0) return violated(rules::zero_size, 0);
        // A 0 before a used entry ({3, 0, 4}) is a zero size, not the end of the shape.
        for (std::size_t i = r; i < shape.size(); ++i)
            if (shape[i] != 0) return violated(rules::zero_size, 0);
        size_type elements = 1;
        for (std::size_t i = 0; i < r; ++i) {
            if (const diagnostic d = first_violation(require_positive(shape[i]), require_no_overflow(elements, shape[i]));
                !d.ok())
                return d;
            elements *= shape[i];
        }
        const size_type input_elements = in[0].elements_per_example();
        return input_elements == elements ? diagnostic{}
                                          : violated(rules::preprocessor_size_mismatch, input_elements, elements);
    }
    constexpr input_type output_type(const vertex_inputs& in) const noexcept {
        switch (rank()) {
            case 1: return make_feed_forward(shape[0]);
            case 2: return make_recurrent(shape[0], in.policy == policy::corrected ? shape[1] : 0);
            default: return make_convolutional(shape[1], shape[2], shape[0]);
        }
    }
    /// A reshape is an alias of its input under a deployment profile (TFLite RESHAPE in TFLM
    /// shares the buffer).
    constexpr layer_deployment deployment(const vertex_inputs&, const netmem::deployment&) const noexcept {
        return {.role = tensor_role::alias};
    }
    constexpr layer_memory_report memory_report(const vertex_context& context) const noexcept {
        return make_vertex_report(context, "ReshapeVertex", output_type(context.inputs));
    }
};

}  // namespace netmem
