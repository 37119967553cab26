// static_tests/compile_fail/dl4j_produces_no_report_conv1d.cpp: rule netmem::rules::dl4j_produces_no_report.
// DL4J's Convolution1DLayer report throws ClassCastException (dl4j-memory-formulas#bug-6), so asking for a
// policy::dl4j report of a network whose layer 1 is a conv1d must fail, naming layer 1.
// Without NETMEM_COMPILE_FAIL the policy::corrected report of the same network must compile.
#include <netmem/netmem.hpp>

namespace nm = netmem;

using net = nm::sequential<nm::input::recurrent{.size = 16, .time_steps = 100},
                           nm::upsampling1d{.size = 2}, nm::conv1d{.filters = 8, .kernel = 3}>;

#ifdef NETMEM_COMPILE_FAIL
// expect: dl4j_produces_no_memory_report_for_this_layer<.*layer<1>
// expect: netmem: DL4J produces no memory report for this layer
constexpr auto report = nm::memory_report<net, nm::policy::dl4j>();
#else
constexpr auto report = nm::memory_report<net, nm::policy::corrected>();
#endif

static_assert(report.layers[1].parameters == 3 * 16 * 8 + 8);
