// static_tests/compile_fail/dl4j_produces_no_report_time_distributed.cpp:
// rule netmem::rules::dl4j_produces_no_report.
// DL4J's TimeDistributed(Dense) hands the recurrent input to DenseLayer.getOutputType, which throws
// (dl4j-memory-formulas#layer-notes): policy::dl4j must fail, naming layer 0.
// Without NETMEM_COMPILE_FAIL the same network's policy::corrected report must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

using net = nm::sequential<nm::input::recurrent{.size = 20, .time_steps = 30},
                           nm::time_distributed<nm::dense{.units = 10}>{}>;

#ifdef NETMEM_COMPILE_FAIL
// expect: dl4j_produces_no_memory_report_for_this_layer<netmem::error::layer<0> ?>
// expect: netmem: DL4J produces no memory report for this layer
constexpr auto report = nm::memory_report<net, nm::policy::dl4j>();
#else
constexpr auto report = nm::memory_report<net>();
#endif

static_assert(report.size() == 1);
