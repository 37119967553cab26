// static_tests/compile_fail/tflm_tensor_quantization_wrong_size.cpp: which tensors carry
// quantization, as the file says (netmem::tflm::tensor_quantization,
// runtime/tflm/tflm_tensor_quantization.hpp), with 3 entries for the 4 non-constant tensors of
// TFLM hello_world's lowering (the input [1,1] and the outputs of its three FULLY_CONNECTED
// operators). The entries are read in lowering order, so a short list gives the counts to the wrong
// tensors; netmem rejects it, naming both counts.
// The twin: 4 entries compile; the graph input (entry 0) and output (entry 3) without quantization
// leave TFLM's tail no TfLiteAffineQuantization for them: tail.persistent_quantization 0 B (by the
// type, int8: 2 x (12 B + a zero-point TfLiteIntArray of 4 + 4 B) = 40 B on a 32-bit Cortex-M).
#include <array>
#include <cstddef>

#include <netmem/runtime/tflm/tflm.hpp>
#include <netmem/zoo/tflm_hello_world.hpp>

namespace nm = netmem;
using net = nm::zoo::tflm_hello_world;

template <>
struct nm::tflm::tensor_quantization<net> {
#ifdef NETMEM_COMPILE_FAIL
    // expect: tensor_quantization_has_wrong_size<netmem::tflm::error::entries<3[a-zA-Z]*>, netmem::tflm::error::tensors<4[a-zA-Z]*>
    static constexpr std::array<std::size_t, 3> scales{0, 1, 1};
#else
    static constexpr std::array<std::size_t, 4> scales{0, 1, 1, 0};
#endif
};

constexpr nm::deployment profile{.runtime = nm::runtime::tflm};
static_assert(nm::tflm::arena_of<net, profile>.tail.persistent_quantization == 0);
