// netmem/deploy/budget.hpp
// Forwarding header: budget.hpp moved to netmem/planning/ (the layer below runtime/ and training/,
// docs/developing.md "Layout"), so that includes run one way between deploy/ and runtime/. This
// header keeps `#include <netmem/deploy/budget.hpp>` working (docs/history/api-changes.md);
// new code includes <netmem/planning/budget.hpp>.
#pragma once

#include <netmem/planning/budget.hpp>
