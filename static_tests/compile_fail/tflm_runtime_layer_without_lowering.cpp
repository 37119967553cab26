// static_tests/compile_fail/tflm_runtime_layer_without_lowering.cpp: the TFLM runtime model of a
// network with a layer whose TFLite operators it cannot lower yet. dense 3 -> lstm 8 -> dense 3 on a
// 10-step sequence: the planner models the lstm (UNIDIRECTIONAL_SEQUENCE_LSTM: state and scratch in
// netmem's arena), but TFLM keeps an LSTM's state as variable tensors in its persistent tail, which
// the TFLM model does not lower yet (runtime/tflm/detail/tflm_graph.hpp), so assert_fits with
// runtime::tflm must fail naming layer 1 instead of reporting an arena without that state.
// The twin: the same network under runtime::static_arena (netmem's own plan) compiles.
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

namespace nm = netmem;
using namespace nm::literals;

#ifdef NETMEM_COMPILE_FAIL
// expect: tflm_runtime_has_no_model_of_layer<netmem::error::layer<1>, netmem::operator_kind::lstm ?>
// expect: netmem: the TFLM runtime model has no TFLite operators for this layer yet
constexpr nm::deployment profile{.runtime = nm::runtime::tflm};
#else
constexpr nm::deployment profile{};
#endif

using net = nm::sequential<nm::input::recurrent{.size = 4, .time_steps = 10}, nm::dense{.units = 3},
                           nm::lstm{.units = 8}, nm::dense{.units = 3}>;

static_assert(nm::assert_fits<net, profile, nm::budget{.ram = 64_KiB, .flash = 512_KiB}>());
