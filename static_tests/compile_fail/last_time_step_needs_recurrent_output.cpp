// static_tests/compile_fail/last_time_step_needs_recurrent_output.cpp:
// rule netmem::rules::last_time_step_needs_recurrent_output.
// Layer 0 wraps a dense layer (output feed_forward, kind 0) in last_time_step: the error must name
// layer 0 and the wrapped layer's output kind.
// Without NETMEM_COMPILE_FAIL the same network wrapping an LSTM must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: last_time_step_wraps_a_layer_without_recurrent_output<.*wrapped_layer_output_kind<netmem::error::layer<0>, netmem::input_kind::feed_forward>
// expect: netmem: last_time_step<L> needs a layer L whose output is recurrent
using net = nm::sequential<nm::input::recurrent{.size = 20, .time_steps = 30},
                           nm::last_time_step<nm::dense{.units = 8}>{}, nm::dense{.units = 2}>;
#else
using net = nm::sequential<nm::input::recurrent{.size = 20, .time_steps = 30},
                           nm::last_time_step<nm::lstm{.units = 8}>{}, nm::dense{.units = 2}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
