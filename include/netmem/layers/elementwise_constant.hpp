// netmem/layers/elementwise_constant.hpp
// elementwise_constant: one input combined element by element with a constant tensor: TFLite ADD,
// SUB or MUL whose second operand is a constant in the model (an unfolded batch normalization is
// MUL by a [C] scale then ADD of a [C] offset, tflite-micro#1651; x - mean, x * 0.5, ...).
//
// Options, in declaration order:
//   op           elementwise_op::add (ADD), subtract (SUB: input minus the constant) or product
//                (MUL); average and max have no TFLite operator with a constant operand here;
//   per_channel  false: the constant has the input's shape; true: it has shape [C], C the input's
//                last dimension (channels of an image, the size of a vector), broadcast over the
//                other dimensions.
// Input:  any kind (an image convolutional(H, W, C), NHWC; a vector feed_forward(N); ...).
// Output: the input's type.
// Parameters: 0 (the constant is not trained; it is counted as flash below).
// Memory (policy::corrected; element counts): no working memory. policy::dl4j: DL4J has no layer
//         with a constant operand, so a DL4J report is a compile error naming it.
// Deployment (core/deployment.hpp): a new output tensor, no scratch (TFLM's ADD / SUB / MUL and
//         CMSIS-NN's arm_elementwise_add_s8 / _mul_s8 request none, broadcasting or not); flash:
//         the constant's elements in profile.weights, quantized per tensor (one scale and zero
//         point; quantization_scheme::elementwise). A following relu / relu6 / hard_tanh is fused
//         (TFLite ADD, SUB, MUL fused_activation_function). Under runtime::tflm: ADD, SUB or MUL
//         with the constant as one more tensor (its TfLiteEvalTensor in the tail) and its temporary
//         TfLiteTensor in Prepare (add_common.cc AddPrepare, sub_common.cc SubPrepare,
//         mul_common.cc CalculateOpDataMul take input 1, input 2, output); the OpData and builtin
//         options are ADD's, SUB's and MUL's own (runtime/tflm/detail/tflm_operators.hpp).
//         Source of the figures in tests/runtime_tflm_tflm_lowering.cpp: the tflm-arena oracles on
//         tests/tflm_models/const_operand_*.tflite.
// Fails to compile: op average or max in a deployment plan (runtime::static_arena or tflm):
//         error::layer_has_no_deployment_model naming the layer (has_deployment_model is false:
//         TFLite has no such operator with a constant operand).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/layers/elementwise_op.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// An input combined with a constant tensor (TFLite ADD, SUB, MUL). See the file comment.
struct elementwise_constant {
    static constexpr const char* kind_name = "elementwise_constant";
    static constexpr operator_kind kind = operator_kind::elementwise;
    static constexpr accepted_input accepts = accepted_input::any;

    elementwise_op op = elementwise_op::add;  ///< add, subtract or product
    bool per_channel = false;                 ///< the constant is [C] (broadcast); false: the input's shape

    constexpr diagnostic validate(const input_type&) const noexcept { return {}; }
    constexpr input_type output_type(const input_type& in) const noexcept { return in; }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    /// DL4J has no such layer.
    constexpr bool dl4j_has_no_report(const input_type&) const noexcept { return true; }
    /// ADD, SUB and MUL are the TFLite operators with a constant operand.
    constexpr bool has_deployment_model() const noexcept {
        return op == elementwise_op::add || op == elementwise_op::subtract || op == elementwise_op::product;
    }
    /// The constant's elements: [C] or the input's.
    constexpr size_type constant_elements(const input_type& in) const noexcept {
        if (!per_channel) return in.elements_per_example();
        return in.is_convolutional() || in.is_convolutional3d() ? in.channels : in.size;
    }
    /// ADD / SUB / MUL and its constant (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment&) const noexcept {
        return {.weight_elements = constant_elements(in),
                .quantization_channels = 1,
                .quantized_as = weight_kind::elementwise,
                .kernel = {.operation = kernel_operation::elementwise},
                .elementwise = op == elementwise_op::add        ? tflite_elementwise::add
                               : op == elementwise_op::subtract ? tflite_elementwise::sub
                               : op == elementwise_op::product  ? tflite_elementwise::mul
                                                                : tflite_elementwise::none,
                .accepts_fused_activation = has_deployment_model(),
                .constant_operand = true};
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "ElementWiseConstant", output_type(context.input));
    }
};

}  // namespace netmem
