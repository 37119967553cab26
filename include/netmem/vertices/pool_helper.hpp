// netmem/vertices/pool_helper.hpp
// pool_helper: removes the first row and column of a convolutional input (DL4J PoolHelperVertex,
// used by imported GoogLeNet / Inception models to fix Caffe's pooling size).
//
// Options: none. Input: exactly 1, convolutional(h, w, c), h and w >= 2.
// Output: policy::dl4j records the input type unchanged (DL4J's getOutputType, dl4j-memory-formulas#vertices);
//         policy::corrected records what the vertex computes: convolutional(h - 1, w - 1, c).
// Parameters: 0. Memory (dl4j-memory-formulas#vertices): no working memory.
// Fails to compile: a non-convolutional input (rules::unsupported_input_kind); h or w < 2
//         (rules::zero_size with the size left after trimming).
#pragma once

#include <netmem/vertices/vertex.hpp>

namespace netmem {

/// Trims one row and one column. See the file comment.
struct pool_helper {
    static constexpr const char* kind_name = "pool_helper";
    static constexpr std::size_t min_inputs = 1;
    static constexpr std::size_t max_inputs = 1;

    constexpr diagnostic validate(const vertex_inputs& in) const noexcept {
        return first_violation(require_input_kind(in[0], input_kind::convolutional),
                               require_positive(in[0].height - 1), require_positive(in[0].width - 1));
    }
    constexpr input_type output_type(const vertex_inputs& in) const noexcept {
        const input_type& x = in[0];
        return in.policy == policy::corrected ? make_convolutional(x.height - 1, x.width - 1, x.channels) : x;
    }
    constexpr layer_memory_report memory_report(const vertex_context& context) const noexcept {
        return make_vertex_report(context, "PoolHelperVertex", output_type(context.inputs));
    }
};

}  // namespace netmem
