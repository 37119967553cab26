// static_tests/layers_opaque_operator.cpp: layers/opaque_operator.hpp: the file's shape and constants.
// Moved verbatim from static_tests/imported_layers.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
#include <netmem/netmem.hpp>

// From the former static_tests/imported_layers.cpp: the layers netmem-import writes (reshape, quantize, dequantize,
// opaque_operator, per_tensor_quantized). Every number is a hand computation written out here.
namespace nm = netmem;

namespace {

// opaque_operator: the file's output shape, its constants as weights (int8: 1 B each), no scratch.
using opaque = nm::sequential<nm::input::feed_forward{.size = 8},
                              nm::opaque_operator{.output = nm::input::feed_forward{.size = 3}, .constant_elements = 24}>;
static_assert(nm::parameter_count<opaque> == 24);
static_assert(nm::output_type<opaque> == nm::input_type(nm::input::feed_forward{.size = 3}));
static_assert(nm::flash_usage<opaque>().weights == 24);

}  // namespace
