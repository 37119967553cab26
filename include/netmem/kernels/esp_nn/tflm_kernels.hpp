// netmem/kernels/esp_nn/tflm_kernels.hpp
// What esp-tflite-micro's kernels (espressif/esp-tflite-micro 99f49e1498b0984f4db54d9bf3938aceb99ad422,
// tensorflow/lite/micro/kernels/esp_nn/<op>.cc, built with ESP_NN = 1 as its CMakeLists.txt builds
// it) allocate per operator on the ESP32-S3 and the ESP32: tflm::tflm_kernels<esp_nn_esp32s3>,
// <esp_nn_esp32> (kernels/tflm_operator.hpp). ESP-NN's scratch sizes are espressif/esp-nn
// d45b843c's *_get_scratch_size functions for the chip (kernels/esp_nn/scratch.hpp).
//
// esp-tflite-micro's CMakeLists.txt removes TFLM's add.cc, conv.cc, depthwise_conv.cc,
// fully_connected.cc, mul.cc, pooling.cc and softmax.cc and compiles kernels/esp_nn/*.cc in their
// place; every other kernel is TFLM's own. The TFLM it vendors (synced from tensorflow/tflite-micro
// on 20 Jul 2026, a month before the oracle pin 90b983c2) has micro_allocator.cc,
// single_arena_buffer_allocator.cc, the memory planners, micro_allocation_info.cc,
// micro_interpreter*.cc, common.h and the kernels' *_common.cc and .h files byte for byte equal
// to 90b983c2, so the head, tail and smallest-arena rules of runtime/tflm/tflm.hpp apply as they
// are. Per kernel, against TFLM's reference kernel:
// | op                  | esp_nn/<op>.cc Init            | Prepare                                          |
// |---------------------|--------------------------------|--------------------------------------------------|
// | CONV_2D             | NodeData {OpDataConv op_data;  | the reference calls (temporaries output, input,  |
// |                     | int buffer_idx} (ESP_NN)       | filter; two int32 arrays of C_out; CalculateOp-  |
// |                     |                                | DataConv), then for int8 input one scratch of    |
// |                     |                                | esp_nn_get_conv_scratch_size, when > 0            |
// | DEPTHWISE_CONV_2D   | NodeData, the same             | the same with esp_nn_get_depthwise_conv_scratch_ |
// |                     |                                | size (CalculateOpDataDepthwiseConv)               |
// | SOFTMAX             | NodeData {SoftmaxParams        | the reference calls (softmax_common.cc: input,   |
// |                     | op_data; int buffer_idx}       | output, int16 LUTs), then int8 -> int8: one       |
// |                     |                                | scratch of esp_nn_get_softmax_scratch_size(       |
// |                     |                                | dims[1], dims[2]) = 4 dims[1], when > 0            |
// | FULLY_CONNECTED     | OpDataFullyConnected           | the reference's (its scratch only for int4 filters)|
// | AVERAGE/MAX_POOL_2D | OpDataPooling                  | PoolingPrepare (pooling_common.cc), as reference |
// | ADD, MUL            | OpDataAdd / MulInit            | AddPrepare / MulPrepare (*_common.cc), as reference|
// So the rows of FULLY_CONNECTED, the poolings, ADD and MUL are the reference kernels' rows.
//
// Known under-requests: where ESP-NN's kernel writes more scratch than its sizing function
// returns, TFLM plans the request and the row sets kernel_overruns_scratch (and names the issue
// in `known_issue`), as the CMSIS-NN#243 row does: espressif/esp-nn#30 (the ESP32-S3 depthwise 3x3
// kernel with an asymmetric padding) and the softmax glue's dims[1] (the kernel's rows are the
// last dimension: rank-3 and rank-4 inputs). netmem's own plan (kernel_library_model) reserves
// what the kernels write.
//
// An older esp-tflite-micro quirk, NOT present at the pinned commit: before a91b8077 (17 Feb
// 2025, first in v1.3.4) conv.cc's Init allocated sizeof(OpDataConv) while Prepare writes
// NodeData::buffer_idx after it (4 B past the allocation). At 99f49e14 Init allocates
// sizeof(NodeData), which is what the kernel writes; the row allocates that.
//
// Not modelled (rows keep modelled = false, counted in arena_report::unmodelled_operators):
// SOFTMAX int8 -> int8 on an input of rank 1 (its Prepare reads dims->data[1], past the shape).
// These figures are an estimate: no oracle runs esp-tflite-micro (docs/guide/cores-and-kernels.md).
#pragma once


#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/name_view.hpp>
#include <netmem/kernels/esp_nn/scratch.hpp>
#include <netmem/kernels/reference/tflm_kernels.hpp>
#include <netmem/kernels/detail/tflm_operator_layouts.hpp>
#include <netmem/kernels/detail/tflm_operator_rows.hpp>
#include <netmem/kernels/tflm_operator.hpp>

namespace netmem::tflm {

namespace esp_nn_kernels {
using namespace netmem::tflm::detail;

/// The esp-tflite-micro commit these rows were read from.
inline constexpr name_view esp_tflite_micro_source = "espressif/esp-tflite-micro 99f49e14";

/// esp_nn/conv.cc and esp_nn/depthwise_conv.cc NodeData: OpDataConv op_data; int buffer_idx.
constexpr layout node_data_conv(const target_abi& a) noexcept { return layout{a}.nested(op_data_conv(a)).int32(); }
/// esp_nn/softmax.cc NodeData: SoftmaxParams op_data; int buffer_idx.
constexpr layout node_data_softmax(const target_abi& a) noexcept {
    return layout{a}.nested(softmax_op_params(a)).int32();
}

/// The reference Prepare of CONV_2D / DEPTHWISE_CONV_2D (the esp_nn files make the same calls in the
/// same order) with NodeData as Init's allocation.
constexpr void convolution_allocations(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    const size_type channels = quantized_channels(op);
    f.add_persistent(allocation_phase::init, node_data_conv(a).bytes());
    f.add_temp(output_scales(op));
    f.add_temp(input_scales(op));
    f.add_temp(weight_scales(op));
    f.add_persistent(allocation_phase::prepare, checked_multiply(channels, 4));
    f.add_persistent(allocation_phase::prepare, checked_multiply(channels, 4));
    input_filter_bias_output_temps(op, f);
}

/// CONV_2D: esp_nn/conv.cc (convolution_allocations; int8 input: esp_nn_get_conv_scratch_size,
/// requested when > 0: the ESP32-S3's rule, 0 on the ESP32).
template <esp_nn::chip Chip>
constexpr void conv_2d_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "esp-tflite-micro tensorflow/lite/micro/kernels/esp_nn/conv.cc, kernels/conv_common.cc";
    convolution_allocations(op, a, f);
    if (op.input_type != data_type::int8) return;
    const kernel_call k = window_kernel_call(op, kernel_operation::convolution);
    const size_type scratch =
        Chip == esp_nn::chip::esp32s3 ? esp_nn::conv_s8_esp32s3_scratch_bytes(k) : esp_nn::conv_s8_esp32_scratch_bytes(k);
    if (scratch > 0) f.add_scratch(scratch);
}

/// DEPTHWISE_CONV_2D: esp_nn/depthwise_conv.cc (convolution_allocations; int8 input:
/// esp_nn_get_depthwise_conv_scratch_size, requested when > 0). TFLM plans the request; where the
/// ESP32-S3 kernel writes more (espressif/esp-nn#30) the row says so.
template <esp_nn::chip Chip>
constexpr void depthwise_conv_2d_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "esp-tflite-micro tensorflow/lite/micro/kernels/esp_nn/depthwise_conv.cc, kernels/depthwise_conv_common.cc";
    convolution_allocations(op, a, f);
    if (op.input_type != data_type::int8) return;
    const kernel_call k = window_kernel_call(op, kernel_operation::depthwise_convolution);
    if constexpr (Chip == esp_nn::chip::esp32s3) {
        const size_type requested = esp_nn::depthwise_conv_s8_esp32s3_requested_bytes(k);
        if (requested > 0) f.add_scratch(requested);
        if (esp_nn::depthwise_conv_s8_esp32s3_written_bytes(k) > requested) {
            f.kernel_overruns_scratch = true;
            f.known_issue = "espressif/esp-nn#30";
        }
    } else {
        const size_type requested = esp_nn::depthwise_conv_s8_esp32_scratch_bytes(k);
        if (requested > 0) f.add_scratch(requested);
    }
}

/// SOFTMAX: esp_nn/softmax.cc (Init: NodeData; the reference Prepare's calls; int8 -> int8: a
/// scratch of 4 x the input's second dimension, when > 0; esp_nn_softmax_s8 writes 4 x the last).
constexpr void softmax_row(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
    f.source = "esp-tflite-micro tensorflow/lite/micro/kernels/esp_nn/softmax.cc, kernels/softmax_common.cc";
    f.add_persistent(allocation_phase::init, node_data_softmax(a).bytes());
    reference_kernels::softmax_prepare(op, f);
    if (op.input_type != data_type::int8 || op.output_type != data_type::int8) return;
    if (op.input.rank < 2) {
        f.modelled = false;  // Prepare reads input->dims->data[1] past a rank-1 shape
        return;
    }
    const size_type requested = esp_nn::softmax_s8_requested_bytes(op.input[1]);
    if (requested > 0) f.add_scratch(requested);
    if (esp_nn::softmax_s8_under_requests(op.input[1], op.input.last())) {
        f.kernel_overruns_scratch = true;
        f.known_issue = "esp-tflite-micro softmax.cc sizes the scratch by dims[1], esp_nn_softmax_s8 writes 4 B per "
                        "element of the last dimension";
    }
}

/// The rows of the chip `Chip`.
template <esp_nn::chip Chip>
struct chip_kernels {
    static constexpr bool modelled = true;
    static constexpr void requests(const tflm_operator& op, const target_abi& a, tflm_operator_facts& f) noexcept {
        switch (op.kind) {
            case builtin_operator::conv_2d: conv_2d_row<Chip>(op, a, f); break;
            case builtin_operator::depthwise_conv_2d: depthwise_conv_2d_row<Chip>(op, a, f); break;
            case builtin_operator::softmax: softmax_row(op, a, f); break;
            // esp_nn/fully_connected.cc, pooling.cc, add.cc and mul.cc make the reference kernels'
            // calls; every other kernel is TFLM's own .cc.
            default: tflm_kernels<kernel_library::reference>::requests(op, a, f); break;
        }
    }
};
}  // namespace esp_nn_kernels

template <>
struct tflm_kernels<kernel_library::esp_nn_esp32s3> : esp_nn_kernels::chip_kernels<esp_nn::chip::esp32s3> {};
template <>
struct tflm_kernels<kernel_library::esp_nn_esp32> : esp_nn_kernels::chip_kernels<esp_nn::chip::esp32> {};

}  // namespace netmem::tflm
