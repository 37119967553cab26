// static_tests/compile_fail/size_overflow_bidirectional.cpp: rule netmem::rules::size_overflow, from
// bidirectional's two copies of the wrapped layer. lstm{2^30} on n_in = 2^29 has
// 4 * 2^30 * (2^29 + 2^30 + 1) = 6917529031936049152 parameters (fits in 64 bits); twice that does
// not (it used to be a failed constant evaluation). Layer 0 must fail naming 2 and
// 6917529031936049152. Without NETMEM_COMPILE_FAIL the same LSTM unwrapped must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

inline constexpr auto recurrent = nm::lstm{.units = 1'073'741'824};
#ifdef NETMEM_COMPILE_FAIL
// expect: size_overflow<.*left_operand<.*layer<0>, 2>
// expect: right_operand<.*layer<0>, 6917529031936049152>
// expect: netmem: a size does not fit in 64 bits
using net = nm::sequential<nm::input::recurrent{.size = 536'870'912, .time_steps = 2}, nm::bidirectional<recurrent>{}>;
#else
using net = nm::sequential<nm::input::recurrent{.size = 536'870'912, .time_steps = 2}, recurrent>;
#endif

static_assert(nm::parameter_count<net> >= 0);
