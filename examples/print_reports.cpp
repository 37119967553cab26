// examples/print_reports.cpp -- the main job: prints what netmem computes at compile time for real
// networks, in the forms people already read.
//
// 1. The DL4J LeNet (zoo/dl4j_lenet.hpp) and a 784-1000-1000-10 MLP (zoo/mlp.hpp):
//    a Keras-style summary, DL4J's NetworkMemoryReport text (policy::dl4j, DL4J's default Sgd
//    updater, exactly as DL4J prints it), and totals at minibatch 32 with Adam under both policies.
// 2. The MLPerf Tiny models (zoo/mlperf_*.hpp): parameter counts and the int8 deployment plan
//    (reference kernels, 16-B alignment): arena, lower bound, TFLM greedy, flash, the arena with
//    CMSIS-NN DSP kernels, the per-step timeline of the arena and the per-layer flash/RAM table.
// Every number below is a compile-time constant; the program only formats them.
#include <cstdio>
#include <iostream>
#include <string>
#include <string_view>

#include <netmem/deploy/all.hpp>
#include <netmem/io/dl4j_text.hpp>
#include <netmem/io/plan_text.hpp>
#include <netmem/io/summary.hpp>
#include <netmem/netmem.hpp>
#include <netmem/zoo/dl4j_lenet.hpp>
#include <netmem/zoo/mlp.hpp>
#include <netmem/zoo/mlperf_anomaly_detection.hpp>
#include <netmem/zoo/mlperf_ds_cnn.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>

namespace nm = netmem;

namespace {

void banner(std::string_view title) {
    const std::string line(title.size() + 6, '=');
    std::cout << "\n" << line << "\n== " << title << " ==\n" << line << "\n\n";
}

/// "12,345,678 B (11.77 MiB)".
std::string bytes_text(nm::size_type bytes) {
    char mib[32];
    std::snprintf(mib, sizeof mib, "%.2f", static_cast<double>(bytes) / (1024.0 * 1024.0));
    return nm::io_detail::group_thousands(bytes) + " B (" + mib + " MiB)";
}

/// Totals at minibatch 32, float32, cache mode none, Adam: DL4J's numbers and the corrected ones.
template <class Net>
void print_totals() {
    constexpr nm::training_config adam{.updater = nm::updater::adam};
    constexpr auto dl4j = nm::memory_report<Net, nm::policy::dl4j>(adam);
    constexpr auto corrected = nm::memory_report<Net>(adam);
    constexpr nm::size_type minibatch = 32;
    std::cout << "Totals at minibatch " << minibatch << ", float32, cache mode none, Adam updater:\n";
    for (const auto mode : {nm::memory_use_mode::inference, nm::memory_use_mode::training}) {
        const char* name = mode == nm::memory_use_mode::inference ? "inference" : "training ";
        std::cout << "  " << name << "  policy::dl4j      " << bytes_text(dl4j.total_bytes(minibatch, mode)) << "\n";
        std::cout << "  " << name << "  policy::corrected " << bytes_text(corrected.total_bytes(minibatch, mode))
                  << "\n";
    }
    std::cout << "  (policy::corrected scales inference working memory with the minibatch; see docs/differences.md)\n";
}

/// Summary, DL4J text and totals of a network for the DL4J part.
template <class Net>
void print_dl4j_network(std::string_view title, std::string_view model_name) {
    banner(title);
    std::cout << nm::summary<Net>(model_name) << "\n";
    std::cout << "DL4J NetworkMemoryReport (policy::dl4j, Sgd; \"Network Input\" shows the output type, as DL4J does):\n";
    std::cout << nm::to_dl4j_string(nm::memory_report<Net, nm::policy::dl4j>()) << "\n";
    print_totals<Net>();
}

/// The int8 deployment plan of an MLPerf Tiny model: headline numbers, timeline, per-layer table.
template <class Net>
void print_deployment(std::string_view title) {
    banner(title);
    std::cout << "Parameters (Keras count): " << nm::io_detail::group_thousands(nm::parameter_count<Net>)
              << ", trainable " << nm::io_detail::group_thousands(nm::trainable_parameter_count<Net>) << "\n\n";
    constexpr auto plan = nm::plan_memory<Net>(nm::deployment{});
    constexpr auto dsp = nm::plan_memory<Net>(nm::deployment{.kernels = nm::kernel_library::cmsis_nn_dsp});
    const auto labels = nm::plan_layer_labels<Net>();
    std::cout << "int8 weights and activations, int32 biases, quantization per channel (convolutions) and per\n"
                 "tensor (dense), reference kernels:\n";
    std::cout << nm::to_plan_summary_string(plan, labels);
    std::cout << "With CMSIS-NN DSP kernels (their scratch buffers in the arena): arena "
              << nm::io_detail::group_thousands(dsp.arena_bytes) << " B\n\n";
    std::cout << "Arena per execution step, reference kernels (each letter is a tensor, '.' is free):\n";
    std::cout << nm::to_timeline_string(plan, labels) << "\n";
    std::cout << "Layers that run (batch normalizations and activations folded or fused into them are left out):\n";
    std::cout << nm::to_layer_table_string(plan, labels, /*merged_rows=*/false);
}

}  // namespace

int main() {
    std::cout << "netmem: memory of neural networks, computed at compile time\n";

    print_dl4j_network<nm::zoo::dl4j_lenet>("DL4J LeNet (model zoo, truncate mode), MNIST 28x28x1", "dl4j_lenet");
    print_dl4j_network<nm::zoo::mlp_784_1000_1000_10>("MLP 784-1000-1000-10", "mlp_784_1000_1000_10");

    print_deployment<nm::zoo::mlperf_vww_mobilenet_v1>("MLPerf Tiny visual wake words: MobileNetV1 0.25, 96x96x3");
    print_deployment<nm::zoo::mlperf_ds_cnn>("MLPerf Tiny keyword spotting: DS-CNN, 49x10x1");
    print_deployment<nm::zoo::mlperf_resnet8>("MLPerf Tiny image classification: ResNet-8, 32x32x3 (a graph)");
    print_deployment<nm::zoo::mlperf_anomaly_detection>("MLPerf Tiny anomaly detection: FC autoencoder, 640");
    return 0;
}
