// static_tests/compile_fail/tflm_runtime_operator_kind_without_lowering.cpp: TFLM's lowering maps
// operator kinds (layers/operator_kind.hpp), never layer names: a layer whose kind it has no TFLite
// operators for is a compile error naming the layer and its kind, never left out of the arena.
// Here upsampling2d (operator_kind::upsampling; TFLite's RESIZE_NEAREST_NEIGHBOR, which the
// operators table does not model) after a conv2d, planned for runtime::tflm: layer 1, upsampling.
// The twin: the same network without the upsampling fits.
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

namespace nm = netmem;
using namespace nm::literals;

#ifdef NETMEM_COMPILE_FAIL
// expect: tflm_runtime_has_no_model_of_layer<netmem::error::layer<1>, netmem::operator_kind::upsampling ?>
// expect: netmem: the TFLM runtime model has no TFLite operators for this layer yet
using net = nm::sequential<nm::input::convolutional{8, 8, 3}, nm::conv2d{.filters = 4, .kernel = {3, 3}},
                           nm::upsampling2d{.size = {2, 2}}, nm::flatten{}, nm::dense{.units = 2}>;
#else
using net = nm::sequential<nm::input::convolutional{8, 8, 3}, nm::conv2d{.filters = 4, .kernel = {3, 3}}, nm::flatten{},
                           nm::dense{.units = 2}>;
#endif

constexpr nm::deployment tflm_profile{.runtime = nm::runtime::tflm};
static_assert(nm::assert_fits<net, tflm_profile, nm::budget{.ram = 64_KiB, .flash = 512_KiB}>());
