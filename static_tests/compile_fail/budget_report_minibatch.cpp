// static_tests/compile_fail/budget_report_minibatch.cpp: assert_report_fits with a report budget
// whose minibatch is negative. With minibatch -100 the activations term is negative, so the
// "total" would be smaller than the parameters alone and any budget would seem to fit; it must
// fail with error::report_minibatch_check naming minibatch<-100>. The twin: minibatch 1 and the
// hand-computed 112 B of budget_report.cpp compile.
#include <netmem/netmem.hpp>

namespace nm = netmem;

using tiny = nm::sequential<nm::input::feed_forward{4}, nm::dense{.units = 3}, nm::output{.units = 2}>;

#ifdef NETMEM_COMPILE_FAIL
// expect: report_minibatch_check<netmem::error::minibatch<-100>
// expect: netmem: report_budget::minibatch must be at least 1
constexpr nm::report_budget budget{.minibatch = -100, .bytes = 112};
#else
constexpr nm::report_budget budget{.minibatch = 1, .bytes = 112};
#endif

static_assert(nm::assert_report_fits<tiny, budget>());
