// tests/io_dl4j_text.cpp -- netmem::to_dl4j_string: DL4J's NetworkMemoryReport.toString(),
// LayerMemoryReport.toString() and InputType.toString(), character for character.
#include <doctest/doctest.h>

#include <string>

#include <netmem/io/dl4j_text.hpp>
#include <netmem/layers/lstm.hpp>
#include <netmem/netmem.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>

namespace nm = netmem;

namespace {

// Two Dense 20->20 on FF(20): the network of DL4J PR #3672's published sample (dl4j-memory-formulas#vectors-pr3672).
using two_dense = nm::sequential<nm::input::feed_forward{.size = 20}, nm::dense{.units = 20}, nm::dense{.units = 20}>;

// DL4J validateSimple (dl4j-memory-formulas#vectors-validate-simple): Dense 10->20, Dense 20->27 on FF(10).
using validate_simple =
    nm::sequential<nm::input::feed_forward{.size = 10}, nm::dense{.units = 20}, nm::dense{.units = 27}>;

// The LSTM pair of DL4J testMemoryReportSimple (dl4j-memory-formulas#vectors-pairs): two LSTM 20->20 on RNN(20, T =
// 30).
using lstm_pair = nm::sequential<nm::input::recurrent{.size = 20, .time_steps = 30}, nm::lstm{.units = 20},
                                 nm::lstm{.units = 20}>;

}  // namespace

// dl4j-memory-formulas#vectors-pr3672: the whole text of PR #3672's sample.
TEST_CASE("to_dl4j_string reproduces PR #3672's sample verbatim (two Dense 20->20, policy::dl4j)") {
    // Expected text: dl4j-memory-formulas#report-text, the layout of DL4J PR #3672's published sample. The "Layer
    // Types" line keeps DL4J's trailing ", "; "Inference Memory (FP32)" has no colon.
    const std::string expected =
        "----- Network Memory Report -----\n"
        "  Model Class:                        org.deeplearning4j.nn.conf.MultiLayerConfiguration\n"
        "  Model Name:                         MultiLayerNetwork\n"
        "  Network Input:                      [InputTypeFeedForward(20)]\n"
        "  # Layers:                           2\n"
        "  Layer Types:                        2 x DenseLayer, \n"
        "  Inference Memory (FP32)             3,360 bytes + nExamples * 160 bytes\n"
        "  Training Memory (FP32):             6,720 bytes + nExamples * 400 bytes\n"
        "  Inference Memory Breakdown (FP32):\n"
        "  - PARAMETERS                        3,360 bytes\n"
        "  - ACTIVATIONS                       nExamples * 160 bytes\n"
        "  Training Memory Breakdown (CacheMode = NONE, FP32):\n"
        "  - PARAMETERS                        3,360 bytes\n"
        "  - PARAMATER_GRADIENTS               3,360 bytes\n"
        "  - ACTIVATIONS                       nExamples * 160 bytes\n"
        "  - ACTIVATION_GRADIENTS              nExamples * 160 bytes\n"
        "  - WORKING_MEMORY_VARIABLE           nExamples * 80 bytes\n";
    constexpr auto report = nm::memory_report<two_dense, nm::policy::dl4j>();
    CHECK(nm::to_dl4j_string(report) == expected);
}

TEST_CASE("to_dl4j_string: validateSimple shows the OUTPUT type as Network Input under policy::dl4j") {
    // Numbers: dl4j-memory-formulas#vectors-validate-simple (asserted: 3,148 fixed, 188 per example in inference;
    // activation gradients 120 and working memory 108 per example in training; derived training total
    // 6,296 + M x 416 = 2 x 3,148 + (188 + 120 + 108)). Network Input: dl4j-memory-formulas#bug-2 records the
    // last layer's output FF(27) (dl4j-memory-formulas#vectors-validate-simple, derived).
    const std::string expected =
        "----- Network Memory Report -----\n"
        "  Model Class:                        org.deeplearning4j.nn.conf.MultiLayerConfiguration\n"
        "  Model Name:                         MultiLayerNetwork\n"
        "  Network Input:                      [InputTypeFeedForward(27)]\n"
        "  # Layers:                           2\n"
        "  Layer Types:                        2 x DenseLayer, \n"
        "  Inference Memory (FP32)             3,148 bytes + nExamples * 188 bytes\n"
        "  Training Memory (FP32):             6,296 bytes + nExamples * 416 bytes\n"
        "  Inference Memory Breakdown (FP32):\n"
        "  - PARAMETERS                        3,148 bytes\n"
        "  - ACTIVATIONS                       nExamples * 188 bytes\n"
        "  Training Memory Breakdown (CacheMode = NONE, FP32):\n"
        "  - PARAMETERS                        3,148 bytes\n"
        "  - PARAMATER_GRADIENTS               3,148 bytes\n"
        "  - ACTIVATIONS                       nExamples * 188 bytes\n"
        "  - ACTIVATION_GRADIENTS              nExamples * 120 bytes\n"
        "  - WORKING_MEMORY_VARIABLE           nExamples * 108 bytes\n";
    constexpr auto dl4j = nm::memory_report<validate_simple, nm::policy::dl4j>();
    CHECK(nm::to_dl4j_string(dl4j) == expected);

    // policy::corrected records the real input FF(10); the numbers of two dense layers do not change
    // (neither has inference working memory).
    constexpr auto corrected = nm::memory_report<validate_simple>();
    std::string expected_corrected = expected;
    expected_corrected.replace(expected_corrected.find("InputTypeFeedForward(27)"), 24, "InputTypeFeedForward(10)");
    CHECK(nm::to_dl4j_string(corrected) == expected_corrected);
}

TEST_CASE("to_dl4j_string: the LSTM pair's inference working memory is fixed under policy::dl4j only") {
    // dl4j-memory-formulas#vectors-pairs, LSTM pair: P = 3,280 per layer (2 x 3,280 x 4 B = 26,240 B), activations
    // 2 x 20 x 30 x 4 B = 4,800 B per example, WVI = 2,400 elements per layer (max 9,600 B) printed
    // as FIXED because DL4J does not multiply it by the minibatch (dl4j-memory-formulas#bug-1); training NONE:
    // 52,480 + M x 48,000 with WORKING_MEMORY_VARIABLE M x 38,400.
    const std::string header =
        "----- Network Memory Report -----\n"
        "  Model Class:                        org.deeplearning4j.nn.conf.MultiLayerConfiguration\n"
        "  Model Name:                         MultiLayerNetwork\n"
        "  Network Input:                      [InputTypeRecurrent(20,timeSeriesLength=30,format=NCW)]\n"
        "  # Layers:                           2\n"
        "  Layer Types:                        2 x LSTM, \n";
    const std::string training =
        "  Training Memory Breakdown (CacheMode = NONE, FP32):\n"
        "  - PARAMETERS                        26,240 bytes\n"
        "  - PARAMATER_GRADIENTS               26,240 bytes\n"
        "  - ACTIVATIONS                       nExamples * 4,800 bytes\n"
        "  - ACTIVATION_GRADIENTS              nExamples * 4,800 bytes\n"
        "  - WORKING_MEMORY_VARIABLE           nExamples * 38,400 bytes\n";

    SUBCASE("policy::dl4j") {
        const std::string expected = header +
                                     "  Inference Memory (FP32)             35,840 bytes + nExamples * 4,800 bytes\n"
                                     "  Training Memory (FP32):             52,480 bytes + nExamples * 48,000 bytes\n"
                                     "  Inference Memory Breakdown (FP32):\n"
                                     "  - PARAMETERS                        26,240 bytes\n"
                                     "  - ACTIVATIONS                       nExamples * 4,800 bytes\n"
                                     "  - WORKING_MEMORY_VARIABLE           9,600 bytes\n" +
                                     training;
        CHECK(nm::to_dl4j_string(nm::memory_report<lstm_pair, nm::policy::dl4j>()) == expected);
    }
    SUBCASE("policy::corrected") {
        // The same 9,600 B now scale with the minibatch: 26,240 + M x (4,800 + 9,600) = M x 14,400.
        const std::string expected = header +
                                     "  Inference Memory (FP32)             26,240 bytes + nExamples * 14,400 bytes\n"
                                     "  Training Memory (FP32):             52,480 bytes + nExamples * 48,000 bytes\n"
                                     "  Inference Memory Breakdown (FP32):\n"
                                     "  - PARAMETERS                        26,240 bytes\n"
                                     "  - ACTIVATIONS                       nExamples * 4,800 bytes\n"
                                     "  - WORKING_MEMORY_VARIABLE           nExamples * 9,600 bytes\n" +
                                     training;
        CHECK(nm::to_dl4j_string(nm::memory_report<lstm_pair>()) == expected);
    }
}

TEST_CASE("to_dl4j_string: Layer Types counts report classes in first-seen order") {
    // DL4J LeNet (published-networks#dl4j-lenet): conv, pool, conv, pool, dense, output. DL4J's
    // LinkedHashMap keeps first-seen order: ConvolutionLayer, SubsamplingLayer, DenseLayer,
    // OutputLayer, with DL4J's trailing ", ".
    using lenet = nm::sequential<nm::input::convolutional{.height = 28, .width = 28, .channels = 1},
                                 nm::conv2d{.filters = 20, .kernel = {5, 5}},
                                 nm::max_pool2d{.kernel = {2, 2}, .stride = {2, 2}},
                                 nm::conv2d{.filters = 50, .kernel = {5, 5}},
                                 nm::max_pool2d{.kernel = {2, 2}, .stride = {2, 2}}, nm::dense{.units = 500},
                                 nm::output{.units = 10}>;
    const std::string text = nm::to_dl4j_string(nm::memory_report<lenet, nm::policy::dl4j>());
    CHECK(text.find("  # Layers:                           6\n") != std::string::npos);
    CHECK(text.find("  Layer Types:                        2 x ConvolutionLayer, 2 x SubsamplingLayer, "
                    "1 x DenseLayer, 1 x OutputLayer, \n") != std::string::npos);
    // LeNet parameters: 431,080 (published-networks#dl4j-lenet) x 4 B = 1,724,320 B.
    CHECK(text.find("  - PARAMETERS                        1,724,320 bytes\n") != std::string::npos);
}

TEST_CASE("to_dl4j_string of input types follows DL4J InputType.toString (dl4j-memory-formulas#input-types)") {
    CHECK(nm::to_dl4j_string(nm::input::feed_forward{.size = 784}) == "InputTypeFeedForward(784)");
    CHECK(nm::to_dl4j_string(nm::input::recurrent{.size = 20, .time_steps = 30}) ==
          "InputTypeRecurrent(20,timeSeriesLength=30,format=NCW)");
    // T unknown: DL4J omits the timeSeriesLength part for T <= 0.
    CHECK(nm::to_dl4j_string(nm::input::recurrent{.size = 20}) == "InputTypeRecurrent(20,format=NCW)");
    CHECK(nm::to_dl4j_string(nm::input::convolutional{.height = 28, .width = 27, .channels = 3}) ==
          "InputTypeConvolutional(h=28,w=27,c=3,NCHW)");
    CHECK(nm::to_dl4j_string(nm::input::convolutional_flat{.height = 28, .width = 27, .depth = 1}) ==
          "InputTypeConvolutionalFlat(h=28,w=27,d=1)");
    CHECK(nm::to_dl4j_string(nm::input::convolutional3d{.depth = 4, .height = 5, .width = 6, .channels = 7}) ==
          "InputTypeConvolutional3D(format=NDHWC,d=4,h=5,w=6,c=7)");
}

TEST_CASE("to_dl4j_string of a layer report follows DL4J LayerMemoryReport.toString") {
    nm::layer_memory_report report{};
    report.report_class = "DenseLayer";
    CHECK(nm::to_dl4j_string(report) == "LayerMemoryReport(layerName=null,layerType=DenseLayer)");
    report.name = "ffn1";
    CHECK(nm::to_dl4j_string(report) == "LayerMemoryReport(layerName=ffn1,layerType=DenseLayer)");
}

TEST_CASE("thousands grouping follows Java DecimalFormat(\"#,###\") in the ROOT locale") {
    using nm::group_thousands;
    CHECK(group_thousands(0) == "0");
    CHECK(group_thousands(999) == "999");
    CHECK(group_thousands(1000) == "1,000");
    CHECK(group_thousands(1234567) == "1,234,567");
    CHECK(group_thousands(-1234) == "-1,234");
    // INT64_MIN = -9,223,372,036,854,775,808.
    CHECK(group_thousands(-9223372036854775807LL - 1) == "-9,223,372,036,854,775,808");
}

TEST_CASE("to_dl4j_string of a graph: ComputationGraph with its real inputs (dl4j-memory-formulas#graph)") {
    // DL4J ComputationGraphConfiguration.getMemoryReport records the model class and name
    // "ComputationGraph" and the network INPUT types (no dl4j-memory-formulas#bug-2 for graphs); one report per
    // vertex: ResNet-8 has 29 vertices (published-networks#resnet-8 layer list with its bn, relu,
    // add, pool and flatten vertices, as zoo/mlperf_resnet8.hpp declares them).
    const std::string text = nm::to_dl4j_string(nm::memory_report<nm::zoo::mlperf_resnet8, nm::policy::dl4j>());
    CHECK(text.find("  Model Class:                        org.deeplearning4j.nn.conf.ComputationGraphConfiguration\n") !=
          std::string::npos);
    CHECK(text.find("  Model Name:                         ComputationGraph\n") != std::string::npos);
    CHECK(text.find("  Network Input:                      [InputTypeConvolutional(h=32,w=32,c=3,NCHW)]\n") !=
          std::string::npos);
    CHECK(text.find("  # Layers:                           29\n") != std::string::npos);
    // 78,666 parameters (published-networks#resnet-8) x 4 B = 314,664 B.
    CHECK(text.find("  - PARAMETERS                        314,664 bytes\n") != std::string::npos);
}
