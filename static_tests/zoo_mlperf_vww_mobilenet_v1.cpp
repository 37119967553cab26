// static_tests/zoo_mlperf_vww_mobilenet_v1.cpp: zoo/mlperf_vww_mobilenet_v1.hpp: published shapes and Keras counts.
// Moved verbatim from static_tests/convolutional_zoo.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
#include <array>
#include <cstddef>

#include <netmem/netmem.hpp>

#include "support/shapes.hpp"
#include <netmem/zoo/mlperf_ds_cnn.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>

// From the former static_tests/convolutional_zoo.cpp: the MLPerf Tiny DS-CNN (KWS) and VWW MobileNetV1 layer stacks
// propagate to exactly the shapes and Keras parameter counts of published-networks#ds-cnn and
// #vww-mobilenetv1 (the Keras table and the TFLite op table, whose output column lists every convolution's
// output; batch normalization and ReLU keep the shape of the convolution before them).
namespace {

namespace nm = netmem;
using nm::input_type;
using netmem_static_tests::cnn;
using netmem_static_tests::ff;
using netmem_static_tests::same;
using nm::size_type;

// ---- VWW MobileNetV1 alpha 0.25, published-networks#vww-mobilenetv1 ---------------------------------
// Keras totals (§1.1/§1.4, vww_96.h5 [A]): 221,794 parameters, 216,322 trainable.
static_assert(nm::parameter_count<nm::zoo::mlperf_vww_mobilenet_v1> == 221'794);
static_assert(nm::trainable_parameter_count<nm::zoo::mlperf_vww_mobilenet_v1> == 216'322);

/// The 27 convolutions' outputs, TFLite ops 0-26 of §1.4 (height, width, channels).
constexpr std::array<input_type, 27> vww_convolution_outputs{
    cnn(48, 48, 8),  cnn(48, 48, 8),  cnn(48, 48, 16), cnn(24, 24, 16), cnn(24, 24, 32), cnn(24, 24, 32),
    cnn(24, 24, 32), cnn(12, 12, 32), cnn(12, 12, 64), cnn(12, 12, 64), cnn(12, 12, 64), cnn(6, 6, 64),
    cnn(6, 6, 128),  cnn(6, 6, 128),  cnn(6, 6, 128),  cnn(6, 6, 128),  cnn(6, 6, 128),  cnn(6, 6, 128),
    cnn(6, 6, 128),  cnn(6, 6, 128),  cnn(6, 6, 128),  cnn(6, 6, 128),  cnn(6, 6, 128),  cnn(3, 3, 128),
    cnn(3, 3, 256),  cnn(3, 3, 256),  cnn(3, 3, 256)};
/// The convolutions' Keras parameters = the "folded params (W+b)" column of §1.4 (the Keras convs
/// keep their biases, §1.7), and the BN column (4 x C).
constexpr std::array<size_type, 27> vww_convolution_parameters{
    224,   80,    144,    160,   544,    320,   1'056, 320,   2'112, 640,    4'160, 640,    8'320, 1'280,
    16'512, 1'280, 16'512, 1'280, 16'512, 1'280, 16'512, 1'280, 16'512, 1'280, 33'024, 2'560, 65'792};
constexpr std::array<size_type, 27> vww_batch_norm_parameters{
    32,  32,  64,  64,  128, 128, 128, 128, 256, 256, 256, 256, 512, 512,
    512, 512, 512, 512, 512, 512, 512, 512, 512, 512, 1'024, 1'024, 1'024};

/// 84 layers: each convolution, its batch normalization and its ReLU share one shape; then
/// AveragePooling2D 3x3 -> 1x1x256 (op 27), Flatten -> 256 (op 28), Dense 2 (op 29).
constexpr std::array<input_type, 84> vww_shapes() {
    std::array<input_type, 84> shapes{};
    for (std::size_t op = 0; op < 27; ++op)
        for (std::size_t k = 0; k < 3; ++k) shapes[3 * op + k] = vww_convolution_outputs[op];
    shapes[81] = cnn(1, 1, 256);
    shapes[82] = ff(256);
    shapes[83] = ff(2);
    return shapes;
}
constexpr std::array<size_type, 84> vww_parameters() {
    std::array<size_type, 84> parameters{};
    for (std::size_t op = 0; op < 27; ++op) {
        parameters[3 * op] = vww_convolution_parameters[op];
        parameters[3 * op + 1] = vww_batch_norm_parameters[op];
    }
    parameters[83] = 514;  // Dense 2 on 256: op 29, 514
    return parameters;
}

static_assert(nm::zoo::mlperf_vww_mobilenet_v1::layer_count == 84);
static_assert(same(nm::layer_output_types<nm::zoo::mlperf_vww_mobilenet_v1>, vww_shapes()));
static_assert(same(nm::zoo::mlperf_vww_mobilenet_v1::analysis<>.parameters, vww_parameters()));
static_assert(nm::output_type<nm::zoo::mlperf_vww_mobilenet_v1> == ff(2));
static_assert(nm::zoo::mlperf_vww_mobilenet_v1::analysis<nm::policy::dl4j>.dl4j_unsupported_layer ==
              static_cast<std::size_t>(-1));

}  // namespace
