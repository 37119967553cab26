// tools/netmem-import/tests/typed_models.cpp
// Models whose tensors have more than one element type (make_typed_models.cpp; issue 22,
// deliverable 1): netmem-import's TFLM figures (tflm_arena, what --report prints) against TFLM
// itself, the tflm-arena oracle (TFLM at tflite-micro 90b983c2, ../shared/oracles/README.md) run
// with --min-arena on the same file: head, tail and every tail category, arena_used_bytes, the
// planning need, the smallest arena (multiple of 16) and the counts, for the three host builds
// (reference kernels 32-bit under qemu-i386 where needed, 64-bit, CMSIS-NN pure C 32-bit).
// The row-1 figures of issue 22 are also written out below, as the oracle printed them.
#include <doctest/doctest.h>

#include "support/tflm_oracle.hpp"

#include <string>

#include <netmem/runtime/tflm/tflm.hpp>

#include "imported_network.hpp"
#include "runtime_plan.hpp"
#include "tflite_model.hpp"

namespace {

namespace nm = netmem;

/// The file's profile, as netmem-import --report builds it (main.cpp profile_of), for one oracle build.
nm::deployment profile_for(const netmem_import::imported_network& net, int pointer_bits, nm::kernel_library kernels) {
    nm::deployment p{};
    p.weights = netmem_import::element_of(net.weights).or_else(p.weights);
    p.biases = netmem_import::element_of(net.biases).or_else(p.biases);
    p.activations = netmem_import::element_of(net.activations).or_else(p.activations);
    p.quantization = net.quantization();
    p.runtime = nm::runtime::tflm;
    p.tflm.pointer_bits = pointer_bits;
    p.tflm.abi = pointer_bits == 64 ? nm::struct_abi::lp64 : nm::struct_abi::ilp32_i386;  // the oracles' ABIs
    p.kernels = kernels;
    return p;
}

nm::tflm::arena_report figures(const std::string& model, int pointer_bits, nm::kernel_library kernels) {
    const netmem_import::imported_network net = netmem_import::import_network(
        netmem_import::read_tflite_file(std::string(NETMEM_TYPED_MODELS_DIR) + "/" + model + ".tflite"), false);
    return netmem_import::tflm_arena(net, profile_for(net, pointer_bits, kernels));
}

void compare_all(const std::string& model) {
    CAPTURE(model);
    const std::string path = std::string(NETMEM_TYPED_MODELS_DIR) + "/" + model + ".tflite";
    const struct {
        const char* binary;
        int bits;
        nm::kernel_library kernels;
    } builds[] = {{"tflm-arena-m32", 32, nm::kernel_library::reference},
                  {"tflm-arena-m64", 64, nm::kernel_library::reference},
                  {"tflm-arena-cmsis-nn-m32", 32, nm::kernel_library::cmsis_nn_pure_c}};
    for (const auto& build : builds) {
        CAPTURE(build.binary);
        netmem_tests::check_arena_figures(figures(model, build.bits, build.kernels),
                                          netmem_tests::oracle_on_file(build.binary, path), build.binary);
    }
}

}  // namespace

TEST_CASE("typed: float32 input and output around an int8 body (issue 22 row 1)") {
    // tflm-arena-m32 --min-arena float_around_int8.tflite: head_bytes=20480 (the float32 input,
    // 4096 x 4 = 16,384 B, live with the int8 copy, 4,096 B), min_arena_bytes_multiple_of_16=21024,
    // tail_persistent_quantization_bytes=0 (neither graph input nor output is quantized).
    const nm::tflm::arena_report m32 = figures("float_around_int8", 32, nm::kernel_library::reference);
    CHECK(m32.head_bytes == 20480);
    CHECK(m32.min_arena_bytes == 21024);
    CHECK(m32.tail.persistent_quantization == 0);
    compare_all("float_around_int8");
}
TEST_CASE("typed: int16x8 with int64 biases (CMSIS-NN's int16 CONV_2D scratch)") {
    // tflm-arena-cmsis-nn-m32: head_bytes=1232 against the reference kernels' 1088: the int16
    // convolution's scratch, which CMSIS-NN requests only for a bias that is not int32.
    CHECK(figures("int16x8_conv", 32, nm::kernel_library::cmsis_nn_pure_c).head_bytes == 1232);
    compare_all("int16x8_conv");
}
TEST_CASE("typed: a float32 model") { compare_all("float_fc"); }
TEST_CASE("typed: int8 input, float32 output") { compare_all("int8_in_float_out"); }
