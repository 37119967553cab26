// static_tests/compile_fail/tflm_shared_constants_too_many.cpp: tflm::shared_constants says how many
// constant reads repeat a tensor an earlier operator read (runtime/tflm/tflm_shared_constants.hpp).
// A dense with a bias has two constants (weights, bias), so 3 repeated reads cannot be: the TFLM
// model must not compile, naming the check. The twin: 1 repeated read compiles.
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

namespace nm = netmem;

using net = nm::sequential<nm::input::feed_forward{16}, nm::dense{.units = 8}>;

#ifdef NETMEM_COMPILE_FAIL
// expect: more_shared_constant_reads_than_constants
// expect-clang: non-constexpr function 'more_shared_constant_reads_than_constants'
// expect-gcc: call to non-.*more_shared_constant_reads_than_constants
constexpr nm::size_type reads = 3;
#else
constexpr nm::size_type reads = 1;
#endif
template <>
struct netmem::tflm::shared_constants<net> {
    static constexpr netmem::size_type repeated_reads = reads;
};

constexpr auto report = nm::tflm::arena<net>(nm::deployment{.runtime = nm::runtime::tflm});
static_assert(report.tensors == 4 - reads);  // input, weights, bias, output, less the repeated reads
