// static_tests/compile_fail/size_overflow_output_elements.cpp: rule netmem::rules::size_overflow,
// from a layer's output. Layer 0 (zero_padding2d adding 2^40 rows and 2^40 columns to a 4x4x1
// image) has a valid option each, but its output (2^40 + 4) x (2^40 + 4) x 1 has more than 2^63
// elements: it must fail at layer 0, naming both factors, 2^40 + 4 = 1099511627780.
// Without NETMEM_COMPILE_FAIL padding only the rows must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: size_overflow<.*left_operand<.*layer<0>, 1099511627780>
// expect: right_operand<.*layer<0>, 1099511627780>
// expect: netmem: a size does not fit in 64 bits
using net = nm::sequential<nm::input::convolutional{.height = 4, .width = 4, .channels = 1},
                           nm::zero_padding2d{.padding = {1'099'511'627'776, 0, 1'099'511'627'776, 0}}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 4, .width = 4, .channels = 1},
                           nm::zero_padding2d{.padding = {1'099'511'627'776, 0, 0, 0}}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
