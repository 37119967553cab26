// tests/planning_planners.cpp: the planners of planning/planners.hpp against TFLM's own planner tests
// (tensorflow/lite/micro/memory_planner/greedy_memory_planner_test.cc) and hand-traced cases; the
// verifier rejects overlapping placements.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include <netmem/planning/planners.hpp>

namespace {
namespace nm = netmem;
using buffers5 = std::array<nm::buffer_request, 5>;

// The gap search written as TFLM writes it (GreedyMemoryPlanner::CalculateOffsetsIfNeeded): a
// list of every placed buffer sorted by offset (a new entry goes after every entry whose offset is
// <= its own), walked from the start for each new buffer, skipping the buffers that do not overlap
// it in time. The planners use a lifetime index instead of this walk; they must place every buffer
// at the same offset.
template <std::size_t T>
std::vector<nm::size_type> walk_every_placed_buffer(const std::array<nm::buffer_request, T>& buffers,
                                                    std::size_t count, const std::array<std::size_t, T>& order,
                                                    bool best_fit) {
    std::vector<nm::size_type> offsets(count, 0);
    std::vector<std::size_t> by_offset;
    for (std::size_t n = 0; n < count; ++n) {
        const std::size_t id = order[n];
        const nm::buffer_request& wanted = buffers[id];
        nm::size_type candidate = 0;
        nm::size_type best_offset = -1;
        nm::size_type best_gap = 0;
        for (const std::size_t other : by_offset) {
            const nm::buffer_request& placed = buffers[other];
            if (placed.first_step > wanted.last_step || wanted.first_step > placed.last_step) continue;
            const nm::size_type gap = offsets[other] - candidate;
            if (gap >= wanted.bytes) {
                if (!best_fit) break;
                if (best_offset < 0 || gap < best_gap) {
                    best_offset = candidate;
                    best_gap = gap;
                }
            }
            candidate = std::max(candidate, offsets[other] + placed.bytes);
        }
        offsets[id] = best_fit && best_offset >= 0 ? best_offset : candidate;
        auto at = by_offset.begin();
        while (at != by_offset.end() && offsets[*at] <= offsets[id]) ++at;
        by_offset.insert(at, id);
    }
    return offsets;
}

// Pseudo-random buffers (a 64-bit linear congruential generator, Knuth's MMIX constants): sizes
// from a few values (many ties, some zero), lifetimes of 1 to 12 steps over 60 steps.
template <std::size_t T>
std::array<nm::buffer_request, T> random_buffers(std::uint64_t seed) {
    std::array<nm::buffer_request, T> buffers{};
    auto next = [&seed](std::uint64_t range) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        return (seed >> 33) % range;
    };
    constexpr nm::size_type sizes[] = {0, 16, 16, 32, 48, 64, 64, 128, 256, 1024};
    for (auto& b : buffers) {
        b.bytes = sizes[next(10)];
        b.first_step = next(60);
        b.last_step = b.first_step + next(12);
    }
    return buffers;
}
}  // namespace

TEST_CASE("greedy_by_size_tflm reproduces TFLM's TestGreedyBasics, TestGreedyMedium, TestOverlapCase") {
    // TestGreedyBasics: (10, 0..1), (20, 2..3): both at 0, maximum 20.
    constexpr std::array<nm::buffer_request, 2> basics{{{10, 0, 1}, {20, 2, 3}}};
    constexpr auto b = nm::greedy_by_size_tflm(basics, 2);
    CHECK(b.arena_bytes == 20);
    CHECK(b.offsets[0] == 0);
    CHECK(b.offsets[1] == 0);
    // TestGreedyMedium: expected offsets 50, 70, 40, 0, 0 and maximum 90.
    constexpr buffers5 medium{{{10, 0, 1}, {20, 1, 2}, {30, 2, 3}, {40, 3, 4}, {50, 0, 1}}};
    constexpr auto m = nm::greedy_by_size_tflm(medium, 5);
    CHECK(m.offsets[0] == 50);
    CHECK(m.offsets[1] == 70);
    CHECK(m.offsets[2] == 40);
    CHECK(m.offsets[3] == 0);
    CHECK(m.offsets[4] == 0);
    CHECK(m.arena_bytes == 90);
    // TestOverlapCase: (100, 0..1), (50, 2..3), (20, 1..2): maximum 120.
    constexpr std::array<nm::buffer_request, 3> overlap{{{100, 0, 1}, {50, 2, 3}, {20, 1, 2}}};
    CHECK(nm::greedy_by_size_tflm(overlap, 3).arena_bytes == 120);
}

TEST_CASE("greedy_by_size_tflm: equal sizes, the buffer added last is placed first") {
    // CalculateOffsetsIfNeeded writes online buffers from the tail (idx_from_tail--), and
    // ReverseSortInPlace swaps only strictly smaller neighbours: for three equal buffers added as
    // 0, 1, 2 the sorted ids are 2, 1, 0. All three live at step 0, so 2 goes at 0, 1 at 10, 0 at 20.
    constexpr std::array<nm::buffer_request, 3> equal{{{10, 0, 0}, {10, 0, 0}, {10, 0, 0}}};
    constexpr auto p = nm::greedy_by_size_tflm(equal, 3);
    CHECK(p.offsets[2] == 0);
    CHECK(p.offsets[1] == 10);
    CHECK(p.offsets[0] == 20);
    // place_with adds buffer i i-th, as TFLM adds tensor i (micro_allocator.cc CreatePlan): the same.
    constexpr auto q = nm::place_with(nm::planner::greedy_by_size_tflm, equal, 3);
    CHECK(q.offsets[2] == 0);
    CHECK(q.offsets[1] == 10);
    CHECK(q.offsets[0] == 20);
}

TEST_CASE("greedy_by_size_tflm with offline offsets: offline buffers first, at their offsets") {
    // Traced by hand through CalculateOffsetsIfNeeded: A (10 B, steps 0-1) offline at 100; B (20 B,
    // 0-1) and C (20 B, 2-3) online. Sorted list: A (offline, from the head), then the online ones
    // written from the tail (C, B) and sorted by size (equal: C stays first). A at 100; C at 0 (A is
    // not alive at 2-3); B walks C (not alive at 0-1), then A: gap 100 - 0 >= 20, so B at 0.
    // Maximum: A's end 110.
    constexpr std::array<nm::buffer_request, 3> three{{{10, 0, 1}, {20, 0, 1}, {20, 2, 3}}};
    constexpr std::array<nm::size_type, 3> offline{100, nm::online_planned, nm::online_planned};
    constexpr auto p = nm::greedy_by_size_tflm(three, 3, offline);
    CHECK(p.offsets[0] == 100);
    CHECK(p.offsets[1] == 0);
    CHECK(p.offsets[2] == 0);
    CHECK(p.arena_bytes == 110);
}

TEST_CASE("lower bound and a better planner on TFLM's medium case") {
    constexpr buffers5 medium{{{10, 0, 1}, {20, 1, 2}, {30, 2, 3}, {40, 3, 4}, {50, 0, 1}}};
    // Live bytes by hand: step 0: 10 + 50 = 60; step 1: 10 + 20 + 50 = 80; step 2: 20 + 30 = 50;
    // step 3: 30 + 40 = 70; step 4: 40. Lower bound 80 at step 1.
    constexpr auto peak = nm::lower_bound(medium, 5, 5);
    CHECK(peak.bytes == 80);
    CHECK(peak.step == 1);
    // First fit in execution order, traced by hand: 50 -> 0; 10 -> 50; 20 (steps 1-2) -> 60;
    // 30 (2-3) -> 0 (the gap below 60); 40 (3-4) -> 30. Maximum 80 = the lower bound (TFLM: 90).
    constexpr auto f = nm::place_with(nm::planner::first_fit_by_first_use, medium, 5);
    CHECK(f.arena_bytes == 80);
    CHECK(f.offsets[4] == 0);
    CHECK(f.offsets[0] == 50);
    CHECK(f.offsets[1] == 60);
    CHECK(f.offsets[2] == 0);
    CHECK(f.offsets[3] == 30);
    CHECK(nm::verify_placement(medium, 5, f, 1).ok);
}

TEST_CASE("every planner on TFLM's TestPersonDetectionModel buffers: verified, below the sum") {
    // The 30 buffers (size, first, last) of TFLM's test, in its AddBuffer order.
    constexpr std::array<nm::buffer_request, 30> person{{
        {9216, 0, 29},  {3, 28, 29},    {256, 27, 28},  {2304, 26, 27}, {2304, 25, 26}, {2304, 24, 25},
        {1152, 23, 24}, {4608, 22, 23}, {4608, 21, 22}, {4608, 20, 21}, {4608, 19, 20}, {4608, 18, 19},
        {4608, 17, 18}, {4608, 16, 17}, {4608, 15, 16}, {4608, 14, 15}, {4608, 13, 14}, {4608, 12, 13},
        {2304, 11, 12}, {9216, 10, 11}, {9216, 9, 10},  {9216, 8, 9},   {4608, 7, 8},   {18432, 6, 7},
        {18432, 5, 6},  {18432, 4, 5},  {9216, 3, 4},   {36864, 2, 3},  {18432, 1, 2},  {18432, 0, 1}}};
    // TFLM's test: "The sum of all the buffers is 241,027 bytes, so we at least expect the plan to
    // come up with something smaller than this."
    CHECK(nm::greedy_by_size_tflm(person, 30).arena_bytes < 241'027);
    // Lower bound by hand: at step 2, 9,216 (lives 0-29) + 18,432 (1-2) + 36,864 (2-3) = 64,512.
    CHECK(nm::lower_bound(person, 30, 30).bytes == 64'512);
    nm::size_type best = 241'027;
    for (auto p : {nm::planner::greedy_by_size_tflm, nm::planner::first_fit_by_size, nm::planner::first_fit_by_first_use,
                   nm::planner::first_fit_by_lifetime, nm::planner::first_fit_by_area, nm::planner::best_fit_by_size,
                   nm::planner::best_fit_by_first_use, nm::planner::best_fit_by_lifetime, nm::planner::best_fit_by_area}) {
        CAPTURE(nm::name_of(p));
        const auto placed = nm::place_with(p, person, 30);
        CHECK(nm::verify_placement(person, 30, placed, 1).ok);
        CHECK(placed.arena_bytes >= 64'512);
        if (placed.arena_bytes < best) best = placed.arena_bytes;
    }
    // The best planner reaches the bound (no placement can be smaller, so this is optimal).
    CHECK(best == 64'512);
}

TEST_CASE("verify_placement rejects overlap, misalignment and buffers outside the arena") {
    constexpr std::array<nm::buffer_request, 2> two{{{32, 0, 1}, {32, 1, 2}}};  // both live at step 1
    nm::placement<2> same_offset{};
    same_offset.offsets = {0, 16};
    same_offset.arena_bytes = 48;
    const auto check = nm::verify_placement(two, 2, same_offset, 16);
    CHECK_FALSE(check.ok);
    CHECK(check.first == 0);
    CHECK(check.second == 1);
    nm::placement<2> disjoint{};
    disjoint.offsets = {0, 32};
    disjoint.arena_bytes = 64;
    CHECK(nm::verify_placement(two, 2, disjoint, 16).ok);
    nm::placement<2> misaligned = disjoint;
    misaligned.offsets[1] = 40;
    misaligned.arena_bytes = 72;
    CHECK_FALSE(nm::verify_placement(two, 2, misaligned, 16).ok);
    nm::placement<2> outside = disjoint;
    outside.arena_bytes = 48;  // buffer 1 ends at 64
    CHECK_FALSE(nm::verify_placement(two, 2, outside, 16).ok);
    // Buffers that never live at the same step may share bytes.
    constexpr std::array<nm::buffer_request, 2> apart{{{32, 0, 0}, {32, 1, 1}}};
    nm::placement<2> shared{};
    shared.arena_bytes = 32;
    CHECK(nm::verify_placement(apart, 2, shared, 16).ok);
}

TEST_CASE("the lifetime index and the overlap lists find the same gaps as TFLM's walk over every placed buffer") {
    constexpr std::size_t count = 200;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        CAPTURE(seed);
        const auto buffers = random_buffers<count>(seed);
        const auto index = nm::detail::index_lifetimes(buffers, count);
        // The overlap lists (what memory_plan_of's planners read): every pair that shares a step,
        // found here by brute force, and each buffer's list holding exactly its partners.
        std::size_t pairs = 0;
        for (std::size_t i = 0; i < count; ++i)
            for (std::size_t j = i + 1; j < count; ++j)
                if (nm::detail::lifetimes_overlap(buffers[i], buffers[j])) ++pairs;
        const auto lists = nm::detail::list_overlaps<count * (count - 1)>(buffers, count, index);
        CHECK(lists.begin[count] == 2 * pairs);
        for (std::size_t i = 0; i < count; ++i) {
            std::vector<std::size_t> listed(lists.ids.begin() + static_cast<std::ptrdiff_t>(lists.begin[i]),
                                            lists.ids.begin() + static_cast<std::ptrdiff_t>(lists.begin[i + 1]));
            std::sort(listed.begin(), listed.end());
            std::vector<std::size_t> expected;
            for (std::size_t j = 0; j < count; ++j)
                if (j != i && nm::detail::lifetimes_overlap(buffers[i], buffers[j])) expected.push_back(j);
            CHECK(listed == expected);
        }
        std::array<std::size_t, count> order{};
        for (std::size_t i = 0; i < count; ++i) order[i] = count - 1 - i;  // any order: the walk must agree
        for (const bool best_fit : {false, true}) {
            CAPTURE(best_fit);
            const auto fast = nm::detail::place_in_order(buffers, count, order, best_fit);
            const auto listed = nm::detail::place_in_order(buffers, count, order, best_fit, lists);
            const auto walked = walk_every_placed_buffer(buffers, count, order, best_fit);
            nm::size_type arena = 0;
            for (std::size_t i = 0; i < count; ++i) {
                CHECK(fast.offsets[i] == walked[i]);
                CHECK(listed.offsets[i] == walked[i]);
                arena = std::max(arena, walked[i] + buffers[i].bytes);
            }
            CHECK(fast.arena_bytes == arena);
            CHECK(listed.arena_bytes == arena);
            CHECK(nm::verify_placement(buffers, count, fast, 16).ok);
        }
        // Every planner places the same through either.
        for (const nm::planner p : nm::all_planners) {
            CAPTURE(nm::name_of(p));
            CHECK(nm::place_with(p, buffers, count, index).offsets == nm::place_with(p, buffers, count, lists).offsets);
        }
    }
}

// GreedyMemoryPlanner::CalculateOffsetsIfNeeded as TFLM writes it, offline offsets included
// (greedy_memory_planner.cc at tflite-micro 90b983c2): offline buffers from the head of the sort
// arrays in add order, online ones from the tail in add order, ReverseSortInPlace (a bubble sort,
// swapping only when strictly smaller) on the online part; then each buffer at its offline offset,
// or by the walk over buffers_sorted_by_offset_ (every placed buffer, skipping those apart in
// time), inserted into that list before the first entry with a larger offset.
template <std::size_t T>
std::vector<nm::size_type> tflm_as_written(const std::array<nm::buffer_request, T>& buffers, std::size_t count,
                                           const std::array<nm::size_type, T>& offline) {
    std::vector<std::size_t> ids(count);
    std::size_t from_head = 0, from_tail = count;
    for (std::size_t k = 0; k < count; ++k) {
        if (offline[k] == nm::online_planned) ids[--from_tail] = k;
        else ids[from_head++] = k;
    }
    for (bool swapped = true; swapped;) {
        swapped = false;
        for (std::size_t i = from_head + 1; i < count; ++i)
            if (buffers[ids[i - 1]].bytes < buffers[ids[i]].bytes) {
                std::swap(ids[i - 1], ids[i]);
                swapped = true;
            }
    }
    std::vector<nm::size_type> offsets(count, 0);
    std::vector<std::size_t> by_offset;
    for (const std::size_t id : ids) {
        const nm::buffer_request& wanted = buffers[id];
        nm::size_type candidate = 0;
        if (offline[id] != nm::online_planned) {
            candidate = offline[id];
        } else {
            for (const std::size_t other : by_offset) {
                const nm::buffer_request& placed = buffers[other];
                if (placed.first_step > wanted.last_step || wanted.first_step > placed.last_step) continue;
                if (offsets[other] - candidate >= wanted.bytes) break;
                candidate = std::max(candidate, offsets[other] + placed.bytes);
            }
        }
        offsets[id] = candidate;
        auto at = by_offset.begin();
        while (at != by_offset.end() && offsets[*at] <= candidate) ++at;
        by_offset.insert(at, id);
    }
    return offsets;
}

TEST_CASE("greedy_by_size_tflm places every buffer where TFLM's loop as written does, offline offsets included") {
    constexpr std::size_t count = 200;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        CAPTURE(seed);
        const auto buffers = random_buffers<count>(seed);
        // Every 7th buffer (by seed) offline, at a multiple of 64 below 4 KiB; seed 1..3: none.
        std::array<nm::size_type, count> offline{};
        for (std::size_t i = 0; i < count; ++i)
            offline[i] = seed > 3 && (i + seed) % 7 == 0 ? static_cast<nm::size_type>((i * 37 + seed) % 64) * 64
                                                          : nm::online_planned;
        const auto fast = nm::greedy_by_size_tflm(buffers, count, offline);
        const auto written = tflm_as_written(buffers, count, offline);
        nm::size_type arena = 0;
        for (std::size_t i = 0; i < count; ++i) {
            CHECK(fast.offsets[i] == written[i]);
            arena = std::max(arena, written[i] + buffers[i].bytes);
        }
        CHECK(fast.arena_bytes == arena);
    }
}

TEST_CASE("the verifier finds an overlap between buffers that start at different steps") {
    // 0 lives 0-9, 1 lives 2-3, 2 lives 8-8: 2 overlaps 0 in time (step 8) and in memory
    // (0: bytes 0-63, 2: bytes 48-63); 1 is apart in memory (64-79).
    constexpr std::array<nm::buffer_request, 3> three{{{64, 0, 9}, {16, 2, 3}, {16, 8, 8}}};
    nm::placement<3> placed{};
    placed.offsets = {0, 64, 48};
    placed.arena_bytes = 80;
    const auto check = nm::verify_placement(three, 3, placed, 16);
    CHECK_FALSE(check.ok);
    CHECK(check.first == 0);
    CHECK(check.second == 2);
}
