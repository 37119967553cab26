// static_tests/compile_fail/kernel_library_value_out_of_range.cpp: a kernel_library value at or
// above kernel_library_slots (64), which no dispatch table covers (kernels/kernel_library_model.hpp):
// constant evaluation reaches the non-constexpr kernel_library_value_out_of_range instead of reading
// past the table. The twin: the reference kernels, which request no scratch for a convolution (TFLM
// kernels/conv.cc).
#include <netmem/kernels/kernel_scratch.hpp>

namespace nm = netmem;

constexpr nm::kernel_call conv3x3{.operation = nm::kernel_operation::convolution, .input_height = 16, .input_width = 16,
                                  .input_channels = 8, .filter_height = 3, .filter_width = 3, .output_height = 16,
                                  .output_width = 16, .output_channels = 16, .padding_height = 1, .padding_width = 1};

#ifdef NETMEM_COMPILE_FAIL
// expect: kernel_library_value_out_of_range
static_assert(nm::kernel_scratch_bytes(conv3x3, static_cast<nm::kernel_library>(200), nm::data_type::int8) == 0);
#else
static_assert(nm::kernel_scratch_bytes(conv3x3, nm::kernel_library::reference, nm::data_type::int8) == 0);
#endif
