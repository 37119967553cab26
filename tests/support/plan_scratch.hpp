// tests/support/plan_scratch.hpp: the scratch netmem's own plan gives a layer, summed over its
// steps (a layer with a first operator or an activation of its own has two), data bytes before
// the planner's rounding. For tests that check kernel scratch against hand derivations.
#pragma once

#include <cstddef>

#include <netmem/core/integer.hpp>
#include <netmem/planning/detail/deployment_steps.hpp>

namespace netmem_test {

/// Scratch data bytes `plan` gives the steps of layer `layer`.
template <class Plan>
constexpr netmem::size_type scratch_of_layer(const Plan& plan, std::size_t layer) {
    netmem::size_type bytes = 0;
    for (std::size_t s = 0; s < plan.step_count; ++s)
        if (plan.steps[s].layer == layer && plan.steps[s].scratch != netmem::detail::no_index)
            bytes += plan.tensors()[plan.steps[s].scratch].data_bytes;
    return bytes;
}

}  // namespace netmem_test
