// netmem/planning/profile_check.hpp
// The whole kernel-selection check of a profile: the kernel libraries' rules
// (kernels/kernel_selection_check.hpp, check_kernel_library_choice: which cores run which library,
// the target's core), then the rule of the profile's runtime, if it has one
// (runtime_model<R>::profile_rule, planning/runtime_model.hpp). The check never branches on which
// runtime it is: TFLM's rule (core_needs_a_named_struct_abi: TFLM's structures on a 32-bit Xtensa
// or RISC-V core need a named deployment::tflm.abi) is TFLM's model's (runtime/tflm/tflm.hpp);
// runtime::static_arena has none.
//
// - check_kernel_selection(profile), (profile, target_core): the rule broken, or ok. A profile
//   given as a value names its runtime at run time, so its model is looked up among the models
//   declared where the call is instantiated (visit_runtime_model): include the runtimes' headers
//   first (the tools include io/, which includes the shipped ones).
// - detail::kernel_selection_rule_of<Profile, TargetCore>(): the same for a profile given as a
//   template argument (its runtime's model directly; none declared: no rule of a runtime).
// - detail::kernel_selection_check_of<Profile, TargetCore>: the compile error of a rejected choice,
//   error::kernel_selection_check (kernels/kernel_selection_check.hpp: every rule's diagnostic),
//   used by deploy/fits.hpp, memory_plan_of and tflm::arena_of; detail::check_kernels(profile) the
//   same in a constant evaluation of a profile given as a value (detail::kernel_selection_rejected).
#pragma once

#include <netmem/core/cpu_core.hpp>
#include <netmem/core/deployment.hpp>
#include <netmem/core/kernel_selection.hpp>
#include <netmem/kernels/kernel_selection_check.hpp>
#include <netmem/planning/runtime_model.hpp>

namespace netmem {

/// Model::profile_rule(profile), or ok when the model has no rule of its own.
template <class Model>
constexpr kernel_selection_rule profile_rule_of_model(const deployment& profile) noexcept {
    if constexpr (requires { Model::profile_rule(profile); }) return Model::profile_rule(profile);
    else return kernel_selection_rule::ok;
}

/// The rule `profile` breaks, or ok: its kernel library's, then its runtime's (see the file comment).
/// (A template, so that the models it looks up are those declared where it is instantiated.)
template <class Deferred = void>
constexpr kernel_selection_rule check_kernel_selection(const deployment& profile) noexcept {
    const kernel_selection_rule kernels = check_kernel_library_choice(profile);
    if (kernels != kernel_selection_rule::ok) return kernels;
    kernel_selection_rule rule = kernel_selection_rule::ok;
    visit_runtime_model(profile.runtime, [&](auto model) { rule = profile_rule_of_model<decltype(model)>(profile); });
    return rule;
}
/// The rule `profile` on a target with `target_core` breaks, or ok (the profile runs on the
/// target's core unless it names one: on_core).
template <class Deferred = void>
constexpr kernel_selection_rule check_kernel_selection(const deployment& profile, cpu_core target_core) noexcept {
    const kernel_selection_rule kernels = check_kernel_library_choice(profile, target_core);
    if (kernels != kernel_selection_rule::ok) return kernels;
    return check_kernel_selection<Deferred>(on_core(profile, target_core));
}

namespace detail {
/// check_kernel_selection(Profile, TargetCore) for a profile given as a template argument.
template <deployment Profile, cpu_core TargetCore = cpu_core::unspecified>
consteval kernel_selection_rule kernel_selection_rule_of() {
    constexpr kernel_selection_rule kernels = check_kernel_library_choice(Profile, TargetCore);
    if constexpr (kernels != kernel_selection_rule::ok) return kernels;
    else if constexpr (has_runtime_model<Profile.runtime>)
        return profile_rule_of_model<runtime_model<Profile.runtime>>(on_core(Profile, TargetCore));
    else return kernel_selection_rule::ok;
}
/// The check of `Profile` on a target with core `TargetCore` (a complete type: sizeof > 0).
template <deployment Profile, cpu_core TargetCore = cpu_core::unspecified>
using kernel_selection_check_of =
    error::kernel_selection_check<kernel_selection_rule_of<Profile, TargetCore>(),
                                  error::assumed_kernels<Profile.kernels>,
                                  error::assumed_core<(Profile.core != cpu_core::unspecified ? Profile.core : TargetCore)>,
                                  error::assumed_abi<resolved_abi(Profile)>, error::target_core<TargetCore>>;
/// Not constexpr: reaching it in a constant evaluation is the compile error for a rejected
/// kernel-library choice in the functions that take a profile as a value (detail::plan_in_one_evaluation(profile),
/// tflm::arena(profile)); the NTTP forms name the rule with error::kernel_selection_check.
[[noreturn]] inline void kernel_selection_rejected(kernel_selection_rule /*rule*/) noexcept { __builtin_trap(); }
template <class Deferred = void>
constexpr void check_kernels(const deployment& profile) noexcept {
    const kernel_selection_rule rule = check_kernel_selection<Deferred>(profile);
    if (rule != kernel_selection_rule::ok) kernel_selection_rejected(rule);
}
}  // namespace detail

}  // namespace netmem
