// static_tests/compile_fail/tflm_pointer_bits.cpp: the TFLM runtime model knows TFLM's structures
// for 32-bit (Cortex-M, i386) and 64-bit (x86-64 host) pointers only; pointer_bits = 16 must not
// compile, naming the check (runtime/tflm/tflm.hpp).
// The twin: the same network with 64-bit pointers compiles.
#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: pointer_bits_not_32_or_64
// expect-clang: non-constexpr function 'pointer_bits_not_32_or_64'
// expect-gcc: call to non-.*pointer_bits_not_32_or_64\(int\)
constexpr nm::deployment profile{.runtime = nm::runtime::tflm, .tflm = {.pointer_bits = 16}};
#else
constexpr nm::deployment profile{.runtime = nm::runtime::tflm, .tflm = {.pointer_bits = 64}};
#endif

constexpr auto report = nm::tflm::arena<nm::zoo::tflm_hello_world>(profile);
static_assert(report.head_bytes >= 0);
