// tools/netmem-import/tests/generated_models.cpp -- compile time = run time on random models
// (issue 22, deliverable 8: "for a sample, also compile the generated header"). tools/tflite-gen
// writes a few seeded models at build time (tests/CMakeLists.txt: seeds and features), netmem-import
// turns each into a header (netmem_import_tflite), and here the constexpr TFLM figures of each
// generated type (netmem::tflm::arena, every figure of arena_report) must equal
// netmem-import's run-time figures (tflm_arena on the parsed file: what --report prints) for the
// three oracle builds' profiles. The
// oracles check the figures themselves (ctest differential.tflm_ci on the same generator); this
// test checks that the generated C++ type is the model the run-time path measures.
#include <doctest/doctest.h>

#include <string>

#include <netmem/runtime/tflm/tflm.hpp>

#include "generated_1.hpp"
#include "generated_2.hpp"
#include "generated_3.hpp"
#include "generated_4.hpp"
#include "generated_5.hpp"

#include "imported_network.hpp"
#include "runtime_plan.hpp"
#include "tflite_model.hpp"

namespace {

namespace nm = netmem;
namespace m = netmem_models;

constexpr nm::deployment tflm_profile(nm::deployment base, int pointer_bits, nm::kernel_library kernels) {
    base.runtime = nm::runtime::tflm;
    base.tflm.pointer_bits = pointer_bits;
    base.tflm.abi = pointer_bits == 64 ? nm::struct_abi::lp64 : nm::struct_abi::ilp32_i386;
    base.kernels = kernels;
    return base;
}

template <class Net, nm::deployment Profile>
void compare(const netmem_import::imported_network& net) {
    constexpr nm::tflm::arena_report compile_time = nm::tflm::arena<Net>(Profile);
    CHECK(netmem_import::tflm_arena(net, Profile) == compile_time);
}

template <class Net, nm::deployment File>
void compare_all(const std::string& model) {
    CAPTURE(model);
    const netmem_import::imported_network net = netmem_import::import_network(
        netmem_import::read_tflite_file(std::string(NETMEM_GENERATED_MODELS_DIR) + "/" + model + ".tflite"), false);
    compare<Net, tflm_profile(File, 32, nm::kernel_library::reference)>(net);
    compare<Net, tflm_profile(File, 64, nm::kernel_library::reference)>(net);
    compare<Net, tflm_profile(File, 32, nm::kernel_library::cmsis_nn_pure_c)>(net);
}

}  // namespace

TEST_CASE("tflite-gen models: the generated header's constexpr TFLM figures equal --report's run-time figures") {
    compare_all<m::generated_1, m::generated_1_deployment>("gen_1");
    compare_all<m::generated_2, m::generated_2_deployment>("gen_2");
    compare_all<m::generated_3, m::generated_3_deployment>("gen_3");
    compare_all<m::generated_4, m::generated_4_deployment>("gen_4");
    compare_all<m::generated_5, m::generated_5_deployment>("gen_5");
}
