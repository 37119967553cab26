// netmem/layers/pooling2d.hpp
// max_pool2d, avg_pool2d (the two kinds of pooling2d<Kind>), pnorm_pool2d: 2D pooling windows (Keras MaxPooling2D / AveragePooling2D,
// DL4J SubsamplingLayer with PoolingType MAX, AVG, PNORM).
//
// Options, in declaration order: kernel, stride, padding, dilation, explicit_padding, ceil_mode,
//         and for pnorm_pool2d pnorm (the exponent p) after ceil_mode. Same meanings and output-size rule as conv2d
//         (convolution_options.hpp: truncate == Keras "valid", same, strict).
// Defaults (a decision, since Keras and DL4J differ):
//         - kernel: required (core/required_option.hpp): PyTorch's kernel_size is required, Keras's
//           pool_size defaults to 2x2 and DL4J's builder to 1x1, so netmem assumes none;
//         - stride {0, 0}, meaning "equal to the kernel" per axis: Keras's rule (strides=None).
//           DL4J's builder default is a fixed 2x2 stride whatever the kernel
//           (SubsamplingLayer.BaseSubsamplingBuilder), so a DL4J layer that set only its kernel is
//           written here with `.stride = {2, 2}`.
//           With stride = kernel and padding::truncate a window that does not tile the input
//           is fine: MLPerf Tiny DS-CNN's 25x5 pool on 25x5 gives 1x1, and the 24x5 pool its code
//           computes gives floor((25 - 24) / 24) + 1 = 1 row as well (published-networks#ds-cnn);
//         - padding::truncate, dilation 1x1, no explicit padding; pnorm 2;
//         - ceil_mode false: PyTorch's ceil_mode=True rounds the output size up in truncate mode
//           (pooling_output_size in convolution_options.hpp): torchvision GoogLeNet's
//           MaxPool2d(3, 2, ceil_mode=True) on 112x112 gives 56x56 (floor: 55x55). Keras's
//           padding="same" pooling is padding::same (ceil(in / stride)).
// Input:  convolutional(height, width, channels) (a convolutional_flat input is unflattened first).
// Output: convolutional(out_h, out_w, channels), out_h/out_w from pooling_output_size()
//         (convolution_output_size() unless ceil_mode).
// Parameters: 0.
// Memory (DL4J SubsamplingLayer.getMemoryReport, dl4j-memory-formulas#layers), element counts, with
//         I = channels * out_h * out_w * kh * kw (undilated kernel, as in DL4J): inference working
//         memory I per example; training working memory I + D per example for every cache mode
//         (D = input copy when dropout is configured); no cache memory. Recorded class
//         "SubsamplingLayer" for all three.
// Deployment (core/deployment.hpp): no flash; a new output tensor; kernels arm_max_pool_s8 (no
//         scratch) and arm_avgpool_s8 (scratch in kernels/cmsis_nn/scratch.hpp); pnorm_pool2d takes
//         the default of layers/layer_deployment.hpp.
// Training (core/training_op.hpp; rules in training/pytorch.hpp): max_pool2d is max_pooling (saves
//         its input and int64 indices), avg_pool2d is average_pooling; pnorm_pool2d has no training model.
// Fails to compile: no kernel (rules::required_option_not_set); padding::causal (rules::causal_padding_needs_1d_layer); kernel, stride (other
//         than the 0 default) or dilation < 1 (rules::zero_size:
//         a negative stride); negative explicit padding (rules::negative_value); pnorm < 1
//         (rules::zero_size); in truncate/strict mode a dilated window larger than the padded input
//         (rules::kernel_larger_than_padded_input); in strict mode a stride that does not divide
//         (rules::stride_does_not_divide_input); a non-convolutional input
//         (rules::unsupported_input_kind); sizes overflowing 64 bits (rules::size_overflow).
#pragma once

#include <cstdint>

#include <netmem/core/deployment.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/convolution_options.hpp>
#include <netmem/layers/detail/convolution_family.hpp>
#include <netmem/layers/detail/kernel_call2d.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

namespace detail {

/// The window of a 2D pooling layer, with the stride resolved (0 -> kernel).
struct pooling2d_window {
    size2d kernel;
    size2d stride;
    netmem::padding mode;
    size2d dilation;
    size2d explicit_padding;
    bool ceil_mode;
};

/// Keras's rule: a stride of 0 along an axis means "equal to the kernel" along it.
constexpr size_type resolve_pooling_stride(size_type stride, size_type kernel) noexcept {
    return stride == 0 ? kernel : stride;
}

template <class Pool>
constexpr pooling2d_window window_of(const Pool& pool) noexcept {
    return {pool.kernel,
            {resolve_pooling_stride(pool.stride.height, pool.kernel.height),
             resolve_pooling_stride(pool.stride.width, pool.kernel.width)},
            pool.padding,
            pool.dilation,
            pool.explicit_padding,
            pool.ceil_mode};
}

constexpr diagnostic validate_pooling2d(const pooling2d_window& w, const input_type& in) noexcept {
    if (const diagnostic unset = require_set(w.kernel, required_option::kernel); !unset.ok()) return unset;
    const diagnostic kind = require_input_kind(in, input_kind::convolutional);
    if (!kind.ok()) return kind;
    return first_violation(check_convolution2d_axes(in, w.kernel, w.stride, w.dilation, w.explicit_padding, w.mode),
                           require_product_fits(in.height, in.width, in.channels, w.kernel.height, w.kernel.width));
}

constexpr input_type pooling2d_output(const pooling2d_window& w, const input_type& in) noexcept {
    return make_convolutional(pooling_output_size(in.height, w.kernel.height, w.stride.height, w.dilation.height,
                                                  w.explicit_padding.height, w.mode, w.ceil_mode),
                              pooling_output_size(in.width, w.kernel.width, w.stride.width, w.dilation.width,
                                                  w.explicit_padding.width, w.mode, w.ceil_mode),
                              in.channels);
}

/// The kernel call of a 2D pooling layer; CMSIS-NN's pooling kernels have no dilation, so the
/// window is passed undilated.
constexpr layer_deployment pooling2d_deployment(kernel_operation operation, const pooling2d_window& w,
                                                const input_type& in) noexcept {
    return {.kernel = kernel_call2d(operation, in, pooling2d_output(w, in), w.kernel, w.stride, {1, 1},
                                    w.explicit_padding, w.mode)};
}

/// DL4J SubsamplingLayer.getMemoryReport (dl4j-memory-formulas#layers).
constexpr layer_memory_report pooling2d_report(const pooling2d_window& w, const layer_context& context) noexcept {
    const input_type out = pooling2d_output(w, context.input);
    const size_type im2col = checked_product(context.input.channels, out.height, out.width, w.kernel.height,
                                             w.kernel.width);
    return make_subsampling_report(context, "SubsamplingLayer", out, im2col);
}

}  // namespace detail

/// The two pooling kinds TFLite runs, and what they are called in each framework.
enum class pooling2d_kind : std::uint8_t {
    max,      ///< Keras MaxPooling2D, DL4J SubsamplingLayer MAX, TFLite MAX_POOL_2D
    average,  ///< Keras AveragePooling2D, DL4J SubsamplingLayer AVG, TFLite AVERAGE_POOL_2D
};

/// Max or average pooling: max_pool2d and avg_pool2d below. See the file comment.
template <pooling2d_kind Kind>
struct pooling2d {
    static constexpr const char* kind_name = Kind == pooling2d_kind::max ? "max_pool2d" : "avg_pool2d";
    static constexpr operator_kind kind =
        Kind == pooling2d_kind::max ? operator_kind::max_pooling : operator_kind::average_pooling;
    static constexpr accepted_input accepts = accepted_input::convolutional;

    size2d kernel = kernel2d_not_set;     ///< window height, width (Keras pool_size, PyTorch kernel_size): required
    size2d stride{0, 0};                  ///< stride height, width; 0 = the kernel (Keras strides=None)
    netmem::padding padding = padding::truncate;
    size2d dilation{1, 1};                ///< dilation height, width (DL4J only)
    size2d explicit_padding{0, 0};        ///< DL4J padding (rows top and bottom, columns left and right)
    bool ceil_mode = false;               ///< PyTorch ceil_mode: round the output size up (pooling_output_size)

    constexpr diagnostic validate(const input_type& in) const noexcept {
        return detail::validate_pooling2d(detail::window_of(*this), in);
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return detail::pooling2d_output(detail::window_of(*this), in);
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// Kernel of this layer under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment&) const noexcept {
        constexpr kernel_operation operation =
            Kind == pooling2d_kind::max ? kernel_operation::max_pooling : kernel_operation::average_pooling;
        return detail::pooling2d_deployment(operation, detail::window_of(*this), in);
    }
    /// As a training operation (core/training_op.hpp): max_pooling or average_pooling.
    constexpr layer_training training(const input_type& in) const noexcept {
        constexpr training_op_kind op =
            Kind == pooling2d_kind::max ? training_op_kind::max_pooling : training_op_kind::average_pooling;
        return single_op({.kind = op, .output_elements = output_type(in).elements_per_example()});
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return detail::pooling2d_report(detail::window_of(*this), context);
    }
};

/// Max pooling (Keras MaxPooling2D, DL4J SubsamplingLayer MAX). See the file comment.
using max_pool2d = pooling2d<pooling2d_kind::max>;
/// Average pooling (Keras AveragePooling2D, DL4J SubsamplingLayer AVG). See the file comment.
using avg_pool2d = pooling2d<pooling2d_kind::average>;

/// p-norm pooling, (sum |x|^p)^(1/p) over the window (DL4J SubsamplingLayer PNORM). See the file
/// comment.
struct pnorm_pool2d {
    static constexpr const char* kind_name = "pnorm_pool2d";
    static constexpr accepted_input accepts = accepted_input::convolutional;

    size2d kernel = kernel2d_not_set;     ///< window height, width: required
    size2d stride{0, 0};                  ///< stride height, width; 0 = the kernel
    netmem::padding padding = padding::truncate;
    size2d dilation{1, 1};                ///< dilation height, width
    size2d explicit_padding{0, 0};        ///< DL4J padding (rows top and bottom, columns left and right)
    bool ceil_mode = false;               ///< PyTorch ceil_mode: round the output size up (pooling_output_size)
    size_type pnorm = 2;                  ///< the exponent p (DL4J pnorm, must be >= 1)

    constexpr diagnostic validate(const input_type& in) const noexcept {
        return first_violation(require_positive(pnorm), detail::validate_pooling2d(detail::window_of(*this), in));
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return detail::pooling2d_output(detail::window_of(*this), in);
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return detail::pooling2d_report(detail::window_of(*this), context);
    }
};

}  // namespace netmem
