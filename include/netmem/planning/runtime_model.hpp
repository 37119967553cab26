// netmem/planning/runtime_model.hpp
// The runtime customization point: netmem::runtime_model<R>, one specialization per value of
// deployment::runtime (in the spirit of {fmt}'s formatter<T>). fits, assert_fits, static_arena
// and io's verdict ask the model of the profile's runtime and never branch on which runtime it is.
//
// The shipped models (each one header, in its own folder):
//   runtime::static_arena  runtime/static_arena/static_arena.hpp  netmem's own plan, placed by the linker
//   runtime::tflm          runtime/tflm/tflm.hpp                  TensorFlow Lite Micro's tensor arena
// Including the header registers the model (deploy/fits.hpp and deploy/static_arena.hpp, one floor
// up, include static_arena's, the default runtime's; io/ includes both). A runtime without a model is
// the compile error error::no_runtime_model<runtime_value<R>> naming the value.
//
// A model is a struct with (Net = a deployable network, Profile = a deployment):
//   static constexpr bool registered = true;
//   static constexpr const char* name;                    // printed by io ("tflm")
//   static constexpr bool addresses_tensors;              // the firmware may address tensors at the
//                                                         // plan's offsets (static_arena's views)
//   template <class Net, deployment Profile>
//   static consteval const auto& arena();                 // its report (its own type), once per TU
//   template <class Net, class Plan>
//   static constexpr auto arena(const Plan& plan, const deployment& profile);   // the same, at run
//                                                         // time too (io), given netmem's plan of Net
//   template <class Report>
//   static constexpr size_type ram_bytes(const Report&);  // the RAM a board needs (fits' figure)
//   static constexpr size_type storage_alignment(const deployment&);  // static_arena's alignas
//   template <class Report>
//   static constexpr runtime_verdict_text verdict_text(const Report&);  // io's verdict lines
//   template <class Net, deployment Profile, class Budget, class Excess, class Region>
//   static consteval void assert_ram_fits();              // assert_fits' RAM diagnostic (Budget =
//                                                         // error::budget_bytes<B>; only called
//                                                         // when the figure exceeds it)
// and optionally
//   static constexpr kernel_selection_rule profile_rule(const deployment&);  // a rule of its own the
//                                                         // profile breaks, or ok (TFLM: its C
//                                                         // structures need a named ABI on Xtensa /
//                                                         // RISC-V, core_needs_a_named_struct_abi);
//                                                         // without it, none. The kernel-selection
//                                                         // check asks it (planning/profile_check.hpp)
//   static constexpr runtime_assumptions assumptions(const deployment&);  // what io prints its
//                                                         // figures assume (C structures, source)
//   static constexpr const char* ram_declaration;         // the line a firmware declares its RAM
//                                                         // with ("{}": the bytes, "{,}": the same
//                                                         // with thousands separators; the tools
//                                                         // print it first)
//   static constexpr bool embeds_model_file;              // the firmware stores the model file (a
//                                                         // .tflite), so its flash is the file's size
// static_arena reserves ram_bytes(arena<Net, Profile>()) bytes at storage_alignment(Profile).
// io's one-line texts (describe, verdict_assumptions, ram_declaration) look a run-time runtime value
// up among the models declared where io is included (io includes the shipped ones): include a
// runtime of one's own before netmem/io/ (after io it is clang's "specialization after
// instantiation" error), as a kernel library of one's own before netmem's planning headers.
// A test-only model: tests/support/no_reuse_runtime/ (every tensor its own buffer).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>

namespace netmem {

/// The model of runtime R (see the file comment). The primary template is no model.
template <runtime R>
struct runtime_model {
    static constexpr bool registered = false;
};

/// What a runtime says next to its figures in a verdict (io/plan_verdict.hpp): the RAM line's basis,
/// in which each "{}" is replaced by the next of ram_numbers (bytes, printed with thousands
/// separators), and the flash line's.
struct runtime_verdict_text {
    const char* ram_basis = "";
    std::array<size_type, 2> ram_numbers{};
    const char* flash_basis = "weights + biases + quantization parameters";
};

/// What a runtime's figures assume beyond the generic profile, for io's one-line descriptions
/// (describe, verdict_assumptions): the C structures it lays out in the arena and the source its
/// model was read from. A model without an `assumptions` member assumes none of these.
struct runtime_assumptions {
    int pointer_bits = 0;                                  ///< 0: it lays out no C structures of its own
    struct_abi structures = struct_abi::for_pointer_bits;  ///< their ABI (resolved: never for_pointer_bits)
    const char* structures_name = "";                      ///< what io calls that ABI ("TFLM struct ABI")
    bool structures_estimated = false;                     ///< that ABI's layout is an estimate (no oracle runs it)
    bool offline_plan = false;                             ///< the model carries netmem's plan
    const char* pinned_source = "";                        ///< e.g. "tflite-micro 90b983c2"; "" for none
};

/// Model::ram_declaration, or "" when the model has none.
template <class Model>
constexpr const char* ram_declaration_of_model() noexcept {
    if constexpr (requires { Model::ram_declaration; }) return Model::ram_declaration;
    else return "";
}
/// Model::embeds_model_file, or false when the model does not say.
template <class Model>
constexpr bool embeds_model_file_of_model() noexcept {
    if constexpr (requires { Model::embeds_model_file; }) return Model::embeds_model_file;
    else return false;
}

/// Model::assumptions(profile), or none when the model has no such member.
template <class Model>
constexpr runtime_assumptions assumptions_of_model(const deployment& profile) noexcept {
    if constexpr (requires { Model::assumptions(profile); }) return Model::assumptions(profile);
    else return {};
}

namespace error {
/// deployment::runtime's value, in error::no_runtime_model.
template <runtime R>
struct runtime_value {
    static constexpr runtime value = R;
};
/// No runtime_model<R> is declared for this deployment::runtime value (Runtime = runtime_value<R>).
template <class Runtime>
struct no_runtime_model {
    static_assert(sizeof(Runtime) == 0,
                  "netmem: no runtime model for this deployment::runtime value (runtime_value<R>): include its header "
                  "(<netmem/runtime/tflm/tflm.hpp> for runtime::tflm) or specialize netmem::runtime_model<R> "
                  "(planning/runtime_model.hpp)");
};
}  // namespace error

/// True when runtime R has a model.
template <runtime R>
concept has_runtime_model = runtime_model<R>::registered;

namespace detail {
/// runtime_model<R>, after the compile error naming R when it has none.
template <runtime R>
consteval bool check_runtime_model() {
    if constexpr (!has_runtime_model<R>) static_assert(sizeof(error::no_runtime_model<error::runtime_value<R>>) > 0);
    return has_runtime_model<R>;
}
}  // namespace detail

/// The RAM Net needs under Profile's runtime (bytes): what fits, assert_fits and static_arena use.
template <class Net, deployment Profile>
consteval size_type runtime_ram_bytes() {
    if constexpr (!detail::check_runtime_model<Profile.runtime>()) {
        return 0;
    } else {
        using model = runtime_model<Profile.runtime>;
        return model::ram_bytes(model::template arena<Net, Profile>());
    }
}

namespace detail {
/// The alignment static_arena's storage takes under Profile's runtime.
template <deployment Profile>
consteval size_type runtime_storage_alignment() {
    if constexpr (!check_runtime_model<Profile.runtime>()) return 16;
    else return runtime_model<Profile.runtime>::storage_alignment(Profile);
}
/// Whether the firmware may address tensors at the plan's offsets under Profile's runtime.
template <deployment Profile>
consteval bool runtime_addresses_tensors() {
    if constexpr (!check_runtime_model<Profile.runtime>()) return false;
    else return runtime_model<Profile.runtime>::addresses_tensors;
}
}  // namespace detail

namespace detail {
template <std::size_t K, class F>
constexpr void visit_if_registered(runtime r, F& f, bool& found) {
    constexpr runtime R = static_cast<runtime>(K);
    if constexpr (has_runtime_model<R>) {
        if (r == R) {
            f(runtime_model<R>{});
            found = true;
        }
    }
}
template <class F, std::size_t... K>
constexpr bool visit_runtime_values(runtime r, F& f, std::index_sequence<K...>) {
    bool found = false;
    (visit_if_registered<K>(r, f, found), ...);
    return found;
}
}  // namespace detail

/// Calls f(runtime_model<r>{}) for a run-time value r (io's verdict, the tools); false when r has
/// no model. Every value of the underlying type is tried against the models declared where the
/// call is instantiated, so call it after including the runtimes' headers.
template <class F>
constexpr bool visit_runtime_model(runtime r, F&& f) {
    return detail::visit_runtime_values(r, f, std::make_index_sequence<std::size_t{1} << (8 * sizeof(runtime))>{});
}

}  // namespace netmem
