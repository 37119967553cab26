// netmem/core/input_type.hpp
// The shape of one example flowing between layers: DL4J's InputType
// (org.deeplearning4j.nn.conf.inputs.InputType), dl4j-memory-formulas#input-types.
//
// A network's input and every layer's output is an `input_type`. Users write one of the five
// kinds below; each converts implicitly to `input_type`.
//
// | kind               | fields (declaration order)          | elements per example |
// |--------------------|-------------------------------------|----------------------|
// | feed_forward       | size                                | size                 |
// | recurrent          | size, time_steps                    | size * time_steps    |
// | convolutional      | height, width, channels             | h * w * c            |
// | convolutional_flat | height, width, depth                | h * w * d            |
// | convolutional3d    | depth, height, width, channels      | d * h * w * c        |
//
// Units: elements (never bytes). Dimension order is DL4J's factory order; the memory layout
// (NCHW or NHWC) does not change any size, so it is not modelled.
// A recurrent input without a time length (time_steps == 0, "unknown") is allowed as a type, but
// any layer that needs activations per example rejects it with rule
// netmem::rules::recurrent_input_without_time_steps.
#pragma once

#include <cstdint>

#include <netmem/core/integer.hpp>

namespace netmem {

/// Which of DL4J's five InputType kinds an input_type is.
enum class input_kind : std::uint8_t { feed_forward, recurrent, convolutional, convolutional_flat, convolutional3d };

/// One example's shape (structural, usable as a template argument). Unused fields are 0.
struct input_type {
    input_kind kind = input_kind::feed_forward;
    size_type size = 0;        ///< feed_forward and recurrent: features
    size_type time_steps = 0;  ///< recurrent: sequence length T (0 = unknown)
    size_type depth = 0;       ///< convolutional3d: D; convolutional_flat: channels (DL4J calls it depth)
    size_type height = 0;      ///< convolutional, convolutional_flat, convolutional3d
    size_type width = 0;       ///< convolutional, convolutional_flat, convolutional3d
    size_type channels = 0;    ///< convolutional, convolutional3d

    /// DL4J arrayElementsPerExample(): elements of one example (a compile error on overflow).
    /// A recurrent type without time_steps yields 0 here; layers reject it before it is used.
    constexpr size_type elements_per_example() const noexcept {
        switch (kind) {
            case input_kind::feed_forward: return size;
            case input_kind::recurrent: return checked_multiply(size, time_steps);
            case input_kind::convolutional: return checked_product(height, width, channels);
            case input_kind::convolutional_flat: return checked_product(height, width, depth);
            case input_kind::convolutional3d: return checked_product(depth, height, width, channels);
        }
        return 0;
    }

    /// Channels (features) per position: size for feed_forward and recurrent, channels for
    /// convolutional and convolutional3d, depth for convolutional_flat. What batch normalization
    /// normalizes over and global pooling keeps (DL4J nOut of BatchNormalization / GlobalPooling).
    constexpr size_type channel_count() const noexcept {
        switch (kind) {
            case input_kind::feed_forward:
            case input_kind::recurrent: return size;
            case input_kind::convolutional:
            case input_kind::convolutional3d: return channels;
            case input_kind::convolutional_flat: return depth;
        }
        return 0;
    }

    /// Size of this type seen as a flat feature vector (DL4J's CnnToFeedForward / Cnn3DToFeedForward:
    /// h*w*c; for recurrent: the feature size).
    constexpr size_type flattened_size() const noexcept {
        return kind == input_kind::recurrent ? size : elements_per_example();
    }

    constexpr bool is_feed_forward() const noexcept { return kind == input_kind::feed_forward; }
    constexpr bool is_recurrent() const noexcept { return kind == input_kind::recurrent; }
    constexpr bool is_convolutional() const noexcept { return kind == input_kind::convolutional; }
    constexpr bool is_convolutional_flat() const noexcept { return kind == input_kind::convolutional_flat; }
    constexpr bool is_convolutional3d() const noexcept { return kind == input_kind::convolutional3d; }

    friend constexpr bool operator==(const input_type&, const input_type&) = default;
};

/// The five input kinds as designated-initializer aggregates; each converts to input_type.
namespace input {

/// FF(size): a flat vector of `size` elements. DL4J InputType.feedForward(size).
struct feed_forward {
    size_type size = 0;
    constexpr operator input_type() const noexcept { return {.kind = input_kind::feed_forward, .size = size}; }
};

/// RNN(size, time_steps): `time_steps` vectors of `size` elements. DL4J InputType.recurrent(size, T).
/// time_steps = 0 means unknown (DL4J's -1).
struct recurrent {
    size_type size = 0;
    size_type time_steps = 0;
    constexpr operator input_type() const noexcept {
        return {.kind = input_kind::recurrent, .size = size, .time_steps = time_steps};
    }
};

/// CNN(height, width, channels). DL4J InputType.convolutional(h, w, c).
struct convolutional {
    size_type height = 0;
    size_type width = 0;
    size_type channels = 0;
    constexpr operator input_type() const noexcept {
        return {.kind = input_kind::convolutional, .height = height, .width = width, .channels = channels};
    }
};

/// CNNFlat(height, width, depth): an image stored as one flat row (e.g. MNIST as 784).
/// DL4J InputType.convolutionalFlat(h, w, d).
struct convolutional_flat {
    size_type height = 0;
    size_type width = 0;
    size_type depth = 0;
    constexpr operator input_type() const noexcept {
        return {.kind = input_kind::convolutional_flat, .depth = depth, .height = height, .width = width};
    }
};

/// CNN3D(depth, height, width, channels). DL4J InputType.convolutional3D(d, h, w, c).
struct convolutional3d {
    size_type depth = 0;
    size_type height = 0;
    size_type width = 0;
    size_type channels = 0;
    constexpr operator input_type() const noexcept {
        return {.kind = input_kind::convolutional3d,
                .depth = depth,
                .height = height,
                .width = width,
                .channels = channels};
    }
};

}  // namespace input

/// A convolutional type with the given h, w, c (shorthand used by layer shape rules).
constexpr input_type make_convolutional(size_type height, size_type width, size_type channels) noexcept {
    return input::convolutional{height, width, channels};
}
/// A feed-forward type of `size` elements.
constexpr input_type make_feed_forward(size_type size) noexcept { return input::feed_forward{size}; }
/// A recurrent type of `size` features over `time_steps` steps.
constexpr input_type make_recurrent(size_type size, size_type time_steps) noexcept {
    return input::recurrent{size, time_steps};
}

}  // namespace netmem
