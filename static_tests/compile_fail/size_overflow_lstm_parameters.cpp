// static_tests/compile_fail/size_overflow_lstm_parameters.cpp: rule netmem::rules::size_overflow, from
// an LSTM's parameter count 4 * units * (n_in + units + 1) (DL4J LSTMParamInitializer). With
// n_in = units = 2^30, 4 * units * n_in = 2^62 and 4 * units * units = 2^62 each fit, but the
// total 4 * 2^30 * (2^31 + 1) does not (it used to be a failed constant evaluation). Layer 0 must
// fail naming 4 * 2^30 = 4294967296 and 2^31 + 1 = 2147483649.
// Without NETMEM_COMPILE_FAIL 16 units must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: size_overflow<.*left_operand<.*layer<0>, 4294967296>
// expect: right_operand<.*layer<0>, 2147483649>
// expect: netmem: a size does not fit in 64 bits
inline constexpr nm::size_type units = 1'073'741'824;
#else
inline constexpr nm::size_type units = 16;
#endif
using net = nm::sequential<nm::input::recurrent{.size = 1'073'741'824, .time_steps = 2}, nm::lstm{.units = units}>;

static_assert(nm::parameter_count<net> >= 0);
