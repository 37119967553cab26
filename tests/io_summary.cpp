// tests/io_summary.cpp -- netmem::summary: Keras-style model.summary() tables.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include <netmem/io/plan_text.hpp>
#include <netmem/io/summary.hpp>
#include <netmem/netmem.hpp>
#include <netmem/zoo/keras_mnist.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>

namespace nm = netmem;

TEST_CASE("summary of the keras-io MNIST convnet matches Keras's published table") {
    // Shapes and counts: keras-io "Simple MNIST convnet" model.summary(), examples/vision/md/mnist_convnet.md:
    // (None, 26, 26, 32) 320 / (None, 13, 13, 32) 0 / (None, 11, 11, 64) 18,496 / (None, 5, 5, 64) 0 /
    // (None, 1600) 0 / (None, 1600) 0 / (None, 10) 16,010; total 34,826, all trainable.
    // Layout: Keras 2 print_summary (columns at 29, 55 and 65 characters); names numbered as Keras
    // numbers them (conv2d, conv2d_1) from netmem's kind names.
    const std::string expected =
        "Model: \"mnist_convnet\"\n"
        "Input: (None, 28, 28, 1)\n"
        "_________________________________________________________________\n"
        " Layer (kind)                Output Shape              Param #\n"
        "=================================================================\n"
        " conv2d                      (None, 26, 26, 32)        320\n"
        "_________________________________________________________________\n"
        " max_pool2d                  (None, 13, 13, 32)        0\n"
        "_________________________________________________________________\n"
        " conv2d_1                    (None, 11, 11, 64)        18,496\n"
        "_________________________________________________________________\n"
        " max_pool2d_1                (None, 5, 5, 64)          0\n"
        "_________________________________________________________________\n"
        " flatten                     (None, 1600)              0\n"
        "_________________________________________________________________\n"
        " dropout                     (None, 1600)              0\n"
        "_________________________________________________________________\n"
        " dense                       (None, 10)                16,010\n"
        "=================================================================\n"
        "Total params: 34,826\n"
        "Trainable params: 34,826\n"
        "Non-trainable params: 0\n"
        "_________________________________________________________________\n";
    CHECK(nm::summary<nm::zoo::keras_io_mnist_convnet>("mnist_convnet") == expected);
}

TEST_CASE("summary rows of the Keras 2 mnist_cnn example") {
    // Keras 2 examples/mnist_cnn.py model.summary() (published-networks#keras-mnist).
    struct expected_row {
        const char* name;
        const char* shape;
        nm::size_type parameters;
    };
    const std::vector<expected_row> expected{
        {"conv2d", "(None, 26, 26, 32)", 320},   {"conv2d_1", "(None, 24, 24, 64)", 18'496},
        {"max_pool2d", "(None, 12, 12, 64)", 0}, {"dropout", "(None, 12, 12, 64)", 0},
        {"flatten", "(None, 9216)", 0},          {"dense", "(None, 128)", 1'179'776},
        {"dropout_1", "(None, 128)", 0},         {"dense_1", "(None, 10)", 1'290},
    };
    const auto rows = nm::summary_rows<nm::zoo::keras_mnist_cnn>();
    REQUIRE(rows.size() == expected.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        CAPTURE(i);
        CHECK(rows[i].name == expected[i].name);
        CHECK(nm::to_keras_shape(rows[i].output) == expected[i].shape);
        CHECK(rows[i].parameters == expected[i].parameters);
    }
    const std::string text = nm::summary<nm::zoo::keras_mnist_cnn>();
    CHECK(text.find("Total params: 1,199,882\n") != std::string::npos);  // Keras 2 mnist_cnn.py summary
    CHECK(text.find("Model: \"sequential\"\n") != std::string::npos);     // the default name, as in Keras
}

TEST_CASE("summary splits batch normalization's running statistics into non-trainable params") {
    // dense 16 on FF(8): 8*16 + 16 = 144 params. batch_normalization on FF(16): gamma, beta, moving
    // mean, moving variance = 4*16 = 64 params, of which the 2*16 = 32 moving statistics are not
    // trainable (Keras BatchNormalization). Totals: 208, trainable 176, non-trainable 32.
    using net = nm::sequential<nm::input::feed_forward{.size = 8}, nm::dense{.units = 16}, nm::batch_normalization{}>;
    const std::string text = nm::summary<net>("bn");
    CHECK(text.find(" batch_normalization         (None, 16)                64\n") != std::string::npos);
    CHECK(text.find("Total params: 208\nTrainable params: 176\nNon-trainable params: 32\n") != std::string::npos);
}

TEST_CASE("to_keras_shape: channels-last shapes with the batch as None") {
    // Keras's conventions: (batch, features); (batch, time_steps, features) with None for an unknown
    // length; (batch, height, width, channels); (batch, depth, height, width, channels). A DL4J
    // convolutional_flat input is one flat row of h*w*d = 28*28*1 = 784 elements.
    CHECK(nm::to_keras_shape(nm::input::feed_forward{.size = 10}) == "(None, 10)");
    CHECK(nm::to_keras_shape(nm::input::recurrent{.size = 20, .time_steps = 30}) == "(None, 30, 20)");
    CHECK(nm::to_keras_shape(nm::input::recurrent{.size = 20}) == "(None, None, 20)");
    CHECK(nm::to_keras_shape(nm::input::convolutional{.height = 28, .width = 27, .channels = 3}) == "(None, 28, 27, 3)");
    CHECK(nm::to_keras_shape(nm::input::convolutional_flat{.height = 28, .width = 28, .depth = 1}) == "(None, 784)");
    CHECK(nm::to_keras_shape(nm::input::convolutional3d{.depth = 4, .height = 5, .width = 6, .channels = 7}) ==
          "(None, 4, 5, 6, 7)");
}

TEST_CASE("summary widens its columns for long layer names") {
    // Keras's 29-column name field holds a leading space, at most 27 characters and one separating
    // space. "elementwise_multiplication_1" has 28 characters, so the field widens to 30 and the
    // shape follows after exactly one space.
    using net = nm::sequential<nm::input::feed_forward{.size = 4}, nm::elementwise_multiplication{},
                               nm::elementwise_multiplication{}>;
    const std::string text = nm::summary<net>();
    // "elementwise_multiplication_1" (28 characters) + 2 spaces = a 30-column name field.
    CHECK(text.find(" elementwise_multiplication_1 (None, 4)") != std::string::npos);
}

TEST_CASE("summary of a graph: MLPerf Tiny ResNet-8 with inputs, vertex names and connections") {
    // Reference-networks.md §1.2 (Keras model of pretrainedResnet.h5): first Conv2D 16 3x3 on
    // 32x32x3 -> (None, 32, 32, 16), 448 params; stack 2's 1x1 stride-2 shortcut on the stack-1
    // output -> (None, 16, 16, 32), 544; the add takes (shortcut, branch); Dense 10 -> 650;
    // totals 78,666, trainable 78,186, non-trainable 480.
    const auto rows = nm::summary_rows<nm::zoo::mlperf_resnet8>();
    REQUIRE(rows.size() == 1 + 29);  // the input and 29 vertices
    CHECK(rows[0].name == "input (input)");
    CHECK(nm::to_keras_shape(rows[0].output) == "(None, 32, 32, 3)");
    CHECK(rows[1].name == "conv (conv2d)");
    CHECK(nm::to_keras_shape(rows[1].output) == "(None, 32, 32, 16)");
    CHECK(rows[1].parameters == 448);
    CHECK(rows[1].connected_to == std::vector<std::string>{"input"});
    bool found_shortcut = false, found_add = false;
    for (const auto& row : rows) {
        if (row.name == "stack2_shortcut (conv2d)") {
            found_shortcut = true;
            CHECK(nm::to_keras_shape(row.output) == "(None, 16, 16, 32)");
            CHECK(row.parameters == 544);
            CHECK(row.connected_to == std::vector<std::string>{"stack1_relu2"});
        }
        if (row.name == "stack2_add (elementwise)") {
            found_add = true;
            CHECK(row.connected_to == std::vector<std::string>{"stack2_shortcut", "stack2_bn2"});
        }
    }
    CHECK(found_shortcut);
    CHECK(found_add);
    CHECK(rows.back().name == "dense (dense)");
    CHECK(rows.back().parameters == 650);

    const std::string text = nm::summary<nm::zoo::mlperf_resnet8>("resnet8");
    CHECK(text.find(" Layer (kind)                     Output Shape         Param #     Connected to\n") !=
          std::string::npos);
    CHECK(text.find(" stack2_add (elementwise)         (None, 16, 16, 32)   0           stack2_shortcut, stack2_bn2\n") !=
          std::string::npos);
    CHECK(text.find("Total params: 78,666\nTrainable params: 78,186\nNon-trainable params: 480\n") != std::string::npos);
}

TEST_CASE("summary and plan text of a named graph (struct my_net : graph<...> {}) are the graph's") {
    // docs/guide/declare-a-network.md: a named network answers as the network it names. ResNet-8's numbers as in
    // the test above (published-networks#resnet-8: 78,666 parameters; #mlperf-tiny-peaks: 49,152 B).
    struct resnet8 : nm::zoo::mlperf_resnet8 {};
    const std::string text = nm::summary<resnet8>("resnet8");
    CHECK(text == nm::summary<nm::zoo::mlperf_resnet8>("resnet8"));
    CHECK(text.find("Total params: 78,666\nTrainable params: 78,186\n") != std::string::npos);
    CHECK(text.find(" stack2_add (elementwise)         (None, 16, 16, 32)   0           stack2_shortcut, stack2_bn2\n") !=
          std::string::npos);
    const std::string plan = nm::to_plan_string<resnet8>(nm::memory_plan_of<resnet8, nm::deployment{}>);
    CHECK(plan == nm::to_plan_string<nm::zoo::mlperf_resnet8>(
                      nm::memory_plan_of<nm::zoo::mlperf_resnet8, nm::deployment{}>));
    CHECK(plan.find("stack1_conv2") != std::string::npos);
    CHECK(nm::memory_plan_of<resnet8, nm::deployment{}>.arena_bytes == 49'152);
}

TEST_CASE("summary(name, numbered): layers carry the plan printers' numbers (#0, #1, ...)") {
    // Sequential: the position in the layer list (keras-io convnet: #4 is flatten, published-networks#keras-mnist).
    const std::string sequential = nm::summary<nm::zoo::keras_io_mnist_convnet>("mnist_convnet", true);
    CHECK(sequential.find(" #0 conv2d                   (None, 26, 26, 32)        320\n") != std::string::npos);
    CHECK(sequential.find(" #4 flatten ") != std::string::npos);
    CHECK(sequential.find(" #6 dense ") != std::string::npos);
    // Graphs: inputs unnumbered, vertices by execution order; ResNet-8's first vertex is "conv".
    const std::string graph = nm::summary<nm::zoo::mlperf_resnet8>("resnet8", true);
    CHECK(graph.find(" input (input) ") != std::string::npos);
    CHECK(graph.find(" #0 conv (conv2d) ") != std::string::npos);
    CHECK(graph.find(" #28 dense (dense) ") != std::string::npos);
}
