// static_tests/compile_fail/transposed_padding_not_keras.cpp: rule
// netmem::rules::transposed_padding_not_keras. conv2d_transpose is Keras's Conv2DTranspose, which
// takes padding "valid" or "same" only; DL4J's padding::strict (mode 2) at layer 0 must fail,
// naming layer 0 and the padding mode 2 (enum padding: truncate/valid 0, same 1, strict 2,
// causal 3). Without NETMEM_COMPILE_FAIL padding::same must compile.
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: transposed_padding_not_keras
// expect: padding_mode<.*layer<0>, 2>
// expect: conv2d_transpose takes Keras's padding::valid or padding::same
using net = nm::sequential<nm::input::convolutional{.height = 4, .width = 4, .channels = 2},
                           nm::conv2d_transpose{.filters = 3, .kernel = {2, 2}, .padding = nm::padding::strict}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 4, .width = 4, .channels = 2},
                           nm::conv2d_transpose{.filters = 3, .kernel = {2, 2}, .padding = nm::padding::same}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
