// netmem/layers/pooling_type.hpp
// The reduction of a pooling (subsampling) layer: DL4J's PoolingType / Keras's Max and Average
// pooling layers. Shared by subsampling1d/subsampling3d (pooling1d_3d.hpp) and the 2D pooling
// layers. The reduction never changes a size in DL4J's memory model (dl4j-memory-formulas#layers: the SubsamplingLayer
// report depends only on the window and the output shape); it is kept for printing and for the
// deployment profile.
#pragma once

#include <cstdint>

namespace netmem {

/// How a pooling window is reduced. Source: DL4J org.deeplearning4j.nn.conf.layers.PoolingType
/// (MAX, AVG, PNORM, SUM; SUM is not a Keras/TFLite pooling: only global_pooling takes it).
enum class pooling_type : std::uint8_t {
    max,    ///< Keras MaxPooling*D, DL4J PoolingType.MAX
    avg,    ///< Keras AveragePooling*D, DL4J PoolingType.AVG
    pnorm,  ///< DL4J PoolingType.PNORM: (sum |x|^p)^(1/p); p does not change any size
    sum,    ///< DL4J PoolingType.SUM (global_pooling only)
};

/// The reduction's name ("max", "avg", "pnorm", "sum").
constexpr const char* name_of(pooling_type type) noexcept {
    constexpr const char* names[] = {"max", "avg", "pnorm", "sum"};
    return names[static_cast<unsigned>(type)];
}

}  // namespace netmem
