// static_tests/compile_fail/deployment_hook_without_operator_kind.cpp: every layer with a deployment
// hook names its neutral operator kind (layers/operator_kind.hpp), the one thing a runtime's lowering
// reads to pick its operators; a user's layer with a hook but no `kind` is a compile error when it
// is planned, never an operator a runtime silently leaves out.
// The twin: the same layer with `static constexpr netmem::operator_kind kind` plans.
#include <netmem/netmem.hpp>

namespace nm = netmem;

/// An identity layer with a deployment hook (a new output tensor of its input's size).
struct my_identity {
    static constexpr const char* kind_name = "my_identity";
#ifdef NETMEM_COMPILE_FAIL
// expect: hook_names_no_operator_kind<my_identity>
// expect: netmem: a layer with a deployment hook names its operator kind
#else
    static constexpr nm::operator_kind kind = nm::operator_kind::custom;
#endif
    static constexpr nm::accepted_input accepts = nm::accepted_input::any;
    constexpr nm::diagnostic validate(const nm::input_type&) const noexcept { return {}; }
    constexpr nm::input_type output_type(const nm::input_type& in) const noexcept { return in; }
    constexpr nm::size_type parameter_count(const nm::input_type&) const noexcept { return 0; }
    constexpr nm::layer_memory_report memory_report(const nm::layer_context& context) const noexcept {
        return nm::make_report(context, "Identity", context.input);
    }
    constexpr nm::layer_deployment deployment(const nm::input_type&, const nm::deployment&) const noexcept { return {}; }
};

using net = nm::sequential<nm::input::feed_forward{8}, my_identity{}, nm::dense{.units = 2}>;
static_assert(nm::memory_plan_of<net, nm::deployment{}>.arena_bytes > 0);
