// netmem/layers/ethos_u_operator.hpp
// ethos_u_operator: the operator a Vela-compiled model runs on an Arm Ethos-U NPU, TFLite's CUSTOM
// op `ethos-u` (tflite-micro 90b983c2 tensorflow/lite/micro/kernels/ethos_u/ethosu.cc). Vela
// replaces the part of the graph the NPU runs by this one op; the NPU executes the command stream,
// TFLM only plans the op's tensors and hands their addresses to the driver.
//
// Options, in declaration order (all bytes; the tensors are uint8, so bytes = elements):
//   command_stream_bytes  the command stream, the op's input 0 (a constant in the model: flash)
//   flash_bytes           Vela's flash tensor (the NPU's weights and biases), input 1 (a constant: flash)
//   scratch_bytes         the arena scratch tensor, input 2: no data, written by no op (RAM)
//   fast_scratch_bytes    the fast-scratch tensor, input 3: no data, written by no op (RAM)
//   output                the output type the file records (the op's one output)
// Input:  the op's data input (inputs 4.. of the TFLite op; netmem takes one); any kind, not checked
//         (the shape rule is in the command stream, which netmem does not read).
// Output: output.
// Parameters (elements): command_stream_bytes + flash_bytes.
// Memory (DL4J-style report): parameters only. Recorded class "EthosU".
// Deployment (core/deployment.hpp), operator kind npu:
//   - flash: command_stream_bytes + flash_bytes weight elements (1 B each under the int8 and 16x8
//     profiles, the only ones Vela compiles; no quantization pairs);
//   - RAM, TFLM (runtime/tflm/detail/tflm_graph.hpp): the scratch and fast-scratch tensors are
//     planned in the head like any tensor, alive from the start to this op (TFLM's lifetime of a
//     tensor read but never written: micro_allocation_info.cc); the kernel adds its OpData (12 B,
//     16-aligned in the tail) and two scratch requests (8 B and sizeof(size_t) per tensor of the op)
//     unless deployment::tflm.stub_custom_ops (kernels/detail/tflm_operator_rows.hpp ethos_u_row);
//   - RAM, netmem's own plan (runtime::static_arena): the two tensors as this step's scratch, each
//     rounded up to profile.alignment (their contents live only while the op runs), and the
//     kernel's two base-address arrays (6 x 8 B, rounded, and 6 x pointer_bits / 8 B) unless
//     deployment::tflm.stub_custom_ops.
// Not modelled: what the NPU does inside the scratch (Vela's own SRAM planning: its fast-scratch
// size and SRAM peak, the memory areas of its --memory-mode), which TFLM cannot see either.
// Fails to compile: command_stream_bytes < 1 (rules::zero_size), a negative flash_bytes,
//         scratch_bytes or fast_scratch_bytes (rules::negative_value), an output with a zero
//         dimension (rules::zero_size), 64-bit overflow (rules::size_sum_overflow, rules::size_overflow).
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// A Vela-compiled Ethos-U operator. See the file comment.
struct ethos_u_operator {
    static constexpr const char* kind_name = "ethos_u_operator";
    static constexpr operator_kind kind = operator_kind::npu;
    static constexpr accepted_input accepts = accepted_input::any;

    size_type command_stream_bytes = 0;  ///< input 0: the NPU command stream, bytes (flash)
    size_type flash_bytes = 0;           ///< input 1: Vela's flash tensor (weights, biases), bytes (flash)
    size_type scratch_bytes = 0;         ///< input 2: the arena scratch tensor, bytes (RAM)
    size_type fast_scratch_bytes = 0;    ///< input 3: the fast-scratch tensor, bytes (RAM)
    input_type output{};                 ///< the output type recorded in the file

    constexpr diagnostic validate(const input_type&) const noexcept {
        return first_violation(require_positive(command_stream_bytes), require_non_negative(flash_bytes),
                               require_non_negative(scratch_bytes), require_non_negative(fast_scratch_bytes),
                               require_sum_fits(command_stream_bytes, flash_bytes),
                               require_sum_fits(round_up(scratch_bytes < 0 ? 0 : scratch_bytes, 16),
                                                round_up(fast_scratch_bytes < 0 ? 0 : fast_scratch_bytes, 16)),
                               require_time_steps(output),
                               output.is_convolutional()
                                   ? require_product_fits(output.height, output.width, output.channels)
                                   : diagnostic{});
    }
    constexpr input_type output_type(const input_type&) const noexcept { return output; }
    constexpr size_type parameter_count(const input_type&) const noexcept {
        return checked_add(command_stream_bytes, flash_bytes);
    }
    /// The ethos-u kernel's own Prepare scratch (kernels/ethos_u/ethosu.cc): one base address per
    /// tensor of the node (command stream, flash, scratch, fast scratch, the data input, the output:
    /// 6), as uint64 and as size_t (pointer_bits / 8 B); none with a stub kernel (stub_custom_ops).
    static constexpr size_type base_addresses = 6;
    constexpr size_type kernel_scratch_bytes(const netmem::deployment& profile) const noexcept {
        if (profile.tflm.stub_custom_ops) return 0;
        return checked_add(round_up(checked_multiply(base_addresses, 8), profile.alignment),
                           checked_multiply(base_addresses, profile.tflm.pointer_bits / 8));
    }
    /// Flash: the two constants; scratch: the two RAM tensors and the kernel's base-address arrays
    /// (see the file comment).
    constexpr layer_deployment deployment(const input_type&, const netmem::deployment& profile) const noexcept {
        return {.weight_elements = checked_add(command_stream_bytes, flash_bytes),
                .scratch_bytes = checked_add(checked_add(round_up(scratch_bytes, profile.alignment),
                                                         round_up(fast_scratch_bytes, profile.alignment)),
                                             kernel_scratch_bytes(profile)),
                .npu_scratch_bytes = scratch_bytes,
                .npu_fast_scratch_bytes = fast_scratch_bytes};
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "EthosU", output, checked_add(command_stream_bytes, flash_bytes));
    }
};

}  // namespace netmem
