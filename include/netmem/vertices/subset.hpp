// netmem/vertices/subset.hpp
// subset: keep features (or channels) from..to, inclusive (DL4J SubsetVertex).
//
// Options, in declaration order: from, to (0-based, inclusive).
// Input: exactly 1.
//   feed_forward(n)            -> feed_forward(to - from + 1)
//   recurrent(n, T)            -> recurrent(to - from + 1, T); policy::dl4j loses T (T = 0, which
//                                 DL4J's totals throw on: policy::dl4j rejects the report)
//   convolutional(h, w, c)     -> convolutional(h, w, to - from + 1); policy::dl4j reproduces
//                                 DL4J's sign bug: from - to + 1 channels (dl4j-memory-formulas#bug-14)
//   convolutional_flat, convolutional3d -> rejected (DL4J does not support them)
// Parameters: 0. Memory (dl4j-memory-formulas#vertices): no working memory.
// Fails to compile: from < 0 (rules::negative_value); to < from or to >= the size of the input's
//         feature / channel axis (rules::subset_range_outside_input: from, to, axis size); an
//         unsupported input kind (rules::unsupported_input_kind).
#pragma once

#include <netmem/vertices/vertex.hpp>

namespace netmem {

namespace error {
template <class Where, size_type V> struct subset_from : quantity<Where, V> {};
template <class Where, size_type V> struct subset_to : quantity<Where, V> {};
template <class Where, size_type V> struct axis_size : quantity<Where, V> {};
/// Rule netmem::rules::subset_range_outside_input.
template <class From, class To, class AxisSize>
struct subset_range_outside_input {
    static_assert(From::value <= To::value && To::value < AxisSize::value,
                  "netmem: subset needs from <= to < the input's feature (or channel) count");
};
}  // namespace error

namespace rules {
/// A subset range is empty or reaches past the input. Numbers: from, to, axis size.
inline constexpr rule subset_range_outside_input{"subset_range_outside_input"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::subset_range_outside_input, W, A, B, C, D>
    : error::subset_range_outside_input<error::subset_from<W, A>, error::subset_to<W, B>, error::axis_size<W, C>> {};

/// Features (or channels) from..to of its input. See the file comment.
struct subset {
    static constexpr const char* kind_name = "subset";
    static constexpr std::size_t min_inputs = 1;
    static constexpr std::size_t max_inputs = 1;

    size_type from = 0;  ///< first kept feature / channel (0-based)
    size_type to = 0;    ///< last kept feature / channel (inclusive)

    constexpr diagnostic validate(const vertex_inputs& in) const noexcept {
        const input_type& x = in[0];
        if (!x.is_feed_forward() && !x.is_recurrent() && !x.is_convolutional())
            return violated(rules::unsupported_input_kind, static_cast<size_type>(x.kind),
                            static_cast<size_type>(input_kind::feed_forward));
        const size_type axis = x.is_convolutional() ? x.channels : x.size;
        if (from < 0) return violated(rules::negative_value, from);
        if (to < from || to >= axis) return violated(rules::subset_range_outside_input, from, to, axis);
        return {};
    }
    constexpr input_type output_type(const vertex_inputs& in) const noexcept {
        const input_type& x = in[0];
        const size_type kept = to - from + 1;
        if (x.is_recurrent()) return make_recurrent(kept, in.policy == policy::corrected ? x.time_steps : 0);
        if (x.is_convolutional())
            return make_convolutional(x.height, x.width, in.policy == policy::corrected ? kept : from - to + 1);
        return make_feed_forward(kept);
    }
    /// DL4J's report of a recurrent subset has no time length: its totals throw.
    constexpr bool dl4j_has_no_report(const vertex_inputs& in) const noexcept { return in[0].is_recurrent(); }
    constexpr layer_memory_report memory_report(const vertex_context& context) const noexcept {
        return make_vertex_report(context, "SubsetVertex", output_type(context.inputs));
    }
};

}  // namespace netmem
