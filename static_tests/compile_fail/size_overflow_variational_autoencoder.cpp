// static_tests/compile_fail/size_overflow_variational_autoencoder.cpp: rule netmem::rules::size_overflow,
// from a variational autoencoder's option. Its working memory has samples * (2 * units + decoder
// widths) elements (DL4J VariationalAutoencoder.getMemoryReport): with samples = 2^62, units 2
// and the default decoder {100}, that is 2^62 * 104 (it used to be a failed constant evaluation
// when the report was asked for). Layer 0 must fail naming 4611686018427387904 and 104.
// Without NETMEM_COMPILE_FAIL samples = 1 must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: size_overflow<.*left_operand<.*layer<0>, 4611686018427387904>
// expect: right_operand<.*layer<0>, 104>
// expect: netmem: a size does not fit in 64 bits
inline constexpr nm::size_type samples = 4'611'686'018'427'387'904;
#else
inline constexpr nm::size_type samples = 1;
#endif
using net = nm::sequential<nm::input::feed_forward{.size = 4}, nm::variational_autoencoder{.units = 2, .samples = samples}>;

static_assert(nm::memory_report<net>().layers[0].parameters > 0);
