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
#include "generated_vela_2.hpp"
#include "generated_vela_plan.hpp"

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

namespace {

/// The profiles of compare_all with deployment::tflm.stub_custom_ops set to `stub`, and the Arm
/// ABI with CMSIS-NN's MVE kernels (the Arm oracle's Cortex-M55 build).
template <class Net, nm::deployment File, bool Stub>
void compare_vela(const std::string& file) {
    CAPTURE(file);
    CAPTURE(Stub);
    const netmem_import::imported_network net = netmem_import::import_network(
        netmem_import::read_tflite_file(std::string(NETMEM_GENERATED_VELA_DIR) + "/" + file + ".tflite"), false);
    constexpr auto stubbed = [](nm::deployment p) {
        p.tflm.stub_custom_ops = Stub;
        return p;
    };
    compare<Net, stubbed(tflm_profile(File, 32, nm::kernel_library::reference))>(net);
    compare<Net, stubbed(tflm_profile(File, 64, nm::kernel_library::reference))>(net);
    compare<Net, stubbed(tflm_profile(File, 32, nm::kernel_library::cmsis_nn_pure_c))>(net);
    constexpr nm::deployment m55 = [] {
        nm::deployment p = tflm_profile(File, 32, nm::kernel_library::cmsis_nn_mve);
        p.tflm.abi = nm::struct_abi::arm_eabi_gcc;
        p.tflm.stub_custom_ops = Stub;
        return p;
    }();
    compare<Net, m55>(net);
}

}  // namespace

TEST_CASE("A Vela-style model (CUSTOM ethos-u): the generated header's constexpr TFLM figures equal --report's") {
    compare_vela<m::generated_vela_2, m::generated_vela_2_deployment, true>("gen_2");
    compare_vela<m::generated_vela_2, m::generated_vela_2_deployment, false>("gen_2");
    // Seed 3's model (input [1,13,16,8], scratch [5100], fast scratch [630], output [1,14,10,6])
    // with its input at 0 and its output at 1664 inside the op's own scratch at 0, the fast scratch
    // at 5104 (a Vela-style stored plan): taken at compile time as at run time (tflm_graph.hpp
    // inside_own_npu_scratch). Its head by hand: the plan ends at 5104 + round16(630) = 5,744; the
    // kernel's two scratch requests (6 x 8 B and 6 x sizeof(size_t) = 48 B on lp64) are planned
    // online after it, all alive at the one op: 5,744 + 48 + 48 = 5,840; stubbed, 5,744.
    compare_vela<m::generated_vela_plan, m::generated_vela_plan_deployment, true>("vela_plan");
    compare_vela<m::generated_vela_plan, m::generated_vela_plan_deployment, false>("vela_plan");
    constexpr nm::deployment lp64 = tflm_profile(m::generated_vela_plan_deployment, 64, nm::kernel_library::reference);
    static_assert(nm::tflm::arena<m::generated_vela_plan>(lp64).head_bytes == 5'840);
    constexpr nm::deployment lp64_stub = [](nm::deployment p) {
        p.tflm.stub_custom_ops = true;
        return p;
    }(lp64);
    static_assert(nm::tflm::arena<m::generated_vela_plan>(lp64_stub).head_bytes == 5'744);
}
