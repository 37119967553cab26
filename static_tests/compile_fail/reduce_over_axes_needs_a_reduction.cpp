// static_tests/compile_fail/reduce_over_axes_needs_a_reduction.cpp: reduce_over_axes<R> is MEAN,
// REDUCE_MAX or SUM (reduce_mean, reduce_max, reduce_sum); tflite_reduction::none names none of
// them and must fail with the message naming the three. Without NETMEM_COMPILE_FAIL reduce_max
// over the channels of a 4x2x8 image must compile and keep the spatial shape (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: netmem: reduce_over_axes needs a reduction: tflite_reduction::mean \(reduce_mean\), maximum \(reduce_max\) or sum \(reduce_sum\)
using layer = nm::reduce_over_axes<nm::tflite_reduction::none>;
#else
using layer = nm::reduce_max;
#endif

using net = nm::sequential<nm::input::convolutional{.height = 4, .width = 2, .channels = 8},
                           layer{.height = false, .width = false, .channels = true}>;
static_assert(nm::output_type<net> == nm::input_type(nm::input::convolutional{.height = 4, .width = 2, .channels = 1}));
