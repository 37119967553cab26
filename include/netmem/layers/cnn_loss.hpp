// netmem/layers/cnn_loss.hpp
// cnn_loss and cnn3d_loss: a loss applied at every position of a 2D or 3D activation map, e.g. for
// segmentation (DL4J CnnLossLayer and Cnn3DLossLayer).
//
// Options, in declaration order: loss_function (mse), activation (identity).
// Input:  cnn_loss: convolutional(h, w, c) (a convolutional_flat input is unflattened first);
//         cnn3d_loss: convolutional3d(d, h, w, c).
// Output: the input (dl4j-memory-formulas#shape-other).
// Parameters: 0.
// Memory (DL4J CnnLossLayer / Cnn3DLossLayer.getMemoryReport, dl4j-memory-formulas#layers): everything 0; out := in,
//         so only the activations and activation gradients count. Recorded class "CnnLossLayer" /
//         "Cnn3DLossLayer". Both policies agree.
// Fails to compile: an input of another kind (rules::unsupported_input_kind).
#pragma once

#include <netmem/layers/layer.hpp>
#include <netmem/layers/output.hpp>

namespace netmem {

/// DL4J CnnLossLayer. See the file comment.
struct cnn_loss {
    static constexpr const char* kind_name = "cnn_loss";
    static constexpr accepted_input accepts = accepted_input::convolutional;

    netmem::loss_function loss_function = netmem::loss_function::mse;  ///< DL4J lossFunction
    netmem::activation activation = activation::identity;

    constexpr diagnostic validate(const input_type& in) const noexcept {
        return require_input_kind(in, input_kind::convolutional);
    }
    constexpr input_type output_type(const input_type& in) const noexcept { return in; }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "CnnLossLayer", context.input);
    }
};

/// DL4J Cnn3DLossLayer. See the file comment.
struct cnn3d_loss {
    static constexpr const char* kind_name = "cnn3d_loss";
    static constexpr accepted_input accepts = accepted_input::convolutional3d;

    netmem::loss_function loss_function = netmem::loss_function::mse;  ///< DL4J lossFunction
    netmem::activation activation = activation::identity;

    constexpr diagnostic validate(const input_type& in) const noexcept {
        return require_input_kind(in, input_kind::convolutional3d);
    }
    constexpr input_type output_type(const input_type& in) const noexcept { return in; }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "Cnn3DLossLayer", context.input);
    }
};

}  // namespace netmem
