// tests/runtime_tflm_tflm_oracle_layers.cpp -- netmem's deployment models of conv2d_transpose, separable_conv2d
// and global_pooling against TFLM's own allocator (../shared/oracles, oracles/README.md): the
// head (planned tensors and scratch) TFLM computes for the tiny models in tests/tflm_models/ must
// equal netmem's arena for the same layers. Reference kernels (tflm-arena-m32, or -m64 where
// i386 executables do not run: the head is the same, oracles/README.md).
// If ../shared is absent the test says so and checks nothing; in CI it is present, so a
// different number fails.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include <netmem/netmem.hpp>

namespace nm = netmem;

namespace {

/// "key=value" of the oracle's report, or -1 when the oracle did not run.
long long oracle_value(const std::string& model, const std::string& key) {
    const std::filesystem::path bin = std::filesystem::path(NETMEM_SHARED_DIR) / "oracles" / "bin";
    const std::string path = std::string(NETMEM_TEST_MODELS_DIR) + "/" + model;
    for (const char* name : {"tflm-arena-m32", "tflm-arena-m64"}) {
        const std::string command = (bin / name).string() + " " + path + " 2>/dev/null";
        FILE* pipe = popen(command.c_str(), "r");
        if (pipe == nullptr) continue;
        std::string text;
        char buffer[256];
        while (std::fgets(buffer, sizeof buffer, pipe) != nullptr) text += buffer;
        const int status = pclose(pipe);
        if (status != 0) continue;
        const std::size_t at = text.find("\n" + key + "=");
        if (at == std::string::npos) continue;
        return std::stoll(text.substr(at + key.size() + 2));
    }
    return -1;
}

bool oracle_present() {
    return std::filesystem::exists(std::filesystem::path(NETMEM_SHARED_DIR) / "oracles" / "bin");
}

}  // namespace

TEST_CASE("TFLM's allocator agrees with netmem's layer deployment models") {
    if (!oracle_present()) {
        MESSAGE("../shared/oracles is absent: nothing checked");
        return;
    }
    using transpose = nm::sequential<nm::input::convolutional{16, 16, 32},
                                     nm::conv2d_transpose{.filters = 16, .kernel = {3, 3}, .stride = {2, 2},
                                                          .padding = nm::padding::same}>;
    using separable = nm::sequential<nm::input::convolutional{32, 32, 8},
                                     nm::separable_conv2d{.filters = 16, .kernel = {3, 3},
                                                          .padding = nm::padding::same, .depth_multiplier = 4}>;
    using mean = nm::sequential<nm::input::convolutional{4, 4, 1280},
                                nm::global_pooling{.type = nm::pooling_type::avg}>;
    using reduce_max = nm::sequential<nm::input::convolutional{4, 4, 8}, nm::global_pooling{}>;

    // The oracle's head_bytes; hand values in tests/layers_layer_deployment.cpp and core_deployment.cpp.
    CHECK(oracle_value("tconv.tflite", "head_bytes") == nm::memory_plan_of<transpose>.arena_bytes);
    CHECK(oracle_value("tconv.tflite", "scratch_bytes") == 65'536);
    CHECK(oracle_value("separable.tflite", "head_bytes") == nm::memory_plan_of<separable>.arena_bytes);
    CHECK(oracle_value("mean.tflite", "head_bytes") == nm::memory_plan_of<mean>.arena_bytes);
    CHECK(oracle_value("mean.tflite", "scratch_bytes") == 5'144);  // 5,120 + 16 + 8
    CHECK(oracle_value("rmax.tflite", "head_bytes") == nm::memory_plan_of<reduce_max>.arena_bytes);
}
