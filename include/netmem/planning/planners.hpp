// netmem/planning/planners.hpp
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
//   allocator reports; tflm-arena oracle, ../shared/oracles/README.md). runtime/tflm/tflm.hpp
//   gives TFLM's exact buffer list (a Reshape's own output, scratch after the tensors).
// - first_fit / best_fit in several orders (by size, by first use, by lifetime length, by
//   size x lifetime): the same gap search in another order, or the smallest gap that fits.
//   netmem keeps the smallest result of all of them and the TFLM plan (ties: the earlier planner).
// - the gap search (detail::place_in_order, shared by all of them, TFLM's included, with its
//   offline offsets) does not scan every placed buffer: a lifetime index (the buffers by first
//   step, with a max tree of their last steps) lists the buffers that overlap the new one in time,
//   and only those that are placed are walked, in offset order (ties: placement order, TFLM's list
//   order). The same offsets as a walk over the whole offset-sorted list as TFLM writes it
//   (tests/planning_planners.cpp compares the two, offline offsets included), in O(n log n + P log n)
//   for P pairs of buffers that share a step instead of O(n^2). memory_plan_of builds each
//   buffer's overlapping set once (list_overlaps, O(n + P)) and every planner walks those lists.
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

/// Every planner, in the order memory_plan_of tries them (ties keep the earlier one).
inline constexpr planner all_planners[] = {planner::greedy_by_size_tflm,    planner::first_fit_by_size,
                                           planner::first_fit_by_first_use, planner::first_fit_by_lifetime,
                                           planner::first_fit_by_area,      planner::best_fit_by_size,
                                           planner::best_fit_by_first_use,  planner::best_fit_by_lifetime,
                                           planner::best_fit_by_area};
inline constexpr std::size_t planner_count = sizeof(all_planners) / sizeof(all_planners[0]);

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

/// No offline offset: the buffer is planned online (TFLM kOnlinePlannedBuffer).
inline constexpr size_type online_planned = -1;

namespace detail {

constexpr bool lifetimes_overlap(const buffer_request& a, const buffer_request& b) noexcept {
    return !(a.first_step > b.last_step || b.first_step > a.last_step);
}

/// The first `count` ids in a stable order: `before(a, b)` means a goes first; equal elements
/// keep their order in `ids` (bottom-up merge sort, O(n log n)).
template <std::size_t T, class Before>
constexpr std::array<std::size_t, T> stable_sorted(std::array<std::size_t, T> ids, std::size_t count,
                                                   Before before) noexcept {
    // Raw pointers in the loops: std::array::operator[] is a function call, which constant
    // evaluation charges (clang: about 5 -fconstexpr-steps per access).
    std::array<std::size_t, T> other{};
    std::size_t* from = ids.data();
    std::size_t* to = other.data();
    for (std::size_t width = 1; width < count; width *= 2) {
        for (std::size_t left = 0; left < count; left += 2 * width) {
            const std::size_t middle = left + width < count ? left + width : count;
            const std::size_t right = left + 2 * width < count ? left + 2 * width : count;
            std::size_t a = left, b = middle, out = left;
            while (a < middle && b < right) to[out++] = before(from[b], from[a]) ? from[b++] : from[a++];
            while (a < middle) to[out++] = from[a++];
            while (b < right) to[out++] = from[b++];
        }
        std::size_t* swap = from;
        from = to;
        to = swap;
    }
    if (from != ids.data())
        for (std::size_t i = 0; i < count; ++i) ids.data()[i] = from[i];
    return ids;
}

/// Ids 0 .. count-1 in a stable order by `before`.
template <std::size_t T, class Before>
constexpr std::array<std::size_t, T> stable_order(std::size_t count, Before before) noexcept {
    std::array<std::size_t, T> ids{};
    std::size_t* id = ids.data();
    for (std::size_t i = 0; i < count; ++i) id[i] = i;
    return stable_sorted(ids, count, before);
}

/// Ids 0 .. count-1 by first step (stable).
template <std::size_t T>
constexpr std::array<std::size_t, T> stable_order_by_first_step(const std::array<buffer_request, T>& buffers,
                                                                std::size_t count) noexcept {
    const buffer_request* b = buffers.data();
    return stable_order<T>(count, [b](std::size_t x, std::size_t y) { return b[x].first_step < b[y].first_step; });
}

/// The buffers sorted by first step, with a max tree of their last steps: finds every buffer
/// whose lifetime overlaps a step range in O((k + 1) log n) for k such buffers, instead of
/// scanning all n. Leaf `count + k` holds the last step of by_first[k]; node i < count holds the
/// maximum of nodes 2i and 2i + 1 (a bottom-up segment tree).
template <std::size_t T>
struct lifetime_index {
    std::array<std::size_t, T> by_first{};
    std::array<std::size_t, 2 * T> last_max{};
    std::size_t count = 0;
};

/// The lifetime index of the first `count` buffers (O(n log n)).
template <std::size_t T>
constexpr lifetime_index<T> index_lifetimes(const std::array<buffer_request, T>& buffers, std::size_t count) noexcept {
    lifetime_index<T> index{};
    index.count = count;
    index.by_first = stable_order_by_first_step(buffers, count);
    const buffer_request* b = buffers.data();
    const std::size_t* by_first = index.by_first.data();
    std::size_t* last_max = index.last_max.data();
    for (std::size_t k = 0; k < count; ++k) last_max[count + k] = b[by_first[k]].last_step;
    for (std::size_t node = count; node-- > 1;)
        last_max[node] = last_max[2 * node] > last_max[2 * node + 1] ? last_max[2 * node] : last_max[2 * node + 1];
    return index;
}

/// Writes to `out` the ids of the buffers whose lifetimes overlap [first, last] (in no particular
/// order) and returns how many.
template <std::size_t T>
constexpr std::size_t overlapping(const lifetime_index<T>& index, const buffer_request* buffers, std::size_t first,
                                  std::size_t last, std::size_t* out) noexcept {
    const std::size_t* by_first = index.by_first.data();
    const std::size_t* last_max = index.last_max.data();
    // Buffers starting at or before `last` are by_first[0 .. end).
    std::size_t end = 0;
    for (std::size_t high = index.count; end < high;) {
        const std::size_t middle = (end + high) / 2;
        if (buffers[by_first[middle]].first_step <= last) end = middle + 1;
        else high = middle;
    }
    // Among them, those ending at or after `first`: descend from the canonical nodes of the leaf
    // range into every subtree whose maximum last step reaches `first`.
    std::size_t stack[2 * 64] = {};
    std::size_t top = 0;
    for (std::size_t left = index.count, right = index.count + end; left < right; left /= 2, right /= 2) {
        if (left & 1) stack[top++] = left++;
        if (right & 1) stack[top++] = --right;
    }
    std::size_t found = 0;
    while (top > 0) {
        const std::size_t node = stack[--top];
        if (last_max[node] < first) continue;
        if (node >= index.count) {
            out[found++] = by_first[node - index.count];
        } else {
            stack[top++] = 2 * node;
            stack[top++] = 2 * node + 1;
        }
    }
    return found;
}

/// For each of `count` buffers, the other buffers whose lifetimes overlap its own, as compressed
/// rows: ids[begin[i] .. begin[i + 1]) (E >= 2 x the pairs that share a step). Built once per
/// network (plan_memory.hpp overlaps_v) from a lifetime index, so that every planner reads a
/// buffer's overlapping set directly instead of querying the index for it (the query, a binary
/// search and a tree descent, was about half of a planner's constant-evaluation steps).
template <std::size_t T, std::size_t E>
struct overlap_lists {
    std::array<std::size_t, T + 1> begin{};
    std::array<std::size_t, E> ids{};
};

/// The overlap lists of the first `count` buffers: each buffer meets the later-starting buffers
/// (by first step) that start before it ends, so every pair is found once: O(n + P).
template <std::size_t E, std::size_t T>
constexpr overlap_lists<T, E> list_overlaps(const std::array<buffer_request, T>& buffers, std::size_t count,
                                            const lifetime_index<T>& index) noexcept {
    overlap_lists<T, E> lists{};
    const buffer_request* b = buffers.data();
    const std::size_t* by_first = index.by_first.data();
    std::size_t* begin = lists.begin.data();
    std::size_t* ids = lists.ids.data();
    for (std::size_t n = 0; n < count; ++n)
        for (std::size_t m = n + 1; m < count && b[by_first[m]].first_step <= b[by_first[n]].last_step; ++m) {
            ++begin[by_first[n] + 1];
            ++begin[by_first[m] + 1];
        }
    for (std::size_t i = 0; i < count; ++i) begin[i + 1] += begin[i];
    std::array<std::size_t, T> next_storage{};
    std::size_t* next = next_storage.data();
    for (std::size_t i = 0; i < count; ++i) next[i] = begin[i];
    for (std::size_t n = 0; n < count; ++n)
        for (std::size_t m = n + 1; m < count && b[by_first[m]].first_step <= b[by_first[n]].last_step; ++m) {
            ids[next[by_first[n]]++] = by_first[m];
            ids[next[by_first[m]]++] = by_first[n];
        }
    return lists;
}

/// Places buffers in `order` (indices into `buffers`). For each buffer, the already-placed buffers
/// that overlap it in time are visited in offset order (equal offsets: in placement order, as in
/// TFLM's offset-sorted list, where a new entry goes after every entry with an offset <= its own);
/// first fit takes the first gap that is large enough (TFLM's walk), best fit the smallest such
/// gap; with none, the buffer goes after the highest end among them. The overlapping placed
/// buffers come from `overlapping_of` (a lifetime index, or overlap lists built once; not a scan
/// of every placed buffer): O(n log n + P log n), or O(n + P) with the lists, for P pairs of
/// buffers that overlap in time, instead of O(n^2). `fixed` (optional): buffer i goes at fixed[i]
/// unless that is online_planned (TFLM's offline offsets), with no search.
/// `overlapping_of(id, out)` writes the ids of the buffers whose lifetimes overlap buffer id's (in
/// any order; id itself may be among them) to `out` and returns how many: from a lifetime index,
/// or from overlap lists.
template <std::size_t T, class OverlappingOf>
constexpr placement<T> place_in_order_with(const std::array<buffer_request, T>& buffers, std::size_t count,
                                           const std::array<std::size_t, T>& order, bool best_fit,
                                           OverlappingOf overlapping_of, const size_type* fixed = nullptr) noexcept {
    placement<T> result{};
    std::array<std::size_t, T> placed_storage{};  // 1 + position in the placement order; 0: not placed yet
    std::array<std::size_t, T> near_storage{};    // placed buffers overlapping the current one, by offset
    std::size_t* placed_as = placed_storage.data();
    std::size_t* near = near_storage.data();
    size_type* offsets = result.offsets.data();
    const buffer_request* b = buffers.data();
    const std::size_t* ordered = order.data();
    for (std::size_t n = 0; n < count; ++n) {
        const std::size_t id = ordered[n];
        const buffer_request& wanted = b[id];
        if (fixed != nullptr && fixed[id] != online_planned) {
            offsets[id] = fixed[id];
            placed_as[id] = n + 1;
            const size_type end = checked_add(fixed[id], wanted.bytes);
            if (end > result.arena_bytes) result.arena_bytes = end;
            continue;
        }
        const std::size_t found = overlapping_of(id, near);
        // Keep the placed ones, sorted by (offset, placement order): an insertion sort in place
        // (position `kept` <= k, so near[k] is read before anything overwrites it).
        std::size_t kept = 0;
        for (std::size_t k = 0; k < found; ++k) {
            const std::size_t other = near[k];
            if (placed_as[other] == 0) continue;
            std::size_t at = kept++;
            for (; at > 0 && (offsets[near[at - 1]] > offsets[other] ||
                              (offsets[near[at - 1]] == offsets[other] && placed_as[near[at - 1]] > placed_as[other]));
                 --at)
                near[at] = near[at - 1];
            near[at] = other;
        }
        size_type candidate = 0;
        size_type best_offset = -1;
        size_type best_gap = 0;
        for (std::size_t k = 0; k < kept; ++k) {
            const std::size_t other = near[k];
            const size_type gap = offsets[other] - candidate;
            if (gap >= wanted.bytes) {
                if (!best_fit) break;
                if (best_offset < 0 || gap < best_gap) {
                    best_offset = candidate;
                    best_gap = gap;
                }
            }
            const size_type end = offsets[other] + b[other].bytes;
            if (end > candidate) candidate = end;
        }
        // First fit: `candidate` is the first gap, or the end of the overlapping buffers.
        // Best fit: the smallest inner gap if any, else the end.
        const size_type offset = best_fit && best_offset >= 0 ? best_offset : candidate;
        offsets[id] = offset;
        placed_as[id] = n + 1;
        const size_type end = checked_add(offset, wanted.bytes);
        if (end > result.arena_bytes) result.arena_bytes = end;
    }
    return result;
}

/// place_in_order_with, the overlapping buffers found through `index`.
template <std::size_t T>
constexpr placement<T> place_in_order(const std::array<buffer_request, T>& buffers, std::size_t count,
                                      const std::array<std::size_t, T>& order, bool best_fit,
                                      const lifetime_index<T>& index, const size_type* fixed = nullptr) noexcept {
    const buffer_request* b = buffers.data();
    return place_in_order_with(
        buffers, count, order, best_fit,
        [&index, b](std::size_t id, std::size_t* out) {
            return overlapping(index, b, b[id].first_step, b[id].last_step, out);
        },
        fixed);
}

/// place_in_order_with, the overlapping buffers read from `lists`.
template <std::size_t T, std::size_t E>
constexpr placement<T> place_in_order(const std::array<buffer_request, T>& buffers, std::size_t count,
                                      const std::array<std::size_t, T>& order, bool best_fit,
                                      const overlap_lists<T, E>& lists, const size_type* fixed = nullptr) noexcept {
    const std::size_t* begin = lists.begin.data();
    const std::size_t* ids = lists.ids.data();
    return place_in_order_with(
        buffers, count, order, best_fit,
        [begin, ids](std::size_t id, std::size_t* out) {
            // A copy: place_in_order_with sorts `out` in place.
            const std::size_t found = begin[id + 1] - begin[id];
            const std::size_t* from = ids + begin[id];
            for (std::size_t k = 0; k < found; ++k) out[k] = from[k];
            return found;
        },
        fixed);
}

/// The same with the index built here.
template <std::size_t T>
constexpr placement<T> place_in_order(const std::array<buffer_request, T>& buffers, std::size_t count,
                                      const std::array<std::size_t, T>& order, bool best_fit) noexcept {
    return place_in_order(buffers, count, order, best_fit, index_lifetimes(buffers, count));
}

}  // namespace detail

namespace detail {
/// No offline offsets: every one of T buffers planned online.
template <std::size_t T>
constexpr std::array<size_type, T> all_online() noexcept {
    std::array<size_type, T> offline{};
    for (auto& o : offline) o = online_planned;
    return offline;
}

/// TFLM's GreedyMemoryPlanner's placement order (see greedy_by_size_tflm); `offline`: each
/// buffer's offline offset or online_planned, or nullptr when every buffer is online.
template <std::size_t T>
constexpr std::array<std::size_t, T> greedy_order(const std::array<buffer_request, T>& buffers, std::size_t count,
                                                  const size_type* offline) noexcept {
    // Offline buffers from the head in add order, online ones from the tail in add order.
    // (Raw pointers: std::array::operator[] is a call constant evaluation pays for.)
    std::array<std::size_t, T> ids{};
    std::size_t* id = ids.data();
    std::size_t from_head = 0;
    std::size_t from_tail = count;
    for (std::size_t k = 0; k < count; ++k) {
        if (offline == nullptr || offline[k] == online_planned) id[--from_tail] = k;
        else id[from_head++] = k;
    }
    // ReverseSortInPlace on the online part: a bubble sort that swaps only when values[i - 1] <
    // values[i], i.e. a stable sort by size, largest first. The same order with a stable merge sort
    // (O(n log n) instead of O(n^2), for the constant-evaluation budget).
    const buffer_request* b = buffers.data();
    auto larger = [b](std::size_t x, std::size_t y) { return b[x].bytes > b[y].bytes; };
    if (from_head == 0) return detail::stable_sorted(ids, count, larger);  // every buffer online
    std::array<std::size_t, T> online{};
    for (std::size_t k = from_head; k < count; ++k) online.data()[k - from_head] = id[k];
    online = detail::stable_sorted(online, count - from_head, larger);
    for (std::size_t k = from_head; k < count; ++k) id[k] = online.data()[k - from_head];
    return ids;
}
}  // namespace detail

/// TFLM's GreedyMemoryPlanner (see the file comment) with buffer i added by the i-th AddBuffer call;
/// `offline[i]` is buffer i's offline offset in bytes or online_planned.
template <std::size_t T>
constexpr placement<T> greedy_by_size_tflm(const std::array<buffer_request, T>& buffers, std::size_t count,
                                           const std::array<size_type, T>& offline) noexcept {
    if (count == 0) return {};
    // Then each buffer in that order: an offline one at its offset, an online one by TFLM's walk
    // over buffers_sorted_by_offset_ (a new entry goes after every entry whose offset is not
    // larger), looking only at the placed buffers that overlap it in time and taking the first gap
    // that fits. detail::place_in_order walks exactly those buffers in exactly that order, found
    // through the lifetime index instead of a scan of the whole list (tests/planning_planners.cpp
    // compares it with TFLM's loop as written, offline offsets included).
    return detail::place_in_order(buffers, count, detail::greedy_order(buffers, count, offline.data()), false,
                                  detail::index_lifetimes(buffers, count), offline.data());
}

/// TFLM's GreedyMemoryPlanner with every buffer planned online, buffer i added i-th.
template <std::size_t T>
constexpr placement<T> greedy_by_size_tflm(const std::array<buffer_request, T>& buffers, std::size_t count) noexcept {
    return greedy_by_size_tflm(buffers, count, detail::all_online<T>());
}

namespace detail {
/// The order in which planner `p` places the buffers (greedy_by_size_tflm: TFLM's, buffer i added
/// i-th, as TFLM adds tensors, every buffer online).
template <std::size_t T>
constexpr std::array<std::size_t, T> planner_order(planner p, const std::array<buffer_request, T>& buffers,
                                                   std::size_t count) noexcept {
    const buffer_request* buffer = buffers.data();
    auto length = [buffer](std::size_t i) {
        return static_cast<size_type>(buffer[i].last_step - buffer[i].first_step + 1);
    };
    auto by_size = [buffer](std::size_t a, std::size_t b) { return buffer[a].bytes > buffer[b].bytes; };
    auto by_first_use = [buffer](std::size_t a, std::size_t b) {
        return buffer[a].first_step < buffer[b].first_step ||
               (buffer[a].first_step == buffer[b].first_step && buffer[a].bytes > buffer[b].bytes);
    };
    auto by_lifetime = [buffer, length](std::size_t a, std::size_t b) {
        return length(a) > length(b) || (length(a) == length(b) && buffer[a].bytes > buffer[b].bytes);
    };
    auto by_area = [buffer, length](std::size_t a, std::size_t b) {
        return checked_multiply(buffer[a].bytes, length(a)) > checked_multiply(buffer[b].bytes, length(b));
    };
    switch (p) {
        case planner::greedy_by_size_tflm: return greedy_order(buffers, count, nullptr);
        case planner::first_fit_by_size:
        case planner::best_fit_by_size: return stable_order<T>(count, by_size);
        case planner::first_fit_by_first_use:
        case planner::best_fit_by_first_use: return stable_order<T>(count, by_first_use);
        case planner::first_fit_by_lifetime:
        case planner::best_fit_by_lifetime: return stable_order<T>(count, by_lifetime);
        default: return stable_order<T>(count, by_area);
    }
}
}  // namespace detail

/// Placement by planner `p` (greedy_by_size_tflm: buffer i added i-th, as TFLM adds tensors);
/// `overlaps` is detail::index_lifetimes(buffers, count) or detail::list_overlaps of it, built
/// once for every planner.
template <std::size_t T, class Overlaps>
constexpr placement<T> place_with(planner p, const std::array<buffer_request, T>& buffers, std::size_t count,
                                  const Overlaps& overlaps) noexcept {
    if (count == 0) return {};
    return detail::place_in_order(buffers, count, detail::planner_order(p, buffers, count),
                                  p >= planner::best_fit_by_size, overlaps);
}

/// Placement by planner `p`, with the lifetime index built here.
template <std::size_t T>
constexpr placement<T> place_with(planner p, const std::array<buffer_request, T>& buffers, std::size_t count) noexcept {
    return place_with(p, buffers, count, detail::index_lifetimes(buffers, count));
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

namespace detail {
/// verify_placement with the buffers already in first-step order (`by_first`, e.g. a lifetime
/// index's): each buffer is compared with the later-starting buffers that start before it ends,
/// so every pair that shares a step is met exactly once: O(n + P) for P such pairs.
template <std::size_t T>
constexpr placement_check verify_in_order(const std::array<buffer_request, T>& buffers, std::size_t count,
                                          const placement<T>& plan, size_type alignment,
                                          const std::array<std::size_t, T>& by_first) noexcept {
    const buffer_request* b = buffers.data();
    const size_type* offsets = plan.offsets.data();
    const std::size_t* order = by_first.data();
    for (std::size_t n = 0; n < count; ++n) {
        const std::size_t i = order[n];
        const size_type offset = offsets[i];
        if (offset < 0 || offset % alignment != 0 || offset + b[i].bytes > plan.arena_bytes) return {false, i, i};
        for (std::size_t m = n + 1; m < count && b[order[m]].first_step <= b[i].last_step; ++m) {
            const std::size_t j = order[m];
            const bool disjoint = b[i].bytes == 0 || b[j].bytes == 0 || offset + b[i].bytes <= offsets[j] ||
                                  offsets[j] + b[j].bytes <= offset;
            if (!disjoint) return {false, i < j ? i : j, i < j ? j : i};
        }
    }
    return {};
}
}  // namespace detail

/// Proves a placement: every pair of buffers that live at a common step is disjoint in memory,
/// every buffer lies in [0, arena_bytes), every offset is a multiple of `alignment`. Sorts by first
/// step, then detail::verify_in_order: O(n log n + P) for P pairs of buffers that share a step.
template <std::size_t T>
constexpr placement_check verify_placement(const std::array<buffer_request, T>& buffers, std::size_t count,
                                           const placement<T>& plan, size_type alignment) noexcept {
    return detail::verify_in_order(buffers, count, plan, alignment, detail::stable_order_by_first_step(buffers, count));
}

}  // namespace netmem
