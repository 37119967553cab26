// netmem/deploy/plan_memory.hpp
// Forwarding header: plan_memory.hpp moved to netmem/planning/ (the layer below runtime/ and training/,
// docs/developing.md "Layout"), so that includes run one way between deploy/ and runtime/. This
// header keeps `#include <netmem/deploy/plan_memory.hpp>` working (docs/history/api-changes.md);
// new code includes <netmem/planning/plan_memory.hpp>.
#pragma once

#include <netmem/planning/plan_memory.hpp>
