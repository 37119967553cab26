// static_tests/compile_fail/training_optimizer_without_model.cpp: training_peak with an optimizer
// the framework model has no row for (AdaDelta: training/pytorch.hpp, "not modelled") is not a
// constant expression; the diagnostic names error::optimizer_has_no_framework_model. The twin:
// Adam, which has a row.
#include <netmem/netmem.hpp>

namespace nm = netmem;

using net = nm::sequential<nm::input::feed_forward{.size = 16}, nm::dense{.units = 4}>;

#ifdef NETMEM_COMPILE_FAIL
// expect: optimizer_has_no_framework_model
constexpr nm::updater optimizer = nm::updater::ada_delta;
#else
constexpr nm::updater optimizer = nm::updater::adam;
#endif

constexpr auto peak = nm::training_peak<net>({.optimizer = optimizer});
static_assert(peak.peak_bytes > 0);
