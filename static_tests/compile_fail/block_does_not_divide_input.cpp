// static_tests/compile_fail/block_does_not_divide_input.cpp: rule netmem::rules::block_does_not_divide_input.
// Layer 0 (space_to_depth with block 2 on a 6x5 image) must fail, naming layer 0, the width 5,
// the block 2 and axis 1 (width). Without NETMEM_COMPILE_FAIL a 6x4 image must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: block_does_not_divide_input
// expect: input_size<.*layer<0>, 5>
// expect: block_size<.*layer<0>, 2>
// expect: axis<.*layer<0>, 1>
// expect: netmem: the block size must divide the \(padded\) input
using net = nm::sequential<nm::input::convolutional{.height = 6, .width = 5, .channels = 3},
                           nm::space_to_depth{.block_size = 2}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 6, .width = 4, .channels = 3},
                           nm::space_to_depth{.block_size = 2}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
