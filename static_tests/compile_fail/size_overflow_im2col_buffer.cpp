// static_tests/compile_fail/size_overflow_im2col_buffer.cpp: rule netmem::rules::size_overflow, from
// conv2d's im2col working memory (DL4J ConvolutionLayer.getMemoryReport: I = channels * out_h *
// out_w * kh * kw, 2I in training). A 1x1x4 image with explicit padding 2^30 and a 1x1 kernel
// has out_h = out_w = 2^31 + 1 = 2147483649, so the output (2^62 + 2^32 + 1 elements) fits but
// 2 * 4 * out_h * out_w does not (it used to be a failed constant evaluation in memory_report).
// Layer 0 must fail naming 2 * 4 * 2147483649 = 17179869192 and 2147483649.
// Without NETMEM_COMPILE_FAIL padding 2^10 must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: size_overflow<.*left_operand<.*layer<0>, 17179869192>
// expect: right_operand<.*layer<0>, 2147483649>
// expect: netmem: a size does not fit in 64 bits
inline constexpr nm::size_type pad = 1'073'741'824;
#else
inline constexpr nm::size_type pad = 1'024;
#endif
using net = nm::sequential<nm::input::convolutional{.height = 1, .width = 1, .channels = 4},
                           nm::conv2d{.filters = 1, .kernel = {1, 1}, .explicit_padding = {pad, pad}}>;

static_assert(nm::memory_report<net>().layers[0].parameters == 5);  // 4 * 1 * 1 * 1 weights + 1 bias, by hand
