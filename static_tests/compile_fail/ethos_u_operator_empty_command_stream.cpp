// static_tests/compile_fail/ethos_u_operator_empty_command_stream.cpp: rule netmem::rules::zero_size
// for netmem::ethos_u_operator (layers/ethos_u_operator.hpp): a Vela op without a command stream
// (command_stream_bytes 0) has nothing for the NPU to run. The error must name layer 0 and 0.
// Without NETMEM_COMPILE_FAIL the same op with a 476 B command stream must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: zero_or_negative_size<.*size_value<.*layer<0>, 0>
// expect: netmem: every size \(units, filters
constexpr nm::size_type command_stream = 0;
#else
constexpr nm::size_type command_stream = 476;
#endif
using net = nm::sequential<nm::input::convolutional{.height = 9, .width = 9, .channels = 1},
                           nm::ethos_u_operator{.command_stream_bytes = command_stream, .flash_bytes = 1729,
                                                .scratch_bytes = 3004, .fast_scratch_bytes = 730,
                                                .output = nm::input::convolutional{.height = 13, .width = 12, .channels = 3}}>;

static_assert(nm::parameter_count<net> >= 0);
