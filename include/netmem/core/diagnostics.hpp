// netmem/core/diagnostics.hpp
// Compile errors that name the layer, the rule and the numbers (docs/developing.md, "Diagnostics").
//
// How it works:
// 1. Every layer checks its input in a constexpr `validate(input_type)` and returns a
//    `diagnostic`: either ok, or the broken `rule` with up to four numbers.
// 2. The network walks its layers in a constexpr loop and stops at the first broken rule, so one
//    mistake gives one error, never a cascade.
// 3. It then instantiates `violation<rule, where, numbers...>`. Each rule specializes `violation`
//    (next to the layer that owns the rule) to derive from a class template whose name is the
//    rule, whose arguments are named numbers, and whose static_assert message explains the fix.
//
// What the user sees, for a 7x7 kernel on a 5x5 input at layer 1:
//   g++:     In instantiation of 'struct netmem::error::kernel_larger_than_padded_input<
//              netmem::error::kernel_size<netmem::error::layer<1>, 7>,
//              netmem::error::padded_input_size<netmem::error::layer<1>, 5> >'
//            error: static assertion failed: netmem: the (dilated) kernel is larger than ...
//            note: the comparison reduces to '(7 <= 5)'
//   clang++: error: static_assert failed due to requirement
//              'kernel_size<layer<1>, 7>::value <= padded_input_size<layer<1>, 5>::value'
//              "netmem: the (dilated) kernel is larger than ..."
//
// The same checks are available without a hard error: `netmem::is_valid<Net>`.
#pragma once

#include <cstddef>
#include <limits>
#include <utility>

#include <netmem/core/fixed_string.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/integer.hpp>

namespace netmem {

/// A validation rule. Rules are identified by address; `name` is for documentation and printing.
struct rule {
    const char* name;
};

/// The result of checking one layer: ok, or the broken rule with up to four numbers.
struct diagnostic {
    const rule* broken = nullptr;
    size_type values[4]{};
    constexpr bool ok() const noexcept { return broken == nullptr; }
};

/// The diagnostic for a broken `rule` with its numbers (at most four).
constexpr diagnostic violated(const rule& broken, size_type a = 0, size_type b = 0, size_type c = 0,
                              size_type d = 0) noexcept {
    return {&broken, {a, b, c, d}};
}

/// Returns the first of several diagnostics that is not ok (or ok when all are).
template <class... Diagnostics>
constexpr diagnostic first_violation(const diagnostic& first, const Diagnostics&... rest) noexcept {
    diagnostic result = first;
    ((result = result.ok() ? rest : result), ...);
    return result;
}

/// The readable names that appear in compile errors. Nothing here is used at run time.
namespace error {

/// Where a rule was broken: layer `Index` (0-based, DL4J's "layer" + i) of a sequential network.
template <std::size_t Index>
struct layer {};

/// Where a rule was broken: the graph vertex with this name.
template <char... Name>
struct vertex {};

/// A named number in a diagnostic: `Quantity<Where, Value>::value == Value`.
template <class Where, size_type Value>
struct quantity {
    static constexpr size_type value = Value;
};

// Quantities shared by the core rules.
template <class Where, size_type V> struct left_operand : quantity<Where, V> {};
template <class Where, size_type V> struct right_operand : quantity<Where, V> {};
template <class Where, size_type V> struct size_value : quantity<Where, V> {};
template <class Where, size_type V> struct time_steps : quantity<Where, V> {};
/// The input kind a layer received (0 feed_forward, 1 recurrent, 2 convolutional,
/// 3 convolutional_flat, 4 convolutional3d).
template <class Where, input_kind Kind> struct received_input_kind {
    static constexpr input_kind value = Kind;
};
/// The input kind a layer accepts.
template <class Where, input_kind Kind> struct accepted_input_kind {
    static constexpr input_kind value = Kind;
};

/// Rule netmem::rules::size_overflow.
template <class Left, class Right>
struct size_overflow {
    static_assert(Right::value == 0 || Left::value <= std::numeric_limits<size_type>::max() / Right::value,
                  "netmem: a size does not fit in 64 bits (left_operand * right_operand overflows)");
};
/// Rule netmem::rules::size_sum_overflow.
template <class Left, class Right>
struct size_sum_overflow {
    static_assert(Right::value <= 0 || Left::value <= std::numeric_limits<size_type>::max() - Right::value,
                  "netmem: a sum of sizes does not fit in 64 bits (left_operand + right_operand overflows): use "
                  "smaller padding, sizes or layers");
};
/// Rule netmem::rules::zero_size.
template <class Size>
struct zero_or_negative_size {
    static_assert(Size::value > 0, "netmem: every size (units, filters, kernel, stride, dilation, input dimension) must be at least 1");
};
/// Rule netmem::rules::unsupported_input_kind.
template <class Received, class Accepted>
struct unsupported_input_kind {
    static_assert(Received::value == Accepted::value,
                  "netmem: this layer cannot take this kind of input (0 feed_forward, 1 recurrent, 2 convolutional, "
                  "3 convolutional_flat, 4 convolutional3d)");
};
/// Rule netmem::rules::recurrent_input_without_time_steps.
template <class TimeSteps>
struct recurrent_input_without_time_steps {
    static_assert(TimeSteps::value > 0,
                  "netmem: a recurrent input needs its time length (input::recurrent{.size = ..., .time_steps = T}) "
                  "to size activations");
};
template <class Where, size_type V> struct embedding_layer : quantity<Where, V> {};
/// Rule netmem::rules::embedding_output_is_not_a_sequence.
template <class EmbeddingLayer>
struct embedding_output_is_not_a_sequence {
    static_assert(sizeof(EmbeddingLayer) == 0,
                  "netmem: this recurrent layer follows an embedding (layer embedding_layer), which gives one vector "
                  "per example (DL4J EmbeddingLayer), so it has no time length; for Keras's Embedding on sequences "
                  "use embedding_sequence{.input_dim = V, .output_dim = D} after input::recurrent{.size = 1, "
                  ".time_steps = T}");
};
/// Rule netmem::rules::dl4j_produces_no_report (only under policy::dl4j).
template <class Where>
struct dl4j_produces_no_memory_report_for_this_layer {
    static_assert(sizeof(Where) == 0,
                  "netmem: DL4J produces no memory report for this layer (it returns a null or empty report, or "
                  "throws): policy::dl4j cannot reproduce it; use policy::corrected");
};
/// Rule netmem::rules::negative_value.
template <class Value>
struct negative_value {
    static_assert(Value::value >= 0, "netmem: this option (padding, cropping, ...) must not be negative");
};

}  // namespace error

/// Maps a broken rule to its readable diagnostic. Each rule specializes this next to its owner.
/// The primary template fires only for a rule that forgot to register its diagnostic.
template <const rule* Rule, class Where, size_type A, size_type B, size_type C, size_type D>
struct violation {
    static_assert(Rule == nullptr, "netmem: a rule was broken (this rule has no dedicated diagnostic)");
};

/// Rules shared by every layer.
namespace rules {
/// A size computation (elements or parameters) overflows 64 bits. Numbers: the two factors.
inline constexpr rule size_overflow{"size_overflow"};
/// A sum of sizes (padded input, parameter total, ...) overflows 64 bits. Numbers: the two terms.
inline constexpr rule size_sum_overflow{"size_sum_overflow"};
/// A size that must be positive is 0 or negative. Numbers: the value.
inline constexpr rule zero_size{"zero_size"};
/// A layer received an input kind it cannot take. Numbers: received kind, accepted kind.
inline constexpr rule unsupported_input_kind{"unsupported_input_kind"};
/// A recurrent input has no time length. Numbers: time_steps.
inline constexpr rule recurrent_input_without_time_steps{"recurrent_input_without_time_steps"};
/// A recurrent layer after an embedding (one vector per example, no time length). Numbers: the
/// embedding's layer index.
inline constexpr rule embedding_output_is_not_a_sequence{"embedding_output_is_not_a_sequence"};
/// An option that must be >= 0 is negative. Numbers: the value.
inline constexpr rule negative_value{"negative_value"};
/// policy::dl4j asked for a report DL4J cannot produce. No numbers.
inline constexpr rule dl4j_produces_no_report{"dl4j_produces_no_report"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::size_overflow, W, A, B, C, D>
    : error::size_overflow<error::left_operand<W, A>, error::right_operand<W, B>> {};
template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::size_sum_overflow, W, A, B, C, D>
    : error::size_sum_overflow<error::left_operand<W, A>, error::right_operand<W, B>> {};
template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::zero_size, W, A, B, C, D> : error::zero_or_negative_size<error::size_value<W, A>> {};
template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::unsupported_input_kind, W, A, B, C, D>
    : error::unsupported_input_kind<error::received_input_kind<W, static_cast<input_kind>(A)>,
                                    error::accepted_input_kind<W, static_cast<input_kind>(B)>> {};
template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::recurrent_input_without_time_steps, W, A, B, C, D>
    : error::recurrent_input_without_time_steps<error::time_steps<W, A>> {};
template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::embedding_output_is_not_a_sequence, W, A, B, C, D>
    : error::embedding_output_is_not_a_sequence<error::embedding_layer<W, A>> {};
template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::negative_value, W, A, B, C, D> : error::negative_value<error::size_value<W, A>> {};
template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::dl4j_produces_no_report, W, A, B, C, D>
    : error::dl4j_produces_no_memory_report_for_this_layer<W> {};

// ---- helpers for validate() ----

/// ok when value >= 1, else rules::zero_size with the value.
constexpr diagnostic require_positive(size_type value) noexcept {
    return value >= 1 ? diagnostic{} : violated(rules::zero_size, value);
}
/// ok when value >= 0, else rules::negative_value with the value.
constexpr diagnostic require_non_negative(size_type value) noexcept {
    return value >= 0 ? diagnostic{} : violated(rules::negative_value, value);
}
/// ok when the input is of `kind`, else rules::unsupported_input_kind.
constexpr diagnostic require_input_kind(const input_type& in, input_kind kind) noexcept {
    return in.kind == kind ? diagnostic{}
                           : violated(rules::unsupported_input_kind, static_cast<size_type>(in.kind),
                                      static_cast<size_type>(kind));
}
/// ok when a * b fits in 64 bits, else rules::size_overflow with a and b.
constexpr diagnostic require_no_overflow(size_type a, size_type b) noexcept {
    return multiply_overflows(a, b) ? violated(rules::size_overflow, a, b) : diagnostic{};
}
/// ok when the product of all factors fits in 64 bits.
template <class... Factors>
constexpr diagnostic require_product_fits(size_type first, Factors... rest) noexcept {
    diagnostic result{};
    size_type product = first;
    auto step = [&](size_type factor) {
        if (!result.ok()) return;
        if (multiply_overflows(product, factor)) result = violated(rules::size_overflow, product, factor);
        else product *= factor;
    };
    (step(static_cast<size_type>(rest)), ...);
    return result;
}
/// ok when the sum of all (non-negative) terms fits in 64 bits, else rules::size_sum_overflow
/// with the partial sum and the term that overflows it.
template <class... Terms>
constexpr diagnostic require_sum_fits(size_type first, Terms... rest) noexcept {
    diagnostic result{};
    size_type sum = first;
    auto step = [&](size_type term) {
        if (!result.ok()) return;
        size_type next{};
        if (__builtin_add_overflow(sum, term, &next)) result = violated(rules::size_sum_overflow, sum, term);
        else sum = next;
    };
    (step(static_cast<size_type>(rest)), ...);
    return result;
}
/// Overflow-checked arithmetic for validate() of layers whose counts are long formulas: the first
/// sum or product that overflows becomes `failure` (rules::size_sum_overflow, rules::size_overflow
/// with its two operands); later operations return 0.
struct checked_sizes {
    diagnostic failure{};
    constexpr size_type add(size_type a, size_type b) noexcept {
        if (failure.ok()) failure = require_sum_fits(a, b);
        return failure.ok() ? a + b : 0;
    }
    constexpr size_type multiply(size_type a, size_type b) noexcept {
        if (failure.ok()) failure = require_no_overflow(a, b);
        return failure.ok() ? a * b : 0;
    }
};
/// Checks that the elements per example of a layer's output fit in 64 bits (the network checks
/// every output with it, so a layer whose output grows, e.g. zero padding or upsampling, cannot
/// overflow later layers silently).
constexpr diagnostic require_elements_fit(const input_type& out) noexcept {
    switch (out.kind) {
        case input_kind::feed_forward: return {};
        case input_kind::recurrent: return require_product_fits(out.size, out.time_steps);
        case input_kind::convolutional: return require_product_fits(out.height, out.width, out.channels);
        case input_kind::convolutional_flat: return require_product_fits(out.height, out.width, out.depth);
        case input_kind::convolutional3d: return require_product_fits(out.depth, out.height, out.width, out.channels);
    }
    return {};
}
/// Checks an input type itself: every dimension positive (time_steps may be 0 = unknown) and the
/// elements per example within 64 bits.
constexpr diagnostic validate_input_type(const input_type& in) noexcept {
    switch (in.kind) {
        case input_kind::feed_forward: return require_positive(in.size);
        case input_kind::recurrent:
            return first_violation(require_positive(in.size), require_non_negative(in.time_steps),
                                   require_product_fits(in.size, in.time_steps));
        case input_kind::convolutional:
            return first_violation(require_positive(in.height), require_positive(in.width),
                                   require_positive(in.channels),
                                   require_product_fits(in.height, in.width, in.channels));
        case input_kind::convolutional_flat:
            return first_violation(require_positive(in.height), require_positive(in.width),
                                   require_positive(in.depth), require_product_fits(in.height, in.width, in.depth));
        case input_kind::convolutional3d:
            return first_violation(require_positive(in.depth), require_positive(in.height),
                                   require_positive(in.width), require_positive(in.channels),
                                   require_product_fits(in.depth, in.height, in.width, in.channels));
    }
    return {};
}
/// ok when a recurrent input has a time length.
constexpr diagnostic require_time_steps(const input_type& in) noexcept {
    return in.kind != input_kind::recurrent || in.time_steps > 0
               ? diagnostic{}
               : violated(rules::recurrent_input_without_time_steps, in.time_steps);
}

namespace detail {
template <fixed_string Name, std::size_t... I>
constexpr auto vertex_where(std::index_sequence<I...>) -> error::vertex<Name.data[I]...>;
}  // namespace detail

/// error::vertex<'n', 'a', 'm', 'e'> for a vertex name (readable in both compilers' messages).
template <fixed_string Name>
using vertex_where = decltype(detail::vertex_where<Name>(std::make_index_sequence<Name.size()>{}));

/// Instantiates the readable diagnostic of `D` at `Where` (no effect when D is ok).
/// Returns true so that it can be used in a constant initializer.
template <class Where, diagnostic D>
consteval bool raise() {
    if constexpr (!D.ok()) {
        static_assert(sizeof(violation<D.broken, Where, D.values[0], D.values[1], D.values[2], D.values[3]>) > 0);
    }
    return D.ok();
}

}  // namespace netmem
