// static_tests/compile_fail/kernel_library_model_not_specialized.cpp: kernel_library_model<L> asked
// at compile time for a library L without a specialization (kernels/kernel_library_model.hpp): the
// primary template's static_assert names the missing specialization, and the instantiation names L
// (40, an extension value nobody modelled). The twin: the reference kernels' model, which requests no
// scratch for a convolution (TFLM kernels/conv.cc).
#include <netmem/kernels/kernel_scratch.hpp>

namespace nm = netmem;

constexpr nm::kernel_call conv3x3{.operation = nm::kernel_operation::convolution, .input_height = 16, .input_width = 16,
                                  .input_channels = 8, .filter_height = 3, .filter_width = 3, .output_height = 16,
                                  .output_width = 16, .output_channels = 16, .padding_height = 1, .padding_width = 1};

#ifdef NETMEM_COMPILE_FAIL
// expect: netmem: kernel_library_model<L> has no specialization
// expect: kernel_library_model.*40
static_assert(nm::kernel_library_model<static_cast<nm::kernel_library>(40)>::scratch_bytes(conv3x3, nm::data_type::int8, 1) == 0);
#else
static_assert(nm::kernel_library_model<nm::kernel_library::reference>::scratch_bytes(conv3x3, nm::data_type::int8, 1) == 0);
#endif
