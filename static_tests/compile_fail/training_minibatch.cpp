// static_tests/compile_fail/training_minibatch.cpp: training_peak with minibatch 0 is not a constant
// expression; the diagnostic names error::training_minibatch_must_be_positive. The twin: minibatch 1.
#include <netmem/netmem.hpp>

namespace nm = netmem;

using net = nm::sequential<nm::input::feed_forward{.size = 16}, nm::dense{.units = 4}>;

#ifdef NETMEM_COMPILE_FAIL
// expect: training_minibatch_must_be_positive
constexpr nm::size_type minibatch = 0;
#else
constexpr nm::size_type minibatch = 1;
#endif

constexpr auto peak = nm::training_peak<net>({.minibatch = minibatch});
static_assert(peak.peak_bytes > 0);
constexpr auto eval = nm::inference_peak<net>({.minibatch = minibatch});
static_assert(eval.peak_bytes > 0);
