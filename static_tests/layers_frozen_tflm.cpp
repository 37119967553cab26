// frozen<L> under runtime::tflm lowers as L: TFLM deploys frozen weights as any weights
// (layers/frozen.hpp: the wrapper forwards the layer's operator kind and deployment hook). Two
// shared models' zoo networks with every weighted layer wrapped in frozen<> must give the figures the
// TFLM oracle (tflite-micro 90b983c2 built for the host, i386, reference kernels) prints for the
// .tflite file; the commands, run from the checkout root:
//   ../shared/oracles/bin/tflm-arena-m32 --min-arena ../shared/models/hello_world_int8.tflite
//     head_bytes=32 tail_bytes=684 arena_used_bytes=716 min_arena_bytes_multiple_of_16=1104
//   ../shared/oracles/bin/tflm-arena-m32 --min-arena ../shared/models/person_detect.tflite
//     head_bytes=55296 tail_bytes=27004 arena_used_bytes=82300 min_arena_bytes_multiple_of_16=82304
// (person_detection's average pooling, flatten and softmax have no weights and stay unwrapped.)
#include <netmem/deploy/fits.hpp>
#include <netmem/layers/all.hpp>
#include <netmem/network/sequential.hpp>
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/tflm_person_detection.hpp>

namespace {
namespace nm = netmem;
namespace pd = nm::zoo::detail::person_detection;
constexpr nm::deployment m32{.runtime = nm::runtime::tflm, .tflm = {.abi = nm::struct_abi::ilp32_i386}};

// zoo/tflm_hello_world.hpp with each dense frozen.
using frozen_hello_world =
    nm::sequential<nm::input::feed_forward{.size = 1}, nm::frozen<nm::dense{.units = 16, .activation = nm::activation::relu}>{},
                   nm::frozen<nm::dense{.units = 16, .activation = nm::activation::relu}>{},
                   nm::frozen<nm::dense{.units = 1}>{}>;
constexpr auto hello = nm::tflm::arena<frozen_hello_world>(m32);
static_assert(hello.head_bytes == 32);
static_assert(hello.tail_bytes == 684);
static_assert(hello.arena_used_bytes == 716);
static_assert(hello.min_arena_bytes == 1'104);
static_assert(hello.unmodelled_operators == 0);
static_assert(nm::runtime_ram_bytes<frozen_hello_world, m32>() == 1'104);  // what fits and static_arena read

// zoo/tflm_person_detection.hpp with each convolution frozen.
template <nm::size_type Stride>
using frozen_depthwise = nm::frozen<pd::depthwise(Stride)>;
template <nm::size_type Filters>
using frozen_pointwise = nm::frozen<pd::pointwise(Filters)>;
using frozen_person_detection = nm::sequential<
    nm::input::convolutional{.height = 96, .width = 96, .channels = 1},
    nm::frozen<nm::depthwise_conv2d{.kernel = {3, 3}, .stride = {2, 2}, .padding = nm::padding::same,
                                    .depth_multiplier = 8, .activation = nm::activation::relu6}>{},
    frozen_depthwise<1>{}, frozen_pointwise<16>{}, frozen_depthwise<2>{}, frozen_pointwise<32>{},
    frozen_depthwise<1>{}, frozen_pointwise<32>{}, frozen_depthwise<2>{}, frozen_pointwise<64>{},
    frozen_depthwise<1>{}, frozen_pointwise<64>{}, frozen_depthwise<2>{}, frozen_pointwise<128>{},
    frozen_depthwise<1>{}, frozen_pointwise<128>{}, frozen_depthwise<1>{}, frozen_pointwise<128>{},
    frozen_depthwise<1>{}, frozen_pointwise<128>{}, frozen_depthwise<1>{}, frozen_pointwise<128>{},
    frozen_depthwise<1>{}, frozen_pointwise<128>{}, frozen_depthwise<2>{}, frozen_pointwise<256>{},
    frozen_depthwise<1>{}, frozen_pointwise<256>{}, nm::avg_pool2d{.kernel = {3, 3}},
    nm::frozen<nm::conv2d{.filters = 2, .kernel = {1, 1}}>{}, nm::flatten{},
    nm::activation_layer{.activation = nm::activation::softmax}>;
constexpr auto person = nm::tflm::arena<frozen_person_detection>(m32);
static_assert(person.head_bytes == 55'296);
static_assert(person.tail_bytes == 27'004);
static_assert(person.arena_used_bytes == 82'300);
static_assert(person.min_arena_bytes == 82'304);
static_assert(person.unmodelled_operators == 0);
}  // namespace
