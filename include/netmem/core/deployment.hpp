// netmem/core/deployment.hpp
// The deployment profile (how a network is compiled for a microcontroller) and the plain data a
// layer returns about itself under that profile (docs/developing.md, "The layer protocol"). std only, so layers/ may
// include it.
//
// `deployment` fields, in declaration order (designated initializers follow it). The order is the
// one profiles are written in: counted over every `deployment{...}` the repository writes with
// designated initializers (tests, compile-fail files, examples, docs, tools; 116 of them),
// `runtime` is named most (61), then `kernels` (48), then the TFLM-only fields (29, grouped in
// `.tflm`); `core` goes with `kernels` (it picks their variant); the element types come after what
// runs the network because their defaults depend on each other in declaration order (biases and
// quantization follow weights and activations), and the rarely named switches last. So the common combinations read as they are said:
//   {.runtime = runtime::tflm, .kernels = kernel_library::cmsis_nn, .tflm = {.pointer_bits = 64}}
//   {.kernels = kernel_library::cmsis_nn, .core = cpu_core::cortex_m4}
//   {.runtime = runtime::tflm, .weights = data_type::float32, .activations = data_type::float32}
//   runtime                            what runs the network and owns the RAM: static_arena (netmem's
//                                      own plan, placed by the linker; the default) or tflm (TensorFlow
//                                      Lite Micro at tflite-micro 90b983c2: its GreedyMemoryPlanner's head
//                                      plus its persistent tail, runtime/tflm/tflm.hpp). fits,
//                                      assert_fits and static_arena check the RAM this runtime needs.
//   kernels                            not_named (the default: reference kernels, said so in every
//                                      report; a compile error on the Espressif cores, Xtensa and
//                                      riscv32), reference (no scratch), a CMSIS-NN variant (or
//                                      cmsis_nn: the core's), or an ESP-NN one (or esp_nn: the
//                                      chip's); the scratch formulas are pinned in kernels/<library>/
//   core                               the processor core (core/cpu_core.hpp); unspecified takes the
//                                      target's (budget::core) where a target is given. It picks
//                                      the CMSIS-NN / ESP-NN variant and rejects libraries it
//                                      cannot run (core/kernel_selection.hpp)
//   weights, activations               element types (TFLite int8: int8 weights, int8 activations;
//                                      the defaults)
//   biases                             element type of biases; by default it follows the
//                                      weights and activations as TFLite's converter does
//                                      (default_bias_type): int8 activations -> int32, int16
//                                      activations with int8 weights (16x8) -> int64, float ->
//                                      the activation type
//   quantization                       granularity per kind of weight tensor
//                                      (quantization_scheme): by default per_channel for
//                                      convolutions (conv2d, conv1d, depthwise, separable,
//                                      transposed) and per_tensor for fully connected weights
//                                      (dense, output, recurrent gates) and element-wise
//                                      constants (unfolded batch norm), as TFLite's converter;
//                                      none for float weights
//   fold_batch_normalization           true (TFLite's converter folds BN into the preceding
//                                      conv2d / depthwise / dense): the BN layer takes no tensor
//                                      and its parameters leave flash
//   fuse_activations                   true: an activation layer right after a conv2d, depthwise,
//                                      dense or add runs inside it (TFLite fused_activation_function)
//   in_place_activations               a standalone (unfused) element-wise layer (activation,
//                                      unfolded batch norm) writes into its input
//   in_place_depthwise                 depthwise conv writes into its input (TinyEngine): one
//                                      buffer of max(input, output) bytes
//   alignment                          16 B (TFLM MicroArenaBufferAlignment()): every arena buffer
//                                      size is rounded up to it and the arena is aligned to it
//   minibatch                          examples per inference (1); scales activation tensors,
//                                      not kernel scratch (CMSIS-NN kernels loop over the batch)
//   tflm                               what only runtime::tflm reads (tflm_options); the other
//                                      runtimes ignore it:
//     .pointer_bits                    32 (Cortex-M, the default) or 64 (host builds): the size of
//                                      pointers and size_t in TFLM's tail structures
//     .abi                             the C ABI TFLM is compiled with, which fixes sizeof of its
//                                      structures (struct_abi): for_pointer_bits (the default) =
//                                      arm_eabi_gcc (Cortex-M GCC: short enums) with 32-bit
//                                      pointers, lp64 with 64; ilp32_i386 is the 32-bit oracle's. An
//                                      ABI whose pointers differ from pointer_bits does not compile.
//     .offline_plan                    the model carries netmem's plan as TFLM
//                                      OfflineMemoryAllocation metadata, so TFLM's head is netmem's
//                                      plan instead of its greedy one
//     .stub_custom_ops                 the custom operators' kernels allocate nothing (the
//                                      oracles' --stub-custom-ops, ../shared/oracles/README.md): an
//                                      Ethos-U op's own OpData and scratch requests are left out,
//                                      its tensors stay (runtime/tflm/detail/tflm_graph.hpp)
// The old names and order are listed in docs/history/api-changes.md.
//
// Quantization parameters (flash, their own line): every quantized weight tensor stores one
// (scale, zero point) pair per output channel (per_channel) or one (per_tensor), each pair
// 8 B = float32 scale + int32 zero point (TFLM's TfLiteAffineQuantization holds float scales and
// int32 zero points). Biases reuse the weights' pairs (TFLite: bias scale = input scale x weight
// scale, zero point 0). quantization::none (float models) stores none.
#pragma once

#include <concepts>
#include <cstdint>

#include <netmem/core/activation_function.hpp>
#include <netmem/core/cpu_core.hpp>
#include <netmem/core/data_type.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/integer.hpp>

namespace netmem {

/// How weights are quantized: no quantization (float), one (scale, zero point) per weight tensor,
/// or one per output channel. Source: TFLite quantization spec (per-axis for conv weights).
enum class quantization_granularity : std::uint8_t { none, per_tensor, per_channel };

/// Which kernels run the network; selects the scratch formulas (kernels/<library>/, asked through kernels/kernel_scratch.hpp).
/// - not_named: the default, no library named: TFLM's reference kernels (a TFLM build without
///   OPTIMIZED_KERNEL_DIR), except on a core whose usual TFLM port runs other kernels (the Espressif
///   cores, Xtensa LX6 / LX7 and riscv32: esp-tflite-micro runs ESP-NN), where guessing either
///   would be silent: there it is a compile error (core/kernel_selection.hpp). Reports say
///   "reference (not named)".
/// - reference: TFLM reference kernels, no scratch.
/// - cmsis_nn: CMSIS-NN in the variant the core compiles it to (deployment::core, or the target's
///   budget::core): pure C on Cortex-M0+/M3, DSP on M4/M7/M33, MVE on M55 (core/cpu_core.hpp).
/// - cmsis_nn_pure_c: CMSIS-NN built without ARM_MATH_DSP / ARM_MATH_MVEI (Cortex-M0/M3).
/// - cmsis_nn_dsp: ARM_MATH_DSP without MVE (Cortex-M4, M7, M33).
/// - cmsis_nn_mve: ARM_MATH_MVEI (Helium: Cortex-M55, M85).
/// - esp_nn: espressif/esp-nn through esp-tflite-micro's kernels, in the chip's variant (the core's:
///   esp_nn_esp32s3 on Xtensa LX7, esp_nn_esp32 on LX6 and riscv32; core/kernel_selection.hpp).
/// - esp_nn_esp32s3: ESP-NN's ESP32-S3 kernels (include/esp_nn.h with CONFIG_IDF_TARGET_ESP32S3);
///   esp_nn_esp32: its generic optimised kernels (esp_nn_generic_opt.h, the ESP32 and the
///   ESP32-C3). Both are estimates (no oracle runs esp-tflite-micro): kernels/esp_nn/ and docs/guide/cores-and-kernels.md.
/// A library the core cannot run (CMSIS-NN DSP on a Cortex-M0+, ESP-NN on a Cortex-M4, ...) is a
/// compile error naming the kernels, the core and the ABI (core/kernel_selection.hpp).
enum class kernel_library : std::uint8_t {
    reference,
    cmsis_nn_pure_c,
    cmsis_nn_dsp,
    cmsis_nn_mve,
    cmsis_nn,
    esp_nn,
    not_named,
    esp_nn_esp32s3,
    esp_nn_esp32,
};

/// What runs the network and owns its RAM (deployment::runtime).
/// - static_arena: netmem's own plan (memory_plan_of), placed by the linker (deploy/static_arena.hpp).
/// - tflm: TensorFlow Lite Micro at tflite-micro commit 90b983c2 (runtime/tflm/tflm.hpp): the
///   arena is TFLM's head (its GreedyMemoryPlanner, or an offline plan) plus its persistent tail,
///   and the RAM a board needs is TFLM's smallest working arena.
/// An open enum (a fixed underlying type, like std::byte): a runtime outside netmem is any other
/// value, `netmem::runtime{200}`, with its own netmem::runtime_model<R> (planning/runtime_model.hpp).
enum class runtime : std::uint8_t { static_arena, tflm };

/// Name of a shipped runtime ("static_arena", "tflm"; another value: "other"; its model names it:
/// runtime_model<R>::name).
constexpr const char* name_of(runtime r) noexcept {
    return r == runtime::tflm ? "tflm" : r == runtime::static_arena ? "static_arena" : "other";
}

/// The C ABI the firmware (and TFLM in it) is compiled for (deployment::tflm.abi): it fixes sizeof of
/// TFLM's structures in the arena's tail (TfLiteTensor, builtin options, kernel OpData;
/// kernels/detail/tflm_struct_layout.hpp gives each ABI's rules).
/// - for_pointer_bits: arm_eabi_gcc with 32-bit pointers, lp64 with 64-bit (the default);
/// - arm_eabi_gcc: Cortex-M built with arm-none-eabi-gcc (AAPCS, short enums);
/// - ilp32_i386: 32-bit x86, the ABI of the oracle tflm-arena-m32 (../shared/oracles);
/// - lp64: x86-64 / AArch64 hosts, the ABI of the oracle tflm-arena-m64;
/// - ilp32_gcc: GCC's 32-bit layout without short enums, 8-byte scalars 8-aligned: Xtensa
///   (xtensa-esp32*-elf-gcc) and RISC-V ilp32, by those ABIs' documents. No oracle has checked it
///   (there is no TFLM build for these cores in ../shared/oracles): its figures are estimates, and
///   of the 32-bit layouts netmem knows it gives the largest structures (int enums, 8-aligned
///   int64 and double), the side that keeps "fits" true. A 32-bit profile on an Xtensa or RISC-V
///   core must name it (runtime/tflm/tflm.hpp, rule core_needs_a_named_struct_abi).
enum class struct_abi : std::uint8_t { for_pointer_bits, arm_eabi_gcc, ilp32_i386, lp64, ilp32_gcc };

/// Name of a struct_abi ("for_pointer_bits", "arm_eabi_gcc", "ilp32_i386", "lp64", "ilp32_gcc").
constexpr const char* name_of(struct_abi abi) noexcept {
    switch (abi) {
        case struct_abi::ilp32_gcc: return "ilp32_gcc";
        case struct_abi::arm_eabi_gcc: return "arm_eabi_gcc";
        case struct_abi::ilp32_i386: return "ilp32_i386";
        case struct_abi::lp64: return "lp64";
        case struct_abi::for_pointer_bits: break;
    }
    return "for_pointer_bits";
}

/// Bytes of one (scale, zero point) pair: float32 scale + int32 zero point.
inline constexpr size_type quantization_parameter_pair_bytes = 8;

/// Which granularity a weight tensor uses (layer_deployment::quantized_as).
enum class weight_kind : std::uint8_t {
    convolution,      ///< conv2d, conv1d, depthwise, separable, transposed convolution weights
    fully_connected,  ///< dense, output, recurrent (LSTM / RNN gate) weights
    elementwise,      ///< constants of element-wise operators (unfolded batch norm MUL / ADD)
};

/// One granularity for every kind of weight tensor, or none set (quantization_scheme::every_kind).
/// Implicit from a granularity on purpose: see quantization_scheme.
struct every_weight_kind {
    bool set = false;
    quantization_granularity granularity = quantization_granularity::per_channel;
    constexpr every_weight_kind() noexcept = default;
    constexpr every_weight_kind(quantization_granularity g) noexcept : set(true), granularity(g) {}  // NOLINT: implicit
    friend constexpr bool operator==(const every_weight_kind&, const every_weight_kind&) = default;
};

/// Quantization granularity per kind of weight tensor. TFLite's converter quantizes
/// convolution weights per channel (per-axis, quantized_dimension = output channel) and fully
/// connected weights per tensor (TFLite quantization spec, "Per-axis vs per-tensor";
/// FULLY_CONNECTED: "per-tensor" for weights).
/// A bare granularity where a scheme is expected, deployment{.quantization =
/// quantization_granularity::per_channel}, means that granularity for EVERY kind: it initializes
/// `every_kind` (the first member, by brace elision; g++ accepts it silently, clang with
/// -Wc99-designator), which then overrides the three fields. Prefer uniform_quantization(g).
struct quantization_scheme {
    every_weight_kind every_kind{};  ///< when set, the granularity of every kind (see above)
    quantization_granularity convolution = quantization_granularity::per_channel;
    quantization_granularity fully_connected = quantization_granularity::per_tensor;
    quantization_granularity elementwise = quantization_granularity::per_tensor;

    /// The granularity of weight tensors of `kind`.
    constexpr quantization_granularity of(weight_kind kind) const noexcept {
        if (every_kind.set) return every_kind.granularity;
        switch (kind) {
            case weight_kind::convolution: return convolution;
            case weight_kind::fully_connected: return fully_connected;
            case weight_kind::elementwise: return elementwise;
        }
        return convolution;
    }
    /// Equal when every kind has the same granularity (however it was written).
    friend constexpr bool operator==(const quantization_scheme& a, const quantization_scheme& b) noexcept {
        return a.of(weight_kind::convolution) == b.of(weight_kind::convolution) &&
               a.of(weight_kind::fully_connected) == b.of(weight_kind::fully_connected) &&
               a.of(weight_kind::elementwise) == b.of(weight_kind::elementwise);
    }
};

/// The same granularity for every kind: uniform_quantization(quantization_granularity::per_tensor).
constexpr quantization_scheme uniform_quantization(quantization_granularity granularity) noexcept {
    return {.convolution = granularity, .fully_connected = granularity, .elementwise = granularity};
}

/// True for integer element types (quantized tensors).
constexpr bool is_integer(data_type type) noexcept {
    return type == data_type::int8 || type == data_type::uint8 || type == data_type::int16 ||
           type == data_type::int32 || type == data_type::int64;
}

/// TFLite's bias type for these weights and activations: int16 activations with int8 weights
/// (16x8 quantization) -> int64 (TFLite quantization spec, 16x8: "bias: int64"; TFLM conv /
/// fully_connected / transpose_conv kernels take int64 biases for int16 inputs); other integer
/// activations -> int32; float -> the activation type.
constexpr data_type default_bias_type(data_type weights, data_type activations) noexcept {
    if (activations == data_type::int16 && weights == data_type::int8) return data_type::int64;
    if (is_integer(activations)) return data_type::int32;
    return activations;
}

/// TFLite's quantization for these weights: float weights carry no quantization parameters.
constexpr quantization_scheme default_quantization(data_type weights) noexcept {
    return is_integer(weights) ? quantization_scheme{} : uniform_quantization(quantization_granularity::none);
}

/// The fields only runtime::tflm reads (deployment::tflm; see the file comment): the C ABI of
/// TFLM's structures in the arena's tail, whether the model carries netmem's plan, and whether the
/// custom operators' kernels are stubs that allocate nothing (the oracles' --stub-custom-ops).
struct tflm_options {
    int pointer_bits = 32;
    netmem::struct_abi abi = netmem::struct_abi::for_pointer_bits;
    bool offline_plan = false;
    bool stub_custom_ops = false;

    friend constexpr bool operator==(const tflm_options&, const tflm_options&) = default;
};

/// A deployment profile. See the file comment for every field and for their order. `biases` and
/// `quantization` default to what TFLite uses for the `weights` and `activations` given before them.
struct deployment {
    netmem::runtime runtime = netmem::runtime::static_arena;
    kernel_library kernels = kernel_library::not_named;
    cpu_core core = cpu_core::unspecified;
    data_type weights = data_type::int8;
    data_type activations = data_type::int8;
    data_type biases = default_bias_type(weights, activations);
    quantization_scheme quantization = default_quantization(weights);
    bool fold_batch_normalization = true;
    bool fuse_activations = true;
    bool in_place_activations = false;
    bool in_place_depthwise = false;
    size_type alignment = 16;
    size_type minibatch = 1;
    tflm_options tflm{};

    friend constexpr bool operator==(const deployment&, const deployment&) = default;
};

/// The ABI a profile's TFLM structures follow: profile.tflm.abi, or for struct_abi::for_pointer_bits
/// arm_eabi_gcc with 32-bit pointers and lp64 with 64-bit ones.
constexpr struct_abi resolved_abi(const deployment& profile) noexcept {
    if (profile.tflm.abi != struct_abi::for_pointer_bits) return profile.tflm.abi;
    return profile.tflm.pointer_bits == 64 ? struct_abi::lp64 : struct_abi::arm_eabi_gcc;
}

/// TFLite int8 with reference kernels (the defaults).
inline constexpr deployment tflite_int8{};
/// float32 weights, biases and activations, no quantization parameters, reference kernels.
inline constexpr deployment tflite_float32{.weights = data_type::float32, .activations = data_type::float32};
/// TFLite 16x8: int8 weights, int16 activations, int64 biases, reference kernels.
inline constexpr deployment tflite_int16x8{.weights = data_type::int8, .activations = data_type::int16};

/// What one layer's output does with memory under a profile.
enum class tensor_role : std::uint8_t {
    compute,             ///< the layer computes a new tensor of its output size
    alias,               ///< the output IS the input buffer (flatten, reshape, dropout at inference)
    batch_normalization, ///< folds into the preceding conv2d / depthwise / dense when allowed
    activation,          ///< fuses into the preceding conv2d / depthwise / dense / add when allowed
};

/// The kernel a layer calls, described by CMSIS-NN's dims (cmsis_nn_dims / cmsis_nn_conv_params):
/// kernels/kernel_scratch.hpp turns it into scratch bytes for the profile's kernel library.
enum class kernel_operation : std::uint8_t {
    none,                   ///< no kernel (alias) or a kernel without scratch in every library
    convolution,            ///< arm_convolve_wrapper_s8
    depthwise_convolution,  ///< arm_depthwise_conv_wrapper_s8
    fully_connected,        ///< arm_fully_connected_s8
    average_pooling,        ///< arm_avgpool_s8
    max_pooling,            ///< arm_max_pool_s8 (no scratch)
    elementwise,            ///< arm_elementwise_add_s8 / mul (no scratch)
    /// TFLite TRANSPOSE_CONV: TFLM's reference kernel (int32 / int64 accumulators of the output)
    /// or arm_transpose_conv_s8 (kernels/cmsis_nn/scratch.hpp); the one operation with scratch under
    /// the reference kernels too.
    transpose_convolution,
    /// TFLite UNIDIRECTIONAL_SEQUENCE_LSTM's gate buffers (batches = minibatch, output_channels =
    /// units): TFLM's reference kernel requests 4 of N x units cell-state elements, its CMSIS-NN
    /// kernel 3 for integer activations (kernels/detail/lstm_gates.hpp).
    lstm_gates,
    /// TFLite SOFTMAX (softmax_kernel_call): no scratch in TFLM's reference kernels or CMSIS-NN
    /// (arm_softmax_s8); ESP-NN's esp_nn_softmax_s8 keeps one int32 per element of a row
    /// (kernels/esp_nn/scratch.hpp). input_height = the TFLite tensor's dims[1], input_channels =
    /// its last dimension (the rows' depth).
    softmax,
};

/// Shapes of one kernel call. Input (N, H, W, C_in), filter (K_h, K_w), output (H_o, W_o, C_out),
/// stride, dilation and the padding BEFORE the first row / column (TFLite's padding.h / .w).
struct kernel_call {
    kernel_operation operation = kernel_operation::none;
    size_type batches = 1;
    size_type input_height = 1, input_width = 1, input_channels = 1;
    size_type filter_height = 1, filter_width = 1;
    size_type output_height = 1, output_width = 1, output_channels = 1;
    size_type stride_height = 1, stride_width = 1;
    size_type padding_height = 0, padding_width = 0;
    size_type dilation_height = 1, dilation_width = 1;
    /// Input channels per filter (CMSIS-NN filter_dims->c): C_in / groups of a grouped convolution;
    /// 0 = C_in (an ordinary convolution).
    size_type filter_channels = 0;
    /// Its bias tensor's element type; unset: no bias. The deployment steps fill it from the
    /// layer's bias_element (else profile.biases): TFLM's int16 TRANSPOSE_CONV copies an int16 bias
    /// to int64 scratch.
    element_type bias{};
    friend constexpr bool operator==(const kernel_call&, const kernel_call&) = default;
};

/// The kernel call of a TFLite SOFTMAX over a tensor of one example's shape `in`, as TFLM's lowering
/// shapes it (runtime/tflm/detail/tflm_kernels.hpp shape_of; netmem-import: the file's rank 4 or
/// rank 2): a convolutional type is [N, H, W, C], dims[1] = H (input_height) and the rows' depth C
/// (input_channels); every other type is [N, E] with E its elements per example in both. Elements.
constexpr kernel_call softmax_kernel_call(const input_type& in) noexcept {
    if (in.is_convolutional())
        return {.operation = kernel_operation::softmax, .input_height = in.height, .input_channels = in.channels};
    const size_type elements = in.elements_per_example();
    return {.operation = kernel_operation::softmax, .input_height = elements, .input_channels = elements};
}

/// A TFLite operator a layer runs BEFORE its own (TFLite splits separable_conv2d into
/// DEPTHWISE_CONV_2D then CONV_2D): it reads the layer's input and writes a tensor of
/// `output_elements` (per example, profile.activations) that the layer's own operator reads; it has
/// its own flash and kernel. output_elements == 0: no such operator.
struct first_operator {
    size_type output_elements = 0;
    size_type weight_elements = 0;
    size_type bias_elements = 0;
    size_type quantization_channels = 0;
    kernel_call kernel{};
    friend constexpr bool operator==(const first_operator&, const first_operator&) = default;
};

/// The TFLite reduction operator a global pooling layer becomes (none for every other layer):
/// MEAN (average), REDUCE_MAX (max) or SUM (sum; pnorm has no deployment model).
enum class tflite_reduction : std::uint8_t { none, mean, maximum, sum };
/// The TFLite operator an elementwise vertex becomes (vertices/elementwise.hpp): ADD, SUB or MUL;
/// none for the ops the TFLM runtime model does not lower (average: the converter's ADD and a
/// scaling; maximum: MAXIMUM, whose kernel data is not in tflm_operators.hpp): tflm::arena
/// rejects those (a compile error naming the vertex), never ADD's figures.
enum class tflite_elementwise : std::uint8_t { none, add, sub, mul };

/// One layer (or vertex) under a deployment profile: flash elements, scratch bytes and how its
/// output tensor relates to its input. Elements are counts, not bytes; the network multiplies by
/// the profile's data types. Returned by a layer's optional `deployment(input, profile)` hook.
struct layer_deployment {
    tensor_role role = tensor_role::compute;
    size_type weight_elements = 0;         ///< stored in profile.weights
    size_type bias_elements = 0;           ///< stored in profile.biases
    size_type quantization_channels = 0;   ///< output channels of the weight tensor (per_channel pairs)
    weight_kind quantized_as = weight_kind::convolution;  ///< which granularity of the profile applies
    size_type weight_tensors = 1;          ///< weight tensors of that shape (LSTM: 8 gate matrices), each quantized
    netmem::first_operator first_operator{};  ///< an operator that runs before this one (separable_conv2d)
    /// Bytes of state the layer keeps for the whole inference (TFLite variable tensors: an LSTM's
    /// hidden and cell state), already for profile.minibatch: a tensor live at every step.
    size_type state_bytes = 0;
    kernel_call kernel{};                  ///< the kernel call that sets the library's scratch
    size_type scratch_bytes = 0;           ///< extra scratch of a custom layer (added to the kernel's)
    /// More scratch, added to scratch_bytes only when the step reads int8 or int16 tensors (the
    /// tensor's own type, not the profile's: planning/detail/deployment_steps.hpp): MEAN / SUM's
    /// int32 accumulators, SVDF's int32 output buffer. Rounded as the kernel's buffers are.
    size_type integer_scratch_bytes = 0;
    /// An NPU operator's tensors that it reads and no operator writes (operator_kind::npu: an Ethos-U
    /// op's arena scratch and fast scratch, inputs 2 and 3 of TFLite's CUSTOM `ethos-u`,
    /// layers/ethos_u_operator.hpp), bytes each (uint8 elements). TFLM plans them in the head like
    /// any tensor, alive from the start to this operator (runtime/tflm/detail/tflm_graph.hpp);
    /// netmem's own plan reserves them through `scratch_bytes`, live at the operator's step.
    size_type npu_scratch_bytes = 0;
    size_type npu_fast_scratch_bytes = 0;
    tflite_reduction reduction = tflite_reduction::none;  ///< global pooling, reduce_*: its TFLite operator
    /// A reduction's axis count (the elements of its TFLite axis tensor: reduce_mean/max/sum); 0: the
    /// spatial axes of the input (global_pooling).
    size_type reduced_axes = 0;
    tflite_elementwise elementwise = tflite_elementwise::none;  ///< elementwise vertex: its TFLite operator
    /// Elements that stay when this batch-norm layer cannot be folded (standalone multiplier and
    /// offset per channel), and the bias elements it adds to a folded-into layer without a bias.
    size_type unfolded_weight_elements = 0;
    size_type folded_bias_elements = 0;
    bool accepts_fused_activation = false; ///< conv2d, depthwise, dense, add
    bool has_activation = false;           ///< applies its own non-identity activation already
    /// Its own activation cannot be fused (softmax, sigmoid, ...): TFLite runs it as a separate
    /// operator after this one, with a tensor of the same size (Dense + Softmax).
    bool activation_as_own_step = false;
    /// The activation function the layer applies (an activation layer: its function; a layer
    /// with activation_as_own_step: its own): which TFLite operator TFLM's lowering emits for
    /// that step (LOGISTIC for sigmoid, SOFTMAX for softmax, ...; tflm_graph.hpp).
    activation own_activation = activation::identity;
    /// A reshape-only layer whose TFLite RESHAPE has no shape tensor (the target in its options
    /// only; reshape::shape_tensor false): TFLM's lowering then counts no constant for it.
    bool without_shape_operand = false;
    /// A pad layer whose TFLite operator is PADV2: its pad value is an input of its own (a
    /// constant tensor, layers/pad.hpp); false: PAD (zeros).
    bool pad_constant_values = false;
    /// A layer that is an element-wise operator with a constant second operand (ADD, SUB, MUL:
    /// layers/elementwise_constant.hpp): TFLM's lowering counts that constant as one more tensor.
    bool constant_operand = false;
    bool accepts_folded_batch_normalization = false;  ///< conv2d, depthwise, dense
    bool may_run_in_place = false;         ///< output may overwrite the input (see the profile)
    /// Element types the node fixes (planning/detail/deployment_steps.hpp): a tensor's type is its
    /// own. Unset: the node writes its first input's type, a network input has profile.activations,
    /// a bias profile.biases. quantize / dequantize fix their input and output types (TFLite
    /// QUANTIZE / DEQUANTIZE); netmem-import fixes every node's from the file.
    element_type input_element{};   ///< of the tensors it reads (the network input, when it reads that)
    element_type output_element{};  ///< of the tensor it writes
    element_type bias_element{};    ///< of its bias constant (flash; TFLM kernels choose by it)

    friend constexpr bool operator==(const layer_deployment&, const layer_deployment&) = default;
};

/// True when layer value type L has a deployment hook `deployment(const input_type&, const
/// deployment&) -> layer_deployment` (layers/layer_deployment.hpp lists them).
template <class L>
concept has_layer_deployment_hook = requires(const L& l, const input_type& in, const deployment& profile) {
    { l.deployment(in, profile) } -> std::same_as<layer_deployment>;
};

/// False when layer value `l` has a deployment hook that does not cover its options: a layer says
/// so with `constexpr bool has_deployment_model() const` (global_pooling's pnorm, dense and
/// simple_rnn with layer_norm); wrappers (frozen, per_tensor_quantized, shared_weights) forward it.
template <class L>
constexpr bool options_have_deployment_model(const L& l) noexcept {
    if constexpr (requires { { l.has_deployment_model() } -> std::same_as<bool>; }) return l.has_deployment_model();
    else return true;
}

/// Activations TFLM runs fused inside conv2d / depthwise / dense / add (fused_activation_function
/// RELU, RELU6 and RELU_N1_TO_1 = hard_tanh, clip to [-1, 1]; TFLite's converter fuses all three,
/// tensorflow/compiler/mlir/lite/transforms/optimize_patterns.td); identity needs nothing.
constexpr bool is_fusable_activation(activation a) noexcept {
    return a == activation::identity || a == activation::relu || a == activation::relu6 || a == activation::hard_tanh;
}

/// A TFLite FULLY_CONNECTED of `inputs` -> `units` (weights inputs x units elements, `units` biases
/// when `use_bias`), run `batches` times (a recurrent output layer: once per time step), its
/// activation fused when TFLM can (dense, output, rnn_output). Units: elements.
constexpr layer_deployment fully_connected_deployment(size_type inputs, size_type units, bool use_bias,
                                                      activation activation_function, size_type batches = 1) noexcept {
    return {.weight_elements = checked_multiply(inputs, units),
            .bias_elements = use_bias ? units : 0,
            .quantization_channels = units,
            .quantized_as = weight_kind::fully_connected,
            .kernel = {.operation = kernel_operation::fully_connected,
                       .batches = batches,
                       .input_channels = inputs,
                       .output_channels = units},
            .accepts_fused_activation = true,
            .has_activation = activation_function != activation::identity,
            .activation_as_own_step = !is_fusable_activation(activation_function),
            .own_activation = activation_function};
}

/// (scale, zero point) pairs a weight tensor with `channels` output channels stores.
constexpr size_type quantization_pairs(quantization_granularity granularity, size_type channels) noexcept {
    switch (granularity) {
        case quantization_granularity::none: return 0;
        case quantization_granularity::per_tensor: return channels > 0 ? 1 : 0;
        case quantization_granularity::per_channel: return channels;
    }
    return 0;
}

}  // namespace netmem
