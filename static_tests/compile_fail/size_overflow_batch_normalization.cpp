// static_tests/compile_fail/size_overflow_batch_normalization.cpp: rule netmem::rules::size_overflow,
// from batch normalization's 4 parameters per feature (gamma, beta, mean, variance; DL4J
// BatchNormalizationParamInitializer). On FF(2^62) that is 4 * 2^62 (it used to be a failed
// constant evaluation); layer 0 must fail naming 4 and 4611686018427387904.
// Without NETMEM_COMPILE_FAIL FF(2^60) (4 * 2^60 = 2^62 parameters) must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: size_overflow<.*left_operand<.*layer<0>, 4>
// expect: right_operand<.*layer<0>, 4611686018427387904>
// expect: netmem: a size does not fit in 64 bits
inline constexpr nm::size_type features = 4'611'686'018'427'387'904;
#else
inline constexpr nm::size_type features = 1'152'921'504'606'846'976;
#endif
using net = nm::sequential<nm::input::feed_forward{.size = features}, nm::batch_normalization{}>;

static_assert(nm::parameter_count<net> >= 0);
