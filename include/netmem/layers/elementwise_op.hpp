// netmem/layers/elementwise_op.hpp
// elementwise_op: the operation that combines tensors element by element (DL4J
// ElementWiseVertex.Op: Add, Subtract, Product, Average, Max; Keras Add, Subtract, Multiply,
// Average, Maximum). The graph vertex vertices/elementwise.hpp combines inputs with it, the layer
// layers/elementwise_constant.hpp an input and a constant (add, subtract and product only: TFLite
// ADD, SUB, MUL). Its own header so that a layer needs no vertex header (includes run one way:
// vertices -> layers).
#pragma once

#include <cstdint>

namespace netmem {

/// The operation of an elementwise vertex or elementwise_constant layer (DL4J ElementWiseVertex.Op).
enum class elementwise_op : std::uint8_t { add, subtract, product, average, max };

}  // namespace netmem
