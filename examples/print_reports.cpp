// examples/print_reports.cpp -- the DL4J part of the main job: what netmem computes at compile time
// for two DL4J networks, in the forms people already read. tools/demo.sh runs it first, then
// tools/netmem-cli for the microcontroller deployments (MLPerf Tiny).
//
// For the DL4J LeNet (zoo/dl4j_lenet.hpp) and a 784-1000-1000-10 MLP (zoo/mlp.hpp):
// 1. a Keras-style summary, layers numbered #0, #1, ... (their position in the layer list);
// 2. DL4J's NetworkMemoryReport text (policy::dl4j, DL4J's default updater Sgd, float32), exactly
//    as DL4J prints it;
// 3. totals at minibatch 32 in the SAME configuration as that text (Sgd, float32, cache mode
//    none) under both policies;
// 4. the same totals with the Adam updater (2 state values per parameter), in its own block.
// Every block starts with its configuration. Every number is a compile-time constant; the program
// only formats them.
#include <iostream>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include <netmem/io/dl4j_text.hpp>
#include <netmem/io/summary.hpp>
#include <netmem/netmem.hpp>
#include <netmem/zoo/dl4j_lenet.hpp>
#include <netmem/zoo/mlp.hpp>

namespace nm = netmem;

namespace {

void banner(std::string_view title) {
    const std::string line(title.size() + 6, '=');
    std::cout << "\n" << line << "\n== " << title << " ==\n" << line << "\n\n";
}

/// "12,345,678 B (11.77 MiB)".
std::string bytes_text(nm::size_type bytes) {
    return fmt::format("{:>12} B ({:.2f} MiB)", nm::group_thousands(bytes),
                       static_cast<double>(bytes) / (1024.0 * 1024.0));
}

/// Totals at minibatch 32, float32, cache mode none, with `Config`'s updater, under both policies.
template <class Net, nm::training_config Config>
void print_totals() {
    constexpr auto dl4j = nm::memory_report<Net, nm::policy::dl4j>(Config);
    constexpr auto corrected = nm::memory_report<Net>(Config);
    constexpr nm::size_type minibatch = 32;
    std::cout << "Totals (minibatch " << minibatch << ", float32, cache mode none, " << nm::name_of(Config.updater)
              << " updater):\n";
    for (const auto mode : {nm::memory_use_mode::inference, nm::memory_use_mode::training}) {
        const char* name = mode == nm::memory_use_mode::inference ? "inference" : "training ";
        std::cout << "  " << name << "  policy::dl4j       " << bytes_text(dl4j.total_bytes(minibatch, mode)) << "\n";
        std::cout << "  " << name << "  policy::corrected  " << bytes_text(corrected.total_bytes(minibatch, mode)) << "\n";
    }
}

/// Summary, DL4J text and totals of a network.
template <class Net>
void print_dl4j_network(std::string_view title, std::string_view model_name) {
    banner(title);
    std::cout << "Keras-style summary (layers #0, #1, ... in list order; parameters in elements):\n";
    std::cout << nm::summary<Net>(model_name, /*numbered=*/true) << "\n";
    constexpr nm::training_config sgd{};  // DL4J's default updater
    std::cout << "DL4J NetworkMemoryReport (policy::dl4j, " << nm::name_of(sgd.updater)
              << " updater, float32; \"Network Input\" shows the output type, as DL4J does):\n";
    std::cout << nm::to_dl4j_string(nm::memory_report<Net, nm::policy::dl4j>(sgd)) << "\n";
    print_totals<Net, sgd>();
    std::cout << "  (policy::corrected scales inference working memory with the minibatch; docs/differences.md)\n\n";
    print_totals<Net, nm::training_config{.updater = nm::updater::adam}>();
}

}  // namespace

int main() {
    std::cout << "netmem: memory of neural networks, computed at compile time (DL4J memory reports)\n";
    print_dl4j_network<nm::zoo::dl4j_lenet>("DL4J LeNet (model zoo, truncate mode), MNIST 28x28x1", "dl4j_lenet");
    print_dl4j_network<nm::zoo::mlp_784_1000_1000_10>("MLP 784-1000-1000-10", "mlp_784_1000_1000_10");
    return 0;
}
