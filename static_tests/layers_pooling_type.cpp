// static_tests/layers_pooling_type.cpp: layers/pooling_type.hpp, the reduction of a pooling window
// (DL4J PoolingType MAX, AVG, PNORM, SUM). The reduction changes no size: a 2x2 window with stride 2
// on 4x4x3 gives floor((4 - 2) / 2) + 1 = 2 rows and columns, 2x2x3, and no parameters, whatever
// it reduces with (DL4J SubsamplingLayer's output type and report depend only on the window and the
// shapes, dl4j-memory-formulas#layers).
#include <string_view>

#include <netmem/layers/pooling1d_3d.hpp>
#include <netmem/layers/pooling_type.hpp>
#include <netmem/network/queries.hpp>
#include <netmem/network/sequential.hpp>

namespace {
namespace nm = netmem;
using nm::pooling_type;

static_assert(std::string_view(nm::name_of(pooling_type::max)) == "max");
static_assert(std::string_view(nm::name_of(pooling_type::avg)) == "avg");
static_assert(std::string_view(nm::name_of(pooling_type::pnorm)) == "pnorm");
static_assert(std::string_view(nm::name_of(pooling_type::sum)) == "sum");

template <pooling_type T>
using pool = nm::sequential<nm::input::convolutional3d{4, 4, 4, 3},
                            nm::subsampling3d{.type = T, .kernel = {2, 2, 2}, .stride = {2, 2, 2}}>;
constexpr nm::input_type two_cubed_by_3 = nm::input::convolutional3d{2, 2, 2, 3};
static_assert(nm::output_type<pool<pooling_type::max>> == two_cubed_by_3);
static_assert(nm::output_type<pool<pooling_type::avg>> == two_cubed_by_3);
static_assert(nm::output_type<pool<pooling_type::pnorm>> == two_cubed_by_3);
static_assert(nm::parameter_count<pool<pooling_type::max>> == 0 && nm::parameter_count<pool<pooling_type::avg>> == 0);
}  // namespace
