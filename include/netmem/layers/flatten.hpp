// netmem/layers/flatten.hpp
// flatten: reshapes any input to a flat vector (Keras Flatten; in DL4J the CnnToFeedForward /
// Cnn3DToFeedForward preprocessors, which DL4J inserts itself and netmem inserts automatically
// before feed-forward layers, see network/preprocessor.hpp).
//
// Options: none.
// Input:  any kind.
// Output: feed_forward(elements per example): h*w*c, d*h*w*c, h*w*d, n*T, or n.
// Parameters: 0.
// Memory: none of its own. flatten is a reshape-only layer (`is_preprocessor = true`): like a
//         DL4J preprocessor it gets no report entry (DL4J does not count preprocessor memory,
//         dl4j-memory-formulas#sequential), and report entries are numbered without it.
// Training (core/training_op.hpp): a view (no data moves, nothing saved).
// Fails to compile: a recurrent input without time steps (rules::recurrent_input_without_time_steps),
//         a zero dimension (rules::zero_size), sizes overflowing 64 bits (rules::size_overflow).
#pragma once

#include <netmem/layers/layer.hpp>
#include <netmem/core/training_op.hpp>

namespace netmem {

/// Explicit flatten (Keras Flatten). See the file comment.
struct flatten {
    static constexpr const char* kind_name = "flatten";
    static constexpr bool is_preprocessor = true;  // accepts any, no parameters (layers/layer.hpp)

    constexpr diagnostic validate(const input_type& in) const noexcept { return require_time_steps(in); }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_feed_forward(in.elements_per_example());
    }
    /// As a training operation (core/training_op.hpp): a view (no data moves).
    constexpr layer_training training(const input_type& in) const noexcept {
        return single_op({.kind = training_op_kind::view, .output_elements = in.elements_per_example()});
    }
};

}  // namespace netmem
