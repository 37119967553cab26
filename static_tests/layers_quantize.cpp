// static_tests/layers_quantize.cpp: layers/quantize.hpp (and dequantize.hpp): shapes, steps and parameters.
// Moved verbatim from static_tests/imported_layers.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
// Also tests: netmem/layers/dequantize.hpp
#include <netmem/netmem.hpp>

// From the former static_tests/imported_layers.cpp: the layers netmem-import writes (reshape, quantize, dequantize,
// opaque_operator, per_tensor_quantized). Every number is a hand computation written out here.
namespace nm = netmem;

namespace {


// quantize / dequantize: same shape, a step of their own, no parameters, each tensor its own type.
// feed_forward(10): the float32 input 40 B (-> 48), quantize out int8 10 B (-> 16), dense(10) out
// 16 B, dequantize out float32 40 B (-> 48); steps 0 and 2 hold 48 + 16 = 64 B.
using quantized = nm::sequential<nm::input::feed_forward{.size = 10}, nm::quantize{}, nm::dense{.units = 10},
                                 nm::dequantize{}>;
static_assert(nm::parameter_count<quantized> == 10 * 10 + 10);
static_assert(nm::memory_plan_of<quantized>.tensor_count == 4);
static_assert(nm::memory_plan_of<quantized>.arena_bytes == 64);

}  // namespace
