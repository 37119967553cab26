// static_tests/compile_fail/plan_constant_evaluation_budget.cpp: a chain of 2,400 dense layers
// (2,401 arena tensors) is more than one planner's constant evaluation can place within clang's
// default -fconstexpr-steps (1,048,576): memory_plan_of must fail with netmem's own error, naming
// the tensor count, the estimate and the flag to raise, BEFORE any planner runs (so the compiler's
// "maximum step limit" never appears). Estimate (plan_memory.hpp, estimated_planner_steps):
// log2 rounded up = 12; 2,401 x (60 + 34 x 12) + 2,400 x (40 + 3 x 12) + 2,400^2 / 2,401 =
// 1,123,668 + 182,400 + 2,399 = 1,308,467 > 1,048,576. The twin: 1,200 layers (its estimate,
// log2 = 11: 1,201 x 434 + 1,200 x 73 + 1,199 = 610,033) plans.
#include <netmem/netmem.hpp>

namespace nm = netmem;

#define NETMEM_DENSE nm::dense{.units = 16}
#define NETMEM_TIMES2(x) x, x
#define NETMEM_TIMES10(x) x, x, x, x, x, x, x, x, x, x
// 1,000 + 2 x 100 = 1,200 layers.
#define NETMEM_1200 NETMEM_TIMES10(NETMEM_TIMES10(NETMEM_TIMES10(NETMEM_DENSE))), \
    NETMEM_TIMES2(NETMEM_TIMES10(NETMEM_TIMES10(NETMEM_DENSE)))

#ifdef NETMEM_COMPILE_FAIL
// expect: constant_evaluation_budget_check<netmem::error::tensor_count<2401>, netmem::error::overlapping_pairs<2400>, netmem::error::estimated_steps<1308467>, netmem::error::budget_steps<1048576>
// expect: netmem: planning this many arena tensors \(tensor_count\) needs more constant-evaluation steps
// expect: -fconstexpr-steps=N on clang
// expect: NETMEM_CONSTANT_EVALUATION_STEPS=N
using chain = nm::sequential<nm::input::feed_forward{.size = 16}, NETMEM_1200, NETMEM_1200>;
#else
using chain = nm::sequential<nm::input::feed_forward{.size = 16}, NETMEM_1200>;
#endif

static_assert(nm::memory_plan_of<chain, nm::deployment{}>.arena_bytes >= 0);

#undef NETMEM_1200
#undef NETMEM_TIMES10
#undef NETMEM_TIMES2
#undef NETMEM_DENSE
