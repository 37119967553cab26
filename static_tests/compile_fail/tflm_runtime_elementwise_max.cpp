// static_tests/compile_fail/tflm_runtime_elementwise_max.cpp: the TFLM runtime model lowers an
// elementwise vertex to the TFLite operator of its op (add: ADD, subtract: SUB, product: MUL); max
// (TFLite MAXIMUM, whose kernel data the operators table does not model) has no lowering, so
// assert_fits with runtime::tflm must fail naming the vertex, "max", instead of reporting ADD's
// tail (what netmem did before). The twin: the same graph with a product vertex (MUL) fits.
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

namespace nm = netmem;
using namespace nm::literals;

#ifdef NETMEM_COMPILE_FAIL
// expect: tflm_runtime_has_no_model_of_layer<netmem::error::vertex<'m', 'a', 'x'>, netmem::operator_kind::elementwise ?>
// expect: netmem: the TFLM runtime model has no TFLite operators for this layer yet
constexpr nm::elementwise combine{.op = nm::elementwise_op::max};
#else
constexpr nm::elementwise combine{.op = nm::elementwise_op::product};
#endif

using net = nm::graph<nm::inputs<nm::graph_input<"a", nm::input::convolutional{8, 8, 16}>,
                                 nm::graph_input<"b", nm::input::convolutional{8, 8, 16}>>,
                      nm::vertex<"max", combine, "a", "b">, nm::outputs<"max">>;

constexpr nm::deployment tflm_profile{.runtime = nm::runtime::tflm};
static_assert(nm::assert_fits<net, tflm_profile, nm::budget{.ram = 64_KiB, .flash = 512_KiB}>());
