// static_tests/imported_layers.cpp: the layers netmem-import writes (reshape, quantize, dequantize,
// opaque_operator, per_tensor_quantized). Every number is a hand computation written out here.
#include <netmem/netmem.hpp>

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

// quantize / dequantize: same shape, a step of their own, no parameters, each tensor its own type.
// feed_forward(10): the float32 input 40 B (-> 48), quantize out int8 10 B (-> 16), dense(10) out
// 16 B, dequantize out float32 40 B (-> 48); steps 0 and 2 hold 48 + 16 = 64 B.
using quantized = nm::sequential<nm::input::feed_forward{.size = 10}, nm::quantize{}, nm::dense{.units = 10},
                                 nm::dequantize{}>;
static_assert(nm::parameter_count<quantized> == 10 * 10 + 10);
static_assert(nm::memory_plan_of<quantized>.tensor_count == 4);
static_assert(nm::memory_plan_of<quantized>.arena_bytes == 64);

// opaque_operator: the file's output shape, its constants as weights (int8: 1 B each), no scratch.
using opaque = nm::sequential<nm::input::feed_forward{.size = 8},
                              nm::opaque_operator{.output = nm::input::feed_forward{.size = 3}, .constant_elements = 24}>;
static_assert(nm::parameter_count<opaque> == 24);
static_assert(nm::output_type<opaque> == nm::input_type(nm::input::feed_forward{.size = 3}));
static_assert(nm::flash_usage<opaque>().weights == 24);

}  // namespace
