// tools/netmem-import/tests/mlperf_zoo.cpp
// The MLPerf Tiny four: the type netmem-import generates from the trained .tflite file against the
// type the zoo declares by hand from the Keras training code (include/netmem/zoo/mlperf_*.hpp).
// The zoo's convolutions are followed by batch normalization and activation layers; deployed with
// the files' profiles (fold_batch_normalization, fuse_activations: TFLite's converter does the
// same) they become the file's ops. Checked: every arena tensor (bytes, lifetime, offset), the
// plan's arena, lower bound and TFLM-greedy figure, and flash weights and biases.
// Quantization parameters differ by design: the zoo's profile quantizes every weight tensor per
// channel, while the files store fully connected weights per tensor (netmem-import wraps them in
// per_tensor_quantized): the difference is (units - 1) x 8 B per dense layer, written out below.
#include <doctest/doctest.h>

#include <netmem/runtime/tflm/tflm.hpp>

#include <netmem/zoo/mlperf_anomaly_detection.hpp>
#include <netmem/zoo/mlperf_ds_cnn.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>

#include "ad01_int8.hpp"
#include "kws_ref_model.hpp"
#include "pretrained_resnet_quant.hpp"
#include "vww_96_int8.hpp"

namespace {

namespace nm = netmem;
namespace m = netmem_models;

template <class Generated, class Zoo, nm::deployment Profile>
void check_same_plan() {
    constexpr auto generated = nm::memory_plan_of<Generated, Profile>;
    constexpr auto zoo = nm::memory_plan_of<Zoo, Profile>;
    CHECK(generated.arena_bytes == zoo.arena_bytes);
    CHECK(generated.lower_bound_bytes == zoo.lower_bound_bytes);
    CHECK(nm::tflm::head_bytes_of<Generated, Profile> == nm::tflm::head_bytes_of<Zoo, Profile>);  // TFLM's head
    CHECK(generated.step_count == zoo.step_count);
    REQUIRE(generated.tensor_count == zoo.tensor_count);
    for (std::size_t t = 0; t < zoo.tensor_count; ++t) {
        CAPTURE(t);
        CHECK(generated.tensors()[t].data_bytes == zoo.tensors()[t].data_bytes);
        CHECK(generated.tensors()[t].offset == zoo.tensors()[t].offset);
        CHECK(generated.tensors()[t].first_step == zoo.tensors()[t].first_step);
        CHECK(generated.tensors()[t].last_step == zoo.tensors()[t].last_step);
    }
    CHECK(generated.flash.weights == zoo.flash.weights);
    CHECK(generated.flash.biases == zoo.flash.biases);
    CHECK(generated.flash.quantization == zoo.flash.quantization);
}

}  // namespace

// Quantization pairs too: flatc --json of the files with the full published schema shows
// quantization.scale of length 1 for every FULLY_CONNECTED weight tensor and one per output channel
// for every CONV_2D / DEPTHWISE_CONV_2D one, so each file's profile is {.convolution = per_channel,
// .fully_connected = per_tensor} (the anomaly detector, dense layers only: per_tensor for both
// kinds); under it the zoo's dense layers store one pair each, as the generated
// per_tensor_quantized{dense} do (before quantization_scheme, a per-channel profile stored
// units - 1 pairs more per dense in the zoo's type: VWW 8 B, ResNet-8 72 B, DS-CNN 88 B).
TEST_CASE("netmem-import: generated MLPerf types plan like the zoo's") {
    static_assert(m::vww_96_int8_deployment.quantization.fully_connected == nm::quantization_granularity::per_tensor);
    static_assert(m::vww_96_int8_deployment.quantization.convolution == nm::quantization_granularity::per_channel);
    check_same_plan<m::vww_96_int8, nm::zoo::mlperf_vww_mobilenet_v1, m::vww_96_int8_deployment>();
    check_same_plan<m::pretrained_resnet_quant, nm::zoo::mlperf_resnet8, m::pretrained_resnet_quant_deployment>();
    check_same_plan<m::kws_ref_model, nm::zoo::mlperf_ds_cnn, m::kws_ref_model_deployment>();
    check_same_plan<m::ad01_int8, nm::zoo::mlperf_anomaly_detection, m::ad01_int8_deployment>();
}

// Layer output shapes: the generated sequential's layers against the zoo's, where both have a layer
// for the same op (the zoo's batch norm and activation layers fold into the convolution before them).
TEST_CASE("netmem-import: generated VWW shapes equal the zoo's") {
    constexpr auto generated = nm::memory_plan_of<m::vww_96_int8, m::vww_96_int8_deployment>;
    constexpr auto zoo = nm::memory_plan_of<nm::zoo::mlperf_vww_mobilenet_v1, m::vww_96_int8_deployment>;
    // Output tensor of every step, in order.
    REQUIRE(generated.step_count == zoo.step_count);
    for (std::size_t s = 0; s < zoo.step_count; ++s) {
        CAPTURE(s);
        CHECK(generated.tensors()[generated.steps[s].output].data_bytes == zoo.tensors()[zoo.steps[s].output].data_bytes);
    }
}
