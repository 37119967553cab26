// netmem/kernels/detail/transpose_conv_s16.hpp
// The scratch of TFLM's int16 TRANSPOSE_CONV (tflite-micro 90b983c2 kernels/transpose_conv.cc
// Prepare; kernels/cmsis_nn/transpose_conv.cc runs the same reference path for int16), shared by
// the kernel libraries that run it: an int64 accumulator per output element (batches x H_o x W_o x
// C_out x 8 B), and with an int16 bias (kernel_call::bias) an int64 copy of it (C_out x 8 B), the
// first rounded up to `alignment` as every buffer but the last. An int64 bias is read in place.
#pragma once

#include <netmem/core/data_type.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>

namespace netmem::detail {

/// Bytes of the int16 TRANSPOSE_CONV call `k`'s scratch (see the file comment).
constexpr size_type transpose_conv_s16_scratch_bytes(const kernel_call& k, size_type alignment) noexcept {
    const size_type accumulators = checked_product(k.batches, k.output_height, k.output_width, k.output_channels, 8);
    if (!(k.bias.set && k.bias.type == data_type::int16)) return accumulators;
    return checked_add(round_up(accumulators, alignment), checked_multiply(k.output_channels, 8));
}

}  // namespace netmem::detail
