// netmem/deploy/memory_plan.hpp
// Forwarding header: memory_plan.hpp moved to netmem/planning/ (the layer below runtime/ and training/,
// docs/developing.md "Layout"), so that includes run one way between deploy/ and runtime/. This
// header keeps `#include <netmem/deploy/memory_plan.hpp>` working (docs/history/api-changes.md);
// new code includes <netmem/planning/memory_plan.hpp>.
#pragma once

#include <netmem/planning/memory_plan.hpp>
