// static_tests/layers_per_tensor_quantized.cpp: layers/per_tensor_quantized.hpp (and reshape.hpp): micro_speech's head as netmem-import writes it.
// Moved verbatim from static_tests/imported_layers.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
// Also tests: netmem/layers/reshape.hpp
#include <netmem/netmem.hpp>

// From the former static_tests/imported_layers.cpp: the layers netmem-import writes (reshape, quantize, dequantize,
// opaque_operator, per_tensor_quantized). Every number is a hand computation written out here.
namespace nm = netmem;

namespace {

// micro_speech's head (TFLM micro_speech example): feed_forward(1960) -> RESHAPE [1,49,40,1] ->
// DEPTHWISE_CONV_2D 10x8 stride 2 same, multiplier 8 -> [1,25,20,8] -> FULLY_CONNECTED 4 -> SOFTMAX.
using micro_speech = nm::sequential<
    nm::input::feed_forward{.size = 1960},
    nm::reshape{.target = nm::input::convolutional{.height = 49, .width = 40, .channels = 1}},
    nm::depthwise_conv2d{.kernel = {10, 8}, .stride = {2, 2}, .padding = nm::padding::same, .depth_multiplier = 8,
                         .activation = nm::activation::relu},
    nm::per_tensor_quantized{nm::dense{.units = 4}},
    nm::activation_layer{.activation = nm::activation::softmax}>;

// Parameters: depthwise 1 x 8 x 10 x 8 = 640 weights + 8 biases; dense 25 x 20 x 8 = 4,000 inputs
// x 4 = 16,000 weights + 4 biases: 640 + 8 + 16,000 + 4 = 16,652 (= the file's weight and bias
// tensors: 640 + 8 + 16,000 + 4 elements).
static_assert(nm::parameter_count<micro_speech> == 16'652);
// The reshape is an alias: no tensor; out of the depthwise: ceil(49/2) x ceil(40/2) x 8 = 25 x 20 x 8.
static_assert(nm::output_type<micro_speech> == nm::input_type(nm::input::feed_forward{.size = 4}));

// Flash under the int8 per-channel profile: weights 640 + 16,000 = 16,640 B; biases (8 + 4) x 4 B =
// 48 B; quantization pairs: depthwise 8 (per channel) + dense 1 (per_tensor_quantized) = 9 x 8 B = 72 B.
constexpr auto flash = nm::flash_usage<micro_speech>(nm::tflite_int8);
static_assert(flash.weights == 16'640 && flash.biases == 48 && flash.quantization == 72);
// Under a per_tensor profile every weight tensor stores one pair: 2 x 8 = 16 B; float: none.
static_assert(nm::flash_usage<micro_speech>(nm::deployment{.quantization = nm::uniform_quantization(nm::quantization_granularity::per_tensor)})
                  .quantization == 16);
static_assert(nm::flash_usage<micro_speech>(nm::tflite_float32).quantization == 0);

// Arena (int8, 16-byte alignment): the input 1,960 B (-> 1,968) is the reshape's tensor too; the
// depthwise output 4,000 B; the dense output 4 B (-> 16) and the softmax output 4 B (-> 16).
// Step 0 (depthwise) holds 1,968 + 4,000 = 5,968 B: the peak (TFLM's head for this file, oracles/README.md).
static_assert(nm::memory_plan_of<micro_speech>.lower_bound_bytes == 5'968);
static_assert(nm::memory_plan_of<micro_speech>.arena_bytes == 5'968);

}  // namespace
