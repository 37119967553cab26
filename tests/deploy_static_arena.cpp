// tests/deploy_static_arena.cpp: static_arena has exactly the planned bytes, and its typed views
// sit at the planned offsets with the tensors' element counts (hand-computed shapes).
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>

#include <netmem/netmem.hpp>
#include <netmem/zoo/mlperf_resnet8.hpp>
#include <netmem/zoo/tflm_test_conv_model.hpp>

namespace {
namespace nm = netmem;
nm::static_arena<nm::zoo::tflm_test_conv_model> conv_arena;  // zero-initialized global
nm::static_arena<nm::zoo::mlperf_resnet8> resnet_arena;

template <class Arena, class Span>
std::ptrdiff_t offset_in(Arena& arena, Span view) {
    return reinterpret_cast<const std::byte*>(view.data()) - arena.bytes().data();
}
}  // namespace

TEST_CASE("static_arena: size, alignment, views of TFLM's test_conv_model") {
    using arena_type = nm::static_arena<nm::zoo::tflm_test_conv_model>;
    static_assert(sizeof(arena_type) == 7'744);  // kTestConvModelHeadSize (memory_arena_threshold_test.cc)
    static_assert(alignof(arena_type) == 16);
    CHECK(reinterpret_cast<std::uintptr_t>(&conv_arena) % 16 == 0);
    // Extents by hand: input 16*16*1 int8; layer 0 14*14*16; layer 1 12*12*32; output 10.
    auto input = conv_arena.input<std::int8_t>();
    static_assert(decltype(input)::extent == 256);
    static_assert(decltype(conv_arena.output_of<0, std::int8_t>())::extent == 3'136);
    static_assert(decltype(conv_arena.output_of<1, std::int8_t>())::extent == 4'608);
    static_assert(decltype(conv_arena.output<std::int8_t>())::extent == 10);
    // A 32-bit view of the same tensor: 3,136 / 4.
    static_assert(decltype(conv_arena.output_of<0, std::int32_t>())::extent == 784);
    constexpr const auto& plan = arena_type::plan;
    CHECK(offset_in(conv_arena, input) == plan.input().offset);
    CHECK(offset_in(conv_arena, conv_arena.output_of<1, std::int8_t>()) == plan.output_of(1).offset);
    CHECK(offset_in(conv_arena, conv_arena.output<std::int8_t>()) == plan.output().offset);
    // Layer 0's and layer 1's tensors are live together (layer 1 reads layer 0): disjoint bytes.
    const auto a = offset_in(conv_arena, conv_arena.output_of<0>());
    const auto b = offset_in(conv_arena, conv_arena.output_of<1>());
    CHECK((a + 3'136 <= b || b + 4'608 <= a));
    // Every byte of every view lies inside the arena.
    CHECK(b + 4'608 <= 7'744);
    input[0] = 42;
    CHECK(static_cast<int>(conv_arena.bytes()[static_cast<std::size_t>(plan.input().offset)]) == 42);
}

TEST_CASE("static_arena: a graph's vertices by name") {
    using arena_type = nm::static_arena<nm::zoo::mlperf_resnet8>;
    static_assert(sizeof(arena_type) == 49'152);  // published-networks#mlperf-tiny-peaks
    // "stack1_conv2" (32x32x16) shares its tensor with its folded batch norm "stack1_bn2".
    auto conv = resnet_arena.output_of<"stack1_conv2", std::int8_t>();
    static_assert(decltype(conv)::extent == 16'384);
    CHECK(conv.data() == resnet_arena.output_of<"stack1_bn2", std::int8_t>().data());
    // The add with its fused relu: one tensor.
    CHECK(resnet_arena.output_of<"stack1_add">().data() == resnet_arena.output_of<"stack1_relu2">().data());
    static_assert(decltype(resnet_arena.input<std::int8_t>())::extent == 3'072);  // 32*32*3
    static_assert(decltype(resnet_arena.output<std::int8_t>())::extent == 10);
}
