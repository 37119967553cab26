// static_tests/core_memory_type.cpp: core/memory_type.hpp. Source: DL4J
// org.deeplearning4j.nn.conf.memory.MemoryType (its nine constants in declaration order, the
// misspelt PARAMATER_GRADIENTS included, and isInference(): PARAMETERS, ACTIVATIONS,
// WORKING_MEMORY_FIXED, WORKING_MEMORY_VARIABLE) and CacheMode (DEVICE, HOST, NONE).
#include <string_view>

#include <netmem/core/memory_type.hpp>

namespace {
namespace nm = netmem;
using nm::memory_type;

static_assert(nm::all_memory_types.size() == 9);
static_assert(std::string_view(nm::dl4j_name_of(nm::all_memory_types[0])) == "PARAMETERS");
static_assert(std::string_view(nm::dl4j_name_of(nm::all_memory_types[1])) == "PARAMATER_GRADIENTS");
static_assert(std::string_view(nm::dl4j_name_of(nm::all_memory_types[8])) == "CACHED_MEMORY_VARIABLE");
static_assert(std::string_view(nm::name_of(memory_type::parameter_gradients)) == "parameter_gradients");
constexpr int inference_types() {
    int n = 0;
    for (const memory_type t : nm::all_memory_types) n += nm::is_inference(t) ? 1 : 0;
    return n;
}
static_assert(inference_types() == 4);
static_assert(nm::is_inference(memory_type::parameters) && nm::is_inference(memory_type::activations) &&
              nm::is_inference(memory_type::working_memory_fixed) &&
              nm::is_inference(memory_type::working_memory_variable));
static_assert(!nm::is_inference(memory_type::updater_state) && !nm::is_inference(memory_type::cached_memory_fixed));
static_assert(nm::is_working_memory(memory_type::working_memory_variable) && !nm::is_working_memory(memory_type::activations));
// per_cache_mode: split(cached, none) is {cached, cached, none}; times(3) multiplies each.
constexpr nm::per_cache_mode cached = nm::per_cache_mode::split(10, 4).times(3);
static_assert(cached[nm::cache_mode::device] == 30 && cached[nm::cache_mode::host] == 30 &&
              cached[nm::cache_mode::none] == 12);
static_assert(nm::per_cache_mode::all(7)[nm::cache_mode::none] == 7);
}  // namespace
