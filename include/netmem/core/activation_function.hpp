// netmem/core/activation_function.hpp
// Activation functions by name: DL4J's org.nd4j.linalg.activations.Activation enum.
// Activations never change a size in DL4J's memory model; the name is kept for printing and for
// the deployment profile (a fused activation needs no tensor of its own).
#pragma once

#include <cstdint>

namespace netmem {

/// Every DL4J activation (Activation enum), spelled in snake_case.
enum class activation : std::uint8_t {
    identity,  ///< Keras "linear" (Keras's default)
    cube,
    elu,
    gelu,
    hard_sigmoid,
    hard_tanh,
    leaky_relu,
    mish,
    rational_tanh,
    rectified_tanh,
    relu,
    relu6,
    selu,
    sigmoid,
    softmax,
    softplus,
    softsign,
    swish,
    tanh,
    thresholded_relu,
};

/// The activation's name ("relu").
constexpr const char* name_of(activation a) noexcept {
    constexpr const char* names[] = {"identity",       "cube",    "elu",     "gelu",     "hard_sigmoid",
                                     "hard_tanh",      "leaky_relu", "mish", "rational_tanh", "rectified_tanh",
                                     "relu",           "relu6",   "selu",    "sigmoid",  "softmax",
                                     "softplus",       "softsign", "swish",  "tanh",     "thresholded_relu"};
    return names[static_cast<unsigned>(a)];
}

}  // namespace netmem
