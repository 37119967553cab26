// static_tests/compile_fail/ethos_u_operator_negative_scratch.cpp: rule netmem::rules::negative_value
// for netmem::ethos_u_operator (layers/ethos_u_operator.hpp): the scratch, fast-scratch and flash
// sizes are bytes and cannot be negative. A scratch tensor of -3004 B: the error must name layer 0
// and -3004. Without NETMEM_COMPILE_FAIL the same op with 3,004 B must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: negative_value<.*size_value<.*layer<0>, -3004>
// expect: netmem: this option .* must not be negative
constexpr nm::size_type scratch = -3004;
#else
constexpr nm::size_type scratch = 3004;
#endif
using net = nm::sequential<nm::input::convolutional{.height = 9, .width = 9, .channels = 1},
                           nm::ethos_u_operator{.command_stream_bytes = 476, .flash_bytes = 1729,
                                                .scratch_bytes = scratch, .fast_scratch_bytes = 730,
                                                .output = nm::input::convolutional{.height = 13, .width = 12, .channels = 3}}>;

static_assert(nm::parameter_count<net> >= 0);
