// netmem/training/fits.hpp
// Budget check of a training step, enforced by the compiler (as deploy/fits.hpp for deployments).
//
//   static_assert(netmem::training_fits<net, config, netmem::budget{.ram = 16_GiB}>);   // soft: a bool
//   netmem::assert_training_fits<net, config, netmem::budget{.ram = 16_GiB}>();          // hard
//   netmem::assert_training_fits<net, config, budget, netmem::training_allowances{.cuda_context = 500_MiB}>();
//
// Compares, with Budget.ram (budget.flash is not used: parameters live in the same memory and are
// part of the peak), the estimate training_peak<Net>(Config).peak_bytes (training/training_peak.hpp)
// PLUS the allowances (training_allowances below): device memory PyTorch takes that the estimate
// does not hold in a tensor, each named and each sourced, so that "fits" errs on the safe side:
//   cuda_context        the CUDA context and library handles (not counted by max_memory_allocated;
//                       0 unless given: the budget is then what PyTorch's allocator may hand out);
//   cublas_workspace    cuBLAS's per-process workspace (65 MiB measured on the reference H200:
//                       docs/reference/measured-training-peaks.md#cublas-workspace);
//   allocator_rounding  training_peak_result::allocator_rounding_bound: up to 1 MiB per tensor
//                       above 1 MiB alive at the peak (the caching allocator's large-block rule,
//                       training/pytorch.hpp large_block_slack);
//   workspaces          bytes of per-call library workspaces the estimate leaves out (cuDNN's
//                       convolution and RNN workspaces): given by the user, 0 by default.
// A LOWER-BOUND estimate (training_peak_result::bound == estimate_bound::lower_bound: a cuDNN
// convolution without convolution_workspace::capped, or a cuDNN RNN; lower_bound_because says
// which) is refused unless `workspaces` names the bytes allowed for those terms:
//   error::training_estimate_is_a_lower_bound<error::lower_bound_because<
//       error::cudnn_convolution_workspaces_not_derived<C>, error::cudnn_rnn_spaces_not_derived<R>>,
//       error::estimate_bytes<E>, error::allowances_added<...>>
// and training_fits is false for it.
// The error's first lines carry the numbers, the step that sets the peak and every allowance added:
//   g++:     In instantiation of 'struct netmem::error::training_budget_check<
//              netmem::error::required_bytes<N>, netmem::error::budget_bytes<B>,
//              netmem::error::peak_in_backward_of_layer<L>, netmem::error::estimate_bytes<E>,
//              netmem::error::allowances_added<netmem::error::cuda_context_bytes<C>,
//              netmem::error::cublas_workspace_bytes<W>, netmem::error::allocator_rounding_bytes<R>,
//              netmem::error::workspace_bytes<S>> [, netmem::error::vertex<'n', ...>]>'
//            ... the comparison reduces to '(N <= B)'      (N = E + C + W + R + S)
//   clang++: static_assert failed due to requirement 'required_bytes<N>::value <= budget_bytes<B>::value'
// The step is peak_in_forward_of_layer<L>, peak_in_backward_of_layer<L>, peak_in_loss or
// peak_in_optimizer_step; L is the layer (sequential: 0-based position in the layer list; graph:
// position in the execution order, followed by the vertex's name).
// Returns true so that `static_assert(netmem::assert_training_fits<...>())` also works.
#pragma once

#include <cstddef>

#include <netmem/planning/budget.hpp>
#include <netmem/network/network_nodes.hpp>
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

/// The estimate (training_peak_result::peak_bytes) inside required_bytes.
template <size_type V> struct estimate_bytes { static constexpr size_type value = V; };
/// The allowances added to the estimate (training_allowances), each by name.
template <size_type V> struct cuda_context_bytes { static constexpr size_type value = V; };
template <size_type V> struct cublas_workspace_bytes { static constexpr size_type value = V; };
template <size_type V> struct allocator_rounding_bytes { static constexpr size_type value = V; };
template <size_type V> struct workspace_bytes { static constexpr size_type value = V; };
template <class... Allowances> struct allowances_added {};

/// The terms that make the estimate a lower bound (training_peak_result::lower_bound_because), each
/// true or false.
template <bool V> struct cudnn_convolution_workspaces_not_derived { static constexpr bool value = V; };
template <bool V> struct cudnn_rnn_spaces_not_derived { static constexpr bool value = V; };
template <class... Terms> struct lower_bound_because {};

/// assert_training_fits: the estimate is a lower bound (estimate_bound::lower_bound) and no
/// allowance covers the terms it leaves out (training_allowances::workspaces is 0).
template <class Because, class Estimate, class Allowances>
struct training_estimate_is_a_lower_bound {
    static_assert(sizeof(Because) == 0,
                  "netmem: the training estimate (estimate_bytes) is a LOWER bound: PyTorch also allocates the "
                  "terms in lower_bound_because (cuDNN's convolution workspaces, picked by its heuristics at run "
                  "time; cuDNN's RNN work and reserve space), which no rule derives, and allowances_added has no "
                  "workspace_bytes for them: name the bytes you allow, training_allowances{.workspaces = N} "
                  "(measured: peak of torch.cuda.max_memory_allocated minus the estimate), or, for convolutions, "
                  "cap cuDNN's workspace (CUDNN_CONV_WSCAP_DBG) and pass convolution_workspace::capped with that cap");
};

/// assert_training_fits: the peak of a training step plus the allowances exceeds budget.ram.
template <class Required, class Budget, class PeakStep, class Estimate, class Allowances, class... PeakVertex>
struct training_budget_check {
    static_assert(Required::value <= Budget::value,
                  "netmem: the training step's peak (required_bytes = estimate_bytes: parameters, gradients, "
                  "optimizer state, input and the peak of activations and temporaries at the named step, plus the "
                  "allowances_added: CUDA context, cuBLAS workspace, allocator rounding, workspaces) exceeds the "
                  "budget (budget_bytes): use a smaller minibatch, in-place activations, a stateless optimizer or "
                  "more memory");
};
}  // namespace error

/// Device memory a training step takes beyond training_peak's estimate (see the file comment).
/// Field order: cuda_context, cublas_workspace, allocator_rounding, workspaces.
struct training_allowances {
    /// The CUDA context and library handles (cuDNN, cuBLAS): not in max_memory_allocated; depends on
    /// the driver, the GPU and the libraries loaded (read it as nvidia-smi's figure minus
    /// torch.cuda.memory_reserved() in an idle process). 0: the budget is what the allocator may hand out.
    size_type cuda_context = 0;
    /// cuBLAS's workspace, allocated once per process and handle through the caching allocator:
    /// 65 MiB measured with PyTorch 2.11 on an H200 (measured-training-peaks#cublas-workspace).
    size_type cublas_workspace = 65 * 1'048'576;
    /// Add training_peak_result::allocator_rounding_bound (the caching allocator's large blocks).
    bool allocator_rounding = true;
    /// Per-call workspaces the estimate does not derive (cuDNN backward convolution / RNN workspaces).
    size_type workspaces = 0;
    friend constexpr bool operator==(const training_allowances&, const training_allowances&) = default;
};

/// The bytes assert_training_fits compares: the estimate plus every allowance.
constexpr size_type training_required_bytes(const training_peak_result& peak,
                                            const training_allowances& allowances) noexcept {
    return checked_add(checked_add(peak.peak_bytes, allowances.cuda_context),
                       checked_add(checked_add(allowances.cublas_workspace, allowances.workspaces),
                                   allowances.allocator_rounding ? peak.allocator_rounding_bound : 0));
}

/// True when the estimate can be checked: it is derived, or Allowances names workspace bytes for
/// the terms that make it a lower bound.
constexpr bool training_estimate_covered(const training_peak_result& peak,
                                         const training_allowances& allowances) noexcept {
    return peak.bound == estimate_bound::derived || allowances.workspaces > 0;
}

/// True when the training step of Net under Config, plus Allowances, fits Budget.ram (false for a
/// lower-bound estimate that no workspaces allowance covers: "fits" is never claimed from one).
template <class Net, training_peak_config Config, budget Budget, training_allowances Allowances = training_allowances{}>
concept training_fits = deployable_network<Net> && training_estimate_covered(training_peak_of<Net, Config>, Allowances) &&
                        training_required_bytes(training_peak_of<Net, Config>, Allowances) <= Budget.ram;

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
template <deployable_network Net, training_peak_config Config, budget Budget,
          training_allowances Allowances = training_allowances{}>
consteval bool assert_training_fits() {
    constexpr const training_peak_result& peak = training_peak_of<Net, Config>;
    constexpr size_type required = training_required_bytes(peak, Allowances);
    constexpr bool names_a_layer =
        peak.peak_step.phase == training_phase::forward || peak.peak_step.phase == training_phase::backward;
    using step = typename detail::training_peak_where_of<peak.peak_step.phase, peak.peak_step.node>::type;
    using added = error::allowances_added<
        error::cuda_context_bytes<Allowances.cuda_context>, error::cublas_workspace_bytes<Allowances.cublas_workspace>,
        error::allocator_rounding_bytes<Allowances.allocator_rounding ? peak.allocator_rounding_bound : 0>,
        error::workspace_bytes<Allowances.workspaces>>;
    if constexpr (!training_estimate_covered(peak, Allowances)) {
        using because = error::lower_bound_because<
            error::cudnn_convolution_workspaces_not_derived<peak.lower_bound_because.cudnn_convolution_workspaces>,
            error::cudnn_rnn_spaces_not_derived<peak.lower_bound_because.cudnn_rnn_spaces>>;
        static_assert(sizeof(error::training_estimate_is_a_lower_bound<because, error::estimate_bytes<peak.peak_bytes>,
                                                                       added>) > 0);
    } else if constexpr (names_a_layer) {
        using check = typename detail::training_where<Net, peak.peak_step.node>::template check<
            error::training_budget_check, error::required_bytes<required>, error::budget_bytes<Budget.ram>, step,
            error::estimate_bytes<peak.peak_bytes>, added>;
        static_assert(sizeof(check) > 0);
    } else {
        static_assert(sizeof(error::training_budget_check<error::required_bytes<required>,
                                                          error::budget_bytes<Budget.ram>, step,
                                                          error::estimate_bytes<peak.peak_bytes>, added>) > 0);
    }
    return true;
}

}  // namespace netmem
