// static_tests/compile_fail/kernel_library_without_model.cpp: a kernel_library value no
// kernel_library_model is specialized for (kernels/kernel_library_model.hpp), used as a value:
// kernel_scratch_bytes's dispatch table (kernels/kernel_scratch.hpp) holds, for such a value, the
// non-constexpr kernel_library_has_no_model<L>, so constant evaluation stops there naming the
// library (40, an extension value nobody modelled), never another library's figures. The twin: the
// reference kernels, which request no scratch for a convolution (TFLM kernels/conv.cc).
#include <netmem/kernels/kernel_scratch.hpp>

namespace nm = netmem;

constexpr nm::kernel_call conv3x3{.operation = nm::kernel_operation::convolution, .input_height = 16, .input_width = 16,
                                  .input_channels = 8, .filter_height = 3, .filter_width = 3, .output_height = 16,
                                  .output_width = 16, .output_channels = 16, .padding_height = 1, .padding_width = 1};

#ifdef NETMEM_COMPILE_FAIL
// expect: kernel_library_has_no_model.*40
static_assert(nm::kernel_scratch_bytes(conv3x3, static_cast<nm::kernel_library>(40), nm::data_type::int8) == 0);
#else
static_assert(nm::kernel_scratch_bytes(conv3x3, nm::kernel_library::reference, nm::data_type::int8) == 0);
#endif
