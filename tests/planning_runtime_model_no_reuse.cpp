// The test-only "no reuse" runtime (tests/support/no_reuse_runtime/): a runtime plugged in through
// netmem::runtime_model alone; fits, assert_fits, static_arena and io's verdict answer with its
// figure, which is hand-computed below (every tensor its own buffer: the sum of the tensors'
// sizes, each rounded up to the profile's alignment).
// Also tests: netmem/io/plan_verdict.hpp
// Also tests: netmem/io/arena_svg.hpp netmem/io/arena_svg_writer.hpp netmem/io/tflm_arena_svg.hpp
// Also tests: netmem/io/cli_text.hpp
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "support/no_reuse_runtime/no_reuse_runtime.hpp"

#include <netmem/netmem.hpp>
#include <netmem/io/arena_svg.hpp>
#include <netmem/io/cli_text.hpp>
#include <netmem/io/plan_verdict.hpp>

namespace nm = netmem;
using netmem_test::no_reuse;

namespace {

// FF(16) -> dense(32) -> dense(16), int8 activations (the default profile), 16-B alignment,
// reference kernels (FULLY_CONNECTED asks no scratch). Tensors, by hand:
//   input           16 x 1 B = 16 B -> 16 B    (live at step 0)
//   dense 0 output  32 x 1 B = 32 B -> 32 B    (steps 0..1)
//   dense 1 output  16 x 1 B = 16 B -> 16 B    (step 1, the network output)
// no reuse: 16 + 32 + 16 = 64 B. netmem's plan reuses: max(16 + 32, 32 + 16) = 48 B.
using two_dense = nm::sequential<nm::input::feed_forward{.size = 16}, nm::dense{.units = 32}, nm::dense{.units = 16}>;
constexpr nm::deployment reuse_profile{};
constexpr nm::deployment no_reuse_profile{.runtime = no_reuse};

// FF(20) -> dense(12) -> dense(5), 8-B alignment: 20 -> 24 B, 12 -> 16 B, 5 -> 8 B;
// no reuse 24 + 16 + 8 = 48 B; netmem's plan max(24 + 16, 16 + 8) = 40 B.
using odd_dense = nm::sequential<nm::input::feed_forward{.size = 20}, nm::dense{.units = 12}, nm::dense{.units = 5}>;
constexpr nm::deployment no_reuse_8{.runtime = no_reuse, .alignment = 8};
constexpr nm::deployment reuse_8{.alignment = 8};

constexpr nm::budget ram_64{.ram = 64};
constexpr nm::budget ram_63{.ram = 63};

}  // namespace

static_assert(nm::has_runtime_model<no_reuse>);
static_assert(nm::runtime_ram_bytes<two_dense, no_reuse_profile>() == 64);
static_assert(nm::runtime_ram_bytes<two_dense, reuse_profile>() == 48);
static_assert(nm::runtime_ram_bytes<odd_dense, no_reuse_8>() == 48);
static_assert(nm::runtime_ram_bytes<odd_dense, reuse_8>() == 40);

// fits / assert_fits read the runtime's figure: 64 B fits 64 B, not 63 B (netmem's 48 B fits both).
static_assert(nm::fits<two_dense, no_reuse_profile, ram_64>);
static_assert(!nm::fits<two_dense, no_reuse_profile, ram_63>);
static_assert(nm::fits<two_dense, reuse_profile, ram_63>);
static_assert(nm::assert_fits<two_dense, no_reuse_profile, ram_64>());

// static_arena reserves the runtime's bytes at its alignment; the runtime gives no offsets.
static_assert(nm::static_arena<two_dense, no_reuse_profile>::size_bytes == 64);
static_assert(sizeof(nm::static_arena<two_dense, no_reuse_profile>) == 64);
static_assert(alignof(nm::static_arena<two_dense, no_reuse_profile>) == 16);
static_assert(sizeof(nm::static_arena<odd_dense, no_reuse_8>) == 48);
static_assert(alignof(nm::static_arena<odd_dense, no_reuse_8>) == 8);

TEST_CASE("io's verdict under the no-reuse runtime: its name, its figure, its basis") {
    constexpr auto plan = nm::memory_plan_of<two_dense, no_reuse_profile>;
    const nm::plan_verdict fits = nm::verdict_of<two_dense>(plan, no_reuse_profile, ram_64);
    CHECK(fits.ram_required_bytes == 64);  // hand computation above
    CHECK(fits.fits());
    CHECK(std::string(fits.runtime_name) == "no_reuse");
    const std::string text = nm::to_verdict_string(fits, "a 64-B board");
    CHECK(text.find("Verdict on a 64-B board (runtime no_reuse): fits\n") == 0);
    CHECK(text.find("every tensor its own buffer (64 B in all)") != std::string::npos);

    const nm::plan_verdict over = nm::verdict_of<two_dense>(plan, no_reuse_profile, ram_63);
    CHECK_FALSE(over.fits());
    CHECK(nm::to_verdict_string(over, "b").find("does NOT fit") != std::string::npos);

    // netmem's own runtime on the same plan: 48 B.
    CHECK(nm::verdict_of<two_dense>(plan, reuse_profile, ram_63).ram_required_bytes == 48);
}

TEST_CASE("a runtime value without a model never fits in io's verdict") {
    constexpr auto plan = nm::memory_plan_of<two_dense, reuse_profile>;
    nm::deployment unknown = reuse_profile;
    unknown.runtime = nm::runtime{201};
    const nm::plan_verdict v = nm::verdict_of<two_dense>(plan, unknown, ram_64);
    CHECK_FALSE(v.fits());
    CHECK(v.ram_required_bytes == nm::no_limit);
}

TEST_CASE("the tools' run-time questions answered for the no-reuse runtime without an edit in io or the tools") {
    // --runtime by the model's name (io/cli_text.hpp): the shipped two in value order, then no_reuse (200).
    CHECK(nm::runtime_named("no_reuse") == no_reuse);
    CHECK(nm::runtime_named("NO_REUSE") == no_reuse);
    CHECK(nm::runtime_named("static_arena") == nm::runtime::static_arena);
    CHECK_FALSE(nm::runtime_named("tvm").has_value());
    CHECK(nm::runtime_names() == "static_arena, tflm, no_reuse");
    CHECK(std::string(nm::runtime_name(no_reuse)) == "no_reuse");
    // The picture (io/arena_svg.hpp): its report has no picture of its own, so netmem's plan is drawn;
    // under runtime::tflm TFLM's arena per operator (the title, XML-escaped).
    constexpr auto plan = nm::memory_plan_of<two_dense, no_reuse_profile>;
    const std::vector<std::string> labels = nm::plan_layer_labels<two_dense>();
    const std::string svg = nm::to_arena_svg<two_dense>(plan, no_reuse_profile, labels, "two_dense");
    CHECK(svg.find("two_dense: netmem&apos;s arena per execution step (reference kernels)") != std::string::npos);
    nm::deployment tflm_profile = no_reuse_profile;
    tflm_profile.runtime = nm::runtime::tflm;
    const std::string tflm_svg = nm::to_arena_svg<two_dense>(plan, tflm_profile, labels, "two_dense");
    CHECK(tflm_svg.find("two_dense: TFLM&apos;s arena per operator (reference kernels, arm_eabi_gcc)") != std::string::npos);
}
