// netmem/deploy/planners.hpp
// Static memory planners over tensor lifetimes, the lower bound and the plan verifier; all constexpr.
//
// A buffer is (bytes, first_step, last_step), both steps inclusive; two buffers conflict when
// their step ranges intersect (TFLM GreedyMemoryPlanner::DoesEntryOverlapInTime). A placement
// gives every buffer an offset; its size is the largest offset + bytes.
//
// - greedy_by_size_tflm: TFLM's GreedyMemoryPlanner::CalculateOffsetsIfNeeded
//   (tensorflow/lite/micro/memory_planner/greedy_memory_planner.cc at tflite-micro 90b983c2), rule
//   for rule:
//   1. buffers with an offline offset (OfflineMemoryAllocation metadata) go first, in the order they
//      were added, at their offsets; the online buffers are written into the sort arrays from the
//      TAIL in the order they were added (idx_from_tail--), then ReverseSortInPlace, a bubble sort
//      by size, largest first, swapping only when strictly smaller: among equal sizes the buffer
//      added LAST goes first;
//   2. the first buffer of that list is placed at offset 0 (or its offline offset);
//   3. each next online buffer walks the placed buffers in offset order (a buffer placed at an
//      offset equal to an earlier one is listed after it), looks only at those whose lifetimes
//      overlap its own, and takes the first gap (starting at 0) at least its size; the candidate
//      offset only grows (max of the ends seen); with no such gap it goes after the last
//      overlapping buffer.
//   Buffer i is added by the i-th AddBuffer call. TFLM adds one buffer per tensor that needs the
//   arena, in the model's tensor order, then the kernels' scratch buffers in request order
//   (micro_allocator.cc CreatePlan over micro_allocation_info.cc's AllocationInfo array). netmem
//   numbers tensors like TFLite's converter: network inputs, then each step's output in execution
//   order, so equal sizes are placed LAST-written first (VWW int8: 73,728 B, what TFLM's own
//   allocator reports; tflm-arena oracle, ../shared/oracles/README.md). deploy/runtime/tflm.hpp
//   gives TFLM's exact buffer list (a Reshape's own output, scratch after the tensors).
// - first_fit / best_fit in several orders (by size, by first use, by lifetime length, by
//   size x lifetime): the same gap search in another order, or the smallest gap that fits.
//   netmem keeps the smallest result of all of them and the TFLM plan (ties: the earlier planner).
// - lower_bound: the maximum over steps of the bytes live at that step. No placement can be
//   smaller (TVM USMP calls it memory_pressure).
// - verify_placement: no two buffers with overlapping lifetimes overlap in memory, every buffer
//   lies inside the arena and every offset is a multiple of the alignment.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include <netmem/core/integer.hpp>

namespace netmem {

/// The planners netmem runs (the plan keeps the best).
enum class planner : std::uint8_t {
    greedy_by_size_tflm,      ///< TFLM GreedyMemoryPlanner (exact)
    first_fit_by_size,        ///< same gap search, ties by tensor id (not TFLM's add order)
    first_fit_by_first_use,   ///< execution order: a chain's ping-pong layout
    first_fit_by_lifetime,    ///< longest-living first
    first_fit_by_area,        ///< largest bytes x lifetime first
    best_fit_by_size,
    best_fit_by_first_use,
    best_fit_by_lifetime,
    best_fit_by_area,
};

/// Name of a planner ("greedy_by_size_tflm").
constexpr const char* name_of(planner p) noexcept {
    constexpr const char* names[] = {"greedy_by_size_tflm",  "first_fit_by_size",    "first_fit_by_first_use",
                                     "first_fit_by_lifetime", "first_fit_by_area",    "best_fit_by_size",
                                     "best_fit_by_first_use", "best_fit_by_lifetime", "best_fit_by_area"};
    return names[static_cast<unsigned>(p)];
}

/// One buffer to place: bytes (already aligned) and its inclusive lifetime in steps.
struct buffer_request {
    size_type bytes = 0;
    std::size_t first_step = 0;
    std::size_t last_step = 0;
};

/// Offsets of T buffers (the first `count` are used) and the resulting arena size in bytes.
template <std::size_t T>
struct placement {
    std::array<size_type, T> offsets{};
    size_type arena_bytes = 0;
};

namespace detail {

constexpr bool lifetimes_overlap(const buffer_request& a, const buffer_request& b) noexcept {
    return !(a.first_step > b.last_step || b.first_step > a.last_step);
}

/// Places buffers in `order` (indices into `buffers`). For each buffer, the already-placed buffers
/// that overlap it in time are visited in offset order; first fit takes the first gap that is
/// large enough (TFLM's walk), best fit the smallest such gap; with none, the buffer goes after
/// the highest end among them.
template <std::size_t T>
constexpr placement<T> place_in_order(const std::array<buffer_request, T>& buffers, std::size_t count,
                                      const std::array<std::size_t, T>& order, bool best_fit) noexcept {
    placement<T> result{};
    std::array<std::size_t, T> by_offset{};  // placed buffer ids, sorted by offset (stable)
    std::size_t placed = 0;
    for (std::size_t n = 0; n < count; ++n) {
        const std::size_t id = order[n];
        const buffer_request& wanted = buffers[id];
        size_type candidate = 0;
        size_type best_offset = -1;
        size_type best_gap = 0;
        for (std::size_t k = 0; k < placed; ++k) {
            const std::size_t other = by_offset[k];
            if (!lifetimes_overlap(wanted, buffers[other])) continue;
            const size_type gap = result.offsets[other] - candidate;
            if (gap >= wanted.bytes) {
                if (!best_fit) break;
                if (best_offset < 0 || gap < best_gap) {
                    best_offset = candidate;
                    best_gap = gap;
                }
            }
            const size_type end = result.offsets[other] + buffers[other].bytes;
            if (end > candidate) candidate = end;
        }
        // First fit: `candidate` is the first gap, or the end of the overlapping buffers.
        // Best fit: the smallest inner gap if any, else the end.
        const size_type offset = best_fit && best_offset >= 0 ? best_offset : candidate;
        result.offsets[id] = offset;
        // Insert after every placed buffer whose offset is <= offset (TFLM's list insertion).
        std::size_t position = placed;
        while (position > 0 && result.offsets[by_offset[position - 1]] > offset) {
            by_offset[position] = by_offset[position - 1];
            --position;
        }
        by_offset[position] = id;
        ++placed;
        const size_type end = checked_add(offset, wanted.bytes);
        if (end > result.arena_bytes) result.arena_bytes = end;
    }
    return result;
}

/// The first `count` ids in a stable order: `before(a, b)` means a goes first; equal elements
/// keep their order in `ids` (bottom-up merge sort, O(n log n)).
template <std::size_t T, class Before>
constexpr std::array<std::size_t, T> stable_sorted(std::array<std::size_t, T> ids, std::size_t count,
                                                   Before before) noexcept {
    std::array<std::size_t, T> merged{};
    for (std::size_t width = 1; width < count; width *= 2) {
        for (std::size_t left = 0; left < count; left += 2 * width) {
            const std::size_t middle = left + width < count ? left + width : count;
            const std::size_t right = left + 2 * width < count ? left + 2 * width : count;
            std::size_t a = left, b = middle, out = left;
            while (a < middle && b < right) merged[out++] = before(ids[b], ids[a]) ? ids[b++] : ids[a++];
            while (a < middle) merged[out++] = ids[a++];
            while (b < right) merged[out++] = ids[b++];
        }
        for (std::size_t i = 0; i < count; ++i) ids[i] = merged[i];
    }
    return ids;
}

/// Ids 0 .. count-1 in a stable order by `before`.
template <std::size_t T, class Before>
constexpr std::array<std::size_t, T> stable_order(std::size_t count, Before before) noexcept {
    std::array<std::size_t, T> ids{};
    for (std::size_t i = 0; i < count; ++i) ids[i] = i;
    return stable_sorted(ids, count, before);
}

}  // namespace detail

/// No offline offset: the buffer is planned online (TFLM kOnlinePlannedBuffer).
inline constexpr size_type online_planned = -1;

/// TFLM's GreedyMemoryPlanner (see the file comment) with buffer i added by the i-th AddBuffer call;
/// `offline[i]` is buffer i's offline offset in bytes or online_planned.
template <std::size_t T>
constexpr placement<T> greedy_by_size_tflm(const std::array<buffer_request, T>& buffers, std::size_t count,
                                           const std::array<size_type, T>& offline) noexcept {
    placement<T> result{};
    if (count == 0) return result;
    // Offline buffers from the head in add order, online ones from the tail in add order.
    std::array<std::size_t, T> ids{};
    std::size_t from_head = 0;
    std::size_t from_tail = count;
    for (std::size_t k = 0; k < count; ++k) {
        if (offline[k] == online_planned) ids[--from_tail] = k;
        else ids[from_head++] = k;
    }
    // ReverseSortInPlace on the online part: a bubble sort that swaps only when values[i - 1] <
    // values[i], i.e. a stable sort by size, largest first. The same order with a stable merge sort
    // (O(n log n) instead of O(n^2), for the constant-evaluation budget).
    std::array<std::size_t, T> online{};
    for (std::size_t k = from_head; k < count; ++k) online[k - from_head] = ids[k];
    online = detail::stable_sorted(online, count - from_head,
                                   [&](std::size_t a, std::size_t b) { return buffers[a].bytes > buffers[b].bytes; });
    for (std::size_t k = from_head; k < count; ++k) ids[k] = online[k - from_head];

    // buffers_sorted_by_offset_: placed ids in offset order (TFLM's linked list).
    std::array<std::size_t, T> by_offset{};
    std::size_t placed = 0;
    for (std::size_t n = 0; n < count; ++n) {
        const std::size_t id = ids[n];
        const buffer_request& wanted = buffers[id];
        size_type candidate = 0;
        if (offline[id] != online_planned) {
            candidate = offline[id];
        } else {
            for (std::size_t k = 0; k < placed; ++k) {
                const std::size_t other = by_offset[k];
                if (!detail::lifetimes_overlap(wanted, buffers[other])) continue;
                if (result.offsets[other] - candidate >= wanted.bytes) break;
                const size_type end = result.offsets[other] + buffers[other].bytes;
                if (end > candidate) candidate = end;
            }
        }
        result.offsets[id] = candidate;
        // TFLM's insertion: before the first entry when that one's offset is larger, else after
        // every entry (from the first on) whose offset is not larger.
        std::size_t position = 0;
        if (placed > 0 && !(result.offsets[by_offset[0]] > candidate)) {
            position = 1;
            while (position < placed && !(result.offsets[by_offset[position]] > candidate)) ++position;
        }
        for (std::size_t k = placed; k > position; --k) by_offset[k] = by_offset[k - 1];
        by_offset[position] = id;
        ++placed;
        const size_type end = checked_add(candidate, wanted.bytes);
        if (end > result.arena_bytes) result.arena_bytes = end;
    }
    return result;
}

/// TFLM's GreedyMemoryPlanner with every buffer planned online, buffer i added i-th.
template <std::size_t T>
constexpr placement<T> greedy_by_size_tflm(const std::array<buffer_request, T>& buffers, std::size_t count) noexcept {
    std::array<size_type, T> offline{};
    for (auto& o : offline) o = online_planned;
    return greedy_by_size_tflm(buffers, count, offline);
}

/// Placement by planner `p` (greedy_by_size_tflm: buffer i added i-th, as TFLM adds tensors).
template <std::size_t T>
constexpr placement<T> place_with(planner p, const std::array<buffer_request, T>& buffers, std::size_t count) noexcept {
    if (p == planner::greedy_by_size_tflm) return greedy_by_size_tflm(buffers, count);
    auto length = [&](std::size_t i) { return static_cast<size_type>(buffers[i].last_step - buffers[i].first_step + 1); };
    auto by_size = [&](std::size_t a, std::size_t b) { return buffers[a].bytes > buffers[b].bytes; };
    auto by_first_use = [&](std::size_t a, std::size_t b) {
        return buffers[a].first_step < buffers[b].first_step ||
               (buffers[a].first_step == buffers[b].first_step && buffers[a].bytes > buffers[b].bytes);
    };
    auto by_lifetime = [&](std::size_t a, std::size_t b) {
        return length(a) > length(b) || (length(a) == length(b) && buffers[a].bytes > buffers[b].bytes);
    };
    auto by_area = [&](std::size_t a, std::size_t b) {
        return checked_multiply(buffers[a].bytes, length(a)) > checked_multiply(buffers[b].bytes, length(b));
    };
    std::array<std::size_t, T> order{};
    switch (p) {
        case planner::first_fit_by_size:
        case planner::best_fit_by_size: order = detail::stable_order<T>(count, by_size); break;
        case planner::first_fit_by_first_use:
        case planner::best_fit_by_first_use: order = detail::stable_order<T>(count, by_first_use); break;
        case planner::first_fit_by_lifetime:
        case planner::best_fit_by_lifetime: order = detail::stable_order<T>(count, by_lifetime); break;
        default: order = detail::stable_order<T>(count, by_area); break;
    }
    const bool best = p >= planner::best_fit_by_size;
    return detail::place_in_order(buffers, count, order, best);
}

/// The lower bound: max over steps of the bytes live at that step, and the first step reaching it.
struct live_peak {
    size_type bytes = 0;
    std::size_t step = 0;
};
template <std::size_t T>
constexpr live_peak lower_bound(const std::array<buffer_request, T>& buffers, std::size_t count,
                                std::size_t step_count) noexcept {
    live_peak peak{};
    for (std::size_t s = 0; s < step_count; ++s) {
        size_type live = 0;
        for (std::size_t i = 0; i < count; ++i)
            if (buffers[i].first_step <= s && s <= buffers[i].last_step) live = checked_add(live, buffers[i].bytes);
        if (live > peak.bytes) peak = {live, s};
    }
    return peak;
}

/// The first violation a verifier finds (none: `ok`).
struct placement_check {
    bool ok = true;
    std::size_t first = 0;   ///< the two buffers that overlap (or first = the misplaced buffer)
    std::size_t second = 0;
};

/// Proves a placement: every pair of buffers that live at a common step is disjoint in memory,
/// every buffer lies in [0, arena_bytes), every offset is a multiple of `alignment`.
template <std::size_t T>
constexpr placement_check verify_placement(const std::array<buffer_request, T>& buffers, std::size_t count,
                                           const placement<T>& plan, size_type alignment) noexcept {
    // Visit buffers by first step; each one is compared with the later-starting buffers that start
    // before it ends (every pair that shares a step is met exactly once).
    const auto order = detail::stable_order<T>(
        count, [&](std::size_t a, std::size_t b) { return buffers[a].first_step < buffers[b].first_step; });
    for (std::size_t n = 0; n < count; ++n) {
        const std::size_t i = order[n];
        const size_type offset = plan.offsets[i];
        if (offset < 0 || offset % alignment != 0 || offset + buffers[i].bytes > plan.arena_bytes) return {false, i, i};
        for (std::size_t m = n + 1; m < count && buffers[order[m]].first_step <= buffers[i].last_step; ++m) {
            const std::size_t j = order[m];
            if (buffers[i].bytes == 0 || buffers[j].bytes == 0) continue;
            const bool disjoint = offset + buffers[i].bytes <= plan.offsets[j] ||
                                  plan.offsets[j] + buffers[j].bytes <= offset;
            if (!disjoint) return {false, i < j ? i : j, i < j ? j : i};
        }
    }
    return {};
}

}  // namespace netmem
