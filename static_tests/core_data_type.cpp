// static_tests/core_data_type.cpp: core/data_type.hpp. Bytes per element: DL4J
// MemoryReport.getBytesPerElement (DOUBLE 8, FLOAT 4, HALF 2) and the C types' sizes of TFLite's
// tensor types (int32_t 4, int16_t 2, int8_t / uint8_t 1, int64_t 8; bfloat16 is 16 bits).
#include <cstdint>
#include <string_view>

#include <netmem/core/data_type.hpp>

namespace {
namespace nm = netmem;
using nm::data_type;

static_assert(nm::bytes_per_element(data_type::float64) == 8);
static_assert(nm::bytes_per_element(data_type::float32) == 4);
static_assert(nm::bytes_per_element(data_type::float16) == 2);
static_assert(nm::bytes_per_element(data_type::bfloat16) == 2);
static_assert(nm::bytes_per_element(data_type::int32) == sizeof(std::int32_t));
static_assert(nm::bytes_per_element(data_type::int16) == sizeof(std::int16_t));
static_assert(nm::bytes_per_element(data_type::int8) == sizeof(std::int8_t));
static_assert(nm::bytes_per_element(data_type::uint8) == sizeof(std::uint8_t));
static_assert(nm::bytes_per_element(data_type::int64) == sizeof(std::int64_t));
static_assert(std::string_view(nm::name_of(data_type::float32)) == "float32");
static_assert(std::string_view(nm::name_of(data_type::int8)) == "int8");
}  // namespace
