// netmem/runtime/tflm/tflm.hpp
// The TensorFlow Lite Micro runtime model (tflite-micro commit 90b983c2): the arena TFLM really
// needs for a network, so that kTensorArenaSize can be written from the compiler's answer.
//
//   constexpr netmem::deployment m4{.runtime = netmem::runtime::tflm};           // 32-bit pointers
//   constexpr auto report = netmem::tflm::arena<net>(m4);
//   static_assert(report.head_bytes == 73'728);           // VWW: TFLM's GreedyMemoryPlanner peak
//   constexpr std::size_t kTensorArenaSize = netmem::tflm::arena_size<net>(m4);   // 100'672 for VWW
//   alignas(16) static uint8_t tensor_arena[kTensorArenaSize];
//
// What TFLM does with the arena (micro_allocator.cc, single_arena_buffer_allocator.cc,
// micro_interpreter.cc, memory_planner/greedy_memory_planner.cc at 90b983c2):
// - the HEAD (from the arena start): every non-constant tensor and every kernel scratch buffer,
//   each rounded up to 16 B, placed by GreedyMemoryPlanner over TFLM's lifetimes (the lowering and
//   the tie rules: runtime/tflm/detail/tflm_graph.hpp, planning/planners.hpp). With
//   profile.tflm.offline_plan the model carries netmem's own offsets (OfflineMemoryAllocation metadata,
//   offline_plan_offsets<Net>: netmem's best planner on the buffers and lifetimes TFLM plans), which
//   TFLM uses as given: the head becomes netmem's plan (scratch buffers are still planned online
//   around them, as TFLM always does).
// - the TAIL (from the arena end, downwards; each allocation is placed at
//   align_down(tail - bytes, alignment), so padding depends on the order), in TFLM's order:
//   1. allocator objects: SingleArenaBufferAllocator, GreedyMemoryPlanner, MicroAllocator
//      (36 + 44 + 36 B with 32-bit pointers, 72 + 72 + 72 B with 64-bit);
//   2. other: MicroBuiltinDataAllocator and SubgraphAllocations (2 pointers each);
//   3. eval tensors: one TfLiteEvalTensor per tensor of the model, constants included (12 / 24 B);
//   4. node and registration: one NodeAndRegistration per operator (32 / 64 B);
//   5. other: each operator's parsed builtin options (TfLiteConvParams, ...), in operator order;
//   6. persistent buffers (kernels): every Init and Prepare AllocatePersistentBuffer, 16-aligned
//      (OpData, per-channel multipliers and shifts, ...);
//   7. other: the scratch buffer handles (one pointer per scratch buffer), when there are any;
//   8. persistent buffers (interpreter): the input pointer array (16-aligned), then per graph input a
//      TfLiteTensor (40 / 64 B) and, for a tensor that carries quantization, its
//      TfLiteAffineQuantization (12 / 24 B) and zero-point TfLiteIntArray (4 + 4 B per scale); then
//      the same for the outputs. Which tensors carry it, with how many scales, is the file's
//      (tflm_tensor_quantization.hpp); without that, an integer tensor carries one, float none.
//   Variable tensors (SVDF, LSTM state) would go to the tail between 7 and 8; netmem's deployable
//   layers have none.
// - the SMALLEST WORKING ARENA (a multiple of 16, arena start 16-aligned) is not head + tail: while
//   it plans (MicroAllocator::CommitStaticMemoryPlan), TFLM needs, between the head and the tail as
//   it is at that moment (items 1-7): the scratch-request array (12 / 16 B x (scratch buffers + 12)),
//   the subgraph offsets (one size_t), one AllocationInfo per tensor and per scratch buffer
//   (24 / 32 B), and, 16-aligned, GreedyMemoryPlanner::per_buffer_size() = 40 B per planned buffer.
//   min_arena_bytes = round_up(max(head + tail, round_up(tail then, 16) + round_up(temporary, 16) +
//   40 B x planned buffers, Prepare's need), 16): the planner gets align_down(tail, 16) -
//   align_up(temp, 16) bytes.
// - PREPARE's need: while operator k runs Prepare the head holds the scratch-request array
//   (12 / 16 B x (requests so far + 12)), and the kernel takes temporary TfLiteTensors
//   (AllocateTempInputTensor / AllocateTempOutputTensor) from there upwards: 40 / 64 B each, plus,
//   for a tensor that carries quantization (the file's, else an int8 / int16 one), its
//   TfLiteAffineQuantization (12 / 24 B) and zero points (4 + 4 B x scales). The temp section is reset only when the operator's Prepare ends, and every temporary
//   must end below the tail as it is then (the operator's Prepare persistent buffers may come
//   between two of them), and a Prepare persistent buffer must start above the live temporaries'
//   TfLiteTensors and quantization pointers, which DeallocateTempTfLiteTensor reads after the
//   kernel has written the buffer: prepare_need_bytes = the largest such end + tail. The temporaries of
//   each operator, in call order, are rows of detail/tflm_operators.hpp (tflm_operator_facts::temps).
//   docs/explanation/tflm-prepare-memory.md works two examples out.
//
// Per-operator tail facts (builtin options, kernel persistent data, CMSIS-NN scratch) come from
// runtime/tflm/detail/tflm_operators.hpp, one row per operator kind naming its TFLM source file.
// Fails to compile: pointer_bits other than 32 or 64 (constant evaluation reaches the non-constexpr
// detail::pointer_bits_not_32_or_64(int), which names the check); a layer the lowering has no
// TFLite operators for yet (detail/tflm_graph.hpp: conv1d, lstm, simple_rnn, an elementwise
// average or max, ...): error::tflm_runtime_has_no_model_of_layer<error::layer<i>, operator_kind::lstm> (a graph: the
// vertex's name, error::vertex<'n', 'a', ...>) through arena_of (fits,
// assert_fits, static_arena), detail::tflm_runtime_has_no_model_of_layer in tflm::arena.
// Source of every figure in the tests: the tflm-arena oracle (TFLM itself, ../shared/oracles).
#pragma once

#include <array>
#include <cstddef>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/kernel_selection.hpp>
#include <netmem/core/name_view.hpp>
#include <netmem/kernels/kernel_selection_check.hpp>
#include <netmem/network/graph_nodes.hpp>
#include <netmem/network/network_nodes.hpp>
#include <netmem/planning/detail/budget_where.hpp>
#include <netmem/planning/plan_memory.hpp>
#include <netmem/planning/profile_check.hpp>
#include <netmem/planning/runtime_model.hpp>
#include <netmem/layers/operator_kind.hpp>
#include <netmem/runtime/tflm/detail/tflm_graph.hpp>
#include <netmem/runtime/tflm/detail/tflm_structures.hpp>
#include <netmem/runtime/tflm/detail/tflm_kernels.hpp>
#include <netmem/runtime/tflm/detail/tflm_network_graph.hpp>
#include <netmem/runtime/tflm/detail/tflm_operators.hpp>
#include <netmem/runtime/tflm/tflm_shared_constants.hpp>
#include <netmem/runtime/tflm/tflm_stored_plan.hpp>
#include <netmem/runtime/tflm/tflm_tensor_quantization.hpp>

namespace netmem::tflm {

/// TFLM's tail by category, in bytes (the oracle's tail_<category>_bytes; alignment padding is
/// counted in the category of the allocation it precedes).
struct tail_categories {
    size_type allocator_objects = 0;
    size_type eval_tensors = 0;
    size_type node_and_registration = 0;
    size_type persistent_buffers = 0;      ///< kernels' persistent data + the interpreter's pointer arrays
    size_type persistent_tensors = 0;      ///< TfLiteTensor of each graph input and output
    size_type persistent_quantization = 0; ///< their quantization parameters
    size_type variable_buffers = 0;
    size_type other = 0;                   ///< builtin options, small allocator objects, scratch handles
    size_type kernel_persistent = 0;       ///< of persistent_buffers: allocated by kernels
    size_type interpreter_persistent = 0;  ///< of persistent_buffers: the input / output pointer arrays
    constexpr size_type total() const noexcept {
        return allocator_objects + eval_tensors + node_and_registration + persistent_buffers + persistent_tensors +
               persistent_quantization + variable_buffers + other;
    }
    friend constexpr bool operator==(const tail_categories&, const tail_categories&) = default;
};

/// TFLM's arena for a network (bytes; see the file comment).
struct arena_report {
    size_type head_bytes = 0;          ///< GreedyMemoryPlanner's peak (or the offline plan's end)
    size_type tail_bytes = 0;          ///< the persistent section
    tail_categories tail{};
    size_type arena_used_bytes = 0;    ///< head + tail = MicroInterpreter::arena_used_bytes()
    size_type planning_need_bytes = 0; ///< arena needed while the planner runs: the tail then, the
                                       ///< temporary head data rounded to 16, 40 B per planned buffer
                                       ///< (the oracle's planning_need_bytes)
    size_type prepare_need_bytes = 0;  ///< arena needed while the kernels run Prepare: their temporary
                                       ///< TfLiteTensors (and quantization) above the scratch-request
                                       ///< array, below the tail as it is then (the largest such end)
    size_type min_arena_bytes = 0;     ///< smallest working arena, a multiple of 16 (kTensorArenaSize)
    size_type tensors = 0;             ///< tensors of the model, constants included
    size_type operators = 0;
    size_type planned_buffers = 0;     ///< buffers given to the planner
    size_type offline_planned_buffers = 0;
    size_type scratch_buffers = 0;
    size_type scratch_bytes = 0;       ///< requested, before rounding
    size_type unmodelled_operators = 0;///< operators without a row in the operators table (their
                                       ///< builtin options and kernel data are missing: 0 = exact)
    int pointer_bits = 32;
    target_abi abi = abi::arm_eabi_gcc;  ///< the ABI the structure sizes follow (deployment::tflm.abi)
    /// Operators whose kernel writes more scratch than TFLM gives it (a known bug of the pinned
    /// kernel library: CMSIS-NN#243, tflm_operator_facts::kernel_overruns_scratch). The figures
    /// above are TFLM's, which plans the request; such a model overwrites a neighbouring buffer on
    /// the board: the report says so, and netmem's own plan reserves what the kernel writes.
    size_type kernel_overrun_operators = 0;
    /// The known issue of the first such operator (tflm_operator_facts::known_issue); "" for none.
    name_view kernel_overrun_issue{};
    /// The operator whose step sets the head's peak (TFLM's operator order; the earliest step at
    /// which a buffer reaching head_bytes is live: the step that writes it, operator 0 for a graph
    /// input) and the netmem node it comes from (execution position, as plan.peak_layer).
    std::size_t peak_operator = 0;
    std::size_t peak_node = 0;
    friend constexpr bool operator==(const arena_report&, const arena_report&) = default;
};

namespace detail {

/// TFLite quantizes integer tensors (a (scale, zero point) per tensor); float tensors carry none.
constexpr bool quantized(data_type type) noexcept {
    return type == data_type::int8 || type == data_type::uint8 || type == data_type::int16 || type == data_type::int32;
}
/// The scales of a graph input's or output's quantization: the file's (graph_tensor::scales,
/// tflm_tensor_quantization.hpp), else one for an integer type and none for float.
constexpr size_type graph_tensor_scales(const graph_tensor& t) noexcept {
    return t.scales >= 0 ? t.scales : (quantized(t.element) ? 1 : 0);
}

constexpr size_type align_down(size_type value, size_type alignment) noexcept {
    return value >= 0 ? value / alignment * alignment : -round_up(-value, alignment);
}

/// The tail allocator: positions are bytes below a 16-aligned arena end (0 = the end).
struct tail_allocator {
    size_type position = 0;  ///< bytes used so far (end - tail_)
    /// Allocates `bytes` at `alignment`; returns the bytes it took (padding included).
    constexpr size_type allocate(size_type bytes, size_type alignment) noexcept {
        const size_type before = position;
        position = -align_down(-(position + bytes), alignment);
        return position - before;
    }
};

/// One operator's Prepare (MicroInterpreterGraph::PrepareSubgraphs): its persistent allocations
/// of phase prepare go to `tail` (their bytes added to `kernel_persistent`), interleaved with its
/// temporary tensors (tflm_operator_facts::temps), which SingleArenaBufferAllocator::AllocateTemp
/// places upwards from the head as it is then (`head_then`: the scratch-request array), each at its
/// alignment (TfLiteTensor and TfLiteAffineQuantization: a pointer's; the zero-point
/// TfLiteIntArray: 4). Two needs, for an arena whose end is 16-aligned; the larger is returned
/// (0 without temporaries):
/// - AllocateTemp fails unless the temp end stays below the tail: temp end + tail at every
///   temporary;
/// - AllocatePersistentBuffer checks only the head, not the temporaries, so a Prepare-time
///   persistent buffer may be placed over the operator's live temporaries, and the kernel writes it
///   (a LUT, per-channel multipliers) before DeallocateTempTfLiteTensor reads each temporary
///   TfLiteTensor's quantization fields and its TfLiteAffineQuantization's scale and zero_point
///   pointers (micro_allocator.cc): overwritten, they fail the temp checksum or crash. So the
///   buffer's start must stay above the end of the last such structure: that end + tail after
///   each persistent allocation while temporaries are live. The zero-point arrays and
///   quantized_dimension are not read again and may be overwritten (the int16 SOFTMAX of
///   tools/netmem-import/tests: its second LUT covers the output's quantized_dimension at the
///   smallest arena and TFLM runs; 16 B less and it covers the pointers and TFLM crashes).
constexpr size_type prepare_temporaries(const tflm_operator_facts& f, size_type head_then, const structure_sizes& z,
                                        tail_allocator& tail, size_type& kernel_persistent) noexcept {
    size_type temp = head_then;
    size_type read_again_end = 0;  // end of the last TfLiteTensor / quantization pointers (read at Deallocate)
    size_type need = 0;
    size_type next = 0;  // index into f.persistent
    size_type prepared = 0;
    auto keep = [&](size_type sum) {
        if (sum > need) need = sum;
    };
    auto persistent_until = [&](size_type count) {
        for (; prepared < count && next < f.persistent_count; ++next) {
            const persistent_allocation& a = f.persistent[static_cast<std::size_t>(next)];
            if (a.phase != allocation_phase::prepare) continue;
            kernel_persistent += tail.allocate(a.bytes, arena_alignment);
            ++prepared;
            if (read_again_end > 0 && a.bytes > 0) keep(checked_add(read_again_end, tail.position));
        }
    };
    auto allocate_temp = [&](size_type bytes, size_type alignment) {
        temp = checked_add(round_up(temp, alignment), bytes);
        keep(checked_add(temp, tail.position));
    };
    for (size_type t = 0; t < f.temp_count; ++t) {
        const temp_tensor& tensor = f.temps[static_cast<std::size_t>(t)];
        persistent_until(tensor.after_persistent);
        allocate_temp(z.tensor, z.pointer);
        read_again_end = temp;
        if (tensor.scales > 0) {
            allocate_temp(z.affine_quantization, z.pointer);
            read_again_end = temp - z.affine_quantization + 2 * z.pointer;  // its scale and zero_point pointers
            allocate_temp(checked_multiply(4, checked_add(tensor.scales, 1)), 4);  // TfLiteIntArrayGetSizeInBytes
        }
    }
    persistent_until(f.persistent_count);
    return need;
}

/// Tail and smallest arena of graph `g` with head `head_bytes`.
template <std::size_t N, std::size_t I, std::size_t M, std::size_t C>
constexpr arena_report report_of(const graph<N, I, M>& g, const head_plan<C>& head, const deployment& profile) noexcept {
    const structure_sizes z = sizes_for(abi_of(profile));
    arena_report r{};
    r.pointer_bits = profile.tflm.pointer_bits;
    r.abi = abi_of(profile);
    r.head_bytes = head.placed.arena_bytes;
    r.tensors = g.all_tensors();
    r.operators = static_cast<size_type>(g.operator_count);
    r.planned_buffers = static_cast<size_type>(head.count);
    r.offline_planned_buffers = static_cast<size_type>(head.offline_buffers);
    r.scratch_buffers = static_cast<size_type>(head.count - head.tensor_buffers);
    r.scratch_bytes = head.scratch_bytes;
    {
        std::size_t peak_time = no_index;
        for (std::size_t b = 0; b < head.count; ++b) {
            const buffer_request& buffer = head.buffers[b];
            if (buffer.bytes > 0 && head.placed.offsets[b] + buffer.bytes == r.head_bytes && buffer.first_step < peak_time)
                peak_time = buffer.first_step;
        }
        if (peak_time != no_index && g.operator_count > 0) {
            r.peak_operator = peak_time == 0 ? 0 : peak_time - 1;
            if (r.peak_operator >= g.operator_count) r.peak_operator = g.operator_count - 1;
            r.peak_node = g.operators[r.peak_operator].node;
        }
    }
    tail_allocator tail{};
    tail_categories& c = r.tail;
    // 1-4: MicroAllocator::Create, StartModelAllocation.
    c.allocator_objects += tail.allocate(z.allocator_objects, z.pointer);
    c.other += tail.allocate(2 * z.pointer, z.pointer);  // MicroBuiltinDataAllocator
    c.other += tail.allocate(2 * z.pointer, z.pointer);  // SubgraphAllocations
    c.eval_tensors += tail.allocate(checked_multiply(z.eval_tensor, r.tensors), z.pointer);
    c.node_and_registration += tail.allocate(checked_multiply(z.node_and_registration, r.operators), z.pointer);
    // 5: PrepareNodeAndRegistrationDataFromFlatbuffer parses every operator's options.
    std::array<tflm_operator_facts, graph<N, I, M>::operator_capacity> facts{};
    for (std::size_t k = 0; k < g.operator_count; ++k) {
        facts[k] = tflm_operator_facts_of(operator_description(g, g.operators[k], profile), kernels_of(profile),
                                          abi_of(profile));
        if (!facts[k].modelled) ++r.unmodelled_operators;
        if (facts[k].kernel_overruns_scratch && r.kernel_overrun_operators++ == 0)
            r.kernel_overrun_issue = facts[k].known_issue;
        if (facts[k].builtin_data_bytes > 0)
            c.other += tail.allocate(facts[k].builtin_data_bytes, facts[k].builtin_data_alignment);
    }
    // 6: every operator's Init (InitSubgraphs), then every operator's Prepare (PrepareSubgraphs):
    // AllocatePersistentBuffer, 16-aligned. Prepare's temporaries: prepare_temporaries.
    for (std::size_t k = 0; k < g.operator_count; ++k)
        for (size_type n = 0; n < facts[k].persistent_count; ++n) {
            const persistent_allocation& a = facts[k].persistent[static_cast<std::size_t>(n)];
            if (a.phase == allocation_phase::init) c.kernel_persistent += tail.allocate(a.bytes, arena_alignment);
        }
    std::size_t scratch_before = 0;
    for (std::size_t k = 0; k < g.operator_count; ++k) {
        if (!facts[k].temps_modelled && facts[k].modelled) ++r.unmodelled_operators;
        const size_type head_then = checked_multiply(
            z.scratch_request, static_cast<size_type>(scratch_before) + z.max_scratch_per_operator);
        const size_type need = prepare_temporaries(facts[k], head_then, z, tail, c.kernel_persistent);
        if (need > r.prepare_need_bytes) r.prepare_need_bytes = need;
        scratch_before += g.operators[k].scratch_count;
    }
    // 7: FinishModelAllocation: scratch buffer handles.
    if (r.scratch_buffers > 0) c.other += tail.allocate(checked_multiply(z.pointer, r.scratch_buffers), z.pointer);
    // CommitStaticMemoryPlan, before planning: every variable tensor's buffer, in tensor order,
    // 16-aligned (micro_allocator.cc AllocateVariables).
    for (std::size_t v = 0; v < g.variable_count; ++v) c.variable_buffers += tail.allocate(g.variable_bytes[v], arena_alignment);
    // The planner runs now (CommitStaticMemoryPlan). Between the head side (the scratch-request
    // array, then the temporary subgraph offsets and AllocationInfo array) and the tail, it takes
    // AllocateTemp(GetAvailableMemory(16), 16) = align_down(tail, 16) - align_up(temp, 16) bytes and
    // needs per_buffer_size() per planned buffer (GreedyMemoryPlanner::Init, AddBuffer).
    size_type planner_need = 0;
    {
        size_type temp = checked_multiply(z.scratch_request, r.scratch_buffers + z.max_scratch_per_operator);
        temp = round_up(temp, z.pointer) + z.pointer;  // subgraph offsets (one subgraph)
        temp = round_up(temp, z.pointer) + checked_multiply(z.allocation_info, r.tensors + r.scratch_buffers);
        const size_type planner = checked_multiply(z.planner_per_buffer, r.planned_buffers);
        // The oracle's planning_need_bytes: tail + 16-aligned temp + planner.
        r.planning_need_bytes = checked_add(checked_add(round_up(temp, arena_alignment), planner), tail.position);
        // What an arena whose end is 16-aligned must hold: both sides rounded to 16.
        planner_need = checked_add(checked_add(round_up(temp, arena_alignment), planner),
                                   round_up(tail.position, arena_alignment));
    }
    // 8: AllocateTensors: input and output pointer arrays and persistent TfLiteTensors.
    // Quantization data only for a tensor that has it (micro_allocator.cc
    // PopulateTfLiteTensorFromFlatbuffer: the file's scales; graph_tensor_scales): a
    // TfLiteAffineQuantization and a TfLiteIntArray of one zero point per scale.
    auto graph_tensors = [&](const std::size_t* tensors, std::size_t count) {
        c.interpreter_persistent += tail.allocate(checked_multiply(z.pointer, static_cast<size_type>(count)), arena_alignment);
        for (std::size_t n = 0; n < count; ++n) {
            c.persistent_tensors += tail.allocate(z.tensor, z.pointer);
            const size_type scales = graph_tensor_scales(g.tensors[tensors[n]]);
            if (scales > 0) {
                c.persistent_quantization += tail.allocate(z.affine_quantization, z.pointer);
                c.persistent_quantization += tail.allocate(checked_multiply(4, checked_add(scales, 1)), 4);  // TfLiteIntArrayGetSizeInBytes
            }
        }
    };
    graph_tensors(g.inputs.data(), I);
    graph_tensors(g.outputs.data(), g.output_count);
    c.persistent_buffers = c.kernel_persistent + c.interpreter_persistent;
    r.tail_bytes = tail.position;
    r.arena_used_bytes = checked_add(r.head_bytes, r.tail_bytes);
    const size_type used = round_up(r.arena_used_bytes, arena_alignment);
    size_type need = used > planner_need ? used : planner_need;
    if (r.prepare_need_bytes > need) need = r.prepare_need_bytes;
    r.min_arena_bytes = round_up(need, arena_alignment);
    return r;
}

/// Not constexpr: reaching it is the compile error for a pointer width TFLM's model does not cover.
[[noreturn]] inline void pointer_bits_not_32_or_64(int /*pointer_bits*/) noexcept { __builtin_trap(); }
/// Not constexpr: reaching it is the compile error for a profile whose abi has pointers of another
/// width than its pointer_bits (e.g. .tflm = {.pointer_bits = 32, .abi = struct_abi::lp64}).
[[noreturn]] inline void abi_pointer_bytes_differ_from_pointer_bits(int /*abi_pointer_bits*/, int /*pointer_bits*/) noexcept {
    __builtin_trap();
}

/// The compile-time checks of a TFLM profile's pointer width and ABI.
constexpr void check_pointer_width(const deployment& profile) noexcept {
    if (profile.tflm.pointer_bits != 32 && profile.tflm.pointer_bits != 64) pointer_bits_not_32_or_64(profile.tflm.pointer_bits);
    const int abi_bits = static_cast<int>(abi_of(profile).pointer_bytes * 8);
    if (abi_bits != profile.tflm.pointer_bits) abi_pointer_bytes_differ_from_pointer_bits(abi_bits, profile.tflm.pointer_bits);
}
/// Not constexpr: reaching one is the compile error for a stored plan TFLM would use as given but
/// that cannot be right (tflm_stored_plan.hpp): tensors `first` and `second` overlap at `step`;
/// `entries` offsets for `tensors` tensors; tensor `tensor`'s offset below -1.
[[noreturn]] inline void stored_offline_plan_overlaps(std::size_t /*first*/, std::size_t /*second*/, int /*step*/) noexcept {
    __builtin_trap();
}
[[noreturn]] inline void stored_offline_plan_has_wrong_size(std::size_t /*entries*/, std::size_t /*tensors*/) noexcept {
    __builtin_trap();
}
[[noreturn]] inline void stored_offline_plan_negative_offset(std::size_t /*tensor*/) noexcept { __builtin_trap(); }
/// Not constexpr: reaching it is the compile error for a tensor_quantization with `entries` scale
/// counts for `tensors` tensors (tflm_tensor_quantization.hpp).
[[noreturn]] inline void tensor_quantization_has_wrong_size(std::size_t /*entries*/, std::size_t /*tensors*/) noexcept {
    __builtin_trap();
}
/// Reaches the matching function above for a problem of a stored plan.
constexpr void reject_stored_plan(const stored_plan_problem& p) noexcept {
    switch (p.what) {
        case stored_plan_problem::kind::none: return;
        case stored_plan_problem::kind::wrong_size: stored_offline_plan_has_wrong_size(p.first, p.second);
        case stored_plan_problem::kind::negative_offset: stored_offline_plan_negative_offset(p.first);
        case stored_plan_problem::kind::overlap: stored_offline_plan_overlaps(p.first, p.second, p.step);
    }
}
/// Not constexpr: reaching it is the compile error for a layer (execution position `layer`) the
/// lowering has no TFLite operators for yet (detail/tflm_graph.hpp, node_lowering).
[[noreturn]] inline void tflm_runtime_has_no_model_of_layer(std::size_t /*layer*/) noexcept { __builtin_trap(); }

}  // namespace detail

/// TFLM's arena for `Net` under `profile` (profile.runtime is not consulted: this IS the TFLM
/// model). profile.tflm.pointer_bits and profile.tflm.abi select the structure sizes; profile.kernels the kernel
/// set (reference or CMSIS-NN); profile.tflm.offline_plan puts netmem's plan into the head; without it a
/// plan stored in the model (stored_offline_plan<Net>, tflm_stored_plan.hpp) places the tensors it
/// gives offsets for.
template <deployable_network Net>
constexpr arena_report arena(const deployment& profile = {.runtime = runtime::tflm}) noexcept {
    detail::check_pointer_width(profile);
    netmem::detail::check_kernels<Net>(profile);
    auto g = netmem::detail::tflm_graph_of<Net>(profile);
    if (g.unlowered_node != detail::no_index) detail::tflm_runtime_has_no_model_of_layer(g.unlowered_node);
    detail::attach_scratch(g, profile);
    const stored_plan_view stored = stored_plan_of<Net>();
    if (!profile.tflm.offline_plan) detail::reject_stored_plan(detail::check_stored_plan(g, stored));
    const tensor_quantization_view quantization = tensor_quantization_of<Net>();
    if (quantization.present() && quantization.count != g.tensor_count)
        detail::tensor_quantization_has_wrong_size(quantization.count, g.tensor_count);
    return detail::report_of(g, detail::plan_head(g, profile.tflm.offline_plan, stored), profile);
}

/// The value for `constexpr std::size_t kTensorArenaSize`: TFLM's smallest working arena for
/// `Net` under `profile`, a multiple of 16 (declare the arena alignas(16)).
template <deployable_network Net>
constexpr std::size_t arena_size(const deployment& profile = {.runtime = runtime::tflm}) noexcept {
    return static_cast<std::size_t>(arena<Net>(profile).min_arena_bytes);
}

/// netmem's plan as TFLM offline offsets (OfflineMemoryAllocation metadata, tflite-micro
/// docs/memory_management.md): one int32 per tensor of the model in the converter's order (graph
/// inputs, constants, operator outputs in operator order; see detail/tflm_graph.hpp): the byte
/// offset from the arena start of every non-constant tensor, -1 (online_planned) for the constants.
/// The offsets are netmem's best plan of the buffers TFLM plans, over TFLM's lifetimes.
template <std::size_t Capacity>
struct offline_offsets {
    std::array<size_type, Capacity> offsets{};
    std::size_t count = 0;  ///< tensors of the model
};
template <deployable_network Net>
constexpr auto offline_plan_offsets(const deployment& profile = {.runtime = runtime::tflm}) noexcept {
    using view = deployment_network<Net>;
    auto g = netmem::detail::tflm_graph_of<Net>(profile);
    if (g.unlowered_node != detail::no_index) detail::tflm_runtime_has_no_model_of_layer(g.unlowered_node);
    detail::attach_scratch(g, profile);
    const auto head = detail::plan_head(g, true);
    using graph_type = decltype(g);
    offline_offsets<graph_type::tensor_capacity + 2 * graph_type::operator_capacity> result{};
    result.count = static_cast<std::size_t>(g.all_tensors());
    for (std::size_t t = 0; t < result.count; ++t) result.offsets[t] = online_planned;
    std::size_t buffer = 0;
    for (std::size_t t = 0; t < g.tensor_count; ++t) {
        if (g.tensors[t].bytes == 0) continue;
        const std::size_t index = t < view::input_count ? t : t + static_cast<std::size_t>(g.constant_tensors);
        result.offsets[index] = head.offline[buffer++];
    }
    return result;
}

namespace error {
/// The TFLM runtime model has no TFLite operators for this layer yet (`Where` = error::layer<i>,
/// its execution position, or in a graph the vertex's name; `Kind` its operator kind,
/// layers/operator_kind.hpp; see detail/tflm_graph.hpp for the kinds and options it lowers).
template <class Where, operator_kind Kind>
struct tflm_runtime_has_no_model_of_layer {
    static_assert(sizeof(Where) == 0,
                  "netmem: the TFLM runtime model has no TFLite operators for this layer yet (see "
                  "runtime/tflm/detail/tflm_graph.hpp): use runtime::static_arena, or plan without it");
};
}  // namespace error

namespace detail {
/// The first node of Net the lowering cannot express under `profile`, or no_index.
template <deployable_network Net>
constexpr std::size_t unlowered_node(const deployment& profile) noexcept {
    using view = deployment_network<Net>;
    const deployment tflm_profile = without_in_place(profile);
    const auto nodes = view::nodes(tflm_profile);
    const auto steps = netmem::detail::build_deployment_steps(nodes, view::input_types, tflm_profile);
    return first_unlowered_node(nodes, steps, converter_order(nodes));
}
/// The operator kind of node `node` (execution position) of Net.
template <deployable_network Net>
constexpr operator_kind node_kind(const deployment& profile, std::size_t node) noexcept {
    return deployment_network<Net>::nodes(without_in_place(profile))[node].kind;
}
/// How the error names node `Position` (execution order): error::layer<i> in a sequential network,
/// the vertex's name error::vertex<'n', 'a', ...> in a graph.
template <class Net, std::size_t Position>
struct unlowered_where {
    using type = netmem::error::layer<Position>;
};
template <class Net, std::size_t Position>
    requires deployment_network<Net>::has_vertex_names
struct unlowered_where<Net, Position> {
    using type = typename deployment_network<Net>::template vertex_where<Position>;
};
/// The stored plan's problem for Net under Profile (none without a stored plan, or when
/// Profile.tflm.offline_plan replaces it).
template <deployable_network Net, deployment Profile>
consteval stored_plan_problem stored_plan_problem_of() {
    if constexpr (!has_stored_offline_plan<Net> || Profile.tflm.offline_plan) {
        return {};
    } else {
        auto g = netmem::detail::tflm_graph_of<Net>(Profile);
        return check_stored_plan(g, stored_plan_of<Net>());
    }
}
/// The typed compile error of a stored plan's problem (tflm_stored_plan.hpp).
template <stored_plan_problem Problem>
consteval void assert_stored_plan() {
    using kind = stored_plan_problem::kind;
    if constexpr (Problem.what == kind::overlap)
        static_assert(sizeof(error::stored_offline_plan_overlaps<error::tensor<Problem.first>, error::tensor<Problem.second>,
                                                                 error::step<Problem.step>>) > 0);
    else if constexpr (Problem.what == kind::wrong_size)
        static_assert(sizeof(error::stored_offline_plan_has_wrong_size<error::entries<Problem.first>,
                                                                       error::tensors<Problem.second>>) > 0);
    else if constexpr (Problem.what == kind::negative_offset)
        static_assert(sizeof(error::stored_offline_plan_negative_offset<error::tensor<Problem.first>>) > 0);
}
template <deployable_network Net, deployment Profile>
consteval arena_report checked_arena_report() {
    static_assert(sizeof(netmem::detail::kernel_selection_check_of<Profile>) > 0);
    constexpr std::size_t node = unlowered_node<Net>(Profile);
    if constexpr (netmem::detail::kernel_selection_rule_of<Profile>() != kernel_selection_rule::ok) {
        return {};
    } else if constexpr (node != no_index) {
        static_assert(
            sizeof(tflm::error::tflm_runtime_has_no_model_of_layer<typename unlowered_where<Net, node>::type,
                                                                   node_kind<Net>(Profile, node)>) > 0);
        return {};
    } else {
        constexpr stored_plan_problem problem = stored_plan_problem_of<Net, Profile>();
        constexpr std::size_t quantization_entries = tensor_quantization_of<Net>().count;
        constexpr std::size_t tensors = has_tensor_quantization<Net> ? netmem::detail::tflm_graph_of<Net>(Profile).tensor_count : 0;
        if constexpr (problem.what != stored_plan_problem::kind::none) {
            assert_stored_plan<problem>();
            return {};
        } else if constexpr (quantization_entries != tensors) {
            static_assert(sizeof(error::tensor_quantization_has_wrong_size<error::entries<quantization_entries>,
                                                                           error::tensors<tensors>>) > 0);
            return {};
        } else {
            return arena<Net>(Profile);
        }
    }
}
}  // namespace detail

namespace detail {
/// TFLM's head, after the compile error naming the first layer the lowering cannot express.
template <deployable_network Net, deployment Profile>
consteval size_type checked_head_bytes() {
    constexpr std::size_t node = unlowered_node<Net>(Profile);
    if constexpr (node != no_index) {
        static_assert(
            sizeof(tflm::error::tflm_runtime_has_no_model_of_layer<typename unlowered_where<Net, node>::type,
                                                                   node_kind<Net>(Profile, node)>) > 0);
        return 0;
    } else {
        return netmem::detail::tflm_head_of<Net, Profile>::value;
    }
}
}  // namespace detail

/// TFLM's head for Net under Profile (bytes: its GreedyMemoryPlanner on the buffers TFLM plans, no
/// offline plan): arena<Net>(Profile).head_bytes, planned in parts (each its own constant
/// evaluation, over the plan cache's nodes and steps), so that it reaches the networks
/// memory_plan_of reaches (static_tests/planning_plan_memory_2000_tensors.cpp); it was the generic plan's
/// memory_plan::greedy_bytes (docs/history/api-changes.md). A layer the lowering cannot express is
/// error::tflm_runtime_has_no_model_of_layer.
template <deployable_network Net, deployment Profile = deployment{.runtime = runtime::tflm}>
inline constexpr size_type head_bytes_of = detail::checked_head_bytes<Net, Profile>();

/// The report of Net under Profile as a constant (shared by fits, assert_fits and static_arena);
/// a layer the TFLM model cannot lower is error::tflm_runtime_has_no_model_of_layer<layer<i>, kind>
/// (a graph: <vertex<'n', 'a', 'm', 'e'>, kind>).
template <deployable_network Net, deployment Profile>
inline constexpr arena_report arena_of = detail::checked_arena_report<Net, Profile>();

}  // namespace netmem::tflm

namespace netmem {

namespace error {
/// The runtime a RAM check assumed (deployment::runtime).
template <runtime R> struct assumed_runtime { static constexpr runtime value = R; };
/// TFLM's head (GreedyMemoryPlanner's peak) and tail (persistent section), bytes.
template <size_type V> struct head_bytes { static constexpr size_type value = V; };
template <size_type V> struct tail_bytes { static constexpr size_type value = V; };
/// assert_fits with runtime::tflm: TFLM's smallest working arena exceeds the RAM it may use (the
/// arena's region, or budget.ram; excess and region as for ram_budget_check).
/// peak_layer / Where: the layer whose operator's step sets TFLM's head peak, named as for
/// ram_budget_check.
template <class Required, class Budget, class Runtime, class Head, class Tail, class Excess, class PeakLayer,
          class Where, class Region>
struct tflm_ram_budget_check {
    static_assert(Required::value <= Budget::value,
                  "netmem: TFLM's smallest working arena (required_bytes, runtime tflm: head_bytes of activations "
                  "and scratch planned by TFLM's GreedyMemoryPlanner, tail_bytes of TFLM's persistent data, and the "
                  "planner's temporary memory) exceeds the RAM it may use (budget_bytes: the arena's region, the "
                  "largest RAM region unless placed, or budget.ram) by excess_bytes; peak_layer is the layer whose "
                  "operator's step sets the head's peak: use an offline plan "
                  "(deployment::tflm.offline_plan), runtime::static_arena, a smaller network or a target with more RAM");
};
}  // namespace error

namespace tflm {
/// True when TFLM's structures on the profile's core have no default layout in netmem: 32-bit
/// pointers on an Xtensa or RISC-V core with deployment::tflm.abi left to for_pointer_bits, whose
/// 32-bit answer, arm_eabi_gcc (short enums), is Cortex-M's (TFLM's rule
/// core_needs_a_named_struct_abi; static_tests/compile_fail/core_needs_a_named_struct_abi.cpp).
constexpr bool needs_a_named_struct_abi(const deployment& profile) noexcept {
    const bool other_core = is_xtensa(profile.core) || profile.core == cpu_core::riscv32;
    return profile.tflm.abi == struct_abi::for_pointer_bits && profile.tflm.pointer_bits == 32 && other_core;
}
}  // namespace tflm

/// The TFLM runtime model (planning/runtime_model.hpp): the RAM a board needs is TFLM's smallest
/// working arena (arena_report::min_arena_bytes); TFLM places the tensors itself, so the firmware
/// cannot address them at netmem's offsets; the arena is 16-aligned (MicroArenaBufferAlignment()).
template <>
struct runtime_model<runtime::tflm> {
    static constexpr bool registered = true;
    static constexpr const char* name = "tflm";
    static constexpr bool addresses_tensors = false;
    /// TFLM's rule on the profile (planning/profile_check.hpp asks it): its tail's C structures
    /// need a named ABI on a 32-bit Xtensa or RISC-V core (tflm::needs_a_named_struct_abi).
    static constexpr kernel_selection_rule profile_rule(const deployment& profile) noexcept {
        return tflm::needs_a_named_struct_abi(profile) ? kernel_selection_rule::core_needs_a_named_struct_abi
                                                       : kernel_selection_rule::ok;
    }
    /// The report: TFLM's arena (once per translation unit; its compile errors: arena_of).
    template <class Net, deployment Profile>
    static consteval const tflm::arena_report& arena() {
        return tflm::arena_of<Net, Profile>;
    }
    /// The same at run time (netmem's plan is not what TFLM plans: it lowers Net itself).
    template <class Net, class Plan>
    static constexpr tflm::arena_report arena(const Plan&, const deployment& profile) noexcept {
        return tflm::arena<Net>(profile);
    }
    static constexpr size_type ram_bytes(const tflm::arena_report& figures) noexcept { return figures.min_arena_bytes; }
    static constexpr size_type storage_alignment(const deployment&) noexcept { return 16; }  // MicroArenaBufferAlignment()
    /// The firmware's arena: TFLM's MicroInterpreter takes a buffer of kTensorArenaSize bytes.
    static constexpr const char* ram_declaration = "kTensorArenaSize = {};  // TFLM's smallest working arena, {,} B";
    /// The firmware embeds the .tflite flatbuffer, which TFLM reads in place.
    static constexpr bool embeds_model_file = true;
    /// TFLM's structures in the tail follow the profile's pointer width and ABI; the model is read
    /// from tflite-micro 90b983c2.
    static constexpr runtime_assumptions assumptions(const deployment& profile) noexcept {
        return {.pointer_bits = profile.tflm.pointer_bits,
                .structures = resolved_abi(profile),
                .structures_name = "TFLM struct ABI",
                // No oracle runs TFLM built by Xtensa / RISC-V GCC (docs/guide/cores-and-kernels.md).
                .structures_estimated = resolved_abi(profile) == struct_abi::ilp32_gcc,
                .offline_plan = profile.tflm.offline_plan,
                .pinned_source = "tflite-micro 90b983c2"};
    }
    static constexpr runtime_verdict_text verdict_text(const tflm::arena_report& figures) noexcept {
        // A kernel that writes more scratch than TFLM gives it (CMSIS-NN#243, espressif/esp-nn#30):
        // TFLM's figure, which such a model overruns on the board; netmem's own plan reserves more.
        if (figures.kernel_overrun_operators > 0)
            return {.ram_basis = "TFLM's smallest arena (head {} B + tail {} B + planning); WARNING: a kernel writes "
                                 "more scratch than it requests (a known bug of the pinned kernel library, "
                                 "arena_report::kernel_overrun_issue), which TFLM's plan does not hold",
                    .ram_numbers = {figures.head_bytes, figures.tail_bytes},
                    .flash_basis = "payload: weights + biases + quantization parameters (the .tflite file the firmware "
                                   "embeds is larger; netmem-import --report gives its size)"};
        return {.ram_basis = "TFLM's smallest arena (head {} B + tail {} B + planning)",
                .ram_numbers = {figures.head_bytes, figures.tail_bytes},
                .flash_basis = "payload: weights + biases + quantization parameters (the .tflite file the firmware "
                               "embeds is larger; netmem-import --report gives its size)"};
    }
    /// assert_fits: error::tflm_ram_budget_check with TFLM's head, tail and the layer at the head's peak.
    template <class Net, deployment Profile, class Budget, class Excess, class Region>
    static consteval void assert_ram_fits() {
        constexpr const tflm::arena_report& figures = tflm::arena_of<Net, Profile>;
        using ram_check = error::tflm_ram_budget_check<
            error::required_bytes<figures.min_arena_bytes>, Budget, error::assumed_runtime<runtime::tflm>,
            error::head_bytes<figures.head_bytes>, error::tail_bytes<figures.tail_bytes>, Excess,
            error::peak_layer<figures.peak_node>, typename detail::budget_where<Net, figures.peak_node>::type, Region>;
        static_assert(sizeof(ram_check) > 0);
    }
};

}  // namespace netmem
