// netmem/training/fits.hpp
// Budget check of a training step, enforced by the compiler (as deploy/fits.hpp for deployments).
//
//   static_assert(netmem::training_fits<net, config, netmem::budget{.ram = 16_GiB}>);   // soft: a bool
//   netmem::assert_training_fits<net, config, netmem::budget{.ram = 16_GiB}>();          // hard
//
// Compares training_peak<Net>(Config).peak_bytes (training/training_peak.hpp) with Budget.ram
// (budget.flash is not used: parameters live in the same memory and are part of the peak). The
// error's first lines carry the numbers and the step that sets the peak:
//   g++:     In instantiation of 'struct netmem::error::training_budget_check<
//              netmem::error::required_bytes<N>, netmem::error::budget_bytes<B>,
//              netmem::error::peak_in_backward_of_layer<L> [, netmem::error::vertex<'n', ...>]>'
//            ... the comparison reduces to '(N <= B)'
//   clang++: static_assert failed due to requirement 'required_bytes<N>::value <= budget_bytes<B>::value'
// The step is peak_in_forward_of_layer<L>, peak_in_backward_of_layer<L>, peak_in_loss or
// peak_in_optimizer_step; L is the layer (sequential: 0-based position in the layer list; graph:
// position in the execution order, followed by the vertex's name).
// Returns true so that `static_assert(netmem::assert_training_fits<...>())` also works.
#pragma once

#include <cstddef>

#include <netmem/deploy/budget.hpp>
#include <netmem/deploy/fits.hpp>
#include <netmem/training/training_peak.hpp>

namespace netmem {

namespace error {
/// The activation-phase peak is in the forward of this layer (or vertex).
template <std::size_t V> struct peak_in_forward_of_layer { static constexpr std::size_t value = V; };
/// The activation-phase peak is in the backward of this layer (or vertex).
template <std::size_t V> struct peak_in_backward_of_layer { static constexpr std::size_t value = V; };
/// The peak is when the loss is computed.
struct peak_in_loss {};
/// The peak is the optimizer's step (its transient exceeds the activation phase).
struct peak_in_optimizer_step {};

/// assert_training_fits: the peak of a training step exceeds budget.ram.
template <class Required, class Budget, class PeakStep, class... PeakVertex>
struct training_budget_check {
    static_assert(Required::value <= Budget::value,
                  "netmem: the training step's peak (required_bytes: parameters, gradients, optimizer state, input "
                  "and the peak of activations and temporaries at the named step) exceeds the budget (budget_bytes): "
                  "use a smaller minibatch, in-place activations, a stateless optimizer or more memory");
};
}  // namespace error

/// True when the training step of Net under Config fits Budget.ram.
template <class Net, training_peak_config Config, budget Budget>
concept training_fits = deployable_network<Net> && training_peak_of<Net, Config>.peak_bytes <= Budget.ram;

namespace detail {
template <training_phase Phase, std::size_t Node>
struct training_peak_where_of {
    using type = error::peak_in_optimizer_step;
};
template <std::size_t Node>
struct training_peak_where_of<training_phase::forward, Node> {
    using type = error::peak_in_forward_of_layer<Node>;
};
template <std::size_t Node>
struct training_peak_where_of<training_phase::backward, Node> {
    using type = error::peak_in_backward_of_layer<Node>;
};
template <std::size_t Node>
struct training_peak_where_of<training_phase::loss, Node> {
    using type = error::peak_in_loss;
};
}  // namespace detail

/// A compile error with the numbers and the peak step when the training step of Net under Config
/// exceeds Budget.ram (see the file comment).
template <deployable_network Net, training_peak_config Config, budget Budget>
consteval bool assert_training_fits() {
    constexpr const training_peak_result& peak = training_peak_of<Net, Config>;
    constexpr bool names_a_layer =
        peak.peak_step.phase == training_phase::forward || peak.peak_step.phase == training_phase::backward;
    using step = typename detail::training_peak_where_of<peak.peak_step.phase, peak.peak_step.node>::type;
    if constexpr (names_a_layer) {
        using check = typename detail::budget_where<Net, peak.peak_step.node>::template check<
            error::training_budget_check, error::required_bytes<peak.peak_bytes>, error::budget_bytes<Budget.ram>,
            step>;
        static_assert(sizeof(check) > 0);
    } else {
        static_assert(sizeof(error::training_budget_check<error::required_bytes<peak.peak_bytes>,
                                                          error::budget_bytes<Budget.ram>, step>) > 0);
    }
    return true;
}

}  // namespace netmem
