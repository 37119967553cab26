// static_tests/compile_fail/tflm_kernels_not_modelled.cpp: TFLM's operator table
// (runtime/tflm/detail/tflm_operators.hpp) asked for a kernel library with no tflm::tflm_kernels<L>
// (kernels/tflm_operator.hpp): kernel_library::esp_nn unresolved (no core: the chip, and so the
// rows, esp_nn_esp32s3 or esp_nn_esp32, are the core's, core/kernel_selection.hpp). Its slot of the table is the non-constexpr
// tflm_kernels_not_modelled<L>, so constant evaluation stops there naming the library, never the
// reference kernels' rows in silence. The twin: the reference CONV_2D row (kernels/conv.cc: Init
// allocates OpDataConv, Prepare two per-channel int32 arrays, here 2 x 16 x 4 B; no scratch).
#include <netmem/runtime/tflm/detail/tflm_operators.hpp>

namespace nm = netmem;

constexpr nm::tflm::tflm_operator conv{.kind = nm::tflm::builtin_operator::conv_2d,
                                       .input = nm::tflm::shape(1, 16, 16, 8),
                                       .weights = nm::tflm::shape(16, 3, 3, 8),
                                       .output = nm::tflm::shape(1, 16, 16, 16),
                                       .input_count = 3,
                                       .has_bias = true,
                                       .padding = nm::tflm::padding_type::same};

#ifdef NETMEM_COMPILE_FAIL
// expect: tflm_kernels_not_modelled.*esp_nn
static_assert(nm::tflm::tflm_operator_facts_of(conv, nm::kernel_library::esp_nn, nm::tflm::abi::arm_eabi_gcc).modelled);
#else
static_assert(nm::tflm::tflm_operator_facts_of(conv, nm::kernel_library::reference, nm::tflm::abi::arm_eabi_gcc).scratch_count == 0);
#endif
