// netmem/zoo/mlp.hpp
// The classic 784-1000-1000-10 multilayer perceptron on flattened 28x28 MNIST images.
//
// Layers: dense 1000 relu, dense 1000 relu, output 10 softmax (DL4J OutputLayer).
// Shapes: 784 -> 1000 -> 1000 -> 10 (feed-forward).
// Parameters: 784*1000 + 1000 = 785,000; 1000*1000 + 1000 = 1,001,000; 1000*10 + 10 = 10,010;
// total 1,796,010 (hand computation from the dense formula, dl4j-memory-formulas#parameters).
#pragma once

#include <netmem/netmem.hpp>

namespace netmem::zoo {

/// 784-1000-1000-10 MLP.
using mlp_784_1000_1000_10 = sequential<input::feed_forward{.size = 784},
                                        dense{.units = 1000, .activation = activation::relu},
                                        dense{.units = 1000, .activation = activation::relu},
                                        output{.units = 10, .activation = activation::softmax}>;

}  // namespace netmem::zoo
