// tools/netmem-import/tests/imported_models.cpp
// Every model of ../shared/models, imported at build time by netmem_import_tflite() (the headers
// are in the build tree), compiled, and compared with the file itself:
//   - parameter_count<Net> = elements of the file's weight and bias tensors (<name>_file, read by
//     netmem-import from the tensors' shapes, not by netmem's formulas);
//   - every layer's output shape = the shape of the tensor it writes in the file;
//   - flash: weights and biases = the bytes of those tensors' buffers in the file; the rest of the
//     file's constant bytes are the shape tensors of RESHAPE (written out per model below);
//   - netmem-import's run-time plan (detail::plan_of_steps on the parsed file) = the compile-time
//     memory_plan_of<Net, Profile> of the generated type, tensor by tensor: the numbers --report prints are the
//     compile-time ones.
#include <doctest/doctest.h>

#include <string>

#include <netmem/runtime/tflm/tflm.hpp>

#include "ad01_int8.hpp"
#include "all_ops.hpp"
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

/// The first node whose netmem output type differs from the file's tensor shape (npos: none).
/// Sequential: node k is layer k. Graph: the vertex named File::names[k], wherever the graph's
/// execution order puts it.
template <class Net, class File, nm::deployment Profile>
consteval std::size_t first_shape_mismatch() {
    using view = nm::deployment_network<Net>;
    const auto nodes = view::nodes(Profile);
    if (view::node_count != File::node_count) return 0;
    for (std::size_t k = 0; k < File::node_count; ++k) {
        std::size_t position = k;
        if constexpr (view::has_vertex_names) position = view::position_of(File::names[k]);
        if (position >= view::node_count || !(nodes[position].output == File::outputs[k])) return k;
    }
    return static_cast<std::size_t>(-1);
}

template <class Net, class File, nm::deployment Profile>
void check_against_file(const std::string& file_name, nm::size_type shape_tensor_bytes,
                        const std::string& directory = NETMEM_SHARED_MODELS_DIR) {
    CAPTURE(file_name);
    // Parameters: netmem's count = elements of the file's weight and bias tensors.
    CHECK(nm::parameter_count<Net> == File::weight_elements + File::bias_elements);
    // Every tensor shape.
    CHECK(first_shape_mismatch<Net, File, Profile>() == static_cast<std::size_t>(-1));
    // Flash = the constant buffers' bytes.
    constexpr auto flash = nm::flash_usage<Net>(Profile);
    CHECK(flash.weights == File::weight_bytes);
    CHECK(flash.biases == File::bias_bytes);
    CHECK(flash.weights_and_biases() + shape_tensor_bytes == File::constant_bytes);

    // The run-time plan of the parsed file = the compile-time plan of the generated type.
    const netmem_import::model_info model = netmem_import::read_tflite_file(directory + "/" + file_name);
    const netmem_import::imported_network net = netmem_import::import_network(model, false);
    const auto runtime = netmem_import::plan_network(net, Profile);
    constexpr auto compile_time = nm::memory_plan_of<Net, Profile>;
    CHECK(runtime->arena_bytes == compile_time.arena_bytes);
    CHECK(runtime->lower_bound_bytes == compile_time.lower_bound_bytes);
    CHECK(runtime->planner == compile_time.planner);
    CHECK(runtime->flash.total() == compile_time.flash.total());
    CHECK(netmem_import::parameter_count(net) == nm::parameter_count<Net>);
    REQUIRE(runtime->tensor_count == compile_time.tensor_count);
    for (std::size_t t = 0; t < compile_time.tensor_count; ++t) {
        CAPTURE(t);
        CHECK(runtime->tensors()[t].offset == compile_time.tensors()[t].offset);
        CHECK(runtime->tensors()[t].data_bytes == compile_time.tensors()[t].data_bytes);
        CHECK(runtime->tensors()[t].first_step == compile_time.tensors()[t].first_step);
        CHECK(runtime->tensors()[t].last_step == compile_time.tensors()[t].last_step);
        CHECK(runtime->tensors()[t].layer == compile_time.tensors()[t].layer);
    }
}

}  // namespace

// Shape tensors (the rest of each file's constant bytes), from
// `../shared/oracles/src/add_offline_plan.py --show MODEL` (INT32 constants that are no op's
// weights or bias):
//   ad01_int8, hello_world_int8: none                                       -> 0 B
//   kws_ref_model: functional_1/flatten/Const INT32 [2]                    -> 8 B
//   micro_speech_quantized: Reshape_2/shape INT32 [4]                      -> 16 B
//   person_detect: MobilenetV1/Logits/SpatialSqueeze_shape INT32 [2]       -> 8 B
//   pretrainedResnet_quant: the flatten's shape INT32 [2]                  -> 8 B
//   vww_96_int8: the flatten's shape INT32 [2]                             -> 8 B
TEST_CASE("netmem-import: every shared model against its own file") {
    check_against_file<m::ad01_int8, m::ad01_int8_file, m::ad01_int8_deployment>("ad01_int8.tflite", 0);
    check_against_file<m::hello_world_int8, m::hello_world_int8_file, m::hello_world_int8_deployment>(
        "hello_world_int8.tflite", 0);
    check_against_file<m::kws_ref_model, m::kws_ref_model_file, m::kws_ref_model_deployment>("kws_ref_model.tflite", 8);
    check_against_file<m::micro_speech_quantized, m::micro_speech_quantized_file,
                       m::micro_speech_quantized_deployment>("micro_speech_quantized.tflite", 16);
    check_against_file<m::person_detect, m::person_detect_file, m::person_detect_deployment>("person_detect.tflite", 8);
    check_against_file<m::pretrained_resnet_quant, m::pretrained_resnet_quant_file,
                       m::pretrained_resnet_quant_deployment>("pretrainedResnet_quant.tflite", 8);
    check_against_file<m::vww_96_int8, m::vww_96_int8_file, m::vww_96_int8_deployment>("vww_96_int8.tflite", 8);
}

// The file's op counts (oracles/README.md, "ops" column) and the network kinds: a chain becomes a
// sequential, ResNet-8's shortcuts a graph.
TEST_CASE("netmem-import: op counts and network kinds") {
    CHECK(m::pretrained_resnet_quant_file::operator_count == 16);
    CHECK(m::kws_ref_model_file::operator_count == 13);
    CHECK(m::vww_96_int8_file::operator_count == 31);
    CHECK(m::ad01_int8_file::operator_count == 10);
    CHECK(m::person_detect_file::operator_count == 31);
    CHECK(m::micro_speech_quantized_file::operator_count == 4);
    CHECK(m::hello_world_int8_file::operator_count == 3);
    CHECK(nm::deployment_network<m::pretrained_resnet_quant>::has_vertex_names);  // a graph
    CHECK_FALSE(nm::deployment_network<m::vww_96_int8>::has_vertex_names);        // a sequential
}

// netmem's arena for each file against TFLM's own head for it (oracles/README.md, 32-bit reference
// kernels, "head" column: 49,152 / 16,000 / 73,728 / 768 / 55,296 / 5,968 / 32). netmem keeps the
// best of its planners, so it is at most TFLM's greedy head; it equals it for six models, and for
// VWW it is 55,296 B against TFLM's 73,728 B: the figure the issue names, which TFLM itself reaches
// when given netmem's plan (ctest netmem_import.offline_plan.vww_96_int8).
TEST_CASE("netmem-import: arena against the TFLM oracle's head") {
    CHECK(nm::memory_plan_of<m::vww_96_int8, m::vww_96_int8_deployment>.arena_bytes == 55'296);
    CHECK(nm::memory_plan_of<m::person_detect, m::person_detect_deployment>.arena_bytes == 55'296);
    CHECK(nm::memory_plan_of<m::pretrained_resnet_quant, m::pretrained_resnet_quant_deployment>.arena_bytes == 49'152);
    CHECK(nm::memory_plan_of<m::kws_ref_model, m::kws_ref_model_deployment>.arena_bytes == 16'000);
    CHECK(nm::memory_plan_of<m::ad01_int8, m::ad01_int8_deployment>.arena_bytes == 768);
    CHECK(nm::memory_plan_of<m::micro_speech_quantized, m::micro_speech_quantized_deployment>.arena_bytes == 5'968);
    CHECK(nm::memory_plan_of<m::hello_world_int8, m::hello_world_int8_deployment>.arena_bytes == 32);
}

// docs/guide/import-a-tflite.md, compiled: the generated person_detect type fits the STM32F446RE (128 KiB SRAM,
// 512 KiB flash) with the file's profile, in 55,296 B of arena (TFLM's head for this file,
// oracles/README.md).
static_assert(nm::fits<m::person_detect, m::person_detect_deployment, nm::targets::stm32f446re>);
static_assert(nm::memory_plan_of<m::person_detect, m::person_detect_deployment>.arena_bytes == 55'296);
// ... and run by TFLM with 32-bit pointers (oracles/README.md, tflm-arena-m32, person_detect: head
// 55,296, tail 27,004, min arena (x16) 82,304 B).
constexpr nm::deployment person_detect_tflm = [] {
    auto p = m::person_detect_deployment;
    p.runtime = nm::runtime::tflm;
    return p;
}();
static_assert(nm::fits<m::person_detect, person_detect_tflm, nm::targets::stm32f446re>);
static_assert(nm::tflm::arena_size<m::person_detect>(person_detect_tflm) == 82'304);

// all_ops.tflite (tests/make_bad_models.cpp, build_all_ops): QUANTIZE, PAD, MAX_POOL_2D, CONV_2D,
// LOGISTIC, MUL, CONCATENATION, TRANSPOSE_CONV, MEAN, DEQUANTIZE, as a graph (MUL and
// CONCATENATION read two tensors). Hand figures:
//   parameters: conv 8 x 3 x 3 x 4 + 8 = 296; transpose conv 16 x 4 x 3 x 3 + 4 = 580; 876 in all;
//   flash (file profile: int8 weights, int32 biases, int8 activations, per channel): weights
//   288 + 576 = 864 B, biases (8 + 4) x 4 = 48 B, quantization (8 per-channel pairs of the conv + 1
//   per-tensor pair of the transpose conv) x 8 B = 72 B;
//   the rest of the constants: PAD's paddings int32 [4, 2] 32 B + TRANSPOSE_CONV's output shape int32
//   [4] 16 B + MEAN's axes int32 [2] 8 B = 56 B;
//   scratch 1,640 B: TRANSPOSE_CONV's output 10 x 10 x 4 = 400 int32 accumulators = 1,600 B
//   (tflite-micro kernels/transpose_conv.cc, Prepare); MEAN's (kernels/reduce_common.cc,
//   PrepareMeanOrSumHelper, int8): 4 int32 accumulators 16 B + the input iterator 4 x rank 4 = 16 B
//   + the resolved axes 4 x 2 = 8 B = 40 B (layers/global_pooling.hpp).
TEST_CASE("netmem-import: every other mapped op (all_ops.tflite)") {
    check_against_file<m::all_ops, m::all_ops_file, m::all_ops_deployment>("all_ops.tflite", 56,
                                                                           NETMEM_GENERATED_MODELS_DIR);
    static_assert(nm::parameter_count<m::all_ops> == 876);
    constexpr auto plan = nm::memory_plan_of<m::all_ops, m::all_ops_deployment>;
    static_assert(plan.flash.weights == 864 && plan.flash.biases == 48 && plan.flash.quantization == 72);
    nm::size_type scratch = 0;
    for (std::size_t t = 0; t < plan.tensor_count; ++t)
        if (plan.tensors()[t].kind == nm::tensor_kind::scratch) scratch += plan.tensors()[t].data_bytes;
    CHECK(scratch == 1'640);
    static_assert(nm::deployment_network<m::all_ops>::has_vertex_names);  // a graph
    static_assert(m::all_ops_deployment.activations == nm::data_type::int8);
}
