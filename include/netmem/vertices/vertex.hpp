// netmem/vertices/vertex.hpp
// The protocol of graph vertices that are not layers (DL4J GraphVertex subclasses, dl4j-memory-formulas#vertices), and
// the helpers vertices share.
//
// A vertex is a structural aggregate (usable as a template argument) whose fields are its options.
// Unlike a layer it may take several inputs, so every function receives all of them at once as a
// `vertex_inputs` (the input types in the order the graph lists the vertex's input names). All
// constexpr:
//
//   static constexpr const char* kind_name;             // "elementwise": printing and diagnostics
//   static constexpr std::size_t min_inputs, max_inputs; // accepted number of inputs (max may be
//                                                        // unbounded_inputs)
//   diagnostic validate(const vertex_inputs& in) const;  // ok, or the broken rule and its numbers
//   input_type output_type(const vertex_inputs& in) const;  // only called when validate is ok;
//                                                        // may depend on in.policy
//   layer_memory_report memory_report(const vertex_context&) const;  // DL4J report, element counts
//
// and optionally:
//   size_type parameter_count(const vertex_inputs&) const;            // default 0
//   size_type trainable_parameter_count(const vertex_inputs&) const;  // default parameter_count
//   bool dl4j_has_no_report(const vertex_inputs&) const;  // policy::dl4j rejects the vertex
//
// The graph checks the number of inputs (rules::too_few_inputs / rules::too_many_inputs) and every
// input type (validate_input_type) before it calls validate.
//
// Every DL4J vertex report (dl4j-memory-formulas#vertices) has no name, P = U = 0, no fixed working memory and no cache
// memory, and records inputTypes[0] as its input, so DL4J's activation gradients count the FIRST
// input only (dl4j-memory-formulas#bug-14). `make_vertex_report` fills that in; under policy::corrected it
// also records the other inputs (layer_memory_report::other_input_elements) so that activation
// gradients count every input.
#pragma once

#include <concepts>
#include <cstddef>
#include <limits>

#include <netmem/core/diagnostics.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/policy.hpp>
#include <netmem/core/updater.hpp>
#include <netmem/report/layer_memory_report.hpp>

namespace netmem {

/// max_inputs of a vertex that takes any number of inputs.
inline constexpr std::size_t unbounded_inputs = std::numeric_limits<std::size_t>::max();

/// The inputs of one vertex: their types (in the order of the vertex's input names) and what the
/// graph knows about time lengths.
struct vertex_inputs {
    const input_type* types = nullptr;  ///< `count` input types
    std::size_t count = 0;
    /// The last known time length T on the path to the first input (0 if none): policy::corrected
    /// restores it where DL4J loses it (dl4j-memory-formulas#bug-14).
    size_type time_steps = 0;
    /// T of the graph's first recurrent network input (0 if none): policy::corrected's time length
    /// for duplicate_to_time_series (DL4J hard-codes 1).
    size_type network_time_steps = 0;
    netmem::policy policy = policy::corrected;

    constexpr const input_type& operator[](std::size_t i) const noexcept { return types[i]; }
    /// The time length to give an output whose T DL4J loses: the known T under policy::corrected,
    /// 0 (unknown) under policy::dl4j.
    constexpr size_type restored_time_steps() const noexcept {
        return policy == policy::corrected ? time_steps : 0;
    }
};

/// What a vertex's memory_report receives from the graph.
struct vertex_context {
    vertex_inputs inputs{};
    netmem::updater updater = updater::sgd;  ///< the updater this vertex uses (parameterized vertices)
    bool dropout = false;
};

/// The vertex protocol above, as a concept.
template <class V>
concept graph_vertex = std::is_class_v<V> && requires(const V& v, const vertex_inputs& in, const vertex_context& c) {
    { V::kind_name } -> std::convertible_to<const char*>;
    { V::min_inputs } -> std::convertible_to<std::size_t>;
    { V::max_inputs } -> std::convertible_to<std::size_t>;
    { v.validate(in) } -> std::same_as<diagnostic>;
    { v.output_type(in) } -> std::same_as<input_type>;
    { v.memory_report(c) } -> std::same_as<layer_memory_report>;
};

/// Parameters of vertex `v` (elements): its parameter_count when it has one, otherwise 0.
template <graph_vertex V>
constexpr size_type vertex_parameter_count(const V& v, const vertex_inputs& in) noexcept {
    if constexpr (requires { v.parameter_count(in); }) return v.parameter_count(in);
    else return 0;
}
/// Trainable parameters of vertex `v` (elements): its own count, otherwise all its parameters.
template <graph_vertex V>
constexpr size_type vertex_trainable_parameter_count(const V& v, const vertex_inputs& in) noexcept {
    if constexpr (requires { v.trainable_parameter_count(in); }) return v.trainable_parameter_count(in);
    else return vertex_parameter_count(v, in);
}
/// True when DL4J produces no usable report for `v` on these inputs.
template <graph_vertex V>
constexpr bool vertex_dl4j_has_no_report(const V& v, const vertex_inputs& in) noexcept {
    if constexpr (requires { v.dl4j_has_no_report(in); }) return v.dl4j_has_no_report(in);
    else return false;
}

/// A vertex report as DL4J builds it (dl4j-memory-formulas#vertices): no name, input = inputs[0], the given output,
/// everything else 0. Under policy::corrected the other inputs' elements are recorded too.
constexpr layer_memory_report make_vertex_report(const vertex_context& context, const char* report_class,
                                                 const input_type& output) noexcept {
    layer_memory_report report{};
    report.report_class = report_class;
    report.input = context.inputs[0];
    report.output = output;
    report.policy = context.inputs.policy;
    if (context.inputs.policy == policy::corrected)
        for (std::size_t i = 1; i < context.inputs.count; ++i)
            report.other_input_elements =
                checked_add(report.other_input_elements, context.inputs[i].elements_per_example());
    return report;
}

// ---- shape comparisons shared by several vertices ----

/// Dimensions of an input type, numbered for diagnostics: 0 kind, 1 size, 2 time_steps, 3 depth,
/// 4 height, 5 width, 6 channels.
enum class shape_dimension : std::uint8_t { kind, size, time_steps, depth, height, width, channels };

/// The value of dimension `d` of `type`.
constexpr size_type dimension_value(const input_type& type, shape_dimension d) noexcept {
    switch (d) {
        case shape_dimension::kind: return static_cast<size_type>(type.kind);
        case shape_dimension::size: return type.size;
        case shape_dimension::time_steps: return type.time_steps;
        case shape_dimension::depth: return type.depth;
        case shape_dimension::height: return type.height;
        case shape_dimension::width: return type.width;
        case shape_dimension::channels: return type.channels;
    }
    return 0;
}

/// A set of dimensions (bit d = shape_dimension d) that a comparison ignores.
constexpr unsigned ignore(shape_dimension d) noexcept { return 1u << static_cast<unsigned>(d); }

/// False when `a` and `b` differ in a dimension outside `ignored`, and then `differs` is the first
/// such dimension (in shape_dimension order). An unknown time length (0) matches any.
constexpr bool same_shape(const input_type& a, const input_type& b, unsigned ignored,
                          shape_dimension& differs) noexcept {
    constexpr shape_dimension all[] = {shape_dimension::kind,   shape_dimension::size,  shape_dimension::time_steps,
                                       shape_dimension::depth,  shape_dimension::height, shape_dimension::width,
                                       shape_dimension::channels};
    for (shape_dimension d : all) {
        if ((ignored & ignore(d)) != 0) continue;
        const size_type x = dimension_value(a, d);
        const size_type y = dimension_value(b, d);
        if (d == shape_dimension::time_steps && (x == 0 || y == 0)) continue;
        if (x != y) {
            differs = d;
            return false;
        }
    }
    return true;
}

/// True when a + b does not fit in 64 bits.
constexpr bool add_overflows(size_type a, size_type b) noexcept {
    size_type result{};
    return __builtin_add_overflow(a, b, &result);
}

/// The time length of the first input that knows it (0 if none).
constexpr size_type first_known_time_steps(const vertex_inputs& in) noexcept {
    for (std::size_t i = 0; i < in.count; ++i)
        if (in[i].is_recurrent() && in[i].time_steps > 0) return in[i].time_steps;
    return 0;
}

namespace error {
template <class Where, size_type V> struct input_position : quantity<Where, V> {};
/// 0 kind, 1 size, 2 time_steps, 3 depth, 4 height, 5 width, 6 channels.
template <class Where, size_type V> struct differing_dimension : quantity<Where, V> {};
template <class Where, size_type V> struct first_input_value : quantity<Where, V> {};
template <class Where, size_type V> struct this_input_value : quantity<Where, V> {};
template <class Where, size_type V> struct received_inputs : quantity<Where, V> {};
template <class Where, size_type V> struct minimum_inputs : quantity<Where, V> {};
template <class Where, size_type V> struct maximum_inputs : quantity<Where, V> {};

/// Rule netmem::rules::input_shapes_differ.
template <class Position, class Dimension, class First, class This>
struct input_shapes_differ {
    static_assert(First::value == This::value,
                  "netmem: the inputs of this vertex must all have the same shape; input_position differs from input "
                  "0 in differing_dimension (0 kind, 1 size, 2 time_steps, 3 depth, 4 height, 5 width, 6 channels)");
};
/// Rule netmem::rules::too_few_inputs.
template <class Received, class Minimum>
struct too_few_inputs {
    static_assert(Received::value >= Minimum::value,
                  "netmem: this vertex has too few inputs (list more input names after the vertex value)");
};
/// Rule netmem::rules::too_many_inputs.
template <class Received, class Maximum>
struct too_many_inputs {
    static_assert(Received::value <= Maximum::value,
                  "netmem: this vertex has too many inputs (a layer takes exactly one; merge several inputs "
                  "first with netmem::merge or netmem::elementwise)");
};
}  // namespace error

namespace rules {
/// Inputs of an elementwise, stack or l2 vertex differ. Numbers: input position, dimension
/// (netmem::shape_dimension), value in input 0, value in that input.
inline constexpr rule input_shapes_differ{"input_shapes_differ"};
/// A vertex has fewer inputs than it needs. Numbers: received, minimum.
inline constexpr rule too_few_inputs{"too_few_inputs"};
/// A vertex has more inputs than it takes. Numbers: received, maximum.
inline constexpr rule too_many_inputs{"too_many_inputs"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::input_shapes_differ, W, A, B, C, D>
    : error::input_shapes_differ<error::input_position<W, A>, error::differing_dimension<W, B>,
                                 error::first_input_value<W, C>, error::this_input_value<W, D>> {};
template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::too_few_inputs, W, A, B, C, D>
    : error::too_few_inputs<error::received_inputs<W, A>, error::minimum_inputs<W, B>> {};
template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::too_many_inputs, W, A, B, C, D>
    : error::too_many_inputs<error::received_inputs<W, A>, error::maximum_inputs<W, B>> {};

/// ok when every input has the shape of input 0 (an unknown time length matches any), else
/// rules::input_shapes_differ for the first input that differs.
constexpr diagnostic require_same_shapes(const vertex_inputs& in) noexcept {
    for (std::size_t i = 1; i < in.count; ++i) {
        shape_dimension d = shape_dimension::kind;
        if (!same_shape(in[0], in[i], 0u, d))
            return violated(rules::input_shapes_differ, static_cast<size_type>(i), static_cast<size_type>(d),
                            dimension_value(in[0], d), dimension_value(in[i], d));
    }
    return {};
}

/// ok when a recurrent input has a time length (DL4J throws in arrayElementsPerExample otherwise).
constexpr diagnostic require_time_steps_of_all(const vertex_inputs& in) noexcept {
    for (std::size_t i = 0; i < in.count; ++i)
        if (const diagnostic d = require_time_steps(in[i]); !d.ok()) return d;
    return {};
}

}  // namespace netmem
