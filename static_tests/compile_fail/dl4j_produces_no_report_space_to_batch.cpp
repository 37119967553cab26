// static_tests/compile_fail/dl4j_produces_no_report_space_to_batch.cpp: rule
// netmem::rules::dl4j_produces_no_report. DL4J's SpaceToBatchLayer report has no training
// working-memory maps (NullPointerException in training, dl4j-memory-formulas#bug-5); netmem's report serves
// both modes, so a policy::dl4j report of a network whose layer 2 is a space_to_batch must fail,
// naming layer 2. Without NETMEM_COMPILE_FAIL the policy::corrected report must compile.
#include <netmem/netmem.hpp>

namespace nm = netmem;

using net = nm::sequential<nm::input::convolutional{.height = 8, .width = 8, .channels = 3},
                           nm::conv2d{.filters = 4, .kernel = {3, 3}}, nm::zero_padding2d{},
                           nm::space_to_batch{.block_shape = {2, 2}}>;

#ifdef NETMEM_COMPILE_FAIL
// expect: dl4j_produces_no_memory_report_for_this_layer<.*layer<2>
// expect: netmem: DL4J produces no memory report for this layer
constexpr auto report = nm::memory_report<net, nm::policy::dl4j>();
#else
constexpr auto report = nm::memory_report<net, nm::policy::corrected>();
#endif

static_assert(report.layers[2].parameters == 0);
