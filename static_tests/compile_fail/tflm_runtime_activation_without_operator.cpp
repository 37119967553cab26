// static_tests/compile_fail/tflm_runtime_activation_without_operator.cpp: the TFLM runtime model of
// a network whose activation runs as an operator of its own that the lowering has no TFLite
// operator for. dense 8 with elu on 16 inputs: TFLite cannot fuse elu into FULLY_CONNECTED, so the
// converter emits a second operator (ELU), which the TFLM model does not lower
// (runtime/tflm/detail/tflm_graph.hpp activation_operator), so assert_fits with runtime::tflm
// must fail naming layer 0 instead of counting that operator as another one (until issue 22 every
// such step was lowered as SOFTMAX).
// The twin: dense 8 with sigmoid (FULLY_CONNECTED, then LOGISTIC) under runtime::tflm compiles.
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

namespace nm = netmem;
using namespace nm::literals;

#ifdef NETMEM_COMPILE_FAIL
// expect: tflm_runtime_has_no_model_of_layer<netmem::error::layer<0>, netmem::operator_kind::fully_connected ?>
// expect: netmem: the TFLM runtime model has no TFLite operators for this layer yet
constexpr nm::activation function = nm::activation::elu;
#else
constexpr nm::activation function = nm::activation::sigmoid;
#endif

constexpr nm::deployment profile{.runtime = nm::runtime::tflm};
using net = nm::sequential<nm::input::feed_forward{16}, nm::dense{.units = 8, .activation = function}>;

static_assert(nm::assert_fits<net, profile, nm::budget{.ram = 64_KiB, .flash = 512_KiB}>());
