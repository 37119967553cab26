// tools/netmem-import/tests/arm_oracle.cpp
// The types netmem-import generates from every model of ../shared/models against TFLM built for a
// Cortex-M: the Arm oracle (../shared/oracles/arm/tflm-arena-arm, TFLM 90b983c2 and CMSIS-NN
// 4ab83cc3 cross-compiled with arm-none-eabi-gcc, run under qemu-system-arm; oracles/README.md
// "Arm oracle"). The profile is the file's own with runtime::tflm, struct_abi::arm_eabi_gcc
// (AAPCS, short enums: what the images are compiled with) and, per build:
//   --cpu cortex-m4  --kernels reference  -> kernel_library::reference     (--min-arena)
//   --cpu cortex-m4  --kernels cmsis_nn   -> kernel_library::cmsis_nn_dsp  (--min-arena; ARM_MATH_DSP)
//   --cpu cortex-m55 --kernels cmsis_nn   -> kernel_library::cmsis_nn_mve  (--min-arena; ARM_MATH_MVEI)
//   --cpu cortex-m55 --kernels reference  -> kernel_library::reference     (no --min-arena: the
//       reference images give the same figures on every core, README "Figures"; this run checks it
//       for head, tail and arena_used without the seconds a smallest-arena search costs)
//   --cpu cortex-m7  --kernels cmsis_nn   -> kernel_library::cmsis_nn on targets::stm32h743 (--min-arena)
//   --cpu cortex-m33 --kernels cmsis_nn   -> kernel_library::cmsis_nn on targets::nrf5340   (--min-arena)
//       the variant the target's core picks (core/kernel_selection.hpp resolved_kernels), which the
//       image's cmsis_nn_variant= line must name: dsp on both
//   --cpu cortex-m7 / cortex-m33 --kernels reference -> kernel_library::reference (no --min-arena)
// Compared: head, tail and every tail category, arena_used_bytes, the planning need and the
// smallest working arena (multiple of 16), the buffer and scratch counts, from
// netmem::tflm::arena<generated type> (compile time) AND netmem-import's run-time
// tflm_arena on the parsed file (what --report prints).
// Run in one preset only (tools/netmem-import/tests/CMakeLists.txt): every --min-arena run starts
// about 76 QEMU processes. ctest skips it, saying so, where ../shared/oracles/arm is absent.
#include <doctest/doctest.h>

#include "support/arm_oracle.hpp"

#include <string>

#include <netmem/core/kernel_selection.hpp>
#include <netmem/deploy/targets.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

#include "ad01_int8.hpp"
#include "hello_world_int8.hpp"
#include "kws_ref_model.hpp"
#include "micro_speech_quantized.hpp"
#include "person_detect.hpp"
#include "pretrained_resnet_quant.hpp"
#include "vww_96_int8.hpp"

#include "imported_network.hpp"
#include "runtime_plan.hpp"
#include "tflite_model.hpp"

namespace {

namespace nm = netmem;
namespace m = netmem_models;
using netmem_tests::arm_build;

constexpr nm::deployment arm_profile(nm::deployment base, nm::kernel_library kernels) {
    base.runtime = nm::runtime::tflm;
    base.tflm.pointer_bits = 32;
    base.tflm.abi = nm::struct_abi::arm_eabi_gcc;
    base.kernels = kernels;
    return base;
}

constexpr arm_build m4_reference{"cortex-m4", "reference", nm::kernel_library::reference, true};
constexpr arm_build m4_cmsis_nn{"cortex-m4", "cmsis_nn", nm::kernel_library::cmsis_nn_dsp, true};
constexpr arm_build m55_cmsis_nn{"cortex-m55", "cmsis_nn", nm::kernel_library::cmsis_nn_mve, true};
constexpr arm_build m55_reference{"cortex-m55", "reference", nm::kernel_library::reference, false};
/// kernel_library::cmsis_nn as a target preset's core compiles it.
constexpr nm::kernel_library cmsis_nn_on(const nm::budget& target) {
    return nm::resolved_kernels(nm::kernel_library::cmsis_nn, target.core);
}
constexpr arm_build m7_cmsis_nn{"cortex-m7", "cmsis_nn", cmsis_nn_on(nm::targets::stm32h743), true};
constexpr arm_build m33_cmsis_nn{"cortex-m33", "cmsis_nn", cmsis_nn_on(nm::targets::nrf5340), true};
constexpr arm_build m7_reference{"cortex-m7", "reference", nm::kernel_library::reference, false};
constexpr arm_build m33_reference{"cortex-m33", "reference", nm::kernel_library::reference, false};

template <class Net, nm::deployment Profile>
void compare(const std::string& model, const arm_build& build) {
    constexpr nm::tflm::arena_report mine = nm::tflm::arena<Net>(Profile);
    const std::string path = std::string(NETMEM_SHARED_MODELS_DIR) + "/" + model + ".tflite";
    CAPTURE(model);
    const std::string cpu = build.cpu, kernels = build.kernels;
    CAPTURE(cpu);
    CAPTURE(kernels);
    netmem_tests::check_arm_figures(mine, netmem_tests::arm_oracle(build, path), build);
    // --report's run-time figures: the same lowering, on nodes built from the parsed file.
    const netmem_import::imported_network net =
        netmem_import::import_network(netmem_import::read_tflite_file(path), false);
    CHECK(netmem_import::tflm_arena(net, Profile) == mine);
}

template <class Net, nm::deployment File>
void compare_all(const std::string& model) {
    compare<Net, arm_profile(File, nm::kernel_library::reference)>(model, m4_reference);
    compare<Net, arm_profile(File, nm::kernel_library::cmsis_nn_dsp)>(model, m4_cmsis_nn);
    compare<Net, arm_profile(File, nm::kernel_library::cmsis_nn_mve)>(model, m55_cmsis_nn);
    compare<Net, arm_profile(File, nm::kernel_library::reference)>(model, m55_reference);
    compare<Net, arm_profile(File, m7_cmsis_nn.library)>(model, m7_cmsis_nn);
    compare<Net, arm_profile(File, m33_cmsis_nn.library)>(model, m33_cmsis_nn);
    compare<Net, arm_profile(File, nm::kernel_library::reference)>(model, m7_reference);
    compare<Net, arm_profile(File, nm::kernel_library::reference)>(model, m33_reference);
}

}  // namespace

TEST_CASE("Arm oracle: pretrainedResnet_quant") {
    compare_all<m::pretrained_resnet_quant, m::pretrained_resnet_quant_deployment>("pretrainedResnet_quant");
}
TEST_CASE("Arm oracle: kws_ref_model") { compare_all<m::kws_ref_model, m::kws_ref_model_deployment>("kws_ref_model"); }
TEST_CASE("Arm oracle: vww_96_int8") { compare_all<m::vww_96_int8, m::vww_96_int8_deployment>("vww_96_int8"); }
TEST_CASE("Arm oracle: ad01_int8") { compare_all<m::ad01_int8, m::ad01_int8_deployment>("ad01_int8"); }
TEST_CASE("Arm oracle: person_detect") { compare_all<m::person_detect, m::person_detect_deployment>("person_detect"); }
TEST_CASE("Arm oracle: micro_speech_quantized") {
    compare_all<m::micro_speech_quantized, m::micro_speech_quantized_deployment>("micro_speech_quantized");
}
TEST_CASE("Arm oracle: hello_world_int8") {
    compare_all<m::hello_world_int8, m::hello_world_int8_deployment>("hello_world_int8");
}
