// netmem/layers/repeat_vector.hpp
// repeat_vector: repeats a vector n times to make a sequence (Keras RepeatVector(n), DL4J
// RepeatVector).
//
// Options: repetitions (Keras n, DL4J repetitionFactor; DL4J's default 1).
// Input:  feed_forward(size) (a convolutional input is flattened first).
// Output: recurrent(size, repetitions) (dl4j-memory-formulas#shape-other).
// Parameters: 0 (Keras RepeatVector has none).
// Memory (DL4J RepeatVector.getMemoryReport, dl4j-memory-formulas#layers): everything 0; only the activations
//         (size*repetitions per example) and activation gradients (size) count. Recorded class
//         "RepeatVector". Both policies agree.
// Deployment (core/deployment.hpp): TFLite TILE: a new output tensor, no flash, no scratch.
// Fails to compile: repetitions < 1 (rules::zero_size); an input that is not feed-forward after the
//         preprocessor (rules::unsupported_input_kind); size*repetitions overflowing 64 bits
//         (rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>

#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// Keras RepeatVector / DL4J RepeatVector. See the file comment.
struct repeat_vector {
    static constexpr const char* kind_name = "repeat_vector";
    static constexpr operator_kind kind = operator_kind::repeat;
    static constexpr accepted_input accepts = accepted_input::feed_forward;

    size_type repetitions = 1;  ///< time steps of the output (Keras n)

    constexpr diagnostic validate(const input_type& in) const noexcept {
        return first_violation(require_positive(repetitions), require_input_kind(in, input_kind::feed_forward),
                               require_no_overflow(in.size, repetitions));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_recurrent(in.size, repetitions);
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// TFLite TILE (Keras RepeatVector): a new output tensor, no flash, no scratch (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment&) const noexcept { return {}; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "RepeatVector", output_type(context.input));
    }
};

}  // namespace netmem
