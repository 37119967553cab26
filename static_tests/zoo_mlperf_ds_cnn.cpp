// static_tests/zoo_mlperf_ds_cnn.cpp: zoo/mlperf_ds_cnn.hpp: published shapes and Keras counts.
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

// ---- DS-CNN, published-networks#ds-cnn ------------------------------------------------------
// Keras totals (§1.1/§1.3): 24,908 parameters, 23,756 trainable (1,152 = 9 BN x 2 x 64 not).
static_assert(nm::parameter_count<nm::zoo::mlperf_ds_cnn> == 24'908);
static_assert(nm::trainable_parameter_count<nm::zoo::mlperf_ds_cnn> == 23'756);
// The code's 24x5 window (it does not tile the 25 rows) gives the same network.
using ds_cnn_24x5 = nm::zoo::mlperf_ds_cnn_with_pool<nm::size2d{24, 5}>;
static_assert(nm::parameter_count<ds_cnn_24x5> == 24'908);
static_assert(nm::trainable_parameter_count<ds_cnn_24x5> == 23'756);

/// The DS-CNN's 32 layer outputs: conv + BN + ReLU + dropout and 4 blocks of 6 layers all give
/// 25x5x64 (§1.3 rows 1-6: "25x5x64"; TFLite ops 0-8: 25x5x64), then AveragePooling2D 1x1x64
/// (row 7), Flatten 64 (TFLite op 10: Reshape -> 64), Dense 12 (row 8).
constexpr std::array<input_type, 32> ds_cnn_shapes() {
    std::array<input_type, 32> shapes{};
    for (std::size_t i = 0; i < 29; ++i) shapes[i] = cnn(25, 5, 64);
    shapes[29] = cnn(1, 1, 64);
    shapes[30] = ff(64);
    shapes[31] = ff(12);
    return shapes;
}
/// Keras parameters per layer (§1.3): conv 2,624, BN 256, ReLU 0, dropout 0; each block depthwise
/// 640, BN 256, ReLU 0, pointwise 4,160, BN 256, ReLU 0; dropout, pool, flatten 0; dense 780.
constexpr std::array<size_type, 32> ds_cnn_parameters() {
    std::array<size_type, 32> parameters{2'624, 256, 0, 0};
    for (std::size_t block = 0; block < 4; ++block) {
        const std::size_t first = 4 + 6 * block;
        parameters[first] = 640;
        parameters[first + 1] = 256;
        parameters[first + 3] = 4'160;
        parameters[first + 4] = 256;
    }
    parameters[31] = 780;
    return parameters;
}

static_assert(nm::zoo::mlperf_ds_cnn::layer_count == 32);
static_assert(same(nm::layer_output_types<nm::zoo::mlperf_ds_cnn>, ds_cnn_shapes()));
static_assert(same(nm::layer_output_types<ds_cnn_24x5>, ds_cnn_shapes()));
static_assert(same(nm::zoo::mlperf_ds_cnn::analysis<>.parameters, ds_cnn_parameters()));
// The first convolution: 10x4 kernel, stride 2, SAME on 49x10 -> ceil(49/2) = 25, ceil(10/2) = 5
// (§1.3 note), with TensorFlow's padding: total (25-1)*2 + 10 - 49 = 9 rows, 4 on top, 5 below.
static_assert(nm::same_padding(49, 10, 2, 1).before == 4 && nm::same_padding(49, 10, 2, 1).after == 5);
// DL4J reports exist for every layer (none of them is a layer DL4J crashes on).
static_assert(nm::zoo::mlperf_ds_cnn::analysis<nm::policy::dl4j>.dl4j_unsupported_layer ==
              static_cast<std::size_t>(-1));

}  // namespace
