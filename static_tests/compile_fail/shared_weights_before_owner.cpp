// static_tests/compile_fail/shared_weights_before_owner.cpp: in a sequential network the layer
// that owns the weights must come before the layers that reuse them (weight tying, as in ALBERT's
// repeated block); here shared_weights<conv> is layer 0 and conv itself layer 1. It must not compile,
// naming layer 0 (network/detail/weight_sharing.hpp).
// The twin: conv first, then shared_weights<conv>: 3*3*1*1 + 1 = 10 parameters, counted once.
#include <netmem/netmem.hpp>

namespace nm = netmem;

constexpr nm::conv2d conv{.filters = 1, .kernel = {3, 3}, .padding = nm::padding::same};

#ifdef NETMEM_COMPILE_FAIL
// expect: shared_weights_without_owner<netmem::error::layer<0>
using tied = nm::sequential<nm::input::convolutional{8, 8, 1}, nm::shared_weights<conv>{}, conv>;
#else
using tied = nm::sequential<nm::input::convolutional{8, 8, 1}, conv, nm::shared_weights<conv>{}>;
#endif

static_assert(nm::parameter_count<tied> == 10);
