// netmem/layers/layer.hpp
// The protocol every layer follows, and the helpers layers share.
//
// A layer is a structural aggregate (usable as a template argument) whose fields are its options.
// It provides, all constexpr:
//
//   static constexpr const char* kind_name;            // "dense": printing and diagnostics
//   static constexpr netmem::accepted_input accepts;   // which input the layer takes (drives
//                                                       // automatic preprocessors in networks)
//   diagnostic validate(const input_type& in) const;   // ok, or the broken rule and its numbers
//   input_type output_type(const input_type& in) const;        // only called when validate is ok
//   size_type parameter_count(const input_type& in) const;     // elements
//   layer_memory_report memory_report(const layer_context&) const;  // DL4J report, element counts
//
// A reshape-only layer (`static constexpr bool is_preprocessor = true`: flatten, reshape, the DL4J
// preprocessors) may leave out accepts (default: any), parameter_count (default: 0) and
// memory_report (default: make_report with its dl4j_class, else its kind_name, and its output):
// the network gives it no report entry (network/sequential.hpp) and no tensor (an alias).
//
// and optionally:
//   size_type trainable_parameter_count(const input_type& in) const;  // default: parameter_count
//   bool dl4j_has_no_report;   // static constexpr: DL4J crashes for this layer (policy::dl4j rejects it)
//   input_type output_type(const input_type& in, policy p) const;  // when the network flow differs
//                                                       // between policies (loss: DL4J's FF(nOut))
//   static constexpr bool validates_own_input_type;     // true: the network skips its generic input
//                                                       // check (loss: DL4J feeds it FF(0))
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>

#include <netmem/core/activation_function.hpp>
#include <netmem/core/diagnostics.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/required_option.hpp>
#include <netmem/core/policy.hpp>
#include <netmem/core/updater.hpp>
#include <netmem/report/layer_memory_report.hpp>

namespace netmem {

/// Which input a layer takes. Networks insert DL4J's preprocessors automatically (dl4j-memory-formulas#sequential,
/// #preprocessors):
/// - feed_forward: convolutional / convolutional3d / convolutional_flat inputs are flattened
///   (CnnToFeedForward, Cnn3DToFeedForward); recurrent inputs become FF(size) (RnnToFeedForward).
/// - convolutional: a convolutional_flat input is unflattened (FeedForwardToCnn).
/// - recurrent: feed_forward becomes RNN(size) and convolutional RNN(h*w*c) (FeedForwardToRnn,
///   CnnToRnn), both keeping the time length under policy::corrected (DL4J loses it).
/// - any: the input is passed as it is.
enum class accepted_input : std::uint8_t { any, feed_forward, convolutional, recurrent, convolutional3d };

/// What a layer's memory_report receives from the network.
struct layer_context {
    input_type input{};                    ///< the layer's input type, after any preprocessor
    netmem::updater updater = updater::sgd;  ///< the updater this layer uses (overrides resolved)
    bool dropout = false;                  ///< dropout configured: count DL4J's input copy D
    netmem::policy policy = policy::corrected;

    /// DL4J's dropout input-copy term D (dl4j-memory-formulas#layers): the input size when dropout is configured.
    constexpr size_type dropout_copy() const noexcept { return dropout ? input.elements_per_example() : 0; }
    /// The updater state for `parameters` parameters (elements).
    constexpr size_type updater_state(size_type parameters) const noexcept {
        return updater_state_size(updater, parameters);
    }
};

/// True when layer type L only reshapes (`static constexpr bool is_preprocessor = true`: flatten,
/// reshape, the DL4J preprocessors): no report entry, no tensor, and the defaults above.
template <class L>
constexpr bool is_preprocessor_layer() noexcept {
    if constexpr (requires { L::is_preprocessor; }) return L::is_preprocessor;
    else return false;
}

/// The layer protocol above, as a concept (a reshape-only layer may leave out the members that
/// have defaults).
template <class L>
concept layer = std::is_class_v<L> &&
                requires(const L& l, const input_type& in) {
                    { L::kind_name } -> std::convertible_to<const char*>;
                    { l.validate(in) } -> std::same_as<diagnostic>;
                    { l.output_type(in) } -> std::same_as<input_type>;
                } &&
                (is_preprocessor_layer<L>() ||
                 requires(const L& l, const input_type& in, const layer_context& context) {
                     { L::accepts } -> std::convertible_to<accepted_input>;
                     { l.parameter_count(in) } -> std::same_as<size_type>;
                     { l.memory_report(context) } -> std::same_as<layer_memory_report>;
                 });

/// Which input layer type L takes: its `accepts`, or `any` for a reshape-only layer without one.
template <class L>
constexpr accepted_input accepts_of() noexcept {
    if constexpr (requires { L::accepts; }) return L::accepts;
    else return accepted_input::any;
}

/// validate(in, policy) when the layer has one (its rules depend on the policy, e.g. an explicit
/// DL4J nIn), otherwise validate(in).
template <layer L>
constexpr diagnostic validate_of(const L& l, const input_type& in, policy rules_policy) noexcept {
    if constexpr (requires { l.validate(in, rules_policy); }) return l.validate(in, rules_policy);
    else return l.validate(in);
}

/// parameter_count(in, policy) when the layer has one (e.g. an explicit DL4J nIn), otherwise
/// parameter_count(in).
template <layer L>
constexpr size_type parameter_count_of(const L& l, const input_type& in, policy rules_policy) noexcept {
    if constexpr (requires { l.parameter_count(in, rules_policy); }) return l.parameter_count(in, rules_policy);
    else if constexpr (requires { l.parameter_count(in); }) return l.parameter_count(in);
    else return 0;  // a reshape-only layer (the concept requires parameter_count of every other)
}

/// Trainable parameters of `l` on input `in`: its own trainable_parameter_count when it has one,
/// otherwise all of its parameters.
template <layer L>
constexpr size_type trainable_parameter_count_of(const L& l, const input_type& in,
                                                policy rules_policy = policy::corrected) noexcept {
    if constexpr (requires { l.trainable_parameter_count(in, rules_policy); })
        return l.trainable_parameter_count(in, rules_policy);
    else if constexpr (requires { l.trainable_parameter_count(in); }) return l.trainable_parameter_count(in);
    else return parameter_count_of(l, in, rules_policy);
}

namespace error {
template <class Where, size_type V> struct explicit_input_size : quantity<Where, V> {};
template <class Where, size_type V> struct input_size_from_input_type : quantity<Where, V> {};
/// Rule netmem::rules::explicit_input_size_mismatch.
template <class Explicit, class FromInput>
struct explicit_input_size_mismatch {
    static_assert(Explicit::value == FromInput::value,
                  "netmem: this layer's explicit input size (DL4J nIn: input_size / input_channels) differs from "
                  "the size its input type gives; policy::corrected rejects the mismatch, policy::dl4j honours it "
                  "as DL4J does (parameters from nIn, activations from the input): fix nIn, drop it, or ask for "
                  "memory_report<Net, policy::dl4j>");
};
}  // namespace error

namespace rules {
/// An explicit input size (DL4J nIn) differs from the input type's, under policy::corrected.
/// Numbers: the explicit size, the input type's size.
inline constexpr rule explicit_input_size_mismatch{"explicit_input_size_mismatch"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::explicit_input_size_mismatch, W, A, B, C, D>
    : error::explicit_input_size_mismatch<error::explicit_input_size<W, A>, error::input_size_from_input_type<W, B>> {};

/// The input size a layer's parameters use: an explicit DL4J nIn (`explicit_size` > 0) under
/// policy::dl4j, otherwise `from_input` (the input type's size).
constexpr size_type parameter_input_size(size_type explicit_size, size_type from_input, policy rules_policy) noexcept {
    return rules_policy == policy::dl4j && explicit_size > 0 ? explicit_size : from_input;
}
/// Checks an explicit DL4J nIn: >= 0 (0 = from the input), and under policy::corrected equal to the
/// input type's size (rules::explicit_input_size_mismatch).
constexpr diagnostic check_explicit_input_size(size_type explicit_size, size_type from_input,
                                               policy rules_policy) noexcept {
    if (const diagnostic sign = require_non_negative(explicit_size); !sign.ok()) return sign;
    if (rules_policy == policy::corrected && explicit_size > 0 && explicit_size != from_input)
        return violated(rules::explicit_input_size_mismatch, explicit_size, from_input);
    return {};
}

/// The rules of a fully connected layer of `units` outputs on a feed-forward input (dense,
/// output): units set and >= 1, the input feed-forward, an explicit nIn `input_size` checked as
/// above, and the weight count in 64 bits.
constexpr diagnostic validate_fully_connected(size_type units, size_type input_size, const input_type& in,
                                              policy rules_policy) noexcept {
    if (const diagnostic unset = require_set(units, required_option::units); !unset.ok()) return unset;
    return first_violation(require_positive(units), require_input_kind(in, input_kind::feed_forward),
                           check_explicit_input_size(input_size, in.size, rules_policy),
                           require_no_overflow(in.size, units), require_no_overflow(input_size, units));
}

/// The output type of `l` on `in` under `rules_policy`: the layer's policy-aware
/// output_type(in, policy) when it has one, otherwise output_type(in).
template <layer L>
constexpr input_type output_type_of(const L& l, const input_type& in, policy rules_policy) noexcept {
    if constexpr (requires { l.output_type(in, rules_policy); }) return l.output_type(in, rules_policy);
    else return l.output_type(in);
}

/// True when layer type L checks its input type itself (`static constexpr bool
/// validates_own_input_type = true`); networks then skip validate_input_type for it.
template <class L>
constexpr bool validates_own_input_type() noexcept {
    if constexpr (requires { L::validates_own_input_type; }) return L::validates_own_input_type;
    else return false;
}

/// True when DL4J produces no usable report for this layer (null/empty report, class-cast error,
/// missing working-memory maps: dl4j-memory-formulas#bug-4 to #bug-6).
template <layer L>
constexpr bool dl4j_has_no_report_of(const L& l, const input_type& in) noexcept {
    if constexpr (requires { l.dl4j_has_no_report(in); }) return l.dl4j_has_no_report(in);
    else return false;
}

/// A report with the common fields filled in: name, class, input/output, policy.
constexpr layer_memory_report make_report(const layer_context& context, const char* report_class,
                                          const input_type& output) noexcept {
    layer_memory_report report{};
    report.report_class = report_class;
    report.input = context.input;
    report.output = output;
    report.policy = context.policy;
    return report;
}

/// A report with the common fields and the parameters: P = `parameters`, U = updater(P).
constexpr layer_memory_report make_report(const layer_context& context, const char* report_class,
                                          const input_type& output, size_type parameters) noexcept {
    auto report = make_report(context, report_class, output);
    report.parameters = parameters;
    report.updater_state = context.updater_state(parameters);
    return report;
}

/// The DL4J memory report of `l`: its memory_report, or for a reshape-only layer without one
/// make_report(context, its dl4j_class or kind_name, its output) (never part of a network report:
/// DL4J counts no preprocessor memory, dl4j-memory-formulas#sequential).
template <layer L>
constexpr layer_memory_report memory_report_of(const L& l, const layer_context& context) noexcept {
    if constexpr (requires { l.memory_report(context); }) {
        return l.memory_report(context);
    } else if constexpr (requires { L::dl4j_class; }) {
        return make_report(context, L::dl4j_class, l.output_type(context.input));
    } else {
        return make_report(context, L::kind_name, l.output_type(context.input));
    }
}

/// The report of a fully connected layer as DL4J's DenseLayer, BaseOutputLayer and
/// ElementWiseMultiplicationLayer build it (getMemoryReport, dl4j-memory-formulas#layers), element counts: P =
/// `parameters`, U = updater(P), training working memory D + out per example for every cache mode
/// (D = the dropout input copy), nothing else.
constexpr layer_memory_report make_fully_connected_report(const layer_context& context, const char* report_class,
                                                          const input_type& output, size_type parameters) noexcept {
    auto report = make_report(context, report_class, output, parameters);
    report.working_memory_variable_training =
        per_cache_mode::all(checked_add(context.dropout_copy(), output.elements_per_example()));
    return report;
}

}  // namespace netmem
