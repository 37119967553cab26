// netmem/layers/yolo2_output.hpp
// yolo2_output: the YOLOv2 detection loss on a grid of anchor-box predictions (DL4J
// Yolo2OutputLayer; Redmon & Farhadi 2017, "YOLO9000: Better, Faster, Stronger").
//
// Options: bounding_boxes (B, the number of anchor priors: rows of DL4J's boundingBoxPriors).
//         DL4J's prior sizes and lambdas are real numbers that never change a size: not modelled.
// Input:  convolutional(h, w, B*(5 + C)): per grid cell and box, x, y, w, h, confidence and C
//         class scores.
// Output: the input (dl4j-memory-formulas#shape-other).
// Parameters: 0.
// Memory (DL4J Yolo2OutputLayer.getMemoryReport, dl4j-memory-formulas#layers), element counts: no parameters; inference
//         working memory in per example; training working memory 6*in per example for every cache
//         mode (in = h*w*B*(5+C)). Recorded class "Yolo2OutputLayer". Both policies agree.
// Fails to compile: bounding_boxes < 1 (rules::zero_size); a convolutional_flat input is
//         unflattened first, any other non-convolutional input is rejected
//         (rules::unsupported_input_kind); channels that are not B*(5 + C) with C >= 1
//         (rules::yolo2_channels_not_boxes_times_5_plus_classes, numbers: channels, B);
//         6*in overflowing 64 bits (rules::size_overflow).
#pragma once

#include <netmem/layers/layer.hpp>

namespace netmem {

namespace error {
template <class Where, size_type V> struct yolo2_input_channels : quantity<Where, V> {};
template <class Where, size_type V> struct yolo2_bounding_boxes : quantity<Where, V> {};
/// Rule netmem::rules::yolo2_channels_not_boxes_times_5_plus_classes.
template <class InputChannels, class BoundingBoxes>
struct yolo2_channels_not_boxes_times_5_plus_classes {
    static_assert(InputChannels::value % BoundingBoxes::value == 0 && InputChannels::value / BoundingBoxes::value >= 6,
                  "netmem: yolo2_output needs bounding_boxes * (5 + classes) input channels, with at least one "
                  "class");
};
}  // namespace error

namespace rules {
/// yolo2_output: channels != B*(5 + C) for any C >= 1. Numbers: channels, B.
inline constexpr rule yolo2_channels_not_boxes_times_5_plus_classes{"yolo2_channels_not_boxes_times_5_plus_classes"};
}  // namespace rules

template <class W, size_type A, size_type B, size_type C, size_type D>
struct violation<&rules::yolo2_channels_not_boxes_times_5_plus_classes, W, A, B, C, D>
    : error::yolo2_channels_not_boxes_times_5_plus_classes<error::yolo2_input_channels<W, A>, error::yolo2_bounding_boxes<W, B>> {
};

/// DL4J Yolo2OutputLayer. See the file comment.
struct yolo2_output {
    static constexpr const char* kind_name = "yolo2_output";
    static constexpr accepted_input accepts = accepted_input::convolutional;

    size_type bounding_boxes = 0;  ///< B: anchor priors

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic own = first_violation(require_positive(bounding_boxes),
                                               require_input_kind(in, input_kind::convolutional));
        if (!own.ok()) return own;
        if (in.channels % bounding_boxes != 0 || in.channels / bounding_boxes < 6)
            return violated(rules::yolo2_channels_not_boxes_times_5_plus_classes, in.channels, bounding_boxes);
        return require_no_overflow(6, in.elements_per_example());
    }
    constexpr input_type output_type(const input_type& in) const noexcept { return in; }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        auto report = make_report(context, "Yolo2OutputLayer", context.input);
        const size_type in = context.input.elements_per_example();
        report.working_memory_variable_inference = in;
        report.working_memory_variable_training = per_cache_mode::all(checked_multiply(6, in));
        return report;
    }
};

}  // namespace netmem
