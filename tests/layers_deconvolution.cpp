// tests/layers_deconvolution.cpp: memory reports of the convolutional family under both policies.
// Every expected number is a hand computation of the formula in dl4j-memory-formulas#layers (policy::dl4j) or of the
// documented corrected formula (the layer's file comment), written out next to it.
// Also tests: netmem/layers/conv1d.hpp netmem/layers/conv3d.hpp netmem/layers/depthwise_conv2d.hpp
// Also tests: netmem/layers/separable_conv2d.hpp netmem/layers/upsampling.hpp netmem/layers/pooling1d_3d.hpp
// Also tests: netmem/layers/local_response_normalization.hpp netmem/layers/zero_padding.hpp
// Also tests: netmem/layers/cropping.hpp netmem/layers/space_to_depth.hpp netmem/layers/space_to_batch.hpp
#include <doctest/doctest.h>

#include <string_view>

#include <netmem/netmem.hpp>

namespace {

namespace nm = netmem;
using nm::cache_mode;
using nm::input_type;
using nm::policy;

constexpr input_type rnn(nm::size_type size, nm::size_type steps) { return nm::input::recurrent{size, steps}; }
constexpr input_type cnn(nm::size_type h, nm::size_type w, nm::size_type c) { return nm::input::convolutional{h, w, c}; }
constexpr input_type cnn3d(nm::size_type d, nm::size_type h, nm::size_type w, nm::size_type c) {
    return nm::input::convolutional3d{d, h, w, c};
}

template <class Layer>
constexpr nm::layer_memory_report report_of(const Layer& layer, input_type in, policy p, bool dropout = false,
                                            nm::updater updater = nm::updater::sgd) {
    return layer.memory_report(nm::layer_context{.input = in, .updater = updater, .dropout = dropout, .policy = p});
}

/// Checks the convolution-like working memory: inference I, training 2I + D (none) / I + D
/// (device, host), cache I (device, host) / 0 (none).
void check_convolution_memory(const nm::layer_memory_report& r, nm::size_type i, nm::size_type d) {
    CHECK(r.working_memory_variable_inference == i);
    CHECK(r.working_memory_variable_training[cache_mode::none] == 2 * i + d);
    CHECK(r.working_memory_variable_training[cache_mode::device] == i + d);
    CHECK(r.working_memory_variable_training[cache_mode::host] == i + d);
    CHECK(r.cache_memory_variable[cache_mode::device] == i);
    CHECK(r.cache_memory_variable[cache_mode::host] == i);
    CHECK(r.cache_memory_variable[cache_mode::none] == 0);
}

/// Checks the subsampling-like working memory: inference I, training I + D for every cache mode.
void check_subsampling_memory(const nm::layer_memory_report& r, nm::size_type i, nm::size_type d) {
    CHECK(r.working_memory_variable_inference == i);
    for (cache_mode c : {cache_mode::device, cache_mode::host, cache_mode::none}) {
        CHECK(r.working_memory_variable_training[c] == i + d);
        CHECK(r.cache_memory_variable[c] == 0);
    }
    CHECK(r.parameters == 0);
    CHECK(r.updater_state == 0);
}

/// Checks a report with no working or cache memory at all.
void check_no_working_memory(const nm::layer_memory_report& r) {
    CHECK(r.parameters == 0);
    CHECK(r.working_memory_variable_inference == 0);
    for (cache_mode c : {cache_mode::device, cache_mode::host, cache_mode::none}) {
        CHECK(r.working_memory_variable_training[c] == 0);
        CHECK(r.cache_memory_variable[c] == 0);
    }
}

}  // namespace

TEST_CASE("deconvolution2d: DL4J's forward-convolution formula vs the col2im buffer") {
    // 16 -> 8 channels, 4x4 kernel, stride 2, on 8x8: output (8 - 1) * 2 + 4 = 18 (Keras
    // Conv2DTranspose "valid"); P = 16*8*4*4 + 8 = 2,056 (Keras: kernel 4*4*8*16 + bias 8).
    constexpr nm::deconvolution2d layer{.filters = 8, .kernel = {4, 4}, .stride = {2, 2}};
    constexpr input_type in = cnn(8, 8, 16);
    SUBCASE("policy::dl4j: I = inC * oH * oW * kH * kW = 16 * 18 * 18 * 16 = 82,944 (dl4j-memory-formulas#layers)") {
        const auto r = report_of(layer, in, policy::dl4j, /*dropout*/ true, nm::updater::adam);
        CHECK(r.output == cnn(18, 18, 8));
        CHECK(r.parameters == 2'056);
        CHECK(r.updater_state == 4'112);  // Adam: 2 * 2,056 (dl4j-memory-formulas#updaters)
        CHECK(std::string_view{r.report_class} == "ConvolutionLayer");
        check_convolution_memory(r, 82'944, /*D = 8*8*16*/ 1'024);
    }
    SUBCASE("policy::corrected: I = filters * kH * kW * inH * inW = 8 * 16 * 64 = 8,192") {
        const auto r = report_of(layer, in, policy::corrected);
        CHECK(r.parameters == 2'056);
        check_convolution_memory(r, 8'192, 0);
    }
}

TEST_CASE("conv1d, conv3d, deconvolution3d: the corrected reports DL4J cannot produce") {
    SUBCASE("conv1d: I = channels * out_t * k = 16 * 98 * 3 = 4,704") {
        // Keras Conv1D(32, 3) on (100, 16): P = 3*16*32 + 32 = 1,568; out length 98.
        const auto r = report_of(nm::conv1d{.filters = 32, .kernel = 3}, rnn(16, 100), policy::corrected);
        CHECK(r.parameters == 1'568);
        CHECK(r.output == rnn(32, 98));
        CHECK(std::string_view{r.report_class} == "Convolution1DLayer");
        check_convolution_memory(r, 4'704, 0);
    }
    SUBCASE("conv3d: I = 4 * 14^3 * 27 = 4 * 2,744 * 27 = 296,352") {
        // Keras Conv3D(8, 3) on (16, 16, 16, 4): P = 27*4*8 + 8 = 872.
        const auto r = report_of(nm::conv3d{.filters = 8, .kernel = {3, 3, 3}}, cnn3d(16, 16, 16, 4),
                                 policy::corrected, /*dropout*/ true);
        CHECK(r.parameters == 872);
        CHECK(std::string_view{r.report_class} == "Convolution3D");
        check_convolution_memory(r, 296'352, /*D = 16^3 * 4*/ 16'384);
    }
    SUBCASE("deconvolution3d: I = filters * kd*kh*kw * in_d*in_h*in_w = 4 * 8 * 64 = 2,048") {
        // Keras Conv3DTranspose(4, 2, strides=2) on (4, 4, 4, 8): P = 8*8*4 + 4 = 260.
        const auto r = report_of(nm::deconvolution3d{.filters = 4, .kernel = {2, 2, 2}, .stride = {2, 2, 2}},
                                 cnn3d(4, 4, 4, 8), policy::corrected);
        CHECK(r.parameters == 260);
        CHECK(r.output == cnn3d(8, 8, 8, 4));
        check_convolution_memory(r, 2'048, 0);
    }
}

TEST_CASE("depthwise and separable convolutions keep ConvolutionLayer's report under both policies") {
    for (policy p : {policy::dl4j, policy::corrected}) {
        CAPTURE(static_cast<int>(p));
        SUBCASE("depthwise 3x3 SAME on 25x5x64: I = 64 * 25 * 5 * 9 = 72,000") {
            // P = 640 (published-networks#ds-cnn, the depthwise layer).
            const auto r = report_of(nm::depthwise_conv2d{.kernel = {3, 3}, .padding = nm::padding::same},
                                     cnn(25, 5, 64), p, false, nm::updater::nesterovs);
            CHECK(r.parameters == 640);
            CHECK(r.updater_state == 640);  // Nesterovs: n (dl4j-memory-formulas#updaters)
            CHECK(std::string_view{r.report_class} == "ConvolutionLayer");
            check_convolution_memory(r, 72'000, 0);
        }
        SUBCASE("separable 3x3 -> 64 on 32x32x32: I = 32 * 30 * 30 * 9 = 259,200") {
            // Keras SeparableConv2D(64, 3): 288 + 2,048 + 64 = 2,400.
            const auto r = report_of(nm::separable_conv2d{.filters = 64, .kernel = {3, 3}}, cnn(32, 32, 32), p);
            CHECK(r.parameters == 2'400);
            check_convolution_memory(r, 259'200, 0);
        }
    }
}

TEST_CASE("upsampling: DL4J's working terms, and Upsampling3D's bitwise AND") {
    SUBCASE("upsampling1d size 3 on RNN(4, 10): I = 4 * 30 * 3 = 360; D = 40") {
        const auto r = report_of(nm::upsampling1d{.size = 3}, rnn(4, 10), policy::dl4j, /*dropout*/ true);
        CHECK(r.output == rnn(4, 30));
        CHECK(std::string_view{r.report_class} == "Upsampling1D");
        check_subsampling_memory(r, 360, 40);
    }
    SUBCASE("upsampling2d (2, 3) on 5x4x7: I = 7 * 10 * 12 * 2 * 3 = 5,040") {
        const auto r = report_of(nm::upsampling2d{.size = {2, 3}}, cnn(5, 4, 7), policy::corrected);
        CHECK(std::string_view{r.report_class} == "Upsampling2D");
        check_subsampling_memory(r, 5'040, 0);
    }
    SUBCASE("upsampling3d 2x2x2 on 2x2x2x2: DL4J 2 & (4*4*4*8 = 512) = 0; corrected 2 * 512 = 1,024") {
        constexpr nm::upsampling3d layer{};
        check_subsampling_memory(report_of(layer, cnn3d(2, 2, 2, 2), policy::dl4j), 0, 0);
        check_subsampling_memory(report_of(layer, cnn3d(2, 2, 2, 2), policy::corrected), 1'024, 0);
    }
    SUBCASE("upsampling3d size 1 on 1x1x1x3: DL4J 3 & 1 = 1; corrected 3 * 1 = 3") {
        constexpr nm::upsampling3d layer{.size = {1, 1, 1}};
        check_subsampling_memory(report_of(layer, cnn3d(1, 1, 1, 3), policy::dl4j), 1, 0);
        check_subsampling_memory(report_of(layer, cnn3d(1, 1, 1, 3), policy::corrected), 3, 0);
    }
}

TEST_CASE("subsampling3d: DL4J ignores the third kernel dimension and reads the width stride from stride[1]") {
    SUBCASE("window 2x2x2 on 4x4x4x1 (out 2x2x2): DL4J 8 * 2 * 2 = 32; corrected 8 * 8 = 64") {
        constexpr nm::subsampling3d layer{.kernel = {2, 2, 2}};
        const auto dl4j = report_of(layer, cnn3d(4, 4, 4, 1), policy::dl4j, /*dropout*/ true);
        CHECK(std::string_view{dl4j.report_class} == "Subsampling3DLayer");
        check_subsampling_memory(dl4j, 32, /*D = 64*/ 64);
        check_subsampling_memory(report_of(layer, cnn3d(4, 4, 4, 1), policy::corrected), 64, 0);
    }
    SUBCASE("stride (2, 1, 2) on 4x8x8x1") {
        constexpr nm::subsampling3d layer{.kernel = {2, 2, 2}, .stride = {2, 1, 2}};
        // DL4J: width (8 - 2) / stride[1] = 1, + 1 = 7: out 2x7x7; I = 1*2*7*7 * 2*2 = 392.
        const auto dl4j = report_of(layer, cnn3d(4, 8, 8, 1), policy::dl4j);
        CHECK(dl4j.output == cnn3d(2, 7, 7, 1));
        check_subsampling_memory(dl4j, 392, 0);
        // Corrected: width (8 - 2) / 2 + 1 = 4: out 2x7x4; I = 1*2*7*4 * 2*2*2 = 448.
        const auto corrected = report_of(layer, cnn3d(4, 8, 8, 1), policy::corrected);
        CHECK(corrected.output == cnn3d(2, 7, 4, 1));
        check_subsampling_memory(corrected, 448, 0);
    }
    SUBCASE("the DL4J flow reaches the next layer's report") {
        using net = nm::sequential<nm::input::convolutional3d{4, 8, 8, 1}, nm::subsampling3d{.kernel = {2, 2, 2}, .stride = {2, 1, 2}},
                                   nm::dense{.units = 10}>;
        // DL4J: dense nIn = 2*7*7 = 98, P = 98*10 + 10 = 990; corrected: 2*7*4 = 56, P = 570.
        constexpr auto dl4j = nm::memory_report<net, policy::dl4j>();
        constexpr auto corrected = nm::memory_report<net>();
        CHECK(dl4j.layers[1].parameters == 990);
        CHECK(dl4j.layers[1].input.elements_per_example() == 98);
        CHECK(corrected.layers[1].parameters == 570);
        CHECK(corrected.layers[1].input.elements_per_example() == 56);
    }
}

TEST_CASE("subsampling1d: SubsamplingLayer's formula on the (T, 1) image") {
    // Window 2, stride 2 on RNN(4, 9): out 4 steps; I = 4 * 4 * 2 = 32; D = 36.
    const auto r = report_of(nm::subsampling1d{.kernel = 2}, rnn(4, 9), policy::corrected, /*dropout*/ true);
    CHECK(r.output == rnn(4, 4));
    CHECK(std::string_view{r.report_class} == "Subsampling1DLayer");
    check_subsampling_memory(r, 32, 36);
}

TEST_CASE("local_response_normalization: 2 * in and 3 * in, recorded as DenseLayer by DL4J") {
    // in = 4*4*8 = 128: WVI = 256, WVT = 384 (dl4j-memory-formulas#layers), no dropout term even with dropout.
    for (policy p : {policy::dl4j, policy::corrected}) {
        const auto r = report_of(nm::local_response_normalization{}, cnn(4, 4, 8), p, /*dropout*/ true);
        CHECK(r.output == cnn(4, 4, 8));
        CHECK(r.parameters == 0);
        CHECK(r.working_memory_variable_inference == 256);
        for (cache_mode c : {cache_mode::device, cache_mode::host, cache_mode::none})
            CHECK(r.working_memory_variable_training[c] == 384);
        CHECK(std::string_view{r.report_class} == (p == policy::dl4j ? "DenseLayer" : "LocalResponseNormalization"));
    }
}

TEST_CASE("zero padding, cropping, space-to-depth/batch: no working memory") {
    SUBCASE("zero_padding1d is recorded as ZeroPaddingLayer by DL4J") {
        const auto dl4j = report_of(nm::zero_padding1d{.padding = {2, 3}}, rnn(4, 10), policy::dl4j);
        CHECK(std::string_view{dl4j.report_class} == "ZeroPaddingLayer");
        CHECK(dl4j.output == rnn(4, 15));
        check_no_working_memory(dl4j);
        const auto corrected = report_of(nm::zero_padding1d{.padding = {2, 3}}, rnn(4, 10), policy::corrected);
        CHECK(std::string_view{corrected.report_class} == "ZeroPadding1DLayer");
    }
    SUBCASE("zero_padding2d/3d") {
        check_no_working_memory(report_of(nm::zero_padding2d{}, cnn(5, 5, 3), policy::dl4j));
        check_no_working_memory(report_of(nm::zero_padding3d{}, cnn3d(2, 3, 4, 5), policy::dl4j));
    }
    SUBCASE("corrected reports for the layers DL4J has none for") {
        check_no_working_memory(report_of(nm::cropping1d{}, rnn(4, 10), policy::corrected));
        check_no_working_memory(report_of(nm::cropping2d{.cropping = {1, 1, 1, 1}}, cnn(5, 5, 3), policy::corrected));
        check_no_working_memory(report_of(nm::cropping3d{}, cnn3d(4, 5, 6, 2), policy::corrected));
        check_no_working_memory(report_of(nm::space_to_depth{}, cnn(4, 6, 3), policy::corrected));
        check_no_working_memory(report_of(nm::space_to_batch{}, cnn(4, 6, 3), policy::corrected));
    }
}

TEST_CASE("network totals with a convolutional-family layer (policy::corrected, FLOAT, M = 2)") {
    // upsampling2d (2, 2) on 3x3x1 -> 6x6x1, then a zero_padding2d (1 each side) -> 8x8x1.
    // Upsampling I = 1 * 6 * 6 * 2 * 2 = 144; zero padding has none.
    // Inference: activations (36 + 64) * 2 examples = 200 elements; working max = 144 per example,
    // scaled by M under policy::corrected = 288. Total (200 + 288) * 4 bytes = 1,952.
    using net = nm::sequential<nm::input::convolutional{3, 3, 1}, nm::upsampling2d{}, nm::zero_padding2d{}>;
    constexpr auto r = nm::memory_report<net>();
    CHECK(r.total_bytes(2, nm::memory_use_mode::inference, cache_mode::none) == 1'952);
    // Training: activations 200 + activation gradients (9 + 36) * 2 = 90, working 144 * 2 = 288:
    // (200 + 90 + 288) * 4 = 2,312 bytes.
    CHECK(r.total_bytes(2, nm::memory_use_mode::training, cache_mode::none) == 2'312);
}

TEST_CASE("network totals: Upsampling3D's AND reaches the DL4J total (FLOAT, M = 1, training, cache none)") {
    // upsampling3d 2x2x2 on 2x2x2x2: out 4x4x4x2 = 128 elements, in 16; no parameters.
    // DL4J: working 2 & 512 = 0, total (128 + 16 + 0) * 4 = 576 bytes.
    // Corrected: working 1,024, total (128 + 16 + 1,024) * 4 = 4,672 bytes.
    using net = nm::sequential<nm::input::convolutional3d{2, 2, 2, 2}, nm::upsampling3d{}>;
    CHECK(nm::memory_report<net, policy::dl4j>().total_bytes(1, nm::memory_use_mode::training, cache_mode::none) ==
          576);
    CHECK(nm::memory_report<net>().total_bytes(1, nm::memory_use_mode::training, cache_mode::none) == 4'672);
}
