// static_tests/compile_fail/svdf_memory_size_not_set.cpp: rule netmem::rules::zero_size for svdf.
// An svdf without memory_size (0: the frames its state keeps, weights_time dimension 1) must fail
// naming layer 0 and the value 0 instead of a state of 0 bytes.
// Without NETMEM_COMPILE_FAIL the same network with memory_size 10 compiles and its TFLM arena
// has the state (the twin).
#include <netmem/netmem.hpp>
#include <netmem/runtime/tflm/tflm.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: zero_or_negative_size<.*size_value<.*layer<0>, 0>
// expect: netmem: every size \(units, filters
using net = nm::sequential<nm::input::feed_forward{40}, nm::svdf{.units = 16}>;
#else
using net = nm::sequential<nm::input::feed_forward{40}, nm::svdf{.units = 16, .memory_size = 10}>;
static_assert(nm::tflm::arena<net>(nm::deployment{.runtime = nm::runtime::tflm}).tail.variable_buffers >= 320);
#endif

static_assert(nm::parameter_count<net> >= 0);
