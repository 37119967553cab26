// static_tests/layers_quantize_element_types.cpp
// A tensor's type is its own (issue 22, deliverable 1): quantize / dequantize change the element
// type downstream, and every figure follows (netmem's plan, TFLM's head and tail).
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

namespace {

namespace nm = netmem;

// float32 [1,4096] -> QUANTIZE -> FULLY_CONNECTED 16 (int8) -> DEQUANTIZE -> float32 (issue 22,
// table row 1; the same model as netmem-import's typed_models test, float_around_int8.tflite).
// Tensors (16-byte alignment): the float32 input 4,096 x 4 = 16,384 B; the int8 copy 4,096 B; the
// dense output 16 B; the float32 output 16 x 4 = 64 B. Step 0 (QUANTIZE) holds 16,384 + 4,096 =
// 20,480 B, the peak.
using float_around_int8 = nm::sequential<nm::input::feed_forward{.size = 4096}, nm::quantize{},
                                         nm::dense{.units = 16}, nm::dequantize{}>;
static_assert(nm::memory_plan_of<float_around_int8>.arena_bytes == 20'480);
// TFLM's head for the file: tflm-arena-m32 --min-arena prints head_bytes=20480 (issue 22 row 1).
constexpr nm::deployment tflm_i386{.runtime = nm::runtime::tflm, .tflm = {.abi = nm::struct_abi::ilp32_i386}};
static_assert(nm::tflm::arena<float_around_int8>(tflm_i386).head_bytes == 20'480);
// No quantization data for the float32 graph input and output (tail_persistent_quantization_bytes=0).
static_assert(nm::tflm::arena<float_around_int8>(tflm_i386).tail.persistent_quantization == 0);
// The same network with the int8 body only (no conversion): 4,096 + 16 B at the peak.
using int8_only = nm::sequential<nm::input::feed_forward{.size = 4096}, nm::dense{.units = 16}>;
static_assert(nm::memory_plan_of<int8_only>.arena_bytes == 4'096 + 16);

// int16x8: quantize{} writes the profile's activations (int16: 2 B each), from float32.
// feed_forward(100): input 400 B, quantize out 200 B (-> 208); the peak 608 B.
using to_int16 = nm::sequential<nm::input::feed_forward{.size = 100}, nm::quantize{}, nm::dequantize{}>;
static_assert(nm::memory_plan_of<to_int16, nm::tflite_int16x8>.arena_bytes == 400 + 208);
// quantize{.from, .to} as written: int8 -> int16 (a requantization), then dequantize to float32:
// 112 (100 B -> 112) + 208 = 320 at step 0; 208 + 400 = 608 at step 1.
using requantize = nm::sequential<nm::input::feed_forward{.size = 100},
                                  nm::quantize{.from = nm::data_type::int8, .to = nm::data_type::int16},
                                  nm::dequantize{}>;
static_assert(nm::memory_plan_of<requantize>.arena_bytes == 608);

}  // namespace
