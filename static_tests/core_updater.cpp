// static_tests/core_updater.cpp: core/updater.hpp. State elements per parameter: stateSize() of
// the DL4J/ND4J updater configuration classes (dl4j-memory-formulas#updaters): Sgd and NoOp none;
// Nesterovs (velocity), AdaGrad (history), RmsProp (G) one; Adam (M, V), AdaMax (M, U), Nadam (M, V),
// AdaDelta (msg, msdx), AdaBelief (M, S) two; AMSGrad (M, V, V_HAT) three. For DL4J LeNet's 431,080
// parameters (published-networks#dl4j-lenet) Adam keeps 2 x 431,080 = 862,160 elements.
#include <string_view>

#include <netmem/core/updater.hpp>

namespace {
namespace nm = netmem;
using nm::updater;

static_assert(nm::updater_state_size(updater::sgd, 1'000) == 0 && nm::updater_state_size(updater::no_op, 1'000) == 0);
static_assert(nm::updater_state_size(updater::nesterovs, 1'000) == 1'000);
static_assert(nm::updater_state_size(updater::ada_grad, 1'000) == 1'000);
static_assert(nm::updater_state_size(updater::rms_prop, 1'000) == 1'000);
static_assert(nm::updater_state_size(updater::adam, 431'080) == 862'160);
static_assert(nm::updater_state_size(updater::ada_max, 1'000) == 2'000);
static_assert(nm::updater_state_size(updater::nadam, 1'000) == 2'000);
static_assert(nm::updater_state_size(updater::ada_delta, 1'000) == 2'000);
static_assert(nm::updater_state_size(updater::ada_belief, 1'000) == 2'000);
static_assert(nm::updater_state_size(updater::ams_grad, 1'000) == 3'000);
static_assert(std::string_view(nm::name_of(updater::adam)) == "adam");
static_assert(std::string_view(nm::name_of(updater::ams_grad)) == "ams_grad");
}  // namespace
