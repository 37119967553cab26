// netmem/core/updater.hpp
// Every DL4J updater and the size of its state, dl4j-memory-formulas#updaters
// (org.nd4j.linalg.learning.config.*.stateSize(numParams)).
#pragma once

#include <cstdint>

#include <netmem/core/integer.hpp>

namespace netmem {

/// A gradient updater (optimizer). `inherit` is only meaningful as a per-layer override: it means
/// "use the network's updater". DL4J's configuration-wide default is sgd.
enum class updater : std::uint8_t {
    inherit,     ///< per-layer override only: take the training_config's updater
    sgd,         ///< Sgd: no state
    no_op,       ///< NoOp: no state
    nesterovs,   ///< Nesterovs: velocity V (n)
    ada_grad,    ///< AdaGrad: gradient history (n)
    rms_prop,    ///< RmsProp: G (n)
    adam,        ///< Adam: M, V (2n)
    ada_max,     ///< AdaMax: M, U (2n)
    nadam,       ///< Nadam: M, V (2n)
    ada_delta,   ///< AdaDelta: msg, msdx (2n)
    ada_belief,  ///< AdaBelief: M, S (2n)
    ams_grad,    ///< AMSGrad: M, V, V_HAT (3n)
};

/// State elements the updater keeps for `parameters` parameters (elements, not bytes).
/// Source: stateSize() of the DL4J/ND4J updater configuration classes, dl4j-memory-formulas#updaters.
constexpr size_type updater_state_size(updater kind, size_type parameters) noexcept {
    switch (kind) {
        case updater::inherit:
        case updater::sgd:
        case updater::no_op: return 0;
        case updater::nesterovs:
        case updater::ada_grad:
        case updater::rms_prop: return parameters;
        case updater::adam:
        case updater::ada_max:
        case updater::nadam:
        case updater::ada_delta:
        case updater::ada_belief: return checked_multiply(2, parameters);
        case updater::ams_grad: return checked_multiply(3, parameters);
    }
    return 0;
}

/// The updater's name ("adam").
constexpr const char* name_of(updater kind) noexcept {
    constexpr const char* names[] = {"inherit", "sgd",     "no_op",   "nesterovs", "ada_grad",   "rms_prop",
                                     "adam",    "ada_max", "nadam",   "ada_delta", "ada_belief", "ams_grad"};
    return names[static_cast<unsigned>(kind)];
}

}  // namespace netmem
