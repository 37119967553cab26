// training_peak / inference_peak against PyTorch's measured peaks
// (docs/reference/measured-training-peaks.md: PyTorch 2.11, CUDA, H200, float32; training column =
// peak minus the cuBLAS workspace; inference column = peak above parameters and input).
// Requirement (issue 12): every training row within +-10 %, every inference row within +-15 %.
// The rows are read from that file (one data-driven check per row, the network named, the ratios
// printed); the file is in ../shared beside the repository (CI has it), so its absence fails.
//
// Networks: the MLP and LeNet are declared here as the measurement's PyTorch modules (nn.Linear +
// nn.ReLU, the last layer without an activation: the loss is model(x).sum()); alexnet, resnet18 and
// mobilenet_v2 are torchvision's, in netmem/zoo/.
// Also tests: netmem/training/pytorch.hpp netmem/zoo/alexnet.hpp netmem/zoo/mobilenet_v2.hpp
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <netmem/netmem.hpp>
#include <netmem/zoo/alexnet.hpp>
#include <netmem/zoo/mobilenet_v2.hpp>
#include <netmem/zoo/resnet18.hpp>
#include <netmem/zoo/squeezenet1_1.hpp>

namespace nm = netmem;

namespace {

/// 784-1000-1000-10, ReLU, no dropout (measured-training-peaks#method).
using mlp = nm::sequential<nm::input::feed_forward{.size = 784},
                           nm::dense{.units = 1000, .activation = nm::activation::relu},
                           nm::dense{.units = 1000, .activation = nm::activation::relu}, nm::dense{.units = 10}>;
/// DL4J's LeNet in truncate mode: conv 20 5x5, max pool 2, conv 50 5x5, max pool 2, dense 500 ReLU, dense 10.
using lenet = nm::sequential<nm::input::convolutional{.height = 28, .width = 28, .channels = 1},
                             nm::conv2d{.filters = 20, .kernel = {5, 5}},
                             nm::max_pool2d{.kernel = {2, 2}, .stride = {2, 2}},
                             nm::conv2d{.filters = 50, .kernel = {5, 5}},
                             nm::max_pool2d{.kernel = {2, 2}, .stride = {2, 2}},
                             nm::dense{.units = 500, .activation = nm::activation::relu}, nm::dense{.units = 10}>;

// Parameter counts of the table (torchvision num_params: trainable).
static_assert(nm::trainable_parameter_count<mlp> == 1'796'010);
static_assert(nm::trainable_parameter_count<lenet> == 431'080);
static_assert(nm::trainable_parameter_count<nm::zoo::alexnet> == 61'100'840);
static_assert(nm::trainable_parameter_count<nm::zoo::resnet18> == 11'689'512);
static_assert(nm::trainable_parameter_count<nm::zoo::mobilenet_v2> == 3'504'872);
// The breakdown's persistent terms: every parameter and buffer, and the gradients of the trainable
// ones (float32). resnet18: 11,689,512 trainable + 9,600 running statistics (zoo/resnet18.hpp);
// mobilenet_v2: 3,504,872 + 34,112 (zoo/mobilenet_v2.hpp); Adam's state is two tensors per parameter.
static_assert(nm::training_peak<nm::zoo::resnet18>({}).parameters == (11'689'512 + 9'600) * 4);
static_assert(nm::training_peak<nm::zoo::resnet18>({}).gradients == 11'689'512 * 4);
static_assert(nm::training_peak<nm::zoo::mobilenet_v2>({.optimizer = nm::updater::adam}).optimizer_state ==
              2 * 3'504'872 * 4);
static_assert(nm::training_peak<nm::zoo::mobilenet_v2>({}).parameters == (3'504'872 + 34'112) * 4);
// The input term: 3x224x224 float32 per example.
static_assert(nm::training_peak<nm::zoo::alexnet>({.minibatch = 8}).input == 8 * 3 * 224 * 224 * 4);

/// The networks of tools/measure/training_peaks.py (the DERIVED rows of
/// docs/explanation/training-peak.md), as that script builds them: input (T = 50, N, 64), loss on
/// fc(y[-1]); squeezenet1_1 is torchvision's.
constexpr nm::input::recurrent sequence{.size = 64, .time_steps = 50};
using lstm2 = nm::sequential<sequence, nm::lstm{.units = 256}, nm::last_time_step<nm::lstm{.units = 256}>{},
                             nm::dense{.units = 10}>;
using lstm2_stacked = nm::sequential<sequence, nm::last_time_step<nm::stacked_recurrent<nm::lstm{.units = 256}, 2>{}>{},
                                     nm::dense{.units = 10}>;
using gru = nm::sequential<sequence, nm::last_time_step<nm::gru{.units = 256}>{}, nm::dense{.units = 10}>;
using bilstm = nm::sequential<sequence, nm::last_time_step<nm::bidirectional<nm::lstm{.units = 256}>{}>{},
                              nm::dense{.units = 10}>;
using rnn_tanh = nm::sequential<sequence, nm::last_time_step<nm::simple_rnn{.units = 256}>{}, nm::dense{.units = 10}>;

enum class network { mlp, lenet, alexnet, resnet18, mobilenet_v2, lstm2, lstm2_stacked, gru, bilstm, rnn_tanh, squeezenet1_1 };

/// One row of the measured table (measured-training-peaks#table).
struct row {
    std::string name;  ///< the network's name in the file
    network net = network::mlp;
    nm::size_type minibatch = 0;
    nm::updater optimizer = nm::updater::sgd;
    nm::size_type training = 0;   ///< measured training peak (B)
    nm::size_type inference = 0;  ///< measured inference peak above parameters + input (B)
};

std::string trimmed(const std::string& s) {
    const auto first = s.find_first_not_of(' ');
    const auto last = s.find_last_not_of(' ');
    return first == std::string::npos ? std::string{} : s.substr(first, last - first + 1);
}

nm::size_type number_in(const std::string& s) {
    std::string digits;
    for (char c : s)
        if (c >= '0' && c <= '9') digits += c;
    return digits.empty() ? 0 : std::stoll(digits);
}

/// The rows of the file's table, in its order; a row whose network or optimizer is not known here
/// fails the calling test, naming the line.
std::vector<row> measured_rows(const std::string& path) {
    constexpr std::pair<const char*, network> networks[] = {
        {"mlp_784_1000_1000_10", network::mlp}, {"lenet_dl4j_truncate", network::lenet},
        {"alexnet", network::alexnet},          {"resnet18", network::resnet18},
        {"mobilenet_v2", network::mobilenet_v2}, {"lstm2", network::lstm2},
        {"lstm2_stacked", network::lstm2_stacked}, {"gru", network::gru},
        {"bilstm", network::bilstm},            {"rnn_tanh", network::rnn_tanh},
        {"squeezenet1_1", network::squeezenet1_1}};
    std::ifstream file{path};
    std::vector<row> rows;
    std::string line;
    while (std::getline(file, line)) {
        if (line.rfind("| ", 0) != 0 || line.rfind("| network", 0) == 0 || line.rfind("| ---", 0) == 0) continue;
        // | name | input | parameters | minibatch | optimizer | training | inference |
        std::stringstream cells{line};
        std::string cell[8];
        for (auto& c : cell) std::getline(cells, c, '|');
        row r{.name = trimmed(cell[1])};
        bool known_network = false;
        for (const auto& [name, net] : networks)
            if (r.name == name) {
                r.net = net;
                known_network = true;
            }
        const std::string optimizer = trimmed(cell[5]);
        const bool known_optimizer =
            optimizer == nm::name_of(nm::updater::sgd) || optimizer == nm::name_of(nm::updater::adam);
        r.optimizer = optimizer == nm::name_of(nm::updater::adam) ? nm::updater::adam : nm::updater::sgd;
        r.minibatch = number_in(cell[4]);
        r.training = number_in(cell[6]);
        r.inference = number_in(cell[7]);
        INFO("training-peaks.md row: ", line);
        CHECK(known_network);
        CHECK(known_optimizer);
        if (known_network && known_optimizer) rows.push_back(r);
    }
    return rows;
}

struct estimate {
    nm::training_peak_result training;
    nm::inference_peak_result inference;
    nm::inference_peak_result inference_liveness_only;  ///< convolution_workspace::none
};

template <class Net>
estimate estimate_of(const row& r) {
    return {nm::training_peak<Net>({.minibatch = r.minibatch, .optimizer = r.optimizer}),
            nm::inference_peak<Net>({.minibatch = r.minibatch}),
            nm::inference_peak<Net>(
                {.minibatch = r.minibatch, .convolution_workspace = nm::convolution_workspace::none})};
}

estimate estimate_of_row(const row& r) {
    switch (r.net) {
        case network::mlp: return estimate_of<mlp>(r);
        case network::lenet: return estimate_of<lenet>(r);
        case network::alexnet: return estimate_of<nm::zoo::alexnet>(r);
        case network::resnet18: return estimate_of<nm::zoo::resnet18>(r);
        case network::mobilenet_v2: return estimate_of<nm::zoo::mobilenet_v2>(r);
        case network::lstm2: return estimate_of<lstm2>(r);
        case network::lstm2_stacked: return estimate_of<lstm2_stacked>(r);
        case network::gru: return estimate_of<gru>(r);
        case network::bilstm: return estimate_of<bilstm>(r);
        case network::rnn_tanh: return estimate_of<rnn_tanh>(r);
        case network::squeezenet1_1: return estimate_of<nm::zoo::squeezenet1_1>(r);
    }
    return {};
}

double ratio(nm::size_type estimate, nm::size_type measured) {
    return static_cast<double>(estimate) / static_cast<double>(measured);
}

/// Every row: training within 10 %, inference within 15 % (issue 26's targets), the lower end never
/// above the measurement, and the labels.
void check_rows(const std::vector<row>& rows) {
    std::printf("%-22s %3s %5s %13s %13s %6s | %11s %11s %6s %10s | %6s\n", "network", "mb", "opt", "training est.",
                "measured", "ratio", "inference", "measured", "ratio", "cuDNN ws", "no ws");
    for (const row& r : rows) {
        const estimate e = estimate_of_row(r);
        const double training = ratio(e.training.peak_bytes, r.training);
        const double inference = ratio(e.inference.activation_peak, r.inference);
        const double liveness_only = ratio(e.inference_liveness_only.activation_peak, r.inference);
        std::printf("%-22s %3lld %5s %13lld %13lld %6.3f | %11lld %11lld %6.3f %10lld | %6.3f\n", r.name.c_str(),
                    static_cast<long long>(r.minibatch), nm::name_of(r.optimizer),
                    static_cast<long long>(e.training.peak_bytes), static_cast<long long>(r.training), training,
                    static_cast<long long>(e.inference.activation_peak), static_cast<long long>(r.inference), inference,
                    static_cast<long long>(e.inference.convolution_workspace_at_peak), liveness_only);
        INFO(r.name, " minibatch ", r.minibatch, " ", nm::name_of(r.optimizer), ": training ratio ", training,
             ", inference ratio ", inference, " (", liveness_only, " without cuDNN's workspace)");
        CHECK(training >= 0.90);
        CHECK(training <= 1.10);
        CHECK(inference >= 0.85);
        CHECK(inference <= 1.15);
        // The liveness of activations alone never exceeds what PyTorch allocated: the workspace only adds.
        CHECK(liveness_only <= 1.0);
        // The labels (training_peak.hpp estimate_bound): every network but the MLP has a cuDNN
        // convolution (its first layer, groups 1), whose workspaces no rule derives: the training
        // estimate is a lower bound, the default inference estimate a heuristic, `none` the lower end.
        // A recurrent network's cuDNN RNN spaces are not derived either: a lower bound in both.
        const bool recurrent = r.net == network::lstm2 || r.net == network::lstm2_stacked || r.net == network::gru ||
                               r.net == network::bilstm || r.net == network::rnn_tanh;
        const bool cudnn = r.net != network::mlp && !recurrent;
        const auto open = cudnn || recurrent ? nm::estimate_bound::lower_bound : nm::estimate_bound::derived;
        CHECK(e.training.bound == open);
        CHECK(e.training.lower_bound_because.cudnn_convolution_workspaces == cudnn);
        CHECK(e.training.lower_bound_because.cudnn_rnn_spaces == recurrent);
        CHECK(e.inference.bound == (cudnn ? nm::estimate_bound::heuristic : open));
        CHECK(e.inference_liveness_only.bound == open);
    }
}

}  // namespace

TEST_CASE("every row of training-peaks.md: training within 10 %, inference within 15 % of PyTorch's measurement") {
    const std::vector<row> rows = measured_rows(NETMEM_SHARED_DIR "/reference/training-peaks.md");
    REQUIRE_MESSAGE(rows.size() == 30, "../shared/reference/training-peaks.md: its table of 30 rows (CI has the file "
                                       "beside the repository)");
    check_rows(rows);
}

// The project's own table of rows measured by tools/measure/training_peaks.py (the networks whose
// figures are derived: recurrent ones, squeezenet1_1). It has no rows until a GPU run adds them;
// then every row is held to the same targets here, with no code change.
TEST_CASE("every row of tests/reference/training-peaks-gpu.md (tools/measure/training_peaks.py)") {
    const std::vector<row> rows = measured_rows(NETMEM_TESTS_SOURCE_DIR "/reference/training-peaks-gpu.md");
    std::printf("tests/reference/training-peaks-gpu.md: %zu measured rows\n", rows.size());
    check_rows(rows);
}
