// static_tests/compile_fail/dl4j_bidirectional_concat_loses_time_steps.cpp:
// rule netmem::rules::recurrent_input_without_time_steps, reached through DL4J's Bidirectional
// defect (dl4j-memory-formulas#bug-10): in concat mode DL4J re-creates the output type without its time
// length, so under policy::dl4j the layer after it (layer 1, rnn_output) gets RNN(40) with T = 0
// and must fail, naming layer 1 and T = 0 (DL4J throws when totalling).
// Without NETMEM_COMPILE_FAIL the same network's policy::corrected report (T kept) must compile.
#include <netmem/netmem.hpp>

namespace nm = netmem;

using net = nm::sequential<nm::input::recurrent{.size = 20, .time_steps = 30},
                           nm::bidirectional<nm::lstm{.units = 20}>{}, nm::rnn_output{.units = 4}>;

#ifdef NETMEM_COMPILE_FAIL
// expect: recurrent_input_without_time_steps<.*time_steps<.*layer<1>, 0>
// expect: netmem: a recurrent input needs its time length
constexpr auto report = nm::memory_report<net, nm::policy::dl4j>();
#else
constexpr auto report = nm::memory_report<net>();
#endif

static_assert(report.size() == 2);
