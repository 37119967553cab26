// static_tests/compile_fail/tflm_abi_pointer_bits.cpp: a TFLM profile whose ABI has pointers of
// another width than its pointer_bits (struct_abi::lp64 has 8-byte pointers; pointer_bits = 32)
// contradicts itself and must not compile, naming the check with both widths
// (runtime/tflm/tflm.hpp, detail::check_pointer_width).
// The twin: the same ABI with 64-bit pointers compiles.
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: abi_pointer_bytes_differ_from_pointer_bits
// expect-clang: non-constexpr function 'abi_pointer_bytes_differ_from_pointer_bits'
// expect-gcc: call to non-.*abi_pointer_bytes_differ_from_pointer_bits\(int, int\)
constexpr nm::deployment profile{.runtime = nm::runtime::tflm, .tflm = {.pointer_bits = 32, .abi = nm::struct_abi::lp64}};
#else
constexpr nm::deployment profile{.runtime = nm::runtime::tflm, .tflm = {.pointer_bits = 64, .abi = nm::struct_abi::lp64}};
#endif

constexpr auto report = nm::tflm::arena<nm::zoo::tflm_hello_world>(profile);
static_assert(report.head_bytes >= 0);
