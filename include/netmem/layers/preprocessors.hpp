// netmem/layers/preprocessors.hpp
// DL4J's input preprocessors as explicit, reshape-only layers (org.deeplearning4j.nn.conf.
// preprocessor.*, dl4j-memory-formulas#preprocessors). Networks insert the common ones automatically
// (network/preprocessor.hpp); these are for the cases where the target shape must be stated, or
// to write a DL4J configuration as it is.
//
// Every one accepts any input kind and has `static constexpr bool is_preprocessor = true`: like DL4J, netmem gives it no report
// entry and counts no memory for it (dl4j-memory-formulas#sequential: "preprocessor memory is not counted"), and report
// entries are numbered without it. Parameters: 0. Input kinds are checked exactly (no automatic
// conversion in front of a preprocessor).
//
// | layer                                   | input                         | output                     | DL4J class                      |
// |-----------------------------------------|-------------------------------|----------------------------|---------------------------------|
// | cnn_to_feed_forward                     | CNN(h,w,c) or CNNFlat(h,w,d)  | FF(h*w*c)                  | CnnToFeedForwardPreProcessor    |
// | feed_forward_to_cnn{height,width,channels} | FF(h*w*c), CNNFlat or CNN of h*w*c elements | CNN(h,w,c)  | FeedForwardToCnnPreProcessor    |
// | rnn_to_feed_forward                     | RNN(n, T)                     | FF(n), one row per step    | RnnToFeedForwardPreProcessor    |
// | feed_forward_to_rnn{time_steps}         | FF(n) or CNNFlat (n = h*w*d)  | RNN(n, T)                  | FeedForwardToRnnPreProcessor    |
// | cnn_to_rnn{time_steps}                  | CNN(h,w,c)                    | RNN(h*w*c, T)              | CnnToRnnPreProcessor            |
// | rnn_to_cnn{height,width,channels}       | RNN(h*w*c, T)                 | CNN(h,w,c), one per step   | RnnToCnnPreProcessor            |
// | cnn3d_to_feed_forward                   | CNN3D(d,h,w,c)                | FF(d*h*w*c)                | Cnn3DToFeedForwardPreProcessor  |
// | feed_forward_to_cnn3d{depth,height,width,channels} | FF(d*h*w*c) or CNN3D of as many elements | CNN3D(d,h,w,c) | FeedForwardToCnn3DPreProcessor |
// | composable<P...>                        | P1's input                    | each P applied in turn     | ComposableInputPreProcessor     |
//
// Time length: DL4J's FeedForwardToRnn and CnnToRnn lose it (RNN(n) without T, dl4j-memory-formulas#preprocessors,
//         #bug-14). netmem's feed_forward_to_rnn and cnn_to_rnn take it as the option time_steps
//         (0 = unknown); under policy::dl4j the network flow drops it like DL4J, so a following
//         layer that needs T fails to compile (rules::recurrent_input_without_time_steps) where DL4J
//         throws.
// Fails to compile: an input of another kind (rules::unsupported_input_kind, numbers: received and
//         accepted kind); a target shape whose element count differs from the input's
//         (rules::preprocessor_size_mismatch, numbers: input elements, target elements); a zero
//         target dimension (rules::zero_size); a negative time_steps (rules::negative_value).
#pragma once

#include <netmem/layers/layer.hpp>

namespace netmem {

namespace error {
template <class Where, size_type V> struct elements_before_reshape : quantity<Where, V> {};
template <class Where, size_type V> struct elements_after_reshape : quantity<Where, V> {};
/// Rule netmem::rules::preprocessor_size_mismatch.
template <class InputElements, class TargetElements>
struct preprocessor_size_mismatch {
    static_assert(InputElements::value == TargetElements::value,
                  "netmem: a reshape preprocessor must keep the number of elements: the target shape (height * "
                  "width * channels, or depth * height * width * channels) must equal the input's size");
};
}  // namespace error

namespace rules {
/// A reshape preprocessor's target shape has another element count than its input. Numbers: input
/// elements (per example, or per step for recurrent inputs), target elements.
inline constexpr rule preprocessor_size_mismatch{"preprocessor_size_mismatch"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::preprocessor_size_mismatch, W, A, B, C, D>
    : error::preprocessor_size_mismatch<error::elements_before_reshape<W, A>, error::elements_after_reshape<W, B>> {};

namespace detail {
/// ok when `in` is of one of the two kinds (the first is named in the diagnostic).
constexpr diagnostic require_either_kind(const input_type& in, input_kind first, input_kind second) noexcept {
    return in.kind == second ? diagnostic{} : require_input_kind(in, first);
}
/// ok when the element counts agree.
constexpr diagnostic require_same_elements(size_type elements_before_reshape, size_type elements_after_reshape) noexcept {
    return elements_before_reshape == elements_after_reshape
               ? diagnostic{}
               : violated(rules::preprocessor_size_mismatch, elements_before_reshape, elements_after_reshape);
}
/// The recurrent output of feed_forward_to_rnn / cnn_to_rnn under a policy: DL4J loses T.
constexpr input_type recurrent_under(size_type size, size_type time_steps, policy rules_policy) noexcept {
    return make_recurrent(size, rules_policy == policy::dl4j ? 0 : time_steps);
}
}  // namespace detail

/// DL4J CnnToFeedForwardPreProcessor: CNN(h, w, c) -> FF(h*w*c).
struct cnn_to_feed_forward {
    static constexpr const char* kind_name = "cnn_to_feed_forward";
    static constexpr const char* dl4j_class = "CnnToFeedForwardPreProcessor";
    static constexpr bool is_preprocessor = true;  // accepts any, no parameters (layers/layer.hpp)
    constexpr diagnostic validate(const input_type& in) const noexcept {
        return detail::require_either_kind(in, input_kind::convolutional, input_kind::convolutional_flat);
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_feed_forward(in.elements_per_example());
    }
};

/// DL4J FeedForwardToCnnPreProcessor: FF(h*w*c) -> CNN(h, w, c).
struct feed_forward_to_cnn {
    static constexpr const char* kind_name = "feed_forward_to_cnn";
    static constexpr const char* dl4j_class = "FeedForwardToCnnPreProcessor";
    static constexpr bool is_preprocessor = true;  // accepts any, no parameters (layers/layer.hpp)
    size_type height = 0;
    size_type width = 0;
    size_type channels = 0;
    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic own = first_violation(require_positive(height), require_positive(width),
                                               require_positive(channels), require_product_fits(height, width, channels));
        if (!own.ok()) return own;
        const diagnostic kind =
            in.is_convolutional() || in.is_convolutional_flat() ? diagnostic{} : require_input_kind(in, input_kind::feed_forward);
        if (!kind.ok()) return kind;
        return detail::require_same_elements(in.elements_per_example(), height * width * channels);
    }
    constexpr input_type output_type(const input_type&) const noexcept {
        return make_convolutional(height, width, channels);
    }
};

/// DL4J RnnToFeedForwardPreProcessor: RNN(n, T) -> FF(n), each time step one row.
struct rnn_to_feed_forward {
    static constexpr const char* kind_name = "rnn_to_feed_forward";
    static constexpr const char* dl4j_class = "RnnToFeedForwardPreProcessor";
    static constexpr bool is_preprocessor = true;  // accepts any, no parameters (layers/layer.hpp)
    constexpr diagnostic validate(const input_type& in) const noexcept {
        return require_input_kind(in, input_kind::recurrent);
    }
    constexpr input_type output_type(const input_type& in) const noexcept { return make_feed_forward(in.size); }
};

/// DL4J FeedForwardToRnnPreProcessor: FF(n) -> RNN(n, time_steps) (policy::dl4j: T lost).
struct feed_forward_to_rnn {
    static constexpr const char* kind_name = "feed_forward_to_rnn";
    static constexpr const char* dl4j_class = "FeedForwardToRnnPreProcessor";
    static constexpr bool is_preprocessor = true;  // accepts any, no parameters (layers/layer.hpp)
    size_type time_steps = 0;  ///< T of the output; 0 = unknown
    constexpr diagnostic validate(const input_type& in) const noexcept {
        return first_violation(require_non_negative(time_steps),
                               detail::require_either_kind(in, input_kind::feed_forward, input_kind::convolutional_flat),
                               require_no_overflow(in.elements_per_example(), time_steps));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_recurrent(in.elements_per_example(), time_steps);
    }
    constexpr input_type output_type(const input_type& in, policy rules_policy) const noexcept {
        return detail::recurrent_under(in.elements_per_example(), time_steps, rules_policy);
    }
};

/// DL4J CnnToRnnPreProcessor: CNN(h, w, c) -> RNN(h*w*c, time_steps) (policy::dl4j: T lost).
struct cnn_to_rnn {
    static constexpr const char* kind_name = "cnn_to_rnn";
    static constexpr const char* dl4j_class = "CnnToRnnPreProcessor";
    static constexpr bool is_preprocessor = true;  // accepts any, no parameters (layers/layer.hpp)
    size_type time_steps = 0;  ///< T of the output; 0 = unknown
    constexpr diagnostic validate(const input_type& in) const noexcept {
        return first_violation(require_non_negative(time_steps), require_input_kind(in, input_kind::convolutional),
                               require_no_overflow(in.elements_per_example(), time_steps));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_recurrent(in.elements_per_example(), time_steps);
    }
    constexpr input_type output_type(const input_type& in, policy rules_policy) const noexcept {
        return detail::recurrent_under(in.elements_per_example(), time_steps, rules_policy);
    }
};

/// DL4J RnnToCnnPreProcessor: RNN(h*w*c, T) -> CNN(h, w, c), each time step one image.
struct rnn_to_cnn {
    static constexpr const char* kind_name = "rnn_to_cnn";
    static constexpr const char* dl4j_class = "RnnToCnnPreProcessor";
    static constexpr bool is_preprocessor = true;  // accepts any, no parameters (layers/layer.hpp)
    size_type height = 0;
    size_type width = 0;
    size_type channels = 0;
    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic own = first_violation(require_positive(height), require_positive(width),
                                               require_positive(channels), require_product_fits(height, width, channels),
                                               require_input_kind(in, input_kind::recurrent));
        if (!own.ok()) return own;
        return detail::require_same_elements(in.size, height * width * channels);
    }
    constexpr input_type output_type(const input_type&) const noexcept {
        return make_convolutional(height, width, channels);
    }
};

/// DL4J Cnn3DToFeedForwardPreProcessor: CNN3D(d, h, w, c) -> FF(d*h*w*c).
struct cnn3d_to_feed_forward {
    static constexpr const char* kind_name = "cnn3d_to_feed_forward";
    static constexpr const char* dl4j_class = "Cnn3DToFeedForwardPreProcessor";
    static constexpr bool is_preprocessor = true;  // accepts any, no parameters (layers/layer.hpp)
    constexpr diagnostic validate(const input_type& in) const noexcept {
        return require_input_kind(in, input_kind::convolutional3d);
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_feed_forward(in.elements_per_example());
    }
};

/// DL4J FeedForwardToCnn3DPreProcessor: FF(d*h*w*c) -> CNN3D(d, h, w, c).
struct feed_forward_to_cnn3d {
    static constexpr const char* kind_name = "feed_forward_to_cnn3d";
    static constexpr const char* dl4j_class = "FeedForwardToCnn3DPreProcessor";
    static constexpr bool is_preprocessor = true;  // accepts any, no parameters (layers/layer.hpp)
    size_type depth = 0;
    size_type height = 0;
    size_type width = 0;
    size_type channels = 0;
    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic own =
            first_violation(require_positive(depth), require_positive(height), require_positive(width),
                            require_positive(channels), require_product_fits(depth, height, width, channels),
                            detail::require_either_kind(in, input_kind::feed_forward, input_kind::convolutional3d));
        if (!own.ok()) return own;
        return detail::require_same_elements(in.elements_per_example(), depth * height * width * channels);
    }
    constexpr input_type output_type(const input_type&) const noexcept {
        return input::convolutional3d{depth, height, width, channels};
    }
};

/// DL4J ComposableInputPreProcessor: the preprocessors applied in order.
///   netmem::composable<netmem::rnn_to_feed_forward{}, netmem::feed_forward_to_cnn{.height = 4, ...}>{}
template <auto... Preprocessors>
struct composable {
    static_assert(sizeof...(Preprocessors) >= 1, "netmem: composable<P...> needs at least one preprocessor");
    static_assert(((requires { decltype(Preprocessors)::is_preprocessor; }) && ...),
                  "netmem: composable<P...> takes preprocessor layers only (cnn_to_feed_forward{}, ...)");
    static constexpr const char* kind_name = "composable";
    static constexpr const char* dl4j_class = "ComposableInputPreProcessor";
    static constexpr bool is_preprocessor = true;  // accepts any, no parameters (layers/layer.hpp)

    constexpr diagnostic validate(const input_type& in) const noexcept {
        diagnostic result{};
        input_type current = in;
        auto step = [&](const auto& preprocessor) {
            if (!result.ok()) return;
            result = preprocessor.validate(current);
            if (result.ok()) current = preprocessor.output_type(current);
        };
        (step(Preprocessors), ...);
        return result;
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        input_type current = in;
        ((current = Preprocessors.output_type(current)), ...);
        return current;
    }
    constexpr input_type output_type(const input_type& in, policy rules_policy) const noexcept {
        input_type current = in;
        ((current = output_type_of(Preprocessors, current, rules_policy)), ...);
        return current;
    }
};

}  // namespace netmem
