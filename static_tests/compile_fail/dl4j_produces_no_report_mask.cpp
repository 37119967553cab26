// static_tests/compile_fail/dl4j_produces_no_report_mask.cpp: rule netmem::rules::dl4j_produces_no_report.
// DL4J's MaskLayer.getMemoryReport returns an empty report (dl4j-memory-formulas#bug-4): asking policy::dl4j
// for the report of a network whose layer 1 is a mask layer must fail, naming layer 1.
// Without NETMEM_COMPILE_FAIL the same network's policy::corrected report must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

using net = nm::sequential<nm::input::recurrent{.size = 20, .time_steps = 30}, nm::lstm{.units = 16}, nm::mask{},
                           nm::rnn_output{.units = 4}>;

#ifdef NETMEM_COMPILE_FAIL
// expect: dl4j_produces_no_memory_report_for_this_layer<netmem::error::layer<1> ?>
// expect: netmem: DL4J produces no memory report for this layer
constexpr auto report = nm::memory_report<net, nm::policy::dl4j>();
#else
constexpr auto report = nm::memory_report<net>();
#endif

static_assert(report.size() == 3);
